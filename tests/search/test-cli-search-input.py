#!/usr/bin/env python3
"""CLI tests of the search command's small input cases (issue 66, audit item
10), TAP: --trials and --step-limit refuse -1 as they refuse 0; an option of
`search FILE` given with --andor says it does not apply and points to
`search --andor WORLD --help`; LRTA* in a maze without a path walks no trial
(no move printed even with --steps, no report written), status 3 as
docs/contracts.md says; the top-level --help's line for search names the
algorithms of issue 66.
Usage: test-cli-search-input.py CLI SRCDIR WORKDIR
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

hand = os.path.join(srcdir, "data", "online-hand.maze")
for option, word in (("--trials", "--trials takes 1 to"), ("--step-limit", "--step-limit takes 1 to")):
    for value in ("-1", "0", "-7"):
        error_case("%s %s is refused" % (option, value), ["search", hand, "--online", "lrta", option, value], 2, word)
error_case("--trials -1 without --online", ["search", hand, "--trials", "-1"], 2, "go with --online")
code, out, err = run("search", hand, "--online", "lrta", "--trials", "1", "--step-limit", "1000")
case("--trials 1 --step-limit 1000 still run (the hand maze: optimal 5, LRTA* 11)",
     code == 0 and out == "optimal 5\ntrial 1 cost 11 moves 11 ratio 2.200\n", out + err)

# --andor has options of its own.
for args in (["--algorithm", "rbfs"], ["-a", "rbfs"], ["--algorithm=astar"], ["--heuristic", "zero"],
             ["--trace", "-"], ["--online", "lrta"]):
    code, out, err = run("search", "--andor", "vacuum-erratic", *args)
    name = args[0].split("=")[0]
    case("--andor with %s: does not apply, see --andor's help" % name,
         code == 2 and out == "" and ("%s does not apply to --andor" % name) in err
         and "search --andor WORLD --help" in err and "search --help”" not in err,
         "exit %d\n%s" % (code, err))
code, out, err = run("search", "--andor", "vacuum-erratic", "--help")
case("the help it points to exists and lists --no-loops", code == 0 and "--no-loops" in out, out + err)
code, out, err = run("search", "--andor", "vacuum-erratic", "--start", "1")
case("--andor alone still plans (AIMA figure 4.10's plan from state 1)",
     code == 0 and out == "[Suck, if State = 5 then [Right, Suck] else []]\n", out + err)

# LRTA* in a maze without a path: no trial walked.
none = tmpfile("none.maze", b"#######\n#S.#.G#\n#######\n")
code, out, err = run("search", none, "--online", "lrta", "--steps")
case("LRTA* without a path: optimal none, no move, status 3, said why",
     code == 3 and out == "optimal none\n" and "no trial is walked" in err, "exit %d\n%s%s" % (code, out, err))
report = os.path.join(workdir, "none-report.pdf")
code, out, err = run("search", none, "--online", "lrta", "--step-limit", "100000000", "--report", report)
case("LRTA* without a path, the largest step limit and --report: status 3, no report",
     code == 3 and not os.path.exists(report), "exit %d\n%s" % (code, err))
answer = tmpfile("answer.txt", b"optimal none\n")
code, out, err = run("search", none, "--online", "lrta", "--check", answer)
case("LRTA* without a path, --check: status 3, nothing checked", code == 3 and out == "", out + err)
code, out, err = run("search", none, "--online", "dfs")
case("Online-DFS without a path still explores its 2 cells, status 3",
     code == 3 and "explored all 2 cells" in err, err)

code, out, err = run("--help")
line = next((l for l in out.splitlines() if l.split()[:1] == ["search"]), "")
case("quandary-cli --help: search names RBFS, bidirectional, AND-OR and LRTA*",
     code == 0 and all(w in line for w in ("RBFS", "bidirectional", "AND-OR", "LRTA*")), line)
# Issue 74: a UTF-8 byte-order mark before a route map, a maze or tiles is
# fine (data/FORMATS.md); the readers skipped it twice and lost the first
# three characters ("start:" read as "rt:").  Worked by hand: A-B-C costs
# 3 + 4 = 7 against 9 for the direct road; the maze's S walks two cells east
# to G; the tiles' blank moves left once to the goal 0 1 2 / 3 4 5 / 6 7 8.
BOM = b"\xef\xbb\xbf"
for name, text, lines in (
        ("bom.route", b"start: A\r\ngoal: C\r\nA (0, 0)\r\nB (3, 0)\r\nC (3, 4)\r\n"
         b"A -- B: 3\r\nB -- C: 4\r\nA -- C: 9\r\n", ["A", "B", "C", "cost 7"]),
        ("bom.maze", b"#####\n#S.G#\n#####\n", ["1 1", "1 2", "1 3", "cost 2"]),
        ("bom.tiles", b"1 0 2\n3 4 5\n6 7 8\n", ["left", "cost 1"])):
    code, out, err = run("search", tmpfile(name, BOM + text))
    case("a byte-order mark before %s: read, the path worked by hand" % name.split(".")[1],
         code == 0 and out.splitlines()[:len(lines)] == lines, out + err)
# Issue 74: a negative --limit or --shuffle was taken for "not given".
for option, value, high, args in (("--limit", "-1", 4294967294, ["--algorithm", "dls"]),
                                  ("--limit", "-5", 4294967294, ["--algorithm", "iddfs"]),
                                  ("--limit", "1e3", 4294967294, ["--algorithm", "dls"])):
    error_case("search %s %s: refused" % (option, value), ["search", hand, option, value] + args, 2,
               "%s takes a whole number from 0 to %d, not “%s”" % (option, high, value))
error_case("search --random tiles 3x3 --shuffle -1: refused", ["search", "--random", "tiles", "3x3", "--shuffle", "-1"],
           2, "--shuffle takes a whole number from 0 to 4294967295, not “-1”")
finish()
