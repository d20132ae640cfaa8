#!/usr/bin/env python3
"""Contract of `quandary-cli plan DOMAIN PROBLEM --explain H [--after N]`,
`--practice` and `--tree FILE` (issue 78): the values checked by hand.

- The spare tire: h_max = h_add = 2 (the spare on the ground costs 1 by
  (remove spare trunk), on the axle 1 + 1 by (put-on spare axle); the
  negative precondition of put-on is ignored by the relaxation); after the
  two removals of the plan found h_max = 1; LM-cut 2 (two landmarks of cost
  1).
- The blocks world (Sussman): h_max 2, h_add 3 ((on a b) 2 + (on b c) 1),
  h_FF 3 (a relaxed plan of three moves), LM-cut 3 (three landmarks of 1).
- Have cake: h_max 1; the practice asks for the mutex pair of S1.
- --landmarks: the Sussman anomaly's landmark graph as worked out by hand
  in test-strips-landmarks.c (6 landmarks, 8 orderings), the count 3 on
  the initial state and 2 after C is put on the table ((clear a) reached);
  the vacuum world's negative goals as "(not …)" landmarks.
- --tree: the search tree's shape, every node's f = g + h, the solution
  node at the plan's cost.
Usage: test-cli-plan-explain.py CLI SRCDIR WORKDIR
"""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

PLAN_EXAMPLES = os.path.join(examples, "plan")


def files(stem):
    return (os.path.join(PLAN_EXAMPLES, stem + "-domain.pddl"), os.path.join(PLAN_EXAMPLES, stem + "-problem.pddl"))


def explain(stem, heuristic, *more):
    domain, problem = files(stem)
    return run("plan", domain, problem, "--explain", heuristic, *more, people=True)


SPARE_HMAX = """h_max = 2
the goal's facts (h_max: the dearest): (at spare axle) 2
fact costs (0 when the fact holds; else the cheapest action adding it: its cost plus its dearest precondition's):
  0 (at flat axle)
  0 (at spare trunk)
  1 (at flat ground)  by (remove flat axle)
  1 (at spare ground)  by (remove spare trunk)
  2 (at spare axle)  by (put-on spare axle)
"""
code, out, err = explain("spare-tire", "hmax")
case("spare tire: h_max's fact costs", code == 0 and out == SPARE_HMAX and "ground: " in err, out + err)
code, out, err = explain("spare-tire", "hadd")
case("spare tire: h_add = 2", code == 0 and out.startswith("h_add = 2\n")
     and "the goal's facts (h_add: their sum): (at spare axle) 2\n" in out, out)
# By hand (issue 97: LM-cut takes negative preconditions as facts of their own, as Fast
# Downward's translator does; its LM-cut refuses this task's conditional effects): the goal
# (at spare axle) has one achiever, (put-on spare axle); its precondition (at spare ground)
# one, (remove spare trunk); its negative precondition (not (at flat axle)) is made true by
# (remove flat axle) or (leave-overnight): three disjoint landmarks of cost 1, h = 3 = h*.
code, out, err = explain("spare-tire", "lmcut")
case("spare tire: LM-cut = 3, three landmarks of cost 1", code == 0 and out.startswith("LM-cut = 3\n")
     and "  landmark 1, cost 1: (put-on spare axle)\n" in out and "  landmark 2, cost 1: (remove spare trunk)\n" in out
     and "  landmark 3, cost 1: (remove flat axle), (leave-overnight)\n" in out, out)
code, out, err = explain("spare-tire", "hmax", "--after", "2")
case("spare tire: h_max = 1 after the two removals",
     code == 0 and out.startswith("after 2 actions of the plan found:\n")
     and "  (remove flat axle)\n" in out and "  (remove spare trunk)\n" in out and "\nh_max = 1\n" in out
     and "  ∞ (at spare trunk)  (not reached)\n" in out, out + err)
code, out, err = explain("spare-tire", "hmax", "--after", "9")
case("--after past the plan: the state after it all, said on stderr",
     code == 0 and "h_max = 0\n" in out and "the plan found has 3 actions" in err, out + err)

