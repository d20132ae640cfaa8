#!/usr/bin/env python3
"""Contract of `quandary-cli plan DOMAIN PROBLEM --check PLAN` (issue 78,
docs/contracts.md): each bundled example's hand-written plan (data/) is OK
with its length and cost, each wrong plan names its line, the action and the
fact that fails; bad files exit 1 naming FILE:LINE:COLUMN, refused
requirements name themselves; usage errors exit 2.
Usage: test-cli-plan.py CLI SRCDIR WORKDIR
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


# (stem, actions, cost) of each hand-written plan, and what its wrong plan says.
RIGHT = [
    ("spare-tire", 3, 3), ("air-cargo", 6, 24), ("blocks", 3, 3), ("have-cake", 2, 2),
    ("gripper", 11, 11), ("water-jugs", 6, 6), ("missionaries", 11, 11), ("vacuum", 3, 3),
]
WRONG = [
    ("spare-tire", ":3: (put-on spare axle): its precondition fails: (at flat axle) holds"),
    ("air-cargo", ":2: (load c1 p1 sfo): its precondition fails: (at p1 sfo) does not hold"),
    ("blocks", ":1: (move a table b): its precondition fails: (clear a) does not hold"),
    ("have-cake", ":1: (bake-cake): its precondition fails: (have-cake) holds"),
    ("gripper", ":3: (pick ball2 rooma left): its precondition fails: (free left) does not hold"),
    ("water-jugs", ":1: (pour-all jug3 jug4 n3 n0 n3 n4): its precondition fails: (contents jug3 n3) does not hold"),
    ("missionaries", ":2: (cross-right n3 n3 n1 n0 n2 n3): its precondition fails: "
                     "none of (or (= n2 n0) (= n2 n3) (= n2 n3)) holds"),
    ("vacuum", ": the goal does not hold after the plan: for ?s = b: (dirty b) holds"),
]

for stem, n, cost in RIGHT:
    domain, problem = files(stem)
    code, out, err = run("plan", domain, problem, "--check", os.path.join(DATA, stem + ".plan"), people=True)
    case("%s: the hand-written plan is OK" % stem,
         code == 0 and out == "OK: %d actions, cost %d\n" % (n, cost), out + err)

for stem, message in WRONG:
    domain, problem = files(stem)
    plan = os.path.join(DATA, stem + "-wrong.plan")
    code, out, err = run("plan", domain, problem, "--check", plan, people=True)
    case("%s: the wrong plan names its action and the fact" % stem,
         code == 1 and out == plan + message + "\n", out + err)

domain, problem = files("spare-tire")
bad_plan = tmpfile("unknown.plan", b"(remove flat axle)\n(jack-up car)\n")
code, out, err = run("plan", domain, problem, "--check", bad_plan, people=True)
case("an unknown action: exit 1, its line", code == 1 and out == bad_plan + ":2: (jack-up car): unknown action jack-up\n",
     out + err)
error_case("a plan with a list inside an action: exit 1, its line and column",
           ["plan", domain, problem, "--check", tmpfile("nested.plan", b"(remove (flat) axle)\n")], 1,
           "nested.plan:1:9: ")

durative = tmpfile("durative.pddl", b"(define (domain d)\n  (:requirements :strips :durative-actions))\n")
error_case(":durative-actions is refused naming the requirement and its line",
           ["plan", durative, problem, "--check", bad_plan], 1,
           "durative.pddl:2:26: the requirement :durative-actions is not supported")
unknown = tmpfile("unknown.pddl", b"(define (domain d)\n  (:predicates (p))\n  (:action a :precondition (q)))\n")
error_case("an unknown predicate: FILE:LINE:COLUMN", ["plan", unknown, problem, "--check", bad_plan], 1,
           "unknown.pddl:3:29: ")
binary = tmpfile("binary.pddl", b"(define\x00\x01\x02")
error_case("a binary file: not PDDL text", ["plan", binary, problem, "--check", bad_plan], 1, "binary.pddl:1:8: ")

# Issue 91: a token's column is counted from the last token's, not from the
# line's start: 200,000 objects (or plan actions) on one line read in well
# under a second (they took minutes), and an error at the line's end names
# its column in characters (the objects' names hold a two-byte é).
ONE = b"(define (domain one) (:requirements :strips) (:predicates (p ?x)) (:action set :parameters (?x) :effect (p ?x)))"
one = tmpfile("one-domain.pddl", ONE)
head = "(define (problem long) (:domain one) (:objects %s) (:init " % " ".join("o\u00e9%d" % i for i in range(200000))
long_line = tmpfile("long-problem.pddl", (head + "(q o\u00e91)) (:goal (p o\u00e90)))").encode())
code, out, err = run("plan", one, long_line, "--check", bad_plan, timeout=30)
case("200,000 objects on one line, an unknown predicate at its end: line 1, column %d" % (len(head) + 2),
     code == 1 and "%s:1:%d: unknown predicate q" % (long_line, len(head) + 2) in err, err[-300:])
long_ok = tmpfile("long-ok.pddl", (head + ") (:goal (p o\u00e90)))").encode())
actions = "".join("(set o\u00e9%d) " % i for i in range(200000))
long_plan = tmpfile("long.plan", (actions + "(set (o\u00e91))").encode())
code, out, err = run("plan", one, long_ok, "--check", long_plan, timeout=30)
case("a plan of 200,001 actions on one line, a list in the last: line 1, column %d" % (len(actions) + 6),
     code == 1 and "%s:1:%d: an action's arguments" % (long_plan, len(actions) + 6) in err, err[-300:])

# Issue 92: `plan --check` reads the plan `plan` prints, its `cost C` line
# included, and checks C; a wrong C names its line.
for stem, n, cost in RIGHT:
    domain, problem = files(stem)
    code, printed, err = run("plan", domain, problem)
    saved = tmpfile(stem + "-found.plan", printed.encode())
    code2, out, err2 = run("plan", domain, problem, "--check", saved, people=True)
    case("%s: plan's output fed to plan --check is OK" % stem,
         code == 0 and printed.endswith("cost %d\n" % cost) and code2 == 0
         and out == "OK: %d actions, cost %d\n" % (printed.count("\n") - 1, cost), printed + out + err2)
    if stem == "air-cargo":
        lines = printed.count("\n")
        wrong = tmpfile("wrong-cost.plan", printed.replace("cost 24", "cost 23").encode())
        code, out, err = run("plan", domain, problem, "--check", wrong, people=True)
        case("a wrong cost line: exit 1, its line and both costs",
             code == 1 and out == "%s:%d: cost 23: the plan's actions cost 24, not 23\n" % (wrong, lines), out + err)
        error_case("a cost that is not a number: its line and column",
                   ["plan", domain, problem, "--check", tmpfile("cost-x.plan", printed.replace("cost 24", "cost x").encode())],
                   1, "cost-x.plan:%d:6: the plan's cost is a whole number" % lines)

# Issue 92: an unclosed "(" is reported where it is, not at "(define": the
# first one the indentation shows unclosed (a ")" meant for an outer list
# closed it), else the innermost one open at the end.
blocks_domain, blocks_problem = files("blocks")
HEAD = "; Four blocks.\n; d on a.\n(define (problem four)\n  (:domain blocks-world)\n  (:objects a b c d)\n"
INIT = "(block a) (block b) (block c) (block d) (clear b) (clear c) (clear d))\n  (:goal (and (on a b) (on b c))))\n"
for label, text, where in [
        ("at the end of its line", HEAD + "  (:init (on a table) (on b table) (on c a) (on d a\n         " + INIT, "6:45"),
        ("alone on its line", HEAD + "  (:init (on a table) (on b table) (on c a)\n         (on d a\n         " + INIT,
         "7:10"),
        ("the last one", HEAD + "  (:init (on d a) " + INIT[:-2], "3:1")]:
    bad = tmpfile("unclosed.pddl", text.encode())
    error_case("a problem's unclosed “(” %s: reported at %s" % (label, where),
               ["plan", blocks_domain, bad], 1, "unclosed.pddl:%s: this “(” is never closed" % where)
with open(blocks_domain) as f:
    domain_text = f.read()
for label, old, new, where in [
        ("an action's", "(not (clear ?y))))", "(not (clear ?y)))", "10:3"),
        ("a precondition's (the action's)", "(not (= ?b ?x)) (not", "(not (= ?b ?x) (not", "10:3"),
        ("an atom's", "(block ?b) (block ?y)\n", "(block ?b) (block ?y\n", "12:68")]:
    assert old in domain_text, old
    bad = tmpfile("unclosed-domain.pddl", domain_text.replace(old, new, 1).encode())
    error_case("a domain's unclosed “(”, %s: reported at %s" % (label, where),
               ["plan", bad, blocks_problem], 1, "unclosed-domain.pddl:%s: this “(” is never closed" % where)

error_case("a missing PROBLEM: exit 2", ["plan", domain, "--check", bad_plan], 2, "PROBLEM")
error_case("a missing plan file: exit 1", ["plan", domain, problem, "--check", os.path.join(DATA, "none.plan")], 1,
           "none.plan")
finish()
