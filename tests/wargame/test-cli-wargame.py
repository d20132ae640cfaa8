#!/usr/bin/env python3
"""CLI contract tests of `quandary-cli wargame` (TAP output).

The replay cases are checked against another team's published games on the
course boards (tests/wargame/data/results_bjarkehs_fall2013, see SOURCES.md):
their moves, written in our log format, must replay to their final map and
their scores.  Usage: test-cli-wargame.py CLI SRCDIR WORKDIR
"""
import glob
import json
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

data = os.path.join(srcdir, "data")
board = lambda name: os.path.join(data, name + ".txt")
TOTALS = {"Keren": 36, "Narvik": 1800, "Sevastopol": 378, "Smolensk": 1653, "Westerplatte": 72}


def scores(out):
    m = re.search(r"^score blue (-?\d+) green (-?\d+)$", out, re.M)
    return (int(m.group(1)), int(m.group(2))) if m else None


# --- published games replayed: their final map and scores
for path in sorted(glob.glob(os.path.join(data, "results_bjarkehs_fall2013", "*vs*.txt"))):
    name = os.path.basename(path)
    text = open(path, encoding="utf-8").read()
    moves = re.findall(r"^(BLUE|GREEN): (PARADROP|BLITZ) ([A-F][1-6])", text, re.M)
    blue, green = map(int, re.search(r"Blue: (\d+), Green: (\d+)", text).groups())
    # Rows of six owners, whatever the file's row and column labels.
    rows = [re.findall(r"(?<![A-Za-z])[bgBG](?![A-Za-z])", l) for l in text.split("End-game map:")[1].splitlines()]
    expected_owners = "".join(" ".join(r).upper() + "\n" for r in rows if len(r) == 6)
    log = "".join("%s %s %s\n" % (w.lower(), "drop" if k == "PARADROP" else "blitz", s) for w, k, s in moves)
    log += "final blue %d green %d\n" % (blue, green)
    code, out, err = run("wargame", board(name.split("-")[0]), "--replay", tmpfile(name + ".log", log.encode()))
    ok = code == 0 and out.startswith(expected_owners) and scores(out) == (blue, green)
    case("replay published game " + name, ok, "exit %d\n%s%s\nwant\n%s" % (code, out, err, expected_owners))

# --- a played game: the report, the log, its replay, scores summing to the board total
for name in ("Keren", "Smolensk", "Westerplatte"):
    logpath = os.path.join(workdir, name + ".log")
    code, out, err = run("wargame", board(name), "--blue", "minimax:2", "--green", "alphabeta:3", "--log", logpath)
    sc = scores(out)
    lines = out.splitlines()
    ok = (code == 0 and sc is not None and sum(sc) == TOTALS[name] and len(lines) == 10
          and all(re.fullmatch(r"[BG]( [BG]){5}", l) for l in lines[:6])
          and re.fullmatch(r"nodes blue \d+ green \d+", lines[7]) is not None
          and lines[8].startswith("nodes-per-move blue ") and lines[9].startswith("ms-per-move blue "))
    case("game on %s: report format, scores sum to %d" % (name, TOTALS[name]), ok, out + err)
    log = open(logpath).read().splitlines() if os.path.exists(logpath) else []
    ok = (len(log) == 37 and re.fullmatch(r"blue drop [A-F][1-6]", log[0]) is not None
          and all(re.fullmatch(r"(blue|green) (drop|blitz) [A-F][1-6]", l) for l in log[:36])
          and log[36] == "final blue %d green %d" % sc)
    case("game on %s: --log has 36 moves and the final line" % name, ok, "\n".join(log))
    code, out2, err = run("wargame", board(name), "--replay", logpath)
    case("game on %s: the log replays to the same board and scores" % name,
         code == 0 and out2.splitlines()[:7] == lines[:7], out2 + err)

# --- determinism: seeds, the coin, random agents
args = ["wargame", board("Smolensk"), "--blue", "random", "--green", "alphabeta:2", "--coin", "0.5", "--seed", "7"]
a, b = run(*args), run(*args)
# Everything but the times per move.
same = lambda x, y: [l for l in x.splitlines() if "ms-per-move" not in l] == [l for l in y.splitlines() if "ms-per-move" not in l]
case("same seed, same game (random agent, coin)", a[0] == 0 and same(a[1], b[1]), a[1] + a[2])
c = run(*args[:-1], "8")
case("another seed, another game", c[0] == 0 and not same(c[1], a[1]), c[1])
coin_log = os.path.join(workdir, "coin.log")
code, out, err = run(*args, "--log", coin_log)
code2, out2, err2 = run("wargame", board("Smolensk"), "--coin", "0.5", "--replay", coin_log)
case("a coin game replays from its log (failed conquests listed)",
     code == 0 and code2 == 0 and scores(out) == scores(out2) and sum(scores(out)) == 1653, out2 + err2)

