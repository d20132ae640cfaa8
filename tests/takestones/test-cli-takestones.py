"""quandary-cli takestones: the statement's n = 7 game and the seven official
`java TakeStones …` outputs (tests/takestones/data, see its SOURCES.md)."""
import os
import sys
import re

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *

data = os.path.join(srcdir, "data")

# The statement's sample game, computer against computer, exhaustive.
golden_case("statement n=7 game", ["takestones", "7", "1", "-1"], "statement-n7.txt")

# The seven --analyze cases: every byte of each official file; the files
# disagree on the final newline, which the program always prints (println).
with open(os.path.join(data, "testcase.txt"), encoding="utf-8") as f:
    commands = re.findall(r"^(output\d+\.txt):\s*\n\s*\$ java TakeStones ([0-9 ]+)$", f.read(), re.M)
case("seven commands in testcase.txt", len(commands) == 7, repr(commands))
for name, args in commands:
    with open(os.path.join(data, name), "rb") as f:
        expected = f.read().decode("utf-8")
    code, out, err = run("takestones", "--analyze", *args.split())
    if not expected.endswith("\n"):
        expected += "\n"
    case("--analyze %s (%s)" % (args.strip(), name), code == 0 and out == expected,
         "exit %d\n--- expected\n%s--- got\n%s--- stderr\n%s" % (code, expected, out, err))

# Games that end at once and other depths keep the same shape.
code, out, err = run("takestones", "2", "1", "-1")
case("n=2: no first move, player 2 wins", code == 0 and out == "Winner: Player 2\n", out + err)
for n in ("0", "1"):
    code, out, err = run("takestones", n, "1", "3")
    case("n=%s: no first move (docs/contracts.md: n <= 2), player 2 wins" % n, code == 0 and out == "Winner: Player 2\n", out + err)
code, out, err = run("takestones", "12", "1", "2", "--evaluator", "threats")
case("depth 2 with the threat evaluator ends with a winner",
     code == 0 and re.fullmatch(r"(Player [12]: \d+\n)+Winner: Player [12]\n", out) is not None, out + err)

# Human modes: moves from stdin, prompts on stderr, the record on stdout.
code, out, err = run("takestones", "7", "2", "-1", stdin=b"3\n2\n1\n")
case("mode 2: the human is player 1",
     code == 0 and out.startswith("Player 1: 3\nPlayer 2: 6\nPlayer 1: 2\n") and "Winner: Player 2" in out,
     out + err)
code, out, err = run("takestones", "7", "3", "-1", stdin=b"9\n6\n4\n7\n")
case("mode 3: an illegal stone is asked again",
     code == 0 and out.startswith("Player 1: 3\nPlayer 2: 6\n") and "“9” cannot be taken now" in err, out + err)
error_case("mode 2: input ends early", ["takestones", "7", "2", "-1"], 1, "stdin: line 1: the input ended", stdin=b"")
code, out, err = run("takestones", "7", "2", "-1", stdin=b"x" * 100000 + b"\n3\n2\n1\n")
case("mode 2: an over-long line is one bad answer",
     code == 0 and err.count("cannot be taken now") == 1 and out.endswith("Winner: Player 2\n"), err[-300:])
error_case("--time-limit nan refused", ["takestones", "7", "0", "0", "--time-limit", "nan"], 2,
           "--time-limit: expected a finite number, got “nan”")
error_case("mode 3: input ends after two moves", ["takestones", "7", "3", "-1"], 1,
           "stdin: line 3: the input ended", stdin=b"6\n4\n")

# --time-limit (docs/contracts.md): alpha-beta over 48 stones and a full minimax game of
# 40 stones run for a very long time (the game of 34 stones takes about a minute).
code, out, err = run("takestones", "--analyze", "48", "0", "0", "--time-limit", "0.5", timeout=240)
case("--analyze 48 0 0 stops at --time-limit (exit 4, nothing printed)",
     code == 4 and out == "" and "time limit ran out" in err, "exit %d out %r err %r" % (code, out, err))
code, out, err = run("takestones", "40", "1", "-1", "--time-limit", "0.5", timeout=240)
case("game 40 1 -1 stops at --time-limit (exit 4, the moves so far)",
     code == 4 and "Winner" not in out and "time limit ran out" in err, "exit %d out %r err %r" % (code, out, err))
