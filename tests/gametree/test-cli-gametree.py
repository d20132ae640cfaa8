#!/usr/bin/env python3
"""CLI contract tests of `quandary-cli gametree` (TAP output).

Each case runs the CLI and compares stdout with a golden file written by hand
from a worked example (golden/ beside this script), or checks the exit status
and the error message for bad input.  Usage: test-cli-gametree.py CLI SRCDIR WORKDIR
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

g = lambda f: os.path.join(golden, f)

# --- gametree: worked examples (AIMA fig. 5.2/5.5 and trees checked on paper)
golden_case("gametree aima alphabeta", ["gametree", g("aima.tree")], "aima-alphabeta.out")
golden_case("gametree aima alphabeta explicit", ["gametree", "--algorithm", "alphabeta", g("aima.tree")],
            "aima-alphabeta.out")
golden_case("gametree aima minimax", ["gametree", "--algorithm=minimax", g("aima.tree")], "aima-minimax.out")
golden_case("gametree deeper CRLF no final newline", ["gametree", g("deeper.tree")], "deeper-alphabeta.out")
golden_case("gametree uneven depths with labels", ["gametree", g("uneven.tree")], "uneven-alphabeta.out")

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
code, out, err = run("gametree", "--help")
case("gametree --help describes the options", code == 0 and "--algorithm" in out and "--png" in out, out + err)

# --- steps: the step list replays the search; the last step leaves the root
code, out, err = run("gametree", "--steps", g("aima.tree"))
lines = out.splitlines()
steps = [l for l in lines if l.startswith("step ")]
case("gametree --steps", code == 0 and steps[0] == "step 1 enter r v -inf alpha -inf beta inf"
     and steps[-1] == "step %d leave r v 3 alpha 3 beta inf" % len(steps)
     and "cutoff r.1 v 2 alpha 3 beta inf" in out, out)

# An output over its own input is refused before any work (issue 34).
over_input_cases("gametree --svg", g("aima.tree"), lambda i, o: ["gametree", i, "--svg", o])

# --- reports and animations (issue 32)
aima = g("aima.tree")
report_case("gametree --report", ["gametree", aima], "aima.tree", os.path.join(workdir, "gametree.pdf"))
report_case("gametree --report, minimax with its steps", ["gametree", "--algorithm", "minimax", "--steps", aima],
            "aima.tree", os.path.join(workdir, "gametree-minimax.pdf"))
bundle_case("gametree --report-bundle", ["gametree", aima], os.path.join(workdir, "gametree-bundle"))
for algorithm in ("alphabeta", "minimax"):
    code, out, err = run("gametree", "--steps", "--algorithm", algorithm, aima)
    n_steps = sum(1 for l in out.splitlines() if l.startswith("step "))
    gif_case("gametree --gif, %s: a frame per line of --steps and the start" % algorithm,
             ["gametree", "--algorithm", algorithm, aima], os.path.join(workdir, "gametree-%s.gif" % algorithm),
             frames=n_steps + 1)
error_case("gametree --gif-size too small", ["gametree", aima, "--gif", os.path.join(workdir, "x.gif"),
                                             "--gif-size", "10x10"], 2, "--gif-size")
error_case("gametree --gif-delay out of range", ["gametree", aima, "--gif", os.path.join(workdir, "x.gif"),
                                                 "--gif-delay", "5"], 2, "--gif-delay")
over_input_cases("gametree --report", aima, lambda i, o: ["gametree", i, "--report", o])
over_input_cases("gametree --gif", aima, lambda i, o: ["gametree", i, "--gif", o])

finish()
