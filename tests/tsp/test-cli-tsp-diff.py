#!/usr/bin/env python3
"""Randomized differential test of `quandary-cli tsp` against ref_tsp.py, an
independent model written from statement 003 (problems 2 and 3), docs/contracts.md and
data/FORMATS.md.

Seeded random instances (tables with exact decimal distances and many ties,
points in the plane; tabs or spaces, CRLF, trailing blanks, comments, blank
lines, a byte-order mark, rows in any order, given or default start tours):
- hill climbing: `neighbours n(n-1)/2`, the start line, then each step must
  be one of the best swaps with the right `ties N`, length and tour, the
  climb must stop exactly at a local optimum, then `tour` and `length`;
- annealing: each step's T must be T0·0.999^I (T0 the start tour's mean
  edge), p = e^(-Δ/T) for a worse move (else 1), the tour and length those
  of the swap, and the final tour the best one met.
The suite runs 60 climbs, 16 annealing runs and 12 --check instances (every
kind of input above among them: a case says so); QD_CLITEST_BIG=1 (the
benchmark cli-tsp-diff-big) runs 200, 40 and 40.
Usage: test-cli-tsp-diff.py CLI SRCDIR WORKDIR
"""
import math
import os
import random
import shutil
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import *  # noqa: E402,F401,F403
import ref_tsp as T  # noqa: E402

BIG = os.environ.get("QD_CLITEST_BIG") == "1"
# The kinds of input generate() has made (the suite's few instances must hold each).
KINDS = {"points, small whole numbers", "points, decimals", "table", "table, rows in any order", "comment",
         "blank line", "CRLF", "byte-order mark", "--start given", "default start"}
made = set()

NAMES = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "Madison", "NYC", "LA", "Chicago",
         "x1", "y_2", "Zürich", "São"]


def generate(rng):
    n = rng.randint(3, 9)
    names = rng.sample(NAMES, n)
    sep = lambda: rng.choice(["\t", " ", "  ", " \t"])  # noqa: E731
    eol = rng.choice(["\n", "\r\n"])
    if rng.random() < 0.5:
        small = rng.random() < 0.5
        made.add("points, small whole numbers" if small else "points, decimals")
        pts = [(rng.randint(0, 20), rng.randint(0, 20)) if small else
               (round(rng.uniform(-100, 100), 3), round(rng.uniform(-100, 100), 3)) for _ in names]
        lines = ["%s%s%s%s%s" % (nm, sep(), x, sep(), y) for nm, (x, y) in zip(names, pts)]
    else:
        d = {}
        for i in range(n):
            for j in range(i + 1, n):
                d[i, j] = d[j, i] = rng.choice([rng.randint(1, 9), round(rng.uniform(1, 3000), 2), rng.randint(1, 3)])
        lines = [rng.choice(["\t", "", " "]) + sep().join(names)]
        order = list(range(n))
        made.add("table")
        if rng.random() < 0.3:
            rng.shuffle(order)
            made.add("table, rows in any order")
        for i in order:
            lines.append(names[i] + sep() + sep().join(str(d.get((i, j), 0)) for j in range(n)))
    if rng.random() < 0.2:
        lines.insert(rng.randint(0, len(lines)), "# a comment")
        made.add("comment")
    if rng.random() < 0.2:
        lines.insert(rng.randint(1, len(lines)), "")
        made.add("blank line")
    if eol == "\r\n":
        made.add("CRLF")
    text = eol.join(line + rng.choice(["", " ", "\t"]) for line in lines) + rng.choice(["", eol])
    if rng.random() < 0.1:
        text = "\ufeff" + text
        made.add("byte-order mark")
    args = ["--seed", str(rng.randint(0, 999))]
    if rng.random() < 0.5:
        tour = list(names)
        rng.shuffle(tour)
        args += ["--start", ",".join(tour)]
    made.add("--start given" if "--start" in args else "default start")
    return text, args


def start_tour(names, start, args):
    if "--start" in args:
        return args[args.index("--start") + 1].split(",")
    return start or names


