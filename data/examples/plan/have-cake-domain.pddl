; Have cake and eat cake too: AIMA (Russell and Norvig), 3rd ed. figure 10.7 (4th ed.
; section 11.3, the planning graph), written for Quandary in PDDL.  Propositions without
; arguments: Have(Cake) and Eaten(Cake); the planning graph of this problem levels off
; at S2 in the book.
(define (domain have-cake)
  (:requirements :strips :negative-preconditions)
  (:predicates (have-cake) (eaten-cake))

  (:action eat-cake
    :precondition (have-cake)
    :effect (and (not (have-cake)) (eaten-cake)))

  (:action bake-cake
    :precondition (not (have-cake))
    :effect (have-cake)))
