"""quandary-cli logic: the book's wumpus knowledge base (AIMA 4th ed. §7.4.3-7.4.4:
128 rows, KB true in 3, ¬P1,2 entailed and ¬P2,2 not) by truth table, resolution and
CDCL; the CNF of R1-R5 (10 clauses, §7.5.2); forward chaining on Fig. 7.16's Horn KB
(the agenda pops A, B, L, M, P, Q: docs/logic-peers.md §1.5, the book's FIFO agenda);
DIMACS files answered as SAT solvers answer, against cadical (Debian's, installed) on
SATLIB's uf20-01, pigeonholes and seeded random 3-SAT, every model checked against the
clauses here; --check; --dimacs-out read back by cadical; hostile input refused with
the file, the line and the reason.

Goldens come from the book and docs/logic-peers.md (derived there by hand and by an
enumeration of the 128 rows), and from cadical, never from this program."""
import itertools
import os
import random
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *

logic_dir = os.path.join(examples, "logic")
WUMPUS = os.path.join(logic_dir, "wumpus.kb")
HORN = os.path.join(logic_dir, "horn.kb")
UF20 = os.path.join(logic_dir, "uf20-01.cnf")
os.makedirs(workdir, exist_ok=True)
CADICAL = shutil.which("cadical")


def text_file(name, text):
    return tmpfile(name, text.encode("utf-8"))


def blocks(out):
    """The answer blocks of a run: [{key: value}] of its `KEY VALUE` lines."""
    found = []
    for block in out.strip().split("\n\n"):
        d = {}
        for line in block.splitlines():
            key, _, value = line.partition(" ")
            d.setdefault(key, value)
        found.append(d)
    return found


# ---- the wumpus world's R1-R5, by three algorithms

for algorithm in ("truth-table", "resolution", "cdcl"):
    code, out, err = run("logic", WUMPUS, "--algorithm", algorithm)
    b = blocks(out)
    answers = [(x.get("query"), x.get("answer")) for x in b]
    case("wumpus.kb by %s: ¬P12 entailed, ¬P22 not (AIMA §7.4.4)" % algorithm,
         code == 0 and answers == [("¬P12", "entailed"), ("¬P22", "not-entailed")], out + err)
    for query, want in (("P22", "not-entailed"), ("P22 | P31", "entailed"), ("~P31", "not-entailed"),
                        ("~P12 & ~P21", "entailed")):
        code, out, err = run("logic", WUMPUS, "--algorithm", algorithm, "--entails", query)
        b = blocks(out)
        case("wumpus.kb by %s: %s is %s (docs/logic-peers.md §1.2)" % (algorithm, query, want),
             code == 0 and len(b) == 1 and b[0].get("answer") == want, out + err)

code, out, err = run("logic", WUMPUS)
b = blocks(out)
case("truth table of R1-R5: 128 rows, the KB true in 3 (Fig. 7.9)",
     code == 0 and all(x.get("rows") == "128" and x.get("models") == "3" for x in b) and len(b) == 2, out)

# The rows with --steps: 128 and a header, the 3 models marked, each with B21 and not P12.
code, out, err = run("logic", WUMPUS, "--entails", "~P12", "--steps")
lines = out.splitlines()
header = next((i for i, l in enumerate(lines) if l.endswith("| KB | α")), None)
rows = lines[header + 1:header + 129] if header is not None else []
symbols = lines[header].split("|")[0].split() if header is not None else []
models = [r for r in rows if "model of KB" in r]
ok = len(rows) == 128 and len(models) == 3 and len(symbols) == 7
if ok:
    for r in models:
        values = dict(zip(symbols, r.split("|")[0].split()))
        ok = ok and values["P12"] == "F" and values["B21"] == "T" and values["B11"] == "F" and \
            (values["P22"], values["P31"]) != ("F", "F")
case("--steps: the 128 rows, the 3 models of §1.2 marked (¬P12, B21, and P22 or P31)", ok, out[:2000])

