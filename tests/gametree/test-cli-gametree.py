#!/usr/bin/env python3
"""CLI contract tests of `quandary-cli gametree` (TAP output).

Each case runs the CLI and compares stdout with a golden file written by hand
from a worked example (golden/ beside this script), or checks the exit status
and the error message for bad input.  Usage: test-cli-gametree.py CLI SRCDIR WORKDIR
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

g = lambda f: os.path.join(golden, f)

# --- gametree: worked examples (AIMA fig. 5.2/5.5 and trees checked on paper)
golden_case("gametree aima alphabeta", ["gametree", g("aima.tree")], "aima-alphabeta.out")
golden_case("gametree aima alphabeta explicit", ["gametree", "--algorithm", "alphabeta", g("aima.tree")],
            "aima-alphabeta.out")
golden_case("gametree aima minimax", ["gametree", "--algorithm=minimax", g("aima.tree")], "aima-minimax.out")
golden_case("gametree deeper CRLF no final newline", ["gametree", g("deeper.tree")], "deeper-alphabeta.out")
golden_case("gametree uneven depths with labels", ["gametree", g("uneven.tree")], "uneven-alphabeta.out")

# --- chance nodes (expectiminimax): trees worked by hand in their comments
golden_case("gametree chance nodes 0.9/0.1 (default expectiminimax)", ["gametree", g("chance-order.tree")],
            "chance-order.out")
golden_case("gametree chance levels MAX CHANCE MIN CHANCE MAX", ["gametree", "--algorithm", "expectiminimax",
                                                                 g("chance-levels.tree")], "chance-levels.out")
golden_case("gametree expectiminimax on a tree without chance nodes is minimax",
            ["gametree", "--algorithm", "expectiminimax", g("aima.tree")], "aima-minimax.out")
error_case("gametree minimax refuses chance nodes", ["gametree", "--algorithm", "minimax", g("chance-order.tree")], 1,
           "chance-order.tree: the tree has chance nodes (B first): minimax cannot search it, expectiminimax can")
error_case("gametree alphabeta refuses chance nodes", ["gametree", "-a", "alphabeta", g("chance-levels.tree")], 1,
           "alpha-beta cannot search it, expectiminimax can")
error_case("gametree chance probabilities not summing to 1",
           ["gametree", tmpfile("sum.tree", b"# x\n[?[0.5: 1,\n   0.4: 2], 3]\n")], 1,
           "sum.tree: line 2, column 3: the probabilities of this chance node sum to 0.9, not 1")
error_case("gametree chance probability out of range", ["gametree", tmpfile("p.tree", b"?[1.5: 1, -0.5: 2]")], 1,
           "p.tree: line 1, column 3: \u201c1.5\u201d is not a probability")
error_case("gametree probability on a MAX node's child", ["gametree", tmpfile("nc.tree", b"[1/2: 3, 1/2: 4]")], 1,
           "nc.tree: line 1, column 3: a probability is allowed only before an outcome of a chance node")
error_case("gametree chance outcome without probability", ["gametree", tmpfile("np.tree", b"?[3, 4]")], 1,
           "np.tree: line 1, column 4: expected ':' after the probability 3")
code, out, err = run("gametree", "--steps", g("chance-levels.tree"))
steps = [l for l in out.splitlines() if l.startswith("step ")]
# C (r.0.0) returns 3 to B with probability 1/3: B's sum is 1; then H returns
# 2 with probability 2/3: 1 + 4/3 = 2.3333.
case("gametree --steps on a chance tree", code == 0 and "step 2 enter r.0 v 0 alpha -inf beta inf" in steps
     and "update r.0 v 1 alpha -inf beta inf" in out and "update r.0 v 2.3333 alpha -inf beta inf" in out
     and steps[-1] == "step %d leave r v 3.6667 alpha -inf beta inf" % len(steps), out + err)
out_png = os.path.join(workdir, "chance.png")
code, _, err = run("gametree", "--png", out_png, g("chance-levels.tree"))
case("gametree --png of a chance tree", code == 0 and open(out_png, "rb").read(4) == b"\x89PNG", err)

# --- pictures
for fmt, magic in (("png", b"\x89PNG"), ("svg", b"<?xml"), ("pdf", b"%PDF")):
    out = os.path.join(workdir, "tree." + fmt)
    if os.path.exists(out):
        os.remove(out)
    code, _, err = run("gametree", "--" + fmt, out, g("aima.tree"))
    ok = code == 0 and os.path.exists(out) and open(out, "rb").read(5).startswith(magic)
    case("gametree --%s writes a %s file" % (fmt, fmt.upper()), ok, err)

# --- bad input: exit 1 with file, line and problem; usage errors: exit 2
error_case("gametree unclosed list", ["gametree", tmpfile("unclosed.tree", b"[1, [2, 3]\n")], 1,
           "unclosed.tree: line 2, column 1: the list opened at line 1 is not closed")
error_case("gametree bad token", ["gametree", tmpfile("bad.tree", b"# x\n[1, 2 ; 3]")], 1,
           "bad.tree: line 2, column 7: expected ',' or ']' but found ';'")
error_case("gametree empty file", ["gametree", tmpfile("empty.tree", b"")], 1, "empty.tree: line 1: the file holds no tree")
error_case("gametree binary file", ["gametree", tmpfile("binary.tree", b"\x89PNG\r\n\x1a\n\x00\x00")], 1,
           "binary.tree: this is not a text file")
error_case("gametree missing file", ["gametree", os.path.join(workdir, "nope.tree")], 1, "nope.tree")
error_case("gametree folder", ["gametree", workdir], 1, "is a folder")
error_case("gametree unknown algorithm", ["gametree", "--algorithm", "negamax", g("aima.tree")], 2, "unknown algorithm")
error_case("gametree no file", ["gametree"], 2, "a tree FILE is needed")
error_case("gametree unknown option", ["gametree", "--frobnicate", g("aima.tree")], 2, "frobnicate")
error_case("gametree picture into missing folder", ["gametree", "--png", "/nonexistent/dir/x.png", g("aima.tree")], 1,
           "x.png")
code, out, err = run("gametree", "--help")
case("gametree --help describes the options", code == 0 and "--algorithm" in out and "--png" in out, out + err)

# --- steps: the step list replays the search; the last step leaves the root
code, out, err = run("gametree", "--steps", g("aima.tree"))
lines = out.splitlines()
steps = [l for l in lines if l.startswith("step ")]
case("gametree --steps", code == 0 and steps[0] == "step 1 enter r v -inf alpha -inf beta inf"
     and steps[-1] == "step %d leave r v 3 alpha 3 beta inf" % len(steps)
     and "cutoff r.1 v 2 alpha 3 beta inf" in out, out)

# An output over its own input is refused before any work (issue 34).
over_input_cases("gametree --svg", g("aima.tree"), lambda i, o: ["gametree", i, "--svg", o])

# --- reports and animations (issue 32)
aima = g("aima.tree")
report_case("gametree --report", ["gametree", aima], "aima.tree", os.path.join(workdir, "gametree.pdf"))
report_case("gametree --report, minimax with its steps", ["gametree", "--algorithm", "minimax", "--steps", aima],
            "aima.tree", os.path.join(workdir, "gametree-minimax.pdf"))
bundle_case("gametree --report-bundle", ["gametree", aima], os.path.join(workdir, "gametree-bundle"))
for algorithm in ("alphabeta", "minimax"):
    code, out, err = run("gametree", "--steps", "--algorithm", algorithm, aima)
    n_steps = sum(1 for l in out.splitlines() if l.startswith("step "))
    gif_case("gametree --gif, %s: a frame per line of --steps and the start" % algorithm,
             ["gametree", "--algorithm", algorithm, aima], os.path.join(workdir, "gametree-%s.gif" % algorithm),
             frames=n_steps + 1)
report_case("gametree --report of a chance tree", ["gametree", g("chance-levels.tree")], "chance-levels.tree",
            os.path.join(workdir, "gametree-chance.pdf"))
code, out, err = run("gametree", "--steps", g("chance-levels.tree"))
gif_case("gametree --gif of a chance tree: a frame per line of --steps and the start",
         ["gametree", g("chance-levels.tree")], os.path.join(workdir, "gametree-chance.gif"),
         frames=sum(1 for l in out.splitlines() if l.startswith("step ")) + 1)
error_case("gametree --gif-size too small", ["gametree", aima, "--gif", os.path.join(workdir, "x.gif"),
                                             "--gif-size", "10x10"], 2, "--gif-size")
error_case("gametree --gif-delay out of range", ["gametree", aima, "--gif", os.path.join(workdir, "x.gif"),
                                                 "--gif-delay", "5"], 2, "--gif-delay")
over_input_cases("gametree --report", aima, lambda i, o: ["gametree", i, "--report", o])
over_input_cases("gametree --gif", aima, lambda i, o: ["gametree", i, "--gif", o])


# --- --check (docs/contracts.md): the node tables worked by hand (golden/).
for tree, algorithm, out in (("aima.tree", "alphabeta", "aima-alphabeta.out"), ("aima.tree", "minimax", "aima-minimax.out"),
                             ("deeper.tree", "alphabeta", "deeper-alphabeta.out"),
                             ("uneven.tree", "alphabeta", "uneven-alphabeta.out"),
                             ("chance-levels.tree", "expectiminimax", "chance-levels.out")):
    with open(g(out), encoding="utf-8") as f:
        right = f.read()
    check_cases("gametree --check %s %s" % (tree, algorithm), ["gametree", g(tree), "--algorithm", algorithm], right,
                os.path.join(workdir, "check-%s-%s" % (tree, algorithm)))

# The explanations, worked out by hand on AIMA's tree: r.2 (MIN, alpha 3 from
# the root) gets 14 then 5 (beta 14, then 5), then 2 <= alpha = 3 cuts off
# with beta left at 5; r.1 cuts off after its first leaf, 2 <= 3, so r.1.1 is
# never visited.
with open(g("aima-alphabeta.out"), encoding="utf-8") as f:
    aima_lines = f.read().split("\n")
answer = tmpfile("check-r2.txt", ("\n".join(aima_lines[:12] + ["r.2 min 2 3 2 visited"] + aima_lines[13:])).encode())
code, out, err = check_run("gametree", g("aima.tree"), "--check", answer)
want = answer + """: wrong at line 13
expected: r.2 min 2 3 5 visited
given:    r.2 min 2 3 2 visited
  r.2 is MIN: v starts at inf, with α = 3 and β = inf from its parent; each child's value lowers v to the smaller of the two, and β with it.
  Its children in order: r.2.0 returns 14: v = 14, β = 14; r.2.1 returns 5: v = 5, β = 5; r.2.2 returns 2: v = 2 (a cut-off).
  Alpha-beta prunes the rest of node r.2 here, because its value 2 is at most α = 3: MAX above never lets the game come here.
  A cut-off returns at once and leaves α and β as they were before it.
  So its line has the value 2, α = 3 and β = 5.
