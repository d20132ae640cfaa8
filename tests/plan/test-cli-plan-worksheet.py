#!/usr/bin/env python3
"""Contract of `quandary-cli worksheet plan` (issue 78): for each difficulty,
every bundled instance is its example's problem with the exercise's state as
its init (the static atoms kept), read beside the example's domain, and its
answer is what `plan DOMAIN FILE --practice` prints for it byte for byte; the
state is neither a goal state nor a dead end; the same seed gives the same
bundle; the PDFs show the task and the key's answers.
Usage: test-cli-plan-worksheet.py CLI SRCDIR WORKDIR
"""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

PLAN_EXAMPLES = os.path.join(examples, "plan")
STEMS = {"easy": ("have-cake", "spare-tire"), "medium": ("blocks",), "hard": ("gripper", "air-cargo")}
COUNT = 6


def bundle(seed, difficulty, name):
    # A bundle's answers are for people, in the locale's words: "-bundle"
    # folders are not compared between locales (clitest.py).
    folder = os.path.join(workdir, name + "-bundle")
    code, out, err = run("worksheet", "plan", "--seed", str(seed), "--count", str(COUNT), "--difficulty", difficulty,
                         "--bundle", folder)
    case("worksheet plan --seed %s --difficulty %s: the bundle is written" % (seed, difficulty), code == 0, err)
    files = {}
    for entry in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
        with open(os.path.join(folder, entry), encoding="utf-8") as f:
            files[entry] = f.read()
    return folder, files


for difficulty, stems in STEMS.items():
    folder, files = bundle(1, difficulty, "plan-1-" + difficulty)
    for i in range(1, COUNT + 1):
        pddl, answer = "%02d.pddl" % i, "%02d.answer" % i
        text, expected = files.get(pddl, ""), files.get(answer, "")
        named = re.search(r"^; worksheet: quandary-cli plan (\S+)-domain\.pddl FILE --practice$", text, re.M)
        case("%s %s: the instance names its example, one of %s" % (difficulty, pddl, ", ".join(stems)),
             named is not None and named.group(1) in stems, text[:300])
        if named is None:
            continue
        domain = os.path.join(PLAN_EXAMPLES, named.group(1) + "-domain.pddl")
        code, out, err = run("plan", domain, os.path.join(folder, pddl), "--practice", people=True)
        case("%s %s: the answer is what `plan DOMAIN FILE --practice` prints" % (difficulty, pddl),
             code == 0 and out == expected and expected.startswith("step 0: Which actions are applicable"),
             "--- answer\n%s--- printed\n%s%s" % (expected[:1500], out[:1500], err))
        hmax = re.search(r"^step 0: What is h_max of the goal in this state\?\n  answer: (\S+)$", expected, re.M)
        case("%s %s: neither a goal state nor a dead end (0 < h_max < ∞)" % (difficulty, pddl),
             hmax is not None and hmax.group(1) not in ("0", "∞"), expected[:600])
        if named.group(1) == "blocks":
            case("%s %s: the blocks world's static atoms kept in the init" % (difficulty, pddl),
                 all("(block %s)" % b in text for b in "abc"), text)
        if named.group(1) == "air-cargo":
            case("%s %s: the cost's init kept" % (difficulty, pddl), "(= (total-cost) 0)" in text, text)
    again = bundle(1, difficulty, "plan-1-%s-again" % difficulty)[1]
    case("%s: the same seed gives the same bundle" % difficulty, again == files)
    other = bundle(2, difficulty, "plan-2-" + difficulty)[1]
    case("%s: another seed another bundle" % difficulty, other != files)

# The PDFs: the task on the sheet, the answers on the key only.
sheet, key = os.path.join(workdir, "plan-sheet.pdf"), os.path.join(workdir, "plan-key.pdf")
folder, files = bundle(3, "medium", "plan-3-medium")
code, out, err = run("worksheet", "plan", "--seed", "3", "--count", str(COUNT), "--difficulty", "medium", "--pdf",
                     sheet, "--answers", key, people_files=(sheet, key))
case("worksheet plan --pdf --answers: written", code == 0 and os.path.exists(sheet) and os.path.exists(key), err)
if os.path.exists(sheet) and os.path.exists(key):
    sheet_facts, key_facts = pdf_facts(sheet), pdf_facts(key)
    text, key_text = " ".join(sheet_facts["text"].split()), " ".join(key_facts["text"].split())
    case("the sheet: %d exercises on %d pages, the questions, the domain" % (COUNT, COUNT // 2),
         sheet_facts["pages"] == COUNT // 2 and "The applicable actions" in text and "h_max of the goal" in text
         and "mutex in S1" in text and "Domain: blocks-domain.pddl" in text and "(block a)" in text, text[:600])
    firsts = [re.search(r"^  answer: (\([^)]*\))", files["%02d.answer" % i], re.M) for i in range(1, COUNT + 1)]
    actions = [m.group(1) for m in firsts if m]
    case("the sheet leaves the answers blank", not any(a in text for a in actions if a.startswith("(move")),
         text[:600])
    case("the key fills them in: each exercise's first applicable action",
         len(actions) == COUNT and all(a in key_text for a in actions), "%s\n%s" % (actions, key_text[:1200]))

code, out, err = run("worksheet", "--help", people=True)
case("worksheet --help lists plan", code == 0 and re.search(r"\bplan\b", out) is not None, out[:800])
finish()
