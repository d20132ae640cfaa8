"""quandary-cli logic's report, GIF and worksheet (issue 96).

--report: the wumpus KB's report holds the sentences, the verdicts and the
truth table's figures (128 rows, KB true in 3: AIMA 4th ed. §7.4.4), forward
chaining's pops on Fig. 7.16 (A B L M P Q: docs/logic-peers.md §1.5), on
pages that poppler reads; a page is rendered to PNG (logic-report-page-*.png)
to be looked at.  --gif: the truth table walked a row a frame (128 rows: 129
frames), a 1,024-row walk sampled to 241 frames, forward chaining a pop a
frame (7 frames); a question the algorithm refuses has no GIF.  Every
algorithm (truth-table, resolution, fc, bc, dpll, walksat, cdcl, fol-fc,
fol-bc) draws its proof as PNG (not blank: its pixels inflated by zlib), SVG
(read by ElementTree) and PDF (read by poppler), in its report (the figure's
caption) and as a GIF of more than one frame and at most 241, counted by
hand where it can be: DPLL on {A ∨ B, ¬A} ∧ ¬B makes 3 calls (4 frames),
FOL-FC-ASK on the crime KB 2 iterations (AIMA Fig. 9.4: 3 frames),
FOL-BC-ASK's proof 9 goals (Fig. 9.7: 10 frames); WalkSAT's 1,000 flips on an
unsatisfiable formula are sampled to 240 steps (241 frames).

`worksheet logic`: every bundled answer is what the command its file names
prints, and is recomputed here by an independent truth table, forward
chaining with a FIFO agenda, CNF checked equivalent by enumeration and a
resolvent taken by hand; the book's instances (easy) against the book: R2's
CNF is three clauses (¬B11 ∨ P12 ∨ P21) ∧ (¬P12 ∨ B11) ∧ (¬P21 ∨ B11),
R1-R5 have 3 models and entail ¬P12 but not ¬P22, Fig. 7.16 pops A B L M P Q,
Fig. 7.13's step ¬P21 ∨ B11 with ¬B11 gives ¬P21."""
import itertools
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *

logic_dir = os.path.join(examples, "logic")
WUMPUS = os.path.join(logic_dir, "wumpus.kb")
HORN = os.path.join(logic_dir, "horn.kb")
os.makedirs(workdir, exist_ok=True)


def text_file(name, text):
    return tmpfile(name, text.encode("utf-8"))


# --- formulas, independently -------------------------------------------------

def tokens(text):
    return re.findall(r"¬|∧|∨|⇒|⇔|\(|\)|[A-Za-z_][A-Za-z0-9_]*", text)


def parse(text):
    """('sym', name) | ('not', f) | (op, a, b): ¬ binds tightest, then ∧, ∨,
    ⇒ (to the right), ⇔."""
    toks = tokens(text)
    pos = [0]

    def peek():
        return toks[pos[0]] if pos[0] < len(toks) else None

    def take():
        pos[0] += 1
        return toks[pos[0] - 1]

    def atom():
        t = take()
        if t == "¬":
            return ("not", atom())
        if t == "(":
            f = iff()
            assert take() == ")"
            return f
        return ("sym", t)

    def binary(op, sub):
        def level():
            f = sub()
            while peek() == op:
                take()
                f = (op, f, sub())
            return f
        return level

    conj = binary("∧", atom)
    disj = binary("∨", conj)

    def implies():
        f = disj()
        if peek() == "⇒":
            take()
            return ("⇒", f, implies())
        return f

    iff = binary("⇔", implies)
    f = iff()
    assert pos[0] == len(toks), text
    return f


def symbols(f, out):
    if f[0] == "sym":
        out.add(f[1])
    else:
        for g in f[1:]:
            symbols(g, out)
    return out


def holds(f, v):
    op = f[0]
    if op == "sym":
        return v[f[1]]
    if op == "not":
        return not holds(f[1], v)
    a, b = holds(f[1], v), holds(f[2], v)
    return {"∧": a and b, "∨": a or b, "⇒": (not a) or b, "⇔": a == b}[op]


def kb_of(path):
    """The sentences and the queries of a .kb."""
    sentences, asks = [], []
    for line in open(path, encoding="utf-8"):
        line = line.split("#")[0].strip()
        if not line or line.startswith("title:"):
            continue
        if line.startswith("ask:"):
            asks.append(parse(line[4:]))
        else:
            sentences.append(parse(line))
    return sentences, asks