"""
case("gametree --check explains a beta left as it was by a cut-off", code == 1 and out == want,
     "exit %d\n%s%s" % (code, out, err))
answer = tmpfile("check-pruned.txt", ("\n".join(aima_lines[:10] + ["r.1.1 leaf 4 3 inf visited"])).encode())
code, out, err = check_run("gametree", g("aima.tree"), "--check", answer)
want = answer + """: wrong at line 11
expected: r.1.1 leaf - - - pruned
given:    r.1.1 leaf 4 3 inf visited
  r.1.0 returns 2 to its parent r.1.
  Alpha-beta prunes the rest of node r.1 here, because its value 2 is at most α = 3: MAX above never lets the game come here.
  So r.1.1 is never visited: its value, α and β are “-” and it is pruned.
"""
case("gametree --check explains a pruned leaf", code == 1 and out == want, "exit %d\n%s%s" % (code, out, err))
answer = tmpfile("check-leaves.txt", ("\n".join(aima_lines[:2] + ["leaves 9"] + aima_lines[3:])).encode())
code, out, err = check_run("gametree", g("aima.tree"), "--check", answer)
case("gametree --check explains the leaves count",
     code == 1 and "wrong at line 3" in out and
     "  Alpha-beta evaluates 7 of the tree's 9 leaves: the cut-offs prune 2 (r.1.1, r.1.2).\n" in out, out + err)
answer = tmpfile("check-best.txt", ("\n".join(aima_lines[:1] + ["best 2"] + aima_lines[2:])).encode())
code, out, err = check_run("gametree", g("aima.tree"), "--algorithm", "minimax", "--check", answer)
case("gametree --check explains best (minimax: the table's first difference is on line 2)",
     code == 1 and "wrong at line 2" in out and "the children are worth r.0 3, r.1 2, r.2 2, so best is 0." in out,
     out + err)
error_case("gametree --check with --steps is a usage error", ["gametree", aima, "--steps", "--check", answer], 2,
           "--steps")
error_case("gametree --check with --png is a usage error",
           ["gametree", aima, "--png", os.path.join(workdir, "x.png"), "--check", answer], 2, "--check")
error_case("gametree --check-csv alone is a usage error", ["gametree", aima, "--check-csv", "x.csv"], 2, "--check-csv")
error_case("gametree --check without a file is a usage error", ["gametree", aima, "--check"], 2, "--check")

# --check on a chance tree (expectiminimax): numbers are compared to 4
# decimals; B = 1/3 * C + 2/3 * H = 1/3 * 3 + 2/3 * 2 (worked in the tree's
# comments).
with open(g("chance-levels.out"), encoding="utf-8") as f:
    chance_lines = f.read().split("\n")
answer = tmpfile("check-chance-digits.txt", ("\n".join(chance_lines[:4] + ["r.0 chance 2.33333333 -inf inf visited"]
                                                       + chance_lines[5:])).encode())
code, out, err = check_run("gametree", g("chance-levels.tree"), "--check", answer)
case("gametree --check on a chance tree takes 2.33333333 for 2.3333", code == 0 and out == answer + ": correct\n",
     out + err)
answer = tmpfile("check-chance.txt", ("\n".join(chance_lines[:4] + ["r.0 chance 2.5 -inf inf visited"]
                                               + chance_lines[5:])).encode())
code, out, err = check_run("gametree", g("chance-levels.tree"), "--check", answer)
want = answer + """: wrong at line 5
expected: r.0 chance 2.3333 -inf inf visited
given:    r.0 chance 2.5 -inf inf visited
  B (r.0) is a chance node: its value is the sum of each outcome's value times its probability, 1/3 × 3 + 2/3 × 2 = 2.3333.
  Expectiminimax uses no bounds: α = -inf and β = inf at every node.
