"""quandary-cli kcell: the course framework's output, human input, saved
games, the experiments and errors.

The golden games in golden/ were written by data/reference.py,
an independent model of the rules: perfect play by both sides, first best
move in Quandary's search order (jumps first, then steps, by cell)."""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *

for k, n in [(7, 2), (9, 3), (5, 2), (8, 2)]:
    golden_case("minimax against alpha-beta, %d cells %d stones" % (k, n),
                ["kcell", "--cells", str(k), "--stones", str(n), "--p1", "minimax", "--p2", "alphabeta"],
                "minimax-%d-%d.txt" % (k, n))
golden_case("defaults: 7 cells, 2 stones, human against minimax",
            ["kcell", "--p2", "minimax"], "human-7-2.txt", stdin=b"2\n3\n4\n5\n1\n3\n")

# Two humans: the moves typed, a wrong one refused and asked again.
code, out, err = run("kcell", "--p1", "human", "--p2", "human", stdin=b"1\n1\n6\nx\n3\n7\n2\n")
case("humans: board lines before each move", out.startswith("P1: [oo___xx]\nP2: [_oo__xx]\nP1: [_oo_x_x]\n"), out)
case("humans: a wrong move is refused and asked again",
     "cannot move" in err and "Type the number" in err and "Please enter your move Player2:" in err, err)
case("humans: the game ends with the final board and result",
     code == 0 and out.endswith("\n\n[__ooxx_]\nDraw.\n"), "exit %d\n%s" % (code, out))

error_case("the input ends before the game", ["kcell", "--p1", "human", "--p2", "human"], 1,
           "stdin: the input ended before the game did", stdin=b"2\n")
error_case("too few cells", ["kcell", "--cells", "3", "--stones", "2"], 2, "between 4 and 64 cells")
error_case("a negative stone count", ["kcell", "--stones", "-2"], 2, "--stones must be between 1 and 32")
error_case("a huge board", ["kcell", "--cells", "100000"], 2, "--cells must be between 2 and 64")
error_case("an unknown player", ["kcell", "--p1", "wizard"], 2, "unknown player")
error_case("a bad depth", ["kcell", "--p1", "alphabeta:0"], 2, "depth")
error_case("an unknown experiment", ["experiment", "kcell", "speed"], 2, "unknown report")

# Saved games: save, continue, errors naming the line.
saved = os.path.join(workdir, "game.kcell")
code, out, err = run("kcell", "--p1", "alphabeta:4", "--p2", "random", "--seed", "5", "--save", saved)
with open(saved, encoding="utf-8") as f:
    text = f.read()
case("--save writes the saved-game format",
     code == 0 and text.startswith("# KCell game (Quandary)\ncells 7\nstones 2\nplayer1 alphabeta:4\nplayer2 random\nmoves "),
     text)
code2, out2, err2 = run("kcell", saved)
case("a saved game replays to the same transcript", code2 == 0 and out2 == out, out2 + err2)
partial = tmpfile("partial.kcell", b"cells 7\nstones 2\nplayer1 minimax\nplayer2 alphabeta\nmoves 2\n")
code, out, err = run("kcell", partial)
case("a saved game continues with its players",
     code == 0 and out.startswith("P1: [oo___xx]\nP2: [o_o__xx]\n") and out.endswith(".\n"), out + err)
error_case("an illegal move in a saved game",
           ["kcell", tmpfile("bad.kcell", b"cells 7\nstones 2\nmoves 2\n\nmoves 1\n")], 1, "bad.kcell: line 5")
error_case("a binary file", ["kcell", tmpfile("binary.kcell", b"cells\x00\x01\x02")], 1, "binary.kcell")
error_case("a missing file", ["kcell", os.path.join(workdir, "none.kcell")], 1, "none.kcell")

# The experiments.
csv = os.path.join(workdir, "match.csv")
code, out, err = run("kcell", "--report", "match", "--games", "10", "--depth", "12", "--csv", csv, people=True)
lines = out.splitlines()
case("match: a row per side", code == 0 and lines[2].startswith("P1 ") and lines[3].startswith("P2 "), out + err)
wins = [int(l.split()[2]) for l in lines[2:4]] if code == 0 else [0, 0]
case("match: the heuristic wins most games as either player", min(wins) >= 7, out)
case("match: a typical game is shown", "A typical game, A as player 1:" in out, out)
with open(csv, encoding="utf-8") as f:
    rows = f.read().splitlines()
