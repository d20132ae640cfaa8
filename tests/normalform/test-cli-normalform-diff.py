#!/usr/bin/env python3
"""Differential test of `quandary-cli normalform` against ref_normalform.py
(an independent model in exact fractions) on seeded random two-player games:
the mixed equilibria of each game are the reference's (random payoffs of a
wide range make a degenerate game unlikely; one is skipped, said), and every
zero-sum value comes with optimal strategies that certify it (each guarantees
the value against every pure strategy of the other).
Usage: test-cli-normalform-diff.py CLI SRCDIR WORKDIR"""
import os
import random
import re
import sys
from fractions import Fraction

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import *  # noqa: E402,F401,F403
import ref_normalform as ref  # noqa: E402

CASES = 24


def game_text(a, b):
    n1, n2 = len(a), len(a[0])
    lines = ["player R: " + " ".join("r%d" % i for i in range(n1)),
             "player C: " + " ".join("c%d" % j for j in range(n2))]
    for i in range(n1):
        for j in range(n2):
            lines.append("r%d c%d: %s %s" % (i, j, a[i][j], b[i][j]))
    return ("\n".join(lines) + "\n").encode()


def mixture(text):
    return tuple(Fraction(w) for w in text.strip("()").split(", "))


def parse_mixed(out):
    found = set()
    for line in out.splitlines():
        m = re.match(r"mixed (\([^)]*\)) (\([^)]*\)):", line)
        if m:
            found.add((mixture(m.group(1)), mixture(m.group(2))))
    return found


for seed in range(CASES):
    rnd = random.Random(seed)
    n1, n2 = rnd.randint(2, 4), rnd.randint(2, 4)
    a = [[rnd.randint(-20, 20) for _ in range(n2)] for _ in range(n1)]
    b = [[rnd.randint(-20, 20) for _ in range(n2)] for _ in range(n1)]
    path = tmpfile("random-%d.normalform" % seed, game_text(a, b))
    code, out, err = run("normalform", "--solve", "mixed", path)
    if "degenerate:" in out:
        # Every equilibrium printed is one still (the definition), though some may be missing.
        found = parse_mixed(out)
        case("random game %d (%dx%d) is degenerate: its %d equilibria are equilibria" % (seed, n1, n2, len(found)),
             code == 0 and found and all(ref.is_equilibrium(a, b, x, y)[0] for x, y in found), out + err)
    else:
        expected = ref.equilibria(a, b)
        case("random game %d (%dx%d): the reference's %d equilibria" % (seed, n1, n2, len(expected)),
             code == 0 and parse_mixed(out) == expected, out + err + repr(expected))
    zero = [[-v for v in row] for row in a]
    code, out, err = run("normalform", "--solve", "zerosum", tmpfile("zero-%d.normalform" % seed, game_text(a, zero)))
    value = re.search(r"^value: (\S+)", out, re.M)
    x = re.search(r"^optimal R: (.*)$", out, re.M)
    y = re.search(r"^optimal C: (.*)$", out, re.M)
    ok = code == 0 and value and x and y and ref.zero_sum_certificate(
        a, list(mixture(x.group(1))), list(mixture(y.group(1))), Fraction(value.group(1)))
    case("random zero-sum game %d (%dx%d): the value certified" % (seed, n1, n2), ok, out + err)

finish()
