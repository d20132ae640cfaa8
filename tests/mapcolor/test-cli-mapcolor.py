#!/usr/bin/env python3
"""CLI contract tests of `quandary-cli mapcolor`, `mapgen`, `fcmac` and `experiment mapcolor` (TAP output).

Each case runs the CLI and compares stdout with a golden file written by hand
from a worked example (golden/ beside this script), or checks the exit status
and the error message for bad input.  Their reports, animations and palettes
are test-cli-mapcolor-report.py's.  Usage: test-cli-mapcolor.py CLI SRCDIR WORKDIR
"""
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import *  # noqa: E402,F401,F403

# --- mapcolor (solver developer) ---
import re as _re

from mapcolor_maps import MAP_AUSTRALIA, MAP_AUSTRALIA_BORDERS  # noqa: E402
aus_map = tmpfile("australia.map", MAP_AUSTRALIA)


def mapcolor_valid(out, k):
    """stdout lists every region in file order with one of the first k colours, neighbours differ."""
    names = ["WA", "NT", "SA", "Q", "NSW", "V", "T"]
    palette = ["red", "green", "blue", "yellow"][:k]
    lines = out.splitlines()
    if len(lines) < len(names):
        return False
    pairs = [line.split(" ") for line in lines[:len(names)]]
    if [p[0] for p in pairs] != names or any(len(p) != 2 or p[1] not in palette for p in pairs):
        return False
    colour = dict(pairs)
    return all(colour[a] != colour[b] for a, b in MAP_AUSTRALIA_BORDERS)


for algo in (None, "backtracking", "fc", "mac", "min-conflicts", "best", "sat"):
    extra = [] if algo is None else ["--algorithm", algo]
    code, out, err = run("mapcolor", aus_map, "--colors", "3", "--seed", "5", *extra)
    case("mapcolor australia 3 colours (%s)" % (algo or "default"), code == 0 and mapcolor_valid(out, 3)
         and len(out.splitlines()) == 7, out + err)
for algo in ("backtracking", "fc", "mac", "best", "sat"):
    code, out, err = run("mapcolor", aus_map, "--colors", "2", "--algorithm", algo)
    case("mapcolor australia 2 colours: no solution (%s)" % algo, code == 0 and out == "no solution\n", out + err)

code, out, err = run("mapcolor", aus_map, "--colors", "3", "--stats")
stats = out.splitlines()[7:]
case("mapcolor --stats", code == 0 and mapcolor_valid(out, 3) and len(stats) == 3
     and _re.fullmatch(r"assignments \d+", stats[0]) is not None
     and _re.fullmatch(r"checks \d+", stats[1]) is not None
     and _re.fullmatch(r"time-ms \d+\.\d{3}", stats[2]) is not None, out + err)
code, out, err = run("mapcolor", aus_map, "--colors", "2", "--stats")
case("mapcolor no solution --stats", code == 0 and out.startswith("no solution\nassignments ")
     and len(out.splitlines()) == 4, out + err)
code, out, err = run("mapcolor", aus_map, "--colors", "2", "--algorithm", "min-conflicts",
                     "--max-assignments", "50", "--stats")
case("mapcolor capped", code == 0 and out.startswith("capped\nassignments 50\n"), out + err)

for algo in ("backtracking", "fc", "mac"):
    code, out, err = run("mapcolor", aus_map, "--colors", "3", "--algorithm", algo, "--restarts", "--stats")
    stats = out.splitlines()[7:]
    case("mapcolor --restarts (%s)" % algo, code == 0 and mapcolor_valid(out, 3) and len(stats) == 4
         and _re.fullmatch(r"restarts \d+", stats[3]) is not None, out + err)
    code, out, err = run("mapcolor", aus_map, "--colors", "2", "--algorithm", algo, "--restarts")
    case("mapcolor --restarts no solution (%s)" % algo, code == 0 and out == "no solution\n", out + err)
for algo in ("best", "min-conflicts"):
    code, out, err = run("mapcolor", aus_map, "--algorithm", algo, "--restarts")
    case("mapcolor --restarts refused (%s)" % algo, code == 2 and out == "" and "--restarts" in err, out + err)

cnf_out = os.path.join(workdir, "australia.cnf")
if os.path.exists(cnf_out):
    os.remove(cnf_out)
