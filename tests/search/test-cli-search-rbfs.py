#!/usr/bin/env python3
"""CLI tests of `quandary-cli search --algorithm rbfs` (recursive best-first
search, AIMA 3e figure 3.26), TAP output.

Romania's output and trace are worked by hand as AIMA 3e figure 3.27 draws
the run (golden/README.md, and the comment of test-search-rbfs.c); the
other instances' least costs come from the independent reference's
uniform-cost search (ref_search.py).
Usage: test-cli-search-rbfs.py CLI SRCDIR WORKDIR
"""
import os
import sys

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


costs = {}


def least_cost(path):
    """The reference's uniform-cost search, once a file (the 8-puzzle's
    expands 171,711 nodes in Python: most of the test's time)."""
    if path not in costs:
        costs[path] = R.fmt(R.solve(R.load(path, read(path)), "ucs").cost)
    return costs[path]


golden_case("Romania rbfs (AIMA 3e figure 3.27): 418", ["search", romania, "--algorithm", "rbfs"], "romania-rbfs.txt")
trace = os.path.join(workdir, "romania-rbfs-trace.txt")
expected = read(os.path.join(golden, "romania-rbfs-trace.txt"))
code, out, err = run("search", romania, "--algorithm", "rbfs", "--trace", trace)
got = read(trace) if os.path.exists(trace) else ""
case("Romania rbfs --trace: f-limits 447, 415, 417, 447, values 417 and 450 backed up, Rimnicu Vilcea again",
     code == 0 and got == expected, "exit %d %s\n--- expected\n%s--- got\n%s" % (code, err, expected, got))

# The tab's heuristics: misplaced and Manhattan on tiles, the maze's Manhattan.
for path, heuristic in ((puzzle, "misplaced"), (puzzle, "manhattan"), (small, "manhattan")):
    want = least_cost(path)
    code, out, err = run("search", path, "--algorithm", "rbfs", "--heuristic", heuristic, "--stats")
    case("%s rbfs %s: the least cost %s" % (os.path.basename(path), heuristic, want),
         code == 0 and ("cost %s\n" % want) in out, out + err)

# Check an Answer on its trace and its output.
# (the events only: --check skips the comment line, which no change can make wrong)
body = "".join(l for l in expected.splitlines(True) if not l.startswith("#"))
check_cases("Romania rbfs trace", ["search", romania, "--algorithm", "rbfs"], body,
            os.path.join(workdir, "check-trace"))
# A wrong f-limit or backed-up value is explained with the book's numbers
# (figure 3.27: Rimnicu Vilcea's limit min (447, Fagaras' 415); its
# successors' least f, Pitesti's 417, backed up above 415).
for name, old, new, words in (
        ("f-limit", "limit 415\n", "limit 416\n", "its parent's f-limit, 447, and the f of the best alternative "
                                               "among its siblings: 415"),
        ("backed-up value", "backup Rimnicu Vilcea g 220 h 193 f 417", "backup Rimnicu Vilcea g 220 h 193 f 418",
         "The least f among the successors of Rimnicu Vilcea is 417, above its f-limit 415")):
    wrong = os.path.join(workdir, "wrong-%s.txt" % name.replace(" ", "-"))
    with open(wrong, "w", encoding="utf-8") as f:
        f.write(body.replace(old, new, 1))
    code, out, err = run("search", romania, "--algorithm", "rbfs", "--check", wrong, people=True)
    case("--check of a wrong %s explains it with the book's numbers" % name,
         code == 1 and words in out, out + err)
check_cases("Romania rbfs output", ["search", romania, "--algorithm", "rbfs"],
            read(os.path.join(golden, "romania-rbfs.txt")), os.path.join(workdir, "check-output"))

# The tree: every node generated, a node expanded again a new node marked
# regenerated beside the first (forgotten), with the f-limits and the
# backed-up values (golden/README.md, worked by hand from figure 3.27).
tree_golden = read(os.path.join(golden, "romania-rbfs-tree.txt"))
code, out, err = run("search", romania, "--algorithm", "rbfs", "--tree", "-")
case("--tree of rbfs: Fagaras 450 and Rimnicu Vilcea 417 backed up and forgotten, Rimnicu Vilcea regenerated",
     code == 0 and tree_golden in out, "exit %d %s\n--- expected\n%s--- got\n%s" % (code, err, tree_golden, out))

# The GIF: a frame per step (6 expansions, 2 backups, the goal) and one more.
gif_case("Romania rbfs --gif", ["search", romania, "--algorithm", "rbfs"], os.path.join(workdir, "rbfs.gif"),
         frames=10)
report = os.path.join(workdir, "rbfs-report.pdf")
code, out, err = run("search", romania, "--algorithm", "rbfs", "--report", report)
text = " ".join(pdf_facts(report)["text"].split()) if code == 0 and os.path.exists(report) else ""
case("Romania rbfs --report: names recursive best-first search, the cost 418 and the legend",
     "Recursive best-first search (AIMA 3rd ed. figure 3.26)" in text and "cost 418" in text
     and "forgotten" in text, err + text[:2000])

# The worksheet kind: each exercise's answer is what the search prints for its file.
bundle = os.path.join(workdir, "worksheet")
code, out, err = run("worksheet", "rbfs", "-n", "3", "--seed", "5", "--bundle", bundle,
                     "--pdf", os.path.join(workdir, "rbfs-sheet.pdf"), "--answers", os.path.join(workdir, "rbfs-key.pdf"))
problems = []
for k in range(1, 4):
    route = os.path.join(bundle, "%02d.route" % k)
    c2, o2, e2 = run("search", route, "--algorithm", "rbfs", "--trace", "-")
    answer = read(os.path.join(bundle, "%02d.answer" % k)) if os.path.exists(route) else ""
    if c2 != 0 or o2 != answer or "\nbackup " not in answer:
        problems.append("%02d: exit %d, the answer differs or has no backup" % (k, c2))
case("worksheet rbfs: 3 exercises, each answer the search's output and trace, each with a backup",
     code == 0 and not problems and os.path.getsize(os.path.join(workdir, "rbfs-key.pdf")) > 1000,
     "exit %d %s\n%s" % (code, err, "\n".join(problems)))

error_case("usage: --tree-like with rbfs", ["search", romania, "--algorithm", "rbfs", "--tree-like"], 2,
           "always tree-like")
code, out, err = run("search", "--help")
case("--help names rbfs", code == 0 and "rbfs" in out, out + err)
finish()