def models(sentences, extra=()):
    names = sorted(set().union(*[symbols(f, set()) for f in list(sentences) + list(extra)]))
    found = []
    for values in itertools.product([True, False], repeat=len(names)):
        v = dict(zip(names, values))
        if all(holds(f, v) for f in sentences):
            found.append(v)
    return names, found


def literal_set(clause_text):
    return frozenset(l.strip() for l in clause_text.split("∨"))


def fc_pops(sentences, query):
    """PL-FC-ENTAILS? with a FIFO agenda (AIMA Fig. 7.15): every pop."""
    rules = []
    for f in sentences:
        if f[0] == "⇒":
            prem, body = [], [f[1]]
            while body:
                g = body.pop()
                if g[0] == "∧":
                    body += [g[2], g[1]]
                else:
                    prem.append(g[1])
            rules.append((prem, f[2][1]))
        else:
            rules.append(([], f[1]))
    count = [len(p) for p, _ in rules]
    agenda = [head for p, head in rules if not p]
    inferred, pops = set(), []
    while agenda:
        p = agenda.pop(0)
        pops.append(p)
        if p == query:
            return pops
        if p in inferred:
            continue
        inferred.add(p)
        for i, (prem, head) in enumerate(rules):
            for q in prem:
                if q == p:
                    count[i] -= 1
                    if count[i] == 0:
                        agenda.append(head)
    return pops


# --- the report ---------------------------------------------------------------

pdf = os.path.join(workdir, "wumpus-report.pdf")
code, out, err, facts = report_case("--report on R1-R5 by truth table", ["logic", WUMPUS], "wumpus.kb", pdf)
if facts is not None:
    text = " ".join(facts["text"].split())
    for needle in ("B11 ⇔ P12 ∨ P21", "KB ⊨ ¬P12", "KB ⊭ ¬P22", "rows 128", "models 3", "R5",
                   "The truth table TT-ENTAILS walks"):
        case("the wumpus report holds %r" % needle, needle in text, text[:2000])
    case("the wumpus report has pages for the KB, the CNF steps and two 128-row tables (at least 8)",
         facts["pages"] >= 8, str(facts["pages"]))
    png = os.path.join(workdir, "logic-report-page")
    subprocess.run(["pdftoppm", "-r", "60", "-png", "-f", "5", "-l", "5", pdf, png])
    case("a page of the report renders to PNG", any(n.startswith("logic-report-page") for n in os.listdir(workdir)))

pdf = os.path.join(workdir, "horn-report.pdf")
code, out, err, facts = report_case("--report on Fig. 7.16 by forward chaining",
                                    ["logic", HORN, "--algorithm", "fc"], "horn.kb", pdf)
if facts is not None:
    text = " ".join(facts["text"].split())
    case("the forward-chaining report gives the pops A B L M P Q", "popped A B L M P Q" in text, text[:2000])
    case("the forward-chaining report names its figure", "AND-OR graph" in text, text[:2000])

pdf = os.path.join(workdir, "resolution-report.pdf")
code, out, err, facts = report_case("--report on R1-R5 ⊨ ¬P12 by resolution",
                                    ["logic", WUMPUS, "--algorithm", "resolution", "--entails", "~P12"],
                                    "wumpus.kb", pdf)
if facts is not None:
    text = " ".join(facts["text"].split())
    case("the resolution report: entailed, its clauses listed", "answer entailed" in text and "(given)" in text,
         text[:2000])

# --- the GIF ---------------------------------------------------------------------

gif_case("--gif: the 128 rows of R1-R5's table, a frame each, and the start",
         ["logic", WUMPUS, "--entails", "¬P12"], os.path.join(workdir, "wumpus.gif"), frames=129)
ten = text_file("ten.kb", "A0 ∨ A1 ∨ A2 ∨ A3 ∨ A4 ∨ A5 ∨ A6 ∨ A7 ∨ A8 ∨ A9\nask: A0\n")
gif_case("--gif: a walk of 1,024 rows sampled to 240 steps (241 frames)",
         ["logic", ten, "--gif-frames", "1000"], os.path.join(workdir, "ten.gif"), frames=241)