code, out, err = run("mapcolor", aus_map, "--colors", "3", "--cnf", cnf_out)
cnf = open(cnf_out).read().splitlines() if os.path.exists(cnf_out) else []
body = [l for l in cnf if not l.startswith("c")]
case("mapcolor --cnf writes DIMACS", code == 0 and mapcolor_valid(out, 3) and body[:1] == ["p cnf 21 55"]
     and len(body) == 56 and all(l.endswith(" 0") for l in body[1:]), "\n".join(cnf[:5]) + err)

# --sat (--algorithm sat): the CNF --cnf writes, solved in-process by the CDCL
# solver.  Goldens by hand: Australia's chromatic number is 3 (the triangle
# WA-NT-SA, and SA borders the odd cycle NT-Q-NSW-V), K4's is 4; and, where
# Debian's cadical is installed, cadical's answer on the --cnf file.
k4_map = tmpfile("k4.map", b"# K4: every region borders the three others\nA: B, C, D\nB: A, C, D\n"
                 b"C: A, B, D\nD: A, B, C\n")
K4_BORDERS = [("A", "B"), ("A", "C"), ("A", "D"), ("B", "C"), ("B", "D"), ("C", "D")]
for k, want in ((3, "no solution"), (4, "colouring")):
    code, out, err = run("mapcolor", k4_map, "--colors", str(k), "--sat")
    colour = dict(line.split(" ") for line in out.splitlines()) if want == "colouring" and code == 0 else {}
    ok = out == "no solution\n" if want == "no solution" else \
        (sorted(colour) == ["A", "B", "C", "D"] and set(colour.values()) <= {"red", "green", "blue", "yellow"}
         and all(colour[a] != colour[b] for a, b in K4_BORDERS))
    case("mapcolor --sat K4 %d colours: %s" % (k, want), code == 0 and ok, out + err)
code, out, err = run("mapcolor", aus_map, "--colors", "3", "--sat", "--stats")
stats = out.splitlines()[7:]
case("mapcolor --sat --stats", code == 0 and mapcolor_valid(out, 3) and len(stats) == 3
     and _re.fullmatch(r"assignments [1-9]\d*", stats[0]) is not None, out + err)
code, out, err = run("mapcolor", aus_map, "--sat", "--algorithm", "fc")
case("mapcolor --sat with another algorithm refused", code == 2 and out == "" and "--sat" in err, out + err)
cadical = shutil.which("cadical")
for name, path, k in (("australia", aus_map, 2), ("australia", aus_map, 3), ("k4", k4_map, 3), ("k4", k4_map, 4)):
    if cadical is None:
        break
    cnf_file = os.path.join(workdir, "%s-%d.cnf" % (name, k))
    run("mapcolor", path, "--colors", str(k), "--cnf", cnf_file, "--algorithm", "fc")
    theirs = subprocess.run([cadical, "-q", "-n", cnf_file], stdout=subprocess.DEVNULL).returncode
    code, out, err = run("mapcolor", path, "--colors", str(k), "--sat")
    case("mapcolor --sat %s %d colours agrees with cadical on --cnf" % (name, k),
         code == 0 and theirs in (10, 20) and (out == "no solution\n") == (theirs == 20), out + err)

# --csp: the colouring as a constraint problem, solved by `csp`.  Australia
# has 18 colourings in 3 colours, counted by hand: South Australia 3 ways;
# its neighbours WA-NT-Q-NSW-V, a path, alternate the other two: 2 ways;
# Tasmania, alone, 3 ways.
csp_out = os.path.join(workdir, "australia.csp")
code, out, err = run("mapcolor", aus_map, "--colors", "3", "--csp", csp_out, people_files=[csp_out])
text = open(csp_out).read() if os.path.exists(csp_out) else ""
code2, solved, err2 = run("csp", csp_out, "--all") if code == 0 else (None, "", "")
case("mapcolor --csp: 18 colourings of Australia in 3 colours", code == 0 and mapcolor_valid(out, 3)
     and "var WA, NT, SA, Q, NSW, V, T in {red, green, blue}" in text and "SA != NSW" in text
     and solved.splitlines()[-1:] == ["18 solutions"], text + err + err2 + solved[-300:])

