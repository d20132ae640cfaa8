#!/usr/bin/env python3
"""CLI contract tests of `quandary-cli battleship` (TAP output).

Each case runs the CLI and compares stdout with a golden file written by hand
from a worked example (golden/ beside this script), or checks the exit status
and the error message for bad input.  Usage: test-cli-battleship.py CLI SRCDIR WORKDIR
"""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

# --- battleship (battleship developer) ---
bsdata = os.path.join(srcdir, "data")


def bs_lines(text):
    return [l.strip("\r") for l in text.splitlines() if l.strip("\r\n ") != ""]


for name in ["easy1", "medium2", "hard1", "hard2"]:
    code, out, err = run("battleship", os.path.join(bsdata, "input_%s.txt" % name))
    with open(os.path.join(bsdata, "solution_%s.txt" % name), encoding="utf-8") as f:
        want = bs_lines(f.read())
    case("battleship %s to stdout" % name, code == 0 and bs_lines(out) == want and out.endswith("\n")
         and "\r" not in out, "exit %d out %r err %r" % (code, out, err))
for name in ["7", "17"]:
    outpath = os.path.join(workdir, "bs_out_%s.txt" % name)
    if os.path.exists(outpath):
        os.remove(outpath)
    code, out, err = run("battleship", os.path.join(bsdata, "csc384_2022f_validation", "input_%s.txt" % name), outpath)
    with open(os.path.join(bsdata, "csc384_2022f_validation", "solution_%s.txt" % name), encoding="utf-8") as f:
        want = bs_lines(f.read())
    got = open(outpath, encoding="utf-8").read() if os.path.exists(outpath) else ""
    case("battleship validation %s to OUTPUT" % name, code == 0 and out == "" and bs_lines(got) == want,
         "exit %d out %r err %r file %r" % (code, out, err, got))
code, out, err = run("battleship", os.path.join(bsdata, "alt_notation_bestmustard", "input_hard2.txt"))
with open(os.path.join(bsdata, "alt_notation_bestmustard", "solution_hard2.txt"), encoding="utf-8") as f:
    want = bs_lines(f.read())
case("battleship alt notation answered in alt", code == 0 and bs_lines(out) == want, "out %r err %r" % (out, err))
nosol = tmpfile("bs_nosol.txt", b"1100\n1100\n01\n0000\n0000\n0000\n0000\n")
nosol_out = os.path.join(workdir, "bs_nosol_out.txt")
if os.path.exists(nosol_out):
    os.remove(nosol_out)
code, out, err = run("battleship", nosol, nosol_out)
case("battleship no solution: exit 3, nothing written", code == 3 and "no solution" in err and out == ""
     and not os.path.exists(nosol_out), "exit %d out %r err %r" % (code, out, err))
two = tmpfile("bs_two.txt", b"1010\n1010\n2\n0000\n0000\n0000\n0000\n")
code, out, err = run("battleship", two)
case("battleship two solutions: first written, count on stderr", code == 0 and len(bs_lines(out)) == 4
     and "2 solutions" in err, "exit %d out %r err %r" % (code, out, err))
error_case("battleship bad hint", ["battleship", tmpfile("bs_bad.txt", b"211222\n140212\n321\n000000\n00X000\n000000\n000000\n000000\n000000\n")],
           1, "line 5, column 3: 'X' is not a hint")
error_case("battleship short row", ["battleship", tmpfile("bs_short.txt", b"211222\n140212\n321\n000000\n00000\n000000\n000000\n000000\n000000\n")],
           1, "line 5: 5 hints for a 6x6 grid")
error_case("battleship counts", ["battleship", tmpfile("bs_counts.txt", b"211223\n140213\n321\n000000\n000000\n000000\n000000\n000000\n000000\n")],
           1, "the row counts add up to 11 but the fleet has 10 ship cells")
error_case("battleship missing file", ["battleship", os.path.join(workdir, "bs_nonexistent.txt")], 1, "bs_nonexistent.txt")
error_case("battleship usage", ["battleship"], 2, "INPUT")
code1, gen1, err1 = run("battleship", "--generate", "6", "--seed", "3")
code2, gen2, err2 = run("battleship", "--generate", "6", "--seed", "3")
genpath = tmpfile("bs_gen.txt", gen1.encode())
code3, sol, err3 = run("battleship", "--stats", genpath)
case("battleship --generate 6 --seed 3: same twice, solves uniquely",
     code1 == 0 and gen1 == gen2 and len(bs_lines(gen1)) == 9 and code3 == 0 and len(bs_lines(sol)) == 6
     and "solutions 1\n" in err3 and "not unique" not in err3,
     "gen %r / %r, solve exit %d out %r err %r" % (gen1, gen2, code3, sol, err3))

