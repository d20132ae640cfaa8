#!/usr/bin/env python3
"""Contract of `quandary-cli plan DOMAIN PROBLEM --graph` and `--algorithm
graphplan` (issue 78, core/qd-strips-graph.h): the have-cake example's
planning graph printed level by level up to its level-off at S2
(data/have-cake-cli-graph.txt); GraphPlan's plans of the bundled examples
(Eat then Bake, the spare tire's 3 actions) pass --check; an unsolvable task
says `no plan`; conditional effects are refused (exit 1); the text of a
420-step chain's graph is cut at its limit of 67108864 bytes (exit 4).
Usage: test-cli-plan-graph.py CLI SRCDIR WORKDIR
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data")
PLAN_EXAMPLES = os.path.join(examples, "plan")


def files(stem):
    return (os.path.join(PLAN_EXAMPLES, stem + "-domain.pddl"), os.path.join(PLAN_EXAMPLES, stem + "-problem.pddl"))


domain, problem = files("have-cake")
code, out, err = run("plan", domain, problem, "--graph")
with open(os.path.join(DATA, "have-cake-cli-graph.txt"), encoding="utf-8") as f:
    expected = f.read()
case("have-cake --graph: every level, literal, action and mutex, level-off at S2",
     code == 0 and out == expected, out + err)

code, out, err = run("plan", domain, problem, "--algorithm", "graphplan")
case("have-cake: GraphPlan eats then bakes, found at S2",
     code == 0 and out == "(eat-cake)\n(bake-cake)\ncost 2\n" and "3 literal levels" in err, out + err)

code, out, err = run("plan", domain, problem, "--algorithm", "graphplan", "--graph")
case("--graph with --algorithm graphplan: the graph, then the plan",
     code == 0 and out == expected + "(eat-cake)\n(bake-cake)\ncost 2\n", out + err)

for stem, n in [("spare-tire", 3), ("blocks", 3), ("air-cargo", 6), ("gripper", 11), ("water-jugs", 6),
                ("missionaries", 11)]:
    domain, problem = files(stem)
    code, out, err = run("plan", domain, problem, "--algorithm", "graphplan")
    lines = out.splitlines()
    plan = tmpfile(stem + ".plan", ("\n".join(lines[:-1]) + "\n").encode())
    check = run("plan", domain, problem, "--check", plan, people=True)
    case("%s: GraphPlan's plan of %d actions passes --check" % (stem, n),
         code == 0 and len(lines) == n + 1 and lines[-1].startswith("cost ") and check[0] == 0,
         out + err + check[1] + check[2])

# Three facts, each action adding two and deleting the third: every pair is
# reachable, the three together never; GraphPlan's nogoods prove it.
three = tmpfile("three-domain.pddl", b"""(define (domain three)
  (:requirements :strips)
  (:predicates (a) (b) (c))
  (:action ab :effect (and (a) (b) (not (c))))
  (:action bc :effect (and (b) (c) (not (a))))
  (:action ac :effect (and (a) (c) (not (b)))))
""")
three_problem = tmpfile("three-problem.pddl", b"""(define (problem all-three) (:domain three)
  (:init) (:goal (and (a) (b) (c))))
""")
code, out, err = run("plan", three, three_problem, "--algorithm", "graphplan")
case("an unsolvable task: no plan, exit 0", code == 0 and out == "no plan\n" and "levels off at S1" in err, out + err)

# Issue 91: the text grows as the levels times the square of a level's literals (a chain of
# 420 steps: gigabytes, built whole in memory until it aborted at 4 GB). It is written as it
# is made, and cut at 67108864 bytes: `stopped`, the limit on stderr, exit 4.  (A chain of
# 150 steps passes the limit too, in a fifth of the time: 120 steps still reach it.)
chain = tmpfile("chain-domain.pddl", b"""(define (domain chain) (:requirements :strips)
  (:predicates (at ?x) (next ?x ?y))
  (:action move :parameters (?x ?y) :precondition (and (at ?x) (next ?x ?y)) :effect (and (at ?y) (not (at ?x)))))
""")
chain_problem = tmpfile("chain-problem.pddl", ("(define (problem p) (:domain chain) (:objects %s) (:init (at s0) %s)"
                                               " (:goal (at s150)))" % (" ".join("s%d" % i for i in range(151)),
                                               " ".join("(next s%d s%d)" % (i, i + 1) for i in range(150)))).encode())
code, out, err = run("plan", chain, chain_problem, "--graph")
case("a chain of 150 steps, --graph: its first 67108864 bytes of text at most, cut at a line's end, then stopped, "
     "exit 4", code == 4 and out.startswith("S0: 151 literals, 0 mutex pairs\n") and out.endswith("\nstopped\n")
     and len(out.encode()) <= 67108864 + len("stopped\n") and "67108864" in err, out[-300:] + err)

domain, problem = files("vacuum")
error_case("conditional effects are refused: exit 1", ["plan", domain, problem, "--algorithm", "graphplan"], 1,
           "GraphPlan does not handle conditional effects")
finish()
