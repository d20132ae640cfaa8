; Three missionaries and three cannibals on the left bank with the boat; all must cross.
; The shortest plan crosses 11 times.
(define (problem three-and-three)
  (:domain missionaries-and-cannibals)
  (:objects n1 n2 - count)
  (:init (left n3 n3) (boat-left)
         (load n1 n0) (load n2 n0) (load n0 n1) (load n0 n2) (load n1 n1)
         (minus n0 n0 n0) (minus n1 n0 n1) (minus n2 n0 n2) (minus n3 n0 n3)
         (minus n1 n1 n0) (minus n2 n1 n1) (minus n3 n1 n2)
         (minus n2 n2 n0) (minus n3 n2 n1))
  (:goal (left n0 n0)))
