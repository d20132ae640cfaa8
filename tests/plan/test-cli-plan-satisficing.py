#!/usr/bin/env python3
"""Contract of `quandary-cli plan DOMAIN PROBLEM --satisficing [--anytime]
[--time-limit S]` (issue 97, core/qd-strips-lazy.h): LAMA's first search,
then, with --anytime, weighted A* with w 5, 3, 2, 1 printing each cheaper
plan.

- Validity: on IPC tasks of a dozen domains (never a held-out one) the
  first plan passes --check and tests/plan/validate-reference.py (an
  independent validator) at the cost printed.
- Anytime on small IPC tasks whose optimal cost Fast Downward found
  (tests/plan/ipc/optimal-costs.tsv, never Quandary): the plans' costs
  strictly decrease, each plan (from its `; plan N` comment line to its
  `cost` line) passes --check, and the last costs Fast Downward's optimum,
  stderr saying it is optimal.  That proof does not rest on the heuristic
  (h_FF and the landmark count are not admissible): the weight-1 search
  prunes only states whose g reaches the best cost, so when it runs out of
  states no cheaper plan exists; what is tested is that this exhaustion
  happens and agrees with Fast Downward's optimum.
- No plan: a goal nothing reaches, and three facts never true together
  (reachable in the relaxation: the greedy search runs out of states).
- Limits: a large unsolvable task stopped by --time-limit (exit 4,
  `stopped`) and by Ctrl-C (exit 130); --anytime with a time limit that
  stops a later search still exits 0 with its plans.
- Usage errors (exit 2): --anytime without --satisficing; --satisficing with
  --algorithm, --heuristic, --node-limit, --steps, --graph, --explain, --check.
Usage: test-cli-plan-satisficing.py CLI SRCDIR WORKDIR
"""
import importlib.util
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

HERE = os.path.dirname(os.path.abspath(__file__))
IPC = os.path.join(HERE, "ipc")
spec = importlib.util.spec_from_file_location("fd_reference", os.path.join(IPC, "fd-reference.py"))
ref = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ref)
table = ref.read_table()

PLAN_HEAD = re.compile(r"^; plan (\d+): (greedy search|weighted A\*, w (\d+))$")


def task(d, t):
    return ref.domain_file(os.path.join(IPC, d), t), os.path.join(IPC, d, t)


def checked(name, domain, problem, text):
    """--check on a plan's text: (exit, its line)."""
    plan = tmpfile(name + ".plan", text.encode())
    code, out, err = run("plan", domain, problem, "--check", plan, people=True)
    return code, out.strip() + err


def plans(out):
    """The plans of an --anytime run: [(number, weight or 0, text, cost)]."""
    found, current = [], None
    for line in out.splitlines():
        m = PLAN_HEAD.match(line)
        if m:
            current = [int(m[1]), int(m[3] or 0), line + "\n"]
            continue
        if current is None:
            continue
        current[2] += line + "\n"
        if line.startswith("cost "):
            found.append((current[0], current[1], current[2], int(line.split()[1])))
            current = None
    return found


# The first plan: valid, at the cost printed, by --check and by the
# reference validator.
VALID = [
    ("blocks", "probBLOCKS-9-0.pddl"), ("depot", "p01.pddl"), ("driverlog", "p05.pddl"),
    ("elevators-opt08-strips", "p04.pddl"), ("gripper", "prob04.pddl"), ("logistics00", "probLOGISTICS-9-0.pddl"),
    ("miconic", "s8-0.pddl"), ("rovers", "p05.pddl"), ("satellite", "p04-pfile4.pddl"), ("storage", "p10.pddl"),
    ("tpp", "p05.pddl"), ("transport-opt08-strips", "p03.pddl"), ("zenotravel", "p08.pddl"),
    ("airport-adl", "p04-airport2-p1.pddl"), ("miconic-simpleadl", "s6-0.pddl"), ("pathways", "p04.pddl"),
    ("psr-small", "p06-s10-n1-l4-f50.pddl"), ("schedule", "probschedule-5-0.pddl"), ("trucks", "p03.pddl"),
    ("caldera-opt18-adl", "p04.pddl"), ("openstacks-opt08-adl", "p05.pddl"),
]
for d, t in VALID:
    domain, problem = task(d, t)
    held_out = table.get((d, t), {}).get("held_out", False)
    code, out, err = run("plan", domain, problem, "--satisficing", timeout=120)
    lines = out.splitlines()
    ok = code == 0 and lines and lines[-1].startswith("cost ") and not out.startswith(";")
    cost = int(lines[-1].split()[1]) if ok else -1
    check = checked("%s-%s" % (d, t), domain, problem, out) if ok else (1, "")
    reference = ref.check_text(domain, problem, out) if ok else None
    case("%s %s --satisficing: a plan of cost %d, through --check and the reference validator" % (d, t, cost),
         ok and not held_out and check[0] == 0 and check[1].startswith("OK: ") and check[1].endswith("cost %d" % cost)
         and reference == cost and re.search(r"^expanded \d+, evaluated \d+, generated \d+, dead ends \d+; "
                                             r"iterations 1; search \d+\.\d{3} s$", err, re.M),
         (out + err)[-1500:] + check[1] + str(reference))

