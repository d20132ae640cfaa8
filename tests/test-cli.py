#!/usr/bin/env python3
"""CLI contract tests for quandary-cli (TAP output).

Each case runs the CLI and compares stdout with a golden file written by hand
from a worked example (tests/golden/), or checks the exit status and the error
message for bad input.  Usage: test-cli.py CLI SRCDIR WORKDIR
"""
import os
import subprocess
import sys

cli, srcdir, workdir = sys.argv[1:4]
golden = os.path.join(srcdir, "golden")
os.makedirs(workdir, exist_ok=True)
results = []


def run(*args, stdin=None):
    p = subprocess.run([cli, *args], capture_output=True, timeout=60, input=stdin)
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


def case(name, ok, detail=""):
    results.append((name, ok, detail))


def golden_case(name, args, expected_file):
    code, out, err = run(*args)
    with open(os.path.join(golden, expected_file), encoding="utf-8") as f:
        expected = f.read()
    detail = ""
    if out != expected:
        detail = "stdout differs:\n--- expected\n%s--- got\n%s--- stderr\n%s" % (expected, out, err)
    elif code != 0:
        detail = "exit %d, stderr %s" % (code, err)
    case(name, out == expected and code == 0, detail)


def error_case(name, args, code_expected, needle, stdin=None):
    code, out, err = run(*args, stdin=stdin)
    ok = code == code_expected and needle in err and "Traceback" not in err
    case(name, ok, "exit %d (want %d), stderr: %r (want %r)" % (code, code_expected, err, needle))


def tmpfile(name, data):
    path = os.path.join(workdir, name)
    with open(path, "wb") as f:
        f.write(data)
    return path


g = lambda f: os.path.join(golden, "gametree", f)

# --- gametree: worked examples (AIMA fig. 5.2/5.5 and trees checked on paper)
golden_case("gametree aima alphabeta", ["gametree", g("aima.tree")], "gametree/aima-alphabeta.out")
golden_case("gametree aima alphabeta explicit", ["gametree", "--algorithm", "alphabeta", g("aima.tree")],
            "gametree/aima-alphabeta.out")
golden_case("gametree aima minimax", ["gametree", "--algorithm=minimax", g("aima.tree")], "gametree/aima-minimax.out")
golden_case("gametree deeper CRLF no final newline", ["gametree", g("deeper.tree")], "gametree/deeper-alphabeta.out")
golden_case("gametree uneven depths with labels", ["gametree", g("uneven.tree")], "gametree/uneven-alphabeta.out")

# --- pictures
for fmt, magic in (("png", b"\x89PNG"), ("svg", b"<?xml"), ("pdf", b"%PDF")):
    out = os.path.join(workdir, "tree." + fmt)
    if os.path.exists(out):
        os.remove(out)
    code, _, err = run("gametree", "--" + fmt, out, g("aima.tree"))
    ok = code == 0 and os.path.exists(out) and open(out, "rb").read(5).startswith(magic)
    case("gametree --%s writes a %s file" % (fmt, fmt.upper()), ok, err)

# --- bad input: exit 1 with file, line and problem; usage errors: exit 2
error_case("gametree unclosed list", ["gametree", tmpfile("unclosed.tree", b"[1, [2, 3]\n")], 1,
           "unclosed.tree: line 2, column 1: the list opened at line 1 is not closed")
error_case("gametree bad token", ["gametree", tmpfile("bad.tree", b"# x\n[1, 2 ; 3]")], 1,
           "bad.tree: line 2, column 7: expected ',' or ']' but found ';'")
error_case("gametree empty file", ["gametree", tmpfile("empty.tree", b"")], 1, "empty.tree: line 1: the file holds no tree")
error_case("gametree binary file", ["gametree", tmpfile("binary.tree", b"\x89PNG\r\n\x1a\n\x00\x00")], 1,
           "binary.tree: this is not a text file")
error_case("gametree missing file", ["gametree", os.path.join(workdir, "nope.tree")], 1, "nope.tree")
error_case("gametree folder", ["gametree", workdir], 1, "is a folder")
error_case("gametree unknown algorithm", ["gametree", "--algorithm", "negamax", g("aima.tree")], 2, "unknown algorithm")
error_case("gametree no file", ["gametree"], 2, "a tree FILE is needed")
error_case("gametree unknown option", ["gametree", "--frobnicate", g("aima.tree")], 2, "frobnicate")
error_case("gametree picture into missing folder", ["gametree", "--png", "/nonexistent/dir/x.png", g("aima.tree")], 1,
           "x.png")
