#!/usr/bin/env python3
"""--check of `quandary-cli wargame` (TAP output): game logs checked on the board.

Right logs come from independent routes: another team's published games on the
course boards (tests/wargame/data/results_bjarkehs_fall2013: their moves and
scores), random legal games of ref_wargame.py (scores claimed on every line),
and games of minimax agents played by ref_wargame.py, whose node counts are
the positions within D plies (1 + e + e(e-1) + …, hand-checkable).  Wrong logs
are made from them line by line; explanations are compared with hand-checked
texts.  Usage: test-cli-wargame-check.py CLI SRCDIR WORKDIR
"""
import glob
import os
import random
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import *  # noqa: E402,F401,F403
import ref_wargame as W  # noqa: E402

data = os.path.join(srcdir, "data")
board = lambda name: os.path.join(data, name + ".txt")
PLAYERS = ("blue", "green")


def load(name):
    return W.parse_board(open(board(name), encoding="utf-8").read())


def positions(empty, depth):
    """Minimax's nodes: every position within DEPTH plies, the root included."""
    total, term = 1, 1
    for k in range(1, min(depth, empty) + 1):
        term *= empty - k + 1
        total += term
    return total


# --- published games (another team's), as logs: correct, and wrong line by line
for path in sorted(glob.glob(os.path.join(data, "results_bjarkehs_fall2013", "*vs*.txt")))[:3]:
    name = os.path.basename(path)
    text = open(path, encoding="utf-8").read()
    moves = re.findall(r"^(BLUE|GREEN): (PARADROP|BLITZ) ([A-F][1-6])", text, re.M)
    blue, green = map(int, re.search(r"Blue: (\d+), Green: (\d+)", text).groups())
    log = "".join("%s %s %s\n" % (w.lower(), "drop" if k == "PARADROP" else "blitz", s) for w, k, s in moves)
    log += "final blue %d green %d\n" % (blue, green)
    check_cases("wargame --check " + name, ["wargame", board(name.split("-")[0])], log,
                os.path.join(workdir, "check-" + name[:-4]))

# --- random legal games of the reference, a score claimed on every line
rng = random.Random(3301)
for name in ("Sevastopol", "Westerplatte"):
    values, n = load(name)
    g = W.Game(values, n)
    pos, lines = g.start(), []
    while not g.over(pos):
        sq = rng.choice(g.moves(pos))
        kind = "blitz" if g.is_blitz(pos, sq) else "drop"
        who = PLAYERS[pos[2] % 2]
        pos = g.apply(pos, sq, g.contested(pos, sq))
        lines.append("%s %s %s score blue %d green %d" % (who, kind, W.name(n, sq), g.score(pos, 0), g.score(pos, 1)))
    lines.append("final blue %d green %d" % (g.score(pos, 0), g.score(pos, 1)))
    check_cases("wargame --check random game with scores on " + name, ["wargame", board(name)],
                "\n".join(lines) + "\n", os.path.join(workdir, "check-random-" + name))

# --- minimax agents of the reference, with their node counts
for name, depth in (("Narvik", 1), ("Smolensk", 2)):
    values, n = load(name)
    g = W.Game(values, n)
    pos, lines = g.start(), []
    while not g.over(pos):
        empty = len(g.moves(pos))
        sq = g.choose(pos, depth)[0]
        kind = "blitz" if g.is_blitz(pos, sq) else "drop"
        who = PLAYERS[pos[2] % 2]
        pos = g.apply(pos, sq, g.contested(pos, sq))
        lines.append("%s %s %s nodes %d" % (who, kind, W.name(n, sq), positions(empty, depth)))
    lines.append("final blue %d green %d" % (g.score(pos, 0), g.score(pos, 1)))
    right = "\n".join(lines) + "\n"
    agent = "minimax:%d" % depth
    check_cases("wargame --check minimax:%d's moves and nodes on %s" % (depth, name),
                ["wargame", board(name), "--blue", agent, "--green", agent], right,
                os.path.join(workdir, "check-minimax-" + name))
    named = tmpfile("named-%s.log" % name, ("agent blue %s\nagent green %s\n%s" % (agent, agent, right)).encode())
    other = tmpfile("named-other-%s.log" % name, ("agent blue %s\nagent green %s\n%s" % (
        agent, "minimax:%d" % (depth + 1), right)).encode())
    code, out, err = check_run("wargame", board(name), "--check", named, other)
    v = verdicts(out)
    case("wargame --check: agents named by the log's agent lines (%s)" % name,
         code == 1 and v.get(named, ("",))[0] == "correct" and v.get(other, ("", 0))[:2] == ("wrong", 4),
         "exit %d\n%s%s" % (code, out, err))

