; The blocks world: AIMA (Russell and Norvig), 3rd ed. figure 10.3, 4th ed. figure 11.4,
; written for Quandary in PDDL, untyped as in the book: Block(x) is a predicate and the
; table a constant.  Move(b, x, y) puts block b from x onto block y; MoveToTable(b, x) puts
; it from x onto the table.
(define (domain blocks-world)
  (:requirements :strips :equality)
  (:constants table)
  (:predicates (on ?b ?x) (block ?b) (clear ?x))

  (:action move
    :parameters (?b ?x ?y)
    :precondition (and (on ?b ?x) (clear ?b) (clear ?y) (block ?b) (block ?y)
                       (not (= ?b ?x)) (not (= ?b ?y)) (not (= ?x ?y)))
    :effect (and (on ?b ?y) (clear ?x) (not (on ?b ?x)) (not (clear ?y))))

  (:action move-to-table
    :parameters (?b ?x)
    :precondition (and (on ?b ?x) (clear ?b) (block ?b) (block ?x))
    :effect (and (on ?b table) (clear ?x) (not (on ?b ?x)))))
