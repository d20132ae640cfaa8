#!/usr/bin/env python3
"""CLI contract tests of `quandary-cli colorgame` (statement 001, docs/contracts.md).

The six course cases (tests/colorgame/data/, see SOURCES.md there) must come out byte for
byte; the small cases below were worked out by hand.  Usage: SCRIPT CLI SRCDIR WORKDIR
"""
import json
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

data = os.path.join(srcdir, "data")

# --- the course's cases, byte for byte (no final newline)
for i in range(6):
    golden_case("colorgame course case t%d" % i, ["colorgame", os.path.join(data, "t%d.txt" % i)],
                os.path.join(data, "output_t%d.txt" % i))

# -o writes the same bytes into a file
out = os.path.join(workdir, "output.txt")
if os.path.exists(out):
    os.remove(out)
code, stdout, err = run("colorgame", os.path.join(data, "t5.txt"), "-o", out)
expected = open(os.path.join(data, "output_t5.txt"), "rb").read()
case("colorgame -o writes the file", code == 0 and stdout == "" and os.path.exists(out)
     and open(out, "rb").read() == expected, err)


def hand_case(name, text, expected, *extra):
    path = tmpfile(name.replace(" ", "-") + ".txt", text.encode())
    code, stdout, err = run("colorgame", path, *extra)
    case("colorgame " + name, code == 0 and stdout == expected,
         "exit %d\n--- expected\n%s\n--- got\n%s\n--- stderr\n%s" % (code, expected, stdout, err))


# A path A - B - C, A red by player 1; B can only be G, then C only R.
# Root 1 (A R); B G by player 1: 1 + 5 = 6; C R by player 2: 6 - 7 = -1.
PATH = "R, G\nA: R-1\n%d\nR: 1, G: 5\nR: 7, G: 0\nA: B\nB: A, C\nC: B\n"
hand_case("path depth 2", PATH % 2,
          "A, R, 0, -inf, -inf, inf\nB, G, 1, inf, -inf, inf\nC, R, 2, -1, -inf, inf\n"
          "B, G, 1, -1, -inf, -1\nA, R, 0, -1, -1, inf\nB, G, -1")
# Depth 1: B G is a leaf worth 6.
hand_case("path depth 1", PATH % 1, "A, R, 0, -inf, -inf, inf\nB, G, 1, 6, -inf, inf\nA, R, 0, 6, 6, inf\nB, G, 6")
# Depth 0 and a root without moves: the root line, then None (docs/contracts.md).
hand_case("depth 0", PATH % 0, "A, R, 0, 1, -inf, inf\nNone, None, 1")
hand_case("no legal move", "R, G\nA: R-1, B: G-2\n2\nR: 1, G: 2\nR: 3, G: 4\nA: B\n",
          "B, G, 0, -3, -inf, inf\nNone, None, -3")
# --depth overrides the file's depth; CRLF line ends are read too.
hand_case("depth option and CRLF", (PATH % 5).replace("\n", "\r\n"), "A, R, 0, 1, -inf, inf\nNone, None, 1", "--depth", "0")

# --- --node-limit (docs/contracts.md): exactly N nodes entered, the trace so far without
# the best move, exit status 4.  The path of depth 2 has three nodes: A, B, C.
code, stdout, err = run("colorgame", tmpfile("limit.txt", (PATH % 2).encode()), "--node-limit", "2")
case("colorgame --node-limit 2 stops before C", code == 4 and
     stdout == "A, R, 0, -inf, -inf, inf\nB, G, 1, inf, -inf, inf" and "node limit" in err,
     "exit %d\n%s\n%s" % (code, stdout, err))
hand_case("--node-limit as large as the tree", PATH % 2,
          "A, R, 0, -inf, -inf, inf\nB, G, 1, inf, -inf, inf\nC, R, 2, -1, -inf, inf\n"
          "B, G, 1, -1, -inf, -1\nA, R, 0, -1, -1, inf\nB, G, -1", "--node-limit", "3")

# A depth of 1,000,000 on the course's 29-node map: the search would take ages and
# once hoarded its whole trace in memory, printing nothing.  With a node limit it
# ends; the trace streamed out is the start of the whole one.
with open(os.path.join(examples, "colorgame", "course-t0.txt")) as f:
    deep_lines = f.read().split("\n")