# --- extended rules
for rules in ("battle", "duel", "attrition"):
    code, out, err = run("wargame", board("Smolensk"), "--rules", rules, "--blue", "alphabeta:3", "--green", "engine:20")
    sc = scores(out)
    case("--rules %s plays to the end, scores sum to 1653" % rules, code == 0 and sc and sum(sc) == 1653, out + err)

# --- human from stdin (2x2 board: values 1 2 / 3 4)
tiny = tmpfile("tiny.txt", b"1 2\r\n3 4\r\n")
code, out, err = run("wargame", tiny, "--blue", "human", "--green", "minimax:2", stdin=b"Z9\nA1\nB2\nA2\nB1\n")
sc = scores(out)
case("human moves from stdin, a wrong square asked again", code == 0 and sc is not None and sum(sc) == 10
     and "not an empty square" in err, out + err)
# A line of any length is one answer: 255 bytes of x then A1 is not A1 (it
# was, read 255 bytes at a time), a 10 MB line one complaint (it gave 39,224).
code, out, err = run("wargame", tiny, "--blue", "human", "--green", "minimax:2",
                     stdin=b"x" * 255 + b"A1\nA1\nB2\nA2\nB1\n")
case("a long line ending in a square is one wrong answer", code == 0 and err.count("not an empty square") == 1,
     out + err[-300:])
code, out, err = run("wargame", tiny, "--blue", "human", "--green", "minimax:2",
                     stdin=b"x" * 10000000 + b"\nA1\nB2\nA2\nB1\n")
case("a 10 MB line is one complaint", code == 0 and err.count("not an empty square") == 1 and len(err) < 5000,
     "%d complaints, %d bytes" % (err.count("not an empty square"), len(err)))
code, out, err = run("wargame", tiny, "--blue", "human", "--green", "minimax:2", stdin=b"\x1b]0;x\x07\nA1\nB2\nA2\nB1\n")
case("an answer with an escape sequence is shown escaped", code == 0 and "\x1b" not in err and "\\e]0;x" in err, err)
code, out, err = run("wargame", tiny, "--blue", "human", stdin=b"")
case("human at end of input stops the game (exit 130)", code == 130 and "stopped" in out, out + err)

# --- matchups and the rule comparison
csv = os.path.join(workdir, "matchups.csv")
code, out, err = run("wargame", board("Westerplatte"), "--matchups", "--minimax-depth", "2", "--alphabeta-depth", "3",
                     "--csv", csv)
rows = [l for l in out.splitlines() if re.match(r"(minimax|alphabeta):\d vs ", l) and "rules" not in l]
csv_lines = open(csv).read().splitlines() if os.path.exists(csv) else []
case("--matchups: four matchups in the table and the CSV",
     code == 0 and [r.split()[0:3] for r in rows] == [["minimax:2", "vs", "minimax:2"], ["alphabeta:3", "vs", "alphabeta:3"],
                                                     ["minimax:2", "vs", "alphabeta:3"], ["alphabeta:3", "vs", "minimax:2"]]
     and len(csv_lines) == 5 and csv_lines[0].startswith("game,rules,blue_agent"), out + err)
code, out, err = run("wargame", board("Sevastopol"), "--compare", "--blue", "alphabeta:3", "--coin", "0.6")
labels = [l.split("  ")[0].strip() for l in out.splitlines() if re.match(r"(classic|battle|duel|attrition)[ ,]", l)
          and "—" not in l]
case("--compare: one row per rule set", code == 0 and labels == ["classic", "battle", "duel", "attrition 0.1",
                                                                  "classic, coin 0.6"], out + err)

# --- Ctrl-C: a clean stop with the game so far (a game of 5 s moves takes minutes)
code, out, err, seconds = interrupted(["wargame", board("Smolensk"), "--blue", "engine:5000", "--green", "engine:5000"])
case("Ctrl-C stops the game at once, prints the game so far, exit 130",
     code == 130 and seconds < 20 and "stopped before the end" in out and scores(out) is not None,
     "exit %d after %.1f s\n%s%s" % (code, seconds, out, err))

