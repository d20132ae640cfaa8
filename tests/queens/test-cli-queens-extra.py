#!/usr/bin/env python3
"""CLI tests of what `quandary-cli queens` gives a teacher (issue 65), TAP:
`--successors` and `worksheet queens` against the independent reference
ref_queens.py (h pair by pair, every successor, the best ones, the uphill
moves and their probabilities), and `--report` / `--gif` of a run read back
with poppler-utils and giflib.

AIMA figure 4.3(a) (rows 4 5 6 3 4 5 6 5): h = 17, its best successors
h = 12 on b1 b3 e2 e8 f1 f3 g2 g8, 48 uphill moves whose falls add up to
143 (worked by hand in test-queens-practice.c).

Usage: test-cli-queens-extra.py CLI SRCDIR WORKDIR
"""
import glob
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, HERE)
from clitest import *  # noqa: E402,F401,F403
import ref_queens  # noqa: E402

FIGURE = [4, 5, 6, 3, 4, 5, 6, 5]


def state_file(name, rows, comment=None):
    """A *.queens file (data/FORMATS.md): N, then each column's row."""
    text = ("# %s\n" % comment if comment else "") + "%d\n" % len(rows) + " ".join(str(r) for r in rows) + "\n"
    return tmpfile(name, text.encode())


def rows_of(path):
    """The rows of a *.queens file, read here: numbers after the comments, N first."""
    with open(path, encoding="utf-8") as f:
        numbers = [int(w) for line in f for w in line.split("#")[0].split()]
    return numbers[1:] if numbers and len(numbers) == numbers[0] + 1 else None


# --- --successors ----------------------------------------------------------

figure = state_file("figure-4-3a.queens", FIGURE, "AIMA figure 4.3(a)")
code, out, err = run("queens", figure, "--successors")
lines = out.splitlines()
case("--successors on figure 4.3(a): h 17, best 12 on the figure's eight squares, 48 uphill moves summing 143",
     code == 0 and "h 17 rows 5 diagonals 12" in lines and "best 12 b1 b3 e2 e8 f1 f3 g2 g8" in lines
     and "uphill 48 sum 143" in lines and "local-minimum no" in lines, "exit %d\n%s%s" % (code, out, err))
case("--successors on figure 4.3(a): the reference's text, line for line",
     out == ref_queens.successors_text(FIGURE), out)
solved = state_file("solved.queens", [1, 3, 0, 2])
code, out, err = run("queens", solved, "--successors")
case("--successors on a 4-queens solution: a local minimum, no uphill move",
     code == 0 and "local-minimum yes" in out and "uphill 0 sum 0" in out.splitlines(), out + err)

error_case("a start file with a row past the board", ("queens", state_file("bad.queens", [0, 9, 1, 2])), 1,
           "line 2")

# --- worksheet queens -------------------------------------------------------

for difficulty, n in (("easy", 5), ("medium", 6), ("hard", 8)):
    folder = os.path.join(workdir, "sheet-" + difficulty)
    code, out, err = run("worksheet", "queens", "--count", "10", "--seed", "5", "--difficulty", difficulty,
                         "--bundle", folder)
    case("worksheet queens %s: the bundle is written" % difficulty, code == 0, err)
    same_command = same_ref = sizes = 0
    for k in range(1, 11):
        path = os.path.join(folder, "%02d.queens" % k)
        with open(os.path.join(folder, "%02d.answer" % k), encoding="utf-8") as f:
            answer = f.read()
        rows = rows_of(path)
        sizes += rows is not None and len(rows) == n
        c, o, e = run("queens", path, "--successors")
        same_command += c == 0 and o == answer
        same_ref += rows is not None and ref_queens.successors_text(rows) == answer
    case("worksheet queens %s: %d queens on every board" % (difficulty, n), sizes == 10)
    case("worksheet queens %s: every answer is what `queens FILE --successors` prints" % difficulty,
         same_command == 10)
    case("worksheet queens %s: every answer is the independent reference's" % difficulty, same_ref == 10)

