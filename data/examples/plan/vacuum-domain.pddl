; The vacuum world: AIMA (Russell and Norvig) chapter 2 and chapter 4's
; erratic vacuum world without its erratic part, written for Quandary in PDDL.  The agent
; knows only Left, Right and Suck, actions without arguments: their effects are
; conditional on where it is (:conditional-effects), and the goal says that no square is
; dirty (:universal-preconditions).
(define (domain vacuum-world)
  (:requirements :strips :typing :negative-preconditions :conditional-effects
                 :universal-preconditions)
  (:types square)
  (:predicates (at ?s - square) (dirty ?s - square) (east-of ?x ?y - square))

  (:action right
    :effect (forall (?x ?y - square)
              (when (and (at ?x) (east-of ?y ?x)) (and (not (at ?x)) (at ?y)))))

  (:action left
    :effect (forall (?x ?y - square)
              (when (and (at ?x) (east-of ?x ?y)) (and (not (at ?x)) (at ?y)))))

  (:action suck
    :effect (forall (?x - square) (when (at ?x) (not (dirty ?x))))))
