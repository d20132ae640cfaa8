; Gripper with four balls in room A, all to be carried to room B (11 actions at least).
(define (problem gripper-four)
  (:domain gripper)
  (:objects rooma roomb - room  ball1 ball2 ball3 ball4 - ball  left right - gripper)
  (:init (at-robby rooma) (free left) (free right)
         (at ball1 rooma) (at ball2 rooma) (at ball3 rooma) (at ball4 rooma))
  (:goal (and (at ball1 roomb) (at ball2 roomb) (at ball3 roomb) (at ball4 roomb))))
