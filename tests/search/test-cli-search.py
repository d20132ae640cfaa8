#!/usr/bin/env python3
"""CLI contract tests of `quandary-cli search` (docs/contracts.md "search"),
TAP output.

Expected values come from AIMA (3rd edition, figures 3.2, 3.22, 3.23, 3.24)
and small mazes worked out by hand: golden/README.md.
Usage: test-cli-search.py CLI SRCDIR WORKDIR
"""
import math
import os
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import *  # noqa: E402,F401,F403
import ref_search as R  # noqa: E402

data = os.path.join(srcdir, "data")
romania = os.path.join(data, "romania.route")
small = os.path.join(data, "small.maze")
puzzle = os.path.join(examples, "search", "aima-8-puzzle.tiles")


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


# --- Romania, AIMA's goldens
for algorithm in ("astar", "ucs", "greedy", "bfs"):
    golden_case("Romania %s (AIMA)" % algorithm, ["search", romania, "--algorithm", algorithm],
                "romania-%s.txt" % algorithm)
golden_case("Romania: A* is the default", ["search", romania], "romania-astar.txt")
for algorithm in ("astar", "greedy"):
    trace = os.path.join(workdir, "trace-%s.txt" % algorithm)
    code, out, err = run("search", romania, "--algorithm", algorithm, "--trace", trace)
    expected = read(os.path.join(golden, "romania-%s-trace.txt" % algorithm))
    got = read(trace) if os.path.exists(trace) else ""
    case("Romania %s --trace (AIMA figure 3.%s)" % (algorithm, "24" if algorithm == "astar" else "23"),
         code == 0 and got == expected, "exit %d %s\n--- expected\n%s--- got\n%s" % (code, err, expected, got))
code, out, err = run("search", romania, "--algorithm", "idastar")
case("Romania IDA* finds 418", code == 0 and out.startswith("Arad\nSibiu\nRimnicu Vilcea\nPitesti\nBucharest\n"
                                                             "cost 418\n"), out + err)
code, out, err = run("search", romania, "--algorithm", "iddfs")
case("Romania iddfs: the 3-road path, 450", code == 0 and "Fagaras\nBucharest\ncost 450\n" in out, out + err)
code, out, err = run("search", romania, "--algorithm", "dls", "--limit", "2")
case("Romania dls --limit 2: cutoff, exit 0", code == 0 and out.startswith("cutoff\nexpanded "), out + err)
code, out, err = run("search", romania, "--algorithm", "iddfs", "--limit", "2")
case("Romania iddfs --limit 2: cutoff", code == 0 and out.startswith("cutoff\n"), out + err)
code, out, err = run("search", romania, "--algorithm", "wastar", "--weight", "1")
case("wastar with W = 1 is A*", code == 0 and out == read(os.path.join(golden, "romania-astar.txt")), out + err)
code, out, err = run("search", romania, "--stats", "--algorithm", "iddfs")
case("--stats adds repeated, frontier-max, depth, iterations, time-ms",
     code == 0 and "\nrepeated " in out and "\nfrontier-max " in out and "\ndepth " in out
     and "\niterations 4\n" in out and "\ntime-ms " in out, out)
code, out, err = run("search", romania, "--trace", "-")
case("--trace - follows the output on stdout",
     code == 0 and out == read(os.path.join(golden, "romania-astar.txt"))
     + read(os.path.join(golden, "romania-astar-trace.txt")), out + err)

island = tmpfile("island.route", (read(romania).replace("goal: Bucharest", "goal: Island")
                                  + "Island\n").encode("utf-8"))
for algorithm in ("astar", "bfs", "iddfs", "idastar", "dfs"):
    code, out, err = run("search", island, "--algorithm", algorithm, "--heuristic", "zero")
    case("an island is out of reach: no solution (%s)" % algorithm,
         code == 0 and out.startswith("no solution\nexpanded "), "exit %d\n%s%s" % (code, out, err))

