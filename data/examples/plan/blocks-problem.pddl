; The Sussman anomaly (AIMA figure 11.4 / 10.3): C on A, A and B on the table; the goal
; is A on B on C.  The book's plan: MoveToTable(C, A), Move(B, Table, C), Move(A, Table, B).
(define (problem sussman-anomaly)
  (:domain blocks-world)
  (:objects a b c)
  (:init (on a table) (on b table) (on c a)
         (block a) (block b) (block c) (clear b) (clear c))
  (:goal (and (on a b) (on b c))))
