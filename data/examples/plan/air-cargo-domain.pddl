; Air cargo transport: AIMA (Russell and Norvig), 3rd ed. figure 10.1, 4th ed. figure 11.2,
; written for Quandary in PDDL.  Cargo is loaded into planes, flown between airports and
; unloaded.  The book's At applies to cargo and planes alike: here its first argument is
; (either cargo plane).  The book's actions all cost 1; here flying costs 10 and loading or
; unloading 1, to show :action-costs (the book's plan of 6 actions costs 24).
(define (domain air-cargo)
  (:requirements :strips :typing :action-costs)
  (:types cargo plane airport)
  (:predicates (at ?x - (either cargo plane) ?a - airport)
               (in ?c - cargo ?p - plane))
  (:functions (total-cost) - number)

  (:action load
    :parameters (?c - cargo ?p - plane ?a - airport)
    :precondition (and (at ?c ?a) (at ?p ?a))
    :effect (and (not (at ?c ?a)) (in ?c ?p) (increase (total-cost) 1)))

  (:action unload
    :parameters (?c - cargo ?p - plane ?a - airport)
    :precondition (and (in ?c ?p) (at ?p ?a))
    :effect (and (at ?c ?a) (not (in ?c ?p)) (increase (total-cost) 1)))

  (:action fly
    :parameters (?p - plane ?from - airport ?to - airport)
    :precondition (at ?p ?from)
    :effect (and (not (at ?p ?from)) (at ?p ?to) (increase (total-cost) 10))))