# --- mazes by hand
for algorithm in ("bfs", "astar", "dfs"):
    golden_case("the small maze, %s" % algorithm, ["search", small, "--algorithm", algorithm],
                "small-%s.txt" % algorithm)

# --- the AIMA 8-puzzle: 26 moves
start = R.Tiles(read(puzzle))
for heuristic in ("misplaced", "manhattan", "linear-conflict", "pdb"):
    code, out, err = run("search", puzzle, "--heuristic", heuristic, timeout=300)
    lines = out.split("\n")
    state, ok = start.start, True
    for move in lines[:26]:
        succ = {R.MOVES[a]: child for a, _, child, _ in start.expand(state, None, False)}
        ok = ok and move in succ
        state = succ.get(move, state)
    case("AIMA 8-puzzle, A* with %s: 26 moves to the goal" % heuristic,
         code == 0 and ok and state == start.goal and lines[26] == "cost 26", out[-300:] + err)
code, out, err = run("search", puzzle, "--algorithm", "idastar")
case("AIMA 8-puzzle, IDA*: 26 moves", code == 0 and "\ncost 26\n" in out, out[-200:] + err)
unsolvable = tmpfile("odd.tiles", b"# two tiles swapped\n0 2 1\n3 4 5\n6 7 8\n")
code, out, err = run("search", unsolvable)
case("a puzzle of the other parity: no solution at once",
     code == 0 and out == "no solution\nexpanded 0\ngenerated 0\n", out + err)

# --- limits
code, out, err = run("search", romania, "--algorithm", "ucs", "--node-limit", "5")
case("--node-limit 5: stopped, exit 4, stderr names the limit",
     code == 4 and out.startswith("stopped\nexpanded ") and "node limit" in err, "exit %d\n%s%s" % (code, out, err))
big = os.path.join(workdir, "big.maze")
run("search", "--random", "maze", "999x999", "--seed", "3", "-o", big)
code, out, err = run("search", big, "--algorithm", "bfs", "--time-limit", "0.001")
case("--time-limit: stopped, exit 4", code == 4 and out.startswith("stopped\n") and "time limit" in err,
     "exit %d\n%s%s" % (code, out, err))

hard = os.path.join(workdir, "hard.tiles")
run("search", "--random", "tiles", "4x4", "--seed", "2", "-o", hard)
code, out, err, seconds = interrupted(["search", hard, "--algorithm", "idastar", "--heuristic", "zero",
                                     "--node-limit", "1000000000000000"])
case("Ctrl-C stops IDA* on a 15-puzzle: stopped and the counts, exit 130",
     code == 130 and out.startswith("stopped\nexpanded ") and "stopped" in err and seconds < 20,
     "exit %d after %.1f s\n%s%s" % (code, seconds, out, err))

# --- usage errors (exit 2)
for name, args, needle in [
        ("no FILE", [], "FILE"),
        ("two files", [romania, small], "only one FILE"),
        ("unknown algorithm", [romania, "--algorithm", "best"], "unknown algorithm “best”"),
        ("unknown heuristic", [romania, "--heuristic", "straight"], "unknown heuristic “straight”"),
        ("a heuristic of another kind", [romania, "--heuristic", "manhattan"], "sld, zero"),
        ("dls without --limit", [romania, "--algorithm", "dls"], "dls needs --limit"),
        ("--limit with astar", [romania, "--limit", "3"], "--limit goes with dls and iddfs"),
        ("--weight with astar", [romania, "--weight", "3"], "--weight goes with wastar"),
        ("--weight below 1", [romania, "--algorithm", "wastar", "--weight", "0.5"], "at least 1"),
        ("--weight nan", [romania, "--algorithm", "wastar", "--weight", "nan"], "finite number"),
        ("--tree-like with idastar", [romania, "--algorithm", "idastar", "--tree-like"], "always tree-like"),
        ("--node-limit 0", [romania, "--node-limit", "0"], "--node-limit"),
        ("--time-limit -1", [romania, "--time-limit", "-1"], "--time-limit"),
        ("--check with --trace", [romania, "--check", romania, "--trace", "t.txt"], "--check"),
        ("--random of an unknown kind", ["--random", "graph", "5"], "unknown kind “graph”"),
        ("--random maze without a size", ["--random", "maze"], "--random"),
        ("--random tiles 6x6", ["--random", "tiles", "6x6"], "--random tiles"),
        ("--seed without --random", [romania, "--seed", "3"], "--random"),
        ("--trace over the input", [romania, "--trace", romania], "")]:
    error_case("usage: %s" % name, ["search", *args], 2, needle)

