#!/usr/bin/env python3
"""CLI tests of the local-search variants' names (issue 75: one table of
variants in core): every name `queens` and `tsp` took before the table came
is still taken, in its place in --help, by the command and by `experiment
localsearch`; each run on a tiny instance with a fixed seed exits 0, is the
same run twice, and ends as the names say (h counted here pair by pair; a
tour of the four cities with its length added up here); the names a command
does not offer are refused with the list.  TAP output.

Usage: test-cli-local-variants.py CLI SRCDIR WORKDIR
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tsp"))
from clitest import *  # noqa: E402,F401,F403
import ref_tsp  # noqa: E402

# The names each command took before issue 75, in its --help's order.
QUEENS = ["steepest", "sideways", "stochastic", "first-choice", "restart", "restart-sideways", "restart-stochastic",
          "restart-first-choice", "beam", "stochastic-beam", "annealing", "genetic", "min-conflicts"]
TSP = ["hill-climbing", "steepest", "sideways", "stochastic", "first-choice", "restart", "restart-sideways",
       "restart-stochastic", "restart-first-choice", "annealing", "beam", "stochastic-beam", "genetic"]
# Those that reach h = 0 on 8 queens from any start.
QUEENS_SOLVE = ["restart", "restart-sideways", "restart-stochastic", "restart-first-choice", "min-conflicts"]
FOUR = os.path.join(examples, "tsp", "four-cities.tsp")


def help_names(command):
    """The names of --algorithm's line of `command --help`, in order."""
    code, out, err = run(command, "--help")
    line = next((l for l in out.split("\n") if "--algorithm=" in l), "")
    text = line.split("=", 1)[1].split(None, 1)[1] if "=" in line else ""
    for words in (" (default)", " (steepest ascent, the default)"):
        text = text.replace(words, "")
    return [n.strip() for n in text.replace(" or ", ", ").split(",")]


def attacking_pairs(rows):
    n = len(rows)
    return sum(1 for a in range(n) for b in range(a + 1, n) if rows[a] == rows[b] or abs(rows[a] - rows[b]) == b - a)


def queens_case(name):
    args = ("queens", "--n", "8", "--seed", "4", "--algorithm", name)
    code, out, err = run(*args)
    again = run(*args)
    lines = out.rstrip("\n").split("\n")
    rows = [int(x) for x in lines[0].split()[1:]] if lines[0].startswith("rows ") else []
    ok = (code == 0 and again == (code, out, err) and len(rows) == 8 and lines[-1] == "h %d" % attacking_pairs(rows)
          and (name not in QUEENS_SOLVE or lines[-1] == "h 0"))
    case("queens --algorithm %s: exit 0, the same run twice, the h of its rows" % name, ok,
         "exit %d\n%s%s" % (code, out, err))


def tsp_case(name, names, dist):
    args = ("tsp", FOUR, "--seed", "4", "--algorithm", name)
    code, out, err = run(*args)
    again = run(*args)
    lines = out.rstrip("\n").split("\n")
    tour = lines[-2].split()[1:] if len(lines) >= 2 and lines[-2].startswith("tour ") else []
    ok = (code == 0 and again == (code, out, err) and sorted(tour) == sorted(names)
          and lines[-1] == "length %s" % ref_tsp.fmt(ref_tsp.length(tour, dist)))
    case("tsp --algorithm %s: exit 0, the same run twice, a tour of every city and its length" % name, ok,
         "exit %d\n%s%s" % (code, out, err))


def refused_case(command, name, offered, extra):
    code, out, err = run(command, *extra, "--algorithm", name)
    ok = code == 2 and name in err and all(n in err for n in offered)
    case("%s refuses --algorithm %s, naming every algorithm it has" % (command, name), ok,
         "exit %d\n%s%s" % (code, out, err))


def experiment_case(problem, size, offered, other):
    code, out, err = run("experiment", "localsearch", "--problem", problem, size[0], size[1], "--instances", "2",
                         "--seed", "3", "--algorithms", ",".join(offered), people=True)   # its times differ
    rows = [line.split()[0] for line in out.split("\n") if line.split() and line.split()[0] in offered]
    case("experiment localsearch --problem %s takes every name: a row each" % problem, code == 0 and rows == offered,
         "exit %d\n%s%s" % (code, out, err))
    code, out, err = run("experiment", "localsearch", "--problem", problem, size[0], size[1], "--algorithms", other)
    case("experiment localsearch --problem %s refuses %s" % (problem, other),
         code == 2 and other in err and all(n in err for n in offered), "exit %d\n%s%s" % (code, out, err))


with open(FOUR, encoding="utf-8") as f:
    four_names, four_dist, _, _ = ref_tsp.parse(f.read())

case("queens --help names every algorithm, in order", help_names("queens") == QUEENS, repr(help_names("queens")))
case("tsp --help names every algorithm, in order", help_names("tsp") == TSP, repr(help_names("tsp")))
for algorithm in QUEENS:
    queens_case(algorithm)
for algorithm in TSP:
    tsp_case(algorithm, four_names, four_dist)
refused_case("queens", "hill-climbing", QUEENS, ("--n", "8"))
refused_case("tsp", "min-conflicts", TSP, (FOUR,))
experiment_case("queens", ("--n", "8"), QUEENS, "hill-climbing")
experiment_case("tsp", ("--cities", "6"), TSP, "min-conflicts")

finish()
