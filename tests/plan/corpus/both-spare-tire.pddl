; The spare tire problem: AIMA (Russell and Norvig), 3rd ed. figure 10.2, 4th ed. figure
; 11.3, written for Quandary in PDDL.  A flat tire is on the axle and a good spare in the
; trunk; the goal is the spare on the axle.  PutOn(t, Axle) keeps the book's two
; arguments, the second one required to be the axle.  LeaveOvernight takes both tires away.
(define (domain spare-tire)
  (:requirements :strips :typing :negative-preconditions :equality)
  (:types tire location)
  (:constants flat spare - tire  axle trunk ground - location)
  (:predicates (at ?t - tire ?l - location))

  (:action remove
    :parameters (?t - tire ?l - location)
    :precondition (at ?t ?l)
    :effect (and (not (at ?t ?l)) (at ?t ground)))

  (:action put-on
    :parameters (?t - tire ?l - location)
    :precondition (and (= ?l axle) (at ?t ground) (not (at flat axle)))
    :effect (and (not (at ?t ground)) (at ?t axle)))

  (:action leave-overnight
    :parameters ()
    :effect (and (not (at spare ground)) (not (at spare axle)) (not (at spare trunk))
                 (not (at flat ground)) (not (at flat axle)) (not (at flat trunk)))))
; The spare tire (AIMA figure 11.3 / 10.2): the flat on the axle, the spare in the trunk.
; The book's plan: Remove(Flat, Axle), Remove(Spare, Trunk), PutOn(Spare, Axle).
(define (problem change-the-tire)
  (:domain spare-tire)
  (:init (at flat axle) (at spare trunk))
  (:goal (at spare axle)))