# --- input errors (exit 1): the file and the line named
bad = tmpfile("bad.route", b"# a road with a bad cost\nA (0, 0)\nB (1, 1)\nA -- B: x\nstart: A\ngoal: B\n")
error_case("a road with a bad cost names the file and line 4", ["search", bad], 1, "bad.route: line 4")
error_case("a missing file", ["search", os.path.join(workdir, "none.route")], 1, "none.route")
badmaze = tmpfile("bad.maze", b"#####\n#S..#\n#..G##\n#####\n")
error_case("a maze row of another length names line 3", ["search", badmaze], 1, "line 3")

# --- --random
a = run("search", "--random", "route", "12", "--seed", "4")
b = run("search", "--random", "route", "12", "--seed", "4")
case("--random route: the same seed, the same map", a == b and a[0] == 0 and " -- " in a[1], a[2])
for kind, size in (("route", "20"), ("maze", "9x13"), ("tiles", "3x3")):
    path = os.path.join(workdir, "random-%s.%s" % (kind, kind))
    code, _, err = run("search", "--random", kind, size, "--seed", "7", "-o", path)
    code2, out, err2 = run("search", path)
    case("--random %s %s -o FILE: a file the command solves" % (kind, size),
         code == 0 and code2 == 0 and "\nexpanded " in out, err + err2 + out)
code, out, err = run("search", "--random", "tiles", "3x3", "--shuffle", "6", "--seed", "1")
case("--random tiles --shuffle 6: a puzzle at most 6 moves away",
     code == 0 and int(run("search", tmpfile("sh.tiles", out.encode()))[1].split("cost ")[1].split()[0]) <= 6, out + err)


# --- --check verdicts
def check(name, args, answer, verdict, needle=""):
    path = tmpfile(name.replace(" ", "-") + ".txt", answer.encode("utf-8"))
    code, out, err = check_run("search", *args, "--check", path)
    ok = (code == (0 if verdict == "correct" else 1) and (": " + verdict) in out and needle in out)
    case("--check: %s" % name, ok, "exit %d\n%s%s" % (code, out, err))


astar = read(os.path.join(golden, "romania-astar.txt"))
check("the run's output", [romania], astar, "correct")
check("the path lines only", [romania], "Arad\nSibiu\nRimnicu Vilcea\nPitesti\nBucharest\n", "correct")
check("a wrong cost", [romania], astar.replace("cost 418", "cost 417"), "wrong at line 6", "418")
check("a wrong expansion count", [romania], astar.replace("expanded 5", "expanded 6"), "wrong at line 7",
      "expanded 5")
check("a path of cost 450 under A*", [romania], read(os.path.join(golden, "romania-greedy.txt")), "wrong at line 3",
      "least cost is 418")
check("a road that is not there", [romania], "Arad\nBucharest\n", "wrong at line 2", "not a step")
check("greedy's own path", [romania, "--algorithm", "greedy"], read(os.path.join(golden, "romania-greedy.txt")),
      "correct")
diamond = tmpfile("diamond.route", b"# two ways of cost 2\nA (0, 0)\nB (0.5, 0.4)\nC (0.5, -0.4)\nD (1, 0)\n"
                  b"A -- B: 1\nA -- C: 1\nB -- D: 1\nC -- D: 1\nstart: A\ngoal: D\n")
code, out, _ = run("search", diamond, "--algorithm", "ucs")
other = "A\nC\nD\n" if out.startswith("A\nB\n") else "A\nB\nD\n"
check("another path of the least cost (ucs)", [diamond, "--algorithm", "ucs"],
      other + "cost 2\nexpanded 9\ngenerated 9\n",
      "correct")