# A fleet of ten submarines is written so that it reads back (it was written
# `10` and read as one submarine: "the row counts add up to 10 but the fleet
# has 1 ship cells").
subs = os.path.join(workdir, "ten-subs.txt")
code1, _, err1 = run("battleship", "--generate", "10", "--fleet", "10", "--seed", "1", subs)
code2, sol, err2 = run("battleship", subs)
case("battleship --generate 10 --fleet 10 reads back and solves", code1 == 0 and code2 == 0
     and sol.count("S") == 10, "exit %d/%d: %s%s" % (code1, code2, err1, err2))

# --- --time-limit (docs/contracts.md): a 25x25 puzzle with 28 ships and no hint (the
# counts of `battleship --generate 25 --seed 1`) ran for minutes with no way to stop it.
# Now it stops at the limit: nothing written (or the first solution, if one was found),
# stderr says the time limit ran out, exit status 4.
NOHINT = (b"0 2 7 2 5 1 11 0 0 7 2 9 3 2 7 2 3 6 3 3 1 2 2 2 2\n"
          b"2 1 6 2 3 7 3 3 4 5 5 4 4 5 1 1 5 1 4 1 6 0 6 2 3\n7 6 5 4 3 2 1\n" + (b"0" * 25 + b"\n") * 25)
nohint = tmpfile("bs_nohint25.txt", NOHINT)
nohint_out = os.path.join(workdir, "bs_nohint25_out.txt")
if os.path.exists(nohint_out):
    os.remove(nohint_out)
code, out, err = run("battleship", nohint, nohint_out, "--time-limit", "1", timeout=240)
written = os.path.exists(nohint_out)
case("battleship 25x25 without hints stops at --time-limit (exit 4)",
     code == 4 and "time limit ran out" in err and out == ""
     and (written == ("the first is written" in err)), "exit %d out %r err %r" % (code, out, err))
code, out, err = run("battleship", two, "--time-limit", "60")
case("battleship --time-limit that does not run out changes nothing", code == 0 and len(bs_lines(out)) == 4
     and "2 solutions" in err, "exit %d out %r err %r" % (code, out, err))
for bad in ("-1", "nan", "inf"):
    error_case("battleship --time-limit %s refused" % bad, ["battleship", two, "--time-limit", bad], 2, "--time-limit")
error_case("battleship --time-limit with --generate", ["battleship", "--generate", "6", "--time-limit", "1"], 2,
           "--time-limit")

# --tree (data/FORMATS.md, "Search trees"): on the course's six puzzles and
# the first ten validation puzzles, every node but the root is one
# assignment of --stats (nodes = its nodes), every solution node one
# solution counted, failures childless.
tree_file = os.path.join(workdir, "battleship.tree")
tree_inputs = [os.path.join(srcdir, "data", "input_%s.txt" % n)
               for n in ("easy1", "easy2", "medium1", "medium2", "hard1", "hard2")]
tree_inputs += [os.path.join(srcdir, "data", "csc384_2022f_validation", "input_%d.txt" % i) for i in range(10)]
for path in tree_inputs:
    code, out, err = run("battleship", path, "--stats", "--tree", tree_file)
    what = "%s --tree" % os.path.relpath(path, srcdir)
    stats = dict(re.findall(r"^(solutions|nodes|assignments) (\d+)", err, re.M))
    with open(tree_file, encoding="utf-8") as f:
        nodes, dropped = tree_case(what, f.read())
    case(what + ": %d nodes = assignments + 1 = --stats nodes, %d solution nodes" %
         (len(nodes), count_status(nodes, "solution")),
         code == 0 and dropped == 0 and len(stats) == 3 and len(nodes) == int(stats["assignments"]) + 1 ==
         int(stats["nodes"]) and count_status(nodes, "solution") == int(stats["solutions"]), out[-200:] + err)
error_case("--tree with --generate", ["battleship", "--generate", "6", "--tree", tree_file], 2,
           "--tree is for solving")