# Resolution: ¬P22 saturates at 29 clauses, tautologies dropped (docs/logic-peers.md §1.4).
code, out, err = run("logic", WUMPUS, "--algorithm", "resolution", "--entails", "~P22", "--steps")
b = blocks(out)
case("resolution on ¬P22: saturated at 29 clauses, 11 of them the input",
     code == 0 and b[0].get("clauses") == "29" and b[0].get("input") == "11" and
     "saturated at 29 clauses" in out, out[-600:])
code, out, err = run("logic", WUMPUS, "--algorithm", "resolution", "--entails", "~P12", "--steps")
empty = [l for l in out.splitlines() if "□" in l]
case("resolution on ¬P12: the empty clause reached, from two clauses named",
     code == 0 and len(empty) == 1 and "(from " in empty[0], out[-600:])

# CNF: R2's three clauses (§7.5.2) and 10 clauses in all.
code, out, err = run("logic", WUMPUS, "--cnf")
lines = out.splitlines()
r2 = lines.index("sentence B11 ⇔ P12 ∨ P21") if "sentence B11 ⇔ P12 ∨ P21" in lines else None
r2_clauses = set()
if r2 is not None:
    for l in lines[r2 + 1:]:
        if l.startswith("sentence"):
            break
        if l.startswith("  clause "):
            r2_clauses.add(frozenset(l[len("  clause "):].split(" ∨ ")))
case("--cnf: R2 is ¬B11 ∨ P12 ∨ P21, ¬P12 ∨ B11, ¬P21 ∨ B11 (AIMA §7.5.2)",
     r2_clauses == {frozenset(["¬B11", "P12", "P21"]), frozenset(["¬P12", "B11"]), frozenset(["¬P21", "B11"])},
     out[:1500])
case("--cnf: R1-R5 make 10 clauses", "clauses 10" in lines, out[-300:])

# ---- forward chaining on Fig. 7.16

code, out, err = run("logic", HORN, "--algorithm", "fc", "--steps")
b = blocks(out)
case("fc on horn.kb: Q entailed, the agenda pops A B L M P Q (Fig. 7.16, FIFO)",
     code == 0 and b[0].get("answer") == "entailed" and b[0].get("popped") == "A B L M P Q", out)
counts = [l for l in out.splitlines() if l.startswith("count ")]
case("fc on horn.kb: every count 0 at the end (docs/logic-peers.md §1.5)",
     len(counts) == 7 and all(l.split()[1] == "0" for l in counts), out)
for algorithm in ("truth-table", "resolution", "cdcl"):
    code, out, err = run("logic", HORN, "--algorithm", algorithm)
    case("horn.kb by %s: Q entailed" % algorithm, code == 0 and blocks(out)[0].get("answer") == "entailed", out)
code, out, err = run("logic", HORN, "--algorithm", "fc", "--entails", "Z")
case("fc: a symbol never derived is not entailed", code == 0 and blocks(out)[0].get("answer") == "not-entailed", out)
error_case("fc on the wumpus KB: refused, not definite clauses", ["logic", WUMPUS, "--algorithm", "fc"], 1,
           "wumpus.kb: fc:")

# ---- satisfiability of a KB without asks
sat_kb = text_file("sat.kb", "A ∨ B\n¬A\n")
unsat_kb = text_file("unsat.kb", "A ∨ B\n¬A\n¬B\n")
for algorithm in ("truth-table", "resolution", "cdcl"):
    c1, o1, e1 = run("logic", sat_kb, "--algorithm", algorithm)
    c2, o2, e2 = run("logic", unsat_kb, "--algorithm", algorithm)
    case("no ask: satisfiability by %s (A ∨ B, ¬A sat; and ¬B unsat)" % algorithm,
         c1 == 0 and c2 == 0 and blocks(o1)[0].get("answer") == "sat" and blocks(o2)[0].get("answer") == "unsat",
         o1 + e1 + o2 + e2)
