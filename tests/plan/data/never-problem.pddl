(define (problem never-1) (:domain never)
  (:init) (:goal (a)))