# --- Reports and animations (issue 32) ---
# --report: the PDF of the run (two pages or more, an outline, the command,
# the puzzle's name, the first line printed), of a solving run and of a
# generation; --report-bundle: the folder.
easy1 = os.path.join(examples, "battleship", "easy1.txt")
report_case("battleship --report", ["battleship", easy1], "easy1.txt", os.path.join(workdir, "easy1-report.pdf"))
report_case("battleship --generate --report", ["battleship", "--generate", "6", "--seed", "3"], None,
            os.path.join(workdir, "generate-report.pdf"))
folder = os.path.join(workdir, "two-bundle")
bundle_case("battleship --report-bundle, two solutions, the solution to OUTPUT, the search tree",
            ["battleship", two, os.path.join(workdir, "two-out.txt"), "--tree", os.path.join(workdir, "two.tree")],
            folder)
md = open(os.path.join(folder, "report.md"), encoding="utf-8").read() if os.path.isdir(folder) else ""
case("battleship --report-bundle: both solutions drawn, the solution file, the statistics and --tree's search tree",
     all(s in md for s in ("The solution is not unique: 2 solutions", "figures/solution.svg",
                           "figures/solution-2.svg", "The solution as battle.py writes it", "## Statistics",
                           "## Search Tree", "| notation | course |")), md[:3000])
# No solution: exit 3 and nothing written, as battle.py; the report says so.
folder = os.path.join(workdir, "nosol-bundle")
code, out, err = run("battleship", nosol, "--report-bundle", folder)
md = open(os.path.join(folder, "report.md"), encoding="utf-8").read() if os.path.isdir(folder) else ""
case("battleship --report-bundle of a puzzle without solution: exit 3, the report says so (no search tree "
     "without --tree)", code == 3 and out == "" and "The puzzle has no solution." in md and "## Search Tree" not in md,
     "exit %d: %s\n%s" % (code, err, md[:2000]))
# --gif: a frame for the start and one for each step of the tab's replay: a
# cell decided by inference, or assigned by the search.  On the course's
# easy and medium puzzles inference decides every unknown cell before the
# search assigns each cell in turn: unknown cells + assignments (--stats).
for name in ("easy1", "easy2", "medium1", "medium2"):
    path = os.path.join(examples, "battleship", name + ".txt")
    with open(path, encoding="utf-8") as f:
        unknown = sum(row.count("0") for row in f.read().splitlines()[3:])
    code, out, err = run("battleship", path, "--stats")
    assignments = int(re.search(r"^assignments (\d+)$", err, re.M).group(1))
    gif_case("battleship --gif %s: %d unknown cells + %d assignments + 1 frames" % (name, unknown, assignments),
             ["battleship", path], os.path.join(workdir, name + ".gif"), frames=unknown + assignments + 1)
gif_case("battleship --gif of a search that backtracks", ["battleship", os.path.join(examples, "battleship", "hard2.txt")],
         os.path.join(workdir, "hard2.gif"))
gif = os.path.join(workdir, "bad.gif")
error_case("battleship --gif-size 10x10 is a usage error", ["battleship", easy1, "--gif", gif, "--gif-size", "10x10"],
           2, "--gif-size must be")
error_case("battleship --gif-delay 0x10 is a usage error", ["battleship", easy1, "--gif", gif, "--gif-delay", "0x10"],
           2, "--gif-delay")
error_case("battleship --gif with --generate is a usage error", ["battleship", "--generate", "6", "--gif", gif], 2,
           "--gif is for solving")
over_input_cases("battleship --report", easy1, lambda i, o: ["battleship", i, "--report", o])
over_input_cases("battleship --gif", easy1, lambda i, o: ["battleship", i, "--gif", o])
# A replay longer than an animation holds is said (exit 1), the solution
# as battle.py would write it.
long_gif = os.path.join(workdir, "long.gif")
code, out, err = run("battleship", nohint, "--time-limit", "1", "--gif", long_gif, timeout=240)
case("battleship --gif of more than 10,000 steps: refused with the count (exit 1)",
     code == 1 and re.search(r"the replay has \d+ steps; an animation holds at most 10000", err) is not None and
     not os.path.exists(long_gif), "exit %d: %s" % (code, err[-400:]))

# An output over its own input is refused before any work (issue 34).
over_input_cases("battleship INPUT OUTPUT", os.path.join(examples, "battleship", "easy1.txt"),
                 lambda i, o: ["battleship", i, o])
over_input_cases("battleship --tree", os.path.join(examples, "battleship", "easy1.txt"),
                 lambda i, o: ["battleship", i, "--tree", o])

finish()
