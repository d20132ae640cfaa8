#!/usr/bin/env python3
"""CLI tests of `quandary-cli queens` (issue 65), TAP output.  The h of each final state is counted here, pair by
pair, independently of the program.  Usage: test-cli-queens.py CLI SRCDIR WORKDIR
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

ALGORITHMS = ("steepest", "sideways", "stochastic", "first-choice", "restart", "restart-sideways",
              "restart-stochastic", "restart-first-choice", "beam", "stochastic-beam", "annealing", "genetic",
              "min-conflicts")
# Those that must reach h = 0 on 8 queens from every start tried here.
ALWAYS_SOLVE = ("restart", "restart-sideways", "restart-stochastic", "restart-first-choice", "min-conflicts")


def attacking_pairs(rows):
    n = len(rows)
    return sum(1 for a in range(n) for b in range(a + 1, n)
               if rows[a] == rows[b] or abs(rows[a] - rows[b]) == b - a)


for algorithm in ALGORITHMS:
    for seed in ("1", "2", "7"):
        code, out, err = run("queens", "--n", "8", "--algorithm", algorithm, "--seed", seed)
        lines = out.rstrip("\n").split("\n")
        rows = [int(x) for x in lines[0].split()[1:]] if lines[0].startswith("rows ") else []
        ok = (code == 0 and len(rows) == 8 and all(0 <= r < 8 for r in rows)
              and lines[-1] == "h %d" % attacking_pairs(rows)
              and (algorithm not in ALWAYS_SOLVE or lines[-1] == "h 0"))
        case("queens --algorithm %s --seed %s: the h printed is the state's" % (algorithm, seed), ok,
             "exit %d\n%s%s" % (code, out, err))

code, out, err = run("queens", "--n", "30", "--algorithm", "sideways", "--seed", "3", "--steps")
lines = out.rstrip("\n").split("\n")
moves = [line for line in lines if line.startswith("move ")]
rows = [int(x) for x in next(line for line in lines if line.startswith("rows ")).split()[1:]]
ok = (code == 0 and lines[0].startswith("start h ") and len(moves) > 0
      and moves[-1].split()[-1] == str(attacking_pairs(rows)) and lines[-1] == "h %d" % attacking_pairs(rows)
      and ("steps %d" % len(moves)) in lines)
case("queens --steps: a line per move, the last move's h the final one", ok, "exit %d\n%s%s" % (code, out, err))

# Beam: a line per iteration, "iteration I h BEST beam H1 … Hk" with k = 3, the last one
# the goal alone ("beam 0") when it is found.
code, out, err = run("queens", "--n", "8", "--algorithm", "beam", "--k", "3", "--seed", "5", "--steps")
lines = out.rstrip("\n").split("\n")
its = [line.split() for line in lines if line.startswith("iteration ")]
rows = [int(x) for x in next((line for line in lines if line.startswith("rows ")), "rows").split()[1:]]
solved = lines[-1] == "h 0"
ok = (code == 0 and len(its) >= 1 and all(len(t) == 4 + 1 + 3 and t[3] == min(t[5:], key=int) for t in its[:-1])
      and (its[-1][3:] == ["0", "beam", "0"] if solved else len(its[-1]) == 8)
      and [int(t[1]) for t in its] == list(range(len(its))) and lines[-1] == "h %d" % attacking_pairs(rows))
case("queens --algorithm beam --k 3 --steps: each iteration's beam of 3", ok, "exit %d\n%s%s" % (code, out, err))

# Genetic: a line per generation with the fittest, its fitness 28 − h counted here.
code, out, err = run("queens", "--n", "8", "--algorithm", "genetic", "--seed", "2", "--steps",
                     "--population", "20", "--generations", "30")
lines = out.rstrip("\n").split("\n")
gens = [line.split() for line in lines if line.startswith("generation ")]
ok = code == 0 and 1 <= len(gens) <= 31
for g in gens:
    genes = [int(x) for x in g[7:]]
    ok = ok and len(genes) == 8 and g[3] == str(28 - attacking_pairs(genes)) and g[5] == str(attacking_pairs(genes))
case("queens --algorithm genetic --steps: each generation's fittest, fitness 28 − h", ok,
     "exit %d\n%s%s" % (code, out, err))

# Min-conflicts from the greedy start on 200 queens: solved.
code, out, err = run("queens", "--n", "200", "--algorithm", "min-conflicts", "--start", "greedy", "--seed", "9")
lines = out.rstrip("\n").split("\n")
rows = [int(x) for x in lines[0].split()[1:]] if lines[0].startswith("rows ") else []
ok = code == 0 and len(rows) == 200 and attacking_pairs(rows) == 0 and lines[-1] == "h 0"
case("queens --algorithm min-conflicts --start greedy --n 200: solved", ok, "exit %d\n%s%s" % (code, out, err))

# Annealing, every schedule: the h printed is the state's.
for schedule in ("geometric", "linear", "logarithmic", "constant"):
    code, out, err = run("queens", "--algorithm", "annealing", "--schedule", schedule, "--t0", "1", "--seed", "3",
                         "--max-steps", "20000")
    lines = out.rstrip("\n").split("\n")
    rows = [int(x) for x in lines[0].split()[1:]] if lines[0].startswith("rows ") else []
    ok = code == 0 and len(rows) == 8 and lines[-1] == "h %d" % attacking_pairs(rows)
    case("queens --algorithm annealing --schedule %s" % schedule, ok, "exit %d\n%s%s" % (code, out, err))

# Issue 74: a second FILE is refused, not ignored.
start = os.path.join(examples, "queens", "figure-4-3a.queens")
error_case("queens FILE FILE: only one FILE", ["queens", start, start], 2, "only one FILE is allowed")

# Usage errors: exit status 2, the option or value named.
for args, needle in ((["--n", "3"], "--n"), (["--algorithm", "nope"], "nope"),
                     (["--algorithm", "beam", "--k", "0"], "k"), (["--k", "-2"], "--k"),
                     (["--algorithm", "genetic", "--population", "1"], "population"),
                     (["--algorithm", "genetic", "--elitism", "100"], "elitism"),
                     (["--algorithm", "genetic", "--mutation", "1.5"], "mutation"),
                     (["--selection", "best"], "best"), (["--schedule", "fast"], "fast"),
                     (["--start", "clever"], "clever"), (["--sideways", "-1"], "--sideways"),
                     (["--algorithm", "annealing", "--t0", "0"], "temperature"),
                     (["--algorithm", "annealing", "--t-min", "-1"], "t-min"),
                     (["--algorithm", "genetic", "--n", "1000000"], "too large")):
    error_case("queens %s: refused" % " ".join(args), ["queens", *args], 2, needle)

# Every run bounded (issue 74).  A beam's states and a genetic population
# take at most 512 MiB: refused before anything is allocated, the option,
# the limit and the most that fits named.  A queens state holds 6N − 2
# counters of 4 bytes and a beam keeps 2k of them: the most that fits is
# checked here against that lower bound of what k states take.
MIB512 = 512 << 20
for args, option, n in ((["--algorithm", "beam", "--k", "1000000000"], "--k", 8),
                        (["--n", "1000", "--algorithm", "beam", "--k", "1000000"], "--k", 1000),
                        (["--n", "1000", "--algorithm", "stochastic-beam", "--k", "1000000"], "--k", 1000),
                        (["--n", "1000", "--algorithm", "genetic", "--population", "1000000"], "--population", 1000),
                        (["--n", "700000", "--algorithm", "genetic"], "--population", 700000)):
    code, out, err = run("queens", *args)
    most = err.split("at most ")[1].split()[0] if "at most " in err else ""
    bytes_each = 2 * (6 * n - 2) * 4 if option == "--k" else 2 * n * 4
    ok = (code == 2 and out == "" and err.startswith("quandary-cli: %s: " % option) and "512 MiB" in err
          and "too large" in err and most.isdigit() and int(most) * bytes_each <= MIB512
          and (int(most) + 1) * bytes_each * 2 > MIB512)
    case("queens %s: refused, %s and 512 MiB named with the most that fits" % (" ".join(args), option), ok,
         "exit %d\n%s%s" % (code, out, err))
code, out, err = run("queens", "--algorithm", "beam", "--k", "2000", "--seed", "4")
case("queens --algorithm beam --k 2000 on 8 queens: within the budget, runs", code == 0 and "h " in out,
     "exit %d\n%s" % (code, err))

# A limit of 0 would silently mean the default or none: refused.
for option in ("--generations", "--max-steps", "--tries"):
    error_case("queens %s 0: refused" % option, ["queens", "--algorithm", "genetic", option, "0"], 2,
               "%s: a number, 1 or more, not 0" % option)
error_case("queens --generations -3: refused", ["queens", "--algorithm", "genetic", "--generations", "-3"], 2,
           "--generations: a number, 1 or more, not -3")

# Steepest ascent examines N × (N − 1) moves a step: over 10^8 (N over
# 10,000) refused with the count and the limit, over 10^7 (N over 3,162)
# said on stderr before it starts; the algorithms that draw moves take any N.
for algorithm, n in (("steepest", 1000000), ("restart-sideways", 10001), ("stochastic", 20000)):
    moves = n * (n - 1)
    error_case("queens --algorithm %s --n %d: a step of %d moves refused" % (algorithm, n, moves),
               ["queens", "--algorithm", algorithm, "--n", str(n)], 2,
               "examines N × (N − 1) = %d moves per step (N = %d): too many, over the limit of 100000000" % (moves, n))
error_case("queens --algorithm beam --k 100 --n 1001: k × N × (N − 1) over 10^8 refused",
           ["queens", "--algorithm", "beam", "--k", "100", "--n", "1001"], 2,
           "k × N × (N − 1) = %d moves per step (k = 100, N = 1001)" % (100 * 1001 * 1000))
code, out, err = run("queens", "--n", "3200", "--max-steps", "1", "--seed", "2")
case("queens --n 3200: the step's cost said on stderr, the run made",
     code == 0 and "warning: steepest ascent examines N × (N − 1) = %d moves per step" % (3200 * 3199) in err
     and out.endswith("\n") and "steps 1" in out, "exit %d\n%s" % (code, err))
code, out, err = run("queens", "--n", "3000", "--max-steps", "1", "--seed", "2")
case("queens --n 3000: no warning (9,027,000 moves a step)", code == 0 and err == "", "exit %d\n%s" % (code, err))
code, out, err = run("queens", "--n", "20000", "--algorithm", "first-choice", "--max-steps", "5", "--seed", "2")
case("queens --n 20000 --algorithm first-choice: no step looks at every move, runs", code == 0 and err == ""
     and "steps 5" in out, "exit %d\n%s" % (code, err))

# A whole run is bounded and a long one said (issue 74, qd-local-step-cost.h):
# first-choice draws up to --tries moves a step (4 × N × (N − 1), at most
# 10^7), min-conflicts scores up to N rows a repair, a run takes about N
# steps (or --max-steps): past 10^11 moves in all it is said on stderr,
# with the count, and still made (it was asked for).
tries = min(4 * 20000 * 19999, 10 ** 7)
code, out, err = run("queens", "--n", "20000", "--algorithm", "first-choice", "--seed", "3", "--max-steps", "10001")
case("queens --n 20000 first-choice --max-steps 10001: up to 10^7 × 10001 draws said, the run made",
     code == 0 and "h " in out and
     ("warning: first-choice hill climbing examines up to --tries = %d moves per step (N = 20000) and at most "
      "10001 steps (--max-steps): up to %d moves in all" % (tries, tries * 10001)) in err, "exit %d\n%s" % (code, err))
code, out, err = run("queens", "--n", "20000", "--algorithm", "first-choice", "--seed", "3", "--max-steps", "10000")
case("queens --n 20000 first-choice --max-steps 10000: 10^11 draws at most, no warning", code == 0 and err == "",
     "exit %d\n%s" % (code, err))
code, out, err = run("queens", "--n", "20000", "--algorithm", "restart-first-choice", "--max-steps", "3", "--tries",
                     "40000000")
case("queens restart-first-choice --tries 4×10^7 --max-steps 3: 1.2 × 10^8 draws, no warning",
     code == 0 and err == "", "exit %d\n%s" % (code, err))
code, out, err = run("queens", "--n", "400000", "--algorithm", "min-conflicts", "--start", "greedy", "--seed", "1")
case("queens --n 400000 min-conflicts (default budget): N × N = 1.6 × 10^11 moves said, solved",
     code == 0 and out.endswith("h 0\n") and
     ("warning: min-conflicts examines up to N = 400000 moves per step (N = 400000), and a run takes about N "
      "steps or more: up to %d moves in all" % (400000 * 400000)) in err and "--max-steps bounds it" in err,
     "exit %d\n%s" % (code, err))
code, out, err = run("queens", "--n", "300000", "--algorithm", "min-conflicts", "--start", "greedy", "--seed", "1")
case("queens --n 300000 min-conflicts: 9 × 10^10 moves at most, no warning", code == 0 and err == "",
     "exit %d\n%s" % (code, err))

# The restart-* names restart at most 1000 times without --max-steps (a
# climb of --tries 1 ends at once, so they never reach h = 0 on 100 queens);
# with --max-steps, as many times as the steps allow.
code, out, err = run("queens", "--n", "100", "--algorithm", "restart-first-choice", "--tries", "1", "--seed", "1")
case("queens restart-first-choice --tries 1: stops after 1000 restarts, unsolved",
     code == 0 and "\nrestarts 1000\n" in out and "status unsolved" in out, "exit %d\n%s%s" % (code, out[-200:], err))
code, out, err = run("queens", "--n", "100", "--algorithm", "restart-first-choice", "--tries", "1", "--seed", "1",
                     "--max-steps", "5000")
restarts = [int(line.split()[1]) for line in out.splitlines() if line.startswith("restarts ")]
case("queens restart-first-choice --tries 1 --max-steps 5000: more than 1000 restarts, bounded by the steps",
     code == 0 and len(restarts) == 1 and 1000 < restarts[0] <= 5000, "exit %d\n%s%s" % (code, out[-200:], err))

finish()