pdf = os.path.join(workdir, "sheet.pdf")
key = os.path.join(workdir, "key.pdf")
code, out, err = run("worksheet", "queens", "--count", "3", "--seed", "9", "--difficulty", "hard",
                     "--pdf", pdf, "--answers", key)
if code == 0:
    sheet_facts, key_facts = pdf_facts(pdf), pdf_facts(key)
    folder = os.path.join(workdir, "sheet-9")
    run("worksheet", "queens", "--count", "3", "--seed", "9", "--difficulty", "hard", "--bundle", folder)
    rows = rows_of(os.path.join(folder, "01.queens"))
    h = ref_queens.h(rows)
    low, best = ref_queens.best_moves(rows)
    first_best = ref_queens.square(*best[0])
    text = " ".join(key_facts["text"].split())
    case("worksheet queens: 3 exercises on 2 pages, the key as many",
         sheet_facts["pages"] == 2 and key_facts["pages"] == 2, "%d %d" % (sheet_facts["pages"], key_facts["pages"]))
    said = "(h = %d)" % low if low < h else "(the best successor has h = %d)" % low
    case("worksheet queens: the key gives exercise 1's best squares and their h (the reference's)",
         said in text and (low >= h or first_best in text), said + "\n" + text[:2000])
    case("worksheet queens: the sheet leaves the answers blank",
         "Stochastic" in sheet_facts["text"] and "(h = " not in sheet_facts["text"], sheet_facts["text"][:1500])
else:
    case("worksheet queens --pdf --answers", False, err)

# --- --report and --gif -----------------------------------------------------

code, out, err, facts = report_case("queens --report: the start, the steps, the plot, the final board",
                                    ("queens", "--n", "8", "--seed", "4", "--algorithm", "restart"), None,
                                    os.path.join(workdir, "run.pdf"))
if facts is not None:
    text = " ".join(facts["text"].split())
    final = [l for l in out.splitlines() if l.startswith("rows ")][0]
    case("queens --report: h over the steps, the steps table, the final rows and h 0",
         "h over the steps" in text and "The steps" in text and " ".join(final.split()[1:]) in text
         and "Solved yes" in text, text[:3000])

code, out, err = run("queens", "--n", "6", "--seed", "2", "--algorithm", "sideways", "--steps")
steps = sum(1 for l in out.splitlines() if l.startswith(("move ", "restart ")))
gif_case("queens --gif: a frame per step and the start", ("queens", "--n", "6", "--seed", "2", "--algorithm",
                                                          "sideways"),
         os.path.join(workdir, "run.gif"), frames=steps + 1, min_frames=2)
gif_frames_case("queens --gif-frames 4: steps spread evenly", ("queens", "--n", "6", "--seed", "2", "--algorithm",
                                                               "sideways"), steps, 4, workdir)
# Width × height × frames of a GIF within 2,000,000,000 pixels (issue 74):
# 1000 frames of 4096 x 4096 (16,777,216 pixels each) refused before the
# run, with the most that fit, 2,000,000,000 // 16,777,216 = 119.
big_gif = os.path.join(workdir, "big.gif")
code, out, err = run("queens", "--gif", big_gif, "--gif-size", "4096x4096", "--gif-frames", "1000")
case("queens --gif-size 4096x4096 --gif-frames 1000: refused with the limit, nothing written",
     code == 2 and out == "" and "2,000,000,000" in err and "at most %d frames" % (2000000000 // (4096 * 4096)) in err
     and not os.path.exists(big_gif), "exit %d\n%s" % (code, err))
error_case("queens --successors on a board too large to print", ("queens", "--n", "100", "--successors"), 2,
           "too large")
for algorithm in ("min-conflicts", "beam", "genetic", "annealing"):
    code, out, err, facts = report_case("queens --algorithm %s --report" % algorithm,
                                        ("queens", "--n", "8", "--seed", "3", "--algorithm", algorithm), None,
                                        os.path.join(workdir, "run-%s.pdf" % algorithm))
    if facts is not None:
        final = [l for l in out.splitlines() if l.startswith("rows ")][0]
        case("queens --algorithm %s --report: the final rows printed" % algorithm,
             " ".join(final.split()[1:]) in " ".join(facts["text"].split()), facts["text"][:2000])

finish()
