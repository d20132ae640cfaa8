#!/usr/bin/env python3
"""CLI contract tests of `quandary-cli wordpuzzle` (TAP output).

Each case runs the CLI and compares stdout with a golden file written by hand
from a worked example (golden/ beside this script), or checks the exit status
and the error message for bad input.  Usage: test-cli-wordpuzzle.py CLI SRCDIR WORKDIR
"""
import itertools
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

# --- wordpuzzle: the published solution sets (data/solutions_published.txt)
ex = lambda f: os.path.join(examples, "wordpuzzle", f)
td = lambda f: os.path.join(srcdir, "data", f)
for name in ("sample", "puzzle1", "puzzle2", "puzzle3", "puzzle4", "puzzle5"):
    golden_case("wordpuzzle %s letter" % name, ["wordpuzzle", ex(name + ".txt"), "--words", ex("wordlist.txt")],
                "%s.out" % name)
    golden_case("wordpuzzle %s word mac" % name, ["wordpuzzle", ex(name + ".txt"), "--words", ex("wordlist.txt"),
                "--formulation", "word", "--inference", "mac"], "%s.out" % name)
golden_case("wordpuzzle wordlist.txt beside the puzzle", ["wordpuzzle", ex("puzzle3.txt")], "puzzle3.out")
golden_case("wordpuzzle simple", ["wordpuzzle", td("simple.txt"), "--words", td("smallwordlist.txt")],
            "simple.out")

trace_out = os.path.join(workdir, "simple.trace")
code, out, err = run("wordpuzzle", td("simple.txt"), "--words", td("smallwordlist.txt"), "--formulation", "word",
                     "--inference", "none", "--var-order", "static", "--trace", trace_out)
expected = open(os.path.join(golden, "simple-word-none.trace")).read()
got = open(trace_out).read() if os.path.exists(trace_out) else ""
case("wordpuzzle --trace worked by hand", code == 0 and got == expected, "got:\n" + got + err)

# --csp: the formulation as a constraint problem, solved by `csp`: its
# solutions, spelled back into the array, are the published ones (golden/).
for name in ("sample", "puzzle1", "puzzle2", "puzzle3", "puzzle4", "puzzle5"):
    published = open(os.path.join(golden, name + ".out")).read().splitlines()
    size = int(open(ex(name + ".txt")).readline())
    for formulation in ("letter", "word"):
        csp_out = os.path.join(workdir, "%s-%s.csp" % (name, formulation))
        code, out, err = run("wordpuzzle", ex(name + ".txt"), "--words", ex("wordlist.txt"), "--formulation",
                             formulation, "--csp", csp_out, people_files=[csp_out])   # its comments: translated
        ok = code == 0 and os.path.exists(csp_out)
        code2, solved, err2 = run("csp", csp_out, "--all") if ok else (None, "", "")
        lines = solved.splitlines()
        if formulation == "letter":
            arrays = []
            for line in lines[:-1]:
                cells = dict(pair.split("=") for pair in line.split())
                arrays.append("".join(cells.get("v%d" % (i + 1), "_") for i in range(size)))
            ok = ok and code2 == 0 and sorted(arrays) == sorted(published[:-1]) and lines[-1:] == published[-1:]
        else:
            ok = ok and code2 == 0 and lines[-1:] == published[-1:] and len(lines) == len(published)
        case("wordpuzzle %s --formulation %s --csp: csp finds the published solutions" % (name, formulation), ok,
             err + err2 + solved[-500:])
error_case("wordpuzzle --check with --csp is a usage error",
           ["wordpuzzle", ex("puzzle1.txt"), "--csp", os.path.join(workdir, "x.csp"), "--check",
            ex("puzzle1.txt")], 2, "--csp")
over_input_cases("wordpuzzle --csp over the word list", ex("wordlist.txt"),
                 lambda i, o: ["wordpuzzle", ex("puzzle1.txt"), "--words", i, "--csp", o])

model_out = os.path.join(workdir, "puzzle1.model")
code, out, err = run("wordpuzzle", ex("puzzle1.txt"), "--formulation", "word", "--model", model_out, "--stats",
                     people_files=[model_out])   # the model is written for people: translated