info = gif_case("--gif: forward chaining's six pops (7 frames)", ["logic", HORN, "--algorithm", "fc"],
                os.path.join(workdir, "horn.gif"), frames=7, size=None)
case("--gif without --gif-size: 800 × 600 frames", info is not None and info["width"] == "800" and
     info["height"] == "600", str(info))
gif_case("--gif: the refutation growing", ["logic", WUMPUS, "--algorithm", "resolution", "--entails", "¬P22"],
         os.path.join(workdir, "saturated.gif"), min_frames=3)
code, out, err = run("logic", HORN, "--algorithm", "fc", "--entails", "A | B", "--gif",
                     os.path.join(workdir, "refused.gif"))
case("--gif of a question fc refuses (not a symbol): no GIF, the file named, exit 1",
     code == 1 and "horn.kb" in err and not os.path.exists(os.path.join(workdir, "refused.gif")),
     "exit %d: %s" % (code, err))

# --- every algorithm: a picture, a report figure and a GIF (one dispatch) ----------

CRIME = os.path.join(logic_dir, "crime.fol")
AB = text_file("ab.kb", "A ∨ B\n¬A\nask: B\n")
FOUR = text_file("four.kb", "A ∨ B\nA ∨ ¬B\n¬A ∨ B\n¬A ∨ ¬B\n")
WALK = text_file("walk.kb", "A ∨ B ∨ C\n¬A ∨ ¬B\n¬B ∨ C\n¬C ∨ D\n¬D ∨ ¬A\n")


def png_inked(path):
    """Whether a PNG holds a drawing, not one flat colour: its pixel data,
    inflated by zlib (not our reader), has many byte values (a blank picture
    has a handful, whatever the row filters)."""
    import struct
    import zlib
    data = open(path, "rb").read()
    if not data.startswith(b"\x89PNG\r\n\x1a\n"):
        return False
    pos, idat = 8, b""
    while pos + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        if kind == b"IDAT":
            idat += data[pos + 8:pos + 8 + length]
        pos += 12 + length
    try:
        pixels = zlib.decompress(idat)
    except zlib.error:
        return False
    return len(set(pixels)) > 16


def svg_valid(path):
    import xml.etree.ElementTree as ET
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError:
        return False
    return root.tag.endswith("svg") and len(list(root.iter())) > 20


# (name, file, extra arguments, the report's figure caption, the GIF's frames: an
# exact count worked out by hand, or None for "more than one, at most 241").
ALGORITHMS = [
    ("truth-table", HORN, [], "TT-ENTAILS walks", None),
    ("resolution", WUMPUS, ["--entails", "~P12"], "refutation", None),
    ("fc", HORN, [], "AND-OR graph", 7),
    ("bc", HORN, [], "Backward chaining’s AND-OR tree", None),
    # {A ∨ B, ¬A} ∧ ¬B: unit ¬A, unit B, ¬B false: 3 calls, 4 frames.
    ("dpll", AB, [], "DPLL’s search tree", 4),
    ("walksat", WALK, ["--seed", "3"], "WalkSAT’s flips", None),
    ("cdcl", FOUR, [], "implication graph", None),
    # AIMA Fig. 9.4: two iterations (3 frames); Fig. 9.7: nine goals (10 frames).
    ("fol-fc", CRIME, [], "Fig. 9.4", 3),
    ("fol-bc", CRIME, [], "Fig. 9.7", 10),
]

for name, path, extra, caption, frames in ALGORITHMS:
    base = ["logic", path, "--algorithm", name] + extra
    stem = os.path.join(workdir, "every-" + name)
    code, out, err = run(*base, "--png", stem + ".png", "--svg", stem + ".svg", "--pdf", stem + "-picture.pdf")
    case("%s: --png written and drawn (not blank)" % name,
         code == 0 and os.path.exists(stem + ".png") and png_inked(stem + ".png"), "exit %d: %s" % (code, err))
    case("%s: --svg an SVG document" % name, os.path.exists(stem + ".svg") and svg_valid(stem + ".svg"))
    pages = pdf_facts(stem + "-picture.pdf")["pages"] if os.path.exists(stem + "-picture.pdf") else 0
    case("%s: --pdf a PDF poppler reads, one page" % name, pages == 1, str(pages))
    code, out, err, facts = report_case("%s: --report" % name, base, os.path.basename(path), stem + ".pdf")
    if facts is not None:
        text = " ".join(facts["text"].split())
        case("%s: the report holds the proof's figure (%r)" % (name, caption), caption in text, text[:1500])
    info = gif_case("%s: --gif, the proof step by step" % name, base, stem + ".gif", frames=frames, min_frames=2)
    case("%s: the GIF's frames within the bound (241)" % name,
         info is not None and 1 < int(info["frames"]) <= 241, str(info))