# --- pictures
for fmt, magic in (("png", b"\x89PNG"), ("svg", b"<?xml"), ("pdf", b"%PDF")):
    out = os.path.join(workdir, "war." + fmt)
    if os.path.exists(out):
        os.remove(out)
    code, _, err = run("wargame", board("Keren"), "--blue", "minimax:1", "--green", "minimax:1", "--" + fmt, out)
    ok = code == 0 and os.path.exists(out) and open(out, "rb").read(5).startswith(magic)
    case("wargame --%s writes a %s file" % (fmt, fmt.upper()), ok, err)

# --- bad input: exit 1 naming file and line; usage errors: exit 2
error_case("board with a word", ["wargame", tmpfile("word.txt", b"1 2\n3 x\n")], 1,
           "word.txt: line 2: “x” is not a whole number")
error_case("board not square", ["wargame", tmpfile("rect.txt", b"1\t2\t3\r\n4\t5\t6\r\n")], 1,
           "rect.txt: line 2: 2 row(s) on a board 3 wide")
error_case("a value too long for a square names itself and its place",
           ["wargame", tmpfile("long.txt", b"1 99999999999999999999\n3 4\n")], 1,
           "line 1: “99999999999999999999”, value number 2 of the line, is too long")
error_case("board too large", ["wargame", tmpfile("big.txt", (" ".join(["1"] * 13) + "\n").encode())], 1,
           "big.txt: line 1: more than 12 values")
error_case("binary board", ["wargame", tmpfile("bin.txt", b"\x89PNG\r\n\x1a\n\x00\x00")], 1, "bin.txt:")
error_case("missing board", ["wargame", os.path.join(workdir, "nothing.txt")], 1, "nothing.txt")
error_case("bad log line", ["wargame", board("Keren"), "--replay", tmpfile("bad.log", b"blue drop A1\nblue drop B1\n")], 1,
           "bad.log: line 2: it is green's turn")
error_case("log with wrong final scores", ["wargame", tiny, "--replay",
                                           tmpfile("final.log", b"blue drop A1\ngreen drop B2\nblue blitz A2\ngreen drop B1\nfinal blue 3 green 7\n")],
           1, "final.log: line 5: the log says blue 3 green 7, the moves give blue 8 green 2")
error_case("unknown agent", ["wargame", board("Keren"), "--blue", "deepblue"], 2, "unknown agent “deepblue”")
error_case("depth zero", ["wargame", board("Keren"), "--green", "minimax:0"], 2, "unknown agent “minimax:0”")
error_case("unknown rules", ["wargame", board("Keren"), "--rules", "chess"], 2, "unknown rules “chess”")
error_case("coin out of range", ["wargame", board("Keren"), "--coin", "1.5"], 2, "--coin must lie in [0, 1]")
error_case("no board", ["wargame"], 2, "a BOARD file is needed")
error_case("matchups with a human", ["wargame", board("Keren"), "--matchups", "--blue", "human"], 2,
           "need computer agents")
code, out, _ = run("--help")
case("quandary-cli --help lists wargame", code == 0 and "wargame" in out, out)

# --- --time-limit (docs/contracts.md): minimax to depth 6 expands some 36^6 nodes a move.
# The limit stops it as Ctrl-C does: the game so far is reported, exit status 4.
code, out, err = run("wargame", board("Keren"), "--blue", "minimax:6", "--time-limit", "0.5", timeout=240)
case("wargame minimax:6 stops at --time-limit (exit 4)", code == 4 and "stopped before the end" in out
     and "time limit ran out" in err, "exit %d\n%s%s" % (code, out, err))
code, out, err = run("wargame", board("Keren"), "--matchups", "--minimax-depth", "6", "--time-limit", "0.5", timeout=240)
case("wargame --matchups stops at --time-limit (exit 4)", code == 4 and "(stopped)" in out and "time limit" in err,
     "exit %d\n%s%s" % (code, out, err))
error_case("--time-limit nan refused", ["wargame", board("Keren"), "--time-limit", "nan"], 2, "--time-limit")

# --tree (data/FORMATS.md, "Search trees"): one computer move's search.
# Blue's first move with minimax at depth 2 on Keren (6 x 6): the root, its
# 36 squares, each with the 35 left evaluated at the horizon (36 x 35 = 1,260
# leaves), nothing pruned; green's (move 2) with alpha-beta at depth 3 cuts
# off and prunes; the engine records nothing.
tree_file = os.path.join(workdir, "wargame.tree")
keren = os.path.join(srcdir, "data", "Keren.txt")
code, out, err = run("wargame", keren, "-b", "minimax:2", "-g", "alphabeta:3", "--tree", tree_file)
with open(tree_file, encoding="utf-8") as f:
    first, dropped = tree_case("wargame minimax:2 --tree", f.read())
