; Missionaries and cannibals: AIMA (Russell and Norvig), 3rd ed. exercise 3.9, written for
; Quandary in PDDL.  The state is how many missionaries and cannibals are on the left bank
; (counts n0 to n3) and where the boat is.  The boat carries one or two people; on either
; bank the missionaries, if any, must not be fewer than the cannibals, which with three of
; each is: no missionary left, all three left, or as many missionaries as cannibals
; (:disjunctive-preconditions, :equality).
(define (domain missionaries-and-cannibals)
  (:requirements :strips :typing :negative-preconditions :equality :disjunctive-preconditions)
  (:types count)
  (:constants n0 n3 - count)
  (:predicates (left ?m ?c - count)      ; on the left bank
               (boat-left)
               (load ?m ?c - count)      ; the boat can carry this many
               (minus ?x ?d ?y - count)) ; x - d = y

  (:action cross-right
    :parameters (?m ?c ?dm ?dc ?m2 ?c2 - count)
    :precondition (and (boat-left) (left ?m ?c) (load ?dm ?dc)
                       (minus ?m ?dm ?m2) (minus ?c ?dc ?c2)
                       (or (= ?m2 n0) (= ?m2 n3) (= ?m2 ?c2)))
    :effect (and (not (boat-left)) (not (left ?m ?c)) (left ?m2 ?c2)))

  (:action cross-left
    :parameters (?m ?c ?dm ?dc ?m2 ?c2 - count)
    :precondition (and (not (boat-left)) (left ?m ?c) (load ?dm ?dc)
                       (minus ?m2 ?dm ?m) (minus ?c2 ?dc ?c)
                       (or (= ?m2 n0) (= ?m2 n3) (= ?m2 ?c2)))
    :effect (and (boat-left) (not (left ?m ?c)) (left ?m2 ?c2))))