code, out, err = run("takestones", "--analyze", "7", "3", "1", "4", "2", "3", "--time-limit", "60")
case("--analyze with a --time-limit that does not run out", code == 0 and out.startswith("Move: "), out + err)
for bad in ("-1", "nan", "x", "1e99"):
    error_case("--time-limit %s refused" % bad, ["takestones", "7", "1", "-1", "--time-limit", bad], 2, "--time-limit")
error_case("--time-limit without a value", ["takestones", "7", "1", "-1", "--time-limit"], 2, "--time-limit")

# A picture of the final board.
png = os.path.join(workdir, "takestones.png")
code, out, err = run("takestones", "9", "1", "3", "--png", png)
with open(png, "rb") if os.path.exists(png) else open(os.devnull, "rb") as f:
    head = f.read(8)
case("--png writes a PNG", code == 0 and head == b"\x89PNG\r\n\x1a\n", err)

# Usage errors exit 2.
error_case("depth 0 is a usage error", ["takestones", "7", "1", "0"], 2, "depth")
error_case("depth -2", ["takestones", "7", "1", "-2"], 2, "depth")
error_case("mode 4", ["takestones", "7", "4", "-1"], 2, "mode")
error_case("missing depth", ["takestones", "7", "1"], 2, "N MODE DEPTH")
error_case("huge N", ["takestones", "99999999999", "1", "-1"], 2, "stones")
error_case("N not a number", ["takestones", "seven", "1", "-1"], 2, "stones")
error_case("unknown evaluator", ["takestones", "7", "1", "-1", "--evaluator", "magic"], 2, "evaluator")
error_case("--analyze: K disagrees", ["takestones", "--analyze", "7", "2", "1", "3"], 2, "taken stones")
error_case("--analyze: stone out of range", ["takestones", "--analyze", "7", "1", "9", "2"], 2, "stone")
error_case("--analyze: stone taken twice", ["takestones", "--analyze", "7", "2", "1", "1", "2"], 2, "already taken")
error_case("--analyze: negative depth", ["takestones", "--analyze", "7", "0", "-1"], 2, "depth")
code, out, err = run("takestones", "--help")
case("--help", code == 0 and "--analyze" in out, out + err)

# --tree (data/FORMATS.md, "Search trees"): the position's alpha-beta search
# of each official --analyze case; its nodes that are not pruned are the
# nodes visited, its root's value the value printed (for player 1).
tree_path = os.path.join(workdir, "analyze.tree")
for name, args in commands:
    code, out, err = run("takestones", "--analyze", *args.split(), "--tree", tree_path)
    visited = re.search(r"Number of Nodes Visited: (\d+)", out)
    value = re.search(r"Value: (-?[0-9.]+)", out)
    with open(tree_path, encoding="utf-8") as f:
        nodes, dropped = tree_case("--analyze %s --tree" % args.strip(), f.read())
    searched = len(nodes) - count_status(nodes, "pruned")
    root_value = float(nodes[0][2].split()[1]) if nodes else None
    case("--analyze %s --tree: %d nodes not pruned = %s visited, root value %s = %s" %
         (args.strip(), searched, visited.group(1) if visited else "?", root_value, value.group(1) if value else "?"),
         code == 0 and visited is not None and searched == int(visited.group(1)) and dropped == 0 and
         value is not None and root_value == float(value.group(1)), out + err)

# The game's first computer move to stdout after the game; --tree-move 2
# chooses the second move; a human's move has no tree.
code, out, err = run("takestones", "7", "1", "-1", "--tree", "-")
game, _, tree_text = out.partition("Winner: Player 2\n")
nodes, _ = tree_case("n=7 game --tree -", tree_text)
case("n=7 game --tree -: the game first, then the first move's minimax tree from 'take 3'",
     game.startswith("Player 1: 3\n") and count_status(nodes, "pruned") == 0 and
     any(n[0] == 0 and n[2].startswith("take 3 ") for n in nodes), out + err)
code, out, err = run("takestones", "7", "1", "-1", "--tree", tree_path, "--tree-move", "2")
with open(tree_path, encoding="utf-8") as f:
    second, _ = tree_case("n=7 game --tree-move 2", f.read())
case("--tree-move 2 is player 2's search: its root moves take 6 and more",
     code == 0 and any(n[0] == 0 and n[2].startswith("take 6 ") for n in second) and len(second) < len(nodes),
     out + err)