code, out, err = explain("blocks", "hmax")
case("blocks: h_max = 2", code == 0 and out.startswith("h_max = 2\n")
     and "(h_max: the dearest): (on a b) 2, (on b c) 1\n" in out
     and "  1 (clear a)  by (move c a b)\n" in out and "  2 (on a b)  by (move a table b)\n" in out, out)
code, out, err = explain("blocks", "hadd")
case("blocks: h_add = 3", code == 0 and out.startswith("h_add = 3\n")
     and "(h_add: their sum): (on a b) 2 + (on b c) 1\n" in out, out)
code, out, err = explain("blocks", "hff")
relaxed = re.findall(r"^  (\d+) (\(.*\))$", out.split("the goal's facts")[0], re.M)
case("blocks: h_FF = 3, a relaxed plan of three moves summing to it",
     code == 0 and out.startswith("h_FF = 3\n") and sum(int(c) for c, _ in relaxed) == 3
     and sorted(a for _, a in relaxed) == ["(move a table b)", "(move b table c)", "(move c a b)"], out)
code, out, err = explain("blocks", "lmcut")
costs = [int(c) for c in re.findall(r"^  landmark \d+, cost (\d+):", out, re.M)]
case("blocks: LM-cut = 3, its landmarks summing to it", code == 0 and out.startswith("LM-cut = 3\n")
     and costs == [1, 1, 1], out)
code, out, err = explain("blocks", "goalcount")
case("blocks: goal count 2", code == 0 and out == "Goal count = 2\nthe goal's facts that do not hold (and those that "
     "hold and must not):\n  (on a b)\n  (on b c)\n", out)
code, out, err = explain("have-cake", "hmax")
case("have cake: h_max = 1", code == 0 and out.startswith("h_max = 1\n") and "  1 (eaten-cake)  by (eat-cake)\n" in out,
     out)

# --practice: the questions on the plan found's states.
domain, problem = files("have-cake")
code, out, err = run("plan", domain, problem, "--practice", people=True)
case("have cake: --practice asks the mutex pair of S1, answered",
     code == 0 and "step 0: Which pairs of facts are mutex in S1" in out
     and "  answer: (have-cake) / (eaten-cake)\n" in out
     and "step 2: What is the cost of the 2 actions played?\n  answer: 2\n" in out, out + err)

# The vacuum world: (suck) deletes the dirt by a conditional effect, named in the why.
domain, problem = files("vacuum")
code, out, err = run("plan", domain, problem, "--practice", people=True)
case("vacuum: --practice names the conditional effect triggered",
     code == 0 and "step 0: Which facts does (suck) make false (hold before it, not after)?\n  answer: (dirty a)\n"
     "  why: It deletes (dirty a);" in out and "the goal only asks that facts be false" in out, out[:2000] + err)

# --tree: every node with g, h and f.
for stem, heuristic, cost in (("spare-tire", "hmax", 3), ("blocks", "lmcut", 3), ("have-cake", "hadd", 2)):
    domain, problem = files(stem)
    tree = os.path.join(workdir, stem + ".tree")
    code, out, err = run("plan", domain, problem, "--heuristic", heuristic, "--tree", tree)
    text = open(tree, encoding="utf-8").read() if os.path.exists(tree) else ""
    nodes, dropped = tree_case("%s --tree" % stem, text)
    values = [re.search(r" g (\S+) h (\S+) f (\S+)", label) for _, _, label in nodes]
    case("%s --tree: every node's f = g + h" % stem, nodes and all(
        v is not None and float(v.group(1)) + float(v.group(2)) == float(v.group(3)) for v in values), text)
    solutions = [label for _, status, label in nodes if status == "solution"]
    case("%s --tree: the plan printed, its last node the solution at g %d" % (stem, cost),
         code == 0 and out.endswith("cost %d\n" % cost) and len(solutions) == 1
         and (" g %d h 0 f %d" % (cost, cost)) in solutions[0] and nodes[0][2].startswith("start g 0 h "), out + text)
domain, problem = files("spare-tire")
code, out, err = run("plan", domain, problem, "--heuristic", "hmax", "--tree", "-")
case("--tree -: the tree after the plan on stdout",
     code == 0 and "cost 3\n0 -1 root start g 0 h 2 f 2 expanded 1\n" in out, out)