# --check-strict: another right path without its final line break is wrong
# at its last line, as every other command's answer is.
strict_answer = tmpfile("other-path-no-newline.txt", (other + "cost 2\nexpanded 9\ngenerated 9").encode())
code, out, err = check_run("search", diamond, "--algorithm", "ucs", "--check", strict_answer, "--check-strict")
case("--check-strict: another right path lacking its final line break is wrong at its last line",
     code == 1 and ": wrong at line 6" in out and "line break" in out, out + err)
code, out, err = check_run("search", diamond, "--algorithm", "ucs", "--check", strict_answer)
case("--check (lenient): the same answer is right", code == 0 and ": correct" in out, out + err)
# (the golden trace's first line is its comment, "# astar: f = g + h": line numbers count it)
trace = read(os.path.join(golden, "romania-astar-trace.txt")).split("\n")
trace[7] = "  add Oradea g 291 h 380 f 670"
check("a trace off at line 8", [romania], "\n".join(trace), "wrong at line 8", "Expanding Sibiu generates")
trace = read(os.path.join(golden, "romania-astar-trace.txt"))
check("the right trace", [romania], trace, "correct")
swapped = trace.replace("expand 3 Rimnicu Vilcea g 220 h 193 f 413", "expand 3 Fagaras g 239 h 176 f 415")
check("a trace that expands Fagaras third", [romania], swapped, "wrong at line 11",
      "the frontier held Rimnicu Vilcea (f = 413)")
body = trace.split("\n", 1)[1]
check("a trace without the comment line (as traces were written before it)", [romania], body, "correct")
check("a trace under the window's export header",
      [romania], "# Quandary 0.1.0 — Search: Trace\n# Document: romania\n# Lines: each expansion …\n" + trace,
      "correct")
check("a wrong line under a header counts the header's lines", [romania],
      "# a student's note\n" + swapped, "wrong at line 12")

# Every answer that differs from a right one by a line (changed, deleted, swapped, added).
check_cases("Romania A* output", ["search", romania], astar, os.path.join(workdir, "answers-astar"))
check_cases("Romania greedy output", ["search", romania, "--algorithm", "greedy"],
            read(os.path.join(golden, "romania-greedy.txt")), os.path.join(workdir, "answers-greedy"))
# (the events only: --check skips the comment line, which no change can make wrong)
check_cases("Romania A* trace", ["search", romania], body, os.path.join(workdir, "answers-trace"))
check_cases("the small maze, bfs", ["search", small, "--algorithm", "bfs"],
            read(os.path.join(golden, "small-bfs.txt")), os.path.join(workdir, "answers-maze"))

# --- pictures, report, animation (the bundled Romania, with coordinates)
bundled = os.path.join(examples, "search", "romania.route")
golden_case("the bundled Romania gives AIMA's A*", ["search", bundled], "romania-astar.txt")
picture_cases("Romania A*", ["search", bundled], "romania")
report_case("Romania A* --report", ["search", bundled], "romania.route", os.path.join(workdir, "romania.pdf"))
gif_case("--gif: a frame per step of A* (the instance, 5 expansions, the goal)", ["search", bundled],
         os.path.join(workdir, "romania.gif"), frames=7, min_frames=2)
gif_case("--gif-of solution: a frame per move of the path", ["search", bundled, "--gif-of", "solution"],
         os.path.join(workdir, "romania-path.gif"), frames=5, min_frames=2)
gif_case("--gif of the small maze's bfs", ["search", small, "--algorithm", "bfs"],
         os.path.join(workdir, "maze.gif"), frames=8, min_frames=2)
error_case("--gif of a search of more than 10,000 steps is refused with the hint",
           ["search", big, "--algorithm", "bfs", "--gif", os.path.join(workdir, "big.gif")], 1, "--gif-of solution")