# Issue 74: --tree-move counts moves from 1; 0 was taken silently for the default.
for move in ("0", "-1", "99999999999999999999"):
    error_case("--tree-move %s: refused" % move, ["takestones", "7", "1", "-1", "--tree", tree_path, "--tree-move", move],
               2, "--tree-move takes a whole number from 1 to 4294967295")
# Issue 74: --tree-budget 0 was the default in disguise (4,000,000 nodes).
for budget in ("0", "-1", "1e3", "+5", "4294967295"):
    error_case("--tree-budget %s is refused, not the default" % budget,
               ["takestones", "7", "1", "2", "--tree", tree_path, "--tree-budget", budget], 2,
               "--tree-budget takes a whole number from 1 to 4294967294, not “%s”" % budget)
error_case("--tree-move on a human's move", ["takestones", "7", "2", "-1", "--tree", tree_path, "--tree-move", "1"],
           2, "was not a computer move", stdin=b"3\n2\n1\n")
error_case("--tree-move with --analyze", ["takestones", "--analyze", "7", "0", "3", "--tree", tree_path,
                                          "--tree-move", "1"], 2, "--tree-move chooses a move of the game")

# --tree is checked before the game: a human's game with no input never
# starts (issue 34).
error_case("takestones --tree into a missing folder: refused before the game",
           ["takestones", "7", "2", "-1", "--tree", os.path.join(workdir, "no-such-folder", "t.tree")], 1,
           "no-such-folder",
           stdin=b"")

# --- reports and animations (issue 32)
# Paths relative to the folder the tests run in: the same length wherever the
# build is, so that the reports lay out alike.
w = lambda name: os.path.relpath(os.path.join(workdir, name))  # noqa: E731
game = ["takestones", "12", "1", "4"]
code, out, err, facts = report_case("takestones --report: a game", game, None, w("takestones-game.pdf"))
case("takestones --report: the game's parts (result, statistics, moves, the game as saved)",
     facts is not None and all(t in facts["text"] for t in ("Results", "Statistics", "Game", "Trace", "take 5")),
     facts["text"][:2000] if facts else err)
code, out, err, facts = report_case("takestones --report --tree: the recorded search", game + ["--tree", w("t.tree")],
                                    None, w("takestones-tree.pdf"))
case("takestones --report --tree: a Search Tree part, the first move's",
     facts is not None and "Search Tree" in facts["text"] and "move 1" in facts["text"],
     facts["text"][-2000:] if facts else err)
report_case("takestones --analyze --report", ["takestones", "--analyze", "7", "1", "3", "0"], None,
            w("takestones-analyze.pdf"))
report_case("experiment takestones --report",
            ["experiment", "takestones", "--n-min", "8", "--n-max", "10", "--depth-max", "2", "--openings", "1"],
            None, w("takestones-experiment.pdf"))
bundle_case("takestones --report-bundle", game, w("takestones-bundle"))
bundle_case("experiment takestones --report-bundle: the table as CSV, the plot",
            ["experiment", "takestones", "--n-min", "8", "--n-max", "10", "--depth-max", "2", "--openings", "1"],
            w("takestones-experiment-bundle"))
# Frames: the game's "Player P: S" lines and the start.
for args in (game, ["takestones", "20", "1", "3", "--evaluator", "threats"]):
    code, out, err = run(*args)
    moves = len([l for l in out.splitlines() if l.startswith("Player ")])
    gif_case("%s --gif: a frame per move printed (%d), and the start" % (" ".join(args), moves), args,
             w("takestones-%s.gif" % args[1]), frames=moves + 1)
# A person's game with --report: the prompts still come, the game as without it.
code, out, err = run("takestones", "7", "2", "-1", "--report", w("takestones-human.pdf"), stdin=b"3\n2\n1\n")
case("takestones 7 2 -1 --report: the person's game as without it, and the report",
     code == 0 and out.startswith("Player 1: 3\nPlayer 2: 6\n") and "your move" in err and
     os.path.isfile(w("takestones-human.pdf")), "exit %d\n%s%s" % (code, out, err))
