#!/usr/bin/env python3
"""Contract of `quandary-cli gdl FILE --state` and `quandary-cli worksheet
gdl` (issue 77): the state's facts, each role's legal moves, terminal and the
goals of tic-tac-toe's start checked by hand; for each difficulty, every
bundled instance is a rulesheet whose init is the exercise's state, and its
answer is what `gdl FILE --state` prints for it byte for byte; the same seed
gives the same bundle; the PDFs show the task and the key's answers.
Usage: test-cli-gdl-worksheet.py CLI SRCDIR WORKDIR
"""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

TTT = os.path.join(examples, "gdl", "tictactoe.kif")
GAMES = {"easy": ("tictactoe.kif",), "medium": ("connect4.kif", "nim.kif"),
         "hard": ("connect4.kif", "eight-puzzle.kif", "rock-paper-scissors-3.kif")}
COUNT = 6

# ---- --state

START = "".join("(cell %d %d b)\n" % (r, c) for r in (1, 2, 3) for c in (1, 2, 3)) + "(control x)\n" \
    + "legal x " + " ".join("(mark %d %d)" % (r, c) for r in (1, 2, 3) for c in (1, 2, 3)) + "\n" \
    + "legal o noop\nterminal no\ngoal x 50\ngoal o 50\n"
code, out, err = run("gdl", TTT, "--state")
case("--state on tic-tac-toe: the nine blanks, x to move, its nine moves, 50 each", code == 0 and out == START,
     out + err)

# A finished game written as its init: x has the top row.
with open(TTT, encoding="utf-8") as f:
    rules = f.read()
won = re.sub(r"\(init \(cell 1 (\d) b\)\)", r"(init (cell 1 \1 x))", rules)
won = won.replace("(init (cell 2 2 b))", "(init (cell 2 2 o))").replace("(init (cell 3 3 b))", "(init (cell 3 3 o))")
code, out, err = run("gdl", tmpfile("won.kif", won.encode()), "--state")
case("--state on a won game: terminal yes, goals 100 and 0", code == 0 and out.endswith(
    "(control x)\nlegal x (mark 2 1) (mark 2 3) (mark 3 1) (mark 3 2)\nlegal o noop\nterminal yes\n"
    "goal x 100\ngoal o 0\n"), out + err)
error_case("--state with --perft: a usage error", ["gdl", TTT, "--state", "--perft", "2"], 2, "--state")
error_case("--state with --solve: a usage error", ["gdl", TTT, "--state", "--solve"], 2, "--solve")

# ---- worksheet gdl


def bundle(seed, difficulty, name):
    folder = os.path.join(workdir, name)
    code, out, err = run("worksheet", "gdl", "--seed", str(seed), "--count", str(COUNT), "--difficulty", difficulty,
                         "--bundle", folder)
    case("worksheet gdl --seed %s --difficulty %s: the bundle is written" % (seed, difficulty), code == 0, err)
    files = {}
    for entry in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
        with open(os.path.join(folder, entry), encoding="utf-8") as f:
            files[entry] = f.read()
    return folder, files


def init_facts(text):
    """The (init F) facts of a rulesheet, as F, sorted."""
    facts = []
    for line in text.splitlines():
        line = line.split(";")[0].strip()
        if line.startswith("(init "):
            facts.append(line[len("(init "):-1])
    return sorted(facts)


for difficulty, games in GAMES.items():
    folder, files = bundle(1, difficulty, "gdl-1-" + difficulty)
    for i in range(1, COUNT + 1):
        kif, answer = "%02d.kif" % i, "%02d.answer" % i
        text, expected = files.get(kif, ""), files.get(answer, "")
        game = re.search(r"^; (\S+\.kif), its init", text, re.M)
        case("%s %s: the instance names its game, one of %s" % (difficulty, kif, ", ".join(games)),
             game is not None and game.group(1) in games, text[:300])
        code, out, err = run("gdl", os.path.join(folder, kif), "--state")
        case("%s %s: the answer is what `gdl FILE --state` prints" % (difficulty, kif),
             code == 0 and out == expected and expected != "", "--- answer\n%s--- printed\n%s%s" % (expected, out, err))
        facts = [line for line in expected.splitlines() if line.startswith("(")]
        case("%s %s: the instance's init is the state the answer lists" % (difficulty, kif),
             init_facts(text) == sorted(facts), "%s\n%s" % (init_facts(text), facts))
        case("%s %s: the state is not terminal" % (difficulty, kif), "\nterminal no\n" in expected, expected)
    again = bundle(1, difficulty, "gdl-1-%s-again" % difficulty)[1]
    case("%s: the same seed gives the same bundle" % difficulty, again == files)
    other = bundle(2, difficulty, "gdl-2-" + difficulty)[1]
    case("%s: another seed another bundle" % difficulty, other != files)

# The PDFs: the task on the sheet, the answers on the key only.
sheet, key = os.path.join(workdir, "gdl-sheet.pdf"), os.path.join(workdir, "gdl-key.pdf")
folder, files = bundle(3, "easy", "gdl-3-easy")
code, out, err = run("worksheet", "gdl", "--seed", "3", "--count", str(COUNT), "--difficulty", "easy", "--pdf", sheet,
                     "--answers", key, people_files=(sheet, key))
case("worksheet gdl --pdf --answers: written", code == 0 and os.path.exists(sheet) and os.path.exists(key), err)
if os.path.exists(sheet) and os.path.exists(key):
    sheet_facts, key_facts = pdf_facts(sheet), pdf_facts(key)
    text, key_text = " ".join(sheet_facts["text"].split()), " ".join(key_facts["text"].split())
    case("the sheet: %d exercises on %d pages, the task" % (COUNT, COUNT // 2),
         sheet_facts["pages"] == COUNT // 2
         and ("The legal moves of x" in text or "The legal moves of o" in text) and "Is the state terminal?" in text and "goal value" in text, text[:600])
    legal = [re.search(r"^legal (\w+) (\(.*)$", files["%02d.answer" % i], re.M) for i in range(1, COUNT + 1)]
    moves = [m.group(2).split(") (")[0].lstrip("(") for m in legal if m]
    case("the sheet leaves the answers blank", "goal" in text and "x 50, o 50" not in text, text[:600])
    case("the key fills them in: each exercise's legal moves and goals",
         all(move in key_text for move in moves) and "x 50, o 50" in key_text, "%s\n%s" % (moves, key_text[:1200]))

finish()