# Names the format does not allow (spaces, a keyword, a leading digit, a
# region called like a colour): renamed, each said in a comment; the count
# is a brute force's over the map's own borders.
weird = os.path.join(workdir, "weird-names.map")
with open(weird, "w") as f:
    f.write("New South Wales: Queensland, Victoria, var\nQueensland: New South Wales, var, 3rd\n"
            "var: New South Wales, Queensland, 3rd\nÎle-de-France: red, 3rd\nred: Île-de-France, 3rd\n"
            "Victoria: New South Wales\n3rd: Queensland, var, Île-de-France, red\n")
weird_regions = ["New South Wales", "Queensland", "var", "Île-de-France", "red", "Victoria", "3rd"]
weird_borders = [(0, 1), (0, 5), (0, 2), (1, 2), (1, 6), (2, 6), (3, 4), (3, 6), (4, 6)]
import itertools as _it
brute = sum(1 for c in _it.product(range(3), repeat=7) if all(c[a] != c[b] for a, b in weird_borders))
csp_out = os.path.join(workdir, "weird-names.csp")
code, out, err = run("mapcolor", weird, "--colors", "3", "--csp", csp_out, people_files=[csp_out])
text = open(csp_out).read() if os.path.exists(csp_out) else ""
code2, solved, err2 = run("csp", csp_out, "--all") if code == 0 else (None, "", "")
case("mapcolor --csp: names made identifiers, the count a brute force's", code == 0 and code2 == 0
     and "New_South_Wales is “New South Wales”" in text and "var_ is “var”" in text
     and "v3rd is “3rd”" in text and "red_2 is “red”" in text
     and solved.splitlines()[-1:] == ["%d solutions" % brute], text + err + err2 + solved[-300:])
error_case("mapcolor --check with --csp is a usage error",
           ["mapcolor", aus_map, "--csp", os.path.join(workdir, "x.csp"), "--check", aus_map], 2, "--csp")

png_out = os.path.join(workdir, "australia.png")
if os.path.exists(png_out):
    os.remove(png_out)
code, out, err = run("mapcolor", aus_map, "--colors", "3", "--png", png_out)
case("mapcolor --png draws the map", code == 0 and os.path.exists(png_out)
     and open(png_out, "rb").read(4) == b"\x89PNG", err)

code, out, err = run("mapcolor", tmpfile("asymmetric.map", b"A: B\nB: A, C\nC:\n"), "--colors", "2")
col = dict(l.split(" ") for l in out.splitlines()) if code == 0 else {}
case("mapcolor asymmetric map: warning, made symmetric", code == 0 and sorted(col) == ["A", "B", "C"]
     and col["A"] != col["B"] and col["B"] != col["C"] and set(col.values()) <= {"red", "green"}
     and "asymmetric.map: warning: line 2" in err, out + err)
error_case("mapcolor unknown region", ["mapcolor", tmpfile("badmap.map", b"A: B\nB: A\n\nC: Z\n")], 1,
           "badmap.map: line 4:")
# File text in a message cannot drive the terminal, nor make a long line.
code, out, err = run("mapcolor", tmpfile("escape.map", b"A\x1b]0;pwned\x07: B\nB:\n"))
case("mapcolor: an escape sequence in a name is shown escaped", code == 1 and "\x1b" not in err and "\x07" not in err
     and "A\\e]0;pwned\\x07" in err, repr(err))
code, out, err = run("mapcolor", tmpfile("long.map", b"A" * 10000000 + b"(: B\nB:\n"))
case("mapcolor: a 10 MB token gives a short message", code == 1 and len(err) < 300 and "…" in err, "%d bytes" % len(err))
code, out, err = run("mapcolor", tmpfile("long-warning.map", b"A" * 100000 + b": B\nB:\n"))
case("mapcolor: a warning about a long name stays short", code == 0 and len(err) < 400 and "warning" in err,
     "%d bytes" % len(err))
error_case("mapcolor --time-limit nan refused", ["mapcolor", aus_map, "--time-limit", "nan"], 2,
           "--time-limit: expected a finite number, got “nan”")
error_case("mapcolor empty map", ["mapcolor", tmpfile("empty.map", b"# nothing\n")], 1, "empty.map: line 1:")

