#!/usr/bin/env python3
"""CLI contract tests of `quandary-cli battleship` (TAP output).

Each case runs the CLI and compares stdout with a golden file written by hand
from a worked example (golden/ beside this script), or checks the exit status
and the error message for bad input.  Usage: test-cli-battleship.py CLI SRCDIR WORKDIR
"""
import os
import re
import shutil
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

# --- --check (docs/contracts.md) ---
# One solution: the course's solutions compared line by line.
for name in ["easy1", "hard2"]:
    with open(os.path.join(bsdata, "solution_%s.txt" % name), encoding="utf-8") as f:
        right = f.read()
    check_cases("battleship --check %s" % name, ["battleship", os.path.join(bsdata, "input_%s.txt" % name)],
                right if right.endswith("\n") else right + "\n", os.path.join(workdir, "check-%s" % name))
alt = os.path.join(bsdata, "alt_notation_bestmustard")
with open(os.path.join(alt, "solution_medium1.txt"), encoding="utf-8") as f:
    right = f.read()
check_cases("battleship --check alt notation medium1", ["battleship", os.path.join(alt, "input_medium1.txt")],
            right if right.endswith("\n") else right + "\n", os.path.join(workdir, "check-alt-medium1"))

# The explanation, by hand: easy1's row 3 is SWTWWT (count 3); the answer
# puts a submarine at B3, four ship cells.
with open(os.path.join(bsdata, "solution_easy1.txt"), encoding="utf-8") as f:
    rows = f.read().split()
answer = tmpfile("check-easy1-b3.txt", ("\n".join(rows[:2] + ["SSTWWT"] + rows[3:]) + "\n").encode())
code, out, err = check_run("battleship", os.path.join(bsdata, "input_easy1.txt"), "--check", answer)
want = answer + """: wrong at line 3
expected: SWTWWT
given:    SSTWWT
  B3 holds water (W) in the solution, a submarine (S) in the answer.
  The answer breaks a clue at line 3: Row 3 has 4 ship cells but its count is 3.
"""
case("battleship --check explains a wrong cell and the clue it breaks", code == 1 and out == want,
     "exit %d\n%s%s" % (code, out, err))

# Several solutions: every grid satisfying the clues is right.  The grids
# are enumerated here from the statement's rules alone (ships straight, not
# touching, even diagonally; the counts; the fleet), not by the solver.
MULTI = "403201\n213103\n321\n" + "000000\n" * 6


def enumerate_grids(rows, cols, fleet, n):
    lengths = sorted([l for l, k in enumerate(fleet, 1) for _ in range(k)], reverse=True)
    grids = set()

    def place(k, occupied, start):
        if k == len(lengths):
            if all(sum((r, c) in occupied for c in range(n)) == rows[r] for r in range(n)) and \
               all(sum((r, c) in occupied for r in range(n)) == cols[c] for c in range(n)):
                grids.add(frozenset(occupied.items()))
            return
        length = lengths[k]
        for r in range(n):
            for c in range(n):
                for dr, dc in ((0, 1), (1, 0)) if length > 1 else ((0, 1),):
                    cells = [(r + dr * i, c + dc * i) for i in range(length)]
                    if any(rr >= n or cc >= n for rr, cc in cells):
                        continue
                    if any((rr + a, cc + b) in occupied for rr, cc in cells for a in (-1, 0, 1) for b in (-1, 0, 1)):
                        continue
                    new = dict(occupied)
                    for i, cell in enumerate(cells):
                        if length == 1:
                            new[cell] = "S"
                        else:
                            new[cell] = ("L" if i == 0 else "R" if i == length - 1 else "M") if dc else \
                                        ("T" if i == 0 else "B" if i == length - 1 else "M")
                    if any(sum(1 for (rr, cc) in new if rr == x) > rows[x] for x in range(n)) or \
                       any(sum(1 for (rr, cc) in new if cc == x) > cols[x] for x in range(n)):
                        continue
                    place(k + 1, new, 0)
    place(0, {}, 0)
    out = []
    for g in grids:
        d = dict(g)
        out.append("".join("".join(d.get((r, c), "W") for c in range(n)) + "\n" for r in range(n)))
    return sorted(out)


multi = tmpfile("check-multi.txt", MULTI.encode())
solutions = enumerate_grids([4, 0, 3, 2, 0, 1], [2, 1, 3, 1, 0, 3], [3, 2, 1], 6)
folder = os.path.join(workdir, "check-multi")
if os.path.isdir(folder):
    shutil.rmtree(folder)
os.makedirs(folder)
expect = {}
for i, grid in enumerate(solutions):
    expect["right-%d.txt" % i] = (grid, None)
    expect["right-crlf-%d.txt" % i] = (grid.replace("\n", "\r\n"), None)
