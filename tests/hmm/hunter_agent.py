#!/usr/bin/env python3
"""A ghost hunter for Quandary's ghost-hunt protocol (docs/contracts.md,
"Ghost hunt agents"), written from that description and the course's
ghost-hunting rules, not from Quandary's code.

Each ghost's belief is the exact filter: uniform over the open squares at
turn 0, then each turn moved by the ghosts' documented movement (random,
toward or away from the hunter's new square, staying allowed or not) and
weighed by the reading's likelihood under the announced sensor:
  course: P(r | d) = sum_e P(e) [max(1, r - e) = d]
  exact:  P(r | d) = sum_e P(e) [max(0, d + e) = r]
with P(e) = 2^(7 - |e|) / 382 for e in -7 .. 7.  The hunter walks (by a
shortest path) to the likeliest square of the first ghost not caught.

MODE makes it misbehave on purpose: good (default), uniform (reports
uniform beliefs), illegal (walks into a wall), sleep (never moves), crash
(exits at the first move), chatty (a debug line where a move is expected).
"""

import sys
import time
from collections import deque

NOISE = {e: 2 ** (7 - abs(e)) / 382.0 for e in range(-7, 8)}
STEPS = {"north": (0, -1), "east": (1, 0), "south": (0, 1), "west": (-1, 0)}
ORDER = ["north", "east", "south", "west"]


def likelihood(sensor, r, d):
    if sensor == "course":
        return sum(p for e, p in NOISE.items() if max(1, r - e) == d)
    return sum(p for e, p in NOISE.items() if max(0, d + e) == r)


class Hunt:
    def __init__(self, rows, n_ghosts, moves, stay, sensor):
        self.rows = rows
        self.open = [(x, y) for y, row in enumerate(rows) for x, c in enumerate(row) if c != "%"]
        self.is_open = set(self.open)
        self.moves, self.stay, self.sensor = moves, stay, sensor
        u = 1.0 / len(self.open)
        self.belief = [{s: u for s in self.open} for _ in range(n_ghosts)]

    def neighbours(self, s):
        out = []
        for name in ORDER:
            dx, dy = STEPS[name]
            t = (s[0] + dx, s[1] + dy)
            if t in self.is_open:
                out.append(t)
        if self.stay:
            out.append(s)
        return out

    def move_row(self, s, hunter):
        legal = self.neighbours(s)
        if not legal:
            return {s: 1.0}
        row = {}
        for t in legal:
            row[t] = row.get(t, 0.0) + 1.0 / len(legal)
        if self.moves[0] == "random":
            return row
        best = float(self.moves[1])
        dist = [abs(t[0] - hunter[0]) + abs(t[1] - hunter[1]) for t in legal]
        goal = min(dist) if self.moves[0] == "toward" else max(dist)
        chosen = [t for t, d in zip(legal, dist) if d == goal]
        row = {t: p * (1 - best) for t, p in row.items()}
        for t in chosen:
            row[t] += best / len(chosen)
        return row

    def elapse(self, hunter):
        rows = {s: self.move_row(s, hunter) for s in self.open}
        for g, b in enumerate(self.belief):
            if b is None:
                continue
            nb = {s: 0.0 for s in self.open}
            for s, p in b.items():
                if p:
                    for t, q in rows[s].items():
                        nb[t] += p * q
            self.belief[g] = nb

    def observe(self, hunter, readings):
        for g, r in enumerate(readings):
            if r == "-":
                self.belief[g] = None
                continue
            b = self.belief[g]
            for s in b:
                b[s] *= likelihood(self.sensor, int(r), abs(s[0] - hunter[0]) + abs(s[1] - hunter[1]))
            total = sum(b.values())
            for s in b:
                b[s] /= total

    def first_step(self, hunter, goal):
        """The first move of a shortest path from hunter to goal."""
        seen = {hunter: None}
        queue = deque([hunter])
        while queue:
            s = queue.popleft()
            if s == goal:
                break
            for name in ORDER:
                dx, dy = STEPS[name]
                t = (s[0] + dx, s[1] + dy)
                if t in self.is_open and t not in seen:
                    seen[t] = (s, name)
                    queue.append(t)
        step, s = "stay", goal
        while seen.get(s) is not None:
            s, step = seen[s]
        return step


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else "good"

    def say(text):
        sys.stdout.write(text + "\n")
        sys.stdout.flush()

    def read():
        line = sys.stdin.readline()
        if not line:
            sys.exit(0)
        return line.split()

    assert read() == ["quandary-ghosthunt", "1"]
    _, w, h = read()
    rows = [sys.stdin.readline().rstrip("\n") for _ in range(int(h))]
    info = {}
    for _ in range(6):
        words = read()
        info[words[0]] = words[1:]
    hunt = Hunt(rows, int(info["ghosts"][0]), info["ghost-moves"], info["stay"][0] == "yes", info["sensor"][0])
    say("ready")
    hunter = None
    while True:
        words = read()
        if words[0] == "turn":
            turn = int(words[1])
        elif words[0] == "hunter":
            hunter = (int(words[1]), int(words[2]))
            if turn > 0:
                hunt.elapse(hunter)
        elif words[0] == "readings":
            hunt.observe(hunter, words[1:])
        elif words[0] == "beliefs":
            for g, b in enumerate(hunt.belief):
                if b is None:
                    continue
                for (x, y), p in b.items():
                    q = 1.0 / len(b) if mode == "uniform" else p
                    if q > 0:
                        say("belief %d %d %d %r" % (g + 1, x, y, q))
            say("end")
        elif words[0] == "moves":
            if mode == "sleep":
                time.sleep(60)
            if mode == "crash":
                sys.exit(3)
            if mode == "chatty":
                say("thinking about it")
            if mode == "illegal":
                walls = [m for m in ORDER if m not in words[1:]]
                say(walls[0] if walls else "jump")
                continue
            free = [b for b in hunt.belief if b is not None]
            goal = max(free[0].items(), key=lambda kv: (kv[1], -kv[0][1], -kv[0][0]))[0]
            step = hunt.first_step(hunter, goal)
            say(step if step in words[1:] else "stay")
        elif words[0] in ("over", "quit"):
            if words[0] == "quit":
                return


if __name__ == "__main__":
    main()