# Anytime to the optimum (Fast Downward's, optimal-costs.tsv).
ANYTIME = [
    ("blocks", "probBLOCKS-5-0.pddl"), ("depot", "p01.pddl"), ("driverlog", "p01.pddl"), ("gripper", "prob01.pddl"),
    ("miconic", "s2-0.pddl"), ("rovers", "p01.pddl"), ("satellite", "p01-pfile1.pddl"), ("storage", "p06.pddl"),
    ("tpp", "p02.pddl"), ("transport-opt08-strips", "p01.pddl"), ("zenotravel", "p04.pddl"),
    ("elevators-opt08-strips", "p01.pddl"),
]
improved = 0
for d, t in ANYTIME:
    v = table[(d, t)]
    domain, problem = task(d, t)
    code, out, err = run("plan", domain, problem, "--satisficing", "--anytime", timeout=120)
    found = plans(out)
    costs = [p[3] for p in found]
    numbers_ok = [p[0] for p in found] == list(range(1, len(found) + 1)) and found and found[0][1] == 0
    decreasing = all(a > b for a, b in zip(costs, costs[1:]))
    checks = [checked("%s-%s-%d" % (d, t, p[0]), domain, problem, p[2]) for p in found]
    improved += len(found) > 1
    case("%s %s --anytime: costs %s strictly decreasing, each plan through --check, the last Fast Downward's "
         "optimum %d, said optimal" % (d, t, costs, v["cost"]),
         code == 0 and not v["held_out"] and numbers_ok and decreasing and costs and costs[-1] == v["cost"]
         and all(c[0] == 0 and c[1].endswith("cost %d" % p[3]) for c, p in zip(checks, found))
         and "no cheaper plan exists: the last plan is optimal" in err
         and len(re.findall(r"^plan of cost \d+ by ", err, re.M)) == len(found),
         (out + err)[-2000:] + str(checks))
case("the anytime searches improved the first plan on some of those tasks (%d)" % improved, improved >= 3)

# No plan.
never_domain = os.path.join(HERE, "data", "never-domain.pddl")
never_problem = os.path.join(HERE, "data", "never-problem.pddl")
code, out, err = run("plan", never_domain, never_problem, "--satisficing")
case("a goal nothing reaches: no plan (exit 0)", code == 0 and out == "no plan\n", out + err)

# Three facts, each action adding two and deleting the third: the
# relaxation reaches all three, the task never; 8 states, all searched.
three_domain = os.path.join(HERE, "data", "three-domain.pddl")
three_problem = os.path.join(HERE, "data", "three-problem.pddl")
code, out, err = run("plan", three_domain, three_problem, "--satisficing", "--anytime")
case("three facts never together: the greedy search runs out of states, no plan (exit 0)",
     code == 0 and out == "no plan\n" and "expanded 4, " in err, out + err)

# A large unsolvable task: 22 switches (12 million states with x, y or
# neither), the goal every switch on and two facts each action of which
# deletes the other.
big_domain = os.path.join(HERE, "data", "switches-domain.pddl")
big_problem = os.path.join(HERE, "data", "switches-problem.pddl")
code, out, err = run("plan", big_domain, big_problem, "--satisficing", "--time-limit", "0.5")
case("22 switches, x and y never together: --time-limit 0.5 stops the search (exit 4, stopped)",
     code == 4 and out == "stopped\n" and "time limit" in err, out + err)
code, out, err, seconds = interrupted(["plan", big_domain, big_problem, "--satisficing"])
case("the same stopped by Ctrl-C: exit 130 (%.2f s after the signal)" % seconds,
     code == 130 and out == "stopped\n", out + err)

# --anytime stopped by the time limit after its first plan: exit 0, its
# plans printed, not said optimal.
domain, problem = task("logistics00", "probLOGISTICS-9-0.pddl")
code, out, err = run("plan", domain, problem, "--satisficing", "--anytime", "--time-limit", "1.5", timeout=120)
found = plans(out)
case("logistics 9-0 --anytime --time-limit 1.5: exit 0 with its plans, the last not said optimal",
     code == 0 and found and "not proved optimal" in err and "stopped" not in out
     and checked("logistics-anytime", domain, problem, found[-1][2])[0] == 0, out + err)


