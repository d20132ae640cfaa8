#!/usr/bin/env python3
"""Contract of `quandary-cli plan DOMAIN PROBLEM [--algorithm A] [--heuristic H]
[--node-limit N] [--memory-limit SIZE] [--steps]` (issue 78, data/FORMATS.md "quandary-cli plan"):
every bundled example solved at its optimal cost, each plan checked by --check,
by tests/plan/validate-reference.py and by VAL when QD_VAL names it (or
`Validate` is on PATH; skipped otherwise, and for the domains VAL cannot read); the spare tire's plan is AIMA's three
actions; `no plan` for unsolvable tasks; --steps; a domain of 10^7 ground
actions refused at once; the algorithms; the limits; usage errors.
Usage: test-cli-plan-solve.py CLI SRCDIR WORKDIR
"""
import os
import re
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

HERE = os.path.dirname(os.path.abspath(__file__))
PLAN_EXAMPLES = os.path.join(examples, "plan")
VAL = os.environ.get("QD_VAL") or shutil.which("Validate")


def files(stem):
    return (os.path.join(PLAN_EXAMPLES, stem + "-domain.pddl"), os.path.join(PLAN_EXAMPLES, stem + "-problem.pddl"))


def plan_lines(out):
    return [line for line in out.splitlines() if line.startswith("(")]


def validated(name, domain, problem, out, cost):
    """The plan printed passes --check, validate-reference.py and VAL (when there), at COST."""
    plan = tmpfile(name + ".plan", "".join(line + "\n" for line in plan_lines(out)).encode())
    code, check, err = run("plan", domain, problem, "--check", plan, people=True)
    case("%s: --check accepts the plan" % name, code == 0 and check.endswith(", cost %d\n" % cost), check + err)
    ref = subprocess.run([sys.executable, os.path.join(HERE, "validate-reference.py"), domain, problem, plan],
                         capture_output=True, text=True)
    case("%s: validate-reference.py accepts the plan" % name, ref.stdout == "valid cost %d\n" % cost,
         ref.stdout + ref.stderr)
    if VAL:
        val = subprocess.run([VAL, domain, problem, plan], capture_output=True, text=True)
        # VAL does not read actions without :parameters (have-cake, vacuum): no case there.
        if "Problem in domain definition" not in val.stdout + val.stderr:
            case("%s: VAL accepts the plan" % name, "Plan valid" in val.stdout, val.stdout[-500:])


# (stem, optimal cost): A* with LM-cut, the default, finds plans of these costs.
OPTIMAL = [("spare-tire", 3), ("air-cargo", 24), ("blocks", 3), ("have-cake", 2), ("gripper", 11),
           ("water-jugs", 6), ("missionaries", 11), ("vacuum", 3)]
for stem, cost in OPTIMAL:
    domain, problem = files(stem)
    code, out, err = run("plan", domain, problem)
    case("%s: solved at cost %d" % (stem, cost), code == 0 and out.endswith("cost %d\n" % cost)
         and "ground: " in err and "expanded " in err, out + err)
    validated(stem, domain, problem, out, cost)

domain, problem = files("spare-tire")
code, out, err = run("plan", domain, problem)
case("spare tire: AIMA's three actions", sorted(plan_lines(out)) ==
     ["(put-on spare axle)", "(remove flat axle)", "(remove spare trunk)"], out)
code, out, err = run("plan", domain, problem, "--algorithm", "ucs", "--heuristic", "blind")
case("spare tire, ucs: AIMA's plan in AIMA's order", plan_lines(out) ==
     ["(remove flat axle)", "(remove spare trunk)", "(put-on spare axle)"], out)
code, out, err = run("plan", domain, problem, "--steps")
lines = out.splitlines()
# The start's LM-cut is 3, its three landmarks found by hand in test-cli-plan-explain.py.
case("--steps: each expansion and its successors, then the plan",
     code == 0 and lines[0] == "expand 1 start g 0 h 3 f 3" and lines[1].startswith("  add (remove flat axle) g 1 ")
     and lines[-1] == "cost 3" and len(plan_lines(out)) == 3, out)