error_case("--gif-of without --gif", ["search", bundled, "--gif-of", "solution"], 2, "--gif-of goes with --gif")
error_case("--gif-of of another kind", ["search", bundled, "--gif", os.path.join(workdir, "x.gif"), "--gif-of", "tree"],
           2, "--gif-of takes search or solution")

# --- --tree: the search tree (data/FORMATS.md "Search trees"): A* on Romania has the start,
# its 15 generated nodes, the path to Bucharest marked.
tree = os.path.join(workdir, "romania-tree.txt")
code, out, err = run("search", bundled, "--tree", tree)
lines = read(tree).splitlines() if os.path.exists(tree) else []
case("--tree: 16 nodes, the root Arad, the solution Bucharest at g 418 under Pitesti",
     code == 0 and len(lines) == 16 and lines[0].startswith("0 -1 root Arad g 0 h 366 f 366")
     and any(" solution Bucharest g 418 h 0 f 418" in l for l in lines)
     and sum(" expanded " in l for l in lines) == 5, "\n".join(lines) + err)
code, out, err = run("search", bundled, "--algorithm", "idastar", "--tree", "-")
case("--tree of IDA*: the iterations under the root", code == 0 and " bound 366" in out and " bound 418" in out,
     out[-800:] + err)
error_case("usage: --tree with --check", ["search", bundled, "--tree", tree, "--check", tree], 2, "--tree")

# --- help, French
code, out, err = run("search", "--help")
case("--help names the algorithms", code == 0 and "idastar" in out and "--trace" in out, out + err)

# --- issue 49: numbers, conventions, messages
# g, h and f with two decimals at most.  Oradea (131, 571) to Neamt (406, 537):
# h = √(275² + 34²) = √76781 = 277.0938…; Sibiu (207, 457), g 151: h = √(199² + 80²)
# = √46001 = 214.4784…, f = 365.4784….
oradea = os.path.join(examples, "search", "romania-oradea-neamt.route")
code, out, err = run("search", oradea, "--trace", "-")
lines = out.split("\n")
at = lines.index("# astar: f = g + h") if "# astar: f = g + h" in lines else -1
case("the trace's g, h and f have two decimals at most (h 277.09, not 277.09384691833196)",
     code == 0 and at > 0 and lines[at + 1] == "expand 1 Oradea g 0 h 277.09 f 277.09"
     and lines[at + 2] == "  add Sibiu g 151 h 214.48 f 365.48"
     and not re.search(r"\.\d{3}", "\n".join(lines[at:])), out[-2000:] + err)
new_trace = "\n".join(lines[at:])
long_trace = new_trace.replace("h 277.09 f 277.09", "h %r f %r" % (math.hypot(275, 34), math.hypot(275, 34)), 1)
long_trace = long_trace.replace("g 151 h 214.48 f 365.48",
                                "g 151 h %r f %r" % (math.hypot(199, 80), 151 + math.hypot(199, 80)), 1)
case("(the long form differs from the short one)", "277.0938469" in long_trace and "214.478" in long_trace)
check("a trace with the old long numbers", [oradea], long_trace, "correct")
check("a trace with the new short numbers", [oradea], new_trace, "correct")
check("a trace whose h is off by 0.01", [oradea], new_trace.replace("h 277.09 f 277.09", "h 277.1 f 277.1", 1),
      "wrong at line 2")

# What f is, in the trace's comment line and in --help; the greedy search's second expansions;
# the puzzle's default goal.
for algorithm, comment in (("bfs", "# bfs: f = the node's depth"), ("ucs", "# ucs: f = g"),
                           ("wastar", "# wastar: f = g + W·h, W = 2"),
                           ("greedy", "# greedy: f = h; a state may be expanded more than once")):
    code, out, err = run("search", romania, "--algorithm", algorithm, "--trace", "-")
    case("the trace of %s says what f is" % algorithm, code == 0 and ("\n" + comment) in out, out[-800:] + err)
code, out, err = run("search", puzzle, "--algorithm", "idastar", "--trace", "-")
case("a puzzle's trace names its goal: the blank first", code == 0 and "\n# goal 0 1 2/3 4 5/6 7 8\n" in out,
     out[:300] + err)