# --gif-frames (issue 49) through takestones' own reading of its command
# line: a budget of 3 frames shows the start, the middle move and the last.
code, out, err = run(*game)
moves = len([l for l in out.splitlines() if l.startswith("Player ")])
case("takestones 12 1 4: more moves than 2", code == 0 and moves > 2, out)
gif_frames_case("takestones --gif-frames 3 of %d moves: 3 frames, each that move's" % moves, game, moves, 3, workdir)
error_case("takestones --gif-frames 1", game + ["--gif", w("x.gif"), "--gif-frames", "1"], 2, "--gif-frames must be")
error_case("takestones --gif-frames without --gif", game + ["--gif-frames", "10"], 2, "go with --gif")
error_case("takestones --gif-size 10x10", game + ["--gif", w("x.gif"), "--gif-size", "10x10"], 2, "--gif-size")
error_case("takestones --gif-delay 5", game + ["--gif", w("x.gif"), "--gif-delay", "5"], 2, "--gif-delay")
error_case("takestones --analyze has no --gif", ["takestones", "--analyze", "7", "1", "3", "0", "--gif", w("x.gif")], 2,
           "--gif")
error_case("takestones --report without a FILE", game + ["--report"], 2, "--report")

# --- --check (docs/contracts.md): answers built from the statement's sample
# game and the course's official --analyze outputs.
def right_text(path):
    with open(path, encoding="utf-8", newline="") as f:
        text = f.read()
    return text if text.endswith("\n") else text + "\n"


check_cases("takestones --check statement n=7", ["takestones", "7", "1", "-1"],
            right_text(os.path.join(golden, "statement-n7.txt")), os.path.join(workdir, "check-n7"))
for name, args in [("output1.txt", ["3", "0", "0"]), ("output2.txt", ["7", "1", "1", "2"]),
                   ("output3.txt", ["10", "3", "4", "2", "6", "4"]), ("output4.txt", ["7", "3", "1", "4", "2", "3"])]:
    check_cases("takestones --check --analyze %s" % " ".join(args), ["takestones", "--analyze"] + args,
                right_text(os.path.join(data, name)), os.path.join(workdir, "check-" + name[:-4]))
check_cases("takestones --check --analyze 13 0 2", ["takestones", "--analyze", "13", "0", "2"],
            right_text(os.path.join(golden, "analyze-13-tie.txt")), os.path.join(workdir, "check-13"))

# Hand-checked: after 3, 6, 2 player 2 may take 1 or 4 (6 is taken).  Taking 1
# lets player 1 take 7 (or 5), after which player 2 has nothing: -1.  Taking 4
# forces player 1 onto 1 (8 > 7), player 2 takes 7, player 1 has nothing: 1.
answer = tmpfile("check-n7-answer.txt", b"Player 1: 3\nPlayer 2: 6\nPlayer 1: 2\nPlayer 2: 1\nPlayer 1: 7\n"
                 b"Winner: Player 1\n")
code, out, err = check_run("takestones", "7", "1", "-1", "--check", answer)
want = answer + """: wrong at line 4
expected: Player 2: 4
given:    Player 2: 1
  Player 2 searches with minimax to the end of the game, as MAX at the root of its own search.
  Its stones in the order searched, largest first, with their values for player 2: 4: 1, 1: -1.
  It takes stone 4, of the highest value, 1: among equal values the largest stone is taken.
  Stone 1 is worth -1 for player 2, against 1 for stone 4.
  The value of stone 4 comes from the line of play 4, 1, 7, each player taking its best stone, which ends the game.
  There player 1 has no stone to take and loses: 1 for player 2.
"""
case("takestones --check explains player 2's move", code == 1 and out == want, "exit %d\n%s%s" % (code, out, err))

# Hand-checked (tests/takestones/data/SOURCES.md): 13 0 2 visits 22 nodes, 4
# of them expanded (the root, 1, 3, 5) and 18 leaves: (22 - 1) / 4 = 5.25,
# printed 5.3; 22 / 4 = 5.5 counts the root among the children.  Stone 3's
# value 0 comes from 3, 6 with stone 1 still free (the evaluator's rule 1).
with open(os.path.join(golden, "analyze-13-tie.txt"), encoding="utf-8") as f:
    lines = f.read().split("\n")
lines[5] = "Avg Effective Branching Factor: 5.5"
answer = tmpfile("check-13-ebf.txt", "\n".join(lines).encode())
code, out, err = check_run("takestones", "--analyze", "13", "0", "2", "--check", answer)
case("takestones --check --analyze explains the branching factor", code == 1 and out == answer + """: wrong at line 6
expected: Avg Effective Branching Factor: 5.3
given:    Avg Effective Branching Factor: 5.5
  The effective branching factor is the children visited per node expanded: (22 − 1) / 4 = 5.3, every node but the root being a child, printed with one decimal (half away from zero).
  5.5 is 22 / 4: it counts the root among the children.
""", "exit %d\n%s%s" % (code, out, err))
lines[5] = "Avg Effective Branching Factor: 5.3"
lines[0] = "Move: 5"
answer = tmpfile("check-13-move.txt", "\n".join(lines).encode())
code, out, err = check_run("takestones", "--analyze", "13", "0", "2", "--check", answer)
case("takestones --check --analyze explains the move", code == 1 and
     "Player 1 takes stone 3, of the highest value for player 1, 0: among equal values the smallest stone, searched "
     "first, is kept." in out and "line of play 3, 6" in out and "stone 1 is still free" in out,
     "exit %d\n%s%s" % (code, out, err))