text = open(model_out).read() if os.path.exists(model_out) else ""
case("wordpuzzle --model and --stats", code == 0 and "Variables (6): one per slot" in text
     and "assignments " in err, text + err)

bad_cat = tmpfile("badcat.txt", b"3\r\nfruit: 1, 2, 3")
error_case("wordpuzzle unknown category", ["wordpuzzle", bad_cat, "--words", ex("wordlist.txt")], 1,
           "badcat.txt: line 2: the category \u201cfruit\u201d is not in the word list")
error_case("wordpuzzle index out of range", ["wordpuzzle", tmpfile("range.txt", b"3\nnoun: 1, 2, 4"),
           "--words", ex("wordlist.txt")], 1, "range.txt: line 2: cell 4 is outside the array of 3 cells")
error_case("wordpuzzle index past 2^64 is shown as written", ["wordpuzzle", tmpfile("huge.txt", b"9\nnoun: 1, 99999999999999999999999"),
           "--words", ex("wordlist.txt")], 1, "line 2: cell 99999999999999999999999 is outside the array of 9 cells")
error_case("wordpuzzle 1e20 is not an index", ["wordpuzzle", tmpfile("exp.txt", b"9\nnoun: 1, 1e20"),
           "--words", ex("wordlist.txt")], 1, "line 2: “1e20” is not a cell index")
error_case("wordpuzzle empty slot", ["wordpuzzle", tmpfile("empty-slot.txt", b"3\nnoun:"),
           "--words", ex("wordlist.txt")], 1, "empty-slot.txt: line 2: the slot of \u201cnoun\u201d lists no cells")
error_case("wordpuzzle bad word list", ["wordpuzzle", ex("sample.txt"), "--words", tmpfile("words.txt", b"noun:\tC4T")],
           1, "words.txt: line 1: \u201cC4T\u201d is not a word")
error_case("wordpuzzle no word list", ["wordpuzzle", tmpfile("alone.txt", b"3\nnoun: 1, 2, 3")], 2, "a word list is needed")
error_case("wordpuzzle unknown formulation", ["wordpuzzle", ex("sample.txt"), "--formulation", "cells"], 2,
           "unknown formulation")
error_case("wordpuzzle unknown inference", ["wordpuzzle", ex("sample.txt"), "--inference", "ac4"], 2,
           "unknown inference")