# The algorithms on gripper: a valid plan each, the optimal cost for ucs, astar, idastar.
domain, problem = files("gripper")
for algorithm, heuristic, optimal in (("bfs", "blind", False), ("ucs", "blind", True), ("astar", "hmax", True),
                                      ("greedy", "hff", False), ("wastar:3", "hadd", False),
                                      ("idastar", "lmcut", True), ("ehc", "hff", False)):
    code, out, err = run("plan", domain, problem, "--algorithm", algorithm, "--heuristic", heuristic)
    cost = int(out.splitlines()[-1].split()[1]) if out.startswith("(") else -1
    case("gripper, %s with %s: a plan%s" % (algorithm, heuristic, ", optimal" if optimal else ""),
         code == 0 and cost >= 11 and (cost == 11 or not optimal), out + err)
    if cost > 0:
        validated("gripper-" + algorithm.replace(":", "-"), domain, problem, out, cost)

UNSOLVABLE_DOMAIN = b"""(define (domain keys) (:requirements :strips)
  (:predicates (key) (door) (window) (wall))
  (:action open-door :precondition (key) :effect (and (door) (not (key))))
  (:action open-window :precondition (key) :effect (and (window) (not (key)))))
"""
keys = tmpfile("keys-domain.pddl", UNSOLVABLE_DOMAIN)
both = tmpfile("keys-both.pddl", b"(define (problem both) (:domain keys) (:init (key)) (:goal (and (door) (window))))")
code, out, err = run("plan", keys, both)
case("an unsolvable task (one key, two doors): no plan, exit 0", code == 0 and out == "no plan\n", out + err)
code, out, err = run("plan", keys, both, "--algorithm", "bfs", "--heuristic", "blind")
case("an unsolvable task, bfs: no plan", code == 0 and out == "no plan\n", out + err)
code, out, err = run("plan", keys, both, "--algorithm", "ehc", "--heuristic", "hff")
case("an unsolvable task, ehc: stuck (not a proof), exit 0", code == 0 and out == "stuck\n", out + err)
wall = tmpfile("keys-wall.pddl", b"(define (problem wall) (:domain keys) (:init (key)) (:goal (wall)))")
code, out, err = run("plan", keys, wall)
case("a goal not reachable even ignoring deletes: no plan at grounding", code == 0 and out == "no plan\n"
     and "ignoring deletes" in err and "expanded" not in err, out + err)



def doubling(layers, cost=0):
    """Layers l0 … lN: a fact a and a fact b each, both made from both of the layer before, so
    that h_add's sums double from layer to layer (2^64 - 1 at layer 64, past 2^64 at layer 40
    with costs of 2^32 - 1) while a plan makes each fact once: 2N - 1 actions."""
    effect = " (increase (total-cost) %d)" % cost if cost else ""
    domain = """(define (domain doubling) (:requirements :strips%s)
  (:predicates (a ?l) (b ?l) (next ?l ?m))%s
  (:action make-a :parameters (?l ?m) :precondition (and (a ?l) (b ?l) (next ?l ?m)) :effect (and (a ?m)%s))
  (:action make-b :parameters (?l ?m) :precondition (and (a ?l) (b ?l) (next ?l ?m)) :effect (and (b ?m)%s)))
""" % (" :action-costs" if cost else "", " (:functions (total-cost))" if cost else "", effect, effect)
    problem = "(define (problem p) (:domain doubling) (:objects %s) (:init (a l0) (b l0) %s%s) (:goal (a l%d))%s)" % (
        " ".join("l%d" % i for i in range(layers + 1)), " ".join("(next l%d l%d)" % (i, i + 1) for i in range(layers)),
        " (= (total-cost) 0)" if cost else "", layers, " (:metric minimize (total-cost))" if cost else "")
    stem = "doubling-%d-%d" % (layers, cost)
    return tmpfile(stem + "-domain.pddl", domain.encode()), tmpfile(stem + "-problem.pddl", problem.encode())


