#!/usr/bin/env python3
"""CLI tests of the cyclic AND-OR search's completeness (data/FORMATS.md
"Plans"): where a plan with loops exists, `quandary-cli search --andor`
finds one, each plan it prints reaches a goal on every run, TAP output.
Usage: test-cli-search-andor-cyclic.py CLI SRCDIR WORKDIR

The reference below is an independent route: the strong-cyclic fixpoint
written here from its definition (Cimatti, Pistore, Roveri, Traverso 2003),
over sets, and the plans are read and run by the parser in this file, not
by Quandary's checker or executor.
"""
import os
import random
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403


def plan_exists(states, trans, goals, start):
    """A strong cyclic plan exists from START: keep the states that stay
    good; a pair (state, action) is good when all its outcomes are; a state
    stays good when a goal can be reached from it through good pairs (by any
    outcome).  Repeat until nothing changes (a greatest fixpoint)."""
    good = set(states)
    while True:
        pairs = [(s, a) for (s, a), outs in trans.items()
                 if s in good and s not in goals and all(o in good for o in outs)]
        back = set(goals) & good
        grown = True
        while grown:
            grown = False
            for s, a in pairs:
                if s not in back and any(o in back for o in trans[(s, a)]):
                    back.add(s)
                    grown = True
        if back == good:
            return start in good
        good = back


# ---- The plan notation, read and run -----------------------------------------

TOKEN = re.compile(r"\s*(\[|\]|,(?=\s)|,$|=|L\d+:|[^\s\[\],]+(?:,[^\s\[\],]+)*)")


def tokens(text):
    out, i = [], 0
    text = text.strip()
    while i < len(text):
        m = TOKEN.match(text, i)
        if m is None or m.end() == i:
            raise ValueError("cannot read the plan at %d: %r" % (i, text[i:i + 20]))
        out.append(m.group(1))
        i = m.end()
    return out


def parse_plan(text):
    """The plan as nested lists: a list holds ("act", label, name),
    ("loop", label) or ("if", [(state, plan)…], else_plan) elements;
    labels maps a label to (list, index)."""
    toks, labels = tokens(text), {}
    pos = [0]

    def take(expected=None):
        t = toks[pos[0]]
        if expected is not None and t != expected:
            raise ValueError("expected %s, got %s" % (expected, t))
        pos[0] += 1
        return t

    def branch():
        if toks[pos[0]] == "[":
            return plan_list()
        return [("loop", take())]

    def plan_list():
        items = []
        take("[")
        while toks[pos[0]] != "]":
            t = take()
            if t == "if":
                cases = []
                while True:
                    take("State")
                    take("=")
                    state = take()
                    take("then")
                    cases.append((state, branch()))
                    take("else")
                    if toks[pos[0]] != "if":
                        break
                    take("if")
                items.append(("if", cases, branch()))
            elif t.endswith(":"):
                labels[t[:-1]] = (items, len(items))
                items.append(("act", take()))
            elif re.fullmatch(r"L\d+", t):
                items.append(("loop", t))
            else:
                items.append(("act", t))
            if toks[pos[0]] == ",":
                take(",")
        take("]")
        return items

    root = plan_list()
    if pos[0] != len(toks):
        raise ValueError("text after the plan")
    return root, labels


def run_plan(plan, trans, goals, start, rng, limit=10000):
    """One run with outcomes drawn at random: True when it ends at a goal."""
    root, labels = plan
    items, i, state = root, 0, start
    for _ in range(limit):
        if i == len(items):
            return state in goals
        kind = items[i][0]
        if kind == "act":
            outs = trans.get((state, items[i][1]))
            if not outs:
                return False
            state = rng.choice(outs)
            i += 1
        elif kind == "loop":
            items, i = labels[items[i][1]]
        else:
            target = next((p for s, p in items[i][1] if s == state), items[i][2])
            items, i = target, 0
    return False


def world_text(states, trans, goals, start):
    lines = ["states: " + " ".join(states), "start: " + start, "goals: " + " ".join(sorted(goals))]
    lines += ["%s %s -> %s" % (s, a, " ".join(outs)) for (s, a), outs in trans.items()]
    return ("\n".join(lines) + "\n").encode()


def search(path, *extra):
    code, out, err = run("search", "--andor", path, *extra)
    return code, out.strip(), err


# ---- Worked by hand ----------------------------------------------------------

# A x -> {A, B}; B y -> {A, B}; B z -> {B, C}; goal C.  No plan without
# loops (x may stay at A).  Distances to C: B 1 (z may reach C), A 2 (x may
# reach B).  From A: x, whose outcome B is nearer; A loops back (L1).  At B:
# y leads to A or B, neither nearer C, so z: B loops back (L2), C is the goal.
three = tmpfile("three.andor", b"states: A B C\nstart: A\ngoals: C\nA x -> A B\nB y -> A B\nB z -> B C\n")
code, out, err = search(three)
case("three states: y at B loops back to A, z leads on (was `no plan`)",
     code == 0 and out == "[L1: x, if State = A then L1 else [L2: z, if State = B then L2 else []]]", out + err)
