#!/usr/bin/env python3
"""CLI tests of `quandary-cli search --andor` (docs/contracts.md "search
--andor"), TAP output.  The plans are worked by hand from AIMA's figure 4.9
in test-search-andor.c; here: the command's lines, runs, errors.
Usage: test-cli-search-andor.py CLI SRCDIR WORKDIR
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

data = os.path.join(srcdir, "data")
corridor = os.path.join(data, "slippery-corridor.andor")

code, out, err = run("search", "--andor", "vacuum-erratic")
case("erratic world from 1: the book's plan (figure 4.10)",
     code == 0 and out == "[Suck, if State = 5 then [Right, Suck] else []]\n", out + err)
code, out, err = run("search", "--andor", "vacuum-erratic", "--start", "7")
case("a goal state: the empty plan", code == 0 and out == "[]\n", out + err)
code, out, err = run("search", "--andor", "vacuum-slippery")
case("slippery world from 1: a cyclic plan with a label (section 4.3.3)",
     code == 0 and out == "[Suck, L1: Right, if State = 5 then L1 else [Suck]]\n", out + err)
code, out, err = run("search", "--andor", "vacuum-slippery", "--no-loops")
case("slippery world without loops: no plan, exit 3", code == 3 and out == "no plan\n", out + err)

for world in ("vacuum-erratic", "vacuum-slippery", corridor):
    for start in ("1", "2", "4", "5") if world != corridor else ("1,1",):
        code, out, err = run("search", "--andor", world, "--start", start, "--execute", "1000", "--seed", "3")
        lines = out.splitlines()
        ok = code == 0 and len(lines) == 2 and lines[1].startswith("runs 1000, reached a goal 1000, longest run ")
        case("%s from %s: 1,000 runs all reach a goal" % (os.path.basename(world), start), ok, out + err)

code, out, err = run("search", "--andor", corridor)
case("a slippery corridor: a loop at each cell",
     code == 0 and out == "[L1: E, if State = 1,1 then L1 else [L2: E, if State = 1,2 then L2 else "
     "[L3: E, if State = 1,3 then L3 else []]]]\n", out + err)
code, out, err = run("search", "--andor", "vacuum-erratic", "--steps", people=True)
lines = out.splitlines()
case("--steps: figure 4.11's calls, then the plan",
     code == 0 and lines[1] == "OR 1" and lines[2].startswith("  AND 1 Suck")
     and lines[-1] == "[Suck, if State = 5 then [Right, Suck] else []]", out + err)

bad = tmpfile("bad.andor", b"states: 1 2\nstart: 1\ngoals: 2\n1 go -> 3\n")
error_case("an unknown state: FILE: line 4", ["search", "--andor", bad], 1, "bad.andor: line 4: unknown state")
error_case("a missing file", ["search", "--andor", os.path.join(workdir, "none.andor")], 1, "none.andor")
error_case("--start names no state", ["search", "--andor", "vacuum-erratic", "--start", "9"], 1, "no state")
error_case("--execute 0", ["search", "--andor", "vacuum-erratic", "--execute", "0"], 2, "--execute")
error_case("--seed without --execute", ["search", "--andor", "vacuum-erratic", "--seed", "4"], 2, "--seed")
error_case("--node-limit 1 on the slippery world", ["search", "--andor", "vacuum-slippery", "--node-limit", "1"],
           4, "node limit")

# The worksheet kind: every exercise's answer is what the command prints
# for its file, a plan with a choice in it ("if"); easy ones without a loop.
import glob  # noqa: E402
for difficulty in ("easy", "medium", "hard"):
    folder = os.path.join(workdir, "worksheet-" + difficulty)
    code, out, err = run("worksheet", "andor", "--count", "6", "--seed", "9", "--difficulty", difficulty,
                         "--bundle", folder)
    same = 0
    files = sorted(glob.glob(os.path.join(folder, "*.andor")))
    for path in files:
        with open(path[:-len(".andor")] + ".answer", encoding="utf-8") as f:
            answer = f.read()
        c, o, e = run("search", "--andor", path)
        same += c == 0 and o == answer and "if State = " in answer and (difficulty != "easy" or "L1" not in answer)
    case("worksheet andor %s: 6 answers are what `search --andor FILE` prints" % difficulty,
         code == 0 and len(files) == 6 and same == 6, err)

# --check: any correct plan passes, whatever its text; a wrong one is
# explained at its first problem.  Each plan was run by hand on figure 4.9.
def check(world, answer, *extra):
    path = tmpfile("answer.txt", answer.encode("utf-8"))
    return run("search", "--andor", world, *extra, "--check", path, people=True)  # verdicts are for people

code, out, err = check("vacuum-erratic", "[Suck, if State = 5 then [Right, Suck] else []]\n")
case("--check: the book's plan is correct", code == 0 and out.endswith("answer.txt: correct\n"), out + err)
code, out, err = check("vacuum-erratic", "[ Suck ,\n   if State = 7 then [] else [Right,Suck] ]")
case("--check: another correct plan (the test turned round, blanks and lines anywhere)",
     code == 0 and out.endswith("answer.txt: correct\n"), out + err)
code, out, err = check("vacuum-erratic", "[Suck, Right, Suck]\n")
case("--check: Suck in clean state 8 may dirty it: outcome 6 is no goal",
     code == 1 and "wrong at line 1" in out and "After Suck in state 8, the outcome 6" in out, out + err)
code, out, err = check("vacuum-erratic", "[Suck, if State = 7 then []]\n")
case("--check: outcome 5 of Suck in 1 not covered by the if",
     code == 1 and "After Suck in state 1, the outcome 5 is not handled" in out, out + err)
code, out, err = check("vacuum-erratic", "[Left, Suck, Right]\n")
case("--check: Left in 1 stays at 1, Suck → {5, 7}, Right: 5 → 6, no goal",
     code == 1 and "After Right in state 5, the outcome 6 ends a list" in out, out + err)
code, out, err = check("vacuum-erratic", "\n[Suck,\n if State = 5 then [Right, Suck] else [\n")
case("--check: an unfinished plan: cannot be read, on the line of its last word",
     code == 1 and "wrong at line 3" in out and "cannot be read" in out, out + err)
code, out, err = check("vacuum-slippery", "[Suck, L1: Right, if State = 5 then L1 else [Suck]]\n")
case("--check: the slippery world's cyclic plan", code == 0, out + err)
code, out, err = check("vacuum-slippery", "[Suck, L1: Left, if State = 5 then L1 else [Suck]]\n")
case("--check: a loop that never gets out (Left from 5 stays at 5)",
     code == 1 and "In state 5 the plan goes back to L1 and loops forever" in out, out + err)
code, out, err = check("vacuum-slippery", "[Suck, L1: Right, if State = 5 then L2 else [Suck]]\n")
case("--check: a jump to a label not defined", code == 1 and "“L2” is neither an action" in out, out + err)
code, out, err = check("vacuum-slippery", "[Suck, if State = 5 then [Right, Suck] else []]\n")
case("--check: an acyclic plan where Right may slip: back at 5, Suck leaves it 5, no goal",
     code == 1 and "After Suck in state 5, the outcome 5 ends a list of the plan but is not a goal" in out, out + err)
code, out, err = check("vacuum-slippery", "no plan\n", "--no-loops")
case("--check: `no plan` where there is none", code == 0, out + err)
code, out, err = check("vacuum-erratic", "no plan\n")
case("--check: `no plan` where there is one", code == 1 and "There is a plan." in out, out + err)

# The bundled worlds (data/examples/search/*.andor): each plan worked by hand.
# erratic-vacuum: figure 4.9's rules as lines; from 1 the book's plan.
# slippery-maze (moves N, E, S, W may fail): no acyclic plan; with loops,
# from 1,1 East may stay (L1) or reach 1,2; East again to 1,3; South to 2,3
# (North there loops back only to 1,3, so the search goes on to South, which
# reaches the goal); South to 3,3; West to 3,2; West to the goal 3,1.
# ice-maze (a move may slide one cell further): 1,1 East → 1,2 or 1,3; from
# 1,2 East → 1,3 or the goal 1,4; from 1,3 East → the goal or past it to 1,5,
# whose West → 1,3 (back to the label) or the goal.
# river-no-plan: walking the bridge may end in the river, which only loops.
andor_examples = os.path.join(examples, "search")
for name, start, answer in (
        ("erratic-vacuum", None, "[Suck, if State = 5 then [Right, Suck] else []]"),
        ("erratic-vacuum", "4", "[Left, Suck]"),
        ("slippery-maze", None, "[L1: E, if State = 1,1 then L1 else [L2: E, if State = 1,2 then L2 else "
         "[L3: S, if State = 1,3 then L3 else [L4: S, if State = 2,3 then L4 else "
         "[L5: W, if State = 3,2 then [L6: W, if State = 3,1 then [] else L6] else L5]]]]]"),
        ("ice-maze", None, "[E, if State = 1,2 then [E, if State = 1,3 then [L1: E, if State = 1,4 then [] "
         "else [W, if State = 1,3 then L1 else []]] else []] else [L2: E, if State = 1,4 then [] "
         "else [W, if State = 1,3 then L2 else []]]]"),
        ("river-no-plan", None, "no plan")):
    path = os.path.join(andor_examples, name + ".andor")
    args = ["search", "--andor", path] + (["--start", start] if start else [])
    code, out, err = run(*args)
    case("example %s%s: %s" % (name, " from " + start if start else "", answer[:40]),
         code == (3 if answer == "no plan" else 0) and out == answer + "\n", out + err)
    if answer != "no plan":
        code, out, err = run(*(args + ["--execute", "1000", "--seed", "5"]))
        case("example %s: 1,000 runs all reach a goal" % name,
             code == 0 and "runs 1000, reached a goal 1000," in out, out + err)
code, out, err = run("search", "--andor", os.path.join(andor_examples, "slippery-maze.andor"), "--no-loops")
case("slippery-maze without loops: no plan (a move may always fail)", code == 3 and out == "no plan\n", out + err)

# --report and --gif.  The erratic world's search from 1 (figure 4.10,
# worked by hand): the tree nodes OR 1, AND 1 Suck, OR 5, AND 5 Suck, OR 1
# (on the path), AND 5 Right, OR 6, AND 6 Suck, OR 8, OR 7: ten nodes, each
# opened and closed, so 20 steps and a GIF of 21 frames (the start too).
code, out, err, facts = report_case("--report: the erratic world's plan, tree and steps",
                                    ["search", "--andor", "vacuum-erratic"], "vacuum-erratic",
                                    os.path.join(workdir, "andor.pdf"))
text = " ".join(facts["text"].split()) if facts else ""
case("--report holds the plan, the tree's caption and the steps",
     "[Suck, if State = 5 then [Right, Suck] else []]" in text and "The AND-OR tree" in text
     and "AND 1 Suck → {5, 7}" in text and "OR 1: on the path, fails" in text, text[-2000:])
gif_case("--gif: the tree step by step, 20 steps", ["search", "--andor", "vacuum-erratic"],
         os.path.join(workdir, "andor.gif"), frames=21)
gif_case("--gif: the slippery world's two searches", ["search", "--andor", "vacuum-slippery"],
         os.path.join(workdir, "slippery.gif"))
error_case("--check with --report", ["search", "--andor", "vacuum-erratic", "--check", corridor, "--report",
                                     os.path.join(workdir, "x.pdf")], 2, "--check")

# Issue 74: no recursion an answer can drive deep, every run bounded.
# 20,000 nested ifs, one per line: from state 1 each if tests State = 1 and
# goes on into its then-list; the innermost is the book's plan (figure 4.10),
# so the whole plan is correct.  The same with [Suck] inside: Suck in 1 may
# give 5, which ends the list and is no goal, on the line of that Suck.
deep = 20000
nested = "[if State = 1 then\n" * deep + "[Suck, if State = 5 then [Right, Suck] else []]\n" + " else []]\n" * deep
code, out, err = check("vacuum-erratic", nested)
case("--check: 20,000 nested ifs around the book's plan: correct (no recursion)",
     code == 0 and out.endswith("answer.txt: correct\n"), out[-500:] + err[-500:])
nested = "[if State = 1 then\n" * deep + "[Suck]\n" + " else []]\n" * deep
code, out, err = check("vacuum-erratic", nested)
case("--check: 20,000 nested ifs around [Suck]: wrong at line 20,001, outcome 5 is no goal",
     code == 1 and "wrong at line %d\n" % (deep + 1) in out
     and "After Suck in state 1, the outcome 5 ends a list of the plan but is not a goal." in out,
     out[-500:] + err[-500:])
# An else-if chain 20,000 long: 5 and 7 fall through the tests of State = 1
# to the last if (State = 5); 7 takes its else, a goal.
chain = "[Suck, " + "if State = 1 then [] else\n" * deep + "if State = 5 then [Right, Suck] else []]\n"
code, out, err = check("vacuum-erratic", chain)
case("--check: an else-if chain 20,000 long: correct", code == 0 and out.endswith("answer.txt: correct\n"),
     out[-500:] + err[-500:])
code, out, err = check("vacuum-erratic", "[" * deep + "]" * deep + "\n")
case("--check: 20,000 brackets: cannot be read (a list holds actions, not lists), no crash",
     code == 1 and "wrong at line 1" in out and "cannot be read" in out, out[-300:] + err[-300:])
# Past the limits: 2,000,001 actions; a loop of 500 actions round a ring of
# 9,999 states reaches every one of its 501 items in every state: 5,009,499
# pairs of a step and a state, past 4,000,000.
code, out, err = check("vacuum-erratic", "[" + "Left, " * 2000000 + "Left]\n")
case("--check: 2,000,001 actions: too large to check (2,000,000 items at most)",
     code != 0 and "2000000" in out + err and "correct" not in out, out[-300:] + err[-300:])
ring_states = 9999
ring = tmpfile("ring.andor", ("states: " + " ".join("s%d" % i for i in range(ring_states)) + " g\nstart: s0\ngoals: g\n"
                              + "".join("s%d n -> s%d\n" % (i, (i + 1) % ring_states) for i in range(ring_states))
                              + "s0 out -> g\n").encode())
# A world of its own file, checked: a right plan, a wrong one (the French
# twin's run of the shape: the big files below then run in C alone).
two = tmpfile("two.andor", b"states: 1 2\nstart: 1\ngoals: 2\n1 go -> 2\n")
code, out, err = check(two, "[go]\n")
case("--check on a world's file: its plan, correct", code == 0 and out.endswith("answer.txt: correct\n"), out + err)
code, out, err = check(two, "[go, go, go]\n")
case("--check on a world's file: a plan going on past the goal, wrong",
     code == 1 and "wrong at line 1" in out and "cannot be done there" in out, out + err)
# Under the limit, a loop of 389 moves round the ring (389 is prime to
# 9,999: every state comes round) leaves by `out` at s0: correct, each of
# its 3,909,610 pairs found able to reach the goal in one backward pass.
ring_out = tmpfile("ring-out.andor", open(ring, "rb").read().replace(b"start: s0", b"start: s1"))
code, out, err = check(ring_out, "[L1: " + "n, " * 389 + "if State = s0 then [out] else L1]\n")
case("--check: a loop through 3,909,610 pairs of a step and a state: correct",
     code == 0 and out.endswith("answer.txt: correct\n"), out[-300:] + err[-300:])
code, out, err = check(ring, "[L1: " + "n, " * 500 + "L1]\n")
case("--check: a loop reaching 5,009,499 pairs of a step and a state: too large to check (4,000,000)",
     code != 0 and "4000000" in out + err and "correct" not in out, out[-300:] + err[-300:])

# Moves too: in a world of 200 states where `all` may lead to any of them,
# 1,000 `all` in a row reach 200 pairs each, every pair with 200 moves to
# the next step's: past 16,000,000 moves at the 400th step.
dense = tmpfile("dense.andor", ("states: " + " ".join("t%d" % i for i in range(200)) + " g\nstart: t0\ngoals: g\n"
                                + "".join("t%d all -> %s\n" % (i, " ".join("t%d" % j for j in range(200)))
                                          for i in range(200))
                                + "t0 out -> g\n").encode())
code, out, err = check(dense, "[" + "all, " * 999 + "all]\n")
case("--check: 1,000 steps of 200 outcomes from 200 states: too many moves to check (16,000,000)",
     code != 0 and "16000000" in out + err and "correct" not in out, out[-300:] + err[-300:])

# A chain of 3,000 states, each action `go` leading on or to the goal: the
# plan nests 3,000 ifs deep (printed without recursion), and --check reads
# it back as correct.
n = 3000
chain_world = tmpfile("chain.andor", ("states: " + " ".join("c%d" % i for i in range(n)) + " g\nstart: c0\ngoals: g\n"
                                      + "".join("c%d go -> c%d g\n" % (i, i + 1) for i in range(n - 1))
                                      + "c%d go -> g\n" % (n - 1)).encode())
expected = "".join("[go, if State = c%d then " % (i + 1) for i in range(n - 1)) + "[go]" \
    + " else []]" * (n - 1)
code, out, err = run("search", "--andor", chain_world)
case("a plan nested 3,000 deep: printed whole", code == 0 and out == expected + "\n", out[:300] + err)
code, out, err = check(chain_world, expected + "\n")
case("a plan nested 3,000 deep: --check reads it back as correct", code == 0 and out.endswith("correct\n"),
     out[-300:] + err)

# The search itself keeps its path on a stack of its own: a chain of 9,999
# states planned, printed and checked under a 1 MB stack (the path is 9,999
# OR nodes deep; the plan is the chain's nested ifs, as above).
import resource  # noqa: E402
import subprocess  # noqa: E402
n = 9999
long_chain = tmpfile("long-chain.andor", ("states: " + " ".join("c%d" % i for i in range(n)) + " g\nstart: c0\ngoals: g\n"
                                          + "".join("c%d go -> c%d g\n" % (i, i + 1) for i in range(n - 1))
                                          + "c%d go -> g\n" % (n - 1)).encode())
long_plan = "".join("[go, if State = c%d then " % (i + 1) for i in range(n - 1)) + "[go]" + " else []]" * (n - 1)
long_answer = tmpfile("long-answer.txt", (long_plan + "\n").encode())


def small_stack():
    resource.setrlimit(resource.RLIMIT_STACK, (1 << 20, resource.getrlimit(resource.RLIMIT_STACK)[1]))


for args, want in ((["search", "--andor", long_chain], long_plan + "\n"),
                   (["search", "--andor", long_chain, "--check", long_answer], "long-answer.txt: correct\n")):
    p = subprocess.run([cli] + args, capture_output=True, env=C_ENV, preexec_fn=small_stack, timeout=120)
    out = p.stdout.decode("utf-8", "replace")
    case("a chain of 9,999 states under a 1 MB stack: %s" % ("the plan" if len(args) == 3 else "--check"),
         p.returncode == 0 and out.endswith(want), "exit %d %s" % (p.returncode, p.stderr.decode()[-300:]))

# An open 100 x 100 room on ice: --steps records at most 100,000 nodes of
# the tree (about 200,000 lines), lines deeper than 50 levels say their
# level; the search stops there, exit 4.
ice = tmpfile("ice-100.andor", ("slip: far\n" + "\n".join(
    "".join("S" if (r, c) == (0, 0) else "G" if (r, c) == (99, 99) else "." for c in range(100))
    for r in range(100)) + "\n").encode())
code, out, err = run("search", "--andor", ice, "--steps", people=True)
lines = out.splitlines()
case("--steps on an open 100 x 100 ice room: stops at 100,000 tree nodes, exit 4, says so",
     code == 4 and "more than 100000 nodes of its tree" in err and len(lines) <= 200003
     and max(len(l) for l in lines) < 400 and any(l.lstrip().startswith("[51] ") for l in lines),
     "exit %d, %d lines, %s" % (code, len(lines), err))
code, out, err = run("search", "--andor", ice, "--report", os.path.join(workdir, "ice.pdf"))
case("--report on the open ice room: stops at 100,000 tree nodes, exit 4",
     code == 4 and "more than 100000 nodes of its tree" in err, err)

# --execute: a whole number from 1 to 10,000,000; -1 is no longer ignored.
for bad in ("-1", "0", "1e3", "99999999999999999999", "10000001", "+5", " 5", "5x"):
    error_case("--execute %r: refused" % bad, ["search", "--andor", "vacuum-erratic", "--execute", bad], 2,
               "--execute takes a whole number from 1 to 10000000")
# A world whose plan loops: `try` in A gives the goal or one of 99 states,
# from which `back` returns to A: 2 actions a failed try, a run about 199
# actions long; 10,000,000 runs would take 2e9 actions: they stop at
# 100,000,000 in all.
lottery = tmpfile("lottery.andor", ("states: A " + " ".join("B%d" % i for i in range(99)) + " G\nstart: A\ngoals: G\n"
                                    + "A try -> " + " ".join("B%d" % i for i in range(99)) + " G\n"
                                    + "".join("B%d back -> A\n" % i for i in range(99))).encode())
code, out, err = run("search", "--andor", lottery, "--execute", "10000000")
runs = out.splitlines()[-1] if out else ""
done = int(runs.split(",")[0].split()[1]) if runs.startswith("runs ") else 0
case("--execute 10,000,000 on long runs: stops at 100,000,000 actions in all, exit 4",
     code == 4 and "--execute stopped after %d of 10000000 runs" % done in err and 0 < done < 10000000
     and "reached a goal %d," % done in runs, out[-300:] + err)

# A byte-order mark before a world (data/FORMATS.md: it is fine).
bom = tmpfile("bom.andor", b"\xef\xbb\xbfstates: 1 2\nstart: 1\ngoals: 2\n1 go -> 2\n")
code, out, err = run("search", "--andor", bom)
case("a world after a byte-order mark: read", code == 0 and out == "[go]\n", out + err)
code, out, err = check("vacuum-erratic", "\ufeff[Suck, if State = 5 then [Right, Suck] else []]\n")
case("--check: an answer after a byte-order mark: the book's plan, correct",
     code == 0 and out.endswith("answer.txt: correct\n"), out + err)

finish()
