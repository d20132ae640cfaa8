; The two-square vacuum world: the agent in A, both squares dirty.  A plan: Suck, Right,
; Suck.
(define (problem both-dirty)
  (:domain vacuum-world)
  (:objects a b - square)
  (:init (at a) (dirty a) (dirty b) (east-of b a))
  (:goal (forall (?s - square) (not (dirty ?s)))))
