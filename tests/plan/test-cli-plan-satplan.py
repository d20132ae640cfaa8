#!/usr/bin/env python3
"""Contract of `quandary-cli plan DOMAIN PROBLEM --algorithm satplan` (issue
96, core/qd-strips-satplan.h): planning as satisfiability finds plans of the
fewest actions.  On every bundled example the length is the one
docs/logic-peers.md §7.3 counts from the book and by hand (have-cake 2,
spare-tire 3, blocks 3, vacuum 3, air-cargo 6, water-jugs 6, gripper 11,
missionaries 11): horizons 0 … n-1 are printed unsatisfiable and n
satisfiable, and the whole output (its horizon lines are `;` comments)
passes --check.  Have-cake's formulas have the sizes counted by hand in
test-strips-satplan.c (Sinz's counter and the planning graph's mutexes: 1
variable and 3 clauses at horizon 0, 4 and 11 at 1, 9 and 23 at 2).  On IPC tasks of unit cost the plan has
Fast Downward's optimal cost (tests/plan/ipc/optimal-costs.tsv; never
Quandary's), and passes --check.  --max-horizon that runs out is `stopped`
(exit 4), a goal nothing adds is `no plan`, --max-horizon without satplan
or not a number is a usage error (exit 2).  --parallel: the fewest steps
counted by hand (gripper 7, air cargo 3, spare tire 2, blocks 3), its
plans through --check; conditional effects refused (exit 1).
Usage: test-cli-plan-satplan.py CLI SRCDIR WORKDIR
"""
import importlib.util
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

HERE = os.path.dirname(os.path.abspath(__file__))
IPC = os.path.join(HERE, "ipc")
PLAN_EXAMPLES = os.path.join(examples, "plan")
spec = importlib.util.spec_from_file_location("fd_reference", os.path.join(IPC, "fd-reference.py"))
ref = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ref)

HORIZON = re.compile(r"^; horizon (\d+): (\d+) variables, (\d+) clauses, (sat|unsat), \d+ conflicts, "
                     r"\d+ decisions, \d+ propagations, \d+\.\d{3} s$")


def files(stem):
    return (os.path.join(PLAN_EXAMPLES, stem + "-domain.pddl"), os.path.join(PLAN_EXAMPLES, stem + "-problem.pddl"))


def horizons(out):
    """The horizon lines: (horizon, variables, clauses, result)."""
    return [(int(m[1]), int(m[2]), int(m[3]), m[4]) for m in map(HORIZON.match, out.splitlines()) if m]


def checked(name, domain, problem, out):
    """--check on the whole output of the run: (exit, its line)."""
    plan = tmpfile(name + ".plan", out.encode())
    code, text, err = run("plan", domain, problem, "--check", plan, people=True)
    return code, text.strip() + err


# The fewest actions, docs/logic-peers.md §7.3 (the book's plans, water jugs
# and missionaries counted by hand, gripper = IPC prob01's optimum).
FEWEST = [("have-cake", 2), ("spare-tire", 3), ("blocks", 3), ("vacuum", 3), ("air-cargo", 6), ("water-jugs", 6),
          ("gripper", 11), ("missionaries", 11)]
for stem, n in FEWEST:
    domain, problem = files(stem)
    code, out, err = run("plan", domain, problem, "--algorithm", "satplan")
    got = horizons(out)
    actions = [line for line in out.splitlines() if line.startswith("(")]
    want = [(t, "unsat" if t < n else "sat") for t in range(n + 1)]
    ok = code == 0 and [(h[0], h[3]) for h in got] == want and len(actions) == n
    check = checked(stem, domain, problem, out) if ok else (1, "")
    case("%s: SATPlan's first satisfiable horizon is %d, its plan of %d actions passes --check" % (stem, n, n),
         ok and check[0] == 0 and check[1].startswith("OK: %d actions" % n), out + err + check[1])

domain, problem = files("have-cake")
code, out, err = run("plan", domain, problem, "--algorithm", "satplan")
case("have-cake: the formulas' sizes counted by hand (1/3, 4/11, 9/23), then eat and bake",
     [h[:3] for h in horizons(out)] == [(0, 1, 3), (1, 4, 11), (2, 9, 23)]
     and out.endswith("(eat-cake)\n(bake-cake)\ncost 2\n"), out + err)

code, out, err = run("plan", domain, problem, "--algorithm", "satplan", "--max-horizon", "1")
case("have-cake --max-horizon 1: horizons 0 and 1 unsatisfiable, then stopped (exit 4)",
     code == 4 and [(h[0], h[3]) for h in horizons(out)] == [(0, "unsat"), (1, "unsat")]
     and out.endswith("stopped\n") and "a longer one may exist" in err, out + err)