code, out, err = run("logic", sat_kb, "--algorithm", "cdcl")
case("cdcl: the model of A ∨ B, ¬A is ¬A B", blocks(out)[0].get("model") == "¬A B", out)

# ---- continuation lines and comments

cont = text_file("cont.kb", "title: continued\n# a comment\nA ⇒\n    B   # goes on\nA\nask: B\n")
code, out, err = run("logic", cont)
case("a line starting with blanks goes on with the sentence above it",
     code == 0 and blocks(out)[0].get("answer") == "entailed", out + err)

# ---- DIMACS, as SAT solvers answer


def parse_dimacs(text):
    clauses, cur = [], []
    for line in text.splitlines():
        s = line.strip()
        if not s or s[0] in "cp":
            continue
        if s[0] == "%":
            break
        for w in s.split():
            v = int(w)
            if v == 0:
                clauses.append(cur)
                cur = []
            else:
                cur.append(v)
    return clauses


def model_of(out):
    lits = []
    for line in out.splitlines():
        if line.startswith("v "):
            lits += [int(w) for w in line.split()[1:]]
    return lits


def satisfies(clauses, lits):
    true = {l for l in lits if l != 0}
    return lits[-1:] == [0] and all(any(l in true for l in c) for c in clauses)


def cadical_says(text):
    p = subprocess.run([CADICAL, "-q", "-n"], input=text.encode(), stdout=subprocess.PIPE)
    return p.returncode, [l for l in p.stdout.decode().splitlines() if l.startswith("s ")]


with open(UF20, encoding="utf-8") as f:
    uf20 = f.read()
code, out, err = run("logic", UF20)
case("uf20-01 (SATLIB's form, the %/0 tail read as the end): s SATISFIABLE, exit 10, the model checked",
     code == 10 and out.startswith("s SATISFIABLE\n") and satisfies(parse_dimacs(uf20), model_of(out)) and
     len(parse_dimacs(uf20)) == 91, out + err)
if CADICAL:
    head = "".join(uf20.splitlines(True)[:99])   # cadical refuses the % tail
    c_code, c_s = cadical_says(head)
    case("uf20-01: cadical's s line is the same", c_s == ["s SATISFIABLE"] and c_code == 10, str(c_s))


def pigeonhole(n):
    """n + 1 pigeons, n holes (SATLIB's holeN): UNSAT."""
    var = lambda p, h: p * n + h + 1
    clauses = [[var(p, h) for h in range(n)] for p in range(n + 1)]
    for h in range(n):
        for p, q in itertools.combinations(range(n + 1), 2):
            clauses.append([-var(p, h), -var(q, h)])
    return "p cnf %d %d\n" % (n * (n + 1), len(clauses)) + "".join(" ".join(map(str, c)) + " 0\n" for c in clauses)


for n in (3, 5):
    path = text_file("hole%d.cnf" % n, pigeonhole(n))
    code, out, err = run("logic", path)
    case("hole%d: s UNSATISFIABLE, exit 20" % n, code == 20 and out == "s UNSATISFIABLE\n", out + err)

rnd = random.Random(96)
agree, detail = 0, ""
instances = 30
for i in range(instances):
    nv = rnd.randint(5, 16)
    nc = int(nv * rnd.uniform(3.0, 6.0))
    cl = [[v * rnd.choice((1, -1)) for v in rnd.sample(range(1, nv + 1), 3)] for _ in range(nc)]
    text = "p cnf %d %d\n" % (nv, nc) + "".join(" ".join(map(str, c)) + " 0\n" for c in cl)
    path = text_file("random-%d.cnf" % i, text)
    code, out, err = run("logic", path)
    if CADICAL:
        c_code, c_s = cadical_says(text)
    else:   # brute force where cadical is missing
        sat = any(all(any((l > 0) == bool(bits >> (abs(l) - 1) & 1) for l in c) for c in cl) for bits in range(1 << nv))
        c_code, c_s = (10, ["s SATISFIABLE"]) if sat else (20, ["s UNSATISFIABLE"])
    s = [l for l in out.splitlines() if l.startswith("s ")]
    good = code == c_code and s == c_s and (code == 20 or satisfies(cl, model_of(out)))
    agree += good
    if not good:
        detail += "instance %d: ours %d %s, reference %d %s\n" % (i, code, s, c_code, c_s)