code, out, err = run("search", "--help")
case("--help says the conventions: the blank first, greedy's second expansions, what f is",
     code == 0 and "goal: blank-last" in out and "reached table" in out and "node's depth" in out, out)

# `goal blank-last` (aima-python's goal): one move from 1 2 3/4 5 6/7 0 8, the blank right.
for goal_line in ("goal blank-last", "goal: blank-last"):
    last = tmpfile("blank-last.tiles", ("1 2 3\n4 5 6\n7 0 8\n%s\n" % goal_line).encode())
    code, out, err = run("search", last)
    case("“%s”: the blank goes right, 1 move" % goal_line, code == 0 and out.startswith("right\ncost 1\n"), out + err)
first = tmpfile("blank-first.tiles", b"1 0 2\n3 4 5\n6 7 8\ngoal: blank-first\n")
code, out, err = run("search", first)
case("“goal: blank-first”: the blank goes left, 1 move", code == 0 and out.startswith("left\ncost 1\n"), out + err)
error_case("an unknown goal name", ["search", tmpfile("blank-odd.tiles", b"1 2 3\n4 5 6\n7 0 8\ngoal: odd\n")], 1,
           "blank-odd.tiles: line 4: unknown goal “odd”")

# --node-limit -1 is refused as every other number below 1.
for value in ("-1", "-2", "0", "x"):
    error_case("usage: --node-limit %s" % value, ["search", romania, "--node-limit", value], 2,
               "--node-limit takes a number of nodes from 1 to 18446744073709551615, not “%s”" % value)
# --check with a node limit: the true count.  ucs expands Arad (3 successors), then Zerind
# (75: Arad and Oradea): 5 generated, the limit; the run stops before its third expansion.
code, out, err = check_run("search", romania, "--algorithm", "ucs", "--node-limit", "5", "--check",
                           os.path.join(golden, "romania-ucs.txt"))
case("--check with --node-limit 5: ran out after 5 generated nodes (not 0)",
     code == 4 and "node limit ran out after 5 generated nodes" in err, "exit %d\n%s%s" % (code, out, err))

# Numbers too large: the file, the line, the value and the largest accepted.
for name, text, needle in [
        ("a road's cost of 1e300", b"A (0, 0)\nB (1, 1)\nA -- B: 1e300\nstart: A\ngoal: B\n",
         "big-cost.route: line 3: the road’s cost “1e300” is too large: the largest accepted is 1000000000000"),
        ("a coordinate of 1e300", b"A (1e300, 0)\nB (1, 1)\nA -- B: 3\nstart: A\ngoal: B\n",
         "big-coordinate.route: line 1: the coordinate “1e300” is too large: the largest accepted size is "
         "1000000000000"),
        ("a tile 99999999999999999999", b"1 2 3\n4 99999999999999999999 5\n6 7 0\n",
         "big-tile.tiles: line 2: 99999999999999999999 is not a tile of a 3 × 3 puzzle (0 to 8)"),
        ("a 6 × 6 puzzle", b"# six by six\n" + b"".join(
            (" ".join(str((r * 6 + c + 1) % 36) for c in range(6)) + "\n").encode() for r in range(6)),
         "six.tiles: line 2: this row has 6 numbers: a puzzle has at most 5 columns"),
        ("a puzzle of 6 rows", b"".join((" ".join(str(r * 5 + c) for c in range(5)) + "\n").encode()
                                        for r in range(6)),
         "six-rows.tiles: line 6: this is row 6: a puzzle has at most 5 rows")]:
    filename = needle.split(":")[0]
    error_case(name, ["search", tmpfile(filename, text)], 1, needle)


# The pattern databases' cache: its warnings in the command's form, no GLib log line.
def run_cache(cache, *args):
    env = dict(C_ENV, XDG_CACHE_HOME=cache)
    p = subprocess.run([cli, "search", *args], capture_output=True, env=env, timeout=300)
    return p.returncode, p.stdout.decode(), p.stderr.decode()


