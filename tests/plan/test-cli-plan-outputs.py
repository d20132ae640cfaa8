#!/usr/bin/env python3
"""Contract of `quandary-cli plan DOMAIN PROBLEM` with --png, --svg, --pdf
[--after N], --report, --report-bundle and --gif (issue 78,
src/cli/plan/qd-plan-cli-outputs.c): the spare tire's and the blocks world's
states drawn as the Planning tab draws them (the initial state, the state
after N actions, where a checked plan fails); a report whose text holds the
task, the plan found with its cost, the search's figures and a figure per
state; a GIF of one frame per state of the plan, found or checked; outputs
that cannot be written are clean errors (exit 1), --after out of its place a
usage error (exit 2).
Usage: test-cli-plan-outputs.py CLI SRCDIR WORKDIR
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data")
PLAN_EXAMPLES = os.path.join(examples, "plan")


def files(stem):
    return (os.path.join(PLAN_EXAMPLES, stem + "-domain.pddl"), os.path.join(PLAN_EXAMPLES, stem + "-problem.pddl"))


def out_path(name):
    return os.path.join(workdir, name)


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    return int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")


# --- Pictures: the state as the tab draws it.
for stem in ("spare-tire", "blocks"):
    domain, problem = files(stem)
    picture_cases(stem, ["plan", domain, problem], stem)
    for fmt, magic in (("png", b"\x89PNG"), ("svg", b"<?xml"), ("pdf", b"%PDF")):
        path = out_path("%s-check.%s" % (stem, fmt))
        # --check's verdict is for people (translated).
        code, out, err = run("plan", domain, problem, "--check", os.path.join(DATA, stem + ".plan"), "--" + fmt, path,
                             people=True)
        case("%s --check PLAN --%s writes a %s file" % (stem, fmt, fmt.upper()),
             code == 0 and os.path.isfile(path) and open(path, "rb").read(5).startswith(magic), out + err)

domain, problem = files("blocks")
pictures = {}
for after in ("0", "1", "3"):
    path = out_path("blocks-after-%s.png" % after)
    code, out, err = run("plan", domain, problem, "--after", after, "--png", path)
    ok = code == 0 and os.path.isfile(path) and out.endswith("cost 3\n")
    case("blocks --after %s --png: the plan printed, the picture written" % after, ok, out + err)
    pictures[after] = open(path, "rb").read() if ok else b""
case("blocks: the states after 0, 1 and 3 actions are three pictures",
     len({pictures["0"], pictures["1"], pictures["3"]}) == 3)
code, out, err = run("plan", domain, problem, "--png", out_path("blocks-default.png"))
case("blocks: without --after, the initial state (as the tab shows a plan checked)",
     code == 0 and open(out_path("blocks-default.png"), "rb").read() == pictures["0"], err)
code, out, err = run("plan", domain, problem, "--check", os.path.join(DATA, "blocks.plan"), "--after", "3",
                     "--png", out_path("blocks-check-3.png"), people=True)
case("blocks --check PLAN --after 3: the same state as the plan found's",
     code == 0 and open(out_path("blocks-check-3.png"), "rb").read() == pictures["3"], out + err)
code, out, err = run("plan", domain, problem, "--check", os.path.join(DATA, "blocks-wrong.plan"),
                     "--png", out_path("blocks-wrong.png"), people=True)
case("blocks: a wrong plan checked draws where it fails (exit 1, the verdict printed)",
     code == 1 and "precondition fails" in out and os.path.isfile(out_path("blocks-wrong.png"))
     and open(out_path("blocks-wrong.png"), "rb").read() != pictures["0"], out + err)
w, h = png_size(out_path("blocks-after-3.png")) if pictures["3"] else (0, 0)
case("blocks: the picture is of a readable size (%d x %d pixels)" % (w, h), 400 <= w <= 4000 and 300 <= h <= 4000)

# --- Every place drawn, static facts folded away (issue 92); the text read back by pdftotext.
def picture_text(stem, *args):
    domain, problem = files(stem)
    path = out_path("%s-%s.pdf" % (stem, "-".join(a.strip("-") for a in args)))
    code, out, err = run("plan", domain, problem, "--check", os.path.join(PLAN_EXAMPLES, stem + ".plan"),
                         "--pdf", path, *args, people=True)
    return code, pdf_facts(path)["text"] if code == 0 and os.path.isfile(path) else out + err


for stem, after, place in (("air-cargo", "3", "sfo"), ("air-cargo", "4", "sfo"), ("gripper", "0", "roomb"),
                           ("spare-tire", "0", "ground")):
    code, text = picture_text(stem, "--after", after)
    case("%s --after %s --pdf: the empty place %s is drawn" % (stem, after, place),
         code == 0 and place in text.split(), text)
for stem, static, changing in (("water-jugs", "(sum n1 n2 n3)", "(contents jug3 n0)"),
                               ("missionaries", "(minus n3 n1 n2)", "(left n3 n3)")):
    code, text = picture_text(stem)
    case("%s --pdf: the static facts left out, their number said" % stem,
         code == 0 and changing in text and static not in text and "static facts not shown" in text, text)
    code, text = picture_text(stem, "--static-facts")
    case("%s --pdf --static-facts: the static facts drawn" % stem,
         code == 0 and changing in text and static in text and "not shown" not in text, text)

# --- The report.
domain, problem = files("spare-tire")
pdf = out_path("spare-tire-report.pdf")
code, out, err, facts = report_case("spare tire --report", ["plan", domain, problem], "spare-tire-problem.pddl", pdf)
if facts is not None:
    text = " ".join(facts["text"].split())
    for needle in ("(remove spare trunk)", "(remove flat axle)", "(put-on spare axle)", "cost 3", "Cost 3",
                   "Algorithm astar", "Heuristic lmcut", "Ground facts", "Expanded", "spare-tire-domain.pddl",
                   "change-the-tire", "The plan reaches the goal: 3 actions, cost 3", "The initial state (step 0 of 3)",
                   "Step 3 of 3: (put-on spare axle)"):
        case("spare tire report: its text holds %r" % needle, needle in text, facts["text"][:3000])

domain, problem = files("blocks")
pdf = out_path("blocks-check-report.pdf")
code, out, err, facts = report_case("blocks --check --report", ["plan", domain, problem, "--check",
                                    os.path.join(DATA, "blocks.plan")], "blocks-problem.pddl", pdf, people=True)
if facts is not None:
    text = " ".join(facts["text"].split())
    case("blocks --check report: the plan checked, its verdict and cost",
         "Plan checked" in text and "The plan reaches the goal: 3 actions, cost 3" in text and "Algorithm" not in text,
         facts["text"][:3000])

folder = out_path("spare-tire-bundle")
bundle_case("spare tire --report-bundle", ["plan", *files("spare-tire")], folder)
figures = os.path.join(folder, "figures")
names = sorted(os.listdir(figures)) if os.path.isdir(figures) else []
case("spare tire bundle: a figure per state of the plan (state-0 … state-3)",
     all("state-%d.svg" % k in names for k in range(4)) and "state-4.svg" not in names, str(names))
code, out, err = run("plan", *files("spare-tire"), "--algorithm", "bfs", "--report", out_path("bfs.pdf"),
                     people_files=(out_path("bfs.pdf"),))
text = " ".join(pdf_facts(out_path("bfs.pdf"))["text"].split()) if code == 0 else ""
case("the report names the algorithm run and its heuristic (bfs: blind)",
     "Algorithm bfs" in text and "Heuristic blind" in text, err)

# --palette print: the pictures, the report's figures and the GIF's frames.
palette_cases("blocks", ["plan", *files("blocks")], "blocks-palette")
report_palette_cases("blocks", ["plan", *files("blocks")], "blocks-palette")

# --- The GIF: one frame per state.
for stem, n in (("spare-tire", 3), ("blocks", 3), ("gripper", 11)):
    domain, problem = files(stem)
    gif_case("%s --gif: one frame per state (%d)" % (stem, n + 1), ["plan", domain, problem],
             out_path(stem + ".gif"), frames=n + 1, min_frames=n + 1)
domain, problem = files("air-cargo")
plan = os.path.join(DATA, "air-cargo.plan")
n_actions = sum(1 for line in open(plan) if line.strip().startswith("("))
code, out, err = run("plan", domain, problem, "--check", plan, "--gif", out_path("air-cargo.gif"), "--gif-size",
                     "160x120", people=True)
info = gif_info(out_path("air-cargo.gif")) if code == 0 else None
case("air cargo --check PLAN --gif: one frame per state of the plan checked (%d)" % (n_actions + 1),
     info is not None and int(info["frames"]) == n_actions + 1 and info["first-last-differ"] == "yes", out + err)
domain, problem = files("have-cake")
gif_case("have-cake --algorithm graphplan --gif: GraphPlan's plan animated", ["plan", domain, problem, "--algorithm",
         "graphplan"], out_path("have-cake.gif"), frames=3, min_frames=3)
gif_frames_case("gripper --gif-frames 5: the steps spread evenly", ["plan", *files("gripper")], 11, 5, workdir)

# --- Bad outputs: clean errors, before the search.
domain, problem = files("spare-tire")
for option, name in (("--png", "x.png"), ("--svg", "x.svg"), ("--pdf", "x.pdf"), ("--report", "x.pdf"),
                     ("--gif", "x.gif")):
    error_case("%s into a missing folder: exit 1, named" % option,
               ["plan", domain, problem, option, "/nonexistent/dir/" + name], 1, "/nonexistent/dir/" + name)
code, out, err = run("plan", domain, problem, "--gif", "/proc/x.gif")
case("--gif into a folder that cannot be written: exit 1, nothing searched",
     code == 1 and out == "" and "/proc/x.gif" in err and "Traceback" not in err, out + err)
error_case("--png over the problem: a usage error", ["plan", domain, problem, "--png", problem], 2, "input")
error_case("--after without a picture: a usage error", ["plan", domain, problem, "--after", "1"], 2,
           "--after goes with --explain, --landmarks, --png, --svg or --pdf")
error_case("--after -1: a usage error", ["plan", domain, problem, "--after", "-1", "--png", out_path("n.png")], 2,
           "--after")
error_case("--after past the plan's end: exit 1, the plan's length said",
           ["plan", domain, problem, "--after", "4", "--png", out_path("past.png")], 1,
           "--after 4: the plan has 3 actions")
finish()