# DIMACS graphs (data/dimacs/, *.col): read by the same command, regions named 1 … N.
def dimacs_colouring_valid(path, n, k, code, out):
    """stdout colours the regions 1 … n of a DIMACS graph with at most k colours, neighbours apart."""
    with open(path, encoding="ascii") as f:
        edges = [tuple(line.split()[1:3]) for line in f if line.startswith("e ")]
    col = dict(l.split(" ") for l in out.splitlines()) if code == 0 else {}
    return (code == 0 and list(col) == [str(i) for i in range(1, n + 1)] and len(set(col.values())) <= k
            and all(col[a] != col[b] for a, b in edges))


QUEEN8 = os.path.join(srcdir, "data", "dimacs", "queen8_8.col")
code, out, err = run("mapcolor", QUEEN8, "--colors", "9", "--algorithm", "best", "--seed", "1")
case("mapcolor queen8_8.col with 9 colours (best)", dimacs_colouring_valid(QUEEN8, 64, 9, code, out)
     and "queen8_8.col: warning: 728 of the 1456 edges listed repeat" in err, out + err)
code, out, err = run("mapcolor", QUEEN8, "--colors", "8", "--algorithm", "fc", "--max-assignments", "2000")
case("mapcolor queen8_8.col with 8 colours (fc, capped)", code == 0 and out == "capped\n", out + err)
# best: the rows partition the board, the colourings are exact covers by 8-queens solutions (none).
code, out, err = run("mapcolor", QUEEN8, "--colors", "8", "--algorithm", "best", "--seed", "1")
case("mapcolor queen8_8.col with 8 colours (best: no solution)", code == 0 and out == "no solution\n", out + err)
QUEEN11 = os.path.join(srcdir, "data", "dimacs", "queen11_11.col")
code, out, err = run("mapcolor", QUEEN11, "--colors", "11", "--algorithm", "best", "--seed", "1")
case("mapcolor queen11_11.col with 11 colours (best)", dimacs_colouring_valid(QUEEN11, 121, 11, code, out), out + err)
error_case("mapcolor DIMACS self-loop", ["mapcolor", tmpfile("loop.col", b"c a loop\np edge 3 2\ne 1 2\ne 2 2\n")], 1,
           "loop.col: line 4: vertex 2 is joined to itself")
error_case("mapcolor DIMACS edge before p", ["mapcolor", tmpfile("early.col", b"c\ne 1 2\np edge 2 1\n")], 1,
           "early.col: line 2:")
error_case("mapcolor DIMACS vertex out of range", ["mapcolor", tmpfile("range.col", b"p edge 2 1\ne 1 3\n")], 1,
           "range.col: line 2: vertex 3 is out of range")
error_case("mapcolor unknown algorithm", ["mapcolor", aus_map, "--algorithm", "dsatur"], 2, "unknown algorithm")
error_case("mapcolor no colours", ["mapcolor", aus_map, "--colors", "0"], 2, "number of colours")
error_case("mapcolor no map", ["mapcolor"], 2, "a MAP file is needed")
code, out, err = run("mapcolor", "--help")
case("mapcolor --help describes the options", code == 0 and "--algorithm" in out and "--cnf" in out
     and "--stats" in out, out + err)

# --- fcmac and experiment (experiments developer) ---
fg = lambda f: os.path.join(golden, "fcmac", f)
fcmac9 = os.path.join(examples, "mapcolor", "fcmac-9.map")


def fcmac_golden(name, args, parts):
    """stdout must be the golden tables (worked by hand), joined by an empty line."""
    code, out, err = run("fcmac", *args)
    expected = "\n".join(open(fg(p), encoding="utf-8").read() for p in parts)
    case(name, code == 0 and out == expected, "exit %d\n--- expected\n%s--- got\n%s--- stderr\n%s"
         % (code, expected, out, err))


fcmac_golden("fcmac diamond both (default)", [fg("diamond.map"), "--order", "A,B,D,C", "--values", "r,g,b"],
             ["diamond-fc.out", "diamond-mac.out"])
fcmac_golden("fcmac diamond values default r,g,b", [fg("diamond.map"), "--order", "A, B, D, C", "--method", "both"],
             ["diamond-fc.out", "diamond-mac.out"])
fcmac_golden("fcmac path fc", [fg("path.map"), "--order", "A,D,B,C", "--values", "r,g", "--method", "fc"],
             ["path-fc.out"])
