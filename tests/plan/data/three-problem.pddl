(define (problem three-1) (:domain three)
  (:init) (:goal (and (a) (b) (c))))