case("%d seeded random 3-SAT files: the s line and exit status of cadical, SAT models checked" % instances,
     agree == instances, detail)

error_case("DIMACS takes no --entails", ["logic", UF20, "--entails", "P"], 1, "uf20-01.cnf")
error_case("DIMACS: truth-table refused (the SAT solver's)", ["logic", UF20, "--algorithm", "truth-table"], 1,
           "uf20-01.cnf: truth-table:")

# ---- --dimacs-out, read back by cadical
out_cnf = os.path.join(workdir, "wumpus-out.cnf")
code, out, err = run("logic", WUMPUS, "--dimacs-out", out_cnf)
written = open(out_cnf, encoding="utf-8").read() if os.path.exists(out_cnf) else ""
case("--dimacs-out: p cnf 7 10, c lines naming the symbols",
     code == 0 and "p cnf 7 10\n" in written and "c 1 P11\n" in written, written)
if CADICAL and written:
    c_code, c_s = cadical_says(written)
    case("--dimacs-out: cadical finds R1-R5 satisfiable", c_code == 10, str(c_s))
    code, out, err = run("logic", out_cnf)
    case("--dimacs-out read back: s SATISFIABLE", code == 10, out + err)

# ---- --check
right = text_file("right.txt", "entailed\nnot-entailed\n")
wrong = text_file("wrong.txt", "entailed\nentailed\n")
code, out, err = check_run("logic", WUMPUS, "--check", right, wrong)
v = verdicts(out)
case("--check: the right answers correct, a wrong second line named, exit 1",
     code == 1 and v.get(right, ("",))[0] == "correct" and v.get(wrong, ("", None))[:2] == ("wrong", 2), out + err)
code, out, err = check_run("logic", WUMPUS, "--check", right)
case("--check: all correct, exit 0", code == 0, out + err)
sat_answer = text_file("sat-answer.txt", "sat\n")
code, out, err = check_run("logic", UF20, "--check", sat_answer)
case("--check on DIMACS: sat is correct, exit 0", code == 0 and "correct" in out, out + err)
error_case("--check goes with no --steps", ["logic", WUMPUS, "--steps", "--check", right], 2, "--check")

# ---- hostile input: refused with the file, the line and the reason
lie = text_file("lie.cnf", "p cnf 2 1\n1 3 0\n")
error_case("a header that lies (literal 3 of 2 variables): refused at line 2", ["logic", lie], 1, "lie.cnf: line 2")
fewer = text_file("fewer.cnf", "p cnf 3 3\n1 2 0\n-1 3 0\n")
error_case("fewer clauses than declared: refused", ["logic", fewer], 1, "fewer.cnf")
past = text_file("past.cnf", "p cnf 3 1\n1 -4 0\n")
error_case("a literal past the count: refused at line 2", ["logic", past], 1, "past.cnf: line 2")
deep = text_file("deep.kb", "A\n" + "(" * 100000 + "P" + ")" * 100000 + "\n")
error_case("a sentence nested 10^5 deep: refused at line 2", ["logic", deep], 1, "deep.kb: line 2")
deep_query = ["logic", WUMPUS, "--entails", "~" * 100000 + "P"]
code, out, err = run(*deep_query)
case("a query nested 10^5 deep: refused, exit 1", code == 1 and "wumpus.kb" in err and "Traceback" not in err, err)
bad = text_file("bad.kb", "# fine\nA ∧ B\nC ∧ ∧ D\n")
error_case("a syntax error: its line and column", ["logic", bad], 1, "bad.kb: line 3, column")
two_titles = text_file("titles.kb", "title: one\ntitle: two\n")
error_case("two titles: refused at line 2", ["logic", two_titles], 1, "titles.kb: line 2")
nul = tmpfile("nul.kb", b"A\x00B\n")
code, out, err = run("logic", nul)
case("a NUL byte: refused, exit 1", code == 1 and "nul.kb" in err, err)
error_case("an unknown algorithm: a usage error", ["logic", WUMPUS, "--algorithm", "magic"], 2, "magic")
wide = text_file("wide.kb", " ∨ ".join("S%d" % i for i in range(30)) + "\n")
code, out, err = run("logic", wide)
case("a truth table of 30 symbols: refused (past 24), exit 1", code == 1 and "wide.kb" in err, err)

