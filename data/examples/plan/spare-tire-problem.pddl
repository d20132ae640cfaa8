; The spare tire (AIMA figure 11.3 / 10.2): the flat on the axle, the spare in the trunk.
; The book's plan: Remove(Flat, Axle), Remove(Spare, Trunk), PutOn(Spare, Axle).
(define (problem change-the-tire)
  (:domain spare-tire)
  (:init (at flat axle) (at spare trunk))
  (:goal (at spare axle)))