# --- alpha-beta: a game the CLI plays is correct, and its per-move node
# counts (read from the check's expected lines) add up to the game's report.
logpath = os.path.join(workdir, "ab.log")
code, out, err = run("wargame", board("Sevastopol"), "--blue", "alphabeta:3", "--green", "alphabeta:2", "--log", logpath)
totals = tuple(map(int, re.search(r"^nodes blue (\d+) green (\d+)$", out, re.M).groups()))
log = open(logpath, encoding="utf-8").read().splitlines()
ab_args = ["wargame", board("Sevastopol"), "--blue", "alphabeta:3", "--green", "alphabeta:2"]
code, out, err = check_run(*ab_args, "--check", logpath)
case("wargame --check: a game alpha-beta played is correct", code == 0 and out == logpath + ": correct\n", out + err)
folder = os.path.join(workdir, "check-ab-nodes")
os.makedirs(folder, exist_ok=True)
for i in range(36):
    with open(os.path.join(folder, "m%02d.log" % i), "w") as f:
        f.write("\n".join(log[:i] + [log[i] + " nodes 0"] + log[i + 1:]) + "\n")
code, out, err = check_run(*ab_args, "--check", folder)
sums = [0, 0]
for i, (f, (verdict, line, rest)) in enumerate(sorted(verdicts(out).items())):
    m = re.match(r"expected: (blue|green) .* nodes (\d+)$", rest[0]) if verdict == "wrong" and line == i + 1 else None
    if m:
        sums[PLAYERS.index(m.group(1))] += int(m.group(2))
case("wargame --check: alpha-beta's node counts per move add up to the game's", tuple(sums) == totals,
     "%r against %r\n%s" % (sums, totals, out[-2000:]))

# --- explanations, hand-checked on Narvik (rows 99 1 99 1 99 1 / 1 99 1 99 1 99 …)
NARVIK = ["blue drop A1", "green drop E1", "blue drop C1", "green blitz D1", "blue blitz B1"]


def explained(name, lines, args, want):
    path = tmpfile("explain-%s.log" % name, ("\n".join(lines) + "\n").encode())
    code, out, err = check_run("wargame", board("Narvik"), *args, "--check", path)
    want = path + ": " + want
    case("wargame --check explains: " + name, code == 1 and out == want, "exit %d\n%s%s\nwant\n%s" % (code, out, err, want))


# Green minimax:2 after A1: 35 empty squares, 1 + 35 + 35 x 34 = 1226 positions.
explained("minimax's nodes", NARVIK[:1] + ["green drop E1 nodes 1225"], ["--green", "minimax:2"],
          "wrong at line 2\nexpected: green drop E1 nodes 1226\ngiven:    green drop E1 nodes 1225\n"
          "  minimax:2's search from this position visits 1226 nodes, the position itself included, 1190 of them "
          "leaves (the depth limit or a full board), not 1225.\n"
          "  The claimed count leaves out the root: the position searched counts as a node.\n"
          "  Minimax visits every position up to 2 plies ahead: 1 + 35 + 35 × 34 = 1226 with 35 empty squares.\n")
# Green's D1 conquers blue's C1 (blue 99, green 99 + 1 + 99 = 199); blue's B1
# takes 1 and wins C1 back: blue 99 + 1 + 99 = 199, green 199 - 99 = 100.
explained("a score", NARVIK[:4] + ["blue blitz B1 score blue 199 green 199"], [],
          "wrong at line 5\nexpected: blue blitz B1 score blue 199 green 100\n"
          "given:    blue blitz B1 score blue 199 green 199\n"
          "  Before this move blue had 99 and green 199; taking B1 adds its value 1 to blue's score.\n"
          "  The blitz conquers green's C1, which moves 99 from green's score to blue's.\n"
          "  So blue has 199 and green 100, not blue 199 green 199.\n")
explained("a drop written as a blitz", NARVIK[:2] + ["blue blitz C1"], [],
          "wrong at line 3\nexpected: blue drop C1\ngiven:    blue blitz C1\n"
          "  C1 is not adjacent to any of blue's squares, so it is a Commando Para Drop (drop), not an M1 Death "
          "Blitz: it conquers nothing.\n")
explained("a blitz written as a drop", NARVIK[:3] + ["green drop D1"], [],
          "wrong at line 4\nexpected: green blitz D1\ngiven:    green drop D1\n"
          "  D1 is next to green's E1, so taking it is an M1 Death Blitz (blitz), not a Commando Para Drop: "
          "blitzing is mandatory.\n  The blitz conquers blue's C1.\n")
explained("a square taken", NARVIK[:4] + ["blue blitz C1"], [],
          "wrong at line 5\nexpected: blue drop|blitz SQUARE\ngiven:    blue blitz C1\n"
          "  C1 is green's already: green conquered it on line 4 (green blitz D1).\n  A move takes an empty square.\n")