not_a_folder = tmpfile("cache-is-a-file", b"x")
code, out, err = run_cache(not_a_folder, puzzle, "--heuristic", "pdb")
case("a cache that cannot be written: “quandary-cli: FOLDER: warning: …”, no GLib line",
     code == 0 and "\ncost 26\n" in out and "WARNING **" not in err
     and err.startswith("quandary-cli: %s: warning: pattern databases cannot be cached in this folder"
                        % os.path.join(not_a_folder, "quandary", "pdb")), err)
cache = os.path.join(workdir, "damaged-cache")
run_cache(cache, puzzle, "--heuristic", "pdb")
tables = sorted(os.listdir(os.path.join(cache, "quandary", "pdb")))
with open(os.path.join(cache, "quandary", "pdb", tables[0]), "wb") as f:
    f.write(b"garbage")
code, out, err = run_cache(cache, puzzle, "--heuristic", "pdb")
case("a damaged cached table: “quandary-cli: FILE: warning: … damaged …”, no GLib line",
     code == 0 and "WARNING **" not in err
     and err.startswith("quandary-cli: %s: warning: the cached pattern database was damaged (not a pattern database)"
                        % os.path.join(cache, "quandary", "pdb", tables[0])), err)

# Outputs of the search refused before the run (/proc takes no new file,
# even from root).
romania_route = os.path.join(examples, "search", "romania.route")
for args, option, path in (([romania_route], "--trace", "/proc/t.txt"),
                           (["--random", "tiles", "3x3"], "-o", "/proc/p.tiles")):
    code, out, err = run("search", *args, option, path)
    case("search %s %s is refused before the run" % (option, path),
         code == 1 and out == "" and "%s: the folder /proc cannot be written" % path in err,
         "exit %d, stdout %r, stderr %r" % (code, out, err))

# Ctrl-C on a search whose trace passed 1,000,000 steps (too long to write):
# the run was stopped, and says so (130), the trace's refusal said too.
open_maze = os.path.join(workdir, "open.maze")
with open(open_maze, "w") as f:
    rows = ["#" * 60] + ["#" + "." * 58 + "#" for _ in range(58)] + ["#" * 60]
    rows[1] = "#S" + "." * 57 + "#"
    rows[58] = "#" + "." * 57 + "G#"
    f.write("\n".join(rows) + "\n")


def interrupted_after_cpu(args, cpu_seconds, program=None):
    """Runs the CLI and sends Ctrl-C once it has had CPU_SECONDS of processor time (its
    /proc stat), not after a time on the clock: on a loaded machine a clock's seconds
    may leave the search short of its million steps, and a run stopped short writes its
    whole trace, the dearest part (exit, stdout, stderr)."""
    import signal
    p = subprocess.Popen([program or cli, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=C_ENV)
    tick = os.sysconf("SC_CLK_TCK")
    while p.poll() is None:
        try:
            with open("/proc/%d/stat" % p.pid) as f:
                fields = f.read().rsplit(")", 1)[1].split()
            if (int(fields[11]) + int(fields[12])) / tick >= cpu_seconds:
                break
        except (OSError, IndexError, ValueError):
            break
        time.sleep(0.1)
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=120)
    return p.returncode, out.decode("utf-8", "replace"), err.decode("utf-8", "replace")


# A million steps take about 4.5 CPU s here (under MALLOC_PERTURB_): the
# longer waits are for a slower machine.
for cpu_seconds in (5, 12, 30):
    code, out, err = interrupted_after_cpu(["search", open_maze, "-a", "bfs", "--tree-like", "--node-limit",
                                            "1000000000", "--trace", os.path.join(workdir, "long.trace")],
                                           cpu_seconds, program=os.environ.get("QD_CLITEST_PLAIN_CLI"))
    if code != 130 or "too long for a trace" in err:
        break
case("Ctrl-C past a million trace steps exits 130, the trace refused with its reason",
     code == 130 and "too long for a trace" in err, "exit %d, stderr %r" % (code, err))


finish()