# A dead end: no plan for --practice, ∞ for --explain.
never = tmpfile("never-domain.pddl", b"""(define (domain never) (:requirements :strips)
  (:predicates (a) (b))
  (:action make-a :parameters () :precondition (b) :effect (a)))
""")
never_problem = tmpfile("never-problem.pddl", b"(define (problem p) (:domain never) (:init) (:goal (a)))\n")
code, out, err = run("plan", never, never_problem, "--practice", people=True)
case("--practice with no plan: no plan, exit 3", code == 3 and out == "no plan\n", out + err)
code, out, err = run("plan", never, never_problem, "--explain", "hmax", people=True)
case("--explain on a dead end: ∞", code == 0 and out.startswith("h_max = ∞\n")
     and "the goal cannot be reached from this state" in out, out + err)

# Usage errors.
error_case("--explain of no heuristic", ["plan", domain, problem, "--explain", "hzero"], 2, "hzero")
error_case("--after without --explain", ["plan", domain, problem, "--after", "1"], 2, "--after goes with --explain, --landmarks, --png, --svg or --pdf")
error_case("--after not a number", ["plan", domain, problem, "--explain", "hmax", "--after", "x"], 2, "--after")
error_case("--explain with --check", ["plan", domain, problem, "--explain", "hmax", "--check", domain], 2,
           "do not go with --check")
error_case("--tree with graphplan", ["plan", domain, problem, "--algorithm", "graphplan", "--tree", "-"], 2,
           "graphplan")
error_case("--explain with --practice", ["plan", domain, problem, "--explain", "hmax", "--practice"], 2,
           "one at a time")

# The graph worked out in test-strips-landmarks.c (by hand, and (on a table)
# and (on b table), each block's place initially, as Fast Downward's lm_rhw).
SUSSMAN_LANDMARKS = """landmark count = 3: 3 not reached, 0 reached but needed again
8 landmarks ([x] reached on the path to this state, [!] reached but needed again):
  [ ] (on a b)  goal
  [ ] (on b c)  goal
  [x] (on a table)  true initially
  [ ] (clear a)
  [x] (clear b)  true initially
  [x] (on b table)  true initially
  [x] (clear c)  true initially
  [x] (on c a)  true initially
10 orderings (A -> B: A comes before B):
"""
blocks = files("blocks")
code, out, err = run("plan", *blocks, "--landmarks", people=True)
case("--landmarks: the Sussman anomaly's graph, the count 3",
     code == 0 and out.startswith(SUSSMAN_LANDMARKS) and len(out.splitlines()) == 21
     and "  (on b c) -> (on a b)  reasonable\n" in out and "  (clear a) -> (on b c)  reasonable\n" in out
     and "  (on c a) -> (clear a)  greedy-necessary\n" in out
     and "  (on a table) -> (on a b)  natural\n" in out, out + err)
code, out, err = run("plan", *blocks, "--landmarks", "--after", "1", people=True)
case("--landmarks --after 1: (clear a) reached, the count 2",
     code == 0 and out.startswith("after 1 action of the plan found:\n  (move-to-table c a)\n")
     and "landmark count = 2: 2 not reached, 0 reached but needed again\n" in out and "  [x] (clear a)\n" in out,
     out + err)
code, out, err = run("plan", *files("vacuum"), "--landmarks", people=True)
case("--landmarks: the vacuum world's negative goals", code == 0 and "  [ ] (not (dirty a))  goal\n" in out, out + err)
picture = os.path.join(workdir, "landmarks.png")
code, out, err = run("plan", *blocks, "--landmarks", "--png", picture, people=True)
with open(picture, "rb") as f:
    head = f.read(8)
case("--landmarks --png: the graph drawn", code == 0 and head == b"\x89PNG\r\n\x1a\n"
     and os.path.getsize(picture) > 5000, out + err)
error_case("--landmarks with --practice", ["plan", domain, problem, "--landmarks", "--practice"], 2, "one at a time")
error_case("--landmarks with --check", ["plan", domain, problem, "--landmarks", "--check", domain], 2, "--check")
finish()