error_case("unknown command", ["frobnicate"], 2, "unknown command")
code, out, err = run("--help")
case("--help lists gametree", code == 0 and "gametree" in out, err)
code, out, err = run("gametree", "--help")
case("gametree --help describes the options", code == 0 and "--algorithm" in out and "--png" in out, out + err)

# --- steps: the step list replays the search; the last step leaves the root
code, out, err = run("gametree", "--steps", g("aima.tree"))
lines = out.splitlines()
steps = [l for l in lines if l.startswith("step ")]
case("gametree --steps", code == 0 and steps[0] == "step 1 enter r v -inf alpha -inf beta inf"
     and steps[-1] == "step %d leave r v 3 alpha 3 beta inf" % len(steps)
     and "cutoff r.1 v 2 alpha 3 beta inf" in out, out)

# --- wordpuzzle: the published solution sets (tests/data/wordpuzzle/solutions_published.txt)
ex = lambda f: os.path.join(srcdir, "..", "data", "examples", "wordpuzzle", f)
td = lambda f: os.path.join(srcdir, "data", "wordpuzzle", f)
for name in ("sample", "puzzle1", "puzzle2", "puzzle3", "puzzle4", "puzzle5"):
    golden_case("wordpuzzle %s letter" % name, ["wordpuzzle", ex(name + ".txt"), "--words", ex("wordlist.txt")],
                "wordpuzzle/%s.out" % name)
    golden_case("wordpuzzle %s word mac" % name, ["wordpuzzle", ex(name + ".txt"), "--words", ex("wordlist.txt"),
                "--formulation", "word", "--inference", "mac"], "wordpuzzle/%s.out" % name)
golden_case("wordpuzzle wordlist.txt beside the puzzle", ["wordpuzzle", ex("puzzle3.txt")], "wordpuzzle/puzzle3.out")
golden_case("wordpuzzle simple", ["wordpuzzle", td("simple.txt"), "--words", td("smallwordlist.txt")],
            "wordpuzzle/simple.out")

trace_out = os.path.join(workdir, "simple.trace")
code, out, err = run("wordpuzzle", td("simple.txt"), "--words", td("smallwordlist.txt"), "--formulation", "word",
                     "--inference", "none", "--var-order", "static", "--trace", trace_out)
expected = open(os.path.join(golden, "wordpuzzle", "simple-word-none.trace")).read()
got = open(trace_out).read() if os.path.exists(trace_out) else ""
case("wordpuzzle --trace worked by hand", code == 0 and got == expected, "got:\n" + got + err)

model_out = os.path.join(workdir, "puzzle1.model")
code, out, err = run("wordpuzzle", ex("puzzle1.txt"), "--formulation", "word", "--model", model_out, "--stats")
text = open(model_out).read() if os.path.exists(model_out) else ""
case("wordpuzzle --model and --stats", code == 0 and "Variables (6): one per slot" in text
     and "assignments " in err, text + err)

bad_cat = tmpfile("badcat.txt", b"3\r\nfruit: 1, 2, 3")
error_case("wordpuzzle unknown category", ["wordpuzzle", bad_cat, "--words", ex("wordlist.txt")], 1,
           "badcat.txt: line 2: the category \u201cfruit\u201d is not in the word list")
error_case("wordpuzzle index out of range", ["wordpuzzle", tmpfile("range.txt", b"3\nnoun: 1, 2, 4"),
           "--words", ex("wordlist.txt")], 1, "range.txt: line 2: cell 4 is outside the array of 3 cells")
error_case("wordpuzzle empty slot", ["wordpuzzle", tmpfile("empty-slot.txt", b"3\nnoun:"),
           "--words", ex("wordlist.txt")], 1, "empty-slot.txt: line 2: the slot of \u201cnoun\u201d lists no cells")
error_case("wordpuzzle bad word list", ["wordpuzzle", ex("sample.txt"), "--words", tmpfile("words.txt", b"noun:\tC4T")],
           1, "words.txt: line 1: \u201cC4T\u201d is not a word")
error_case("wordpuzzle no word list", ["wordpuzzle", tmpfile("alone.txt", b"3\nnoun: 1, 2, 3")], 2, "a word list is needed")
error_case("wordpuzzle unknown formulation", ["wordpuzzle", ex("sample.txt"), "--formulation", "cells"], 2,
           "unknown formulation")
error_case("wordpuzzle unknown inference", ["wordpuzzle", ex("sample.txt"), "--inference", "ac4"], 2,
           "unknown inference")

print("TAP version 13")
print("1..%d" % len(results))
failed = 0
for i, (name, ok, detail) in enumerate(results, 1):
    print("%s %d - %s" % ("ok" if ok else "not ok", i, name))
    if not ok:
        failed += 1
        for line in detail.splitlines():
            print("# " + line)
sys.exit(1 if failed else 0)