case("match: CSV", len(rows) == 3 and rows[0].startswith("agent_a,agent_b") and rows[1].startswith("alphabeta:12,random-heuristic:1,15,3,P1,10,"), "\n".join(rows))
# sizes with a budget in nodes: the same table on every machine.  One stone
# each: the game tree is a path (a move's search visits the plies left, 124
# nodes at 64 cells), so every board fits; with two stones, alpha-beta reaches
# a larger board than minimax with the same budget.
# Issue 74: a budget given is a budget (-1 and 0 were taken for "not given").
for option, value, low, high in (("--budget-ms", "-1", 1, 600000), ("--budget-ms", "0", 1, 600000),
                                 ("--budget-nodes", "0", 1, 2147483647), ("--budget-nodes", "1e3", 1, 2147483647)):
    error_case("experiment kcell sizes %s %s: refused" % (option, value), ["experiment", "kcell", "sizes", option, value],
               2, "%s takes a whole number from %d to %d, not “%s”" % (option, low, high, value))
code, out, err = run("kcell", "--report", "sizes", "--max-stones", "2", "--budget-nodes", "20000", people=True)
sizes = {(m.group(1), int(m.group(2))): (int(m.group(3)), int(m.group(4)))
         for m in re.finditer(r"^(minimax|alphabeta) +(\d+) +(\d+) +(\d+) ", out, re.M)}
case("sizes --budget-nodes: the title names the budget, one stone fits the largest board (its first move 124 nodes)",
     code == 0 and out.startswith("Largest boards with every move within 20000 nodes") and
     sizes.get(("minimax", 1)) == (64, 124) and sizes.get(("alphabeta", 1)) == (64, 124), out + err)
case("sizes --budget-nodes: two stones, alpha-beta's board larger than minimax's, every first move within the budget",
     len(sizes) == 4 and sizes[("alphabeta", 2)][0] > sizes[("minimax", 2)][0] and
     all(nodes <= 20000 for _, nodes in sizes.values()), out)
# With a budget in time (the statement's): one stone's searches take
# microseconds, far inside 5 s even on a loaded machine.
code, out, err = run("kcell", "--report", "sizes", "--max-stones", "1", "--budget-ms", "5000", people=True)
case("sizes --budget-ms: one stone fits the largest board for both searchers",
     code == 0 and re.search(r"^minimax +1 +64 ", out, re.M) and re.search(r"^alphabeta +1 +64 ", out, re.M), out + err)
error_case("sizes: --budget-ms and --budget-nodes together", ["kcell", "--report", "sizes", "--budget-ms", "10",
           "--budget-nodes", "10"], 2, "give one budget")
error_case("sizes: --budget-nodes -1", ["kcell", "--report", "sizes", "--budget-nodes", "-1"], 2, "--budget-nodes takes a whole number from 1 to 2147483647")

png = os.path.join(workdir, "board.png")
code, out, err = run("kcell", "--p1", "minimax", "--p2", "minimax", "--png", png)
with open(png, "rb") as f:
    case("--png draws the final board", code == 0 and f.read(8) == b"\x89PNG\r\n\x1a\n", err)

# --- --time-limit (docs/contracts.md): minimax over 40 cells and 12 stones a side would
# search for ages.  The limit ends the game: the boards so far, --save of the moves so
# far, exit status 4.
saved = os.path.join(workdir, "limited.kcell")
code, out, err = run("kcell", "--cells", "40", "--stones", "12", "--p1", "minimax", "--p2", "minimax",
                     "--time-limit", "0.5", "--save", saved, timeout=240)
case("kcell minimax on 40 cells stops at --time-limit (exit 4)",
     code == 4 and out.startswith("P1: [") and "wins" not in out and "time limit ran out" in err
     and os.path.exists(saved) and "cells 40" in open(saved).read(), "exit %d\n%s%s" % (code, out, err))
error_case("--time-limit with --report", ["kcell", "--report", "sizes", "--time-limit", "1"], 2, "--time-limit")
error_case("--time-limit -1 refused", ["kcell", "--time-limit", "-1"], 2, "--time-limit")

