; The water jugs puzzle, a classic exercise of problem formulation, written for Quandary
; in PDDL.  A jug can be filled from the tap, emptied, or
; poured into the other one until that one is full or this one is empty.  PDDL without
; numeric fluents has no arithmetic: the amounts are objects, with (sum x y z) meaning
; x + y = z and (leq x y) meaning x <= y given in the problem.
(define (domain water-jugs)
  (:requirements :strips :typing :negative-preconditions :equality)
  (:types jug amount)
  (:constants n0 n1 n2 n3 n4 n5 n6 n7 - amount)
  (:predicates (contents ?j - jug ?a - amount)
               (capacity ?j - jug ?a - amount)
               (sum ?x ?y ?z - amount)
               (leq ?x ?y - amount))

  (:action fill
    :parameters (?j - jug ?old ?full - amount)
    :precondition (and (contents ?j ?old) (capacity ?j ?full))
    :effect (and (not (contents ?j ?old)) (contents ?j ?full)))

  (:action empty
    :parameters (?j - jug ?old - amount)
    :precondition (contents ?j ?old)
    :effect (and (not (contents ?j ?old)) (contents ?j n0)))

  ; All of ?from goes into ?to: x + y = z fits its capacity c.
  (:action pour-all
    :parameters (?from ?to - jug ?x ?y ?z ?c - amount)
    :precondition (and (not (= ?from ?to)) (contents ?from ?x) (contents ?to ?y)
                       (sum ?x ?y ?z) (capacity ?to ?c) (leq ?z ?c))
    :effect (and (not (contents ?from ?x)) (not (contents ?to ?y))
                 (contents ?from n0) (contents ?to ?z)))

  ; ?to is filled to its capacity c and r stays in ?from: x + y = t = c + r.
  (:action pour-fill
    :parameters (?from ?to - jug ?x ?y ?c ?r ?t - amount)
    :precondition (and (not (= ?from ?to)) (contents ?from ?x) (contents ?to ?y)
                       (capacity ?to ?c) (sum ?x ?y ?t) (sum ?c ?r ?t))
    :effect (and (not (contents ?from ?x)) (not (contents ?to ?y))
                 (contents ?from ?r) (contents ?to ?c))))