# WalkSAT on an unsatisfiable formula flips to its budget: 1,000 flips drawn as 240
# steps sampled evenly (241 frames with the start), the answer no-model (exit 4).
path = os.path.join(workdir, "walksat-1000.gif")
code, out, err = run("logic", FOUR, "--algorithm", "walksat", "--max-flips", "1000", "--gif", path,
                     "--gif-frames", "100000", "--gif-size", "160x120")
info = gif_info(path) if os.path.exists(path) else None
case("walksat: 1,000 flips sampled to 241 frames, no model (exit 4)",
     code == 4 and "answer no-model" in out and info is not None and info["frames"] == "241",
     "exit %d: %s %s" % (code, info, err))

# --- the worksheet ----------------------------------------------------------------

def stated_command(path):
    first = open(path, encoding="utf-8").readline()
    m = re.match(r"# worksheet: quandary-cli (.*)$", first.strip())
    return [path if w == "FILE" else w for w in m.group(1).split(" ")] if m else None


def check_dpll(sentences, asks, answer):
    """DPLL's trace checked call by call against the rules of AIMA Fig. 7.17: a unit clause's
    other literals false under the model of the calls above, a pure or branched symbol not set
    yet, a branch false only after the same branch true; the calls counted, and the verdict the
    truth table's."""
    problems, path, true_branches, steps = [], [], set(), 0
    for line in answer.splitlines():
        m = re.match(r"^( *)(unit clause \d+ \((.*?)\)|pure symbol|branch): (¬?\w+)", line)
        if not m:
            continue
        depth, lit = len(m.group(1)) // 2, m.group(4)
        del path[depth - 1:]
        model = {l.lstrip("¬"): not l.startswith("¬") for l in path}
        sym = lit.lstrip("¬")
        if sym in model:
            problems.append("%s set again" % line.strip())
        if m.group(3) is not None:
            clause = literal_set(m.group(3))
            others = clause - {lit}
            if lit not in clause or any(o.lstrip("¬") not in model or model[o.lstrip("¬")] != o.startswith("¬")
                                        for o in others):
                problems.append("%s is not a unit clause there" % line.strip())
        elif m.group(2) == "branch":
            key = (tuple(path), sym)
            if lit.startswith("¬") and key not in true_branches:
                problems.append("%s before %s true" % (line.strip(), sym))
            true_branches.add(key)
        path.append(lit)
        steps += 1
    calls = re.search(r"^calls (\d+)$", answer, re.M)
    if not calls or int(calls.group(1)) != steps + 1:
        problems.append("%d calls in the trace, %s said" % (steps + 1, calls.group(1) if calls else "none"))
    names, kb_models = models(sentences, asks)
    if asks:
        want = "answer entailed\n" if all(holds(asks[0], v) for v in kb_models) else "answer not-entailed\n"
    else:
        want = "answer sat\n" if kb_models else "answer unsat\n"
    if want not in answer:
        problems.append("the verdict is not %s" % want.strip())
    return problems