deep_lines[2] = "1000000"
deep = tmpfile("deep.txt", "\n".join(deep_lines).encode())
code, stdout, err = run("colorgame", deep, "--node-limit", "300000", timeout=240)
case("colorgame depth 1000000 --node-limit 300000 ends (exit 4)", code == 4 and "300000 nodes" in err
     and stdout.count("\n") > 300000 and not stdout.endswith("\n"), "exit %d, stderr %s" % (code, err))
limited_out = os.path.join(workdir, "deep-limited.txt")
code, stdout2, err = run("colorgame", deep, "--node-limit", "300000", "-o", limited_out, timeout=240)
case("colorgame --node-limit -o writes the trace so far", code == 4 and stdout2 == "" and os.path.exists(limited_out)
     and open(limited_out, encoding="utf-8").read() == stdout, "exit %d, stderr %s" % (code, err))


def first_bytes(args, n, timeout):
    """The first N bytes of stdout, read as the command writes them; then it is killed."""
    import select
    import subprocess
    import time
    p = subprocess.Popen([cli, *args], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    got, end = b"", time.monotonic() + timeout
    try:
        while len(got) < n and time.monotonic() < end:
            ready, _, _ = select.select([p.stdout], [], [], 1)
            if ready:
                chunk = os.read(p.stdout.fileno(), 65536)
                if not chunk:
                    break
                got += chunk
    finally:
        p.kill()
        p.wait()
    return got


# Without a limit the trace comes out as the search goes (memory stays flat).
streamed = first_bytes(["colorgame", deep], 1 << 20, 120)
case("colorgame depth 1000000 streams its trace", len(streamed) >= 1 << 20
     and streamed.startswith(stdout[:1000].encode()), "%d bytes" % len(streamed))
# Issue 74: --depth -1 was taken for "the file's depth".
for depth in ("-1", "-7", "2.5", "1000001"):
    error_case("colorgame --depth %s: refused" % depth, ["colorgame", "--depth", depth, os.path.join(data, "t5.txt")], 2,
               "--depth takes a whole number from 0 to 1000000, not “%s”" % depth)
error_case("colorgame negative --node-limit", ["colorgame", "--node-limit", "-1", os.path.join(data, "t5.txt")], 2,
           "node limit")

# --- pictures
picture_cases("colorgame", ["colorgame", os.path.join(data, "t5.txt")], "game")

# --- bad input: exit 1 naming file, line and problem; usage errors exit 2
error_case("colorgame t6 rejected (adjacent start nodes share a colour)", ["colorgame", os.path.join(data, "t6.txt")], 1,
           "t6.txt: line 2: A0T5V and EI0RC are neighbours and both coloured A")
error_case("colorgame unknown colour", ["colorgame", tmpfile("colour.txt", b"R, G\nA: Y-1\n1\nR: 1, G: 1\nR: 1, G: 1\nA: B\n")],
           1, "colour.txt: line 2: Y is not one of the colours of line 1")
error_case("colorgame bad player", ["colorgame", tmpfile("player.txt", b"R, G\nA: R-3\n1\nR: 1, G: 1\nR: 1, G: 1\nA: B\n")],
           1, "player.txt: line 2: the player of A must be 1 or 2")
error_case("colorgame bad depth", ["colorgame", tmpfile("depth.txt", b"R, G\nA: R-1\n-1\nR: 1, G: 1\nR: 1, G: 1\nA: B\n")],
           1, "depth.txt: line 3: the depth must be a whole number")
error_case("colorgame missing weight", ["colorgame", tmpfile("weight.txt", b"R, G\nA: R-1\n1\nR: 1\nR: 1, G: 1\nA: B\n")],
           1, "weight.txt: line 4: player 1's weight of G is missing")
error_case("colorgame start node not in the map", ["colorgame", tmpfile("nomap.txt", b"R, G\nZ: R-1\n1\nR: 1, G: 1\nR: 1, G: 1\nA: B\n")],
           1, "nomap.txt: line 2: Z is not a node of the map")
error_case("colorgame bad node name", ["colorgame", tmpfile("name.txt", b"R, G\nA: R-1\n1\nR: 1, G: 1\nR: 1, G: 1\nA: B_1\n")],
           1, "name.txt: line 6: \u201cB_1\u201d is not a node name")
error_case("colorgame node line twice", ["colorgame", tmpfile("twice.txt", b"R, G\nA: R-1\n1\nR: 1, G: 1\nR: 1, G: 1\nA: B\nA: C\n")],
           1, "twice.txt: line 7: the node A has two lines")
error_case("colorgame truncated", ["colorgame", tmpfile("short.txt", b"R, G\nA: R-1\n1\n")], 1,
           "short.txt: line 3: the file ends before the players' weights")
error_case("colorgame empty file", ["colorgame", tmpfile("empty.txt", b"")], 1, "empty.txt: line 1: the file ends before the colours")
error_case("colorgame binary file", ["colorgame", tmpfile("binary.txt", b"\x89PNG\r\n\x1a\n\x00\x00")], 1,
           "binary.txt: this is not a text file")
error_case("colorgame missing file", ["colorgame", os.path.join(workdir, "nope.txt")], 1, "nope.txt")
error_case("colorgame no input", ["colorgame"], 2, "INPUT")
error_case("colorgame negative --depth", ["colorgame", "--depth", "-4", os.path.join(data, "t5.txt")], 2, "depth")

# An output over its own input is refused before any work (issue 34).
over_input_cases("colorgame -o", os.path.join(examples, "colorgame", "australia.txt"),
                 lambda i, o: ["colorgame", i, "-o", o])
over_input_cases("colorgame --png", os.path.join(examples, "colorgame", "australia.txt"),
                 lambda i, o: ["colorgame", i, "--png", o])

# --- reports and animations (issue 32)
australia = os.path.join(examples, "colorgame", "australia.txt")
report_case("colorgame --report", ["colorgame", australia], "australia.txt", os.path.join(workdir, "colorgame.pdf"))
# With -o the output file's lines are in the report, its first line too.
report_out = os.path.join(workdir, "report-output.txt")
code, out, err, facts = report_case("colorgame --report with -o", ["colorgame", australia, "-o", report_out],
                                    "australia.txt", os.path.join(workdir, "colorgame-o.pdf"))
with open(report_out) as f:
    first = f.readline().strip()
case("colorgame --report with -o: the output file's first line is in the report",
     facts is not None and first in facts["text"], first)
bundle_case("colorgame --report-bundle", ["colorgame", australia], os.path.join(workdir, "colorgame-bundle"))
code, out, err = run("colorgame", australia)
steps = sum(1 for l in out.splitlines() if l.count(", ") == 5)
gif_case("colorgame --gif: a frame per line of six fields and the start", ["colorgame", australia],
         os.path.join(workdir, "colorgame.gif"), frames=steps + 1)
code, out, err = run("colorgame", "--depth", "1", australia)
steps = sum(1 for l in out.splitlines() if l.count(", ") == 5)
gif_case("colorgame --gif at depth 1", ["colorgame", "--depth", "1", australia],
         os.path.join(workdir, "colorgame-depth-1.gif"), frames=steps + 1)
error_case("colorgame --gif-size too small", ["colorgame", australia, "--gif", os.path.join(workdir, "x.gif"),
                                              "--gif-size", "10x10"], 2, "--gif-size")
error_case("colorgame --gif-delay not a number", ["colorgame", australia, "--gif", os.path.join(workdir, "x.gif"),
                                                  "--gif-delay", "soon"], 2, "gif-delay")
over_input_cases("colorgame --report", australia, lambda i, o: ["colorgame", i, "--report", o])
over_input_cases("colorgame --gif", australia, lambda i, o: ["colorgame", i, "--gif", o])

# --- --check (docs/contracts.md): answers built from the course's outputs.
for i in (0, 3):
    with open(os.path.join(data, "output_t%d.txt" % i), encoding="utf-8") as f:
        right = f.read()
    check_cases("colorgame --check t%d" % i, ["colorgame", os.path.join(data, "t%d.txt" % i)], right,
                os.path.join(workdir, "check-t%d" % i))

# The explanation, worked out by hand on the path of depth 2: B (depth 1, player 2)
# gets C R's -1 against its inf so far, so its value and beta become -1.
path2 = tmpfile("check-path.txt", (PATH % 2).encode())
answer = tmpfile("check-path-answer.txt", b"A, R, 0, -inf, -inf, inf\nB, G, 1, inf, -inf, inf\n"
                 b"C, R, 2, -1, -inf, inf\nB, G, 1, -1, -inf, inf\nA, R, 0, -1, -1, inf\nB, G, -1\n")
code, out, err = check_run("colorgame", path2, "--check", answer)
want = answer + """: wrong at line 4
expected: B, G, 1, -1, -inf, -1
given:    B, G, 1, -1, -inf, inf
  Back at B G (depth 1), player 2 (MIN) keeps the smaller value: the move C R is worth -1 against inf so far, so the value is -1.
  β becomes the smaller of β and the value: α = -inf, β = -1.
"""
case("colorgame --check explains a beta not updated", code == 1 and out == want, "exit %d\n%s%s" % (code, out, err))
# The best-move line names the root's moves and their values.
answer = tmpfile("check-path-best.txt", b"A, R, 0, -inf, -inf, inf\nB, G, 1, inf, -inf, inf\n"
                 b"C, R, 2, -1, -inf, inf\nB, G, 1, -1, -inf, -1\nA, R, 0, -1, -1, inf\nB, G, 1\n")
code, out, err = check_run("colorgame", path2, "--check", answer)
case("colorgame --check explains the best move", code == 1 and "wrong at line 6" in out
     and "The root's moves as the search valued them: B G -1." in out, "exit %d\n%s%s" % (code, out, err))
# A byte-order mark (Windows editors) is no difference; a file name holding a line end
# is shown escaped, so that each answer stays one verdict line.
with open(os.path.join(data, "output_t5.txt"), encoding="utf-8") as f:
    right5 = f.read()
bom = tmpfile("check-bom.txt", b"\xef\xbb\xbf" + right5.encode())
odd = os.path.join(workdir, "check-odd\nname.txt")
with open(odd, "w", encoding="utf-8") as f:
    f.write(right5.replace("NSW, B, 10", "NSW, B, 9"))
code, out, err = check_run("colorgame", os.path.join(data, "t5.txt"), "--check", bom, odd)
case("colorgame --check: a byte-order mark is no difference; a name's line end is escaped",
     code == 1 and out.startswith(bom + ": correct\n") and
     (os.path.join(workdir, "check-odd\\nname.txt") + ": wrong at line 86\n") in out,
     "exit %d\n%s%s" % (code, out, err))
error_case("colorgame --check with -o is a usage error",
           ["colorgame", path2, "-o", os.path.join(workdir, "x.txt"), "--check", answer], 2, "--check")
error_case("colorgame --check-csv alone is a usage error", ["colorgame", path2, "--check-csv", "x.csv"], 2,
           "--check-csv")
error_case("colorgame --check without a file is a usage error", ["colorgame", path2, "--check"], 2, "--check")

# --- --result FILE (issue 75): the typed result of a game agrees with its
# printed last line and its moves; an outside agent that exits at once
# forfeits, the other player the winner.
result_path = os.path.join(workdir, "result.json")
code, out, err = run("colorgame", australia, "--p1", "random", "--p2", "random", "--seed", "7",
                     "--result", result_path)
with open(result_path, encoding="utf-8") as f:
    result = json.load(f)
last = out.splitlines()[-1]
case("colorgame --result: the winner of the last line, the scores' line before it, a ply a move line",
     code == 0 and re.search(r"^score 1 -?\d+ 2 -?\d+\n(Player [12] wins\.|Draw\.)\n\Z", out, re.M) is not None and
     result["game"] == "colorgame" and result["players"] == ["random", "random"] and
     result["winner"] == (None if last == "Draw." else int(last[7])) and
     result["plies"] == len(re.findall(r"^Player [12]: \S+$", out, re.M)) and result["end"] == "over",
     "%s\n%s%s" % (result, out, err))
# A forfeit's reason is the cause in the locale's words.
code, out, err = run("colorgame", australia, "--p1", "program:/bin/true", "--no-sandbox", "--p2", "random",
                     "--result", result_path, people_files=[result_path])
with open(result_path, encoding="utf-8") as f:
    result = json.load(f)
case("colorgame --result: an agent that exits at once forfeits, player 2 the winner",
     code == 0 and out.endswith("Player 2 wins by forfeit.\n") and result["end"] == "forfeit" and
     result["reason"].startswith("forfeit: ") and result["winner"] == 2, "%s\n%s%s" % (result, out, err))
error_case("colorgame --result without a game is a usage error", ["colorgame", australia, "--result", result_path],
           2, "--result goes with a game")

# --- --palette default|print (issue 35): the regions in the print palette's red, green and blue
palette_cases("colorgame", ["colorgame", australia], "colorgame", regions=True)
report_palette_cases("colorgame", ["colorgame", australia], "colorgame", regions=True)

# --- Outputs that destroy inputs (issue 91): --result over the map read is
# refused before the game (a game has no other output).
over_input_cases("colorgame --result", australia,
                 lambda i, o: ["colorgame", i, "--p1", "random", "--p2", "random", "--result", o])

finish()
