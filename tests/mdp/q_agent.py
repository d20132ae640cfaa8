#!/usr/bin/env python3
"""A tabular Q-learning agent for Quandary's grid-world protocol
(docs/contracts.md, "Grid world agents"), written from the course's rule:

    Q(s, a) <- (1 - alpha) Q(s, a) + alpha (r + gamma max_a' Q(s', a'))

with the max over no action (TERMINAL) 0 and an unseen Q 0; epsilon-greedy
while it learns (ties to the first action listed).  The test mdp-agent runs
it; MODE makes it misbehave on purpose:
  good (default), random (never learns to act), illegal (answers an action
  that is none), sleep (never answers), crash (exits at the first state),
  wrong-q (replays with half the learning rate), chatty (prints a debug line
  where an action is expected).
"""

import random
import sys
import time


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else "good"
    rng = random.Random(0)
    q = {}
    kinds = {}          # (x, y) -> '_', 'S', 'T' or '#'
    params = {}
    last = None         # the (cell, action) whose reward comes next

    def say(text):
        sys.stdout.write(text + "\n")
        sys.stdout.flush()

    def actions(cell):
        return ["exit"] if kinds[cell] == "T" else ["north", "west", "south", "east"]

    def value(cell):
        if cell is None:
            return 0.0
        return max(q.get((cell, a), 0.0) for a in actions(cell))

    def update(cell, action, reward, nxt, alpha):
        sample = reward + params["discount"] * value(nxt)
        q[(cell, action)] = (1 - alpha) * q.get((cell, action), 0.0) + alpha * sample

    def where(words):
        return None if words[0] == "TERMINAL" else (int(words[0]), int(words[1]))

    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        head = words[0]
        if head == "world":
            w, h = int(words[1]), int(words[2])
            for row in range(h):
                tokens = sys.stdin.readline().split()
                for x in range(w):
                    kinds[(x, h - 1 - row)] = tokens[x]
        elif head in ("discount", "alpha", "epsilon"):
            params[head] = float(words[1])
            if head == "epsilon":
                say("ready")
        elif head == "state":
            cell, legal = (int(words[1]), int(words[2])), words[3:]
            if mode == "illegal":
                say("nowhere")
            elif mode == "sleep":
                time.sleep(60)
            elif mode == "crash":
                sys.stderr.write("agent gave up\n")
                sys.exit(3)
            elif mode == "chatty":
                say("Q = %r" % q)
            if mode == "random" or rng.random() < params["epsilon"]:
                action = rng.choice(legal)
            else:
                action = max(legal, key=lambda a: (q.get((cell, a), 0.0), -legal.index(a)))
            last = (cell, action)
            say(action)
        elif head == "reward":
            update(last[0], last[1], float(words[1]), where(words[2:]), params["alpha"])
        elif head == "replay":
            q.clear()
        elif head == "experience":
            alpha = params["alpha"] / 2 if mode == "wrong-q" else params["alpha"]
            update((int(words[1]), int(words[2])), words[3], float(words[4]), where(words[5:]), alpha)
        elif head == "qvalues":
            for (cell, action), v in sorted(q.items()):
                say("q %d %d %s %r" % (cell[0], cell[1], action, v))
            say("end")
        elif head == "quit":
            break


if __name__ == "__main__":
    main()