fcmac_golden("fcmac triangle mac", [fg("triangle.map"), "-o", "D,A,B,C", "-v", "r,g", "-m", "mac"],
             ["triangle-mac.out"])
fcmac_golden("fcmac triangle fc", [fg("triangle.map"), "--order=D,A,B,C", "--values=r,g", "--method=fc"],
             ["triangle-fc.out"])

csv_out = os.path.join(workdir, "path-fcmac.csv")
if os.path.exists(csv_out):
    os.remove(csv_out)
code, out, err = run("fcmac", fg("path.map"), "--order", "A,D,B,C", "--values", "r,g", "--csv", csv_out)
got = open(csv_out, encoding="utf-8").read() if os.path.exists(csv_out) else ""
case("fcmac --csv", code == 0 and got == open(fg("path-fcmac.csv"), encoding="utf-8").read(), got + err)

code, out, err = run("fcmac", fcmac9, "--order", "A,B,C,D,E,F,G,H,I", "--values", "r,g,b")
tables = out.split("\n\n")
case("fcmac bundled 9-region example: FC backtracks, MAC does not",
     code == 0 and len(tables) == 2 and "\nbacktrack E\t" in tables[0] and "{}" in tables[0]
     and "\nbacktrack " not in tables[1] and "{}" not in tables[1]
     and tables[0].splitlines()[1] == "\tD_A\tD_B\tD_C\tD_D\tD_E\tD_F\tD_G\tD_H\tD_I"
     and tables[0].splitlines()[3] == "A=r\tr\tr,g,b\tg,b" + "\tr,g,b" * 6, out + err)

for fmt, magic in (("png", b"\x89PNG"), ("svg", b"<?xml"), ("pdf", b"%PDF")):
    pic = os.path.join(workdir, "fcmac." + fmt)
    if os.path.exists(pic):
        os.remove(pic)
    code, _, err = run("fcmac", fcmac9, "--" + fmt, pic)
    case("fcmac --%s draws the tables" % fmt, code == 0 and os.path.exists(pic)
         and open(pic, "rb").read(5).startswith(magic), err)

error_case("fcmac unknown region in --order", ["fcmac", fg("diamond.map"), "--order", "A,B,X,D,C"], 2,
           "the order names “X”, which is not a region of the graph")
error_case("fcmac region twice in --order", ["fcmac", fg("diamond.map"), "--order", "A,B,A,C,D"], 2,
           "the order names “A” twice")
error_case("fcmac --order misses regions", ["fcmac", fg("diamond.map"), "--order", "A,C"], 2,
           "the order misses 2 regions of the graph: B, D")
error_case("fcmac empty --values", ["fcmac", fg("diamond.map"), "--values", ""], 2, "the values are empty")
error_case("fcmac repeated value", ["fcmac", fg("diamond.map"), "--values", "r,g,r"], 2, "“r” is given twice")
error_case("fcmac unknown method", ["fcmac", fg("diamond.map"), "--method", "ac3"], 2, "unknown method")
error_case("fcmac no graph", ["fcmac"], 2, "a GRAPH file is needed")
error_case("fcmac missing graph file", ["fcmac", os.path.join(workdir, "nope.map")], 1, "nope.map")
error_case("fcmac bad graph", ["fcmac", tmpfile("fcbad.map", b"A: B\nB A\n")], 1, "fcbad.map: line 2:")
error_case("fcmac graph too large", ["fcmac", tmpfile("fcbig.map", "".join("R%d: R%d\n" % (i, (i + 1) % 200)
           for i in range(200)).encode())], 1, "fcbig.map: the graph has 200 regions; domain tables are for small graphs")
code, out, err = run("fcmac", tmpfile("fcasym.map", b"A: B\nB:\n"), "--values", "r,g", "--method", "fc")
case("fcmac asymmetric graph: a warning, then the table", code == 0 and "fcasym.map: warning: line 1" in err
     and out.splitlines()[3] == "A=r\tr\tg", out + err)
code, out, err = run("fcmac", "--help")
case("fcmac --help describes the options", code == 0 and "--order" in out and "--values" in out
     and "--csv" in out and "--png" in out, out + err)