case("wargame --tree: minimax's first move, 1 + 36 + 1,260 nodes, leaves at the horizon, moves named as the log",
     code == 0 and dropped == 0 and len(first) == 1 + 36 + 36 * 35 and count_status(first, "leaf") == 1260 and
     count_status(first, "pruned") == 0 and first[1][2].startswith("blue drop A1 ") and
     first[2][2].startswith("green drop B1 ") and first[2][2].endswith(" horizon"),
     out[-200:] + err)
code, out, err = run("wargame", keren, "-b", "minimax:2", "-g", "alphabeta:3", "--tree", tree_file,
                     "--tree-move", "2")
with open(tree_file, encoding="utf-8") as f:
    second, _ = tree_case("wargame alphabeta:3 --tree-move 2", f.read())
# Worked by hand on the empty 6 x 6 board after blue's A1: green's B1 is a
# drop (green holds nothing yet), blue's C1 then a drop (A1 is not next to
# it), and green's B2 next to its B1 a blitz.
case("wargame --tree-move 2: alpha-beta's move, with cut-offs and pruned squares, drops and blitzes named",
     code == 0 and count_status(second, "cutoff") > 0 and count_status(second, "pruned") > 0 and
     len(second) - count_status(second, "pruned") < 1 + 35 + 35 * 34 + 35 * 34 * 33 and
     second[1][0] == 0 and second[1][2].startswith("green drop B1 ") and
     second[2][0] == 1 and second[2][2].startswith("blue drop C1 ") and
     any(row[0] == 2 and row[2].startswith("green blitz B2 ") for row in second), out[-200:] + err)
error_case("wargame --tree on the engine's move", ["wargame", keren, "-b", "engine:50", "--tree", tree_file], 2,
           "no minimax or alpha-beta search made that move")
error_case("wargame --tree with --matchups", ["wargame", keren, "--matchups", "--tree", tree_file], 2,
           "--tree records a move of one game")

# An output over its own input is refused before any work (issue 34).
over_input_cases("wargame --log", os.path.join(data, "Keren.txt"),
                 lambda i, o: ["wargame", i, "--blue", "random", "--green", "random", "--log", o])
# --tree is checked before the game is played: a human's game with no input
# never starts.
error_case("wargame --tree into a missing folder: refused before the game",
           ["wargame", os.path.join(data, "Keren.txt"), "--blue", "human", "--green", "alphabeta:1",
            "--tree", os.path.join(workdir, "no-such-folder", "t.tree")], 1, "no-such-folder", stdin=b"")

# --- reports and animations (issue 32)
# Paths relative to the folder the tests run in: the same length wherever the
# build is, so that the reports lay out alike.
w = lambda name: os.path.relpath(os.path.join(workdir, name))  # noqa: E731
keren = os.path.relpath(keren)
game = ["wargame", keren, "-b", "alphabeta:2", "-g", "minimax:1"]
code, out, err, facts = report_case("wargame --report: a game", game, "Keren.txt", w("wargame-game.pdf"))
case("wargame --report: the game's parts (result, statistics, moves, the log)",
     facts is not None and all(t in facts["text"] for t in ("Results", "Statistics", "Game", "Trace", "drop A1")),
     facts["text"][:2000] if facts else err)
tree_file = w("t.tree")
code, out, err, facts = report_case("wargame --report --tree: the recorded search", game + ["--tree", tree_file],
                                    "Keren.txt", w("wargame-tree.pdf"))
case("wargame --report --tree: a Search Tree part, the first computer move's",
     facts is not None and "Search Tree" in facts["text"] and "move 1" in facts["text"],
     facts["text"][-2000:] if facts else err)
log_file = w("report-game.log")
run(*game, "--log", log_file)
with open(log_file, encoding="utf-8") as f:
    moves = [l for l in f.read().splitlines() if l.startswith(("blue ", "green "))]
report_case("wargame --replay --report", ["wargame", keren, "--replay", log_file], "Keren.txt", w("wargame-replay.pdf"))
code, out, err, facts = report_case("wargame --matchups --report: the table and the final boards",
                                    ["wargame", keren, "--matchups", "--minimax-depth", "1", "--alphabeta-depth", "2"],
                                    "Keren.txt", w("wargame-matchups.pdf"))