# ---- DPLL, WalkSAT, backward chaining, CDCL's conflict (docs/logic-peers.md §1.6-1.7, §6.4)

R1_R5 = "¬P11\nB11 ⇔ (P12 ∨ P21)\nB21 ⇔ (P11 ∨ P22 ∨ P31)\n¬B11\nB21\n"
# §1.6: R1-R5 ∧ P12 is unsatisfiable (so KB ⊨ ¬P12); R1-R5 ∧ P22 is not.
for query, want in (("~P12", "entailed"), ("~P22", "not-entailed"), ("P22 | P31", "entailed")):
    code, out, err = run("logic", WUMPUS, "--algorithm", "dpll", "--entails", query)
    b = blocks(out)
    case("dpll: R1-R5 ∧ ¬(%s) %s: %s (§1.6)" % (query, "unsat" if want == "entailed" else "sat", want),
         code == 0 and len(b) == 1 and b[0].get("answer") == want, out + err)
unsat_kb = text_file("r1r5-p12.kb", R1_R5 + "P12\n")
code, out, err = run("logic", unsat_kb, "--algorithm", "dpll", "--steps")
b = blocks(out)
case("dpll: R1-R5 ∧ P12 unsat, a branch of the trace ends on a false clause",
     code == 0 and b[0].get("answer") == "unsat" and "false: back" in out, out + err)
code, out, err = run("logic", text_file("r1r5-p22.kb", R1_R5 + "P22\n"), "--algorithm", "dpll")
model = dict((w.lstrip("¬"), not w.startswith("¬")) for w in blocks(out)[0].get("model", "").split())
case("dpll: R1-R5 ∧ P22 sat, its model has B21 and P22 and no other pit near [1,1] (§1.6)",
     code == 0 and model.get("B21") is True and model.get("P22") is True and model.get("P12") is False
     and model.get("P21") is False and model.get("B11") is False, out + err)