# --- Big word lists parse in linear time (issue 14): a category of 200,000
# words (100,000 of them twice) and 200,000 categories of one word took
# minutes with the duplicate checks by scanning.  The timeout is generous.
def six_letters(n):
    return "".join(chr(65 + (n // 26 ** i) % 26) for i in range(5, -1, -1))


# (six_letters(0), six_letters(1)… in order, made at once: 2 s of Python one by one)
words = ["".join(w) for w in itertools.islice(itertools.product("ABCDEFGHIJKLMNOPQRSTUVWXYZ", repeat=6), 200000)]
big = ["big:\t" + ", ".join(words[:100000] * 2)]
big += ["c%d:\t%s" % (i, w) for i, w in enumerate(words)]
big_list = tmpfile("big-words.txt", ("\n".join(big) + "\n").encode())
big_puzzle = tmpfile("big-puzzle.txt", b"7\nbig: 1, 2, 3, 4, 5, 6\nc199999: 2, 3, 4, 5, 6, 7\n")
code, out, err = run("wordpuzzle", big_puzzle, "--words", big_list, timeout=240)
case("wordpuzzle: 200,000 words and 200,000 categories parse", code == 0 and out == "AAALJWH\n1 solutions\n",
     "exit %d\n%s%s" % (code, out, err))

# --- Reports and animations (issue 32) ---
# --report: the PDF of the run (two pages or more, an outline, the command,
# the puzzle's name, the first line printed); --report-bundle: the folder.
run_args = ["wordpuzzle", ex("puzzle1.txt"), "--words", ex("wordlist.txt")]
report_case("wordpuzzle --report", ["wordpuzzle", ex("puzzle1.txt")], "puzzle1.txt",
            os.path.join(workdir, "puzzle1-report.pdf"))
report_case("wordpuzzle --report, the word formulation with MAC and --first",
            run_args + ["--formulation", "word", "--inference", "mac", "--first"], "puzzle1.txt",
            os.path.join(workdir, "puzzle1-word-report.pdf"))
bundle_case("wordpuzzle --report-bundle", run_args + ["--trace", os.path.join(workdir, "bundle.trace"), "--tree",
                                                      os.path.join(workdir, "bundle.tree")],
            os.path.join(workdir, "puzzle1-bundle"))
md = open(os.path.join(workdir, "puzzle1-bundle", "report.md"), encoding="utf-8").read()
case("wordpuzzle --report-bundle: the parts of the run, --tree's search tree among them",
     re.findall(r"^## (.*)$", md, re.M) == ["Instance", "Settings", "Reproduce", "Results", "Statistics",
                                            "Search Tree", "Trace"], md[:2000])
bundle_trace = os.path.join(workdir, "puzzle1-bundle", "traces", "trace.txt")
case("wordpuzzle --report-bundle keeps the whole trace as --trace writes it",
     os.path.isfile(bundle_trace) and open(bundle_trace).read() == open(os.path.join(workdir, "bundle.trace")).read())
# The settings of the run, its command, a puzzle without solution.
more = ["--formulation", "word", "--inference", "mac", "--var-order", "static", "--val-order", "lcv", "--first"]
folder = os.path.join(workdir, "nosolution-bundle")
no_words = tmpfile("nosolution-words.txt", b"one:\tAB, BA\ntwo:\tCD\n")
bundle_case("wordpuzzle --report-bundle, a puzzle without solution, other settings",
            ["wordpuzzle", tmpfile("nosolution.txt", b"2\none: 1, 2\ntwo: 2, 1\n"), "--words", no_words] + more,
            folder)
md = open(os.path.join(folder, "report.md"), encoding="utf-8").read() if os.path.isdir(folder) else ""
command = open(os.path.join(folder, "traces", "command.txt"), encoding="utf-8").read() if os.path.isdir(folder) else ""
case("wordpuzzle --report-bundle: the settings, the model, the command, no solution",
     all(s in md for s in ("| formulation | word |", "| inference | mac |", "| var-order | static |",
                           "| val-order | lcv |", "| first | yes |", "Word-based formulation",
                           "The puzzle has no solution.", "## Statistics", "## Trace")) and
     "## Search Tree" not in md and
     command.strip().endswith("nosolution.txt --words %s %s" % (no_words, " ".join(more))),
     md[:3000] + command)
# --gif: a frame for the start and one for each assignment, as --stats
# counts them, in both formulations and with each inference.
for formulation, inference in (("letter", "fc"), ("word", "mac"), ("letter", "none")):
    more = ["--formulation", formulation, "--inference", inference]
    code, out, err = run(*run_args, *more, "--stats")
    assignments = int(re.search(r"assignments (\d+),", err).group(1))
    gif_case("wordpuzzle --gif, %s %s: %d assignments, %d frames" % (formulation, inference, assignments,
                                                                    assignments + 1),
             run_args + more, os.path.join(workdir, "puzzle1-%s-%s.gif" % (formulation, inference)),
             frames=assignments + 1)
gif = os.path.join(workdir, "bad.gif")
error_case("wordpuzzle --gif-size 10x10 is a usage error", run_args + ["--gif", gif, "--gif-size", "10x10"], 2,
           "--gif-size must be")
error_case("wordpuzzle --gif-delay 5 is a usage error", run_args + ["--gif", gif, "--gif-delay", "5"], 2,
           "--gif-delay takes a whole number from 20 to 60000")
error_case("wordpuzzle --gif-delay without --gif is a usage error", run_args + ["--gif-delay", "100"], 2,
           "go with --gif")
over_input_cases("wordpuzzle --report", ex("puzzle1.txt"),
                 lambda i, o: ["wordpuzzle", i, "--words", ex("wordlist.txt"), "--report", o])
over_input_cases("wordpuzzle --gif over the word list", ex("wordlist.txt"),
                 lambda i, o: ["wordpuzzle", ex("puzzle1.txt"), "--words", i, "--gif", o])
# A replay longer than an animation holds is said, with its length: four
# slots apart of twelve words each are more than 20,736 assignments.
twelve = tmpfile("twelve-words.txt", ("big:\t" + ", ".join(six_letters(i) for i in range(12)) + "\n").encode())
apart = tmpfile("apart.txt", ("24\n" + "".join("big: %s\n" % ", ".join(str(6 * s + j + 1) for j in range(6))
                                               for s in range(4))).encode())
long_gif = os.path.join(workdir, "long.gif")
code, out, err = run("wordpuzzle", apart, "--words", twelve, "--stats")
assignments = re.search(r"assignments (\d+),", err).group(1)
code, out, err = run("wordpuzzle", apart, "--words", twelve, "--gif", long_gif)
case("wordpuzzle --gif of %s steps: refused with the count (exit 1), the solutions printed" % assignments,
     code == 1 and "the replay has %s steps; an animation holds at most 10000" % assignments in err and
     out.endswith("\n20736 solutions\n") and not os.path.exists(long_gif), "exit %d: %s" % (code, err[-400:]))

# --- --time-limit (docs/contracts.md): ten slots apart, each from 100 words, have 10^20
# solutions: every one was kept (3 GB after 20 s) and the run never ended.
many_words = tmpfile("many-words.txt", ("big:\t" + ", ".join(six_letters(i) for i in range(100)) + "\n").encode())
many = tmpfile("many.txt", ("60\n" + "".join("big: %s\n" % ", ".join(str(6 * s + j + 1) for j in range(6))
                                             for s in range(10))).encode())
# The limit counts from the first byte read: one second leaves a loaded machine
# time for the first solutions (0.2 s printed none once under ASan and load).
code, out, err = run("wordpuzzle", many, "--words", many_words, "--time-limit", "1", timeout=240)
lines = out.split("\n")
case("wordpuzzle with 10^20 solutions stops at --time-limit (exit 4, no count line)",
     code == 4 and len(lines) > 2 and lines[-1] == "" and all(len(l) == 60 for l in lines[:-1])
     and "time limit ran out" in err, "exit %d, %d lines, stderr %s" % (code, len(lines), err))
golden_case("wordpuzzle --time-limit that does not run out changes nothing",
            ["wordpuzzle", ex("puzzle1.txt"), "--words", ex("wordlist.txt"), "--time-limit", "600"], "puzzle1.out")
for bad in ("-1", "nan", "inf"):
    error_case("wordpuzzle --time-limit %s refused" % bad, ["wordpuzzle", ex("sample.txt"), "--time-limit", bad], 2,
               "--time-limit")

# --- --tree (data/FORMATS.md, "Search trees") ---
# On every course puzzle and inference: every node but the root is one
# assignment of --stats, every solution node one solution printed, failures
# childless.
tree_file = os.path.join(workdir, "search.tree")
for puzzle in ("puzzle1.txt", "puzzle2.txt", "puzzle3.txt", "puzzle4.txt", "puzzle5.txt", "sample.txt"):
    for inference in ("none", "fc", "mac"):
        path = os.path.join(examples, "wordpuzzle", puzzle)
        code, out, err = run("wordpuzzle", path, "-i", inference, "--stats", "--tree", tree_file)
        what = "%s -i %s --tree" % (puzzle, inference)
        assignments = re.search(r"assignments (\d+),", err)
        solutions = re.search(r"^(\d+) solutions?$", out, re.M)
        with open(tree_file, encoding="utf-8") as f:
            nodes, dropped = tree_case(what, f.read())
        case(what + ": %d nodes = assignments + 1, %d solution nodes = solutions printed" %
             (len(nodes), count_status(nodes, "solution")),
             code == 0 and assignments is not None and solutions is not None and dropped == 0 and
             len(nodes) == int(assignments.group(1)) + 1 and
             count_status(nodes, "solution") == int(solutions.group(1)), out[-300:] + err)

# An output over its own input is refused before any work (issue 34): the
# puzzle, and the word list.
over_input_cases("wordpuzzle --trace", ex("puzzle1.txt"),
                 lambda i, o: ["wordpuzzle", i, "--words", ex("wordlist.txt"), "--trace", o])
over_input_cases("wordpuzzle --model over the word list", ex("wordlist.txt"),
                 lambda i, o: ["wordpuzzle", ex("puzzle1.txt"), "--words", i, "--model", o])

# A limit is a limit from the first byte read (issue 34).  A slot given twice
# is read once, with a warning (3,000 copies were 3 s of pairs of slots, 100,000
# never ended); the warnings say the first twenty and how many more.
first = open(ex("puzzle1.txt"), encoding="utf-8").read().splitlines()
dup = tmpfile("dup3000.txt", ("\n".join([first[0]] + [first[1]] * 3000) + "\n").encode())
code, out, err = run("wordpuzzle", dup, "--words", ex("wordlist.txt"), "--time-limit", "30", timeout=120)
case("3,000 copies of a slot: read once, the warnings cut after twenty, solved",
     code == 0 and "dup3000.txt: warning: line 3: the slot of line 2 again: read once" in err and
     "dup3000.txt: warning: … and 2979 more warnings" in err and err.count("warning:") == 21 and
     out.endswith(" solutions\n"), "exit %d: %s" % (code, err[-400:]))
# Building the problem counts against the limit: 3,000 different slots over
# shared cells are millions of pairs, stopped at the limit (exit 4).
import itertools
triples = list(itertools.islice(itertools.permutations(range(1, 41), 3), 3000))
many = tmpfile("many3000.txt", ("40\n" + "".join("animal: %d, %d, %d\n" % t for t in triples)).encode())
code, out, err = run("wordpuzzle", many, "--words", ex("wordlist.txt"), "--formulation", "word", "--first",
                     "--time-limit", "0.3", timeout=120)
case("3,000 slots sharing cells under --time-limit 0.3: stopped while the problem is built, exit 4",
     code == 4 and "the time limit ran out while the problem was being built: nothing is printed" in err and out == "",
     "exit %d: %s" % (code, err[-400:]))


# --- --check (docs/contracts.md): the published solution sets and the trace
# worked by hand (golden/).
for name in ("sample", "puzzle1", "puzzle3", "puzzle5"):
    with open(os.path.join(golden, name + ".out"), encoding="utf-8") as f:
        right = f.read()
    check_cases("wordpuzzle --check %s" % name, ["wordpuzzle", ex(name + ".txt"), "--words", ex("wordlist.txt")],
                right, os.path.join(workdir, "check-" + name))
    check_cases("wordpuzzle --check %s word mac" % name, ["wordpuzzle", ex(name + ".txt"), "--words",
                ex("wordlist.txt"), "--formulation", "word", "--inference", "mac"], right,
                os.path.join(workdir, "check-mac-" + name))
simple = ["wordpuzzle", td("simple.txt"), "--words", td("smallwordlist.txt")]
simple_none = simple + ["--formulation", "word", "--inference", "none", "--var-order", "static"]
with open(os.path.join(golden, "simple-word-none.trace"), encoding="utf-8") as f:
    right = f.read()
check_trace = os.path.join(workdir, "check-simple.trace")
check_cases("wordpuzzle --trace --check simple (word, none, static)", simple_none + ["--trace", check_trace], right,
            os.path.join(workdir, "check-simple-trace"))
case("wordpuzzle --trace FILE --check writes the right trace to FILE",
     os.path.exists(check_trace) and open(check_trace).read() == right)

# The explanations, worked by hand on simple.txt (4 cells; adjective 1, 2, 4 from ANT, APE, BAD; verb 1, 3, 4 from
# BAY, BID, HUE).  Without inference, in the static order: APE is the adjective after ANT; after adjective=BAD,
# cell 4 is D, so verb=BAY (ending in Y) is never tried; after ANT no verb starts with A and ends with T.
order = "order: adjective, verb; values static; inference none\n"
def trace_answer(name, text):
    return tmpfile(name, (order + text).encode())
a_order = trace_answer("check-order.txt", "root -> adjective=ANT -> backtrack\nroot -> adjective=BAD -> backtrack\n")
a_bay = trace_answer("check-bay.txt", "root -> adjective=ANT -> backtrack\nroot -> adjective=APE -> backtrack\n"
                     "root -> adjective=BAD -> verb=BAY -> solution BAAD\n")
a_dead = trace_answer("check-dead.txt", "root -> adjective=ANT -> verb=BAY -> backtrack\n")
code, out, err = check_run(*simple_none, "--trace", check_trace, "--check", a_order, a_bay, a_dead)
want = a_order + """: wrong at line 3
expected: root -> adjective=APE -> backtrack
given:    root -> adjective=BAD -> backtrack
  The value order (static) tries adjective=APE before adjective=BAD.
""" + a_bay + """: wrong at line 4
expected: root -> adjective=BAD -> verb=BID -> solution BAID
given:    root -> adjective=BAD -> verb=BAY -> solution BAAD
  verb=BAY is inconsistent with the assignments of this path, so it is never tried.
""" + a_dead + """: wrong at line 2
expected: root -> adjective=ANT -> backtrack
given:    root -> adjective=ANT -> verb=BAY -> backtrack
  A dead end: the next variable is verb, and none of its values is consistent with the assignments of this path, so the path ends in a backtrack.
"""
case("wordpuzzle --trace --check explains the value order, a value never tried, a dead end",
     code == 1 and out == want, "exit %d\n%s%s" % (code, out, err))
# With forward checking, adjective=ANT leaves verb no word (none is A?T) and
# so does APE: the trace is one line; HUE is removed from verb by adjective=BAD.
simple_fc = simple + ["--formulation", "word", "--inference", "fc", "--var-order", "static"]
order = "order: adjective, verb; values static; inference fc\n"
a_wipe = trace_answer("check-wipe.txt", "root -> adjective=ANT -> backtrack\n")
a_hue = trace_answer("check-hue.txt", "root -> adjective=BAD -> verb=HUE -> solution BAUD\n")
code, out, err = check_run(*simple_fc, "--trace", check_trace, "--check", a_wipe, a_hue)
want = a_wipe + """: wrong at line 2
expected: root -> adjective=BAD -> verb=BID -> solution BAID
given:    root -> adjective=ANT -> backtrack
  adjective=ANT is tried before adjective=BAD, but forward checking then empties the domain of verb: a wipe-out, so adjective=ANT ends no path and shows in no line.
""" + a_hue + """: wrong at line 2
expected: root -> adjective=BAD -> verb=BID -> solution BAID
given:    root -> adjective=BAD -> verb=HUE -> solution BAUD
  Forward checking has already removed HUE from verb after adjective=BAD, so verb=HUE is never tried.
"""
case("wordpuzzle --trace --check explains a wipe-out and a value forward checking removed",
     code == 1 and out == want, "exit %d\n%s%s" % (code, out, err))
# The solutions output: BAIT's adjective (cells 1, 2, 4) reads BAT; the count.
a_bait = tmpfile("check-bait.txt", b"BAIT\n1 solutions\n")
a_count = tmpfile("check-count.txt", b"BAID\n2 solutions\n")
code, out, err = check_run(*simple, "--check", a_bait, a_count)
want = a_bait + """: wrong at line 1
expected: BAID
given:    BAIT
  The slot adjective (cells 1, 2, 4) reads BAT, which is not a word of the category adjective in the word list.
""" + a_count + """: wrong at line 2
expected: 1 solutions
given:    2 solutions
  The search finds 1 solutions in all: they are followed by the count line “1 solutions”.
"""
case("wordpuzzle --check explains a slot that is not a word and the count", code == 1 and out == want,
     "exit %d\n%s%s" % (code, out, err))
error_case("wordpuzzle --check with --model is a usage error",
           simple + ["--model", os.path.join(workdir, "m.txt"), "--check", a_bait], 2, "--check")
error_case("wordpuzzle --check with --trace - is a usage error", simple + ["--trace", "-", "--check", a_bait], 2,
           "--trace -")
error_case("wordpuzzle --check with --report is a usage error",
           simple + ["--report", os.path.join(workdir, "r.pdf"), "--check", a_bait], 2, "--check")
error_case("wordpuzzle --check-strict alone is a usage error", simple + ["--check-strict"], 2, "--check-strict")
error_case("wordpuzzle --trace over an answer is refused", simple + ["--trace", a_bait, "--check", a_bait], 2, "")

# --- --palette default|print (issue 35)
palette_cases("wordpuzzle", ["wordpuzzle", ex("puzzle1.txt"), "--words", ex("wordlist.txt")], "wordpuzzle")
report_palette_cases("wordpuzzle", ["wordpuzzle", ex("puzzle1.txt"), "--words", ex("wordlist.txt")], "wordpuzzle")

finish()