# Issue 91: a relaxation's sum too large for 64 bits saturates below the dead end: every
# heuristic finds the plan (hadd and hff said `no plan`, a false proof).
for layers, cost in ((64, 0), (40, 4294967295)):
    domain, problem = doubling(layers, cost)
    total = (2 * layers - 1) * (cost or 1)
    for heuristic in ("hadd", "hff", "hmax", "lmcut"):
        code, out, err = run("plan", domain, problem, "--heuristic", heuristic)
        case("%d doubling layers%s, %s: a plan of cost %d, not `no plan`"
             % (layers, " of cost 2^32 - 1" if cost else "", heuristic, total),
             code == 0 and out.endswith("\ncost %d\n" % total) and len(plan_lines(out)) == 2 * layers - 1, out + err)
    validated("doubling-%d" % layers, domain, problem, out, total)

domain, problem = files("gripper")
code, out, err = run("plan", domain, problem, "--heuristic", "blind", "--algorithm", "ucs", "--node-limit", "5")
case("--node-limit: stopped, exit 4", code == 4 and out == "stopped\n" and "node limit" in err, out + err)

# Issue 91: the clock is read inside a node's expansion. The start has 40,000 successors,
# each costing an LM-cut over 80,000 operators (minutes in all): --time-limit 1 stops in it.
many_domain = tmpfile("many-domain.pddl", b"""(define (domain many) (:requirements :strips)
  (:predicates (link ?x ?y) (done))
  (:action make :parameters (?x ?y) :effect (link ?x ?y))
  (:action use :parameters (?x ?y) :precondition (and (link ?x ?y) (link ?y ?x)) :effect (done)))
""")
many_problem = tmpfile("many-problem.pddl", ("(define (problem many) (:domain many) (:objects %s) (:init) (:goal (done)))"
                                             % " ".join("o%d" % i for i in range(200))).encode())
code, out, err = run("plan", many_domain, many_problem, "--time-limit", "1")
case("a node of 40,000 successors under --time-limit 1: stopped in it, exit 4",
     code == 4 and out == "stopped\n" and "time limit ran out after 0 generated nodes" in err, out + err)

objects = " ".join("o%d" % i for i in range(10))
big_domain = tmpfile("big-domain.pddl", b"""(define (domain big) (:requirements :strips :typing) (:types t)
  (:predicates (p ?x - t) (q ?a ?b ?c ?d ?e ?f ?g - t))
  (:action a :parameters (?a ?b ?c ?d ?e ?f ?g - t) :precondition (p ?a) :effect (q ?a ?b ?c ?d ?e ?f ?g)))
""")
big_problem = tmpfile("big-problem.pddl", ("(define (problem big) (:domain big) (:objects %s - t) (:init %s)"
                                           " (:goal (q o1 o1 o1 o1 o1 o1 o1)))"
                                           % (objects, " ".join("(p o%d)" % i for i in range(10)))).encode())
began = time.monotonic()
code, out, err = run("plan", big_domain, big_problem)
seconds = time.monotonic() - began
case("10^7 ground actions: refused at once with the count (%.2f s, C and French runs)" % seconds,
     code == 1 and "more than 5000000 ground operators" in err and "10000000" in err and seconds < 2, err)

# Issue 97: the limit is memory, said in bytes; --node-limit has no default.
domain, problem = files("gripper")
code, out, err = run("plan", domain, problem, "--heuristic", "blind", "--algorithm", "ucs", "--memory-limit", "64K")
case("--memory-limit 64K: stopped, exit 4, the limit in bytes",
     code == 4 and out == "stopped\n" and "65536" in err, out + err)