# --tree (data/FORMATS.md, "Search trees"): one computer move's search, the
# first by default.  Exhaustive alpha-beta prunes and cuts off, minimax
# neither; both roots are a game to its end (value 1, 0 or -1) and the root's
# moves are the stones player 1 can move.
tree_file = os.path.join(workdir, "kcell.tree")
code, out, err = run("kcell", "--p1", "alphabeta", "--p2", "minimax", "--tree", tree_file)
with open(tree_file, encoding="utf-8") as f:
    first, dropped = tree_case("kcell alphabeta --tree", f.read())
case("kcell --tree: the first move is alpha-beta's (cut-offs and pruned moves), root value 1, 0 or -1, moves named 'cell N'",
     code == 0 and dropped == 0 and count_status(first, "pruned") > 0 and count_status(first, "cutoff") > 0 and
     first[0][2].split()[1] in ("1", "0", "-1") and first[1][2].startswith("cell "), out + err)
code, out, err = run("kcell", "--p1", "alphabeta", "--p2", "minimax", "--tree", tree_file,
                     "--tree-move", "2")
with open(tree_file, encoding="utf-8") as f:
    second, _ = tree_case("kcell minimax --tree-move 2", f.read())
case("kcell --tree-move 2: minimax's search, nothing pruned or cut off",
     code == 0 and count_status(second, "pruned") == 0 and count_status(second, "cutoff") == 0 and
     second[0][2].split()[1] in ("1", "0", "-1"), out + err)
# Issue 74: --tree-move counts moves from 1; 0 was taken silently for the default.
for move in ("0", "-1", "1e3", "x"):
    error_case("kcell --tree-move %s: refused" % move, ["kcell", "--tree", tree_file, "--tree-move", move], 2,
               "--tree-move takes a whole number from 1 to 4294967295")
error_case("kcell --tree-move on a human's move", ["kcell", "-k", "5", "-n", "1", "--tree", tree_file,
                                                   "--tree-move", "1"], 2, "was not a computer move", stdin=b"1\n2\n3\n4\n")
error_case("kcell --tree with --report sizes (an experiment)", ["kcell", "--report", "sizes", "--tree", tree_file],
           2, "--tree")

# --tree where no search made the move (random players): refused, nothing
# written, as the war game does (issue 34).
notree = os.path.join(workdir, "random.tree")
if os.path.exists(notree):
    os.remove(notree)
code, out, err = run("kcell", "--p1", "random", "--p2", "random", "--tree", notree)
case("kcell --tree with no searching player: exit 2, no file",
     code == 2 and "no minimax or alpha-beta search made that move" in err and not os.path.exists(notree), err)
# --tree is checked before the game: a human's game with no input never starts.
error_case("kcell --tree into a missing folder: refused before the game",
           ["kcell", "--tree", os.path.join(workdir, "no-such-folder", "t.tree")], 1, "no-such-folder", stdin=b"")
# An output over its own input is refused; --save writes the game back on purpose.
over_input_cases("kcell --report", os.path.join(examples, "kcell", "statement-chain.kcell"),
                 lambda i, o: ["kcell", i, "--report", o])
over_input_cases("kcell --gif", os.path.join(examples, "kcell", "statement-chain.kcell"),
                 lambda i, o: ["kcell", i, "--gif", o])
back = tmpfile("back.kcell", open(os.path.join(examples, "kcell", "heuristic-vs-random.kcell"), "rb").read())
code, out, err = run("kcell", back, "--save", back)
case("kcell --save over its own input: saved back (on purpose)", code == 0 and os.path.getsize(back) > 0, err)

# --- reports and animations (issue 32)
# Paths relative to the folder the tests run in: the same length wherever the
# build is, so that the reports lay out alike.
w = lambda name: os.path.relpath(os.path.join(workdir, name))  # noqa: E731
game = ["kcell", "--p1", "alphabeta", "--p2", "minimax"]
code, out, err, facts = report_case("kcell --report: a game", game, None, w("kcell-game.pdf"))
case("kcell --report: the game's parts (result, statistics, moves, the saved game)",
     facts is not None and all(t in facts["text"] for t in ("Results", "Statistics", "Game", "Trace", "Draw")),
     facts["text"][:2000] if facts else err)
with open(os.path.join(examples, "kcell", "statement-chain.kcell"), "rb") as f:
    chain = os.path.relpath(tmpfile("chain.kcell", f.read()))
