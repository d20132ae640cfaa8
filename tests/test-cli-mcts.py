"""Monte Carlo tree search (issue 64) on every game command: `--p1 mcts:200
--p2 random --seed 1` (the war game's --blue/--green, Take-Stones' computer)
plays a whole game that ends with the game's result line, the same game
again for the same seed; bad specs are refused with a clear error and exit
status 2; a KCell game of MCTS is saved with its players and checked by
--check (the check plays MCTS again from the seed and the moves)."""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import *

KEREN = os.path.join(srcdir, "wargame", "data", "Keren.txt")
MAP = os.path.join(srcdir, "colorgame", "data", "t0.txt")

# Each game: its command with MCTS as the first player, and its result line.
GAMES = [
    ("kcell", ["kcell", "--cells", "9", "--stones", "3", "--p2", "random", "--seed", "1", "--p1"],
     re.compile(r"\n(Player[12] wins\.|Draw\.)\n$")),
    ("takestones", ["takestones", "11", "1", "-1", "--p2", "computer", "--seed", "1", "--p1"],
     re.compile(r"\nWinner: Player [12]\n$")),
    ("wargame", ["wargame", KEREN, "--green", "random", "--seed", "1", "--blue"],
     re.compile(r"\nscore blue \d+ green \d+\n")),
    ("colorgame", ["colorgame", MAP, "--p2", "random", "--seed", "1", "--p1"],
     re.compile(r"\nscore 1 \d+ 2 \d+\n(Player [12] wins\.|Draw\.)\n$")),
]

def strip_times(text):
    return "".join(line for line in text.splitlines(True) if not line.startswith("ms-per-move"))


for name, args, result in GAMES:
    code, out, err = run(*(args + ["mcts:200"]))
    case("%s: mcts:200 plays a whole game to its result line" % name,
         code == 0 and result.search(out) is not None, "exit %d\n%s%s" % (code, out, err))
    code2, again, err2 = run(*(args + ["mcts:200"]))
    # The war game's summary has times: the moves and the scores are the game.
    case("%s: the same seed plays the same game" % name,
         code2 == 0 and strip_times(again) == strip_times(out), again + err2)
    for spec in ("mcts:100,playout=guided", "mcts:ms=5,c=0.5"):
        # A time budget searches as far as the machine gets: not compared.
        code, out, err = run(*(args + [spec]), people="ms=" in spec)
        case("%s: %s plays a whole game" % (name, spec), code == 0 and result.search(out) is not None,
             "exit %d\n%s%s" % (code, out, err))
    error_case("%s: mcts:0 is refused" % name, args + ["mcts:0"], 2,
               "“mcts:0”: the iterations must be a whole number from 1 to 100000000")
    error_case("%s: mcts:abc is refused" % name, args + ["mcts:abc"], 2, "“mcts:abc”: unknown part “abc”")
    error_case("%s: a bad exploration constant is refused" % name, args + ["mcts:50,c=-1"], 2,
               "the exploration constant c= must be a number from 0 to 100")

# Two different seeds: the searches differ (on a board big enough for the
# random player's moves and MCTS's to part ways).
code, one, err = run("kcell", "--cells", "15", "--stones", "3", "--p1", "mcts:50", "--p2", "mcts:50", "--seed", "1")
code2, two, err2 = run("kcell", "--cells", "15", "--stones", "3", "--p1", "mcts:50", "--p2", "mcts:50", "--seed", "2")
case("kcell: MCTS against itself differs from one seed to another", code == 0 and code2 == 0 and one != two,
     one + two + err + err2)

# A saved game names its MCTS players; --check replays MCTS from the seed.
saved = os.path.join(workdir, "mcts.kcell")
answer = os.path.join(workdir, "mcts-answer.txt")
code, out, err = run("kcell", "--p1", "mcts:300", "--p2", "random", "--seed", "4", "--save", saved)
with open(saved, encoding="utf-8") as f:
    text = f.read()
case("kcell: the saved game names mcts:300", code == 0 and "player1 mcts:300\nplayer2 random\n" in text, text)
with open(answer, "w", encoding="utf-8") as f:
    f.write(out)
code, out, err = run("kcell", "--p1", "mcts:300", "--p2", "random", "--seed", "4", "--check", answer, people=True)
case("kcell --check: MCTS's game of the same seed is correct", code == 0 and "correct" in out, out + err)
code, out, err = run("kcell", "--p1", "mcts:300", "--p2", "random", "--seed", "5", "--check", answer, people=True)
case("kcell --check: another seed's MCTS game is not this one", "wrong at line" in out or code != 0, out + err)
# --tree FILE on an MCTS move: its tree, a line a node in preorder, N, U/N
# and UCB1 on each, the root's N the iterations, each of which went through
# one of its children (data/FORMATS.md).
tree_path = os.path.join(workdir, "mcts-tree.txt")
code, out, err = run("kcell", "--cells", "7", "--stones", "2", "--p1", "mcts:60", "--p2", "random", "--seed", "3",
                     "--tree", tree_path)
lines = open(tree_path, encoding="utf-8").read().splitlines() if os.path.exists(tree_path) else []
children = [l for l in lines[1:] if l.split()[1] == "0"]
case("kcell: --tree on an MCTS move writes its tree with N, U/N and UCB1",
     code == 0 and lines and lines[0] == "0 -1 root N 60 U/N " + lines[0].split()[-1] and
     all(" N " in l and " U/N " in l and " UCB1 " in l for l in lines[1:]) and
     sum(int(l.split()[l.split().index("N") + 1]) for l in children) == 60, "\n".join(lines[:5]) + err)
finish()