error_case("--max-horizon goes with satplan only", ["plan", domain, problem, "--max-horizon", "3"], 2,
           "--max-horizon")
error_case("--parallel goes with satplan only", ["plan", domain, problem, "--parallel"], 2, "--parallel")

# The parallel encoding: the fewest steps, counted by hand.  Gripper: pick
# two balls (one a hand), move, drop both, move back, and again: 7 steps
# of 11 actions.  Air cargo: load both, fly both, unload both: 3.  Spare
# tire: remove the flat and take out the spare at once, then put it on: 2.
# Vacuum's conditional effects are refused (exit 1).
for stem, steps in [("gripper", 7), ("air-cargo", 3), ("spare-tire", 2), ("blocks", 3)]:
    d, p = files(stem)
    code, out, err = run("plan", d, p, "--algorithm", "satplan", "--parallel")
    got = horizons(out)
    ok = code == 0 and [(h[0], h[3]) for h in got] == [(t, "unsat" if t < steps else "sat") for t in range(steps + 1)]
    check = checked(stem + "-parallel", d, p, out) if ok else (1, "")
    case("%s --parallel: the first satisfiable horizon is %d steps, the plan passes --check" % (stem, steps),
         ok and check[0] == 0, out + err + check[1])
d, p = files("vacuum")
error_case("vacuum --parallel: conditional effects refused", ["plan", d, p, "--algorithm", "satplan", "--parallel"],
           1, "conditional effects")
error_case("--max-horizon takes a number", ["plan", domain, problem, "--algorithm", "satplan", "--max-horizon", "x"],
           2, "--max-horizon")

# A goal that no action adds: the relaxation proves there is no plan.
never_domain = os.path.join(HERE, "data", "never-domain.pddl")
never_problem = os.path.join(HERE, "data", "never-problem.pddl")
code, out, err = run("plan", never_domain, never_problem, "--algorithm", "satplan")
case("a goal nothing reaches: no plan (exit 0)", code == 0 and out == "no plan\n", out + err)

# Three facts, each action adding two and deleting the third: each is
# reachable in the relaxation, the three together never; SATPlan cannot
# prove that, so its horizons run out (exit 4), never `no plan`.
three_domain = os.path.join(HERE, "data", "three-domain.pddl")
three_problem = os.path.join(HERE, "data", "three-problem.pddl")
code, out, err = run("plan", three_domain, three_problem, "--algorithm", "satplan", "--max-horizon", "8")
case("three facts never together: 9 horizons unsatisfiable, stopped (exit 4)",
     code == 4 and [h[3] for h in horizons(out)] == ["unsat"] * 9 and out.endswith("stopped\n"), out + err)

# IPC tasks of unit cost (Fast Downward's optimal cost is then the fewest
# actions), one or two of each such domain whose SATPlan ends in about
# 0.2 s here, never a held-out one; the larger ones (logistics, trucks,
# gripper prob02 …) are for tests/bench/bench-satplan.py.
SUITE = [
    ("airport-adl", "p04-airport2-p1.pddl"), ("blocks", "probBLOCKS-4-0.pddl"), ("blocks", "probBLOCKS-7-1.pddl"),
    ("caldera-opt18-adl", "p01.pddl"), ("depot", "p01.pddl"), ("driverlog", "p01.pddl"), ("gripper", "prob01.pddl"),
    ("miconic", "s2-0.pddl"), ("miconic-fulladl", "f2-0.pddl"), ("miconic-simpleadl", "s2-0.pddl"),
    ("pathways", "p02.pddl"), ("psr-small", "p02-s5-n1-l3-f30.pddl"), ("rovers", "p01.pddl"),
    ("satellite", "p01-pfile1.pddl"), ("schedule", "probschedule-4-0.pddl"), ("storage", "p06.pddl"),
    ("tpp", "p02.pddl"), ("zenotravel", "p04.pddl"),
]
table = ref.read_table()
for d, t in SUITE:
    v = table[(d, t)]
    domain, task = ref.domain_file(os.path.join(IPC, d), t), os.path.join(IPC, d, t)
    code, out, err = run("plan", domain, task, "--algorithm", "satplan", timeout=120)
    lines = out.splitlines()
    actions = [line for line in lines if line.startswith("(")]
    ok = code == 0 and lines and lines[-1] == "cost %d" % v["cost"] and len(actions) == v["cost"]
    check = checked("%s-%s" % (d, t), domain, task, out) if ok else (1, "")
    case("%s %s: SATPlan's plan has Fast Downward's optimal cost %d and passes --check" % (d, t, v["cost"]),
         ok and not v["held_out"] and check[0] == 0, (out + err)[-1500:] + check[1])

finish()