exp_csv = os.path.join(workdir, "experiment.csv")
exp_svg = os.path.join(workdir, "experiment.svg")
for f in (exp_csv, exp_svg):
    if os.path.exists(f):
        os.remove(f)
exp_args = ["experiment", "mapcolor", "--n", "8,16", "--instances", "2", "--algorithms", "fc,best", "--seed", "4"]
code, out, err = run(*exp_args, "--csv", exp_csv, "--svg", exp_svg)
lines = out.splitlines()
csv_lines = open(exp_csv, encoding="utf-8").read().splitlines() if os.path.exists(exp_csv) else []
case("experiment mapcolor: table, CSV and plots", code == 0 and len(lines) == 5
     and lines[0].split() == ["N", "algorithm", "edges", "assignments", "±", "se", "median", "[quartiles]",
                              "time", "ms", "±", "se", "median", "[quartiles]", "capped"]
     and [l.split()[:2] for l in lines[1:]] == [["8", "fc"], ["8", "best"], ["16", "fc"], ["16", "best"]]
     and all(l.endswith("0/2") for l in lines[1:])
     and csv_lines[3] == "n,algorithm,runs,capped,no_solution,edges_mean,edges_se,assignments_mean,"
                         "assignments_se,assignments_q1,assignments_median,assignments_q3,time_ms_mean,time_ms_se,"
                         "time_ms_q1,time_ms_median,time_ms_q3,assignments_q1_censored,assignments_median_censored,"
                         "assignments_q3_censored,time_ms_q1_censored,time_ms_median_censored,time_ms_q3_censored"
     and len(csv_lines) == 8 and csv_lines[0].startswith("# quandary experiment mapcolor: method segments")
     and os.path.exists(exp_svg) and open(exp_svg, "rb").read(5) == b"<?xml", out + err)
code2, out2, err2 = run(*exp_args)
strip_time = lambda text: [l.split()[:5] for l in text.splitlines()]
case("experiment mapcolor: the same seed gives the same maps and counts", code2 == 0
     and strip_time(out2) == strip_time(out), out2 + err2)
code, out, err = run("experiment", "mapcolor", "--n", "8", "--instances", "1", "--algorithms", "backtracking",
                     "--max-assignments", "3", "--colors", "2")
case("experiment mapcolor: capped runs are counted as censored", code == 0
     and out.splitlines()[1].split()[-1] == "1/1" and "≥ 3.00" in out.splitlines()[1]
     and "counted at what it spent" in out, out + err)
code, out, err = run("experiment", "mapcolor", "--n", "30", "--instances", "2", "--algorithms",
                     "fc,fc+restarts,mac+restarts", "--seed", "2")
case("experiment mapcolor: fc and fc+restarts side by side", code == 0
     and [l.split()[1] for l in out.splitlines()[1:4]] == ["fc", "fc+restarts", "mac+restarts"], out + err)
error_case("experiment mapcolor best+restarts", ["experiment", "mapcolor", "--n", "10", "--algorithms",
                                                 "best+restarts"], 2, "unknown algorithm “best+restarts”")
error_case("experiment unknown", ["experiment", "tsp"], 2, "unknown experiment “tsp”; the experiments are: mapcolor")
error_case("experiment no name", ["experiment"], 2, "name the experiment")
error_case("experiment mapcolor without --n", ["experiment", "mapcolor"], 2, "--n is needed")
error_case("experiment mapcolor bad --n", ["experiment", "mapcolor", "--n", "10,x"], 2, "“x” is not a number")
error_case("experiment mapcolor zero --n", ["experiment", "mapcolor", "--n", "0"], 2, "is not a number of regions")
error_case("experiment mapcolor unknown algorithm", ["experiment", "mapcolor", "--n", "10", "--algorithms", "fc,dfs"],
           2, "unknown algorithm “dfs”")
error_case("experiment mapcolor bad method", ["experiment", "mapcolor", "--n", "10", "--method", "voronoi"], 2,
           "unknown method")
error_case("experiment mapcolor bad instances", ["experiment", "mapcolor", "--n", "10", "--instances", "0"], 2,
           "--instances")
code, out, err = run("experiment", "--help")
case("experiment --help lists mapcolor", code == 0 and "mapcolor" in out, out + err)
code, out, err = run("experiment", "mapcolor", "--help")
case("experiment mapcolor --help describes the options", code == 0 and "--instances" in out
     and "--algorithms" in out and "--max-assignments" in out and "--svg" in out, out + err)