explained("the turn", NARVIK[:1] + ["blue drop E1"], [],
          "wrong at line 2\nexpected: green drop E1\ngiven:    blue drop E1\n"
          "  After 1 move it is green's turn: blue and green take turns, blue first.\n")
explained("a final line too early", NARVIK[:3] + ["final blue 198 green 99"], [],
          "wrong at line 4\nexpected: green drop|blitz SQUARE\ngiven:    final blue 198 green 99\n"
          "  The game is not over: 33 squares are still empty (B1, D1, F1, A2, B2, C2, D2, E2, …), and the final "
          "line comes when every square is taken.\n")
# Alpha-beta claimed with minimax's count: 1 + 34 + 34 x 33 + 34 x 33 x 32 = 37061.
path = tmpfile("explain-ab.log", ("\n".join(NARVIK[:2] + ["blue drop C1 nodes 37061"]) + "\n").encode())
code, out, err = check_run("wargame", board("Narvik"), "--blue", "alphabeta:3", "--check", path)
case("wargame --check explains: alpha-beta claimed with minimax's count",
     code == 1 and "wrong at line 3" in out and "  37061 is every position 3 plies deep (1 + 34 + 34 × 33 + 34 × 33 × 32), "
     "what minimax:3 visits; alpha-beta prunes" in out, out + err)
path = tmpfile("explain-choice.log", b"blue drop B1\n")
code, out, err = check_run("wargame", board("Narvik"), "--blue", "alphabeta:3", "--check", path)
case("wargame --check explains: alpha-beta's own move",
     code == 1 and "expected: blue drop A1\n" in out and "  alphabeta:3 plays A1 here: searched 3 plies deep, A1 is worth "
     in out and "and B1 only " in out, out + err)

# --- the coin: failed conquests
coin_log = os.path.join(workdir, "coin.log")
run("wargame", board("Narvik"), "--blue", "alphabeta:2", "--green", "alphabeta:2", "--coin", "0.5", "--log", coin_log)
log = open(coin_log, encoding="utf-8").read().splitlines()
k = next(i for i, l in enumerate(log) if " failed " in l)
bad = tmpfile("coin-bad.log", ("\n".join(log[:k] + [log[k].split(" failed ")[0] + " failed A6"] + log[k + 1:]) + "\n").encode())
code, out, err = check_run("wargame", board("Narvik"), "--coin", "0.5", "--check", coin_log, bad)
v = verdicts(out)
case("wargame --check under a coin: the log is correct, a failure that was not at stake is wrong at its line",
     code == 1 and v.get(coin_log, ("",))[0] == "correct" and v.get(bad, ("", 0))[:2] == ("wrong", k + 1)
     and "cannot fail." in out, out + err)
code, out, err = check_run("wargame", board("Narvik"), "--check", coin_log)
case("wargame --check without the coin: failed squares are wrong",
     code == 1 and verdicts(out).get(coin_log, ("", 0))[:2] == ("wrong", k + 1) and "There is no coin here" in out,
     out + err)

# --- hostile answers, the CSV, usage errors
empty = tmpfile("empty.log", b"")
binary = tmpfile("binary.log", b"\x00\x01\xff blue")
giant = tmpfile("giant.log", b"blue drop " + b"A" * 200000 + b"\n")
odd = tmpfile("odd.log", "blue drop A1 \u00e9\u200b\n".encode())
csv = os.path.join(workdir, "check.csv")
code, out, err = check_run("wargame", board("Narvik"), "--check", empty, binary, giant, odd, "--check-csv", csv)
v = verdicts(out)
case("wargame --check: hostile answers (empty, binary, one giant line, odd UTF-8)",
     code == 1 and v.get(empty, ("", 0))[:2] == ("wrong", 1) and v.get(binary, ("",))[0] == "unreadable"
     and v.get(giant, ("", 0))[:2] == ("wrong", 1) and v.get(odd, ("", 0))[:2] == ("wrong", 1), out + err)
rows = open(csv, encoding="utf-8").read().splitlines() if os.path.exists(csv) else []
case("wargame --check-csv: a row per answer", len(rows) == 5, "\n".join(rows))
for args, needle in ((["--replay", coin_log], "--check"), (["--log", os.path.join(workdir, "x.log")], "--check"),
                     (["--matchups"], "--check"), (["--png", os.path.join(workdir, "x.png")], "--check")):
    error_case("wargame --check with %s is a usage error" % args[0], ["wargame", board("Narvik"), *args, "--check", coin_log],
               2, needle)
error_case("wargame --check-csv without --check is a usage error", ["wargame", board("Narvik"), "--check-csv", csv], 2,
           "--check-csv")
finish()
