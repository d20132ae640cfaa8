#!/usr/bin/env python3
"""The layout of the search worksheets (`quandary-cli worksheet search|rbfs|
andor|lrta`, audit of issue 66 item 7), TAP.  Each sheet and key, in English
and in French, of 12 exercises of each difficulty (one run: each exercise of
a sheet is its own random draw, as 3 seeds of 4 were), is read back by poppler's
`pdftotext -bbox` (not our writer): every word lies within the page's text
width (12 mm margins), no two words overlap (the French key's "Exercice 1 —
réponse" over its title, a road's cost over another's on a route map), and
no word is set under 7 pt (the instructions wrapped at their size rather
than shrunk).
Usage: test-cli-search-worksheet-layout.py CLI SRCDIR WORKDIR
"""
import html
import itertools
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import clitest  # noqa: E402
from clitest import case, finish, workdir  # noqa: E402

PAGE_WIDTH = 595.28
MARGIN = 12 * 72 / 25.4
WORD = re.compile(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)</word>')


def pages(pdf):
    out = subprocess.run(["pdftotext", "-bbox", pdf, "-"], capture_output=True, text=True).stdout
    return [[(float(m[1]), float(m[2]), float(m[3]), float(m[4]), html.unescape(m[5])) for m in WORD.finditer(chunk)]
            for chunk in out.split("<page ")[1:]]


def problems(pdf):
    """What is wrong with the words of each page of PDF (empty: nothing)."""
    found = []
    for number, words in enumerate(pages(pdf), 1):
        if not words:
            found.append("page %d: no text" % number)
        for w in words:
            if w[0] < MARGIN - 2 or w[2] > PAGE_WIDTH - MARGIN + 2:
                found.append("page %d: %r is off the text width (x %.0f to %.0f)" % (number, w[4], w[0], w[2]))
            if w[3] - w[1] < 8.0:
                found.append("page %d: %r is set under 7 pt" % (number, w[4]))
        for a, b in itertools.combinations(words, 2):
            wide = min(a[2], b[2]) - max(a[0], b[0])
            high = min(a[3], b[3]) - max(a[1], b[1])
            if wide > 0.5 and high > 2.0:
                found.append("page %d: %r over %r" % (number, a[4], b[4]))
    return found


envs = [("C", clitest.C_ENV)] + ([("fr", clitest.LOCALE_ENV)] if clitest.LOCALE_ENV is not None else [])
for kind in ("search", "rbfs", "andor", "lrta"):
    for language, env in envs:
        found, made = [], 0
        for difficulty in ("easy", "medium", "hard"):
            stem = os.path.join(workdir, "%s-%s-%s" % (kind, language, difficulty))
            p = subprocess.run([clitest.cli, "worksheet", kind, "-n", "12", "-s", "1", "-d", difficulty,
                                "--pdf", stem + "-sheet.pdf", "--answers", stem + "-key.pdf"],
                               capture_output=True, text=True, env=env, timeout=120)
            if p.returncode != 0:
                found.append("%s: exit %d %s" % (stem, p.returncode, p.stderr))
                continue
            made += 2
            for pdf in (stem + "-sheet.pdf", stem + "-key.pdf"):
                found += ["%s: %s" % (os.path.basename(pdf), f) for f in problems(pdf)]
        case("worksheet %s (%s): %d PDFs of 12 exercises, every word within the width, none over another, "
             "none tiny" % (kind, language, made), made == 6 and not found, "\n".join(found[:20]))
finish()