# --- mapgen (maps developer) ---
import re as _re_maps


def mapgen_regions(text):
    """The region lines of a generated map as {name: (x, y, [neighbours])}, or None if malformed."""
    regions = {}
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        m = _re_maps.fullmatch(r"(\S+) \(([0-9.]+), ([0-9.]+)\):((?: [^,]+(?:, [^,]+)*)?)", line)
        if m is None:
            return None
        regions[m.group(1)] = (float(m.group(2)), float(m.group(3)),
                               [n.strip() for n in m.group(4).split(",") if n.strip()])
    return regions


def mapgen_ok(text, n):
    r = mapgen_regions(text)
    return (r is not None and sorted(r) == sorted(str(i) for i in range(1, n + 1))
            and all(0 <= x < 1 and 0 <= y < 1 for x, y, _ in r.values())
            and all(a in r[b][2] for a in r for b in r[a][2]))


code, out, err = run("mapgen", "-n", "60", "--seed", "7")
case("mapgen -n 60: 60 regions with positions, symmetric", code == 0 and mapgen_ok(out, 60), out[:300] + err)
code2, out2, _ = run("mapgen", "--seed", "7", "-n", "60", "--method", "segments")
case("mapgen same seed, same map", code2 == 0 and out2 == out)
code3, out3, _ = run("mapgen", "-n", "60", "--seed", "8")
case("mapgen another seed, another map", code3 == 0 and mapgen_ok(out3, 60) and out3 != out)
code, out, err = run("mapgen", "-n", "60", "--seed", "7", "--method", "delaunay")
case("mapgen --method delaunay", code == 0 and mapgen_ok(out, 60) and out != out2, err)
gen_out = os.path.join(workdir, "generated.map")
if os.path.exists(gen_out):
    os.remove(gen_out)
code, out, err = run("mapgen", "-n", "25", "--seed", "3", "-o", gen_out)
text = open(gen_out).read() if os.path.exists(gen_out) else ""
case("mapgen -o FILE: the map in FILE, nothing on stdout", code == 0 and out == "" and mapgen_ok(text, 25), out + err)
code, out, err = run("mapcolor", gen_out, "--colors", "4")
case("mapgen output reads back (mapcolor colours its 25 regions)",
     code == 0 and len([l for l in out.splitlines() if len(l.split(" ")) == 2]) == 25, out + err)
# (-1 was taken for "no -n" until issue 74, 1e3 is no whole number.)
for bad in ("0", "-5", "2000000", "-1", "1e3"):
    error_case("mapgen -n %s is a usage error" % bad, ["mapgen", "-n", bad], 2,
               "--regions takes a whole number from 1 to 1000000, not “%s”" % bad)
error_case("mapgen without -n", ["mapgen", "--seed", "1"], 2, "the number of regions is needed")
error_case("mapgen -n not a number", ["mapgen", "-n", "ten"], 2, "ten")
error_case("mapgen unknown method", ["mapgen", "-n", "5", "--method", "voronoi"], 2, "unknown method")
error_case("mapgen stray argument", ["mapgen", "-n", "5", "extra.map"], 2, "unexpected argument")
error_case("mapgen output into a missing folder", ["mapgen", "-n", "5", "-o", "/nonexistent/dir/x.map"], 1, "x.map")

# --- --tree (data/FORMATS.md, "Search trees") ---
# Every node but the root is one assignment of --stats, one solution node
# when coloured (the first solution ends the search), failures childless;
# on the bundled maps and generated ones, for each tree search and K.  The
# searches stop at 20,000 assignments: backtracking with three colours on the
# generated maps (30,000 to 280,000 assignments to find no colouring; France's
# 1,443 find none whole) and with four on the third (capped at the default
# million: a tree of 31 MB) are capped trees, the same lines fewer.
tree_file = os.path.join(workdir, "search.tree")
tree_maps = [os.path.join(examples, "mapcolor", m) for m in ("australia.map", "fcmac-9.map", "france-regions.map")]
for seed in (1, 2, 3):
    generated = os.path.join(workdir, "tree-%d.map" % seed)
    run("mapgen", "-n", "40", "-s", str(seed), "-o", generated)
    tree_maps.append(generated)
