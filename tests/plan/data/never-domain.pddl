(define (domain never)
  (:requirements :strips)
  (:predicates (a) (b))
  (:action make-a :precondition (b) :effect (a)))
