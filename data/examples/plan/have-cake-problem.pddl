; Have cake and eat cake too (AIMA figure 10.7): start with the cake, end having eaten it
; and having one.  A plan: Eat(Cake), Bake(Cake).
(define (problem eat-and-have)
  (:domain have-cake)
  (:init (have-cake))
  (:goal (and (have-cake) (eaten-cake))))
