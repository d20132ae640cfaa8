#!/usr/bin/env python3
"""The readers on files written on one line (issue 91): a PDDL problem, a GDL
rulesheet and a .csp file of about 16 MB each, with an error at their last
token, so that each is read whole before it is refused.  Prints the size, the
wall and processor times, and the column the error names (it must be the
last token's); the target is under 2 s each.  No peer reads these files.

Usage: bench-long-lines.py CLI SOURCE-ROOT
"""
import os
import re
import resource
import subprocess
import sys
import tempfile
import time

TARGET = 2.0


def write_pddl(path):
    balls = " ".join("b%d" % i for i in range(1_900_000))
    text = ("(define (problem big) (:domain gripper) (:objects rooma roomb - room %s - ball left right - gripper) "
            "(:init (at-robby rooma) (free left) (free right) (at b0 rooma)) (:goal (at b0 roomb)) (:bogus))" % balls)
    with open(path, "w") as f:
        f.write(text)
    return text.rindex("(:bogus") + 1


def write_gdl(path):
    facts = " ".join("(cell %d %s%d %s%d c%d)" % (i, "a" * 70, i, "b" * 90, i, i) for i in range(82_000))
    text = ("(role p) (init (c 0)) (<= (legal p inc) (true (c ?x))) (<= (next (c 1)) (true (c 0))) "
            "(<= terminal (true (c 1))) (<= (goal p 100) (true (c 1))) (<= (goal p 0) (true (c 0))) "
            + facts + " (bogus")
    with open(path, "w") as f:
        f.write(text)
    return text.rindex("(bogus") + 1


def write_csp(path):
    names = ", ".join("x%d" % i for i in range(1_800_000))
    text = "var %s in {0, 1} @@@" % names
    with open(path, "w") as f:
        f.write(text)
    return text.rindex("@@@") + 1


def run(cli, args):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    began = time.monotonic()
    done = subprocess.run([cli] + args, capture_output=True, text=True, timeout=120)
    wall = time.monotonic() - began
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return done, wall, cpu


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    cli, root = sys.argv[1], sys.argv[2]
    domain = os.path.join(root, "data", "examples", "plan", "gripper-domain.pddl")
    failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        cases = [("PDDL", "p.pddl", write_pddl, lambda p: ["plan", domain, p]),
                 ("GDL", "g.kif", write_gdl, lambda p: ["gdl", p]),
                 (".csp", "c.csp", write_csp, lambda p: ["csp", p])]
        print("%-5s %12s %9s %9s  %s" % ("file", "bytes", "wall", "cpu", "error's column (expected)"))
        for name, base, write, args in cases:
            path = os.path.join(tmp, base)
            column = write(path)
            done, wall, cpu = run(cli, args(path))
            found = re.search(r"(?::1:|line 1, column )(\d+)", done.stderr)
            got = int(found.group(1)) if found else None
            ok = done.returncode == 1 and got == column
            failed += not ok
            print("%-5s %12d %8.2fs %8.2fs  %s (%d)%s%s" % (name, os.path.getsize(path), wall, cpu, got, column,
                                                      "" if ok else "  WRONG: " + done.stderr.strip()[:200],
                                                      "" if wall < TARGET else "  over %.0f s" % TARGET))
    sys.exit(1 if failed else 0)


main()