code, out, err, facts = report_case("kcell GAME --report --tree: a saved game's search",
                                    ["kcell", chain, "--p1", "alphabeta", "--p2", "alphabeta", "--tree",
                                     w("t.tree")], "chain.kcell", w("kcell-tree.pdf"))
case("kcell --report --tree: a Search Tree part, the first computer move's (move 5)",
     facts is not None and "Search Tree" in facts["text"] and "move 5" in facts["text"],
     facts["text"][-2000:] if facts else err)


code, out, err, facts = report_case("experiment kcell match --report", ["experiment", "kcell", "match", "--games",
                                    "2", "--depth", "4"], None, w("kcell-match.pdf"), people=True)
case("experiment kcell match --report: an Experiment part with the sample games",
     facts is not None and "Experiment" in facts["text"] and "player 1" in facts["text"],
     facts["text"][:2000] if facts else err)
report_case("experiment kcell sizes --report",
            ["experiment", "kcell", "sizes", "--max-stones", "2", "--budget-nodes", "5000"], None, w("kcell-sizes.pdf"),
            people=True)
bundle_case("kcell --report-bundle", game, w("kcell-bundle"))
# Frames: the moves the transcript shows ("P1: …" before each) and the start.
code, out, err = run(*game)
moves = len([l for l in out.splitlines() if l.startswith(("P1: ", "P2: "))])
gif_case("kcell --gif: a frame per move of the transcript, and the start", game, w("kcell.gif"), frames=moves + 1)
code, out, err = run("kcell", "--cells", "9", "--stones", "3", "--p1", "alphabeta:4", "--p2", "minimax")
moves = len([l for l in out.splitlines() if l.startswith(("P1: ", "P2: "))])
gif_case("kcell --gif on 9 cells: a frame per move, and the start",
         ["kcell", "--cells", "9", "--stones", "3", "--p1", "alphabeta:4", "--p2", "minimax"], w("kcell-9.gif"),
         frames=moves + 1)
# A human's game with --report: the prompts still come, stdout still flows.
code, out, err = run("kcell", "--p2", "minimax", "--report", w("kcell-human.pdf"), stdin=b"2\n3\n4\n5\n1\n3\n")
case("kcell human against minimax with --report: the game as without it, and the report",
     code == 0 and out.startswith("P1: [oo___xx]\n") and "Please enter your move Player1:" in err and
     os.path.isfile(w("kcell-human.pdf")), "exit %d\n%s%s" % (code, out, err))
error_case("kcell --gif-size 10x10", game + ["--gif", w("x.gif"), "--gif-size", "10x10"], 2, "--gif-size")
error_case("kcell --gif-delay 5", game + ["--gif", w("x.gif"), "--gif-delay", "5"], 2, "--gif-delay")
error_case("experiment kcell has no --gif", ["experiment", "kcell", "sizes", "--gif", w("x.gif")], 2, "--gif")
error_case("kcell --report sizes with a report of its own: the experiment's command is named",
           ["kcell", "--report", "sizes", "--report-bundle", w("b-bundle")], 2, "experiment kcell sizes --report FILE")

# --- --check (docs/contracts.md): answers built from the golden games of the
# independent reference (data/reference.py).
for k, n in [(5, 2), (7, 2), (9, 3)]:
    with open(os.path.join(golden, "minimax-%d-%d.txt" % (k, n)), encoding="utf-8") as f:
        right = f.read()
    check_cases("kcell --check minimax against alpha-beta, %d cells %d stones" % (k, n),
                ["kcell", "--cells", str(k), "--stones", str(n), "--p1", "minimax", "--p2", "alphabeta"], right,
                os.path.join(workdir, "check-%d-%d" % (k, n)))

# Hand-checked: from [_oo__xx] player 2 may jump 7 -> 5 or step 6 -> 5; the
# jump leaves [_oo_xx_], where player 1 wins with best play (1), the step
# draws (0); the lowest value for player 1 is the step's.
with open(os.path.join(golden, "minimax-7-2.txt"), encoding="utf-8") as f:
    right = f.read()
answer = tmpfile("check-kcell-answer.txt", right.replace("P1: [_oo_x_x]", "P1: [_oo_xx_]").encode())
code, out, err = check_run("kcell", "--cells", "7", "--stones", "2", "--p1", "minimax", "--p2", "alphabeta",
                           "--check", answer)