code, out, err = search(three, "--execute", "1000", "--seed", "4")
case("three states: 1,000 runs all reach C", code == 0 and "runs 1000, reached a goal 1000," in out, out + err)

# A 3 x 3 room, moves that may fail (stay).  Cells ROW,COL from 1,1 (S) to
# 3,3 (G); distance to G: row and column differences.  Actions N E S W: at
# 1,1 and 1,2 E is the first that may get nearer, at 1,3 S, at 2,3 N may
# only go back to 1,3, so S.  Each move's other outcome is its own cell: a loop.
room = tmpfile("room3.andor", b"slip: stay\n#####\n#S..#\n#...#\n#..G#\n#####\n")
room_plan = ("[L1: E, if State = 1,1 then L1 else [L2: E, if State = 1,2 then L2 else "
             "[L3: S, if State = 1,3 then L3 else [L4: S, if State = 2,3 then L4 else []]]]]")
code, out, err = search(room)
case("3 x 3 room, slip stay: a plan (was `no plan`)", code == 0 and out == room_plan, out + err)
answer = tmpfile("room3-answer.txt", (room_plan + "\n").encode())
code, out, err = run("search", "--andor", room, "--check", answer)
case("3 x 3 room: --check says the plan is correct", code == 0 and "correct" in out, out + err)
code, out, err = search(room, "--execute", "1000", "--seed", "8")
case("3 x 3 room: 1,000 runs all reach the goal", code == 0 and "runs 1000, reached a goal 1000," in out, out + err)
rng = random.Random(3)
parsed = parse_plan(room_plan)
rtrans = {}
for r in range(1, 4):
    for c in range(1, 4):
        for a, dr, dc in (("N", -1, 0), ("E", 0, 1), ("S", 1, 0), ("W", 0, -1)):
            if 1 <= r + dr <= 3 and 1 <= c + dc <= 3:
                rtrans[("%d,%d" % (r, c), a)] = sorted(["%d,%d" % (r, c), "%d,%d" % (r + dr, c + dc)])
case("3 x 3 room: the plan run here 500 times reaches 3,3",
     all(run_plan(parsed, rtrans, {"3,3"}, "1,1", rng) for _ in range(500)))

# An open 10 x 10 room on ice (a move may carry one cell further): it ran
# out of the 2,000,000-node limit.  Every move leaves its cell, so the plan
# needs no loop; it is long (both outcomes branch), so only checked by runs.
rows = ["#" * 12] + ["#" + ("S" if r == 0 else ".") + "." * 8 + ("G" if r == 9 else ".") + "#" for r in range(10)]
far = tmpfile("far10.andor", ("slip: far\n" + "\n".join(rows + ["#" * 12]) + "\n").encode())
code, out, err = search(far, "--execute", "1000", "--seed", "2")
case("open 10 x 10 room, slip far: a plan within the default node limit, 1,000 runs reach G",
     code == 0 and out.startswith("[E, ") and "runs 1000, reached a goal 1000," in out, err)

# ---- Random worlds against the reference ---------------------------------------

# Worlds of 4 to 7 states, 2 or 3 actions, each applying with 1 to 3
# outcomes (or not at all, 4 times in 10); the last state the goal.  "Plan
# exists" must agree with the fixpoint; every plan printed is run 100 times
# here.  100 worlds in the suite (about 40 without a plan, 60 with one);
# QD_ANDOR_CYCLIC_N sets another count (the benchmark cli-search-andor-cyclic
# runs 1,000: `meson test --benchmark cli-search-andor-cyclic`).
N_WORLDS = int(os.environ.get("QD_ANDOR_CYCLIC_N", "100"))
rng = random.Random(66)
agree = plans = none = 0
bad = []
for i in range(N_WORLDS):
    n = rng.randint(4, 7)
    states = ["s%d" % k for k in range(1, n + 1)]
    actions = ["a", "b", "c"][:rng.randint(2, 3)]
    trans = {}
    for s in states:
        for a in actions:
            if rng.random() < 0.6:
                trans[(s, a)] = sorted(rng.sample(states, rng.randint(1, 3)), key=lambda x: int(x[1:]))
    goals = {states[-1]}
    path = tmpfile("random.andor", world_text(states, trans, goals, "s1"))
    code, out, err = search(path)
    expected = plan_exists(states, trans, goals, "s1")
    found = code == 0
    ok = found == expected and code in (0, 3)
    if ok and found:
        plan = parse_plan(out)
        ok = all(run_plan(plan, trans, goals, "s1", rng) for _ in range(100))
    plans += found
    none += not found
    agree += ok
    if not ok and len(bad) < 3:
        bad.append(world_text(states, trans, goals, "s1").decode() + "-> %d %s (reference: %s)" % (code, out, expected))
case("%d random worlds: a plan exactly where the fixpoint has one, each plan's runs reach the goal" % N_WORLDS,
     agree == N_WORLDS, "\n".join(bad))
case("random worlds: both kinds met (%d plans, %d none)" % (plans, none),
     plans > N_WORLDS // 5 and none > N_WORLDS // 5)

finish()