error_case("takestones --check in MODE 2 is a usage error (a person's moves)",
           ["takestones", "7", "2", "-1", "--check", answer], 2, "MODE 2")
error_case("takestones --check in MODE 3 is a usage error (a person's moves)",
           ["takestones", "7", "3", "-1", "--check", answer], 2, "MODE 3")
error_case("takestones --check with --tree is a usage error",
           ["takestones", "7", "1", "-1", "--tree", w("t.tree"), "--check", answer], 2, "--tree")
error_case("takestones --check with --png is a usage error",
           ["takestones", "7", "1", "-1", "--png", w("t.png"), "--check", answer], 2, "--png")
error_case("takestones --check with --report is a usage error",
           ["takestones", "--analyze", "13", "0", "2", "--report", w("t.pdf"), "--check", answer], 2, "--report")
error_case("takestones --check-csv alone is a usage error", ["takestones", "7", "1", "-1", "--check-csv", w("x.csv")],
           2, "--check-csv")
error_case("takestones --check without a file is a usage error", ["takestones", "7", "1", "-1", "--check"], 2,
           "--check")

# --- --palette default|print (issue 35), read by takestones' own parser
palette_cases("takestones", ["takestones", "7", "1", "-1"], "takestones")
report_palette_cases("takestones", ["takestones", "7", "1", "-1"], "takestones")
error_case("takestones --palette names an unknown palette", ["takestones", "7", "1", "-1", "--svg",
           os.path.join(workdir, "x.svg"), "--palette", "sepia"], 2, "unknown palette “sepia”: use default or print")
error_case("takestones --palette without a picture", ["takestones", "7", "1", "-1", "--palette", "print"], 2,
           "--palette chooses the colours of the pictures, reports and GIFs: it goes with --png, --svg, --pdf, "
           "--report, --report-bundle or --gif")
error_case("takestones --palette without its name", ["takestones", "7", "1", "-1", "--palette"], 2,
           "--palette needs a name: default or print")

# --tree where no file can be made: refused before the game is played.
code, out, err = run("takestones", "7", "1", "-1", "--tree", "/proc/t.txt")
case("takestones --tree /proc/t.txt is refused before the game", code == 1 and out == "" and
     "/proc/t.txt: the folder /proc cannot be written" in err, "exit %d, stdout %r, stderr %r" % (code, out, err))

# --- --result FILE (issue 75): the typed result agrees with the printed game.
import json
result_path = os.path.join(workdir, "takestones-result.json")
code, out, err = run("takestones", "15", "1", "3", "--p1", "computer", "--p2", "mcts:50", "--result", result_path)
with open(result_path, encoding="utf-8") as f:
    result = json.load(f)
last = out.splitlines()[-1]
case("takestones --result: the winner agrees with the last line, the plies with the moves printed",
     code == 0 and result["game"] == "takestones" and result["players"] == ["computer", "mcts:50"]
     and last == "Winner: Player %d" % result["winner"] and result["reason"] == last and result["end"] == "over"
     and result["plies"] == sum(line.startswith("Player ") for line in out.splitlines()),
     out + json.dumps(result))
code, out, err = run("takestones", "15", "1", "3", "--p2", "program:/bin/true", "--no-sandbox",
                     "--result", result_path, people_files=[result_path])   # the reason: the cause, translated
with open(result_path, encoding="utf-8") as f:
    result = json.load(f)
case("takestones --result: a program that exits at once forfeits, the other player wins",
     code == 0 and out.endswith("Winner: Player 1 (forfeit)\n") and result["end"] == "forfeit"
     and result["reason"].startswith("forfeit: ") and result["winner"] == 1 and result["scores"] == [1, 0],
     out + err + json.dumps(result))
error_case("takestones --result without its FILE", ["takestones", "7", "1", "3", "--result"], 2,
           "--result needs a FILE")

finish()