# Wrong grids, each broken clue worked out by hand (the line where reading
# from the top first shows it).
wrong = {
    "row-count.txt": ("WLMRWS\nWWWWWW\nTWTWWW\nBWBWWS\nWWWWWW\nWWWWWS\n", 3, "Row 3 has 2 ship cells but its count is 3."),
    "column-count.txt": ("WLMRWS\nWWWWWW\nTWTWWS\nBWBWWW\nWWWWWW\nWWWWSW\n", 6,
                         "Column E has 1 ship cell down to row 6 but its count is 0."),
    "column-over.txt": ("LMRWWS\nWWWWWW\nTWTWWS\nBWBWWW\nWWWWWW\nWWWWWS\n", 4,
                        "Column A has 3 ship cells down to row 4 but its count is 2."),
    "shape-below.txt": ("WLMRWS\nWWWWWW\nTWTWWS\nMWBWWW\nWWWWWW\nWWWWWS\n", 5,
                        "A4 holds a middle part (M), which needs a ship part below it, but A5 is water."),
    "shape-side.txt": ("WLMMWS\nWWWWWW\nTWTWWS\nBWBWWW\nWWWWWW\nWWWWWS\n", 1,
                       "D1 holds a middle part (M), which needs a ship part to the right of it, but E1 is water."),
    # The row above is checked first, now that its cell below is known.
    "sub-touch.txt": ("WLMRWS\nWWWWWW\nSWTWWS\nSWBWWW\nWWWWWW\nWWWWWS\n", 4,
                      "A3 holds a submarine (S), which has water below it, but A4 is a ship part: ships do not touch."),
    "diagonal.txt": ("WLMRWS\nWWWWWW\nSWTWWS\nWSWWWS\nWWWWWW\nWWWWWW\n", 4,
                     "The ship parts at A3 and B4 touch diagonally: ships do not touch."),
    "fleet.txt": ("LRWSWS\nWWWWWW\nSWSWWS\nWWWWWW\nWWWWWW\nWWWWWW\n", 3,
                  "The submarine at C3 makes 4 ships of length 1, but the fleet has 3."),
    "column-end.txt": ("WLMRWS\nWWWWWW\nTWTWWS\nBWBWWW\nWWWWWW\nWWWWWW\n", 6,
                       "Row 6 has 0 ship cells but its count is 1."),
    "letter.txt": ("WLMRWS\nWWWWWW\nTWTWWS\nBWBWWX\nWWWWWW\nWWWWWS\n", 4,
                   "“X” at F4 is not a cell of the solution's notation (W S L R T B M)."),
    "width.txt": ("WLMRWS\nWWWWW\nTWTWWS\nBWBWWW\nWWWWWW\nWWWWWS\n", 2, "Row 2 has 5 characters; the grid is 6 wide."),
    "short.txt": ("WLMRWS\nWWWWWW\nTWTWWS\n", 4, "The answer ends before row 4: the grid has 6 rows."),
    "long.txt": ("WLMRWS\nWWWWWW\nTWTWWS\nBWBWWW\nWWWWWW\nWWWWWS\nWWWWWW\n", 7,
                 "The grid has 6 rows; nothing comes after them."),
}
for f, (grid, line, why) in wrong.items():
    expect[f] = (grid, line)
for f, (grid, line) in expect.items():
    with open(os.path.join(folder, f), "w", encoding="utf-8", newline="") as out_file:
        out_file.write(grid)
code, out, err = check_run("battleship", multi, "--check", folder)
v = verdicts(out)
problems = []
for f, (grid, line) in expect.items():
    got = v.get(os.path.join(folder, f))
    if got is None or got[:2] != (("wrong", line) if line else ("correct", None)):
        problems.append("%s: %r" % (f, got))
    elif f in wrong and "  " + wrong[f][2] not in got[2]:
        problems.append("%s: explanation %r, want %r" % (f, got[2], wrong[f][2]))
case("battleship --check on a puzzle with %d solutions: each is correct, each broken clue at its line"
     % len(solutions), code == 1 and len(solutions) >= 3 and not problems, "\n".join(problems) + "\n" + out[-2000:])

# No solution: battle.py writes nothing, so the right answer is empty.
none = tmpfile("check-none.txt", b"640000\n222220\n321\n" + b"000000\n" * 6)
empty = tmpfile("check-none-empty.txt", b"")
code, out, err = check_run("battleship", none, "--check", empty, os.path.join(bsdata, "solution_easy1.txt"))
v = verdicts(out)
case("battleship --check: no solution, the empty answer is right and a grid wrong at line 1",
     code == 1 and v.get(empty, ("?",))[0] == "correct"
     and v.get(os.path.join(bsdata, "solution_easy1.txt"), ("?", None))[:2] == ("wrong", 1)
     and "  The puzzle has no solution: battle.py writes nothing." in out, out + err)
error_case("battleship --check with OUTPUT is a usage error",
           ["battleship", multi, os.path.join(workdir, "x.txt"), "--check", empty], 2, "--check")
error_case("battleship --check with --generate is a usage error", ["battleship", "--generate", "6", "--check", empty],
           2, "--generate")
error_case("battleship --check with --tree is a usage error",
           ["battleship", multi, "--tree", os.path.join(workdir, "t.txt"), "--check", empty], 2, "--check")
error_case("battleship --check-csv alone is a usage error", ["battleship", multi, "--check-csv", "x.csv"], 2,
           "--check-csv")

# --- --palette default|print (issue 35)
palette_cases("battleship", ["battleship", easy1], "battleship")
report_palette_cases("battleship", ["battleship", easy1], "battleship")

finish()