# The search does not depend on the order the files declare things in: it
# works on a copy of the task numbered by names and the translator's
# variables (qd_strips_canonical_by) and lists a state's successors by
# their preconditions (qd_strips_op_order).
# Each task again with its predicates, its actions, its objects (groups and
# names within a group) and its initial facts listed in reverse: the same
# plan, the same number of states expanded.  Before, declaration orders
# alone took parcprinter-08 p26 from 61 expansions to more than two
# million (docs/planning-peers.md).
def items(text, start):
    """(before, the top-level parenthesised items after START up to the block's end, after)."""
    a = text.index(start) + len(start)
    found, depth, begin, k = [], 0, None, a
    while True:
        c = text[k]
        if c == ";":
            k = text.index("\n", k)
            continue
        if c == "(":
            if depth == 0:
                begin = k
            depth += 1
        elif c == ")":
            if depth == 0:
                return text[:a], found, text[k:]
            depth -= 1
            if depth == 0:
                found.append(text[begin:k + 1])
        k += 1


def reversed_block(text, start):
    head, found, tail = items(text, start)
    return head + "\n  " + "\n  ".join(found[::-1]) + "\n" + tail


def reversed_actions(text):
    first = text.index("(:action")
    end = text.rindex(")")
    found = items("(x " + text[first:end] + ")", "(x ")[1]
    return text[:first] + "\n".join(found[::-1]) + "\n)\n"


def reversed_objects(text):
    a = text.index("(:objects") + len("(:objects")
    b = text.index(")", a)
    tokens, groups, names = text[a:b].split(), [], []
    k = 0
    while k < len(tokens):
        if tokens[k] == "-":
            groups.append(" ".join(names[::-1]) + " - " + tokens[k + 1])
            names, k = [], k + 2
        else:
            names.append(tokens[k])
            k += 1
    if names:
        groups.append(" ".join(names[::-1]))
    return text[:a] + "\n  " + "\n  ".join(groups[::-1]) + "\n" + text[b:]


def expanded(err):
    m = re.search(r"^expanded (\d+),", err, re.M)
    return int(m.group(1)) if m else None


for d, t in [("depot", "p01.pddl"), ("logistics00", "probLOGISTICS-9-0.pddl"), ("rovers", "p05.pddl"),
             ("miconic-simpleadl", "s6-0.pddl")]:
    domain, problem = task(d, t)
    with open(domain, encoding="utf-8") as f:
        dom_text = f.read()
    with open(problem, encoding="utf-8") as f:
        prob_text = f.read()
    dom2 = reversed_actions(reversed_block(dom_text, "(:predicates"))
    prob2 = reversed_block(reversed_objects(prob_text), "(:init")
    d2 = tmpfile("%s-reversed-domain.pddl" % d, dom2.encode())
    p2 = tmpfile("%s-reversed-%s" % (d, t), prob2.encode())
    code1, out1, err1 = run("plan", domain, problem, "--satisficing", timeout=120)
    code2, out2, err2 = run("plan", d2, p2, "--satisficing", timeout=120)
    case("%s %s: declared in reverse, the same plan and the same states expanded (%s, %s)"
         % (d, t, expanded(err1), expanded(err2)),
         code1 == 0 and code2 == 0 and out1 == out2 and out1.splitlines()[-1].startswith("cost ")
         and expanded(err1) is not None and expanded(err1) == expanded(err2)
         and dom2 != dom_text and prob2 != prob_text,
         out1[-300:] + err1 + out2[-300:] + err2)

domain, problem = task("blocks", "probBLOCKS-4-0.pddl")
for args, needle in [
    (["--anytime"], "--anytime goes with --satisficing"),
    (["--satisficing", "--algorithm", "astar"], "--satisficing does not go with"),
    (["--satisficing", "--heuristic", "hff"], "--satisficing does not go with"),
    (["--satisficing", "--node-limit", "100"], "--satisficing does not go with"),
    (["--satisficing", "--steps"], "--satisficing does not go with"),
    (["--satisficing", "--graph"], "--satisficing does not go with"),
    (["--satisficing", "--explain", "hff"], "--satisficing does not go with"),
    (["--satisficing", "--check", os.path.join(HERE, "data", "blocks.plan")], "--check does not go with"),
]:
    error_case("%s: a usage error (exit 2)" % " ".join(args), ["plan", domain, problem, *args], 2, needle)

finish()