for size in ("512M", "2GiB", "1048576", "3gb"):
    code, out, err = run("plan", domain, problem, "--memory-limit", size)
    case("--memory-limit %s: gripper solved at cost 11" % size, code == 0 and out.endswith("cost 11\n"), out + err)

# Issue 97: LM-cut's supporter among equally dear preconditions follows the task's structure,
# not the order its file declares predicates and objects in. Fast Downward's astar(lmcut())
# expands 789 states on woodworking-opt08 p05 (its log, docs/planning-peers.md); with the
# supporter the last one settled (the facts' numbering), declaration orders gave 445 to 31,839.
WOOD = os.path.join(HERE, "ipc", "woodworking-opt08-strips")
with open(os.path.join(WOOD, "domain.pddl"), encoding="utf-8") as f:
    wood_domain = f.read()
with open(os.path.join(WOOD, "p05.pddl"), encoding="utf-8") as f:
    wood_problem = f.read()


def block_lines(text, start, end):
    """(before, the non-blank lines between START and the next END, after)."""
    a = text.index(start) + len(start)
    b = text.index(end, a)
    return text[:a], [line.strip() for line in text[a:b].split("\n") if line.strip()], text[b:]


# Predicates declared in reverse (the last line closes the block).
head, preds, tail = block_lines(wood_domain, "(:predicates", "(:functions")
preds = [p for line in preds for p in ("(" + x.strip().rstrip(")") + ")" for x in line.split("(") if x.strip())]
reversed_domain = head + "\n" + "\n".join(preds[::-1]) + ")\n" + tail
# Objects: the groups in reverse order, each group's names reversed.
head, groups, tail = block_lines(wood_problem, "(:objects", "(:init")
groups = [" ".join(g.split(" - ")[0].split()[::-1]) + " - " + g.split(" - ")[1] for g in groups if " - " in g]
permuted_problem = head + "\n" + "\n".join(groups[::-1]) + ")\n  " + tail
expansions = []
for name, dom_text, prob_text in (("as declared", wood_domain, wood_problem),
                                  ("predicates reversed", reversed_domain, wood_problem),
                                  ("objects permuted", wood_domain, permuted_problem),
                                  ("both", reversed_domain, permuted_problem)):
    d = tmpfile("wood-domain.pddl", dom_text.encode())
    p = tmpfile("wood-p05.pddl", prob_text.encode())
    code, out, err = run("plan", d, p, people=True)
    m = re.match(r"\D*(\d+)", err.splitlines()[-1]) if err.strip() else None   # the expanded count
    expansions.append(int(m.group(1)) if m else None)
    case("woodworking p05, %s: cost 270, at most 1.5 x Fast Downward's 789 expansions (%s)"
         % (name, expansions[-1]), code == 0 and out.endswith("cost 270\n") and m and expansions[-1] <= 1183,
         out[-200:] + err)
case("woodworking p05: the same expansions whatever the declaration order (%s)" % expansions,
     len(set(expansions)) == 1, str(expansions))

domain, problem = files("spare-tire")
error_case("an unknown algorithm: exit 2", ["plan", domain, problem, "--algorithm", "dfs"], 2, "--algorithm")
error_case("wastar's weight below 1: exit 2", ["plan", domain, problem, "--algorithm", "wastar:0.5"], 2, "wastar")
error_case("an unknown heuristic: exit 2", ["plan", domain, problem, "--heuristic", "manhattan"], 2, "--heuristic")
error_case("--check with --algorithm: exit 2",
           ["plan", domain, problem, "--check", os.path.join(HERE, "data", "spare-tire.plan"), "--algorithm", "ucs"],
           2, "--check")
error_case("a bad --node-limit: exit 2", ["plan", domain, problem, "--node-limit", "0"], 2, "--node-limit")
for size in ("0", "", "1.5G", "12Q", "-1", "1 G", "18446744073709551616", "17179869184T"):
    error_case("--memory-limit %r: exit 2" % size, ["plan", domain, problem, "--memory-limit", size], 2,
               "--memory-limit")
finish()