def check_exercise(path, answer, where):
    """The answer recomputed here; the problems found."""
    first = open(path, encoding="utf-8").readline()
    sentences, asks = kb_of(path)
    problems = []
    if "--cnf" in first:
        clauses = [literal_set(l.split("clause ", 1)[1]) for l in answer.splitlines() if l.startswith("  clause ")]
        names, kb_models = models(sentences)
        for values in itertools.product([True, False], repeat=len(names)):
            v = dict(zip(names, values))
            cnf = all(any(v[l.lstrip("¬")] != l.startswith("¬") for l in c) for c in clauses)
            if cnf != holds(sentences[0], v):
                problems.append("the clauses and the sentence differ at %s" % v)
                break
    elif "--algorithm dpll" in first:
        problems += check_dpll(sentences, asks, answer)
    elif "--algorithm fc" in first:
        pops = fc_pops(sentences, asks[0][1])
        if "popped " + " ".join(pops) not in answer:
            problems.append("forward chaining pops %s" % pops)
    elif "--algorithm resolution" in first:
        a, b = [literal_set(l) for l in open(path, encoding="utf-8").read().splitlines()[2:4]]
        pair = [l for l in a if ("¬" + l if not l.startswith("¬") else l[1:]) in b]
        resolvent = (a | b) - {pair[0], "¬" + pair[0] if not pair[0].startswith("¬") else pair[0][1:]}
        m = re.search(r"^3\. (.*?)\s+\(from 1 and 2\)$", answer, re.M)
        if not m or literal_set(m.group(1)) != resolvent:
            problems.append("the resolvent is %s" % sorted(resolvent))
    else:
        names, kb_models = models(sentences, asks)
        if "models %d\n" % len(kb_models) not in answer:
            problems.append("%d models" % len(kb_models))
        if asks:
            entailed = all(holds(asks[0], v) for v in kb_models)
            if ("answer entailed\n" if entailed else "answer not-entailed\n") not in answer:
                problems.append("entailed: %s" % entailed)
        else:
            rows = [l for l in answer.splitlines() if re.match(r"^[TF]( [TF])*\s+\|\s+[TF]\s+\|\s+[TF](\s+← a model of KB)?$", l)]
            kb_col = [l.split("|")[1].strip() == "T" for l in rows]
            header = [l for l in answer.splitlines() if l.endswith("| KB | α")]
            order = header[0].split("|")[0].split() if header else []
            # The table's columns in the walk's order: the same symbols.
            if sorted(order) != names:
                problems.append("the table's columns are not %s" % names)
            else:
                mine = [all(holds(f, dict(zip(order, values))) for f in sentences)
                        for values in itertools.product([True, False], repeat=len(order))]
                if kb_col != mine or len(rows) != 2 ** len(names):
                    problems.append("the KB column differs")
    return problems


def worksheet_bundle(difficulty, seed, count=12):
    folder = os.path.join(workdir, "worksheet-%s-%d" % (difficulty, seed))
    shutil.rmtree(folder, ignore_errors=True)
    code, out, err = run("worksheet", "logic", "--count", str(count), "--seed", str(seed), "--difficulty", difficulty,
                         "--bundle", folder)
    case("worksheet logic %s seed %d: the bundle is written" % (difficulty, seed), code == 0, err)
    return folder


kinds_seen = set()
for difficulty, seed in (("easy", 1), ("medium", 2), ("hard", 3), ("medium", 9)):
    folder = worksheet_bundle(difficulty, seed)
    same = fine = 0
    n = 12
    for i in range(1, n + 1):
        path = os.path.join(folder, "%02d.kb" % i)
        answer = open(os.path.join(folder, "%02d.answer" % i), encoding="utf-8").read()
        command = stated_command(path)
        kinds_seen.add(" ".join(command[2:]) if command else "?")
        c, o, e = run(*command) if command else (1, "", "no command")
        same += o == answer
        problems = check_exercise(path, answer, "%s %d" % (difficulty, i))
        fine += not problems
        if problems:
            case("worksheet %s seed %d exercise %d: recomputed" % (difficulty, seed, i), False,
                 "\n".join(problems) + "\n---\n" + answer)
    case("worksheet %s seed %d: the %d answers are what their command prints" % (difficulty, seed, n), same == n)
    case("worksheet %s seed %d: the %d answers equal an independent computation" % (difficulty, seed, n), fine == n)
case("worksheet logic: the six kinds of exercise appear", len(kinds_seen) == 6, str(kinds_seen))

# The book's instances (easy) against the book's own answers.
folder = worksheet_bundle("easy", 4, count=20)
book = {}
for i in range(1, 21):
    path = os.path.join(folder, "%02d.kb" % i)
    book.setdefault(open(path, encoding="utf-8").read(), open(os.path.join(folder, "%02d.answer" % i),
                                                               encoding="utf-8").read())
