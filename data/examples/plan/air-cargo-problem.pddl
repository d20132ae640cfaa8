; Air cargo (AIMA figure 11.2 / 10.1): C1 waits at SFO and C2 at JFK, each with a plane;
; C1 must go to JFK and C2 to SFO.
(define (problem air-cargo-two)
  (:domain air-cargo)
  (:objects c1 c2 - cargo  p1 p2 - plane  sfo jfk - airport)
  (:init (at c1 sfo) (at c2 jfk) (at p1 sfo) (at p2 jfk)
         (= (total-cost) 0))
  (:goal (and (at c1 jfk) (at c2 sfo)))
  (:metric minimize (total-cost)))