"""
case("gametree --check explains a chance node's value", code == 1 and out == want, "exit %d\n%s%s" % (code, out, err))
answer = tmpfile("check-chance-kind.txt", ("\n".join(chance_lines[:16] + ["r.0.1 max 7 -inf inf visited"]
                                                    + chance_lines[17:])).encode())
code, out, err = check_run("gametree", g("chance-levels.tree"), "--check", answer)
case("gametree --check explains the players below chance nodes", code == 1 and "wrong at line 17" in out and
     "r.0.1 is a MIN node: the players alternate from the MAX root, and chance nodes between them do not count." in out,
     out + err)

# --- --palette default|print (issue 35)
palette_cases("gametree", ["gametree", os.path.join(examples, "gametree", "aima-figure-5-2.tree")], "gametree")
report_palette_cases("gametree", ["gametree", os.path.join(examples, "gametree", "aima-figure-5-2.tree")], "gametree")

# Issue 74: a tie at the 5th decimal is rounded half away from zero whatever
# its float noise.  Worked by hand: 1/3 * -15.42375 + 2/3 * 0 = -5.14125
# exactly (-5.141249999999999 in binary), printed -5.1413; the leaf
# -15.42375 is -15.4238.  An answer that writes the exact values is correct.
tie = tmpfile("tie.tree", b"A:?[1/3: -15.42375, 2/3: 0]\n")
tie_lines = "value -5.1413\nbest 0\nleaves 2\nr chance -5.1413 -inf inf visited\n" \
    "r.0 leaf -15.4238 -inf inf visited\nr.1 leaf 0 -inf inf visited\n"
code, out, err = run("gametree", tie)
case("expectiminimax: the tie -5.14125 is printed -5.1413 (half away from zero)", code == 0 and out == tie_lines,
     out + err)
exact = tmpfile("tie-answer.txt", tie_lines.replace("-5.1413", "-5.14125").replace("-15.4238", "-15.42375").encode())
code, out, err = run("gametree", tie, "--check", exact, people=True)
case("--check: the exact value -5.14125 is correct", code == 0 and out.endswith("tie-answer.txt: correct\n"), out + err)
# Issue 91: the other rounding of the exact tie, -5.1412, is correct too
# (and -15.4237 for the leaf's -15.42375), on the lines of those values;
# one unit further either way is wrong.
other = tmpfile("tie-other.txt", tie_lines.replace("-5.1413", "-5.1412").replace("-15.4238", "-15.4237").encode())
code, out, err = run("gametree", tie, "--check", other, people=True)
case("--check: -5.1412, the other rounding of the tie -5.14125, is correct",
     code == 0 and out.endswith("tie-other.txt: correct\n"), out + err)
for written in ("-5.1411", "-5.1414", "-5.14124"):
    wrong = tmpfile("tie-wrong.txt", tie_lines.replace("-5.1413", written).encode())
    code, out, err = run("gametree", tie, "--check", wrong, people=True)
    case("--check: %s is wrong at line 1 (no rounding of -5.14125)" % written,
         code == 1 and "wrong at line 1" in out, out + err)
# The other rounding only where the value is a tie: -5.1412 for 5.1413 of a
# value that is no tie (5.14125 + 0.00001) is wrong.
near = tmpfile("near.tree", b"A:?[1/3: -15.42378, 2/3: 0]\n")
code, out, err = run("gametree", near)
near_wrong = tmpfile("near-wrong.txt", out.replace("-5.1413", "-5.1412").encode())
code, out, err = run("gametree", near, "--check", near_wrong, people=True)
case("--check: -5.1412 for -5.14126 (no tie) is wrong at line 1", code == 1 and "wrong at line 1" in out, out + err)
for leaf, shown in ((b"0.3: 17.1375, 0.7: 0", "5.1413"), (b"0.5: 0.0001, 0.5: 0", "0.0001"),
                    (b"0.5: -0.0001, 0.5: 0", "-0.0001"), (b"0.5: 19.9999, 0.5: 0", "10")):
    path = tmpfile("tie-more.tree", b"A:?[" + leaf + b"]\n")
    code, out, err = run("gametree", path)
    case("expectiminimax: %s is printed %s" % (leaf.decode(), shown),
         code == 0 and out.startswith("value %s\n" % shown), out + err)

finish()