# The steps: calls indented by depth (two spaces a level), pure, unit or branch.
code, out, err = run("logic", WUMPUS, "--algorithm", "dpll", "--entails", "~P22", "--steps")
calls = [l for l in out.splitlines() if l.lstrip().startswith(("start:", "pure symbol:", "unit clause", "branch:"))]
depths = [(len(l) - len(l.lstrip())) // 2 for l in calls]
case("dpll --steps: a line a call, each one level below its parent at most",
     len(calls) == int(blocks(out)[0].get("calls", -1)) and depths[0] == 0
     and all(b <= a + 1 for a, b in zip(depths, depths[1:])), out)

# Backward chaining on Fig. 7.16: Q proved; a formula not definite is refused as fc refuses it.
code, out, err = run("logic", HORN, "--algorithm", "bc", "--steps")
b = blocks(out)
case("bc on horn.kb: Q entailed, its goal proved at the top of the AND-OR tree",
     code == 0 and b[0].get("answer") == "entailed" and "\ngoal Q: proved\n" in "\n" + out, out + err)
case("bc on horn.kb: L's first rule A ∧ P ⇒ L fails on the loop through P, A ∧ B ⇒ L proves it",
     "try A ∧ P ⇒ L: failed" in out and "goal P: a loop" in out and "try A ∧ B ⇒ L: proved" in out, out)
code, out, err = run("logic", HORN, "--algorithm", "bc", "--entails", "Z")
case("bc on horn.kb: Z (concluded by nothing) not entailed", code == 0 and blocks(out)[0].get("answer") == "not-entailed",
     out + err)
error_case("bc on wumpus.kb: refused (R2 is no definite clause)", ["logic", WUMPUS, "--algorithm", "bc",
                                                                    "--entails", "P12"], 1, "wumpus.kb: bc:")
error_case("bc with a formula for query: refused", ["logic", HORN, "--algorithm", "bc", "--entails", "P & Q"], 1,
           "not a formula")

# WalkSAT, seeded: a model of a satisfiable KB (checked here against §1.2's three), no model of an
# unsatisfiable one (never "unsat"), the same flips for the same seed.
sat_kb = text_file("r1r5.kb", R1_R5)
for seed in (1, 2, 3):
    code, out, err = run("logic", sat_kb, "--algorithm", "walksat", "--seed", str(seed))
    m = dict((w.lstrip("¬"), not w.startswith("¬")) for w in blocks(out)[0].get("model", "").split())
    ok = code == 0 and blocks(out)[0].get("answer") == "sat" and m.get("B21") is True and m.get("B11") is False \
        and not m.get("P11") and not m.get("P12") and not m.get("P21") and (m.get("P22") or m.get("P31"))
    case("walksat --seed %d on R1-R5: sat, the model one of the three of §1.2" % seed, ok, out + err)
code, out, err = run("logic", text_file("contradiction.kb", "A ∨ B\n¬A\n¬B\n"), "--algorithm", "walksat",
                     "--max-flips", "500")
case("walksat on (A ∨ B) ∧ ¬A ∧ ¬B: no-model after 500 flips, exit 4, never unsat",
     code == 4 and blocks(out)[0].get("answer") == "no-model" and blocks(out)[0].get("flips") == "500"
     and "unsat" not in out, out + err)
code, out, err = run("logic", WUMPUS, "--algorithm", "walksat", "--entails", "~P12", "--max-flips", "300")
case("walksat asked KB ⊨ ¬P12: no answer (no-model), never entailed",
     code == 4 and blocks(out)[0].get("answer") == "no-model", out + err)
one = run("logic", UF20, "--algorithm", "walksat", "--seed", "7", "--steps")
two = run("logic", UF20, "--algorithm", "walksat", "--seed", "7", "--steps")
clauses = parse_dimacs(open(UF20, encoding="utf-8").read())
case("walksat --seed 7 on uf20-01: s SATISFIABLE, the model satisfies every clause, exit 10",
     one[0] == 10 and "s SATISFIABLE" in one[1] and satisfies(clauses, model_of(one[1])), one[1] + one[2])
case("walksat: the same seed makes the same flips", one[1] == two[1] and "c flip 1:" in one[1], one[1][:500])
code, out, err = run("logic", tmpfile("php.cnf", pigeonhole(4).encode()), "--algorithm", "walksat", "--max-flips",
                     "2000")
case("walksat on the pigeonhole 5 into 4: s UNKNOWN, exit 4 (it cannot say UNSAT)",
     code == 4 and "s UNKNOWN" in out and "UNSATISFIABLE" not in out, out + err)
error_case("--p past 1: a usage error", ["logic", sat_kb, "--algorithm", "walksat", "--p", "1.5"], 2, "--p")
error_case("--seed without walksat: a usage error", ["logic", sat_kb, "--seed", "3"], 2, "walksat")

# CDCL's first conflict on tests/test-sat.c's formula worked by hand: trail ¬x1, x2 | ¬x8, x3 | ¬x7,
# x4, x5, ¬x6; c5 = ¬x5 ∨ ¬x2 ∨ x6 false at level 3; first UIP x4; learned ¬x4 ∨ ¬x2; back to 1.
hand = tmpfile("hand.cnf", b"p cnf 8 6\n1 2 0\n8 3 0\n7 4 0\n-4 5 0\n-5 -2 6 0\n-4 -6 0\n")
code, out, err = run("logic", hand, "--algorithm", "cdcl", "--steps")
trail = [l.split(":", 1)[1].split()[0] for l in out.splitlines() if l.startswith("c   level")]
levels = [l.split()[2].rstrip(":") for l in out.splitlines() if l.startswith("c   level")]
false = next((l.split(": ", 1)[1] for l in out.splitlines() if l.startswith("c clause found false:")), "")
case("cdcl --steps: conflict 1 at level 3 on the hand-worked formula", code == 10 and "c conflict 1, at level 3" in out,
     out + err)
case("cdcl: the trail -1 2 -8 3 -7 4 5 -6 at levels 1 1 2 2 3 3 3 3",
     trail == ["-1", "2", "-8", "3", "-7", "4", "5", "-6"] and levels == list("11223333"), out)
case("cdcl: the clause found false is {¬x5, ¬x2, x6}", sorted(false.split(" ∨ ")) == ["-2", "-5", "6"], out)
case("cdcl: first UIP x4, learned ¬x4 ∨ ¬x2, backjump to level 1",
     "c first UIP: 4\n" in out and "c clause learned: -4 ∨ -2\n" in out and "c backjump to level 1\n" in out, out)
code, out, err = run("logic", hand, "--algorithm", "cdcl", "--steps", "--conflict", "5")
case("cdcl --conflict 5 on a formula of one conflict: says there is none", code == 10 and "no conflict 5" in out, out)
error_case("--conflict without cdcl: a usage error", ["logic", WUMPUS, "--algorithm", "dpll", "--conflict", "2"], 2,
           "cdcl")

# Pictures: each algorithm's proof as PNG, SVG and PDF.
for algorithm, path in (("truth-table", WUMPUS), ("resolution", WUMPUS), ("fc", HORN), ("bc", HORN),
                        ("dpll", WUMPUS), ("walksat", HORN), ("cdcl", WUMPUS)):
    extra = ("--max-flips", "50") if algorithm == "walksat" else ()
    if algorithm == "walksat":
        # walksat without a model exits 4: the picture is still drawn
        for fmt, magic in (("png", b"\x89PNG"), ("svg", b"<?xml"), ("pdf", b"%PDF")):
            pic = os.path.join(workdir, "walksat." + fmt)
            code, _, err = run("logic", path, "--algorithm", algorithm, "--" + fmt, pic, *extra)
            case("walksat --%s: the picture written (exit 4, no model)" % fmt,
                 code == 4 and open(pic, "rb").read(5).startswith(magic), err)
        continue
    picture_cases("logic --algorithm " + algorithm, ["logic", path, "--algorithm", algorithm], "logic-" + algorithm)
# A DIMACS formula's search is drawn as a KB's is, its variables x1, x2, …: CDCL's
# first conflict, DPLL's tree, WalkSAT's flips (uf20-01 is satisfiable: exit 10).
for algorithm in ("cdcl", "dpll", "walksat"):
    pic = os.path.join(workdir, "uf-%s.svg" % algorithm)
    code, _, err = run("logic", UF20, "--algorithm", algorithm, "--svg", pic)
    drawn = open(pic, encoding="utf-8").read() if code == 10 and os.path.exists(pic) else ""
    case("a DIMACS formula by %s: its search drawn, exit 10" % algorithm, drawn.startswith("<?xml"), err)
# One unit clause: CDCL decides nothing, records no conflict: nothing to draw.
ONE = tmpfile("one.cnf", b"p cnf 1 1\n1 0\n")
error_case("a DIMACS formula CDCL solves without a conflict: not drawn", ["logic", ONE, "--png",
                                                                        os.path.join(workdir, "one.png")], 1,
           "not drawn")

finish()