want = answer + """: wrong at line 3
expected: P1: [_oo_x_x]
given:    P1: [_oo_xx_]
  Player 2 is alpha-beta, searching to the end of the game: a value is 1 when player 1 wins with best play on both sides, -1 when player 2 does, 0 for a draw.
  At move 2 its moves in the order searched (jumps first, then steps, each by cell) are worth, for player 1: 7 → 5: 1, 6 → 5: 0.
  Player 2 plays 6 → 5, of the lowest value for player 1, 0: the first of equal values in that order is kept.
  The answer's board is the one after 7 → 5, worth 1.
"""
case("kcell --check explains player 2's move", code == 1 and out == want, "exit %d\n%s%s" % (code, out, err))
answer = tmpfile("check-kcell-result.txt", right.replace("Draw.", "Player1 wins.").encode())
code, out, err = check_run("kcell", "--cells", "7", "--stones", "2", "--p1", "minimax", "--p2", "alphabeta",
                           "--check", answer)
case("kcell --check explains the result", code == 1 and "Neither player can move: player 1 has 0 stones packed "
     "against its far edge, player 2 0, so the game is a draw." in out, "exit %d\n%s%s" % (code, out, err))

error_case("kcell --check with a human player is a usage error (the default player 1)",
           ["kcell", "--p2", "minimax", "--check", answer], 2, "human")
error_case("kcell --check with --p2 human is a usage error",
           ["kcell", "--p1", "minimax", "--p2", "human", "--check", answer], 2, "player 2 is human")
error_case("kcell --check with --save is a usage error",
           ["kcell", "--p1", "minimax", "--check", answer, "--save", w("g.kcell")], 2, "--save")
error_case("kcell --check with --gif is a usage error",
           ["kcell", "--p1", "minimax", "--gif", w("g.gif"), "--check", answer], 2, "--gif")
error_case("kcell --check-strict alone is a usage error", ["kcell", "--p1", "minimax", "--check-strict"], 2,
           "--check-strict")

# --- --palette default|print (issue 35)
palette_cases("kcell", ["kcell", "--cells", "4", "--stones", "2", "--p1", "alphabeta:3", "--p2", "alphabeta:3"],
              "kcell")
report_palette_cases("kcell", ["kcell", "--cells", "4", "--stones", "2", "--p1", "alphabeta:3", "--p2",
                               "alphabeta:3"], "kcell")

# --- --result FILE (issue 75): the typed result agrees with the printed game.
import json
result_path = os.path.join(workdir, "kcell-result.json")
code, out, err = run("kcell", "--p1", "random", "--p2", "random", "--seed", "7", "--result", result_path)
with open(result_path, encoding="utf-8") as f:
    result = json.load(f)
last = out.splitlines()[-1]
case("kcell --result: the winner agrees with the last line, the plies with the boards printed",
     code == 0 and result["game"] == "kcell" and result["players"] == ["random", "random"]
     and last == {1: "Player1 wins.", 2: "Player2 wins.", None: "Draw."}[result["winner"]]
     and result["reason"] == last and result["end"] == "over"
     and result["plies"] == sum(line.startswith(("P1: ", "P2: ")) for line in out.splitlines()),
     out + json.dumps(result))
code, out, err = run("kcell", "--p1", "program:/bin/true", "--p2", "random", "--no-sandbox", "--result", result_path,
                     people_files=[result_path])   # the reason: the cause, translated
with open(result_path, encoding="utf-8") as f:
    result = json.load(f)
case("kcell --result: a program that exits at once forfeits, the other player wins",
     code == 0 and out.endswith("Player2 wins by forfeit.\n") and result["end"] == "forfeit"
     and result["reason"].startswith("forfeit: ") and result["winner"] == 2 and result["scores"] == [0, 1],
     out + err + json.dumps(result))

# --- Outputs that destroy inputs (issue 91): --result over the saved game
# read, and --save and --result in one file, are refused before the game.
over_input_cases("kcell --result", os.path.join(examples, "kcell", "statement-chain.kcell"),
                 lambda i, o: ["kcell", i, "--p1", "random", "--p2", "random", "--result", o])
same_outputs_case("kcell", ["kcell", "--p1", "random", "--p2", "random"], "--save", "--result")

finish()