r2 = [a for t, a in book.items() if "R2 of the wumpus world" in t]
case("easy: R2's CNF is the book's three clauses",
     r2 and sorted(literal_set(l.split("clause ", 1)[1]) for l in r2[0].splitlines() if "clause " in l) ==
     sorted([literal_set("¬B11 ∨ P12 ∨ P21"), literal_set("¬P12 ∨ B11"), literal_set("¬P21 ∨ B11")]), str(r2))
fig716 = [a for t, a in book.items() if "Figure 7.16" in t]
case("easy: Fig. 7.16 pops A B L M P Q", fig716 and "popped A B L M P Q\n" in fig716[0], str(fig716))
r15 = [(t, a) for t, a in book.items() if "R1–R5" in t]
case("easy: R1-R5 have 3 models, entail ¬P12 and not ¬P22",
     r15 and all("models 3\n" in a and ("answer entailed" in a) == ("ask: ¬P12" in t) for t, a in r15), str(r15))
# R1-R5 by DPLL, worked by hand (KB ∧ P12; the book's order: pure, then unit, then a branch): the
# unit clause ¬P11, then ¬B11; then P21, which is left only in ¬P21 ∨ B11 (B11 ⇔ P12 ∨ P21), is pure:
# ¬P21; then ¬P12 ∨ B11 is a unit clause: ¬P12, and the query's clause P12 is false: unsatisfiable,
# entailed.
dpll_book = [a for t, a in book.items() if "DPLL on the wumpus world" in t]
dpll_calls = re.findall(r"(unit clause \d+ \(.*?\)|pure symbol|branch): (¬?\w+)", dpll_book[0]) if dpll_book else []
case("easy: R1-R5 by DPLL: unit ¬P11, unit ¬B11, pure ¬P21, unit ¬P12, then P12 false: entailed",
     [(h.split(" ")[0], l) for h, l in dpll_calls] == [("unit", "¬P11"), ("unit", "¬B11"), ("pure", "¬P21"),
                                                       ("unit", "¬P12")]
     and "answer entailed\n" in dpll_book[0], str(dpll_book))
step = [a for t, a in book.items() if "Figure 7.13" in t]
case("easy: ¬P21 ∨ B11 resolved with ¬B11 gives ¬P21", step and "3. ¬P21   (from 1 and 2)" in step[0], str(step))

# The sheet and its key: a page per two exercises, the key's text holding an answer.
sheet, key = os.path.join(workdir, "logic-sheet.pdf"), os.path.join(workdir, "logic-key.pdf")
code, out, err = run("worksheet", "logic", "--count", "5", "--seed", "4", "--difficulty", "easy", "--pdf", sheet,
                     "--answers", key)
facts, key_facts = (pdf_facts(sheet), pdf_facts(key)) if code == 0 else ({"pages": 0}, {"pages": 0, "text": ""})
case("worksheet logic: 5 exercises on 3 pages, the key too", facts["pages"] == 3 and key_facts["pages"] == 3,
     "%s %s" % (facts["pages"], key_facts["pages"]))
marks = []
for i in range(1, 6):
    t = open(os.path.join(folder, "%02d.kb" % i), encoding="utf-8").read()
    marks += (["A B L M P Q"] if "Figure 7.16" in t else ["(B11 ∨ ¬P12)"] if "R2 of the wumpus" in t
              else ["unit ¬P11, unit ¬B11, pure ¬P21, unit ¬P12"] if "DPLL on the wumpus" in t else [])
sheet_text, key_text = " ".join(facts.get("text", "").split()), " ".join(key_facts.get("text", "").split())
case("the key fills the blanks the sheet leaves (%s)" % ", ".join(marks),
     # Blanks aside: the PDF's text may lose the narrow spaces between letters (A B L → ABL).
     marks and all(m.replace(" ", "") in key_text.replace(" ", "") and m.replace(" ", "") not in
                   sheet_text.replace(" ", "") for m in marks), key_text[:1500])
def contents(folder):
    return {n: open(os.path.join(folder, n), encoding="utf-8").read() for n in sorted(os.listdir(folder))}


first = contents(folder)
case("the same seed, the same bundle", contents(worksheet_bundle("easy", 4, count=20)) == first)
five = contents(worksheet_bundle("medium", 5, count=4))
case("another seed, other exercises", contents(worksheet_bundle("medium", 6, count=4)) != five)

finish()
