; Two jugs of 4 and 3 litres, both empty, and a tap: get exactly 2 litres in the 4-litre
; jug.  The shortest plan has 6 actions.  Amounts are objects n0 to n7 with their sums
; and their order given as facts.
(define (problem four-and-three)
  (:domain water-jugs)
  (:objects jug4 jug3 - jug)
  (:init (contents jug4 n0) (contents jug3 n0) (capacity jug4 n4) (capacity jug3 n3)
         (sum n0 n0 n0) (sum n0 n1 n1) (sum n0 n2 n2) (sum n0 n3 n3) (sum n0 n4 n4) (sum n0 n5 n5)
         (sum n0 n6 n6) (sum n0 n7 n7) (sum n1 n0 n1) (sum n1 n1 n2) (sum n1 n2 n3) (sum n1 n3 n4)
         (sum n1 n4 n5) (sum n1 n5 n6) (sum n1 n6 n7) (sum n2 n0 n2) (sum n2 n1 n3) (sum n2 n2 n4)
         (sum n2 n3 n5) (sum n2 n4 n6) (sum n2 n5 n7) (sum n3 n0 n3) (sum n3 n1 n4) (sum n3 n2 n5)
         (sum n3 n3 n6) (sum n3 n4 n7) (sum n4 n0 n4) (sum n4 n1 n5) (sum n4 n2 n6) (sum n4 n3 n7)
         (sum n5 n0 n5) (sum n5 n1 n6) (sum n5 n2 n7) (sum n6 n0 n6) (sum n6 n1 n7) (sum n7 n0 n7)
         (leq n0 n3) (leq n1 n3) (leq n2 n3) (leq n3 n3) (leq n0 n4) (leq n1 n4) (leq n2 n4) (leq n3 n4) (leq n4 n4))
  (:goal (contents jug4 n2)))
