#!/usr/bin/env python3
"""CLI tests of `quandary-cli search MAZE --online dfs|lrta --report FILE --gif FILE`
(issue 66), TAP.

On data/online-hand.maze, worked by hand (test-cli-search-online.py): optimal 5;
LRTA* costs 11 (11 moves) on trial 1, then 5 (5 moves); Online-DFS 11 every trial.
The report (read back by pdftotext) holds each trial's cost, moves and ratio, the
first trial's moves with LRTA*'s H updates (the update before move 5 is
H(1 2) <- 4, was 2), a figure after each trial and the plot; the GIF has a frame
per move of the last trial plus the start (11 + 1 for trial 1, 5 + 1 for trial 2).
Usage: test-cli-search-online-report.py CLI SRCDIR WORKDIR
"""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

hand = os.path.join(srcdir, "data", "online-hand.maze")

pdf = os.path.join(workdir, "online-lrta.pdf")
code, out, err = run("search", hand, "--online", "lrta", "--trials", "2", "--report", pdf)
case("LRTA* --report: the output as without it", code == 0 and out == (
    "optimal 5\ntrial 1 cost 11 moves 11 ratio 2.200\ntrial 2 cost 5 moves 5 ratio 1.000\n"), out + err)
facts = pdf_facts(pdf) if code == 0 else {"text": "", "pages": 0}
text = re.sub(r"[ \t]+", " ", facts["text"])
case("the report has pages and embedded fonts", facts["pages"] >= 2 and facts.get("fonts_embedded"), str(facts))
case("the trials' table: cost, moves, ratio (by hand)",
     re.search(r"\b1 11 11 2\.200\b", text) is not None and re.search(r"\b2 5 5 1\.000\b", text) is not None, text)
case("the moves' table: LRTA*'s update before move 5 (by hand)",
     re.search(r"\b5 1 ?1 2 ?1 ↓ 1 H\(1 2\) ← 4 \(was 2\)", text) is not None, text)
case("a figure after each trial, and the plot",
     "After trial 1 (cost 11)" in text and "After trial 2 (cost 5)" in text and "Cost per trial" in text, text)
case("the settings: the agent and its rule", "LRTA*" in text and "AIMA figure 4.24" in text, text)

pdf = os.path.join(workdir, "online-dfs.pdf")
code, out, err = run("search", hand, "--online", "dfs", "--report", pdf)
text = re.sub(r"[ \t]+", " ", pdf_facts(pdf)["text"]) if code == 0 else ""
case("Online-DFS --report: the step back in the moves' table (move 7, by hand)",
     re.search(r"\b7 1 ?1 2 ?1 ↓ 1 a step back", text) is not None and "AIMA figure 4.21" in text, text + err)

gif = os.path.join(workdir, "online-lrta1.gif")
code, out, err = run("search", hand, "--online", "lrta", "--gif", gif)
info = gif_info(gif) if code == 0 else None
case("--gif: trial 1's 11 moves make 12 frames", info is not None and info["frames"] == "12", str(info) + err)
gif = os.path.join(workdir, "online-lrta2.gif")
code, out, err = run("search", hand, "--online", "lrta", "--trials", "2", "--gif", gif)
info = gif_info(gif) if code == 0 else None
case("--gif with --trials 2: the last trial's 5 moves, 6 frames", info is not None and info["frames"] == "6",
     str(info) + err)
case("the frames differ (the agent moves)", info is not None and info.get("first-last-differ") == "yes", str(info))

error_case("--online with --svg", ["search", hand, "--online", "dfs", "--svg", os.path.join(workdir, "x.svg")], 2,
           "--online walks the maze")
error_case("--check with --report", ["search", hand, "--online", "dfs", "--report", os.path.join(workdir, "y.pdf"),
                                     "--check", hand], 2, "--check")

finish()