case("wargame --matchups --report: an Experiment part", facts is not None and "Experiment" in facts["text"] and
     "minimax:1 vs alphabeta:2" in facts["text"], facts["text"][:2000] if facts else err)
report_case("wargame --compare --report", ["wargame", keren, "--compare", "--blue", "alphabeta:1"], "Keren.txt",
            w("wargame-compare.pdf"))
bundle_case("wargame --report-bundle", game, w("wargame-bundle"))
# Frames: the log's moves and the start.
gif_case("wargame --gif: a frame per move of the log, and the start", game, w("wargame.gif"),
         frames=len(moves) + 1)
gif_case("wargame --replay --gif: a frame per move replayed, and the start", ["wargame", keren, "--replay", log_file],
         w("wargame-replay.gif"), frames=len(moves) + 1)
error_case("wargame --gif-size 10x10", game + ["--gif", w("x.gif"), "--gif-size", "10x10"], 2,
           "--gif-size")
error_case("wargame --gif-delay 5", game + ["--gif", w("x.gif"), "--gif-delay", "5"], 2,
           "--gif-delay")
error_case("wargame --gif with --matchups", ["wargame", keren, "--matchups", "--gif", w("x.gif")],
           2, "--gif")
over_input_cases("wargame --report", os.path.join(data, "Keren.txt"),
                 lambda i, o: ["wargame", i, "--blue", "random", "--green", "random", "--report", o])
over_input_cases("wargame --gif", os.path.join(data, "Keren.txt"),
                 lambda i, o: ["wargame", i, "--blue", "random", "--green", "random", "--gif", o])

# --- --palette default|print (issue 35): a game's final board, and the matchups' last game
palette_cases("wargame", ["wargame", board("Keren"), "--blue", "minimax:1", "--green", "minimax:1"], "wargame")
# --- --result FILE (issue 75): the typed result of a game agrees with its
# scores and its moves; an outside agent that exits at once forfeits, the
# other side the winner.
result_path = os.path.join(workdir, "result.json")
log_path = os.path.join(workdir, "result.log")
code, out, err = run("wargame", board("Keren"), "--blue", "random", "--green", "random", "--log", log_path,
                     "--result", result_path)
with open(result_path, encoding="utf-8") as f:
    result = json.load(f)
with open(log_path, encoding="utf-8") as f:
    moves = [line for line in f.read().splitlines() if line.startswith(("blue ", "green "))]
sc = scores(out)
case("wargame --result: the winner and the points of the score line, a ply a move",
     code == 0 and sc is not None and result["game"] == "wargame" and result["players"] == ["random", "random"] and
     result["winner"] == (1 if sc[0] > sc[1] else 2 if sc[0] < sc[1] else None) and
     result["scores"] == list(sc) and result["plies"] == len(moves) == 36 and result["end"] == "over",
     "%s\n%s%s" % (result, out, err))
# A forfeit's reason is the cause in the locale's words.
code, out, err = run("wargame", board("Keren"), "--blue", "random", "--green", "program:/bin/true", "--no-sandbox",
                     "--result", result_path, people_files=[result_path])
with open(result_path, encoding="utf-8") as f:
    result = json.load(f)
case("wargame --result: an agent that exits at once forfeits, blue the winner",
     code == 0 and out.endswith("\nforfeit green\n") and result["end"] == "forfeit" and
     result["reason"].startswith("forfeit: ") and result["winner"] == 1, "%s\n%s%s" % (result, out, err))
error_case("wargame --result with --matchups is a usage error",
           ["wargame", board("Keren"), "--matchups", "--result", result_path], 2, "--result goes with a game played")

report_palette_cases("wargame", ["wargame", board("Keren"), "--blue", "minimax:1", "--green", "minimax:1"], "wargame")
palette_cases("wargame --matchups", ["wargame", board("Keren"), "--matchups", "--minimax-depth", "1",
                                     "--alphabeta-depth", "1"], "matchups")

# --- Outputs that destroy inputs (issue 91): --result over the board read,
# --log and --result in one file, are refused before the game.
over_input_cases("wargame --result", os.path.join(data, "Keren.txt"),
                 lambda i, o: ["wargame", i, "--blue", "random", "--green", "random", "--result", o])
same_outputs_case("wargame", ["wargame", board("Keren"), "--blue", "random", "--green", "random"], "--log", "--result")

finish()