def check_climb(text, args):
    names, dist, start, exact = T.parse(text)
    code, out, err = run("tsp", tmpfile("climb.tsp", text.encode("utf-8")), *args)
    if code != 0:
        return "exit %d: %s" % (code, err)
    lines = out.split("\n")
    n = len(names)
    if lines[0] != "neighbours %d" % (n * (n - 1) // 2):
        return "first line %r" % lines[0]
    tour = start_tour(names, start, args)
    cur = T.length(tour, dist)
    want = "step 0 start length %s tour %s" % (T.fmt(cur), " ".join(tour))
    if lines[1] != want:
        return "%r, want %r" % (lines[1], want)
    k = 1
    while True:
        moves, best = T.best_moves(tour, dist, exact)
        if not (best < cur and not T.same(best, cur, exact)):
            break
        line = lines[k + 1]
        words = line.split()
        if words[:3] != ["step", str(k), "swap"]:
            return "%r, want step %d (a better neighbour exists)" % (line, k)
        match = [m for m in moves if {m[0], m[1]} == {words[3], words[4]}]
        if not match:
            return "%r is not one of the best swaps (length %s)" % (line, T.fmt(best))
        tour = match[0][2]
        ties = " ties %d" % len(moves) if len(moves) > 1 else ""
        want = "step %d swap %s %s length %s%s tour %s" % (k, words[3], words[4], T.fmt(best), ties, " ".join(tour))
        if line != want:
            return "%r, want %r" % (line, want)
        cur = best
        k += 1
    if lines[k + 1:] != ["tour " + " ".join(tour), "length " + T.fmt(cur), ""]:
        return "end %r, want the local optimum %s %s" % (lines[k + 1:], " ".join(tour), T.fmt(cur))
    return None


def check_annealing(text, args):
    names, dist, start, exact = T.parse(text)
    code, out, err = run("tsp", tmpfile("anneal.tsp", text.encode("utf-8")), "--algorithm", "annealing", *args)
    if code != 0:
        return "exit %d: %s" % (code, err)
    lines = out.split("\n")
    tour = start_tour(names, start, args)
    cur = float(T.length(tour, dist))
    t0 = cur / len(tour)
    if not lines[1].startswith("step 0 iteration 0 start T "):
        return "start %r" % lines[1]
    best, last = cur, -1
    for line in lines[2:]:
        if not line.startswith("step "):
            break
        w = line.split()
        it, a, b, t, p = int(w[3]), w[5], w[6], float(w[8]), float(w[10])
        if it <= last:
            return "iterations out of order: %r" % line
        last = it
        t_want = t0 * 0.999 ** it
        if abs(t - t_want) > 6e-4 * t_want:
            return "%r: T should be %.4g" % (line, t_want)
        nxt = list(tour)
        i, j = nxt.index(a), nxt.index(b)
        nxt[i], nxt[j] = nxt[j], nxt[i]
        length = float(T.length(nxt, dist))
        p_want = 1.0 if length <= cur + 1e-9 * max(1, cur) else math.exp(-(length - cur) / t_want)
        if abs(p - p_want) > 5e-4 + 1e-3 * p_want:
            return "%r: p should be %.4f" % (line, p_want)
        if w[12] != T.fmt(length) or w[14:] != nxt:
            return "%r: want length %s tour %s" % (line, T.fmt(length), " ".join(nxt))
        tour, cur = nxt, length
        best = min(best, length)
    end = [line for line in lines if line.startswith("tour ")]
    if len(end) != 1 or T.fmt(T.length(end[0].split()[1:], dist)) != T.fmt(best) or "length " + T.fmt(best) not in lines:
        return "the end %r is not the best tour met (%s)" % (lines[-3:], T.fmt(best))
    return None


rng = random.Random(20261122)
for label, check, count in (("hill climbing", check_climb, 200 if BIG else 60),
                            ("annealing", check_annealing, 40 if BIG else 16)):
    failures = []
    for t in range(count):
        text, args = generate(rng)
        problem = check(text, args)
        if problem:
            failures.append("%r %s: %s" % (text[:160], " ".join(args), problem))
    case("%d random instances: %s agrees with the reference" % (count, label), not failures, "\n".join(failures[:6]))

# --- --check: climbs made by the reference (each tie broken its own way, so
# they need not be Quandary's) are right, whole or as the tour and length
# lines; a step that is not among the best swaps, a climb stopped early and
# a wrong length are wrong at their line.
def ref_climb(text, args, choose):
    """The lines of a hill climbing output as the reference climbs, `choose`
    picking among the tied best swaps; and the lines of a wrong step
    (line number, the output with that step replaced by a worse swap) or None."""
    names, dist, start, exact = T.parse(text)
    n = len(names)
    tour = start_tour(names, start, args)
    cur = T.length(tour, dist)
    lines = ["neighbours %d" % (n * (n - 1) // 2), "step 0 start length %s tour %s" % (T.fmt(cur), " ".join(tour))]
    wrong = None
    k = 1
    while True:
        moves, best = T.best_moves(tour, dist, exact)
        if not (best < cur and not T.same(best, cur, exact)):
            break
        if wrong is None:
            worse = [(a, b, t) for a, b, t in T.neighbours(tour) if not T.same(T.length(t, dist), best, exact)]
            if worse:
                a, b, t = worse[0]
                wrong = (len(lines) + 1, lines + ["step %d swap %s %s length %s tour %s" % (
                    k, a, b, T.fmt(T.length(t, dist)), " ".join(t))])
        a, b, tour = choose(moves)
        ties = " ties %d" % len(moves) if len(moves) > 1 else ""
        lines.append("step %d swap %s %s length %s%s tour %s" % (k, a, b, T.fmt(best), ties, " ".join(tour)))
        cur = best
        k += 1
    lines += ["tour " + " ".join(tour), "length " + T.fmt(cur)]
    return lines, wrong


check_rng = random.Random(33)
failures, n_answers, n_ties = [], 0, 0
n_check = 40 if BIG else 12
for t in range(n_check):
    text, args = generate(check_rng)
    instance = tmpfile("check-%d.tsp" % t, text.encode("utf-8"))
    folder = os.path.join(workdir, "check-climbs-%d" % t)
    if os.path.isdir(folder):
        shutil.rmtree(folder)
    os.makedirs(folder)
    expect = {}
    for c in range(3):
        pick = random.Random(t * 10 + c)
        lines, wrong = ref_climb(text, args, lambda moves: moves[pick.randrange(len(moves))])
        n_ties += any(" ties " in l for l in lines)
        expect["right-%d.txt" % c] = ("\n".join(lines) + "\n", None)
        expect["short-%d.txt" % c] = ("\n".join(lines[-2:]) + "\n", None)
        if c == 0:
            bad_length = lines[:-1] + ["length %.2f" % (float(lines[-1].split()[1]) + 0.02)]
            expect["wrong-length.txt"] = ("\n".join(bad_length) + "\n", len(lines))
            if wrong is not None:
                expect["wrong-step.txt"] = ("\n".join(wrong[1]) + "\n", wrong[0])
                # Stopping before the optimum: the tour line where a step is due.
                early = wrong[1][:-1] + ["tour " + wrong[1][-2].split(" tour ")[1], lines[-1]]
                expect["wrong-early.txt"] = ("\n".join(early) + "\n", wrong[0])
    for f, (body, _) in expect.items():
        with open(os.path.join(folder, f), "w", encoding="utf-8") as out_file:
            out_file.write(body)
    code, out, err = check_run("tsp", instance, *args, "--check", folder)
    v = verdicts(out)
    for f, (body, line) in expect.items():
        got = v.get(os.path.join(folder, f))
        n_answers += 1
        if got is None or got[:2] != (("wrong", line) if line else ("correct", None)):
            failures.append("%r %s: %s: %r (want %s)\n%s" % (text[:120], " ".join(args), f, got,
                                                             line or "correct", body))
case("tsp --check: %d answers on %d random instances (reference climbs, %d with ties): verdicts right"
     % (n_answers, n_check, n_ties), not failures and n_ties > 0, "\n".join(failures[:4]))
case("the random instances hold every kind of input", made == KINDS, "missing: %s" % sorted(KINDS - made))

# Sizes that overflowed a tour's length to "length inf" are refused.
error_case("a coordinate of 1e308", ["tsp", tmpfile("huge.tsp", b"A 0 0\nB 1e308 1e308\nC -1e308 0\n")], 1,
           "huge.tsp: line 2: 1e308 is out of range")
error_case("a distance of 1e300", ["tsp", tmpfile("huge2.tsp", b" A B C\nA 0 1e300 2\nB 1e300 0 3\nC 2 3 0\n")], 1,
           "huge2.tsp: line 2: 1e300 is out of range")
# The statement's notation of the start tour, brackets included (problem 2).
table = tmpfile("four.tsp", "\tMadison\tNYC\tChicago\tLA\nMadison\t0\t808.11\t122.47\t1669.74\n"
                "NYC\t808.11\t0\t711.83\t2448.30\nChicago\t122.47\t711.83\t0\t1744.26\n"
                "LA\t1669.74\t2448.30\t1744.26\t0\n".encode())
for tour in ("<NYC-Madison-Chicago-LA>", "\u27e8NYC-Madison-Chicago-LA\u27e9", "NYC-Madison-Chicago-LA"):
    code, out, err = run("tsp", table, "--start", tour)
    case("--start %s: the statement's start tour, 5123.14" % tour,
         code == 0 and out.split("\n")[1] == "step 0 start length 5123.14 tour NYC Madison Chicago LA", out + err)
error_case("--random with a huge --size", ["tsp", "--random", "5", "--size", "1e300"], 2, "--size")
finish()
