#!/usr/bin/env python3
"""CLI tests of the local-search variants of `quandary-cli tsp` (issue 65):
every --algorithm name reaches the optimum of small instances, whose
length comes from ref_tsp.brute_force (every tour tried, in Python); the
step lines keep their format (data/FORMATS.md "Travelling salesperson");
usage errors name the option.  TAP output.  The biggest runs that are
allowed (beam search's 99,900,000 moves a step, steepest ascent's
10,001,628) stop at a short --time-limit once started; QD_CLITEST_BIG=1
(the benchmark cli-tsp-variants-big) makes their whole step.

Usage: test-cli-tsp-variants.py CLI SRCDIR WORKDIR
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import *  # noqa: E402,F401,F403
import ref_tsp  # noqa: E402

four = os.path.join(srcdir, "data", "four-cities.tsp")
eight = os.path.join(srcdir, "data", "eight-points.tsp")

CLIMBERS = ["hill-climbing", "steepest", "sideways", "stochastic", "first-choice", "restart", "restart-sideways",
            "restart-stochastic", "restart-first-choice"]
POPULATION = ["beam", "stochastic-beam", "genetic"]
ALL = CLIMBERS + ["annealing"] + POPULATION
BIG = os.environ.get("QD_CLITEST_BIG") == "1"
# A run allowed but too big for the suite: started, then stopped by the
# limit (exit 4, the best tour so far; 0 if a fast machine ends it first),
# unless BIG.
STARTED = [] if BIG else ["--time-limit", "0.2"]
RAN = (0,) if BIG else (0, 4)


def optimum(path):
    with open(path, encoding="utf-8") as f:
        names, dist, _, _ = ref_tsp.parse(f.read())
    return ref_tsp.fmt(ref_tsp.brute_force(names, dist)[0])


def step_lines(out):
    return [line for line in out.split("\n") if line.startswith("step ")]


def final_length(out):
    lines = out.rstrip("\n").split("\n")
    return lines[-1].split()[1] if lines and lines[-1].startswith("length ") else None


def tour_of(line):
    return line.split(" tour ")[1].split()


best_four, best_eight = optimum(four), optimum(eight)
case("brute force: the four cities' optimum is the statement's 4933.94", best_four == "4933.94", best_four)

# --- every name reaches the optimum of the four cities and of eight points
for name in ALL:
    for path, best, extra in ((four, best_four, []), (eight, best_eight, ["--start", "random"])):
        args = ["tsp", path, "--algorithm", name, "--seed", "3"] + extra
        if name == "annealing":
            args += ["--iterations", "20000"]
        code, out, err = run(*args)
        case("%s on %s reaches the optimum %s" % (name, os.path.basename(path), best),
             code == 0 and final_length(out) == best, "exit %d\n%s%s" % (code, out[-600:], err))

# --- the step lines: each tour is a permutation and its length is right
with open(eight, encoding="utf-8") as f:
    names, dist, _, _ = ref_tsp.parse(f.read())
for name in ALL:
    code, out, _ = run("tsp", eight, "--algorithm", name, "--seed", "5", "--start", "random", "-i", "300")
    bad = [line for line in step_lines(out)
           if sorted(tour_of(line)) != sorted(names)
           or ref_tsp.fmt(ref_tsp.length(tour_of(line), dist)) != line.split(" length ")[1].split()[0]]
    case("%s: every step's tour holds each city once, its length added up right" % name,
         code == 0 and len(step_lines(out)) >= 1 and not bad, "\n".join(bad[:5]) + out[-400:])

# --- what each kind of algorithm prints
code, out, _ = run("tsp", four, "--algorithm", "steepest", "--seed", "1")
_, plain, _ = run("tsp", four, "--seed", "1")
case("steepest prints what hill-climbing without restarts prints", code == 0 and out == plain, out + plain)
code, out, _ = run("tsp", four, "--algorithm", "stochastic", "--seed", "1")
moves = [line for line in step_lines(out)[1:]]
case("stochastic: each move says among how many uphill moves it was drawn (1 to 6)",
     code == 0 and moves and all(" uphill " in l and 1 <= int(l.split(" uphill ")[1].split()[0]) <= 6 for l in moves),
     out)
code, out, _ = run("tsp", four, "--algorithm", "first-choice", "--seed", "1")
case("first-choice: moves without ties or uphill counts",
     code == 0 and all(" ties " not in l and " uphill " not in l for l in step_lines(out)), out)
code, out, _ = run("tsp", four, "--algorithm", "sideways", "--sideways", "5", "--seed", "1")
sideways = [l for l in step_lines(out)[1:] if " length 4933.94 " in l]
case("sideways --sideways 5 on the four cities: the optimum, then 5 sideways moves (every neighbour is a tie)",
     code == 0 and len(step_lines(out)) == 1 + 1 + 5 and len(sideways) == 6, out)
code, out, _ = run("tsp", four, "--algorithm", "restart", "--seed", "1")
case("restart without --restarts restarts 10 times",
     code == 0 and sum(" restart " in l for l in step_lines(out)) == 10, out)
code, out, _ = run("tsp", four, "--algorithm", "restart-stochastic", "--restarts", "2", "--seed", "1")
case("restart-stochastic --restarts 2", code == 0 and sum(" restart " in l for l in step_lines(out)) == 2, out)
# (the goal a hundredth above the optimum's two decimals: 33.6829… is above 33.68)
goal = "%.2f" % (float(best_eight) + 0.01)
code, out, _ = run("tsp", eight, "--algorithm", "restart", "--restarts", "1000", "--goal", goal, "--seed", "4",
                   "--start", "random")
case("--goal: restarts stop at a tour that short",
     code == 0 and final_length(out) == best_eight and sum(" restart " in l for l in step_lines(out)) < 1000, out[-300:])

code, out, _ = run("tsp", eight, "--algorithm", "beam", "--k", "4", "--seed", "1")
lines = out.split("\n")
case("beam prints “neighbours 28 beam 4”, then a line per iteration with the best length and the mean",
     code == 0 and lines[0] == "neighbours 28 beam 4" and lines[1].startswith("step 0 start length ")
     and all(" mean " in l for l in step_lines(out))
     and all(l.startswith("step %d iteration %d " % (k, k)) for k, l in enumerate(step_lines(out)) if k > 0), out)
code, out, _ = run("tsp", eight, "--algorithm", "genetic", "--population", "20", "--generations", "30", "--seed", "1")
steps = step_lines(out)
case("genetic prints “population 20”, then a line per generation (30)",
     code == 0 and out.startswith("population 20\n") and len(steps) == 31
     and all(l.startswith("step %d generation %d " % (k, k)) for k, l in enumerate(steps) if k > 0), out[-500:])
best_steps = [float(l.split(" length ")[1].split()[0]) for l in steps]
means = [float(l.split(" mean ")[1].split()[0]) for l in steps]
case("genetic with elitism: the best length never grows; the mean is never below it",
     all(b <= a + 1e-9 for a, b in zip(best_steps, best_steps[1:]))
     and all(m >= b - 1e-9 for m, b in zip(means, best_steps)), out[-500:])
code, out, _ = run("tsp", eight, "--algorithm", "genetic", "--population", "20", "--generations", "30",
                   "--selection", "tournament", "--mutation", "0.5", "--elitism", "2", "--seed", "2")
case("genetic --selection tournament --mutation 0.5 --elitism 2 runs", code == 0 and len(step_lines(out)) == 31,
     out[-300:])

# --- usage errors: exit 2 and the option named
for args, needle in ((["--algorithm", "tabu"], "unknown algorithm “tabu”"),
                     (["--algorithm", "steepest", "--sideways", "5"], "--sideways"),
                     (["--algorithm", "annealing", "--k", "3"], "--k"),
                     (["--algorithm", "beam", "--population", "10"], "--population"),
                     (["--algorithm", "steepest", "--restarts", "3"], "--restarts"),
                     (["--algorithm", "genetic", "--selection", "lottery"], "unknown selection"),
                     (["--algorithm", "genetic", "--mutation", "1.5"], "--mutation"),
                     (["--algorithm", "genetic", "--population", "1"], "--population"),
                     (["--algorithm", "genetic", "--population", "4", "--elitism", "4"], "--elitism"),
                     (["--algorithm", "genetic", "--generations", "3", "--iterations", "3"], "--generations"),
                     (["--algorithm", "beam", "--k", "0"], "--k"),
                     (["--algorithm", "sideways", "--sideways", "-2"], "negative"),
                     # A limit of 0 would silently mean the default (issue 74).
                     (["--algorithm", "genetic", "--generations", "0"], "--generations: at least 1, not 0"),
                     (["--algorithm", "first-choice", "--tries", "0"], "--tries: at least 1, not 0"),
                     (["--algorithm", "annealing", "--iterations", "0"], "--iterations: at least 1, not 0"),
                     (["--algorithm", "restart", "--restarts", "0"], "--restarts: restart restarts at least once")):
    error_case("tsp %s is a usage error" % " ".join(args), ["tsp", four] + args, 2, needle)
code, out, err = run("tsp", four, "--algorithm", "hill-climbing", "--restarts", "0", "-q")
case("tsp --algorithm hill-climbing --restarts 0: no restart, runs", code == 0 and out.startswith("tour "), err)

# --- every run bounded (issue 74): a beam's 2k tours and two generations of
# a population take at most 512 MiB, refused before the run with the option,
# the limit and the most that fits (a tour of N cities: N × 4 bytes, two
# copies of each).
MIB512 = 512 << 20
for args, option, n in ((["--random", "200", "--algorithm", "beam", "--k", "10000000"], "--k", 200),
                        (["--random", "20000", "--algorithm", "genetic", "--population", "10000"], "--population",
                         20000),
                        (["--random", "20000", "--algorithm", "stochastic-beam", "--k", "1000000"], "--k", 20000)):
    code, out, err = run("tsp", *args)
    most = err.split("at most ")[1].split()[0] if "at most " in err else ""
    ok = (code == 2 and out == "" and err.startswith("quandary-cli: %s: " % option) and "512 MiB" in err
          and "too large" in err and most.isdigit() and int(most) * 2 * 4 * n <= MIB512
          and (int(most) + 1) * 2 * 4 * n * 2 > MIB512)
    case("tsp %s: refused with %s, 512 MiB and the most that fits" % (" ".join(args), option), ok,
         "exit %d\n%s%s" % (code, out, err))

# --- reports and animations of the new algorithms
for name, args in (("genetic", ["--population", "10", "--generations", "12"]), ("beam", ["--k", "3"]),
                   ("restart-first-choice", ["--restarts", "2"])):
    report_case("tsp --report, %s" % name, ["tsp", eight, "--algorithm", name, "--seed", "1"] + args,
                "eight-points.tsp", os.path.join(workdir, "tsp-%s.pdf" % name))
    code, out, _ = run("tsp", eight, "--algorithm", name, "--seed", "1", *args)
    gif_case("tsp --gif, %s: a frame per step line" % name,
             ["tsp", eight, "--algorithm", name, "--seed", "1"] + args,
             os.path.join(workdir, "tsp-%s.gif" % name), frames=len(step_lines(out)), min_frames=2)

# Every run bounded (issue 74), as on N queens and with the same function
# (qd-local-step-cost.h): steepest ascent and stochastic hill climbing
# examine n(n − 1)/2 moves a step, beam search k times that; over 10^8 a
# run is refused (exit 2, the count and the limit), over 10^7 said on
# stderr before it starts.  First-choice draws up to --tries moves a step:
# past 10^11 moves in all (about n steps, or --iterations) it is said.
def moves(n):
    return n * (n - 1) // 2


for algorithm, n in (("hill-climbing", 20000), ("steepest", 14143), ("restart-sideways", 14143),
                     ("stochastic", 20000)):
    label = "stochastic hill climbing" if algorithm == "stochastic" else "steepest ascent"
    error_case("tsp --random %d --algorithm %s: a step of %d moves refused" % (n, algorithm, moves(n)),
               ["tsp", "--random", str(n), "--algorithm", algorithm, "-q"], 2,
               "%s examines N × (N − 1) / 2 = %d moves per step (N = %d): too many, over the limit of "
               "100000000 moves per step; first-choice, annealing and genetic do not look at every move"
               % (label, moves(n), n))
error_case("tsp --random 1000 --algorithm beam --k 201: k × n(n − 1)/2 over 10^8 refused",
           ["tsp", "--random", "1000", "--algorithm", "beam", "--k", "201", "-q"], 2,
           "beam search examines k × N × (N − 1) / 2 = %d moves per step (k = 201, N = 1000): too many"
           % (201 * moves(1000)))
code, out, err = run("tsp", "--random", "1000", "--algorithm", "beam", "--k", "200", "--iterations", "1", "-q",
                     *STARTED)
case("tsp --random 1000 beam --k 200: 99,900,000 moves a step, said and run",
     code in RAN and "length " in out and "warning: beam search examines k × N × (N − 1) / 2 = %d moves per step"
     % (200 * moves(1000)) in err, "exit %d\n%s" % (code, err))
code, out, err = run("tsp", "--random", "4473", "--algorithm", "steepest", "--iterations", "1", "-q", *STARTED)
case("tsp --random 4473 steepest: %d moves a step said on stderr, the run made" % moves(4473),
     code in RAN and "length " in out and
     "quandary-cli: warning: steepest ascent examines N × (N − 1) / 2 = %d moves per step (N = 4473): about"
     % moves(4473) in err, "exit %d\n%s" % (code, err))
code, out, err = run("tsp", "--random", "4472", "--algorithm", "steepest", "--iterations", "1", "-q")
case("tsp --random 4472 steepest: %d moves a step, no warning" % moves(4472), code == 0 and err == "",
     "exit %d\n%s" % (code, err))
code, out, err = run("tsp", "--random", "20000", "--algorithm", "first-choice", "--iterations", "10001", "-q")
case("tsp --random 20000 first-choice --iterations 10001: up to 10^7 × 10001 draws said, the run made",
     code == 0 and "length " in out and
     ("warning: first-choice hill climbing examines up to --tries = 10000000 moves per step (N = 20000) and at "
      "most 10001 steps (--iterations): up to %d moves in all" % (10 ** 7 * 10001)) in err,
     "exit %d\n%s" % (code, err))
code, out, err = run("tsp", "--random", "20000", "--algorithm", "first-choice", "--iterations", "10000", "-q")
case("tsp --random 20000 first-choice --iterations 10000: 10^11 draws at most, no warning",
     code == 0 and err == "", "exit %d\n%s" % (code, err))

finish()