for path in tree_maps:
    for algorithm in ("backtracking", "fc", "mac"):
        for k in ("3", "4"):
            code, out, err = run("mapcolor", path, "-a", algorithm, "-k", k, "--max-assignments", "20000", "--stats",
                                 "--tree", tree_file)
            what = "%s -a %s -k %s --tree" % (os.path.basename(path), algorithm, k)
            m = re.search(r"^assignments (\d+)$", out, re.M)
            with open(tree_file, encoding="utf-8") as f:
                nodes, dropped = tree_case(what, f.read())
            coloured = not out.startswith(("no solution", "capped"))
            case(what + ": %d nodes = assignments + 1, %d solution nodes" %
                 (len(nodes), count_status(nodes, "solution")),
                 code == 0 and m is not None and dropped == 0 and len(nodes) == int(m.group(1)) + 1 and
                 count_status(nodes, "solution") == (1 if coloured else 0), out[-300:] + err)
error_case("--tree with best", ["mapcolor", tree_maps[0], "-a", "best", "--tree", tree_file], 2,
           "--tree is for backtracking, fc and mac")

# An output over its own input is refused before any work (issue 34).
for option in ("--tree", "--png", "--cnf", "--csp"):
    over_input_cases("mapcolor %s" % option, aus_map, lambda i, o: ["mapcolor", i, "--algorithm", "fc", option, o])
over_input_cases("fcmac --csv", aus_map, lambda i, o: ["fcmac", i, "--csv", o])

# Any positive --time-limit stops the run (issue 34): 1e-9 s was "no limit".
code, out, err = run("mapcolor", aus_map, "--algorithm", "fc", "--time-limit", "1e-9")
case("mapcolor --time-limit 1e-9: capped, not solved", code == 0 and out.splitlines()[-1:] == ["capped"], out + err)
raw_tl = os.path.join(workdir, "tl.raw")
if os.path.exists(raw_tl):
    os.remove(raw_tl)
code, out, err = run("experiment", "mapcolor", "--n", "30", "--instances", "1", "--algorithms", "backtracking",
                     "--time-limit", "1e-9", "--raw", raw_tl)
settings = open(raw_tl, encoding="utf-8").read().splitlines()[2] if os.path.exists(raw_tl) else ""
case("experiment mapcolor --time-limit 1e-9: every run capped, the settings line keeps the limit",
     code == 0 and out.splitlines()[1].split()[-1] == "1/1" and settings.endswith(" time-limit-us=1"),
     out + err + settings)

# --- best --threads N (issue 36): the colouring and the counts depend on the seed and N only ---
def queens_map(side):
    """The side x side queens graph as a map: squares a queen's move apart are neighbours."""
    lines = []
    for a in range(side * side):
        ra, ca = divmod(a, side)
        near = [b for b in range(side * side) if b != a and
                (b // side == ra or b % side == ca or abs(b // side - ra) == abs(b % side - ca))]
        lines.append("q%d: %s" % (a, ", ".join("q%d" % b for b in near)))
    return ("\n".join(lines) + "\n").encode()


queen7 = tmpfile("queen7.map", queens_map(7))


def without_time(out):
    return "\n".join(line for line in out.splitlines() if not line.startswith("time-ms "))


best_runs = [run("mapcolor", queen7, "--colors", "7", "--seed", "3", "--threads", "2", "--stats") for _ in range(2)]
case("mapcolor best --threads 2 twice: the same colouring and counts",
     all(code == 0 for code, _, _ in best_runs) and without_time(best_runs[0][1]) == without_time(best_runs[1][1])
     and "assignments " in best_runs[0][1] and not best_runs[0][1].startswith("capped"),
     best_runs[0][1] + best_runs[1][1] + best_runs[0][2])
code, out, err = run("mapcolor", queen7, "--colors", "7", "--seed", "3", "--threads", "1", "--stats")
case("mapcolor best --threads 1: a colouring too", code == 0 and not out.startswith(("capped", "no solution")),
     out + err)
error_case("mapcolor --threads 0", ["mapcolor", queen7, "--threads", "0"], 2, "--threads")
error_case("mapcolor --threads 257", ["mapcolor", queen7, "--threads", "257"], 2, "--threads")

finish()
