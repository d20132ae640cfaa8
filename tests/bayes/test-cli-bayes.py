"""quandary-cli bayes: the book's burglary network (P(B | j, m) = 0.2842 by
every exact algorithm, enumeration's tree with the book's terms), the
sprinkler network, decision networks (the umbrella, buying the textbook),
38 d-separation cases, ten bnlearn networks against pgmpy, seeded sampling,
--queries, --check, and hostile inputs.

Goldens come from outside the program: the research notes' §3 (AIMA's
figures 14.2, 14.8, 14.12a; Poole & Mackworth's umbrella, the AIMA exercise's
textbook purchase: each worked by hand below), §5 (d-separation, computed by
pgmpy's is_dconnected and by Lauritzen's moral ancestral graph) and
pgmpy-goldens.txt (pgmpy 0.1.23's VariableElimination, gen-goldens-pgmpy.py)."""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *

data = os.path.join(srcdir, "data")


def network(name):
    """tests/bayes/data/NAME.bif (bnlearn's, as pgmpy ships it: data/SOURCES.md)."""
    return os.path.join(data, name + ".bif")


def bif(name, variables, tables):
    """A BIF file: VARIABLES [(name, [states])], TABLES [(child, [parents], rows)],
    rows a list of (parent states tuple, [probabilities]) or a root's list."""
    lines = ["network %s {" % name, "}"]
    for var, states in variables:
        lines += ["variable %s {" % var, "  type discrete [ %d ] { %s };" % (len(states), ", ".join(states)), "}"]
    for child, parents, rows in tables:
        if not parents:
            lines += ["probability ( %s ) {" % child, "  table %s;" % ", ".join(map(repr, rows)), "}"]
            continue
        lines.append("probability ( %s | %s ) {" % (child, ", ".join(parents)))
        lines += ["  (%s) %s;" % (", ".join(key), ", ".join(map(repr, p))) for key, p in rows]
        lines.append("}")
    return tmpfile(name + ".bif", ("\n".join(lines) + "\n").encode())


TF = ["true", "false"]
# AIMA 3e fig. 14.2 (aima-python probability.py lines 546-553).
BURGLARY = bif("burglary", [(v, TF) for v in ("Burglary", "Earthquake", "Alarm", "JohnCalls", "MaryCalls")], [
    ("Burglary", [], [0.001, 0.999]),
    ("Earthquake", [], [0.002, 0.998]),
    ("Alarm", ["Burglary", "Earthquake"], [(("true", "true"), [0.95, 0.05]), (("true", "false"), [0.94, 0.06]),
                                           (("false", "true"), [0.29, 0.71]), (("false", "false"), [0.001, 0.999])]),
    ("JohnCalls", ["Alarm"], [(("true",), [0.9, 0.1]), (("false",), [0.05, 0.95])]),
    ("MaryCalls", ["Alarm"], [(("true",), [0.7, 0.3]), (("false",), [0.01, 0.99])]),
])
# AIMA 3e fig. 14.12a.
SPRINKLER = bif("sprinkler", [(v, TF) for v in ("Cloudy", "Sprinkler", "Rain", "WetGrass")], [
    ("Cloudy", [], [0.5, 0.5]),
    ("Sprinkler", ["Cloudy"], [(("true",), [0.1, 0.9]), (("false",), [0.5, 0.5])]),
    ("Rain", ["Cloudy"], [(("true",), [0.8, 0.2]), (("false",), [0.2, 0.8])]),
    ("WetGrass", ["Sprinkler", "Rain"], [(("true", "true"), [0.99, 0.01]), (("true", "false"), [0.9, 0.1]),
                                        (("false", "true"), [0.9, 0.1]), (("false", "false"), [0.0, 1.0])]),
])
# Koller & Friedman fig. 3.4's structure (D -> G <- I, I -> S, G -> L); d-separation reads no number.
STUDENT = bif("student", [("D", TF), ("I", TF), ("G", ["a", "b", "c"]), ("S", TF), ("L", TF)], [
    ("D", [], [0.6, 0.4]), ("I", [], [0.7, 0.3]),
    ("G", ["D", "I"], [((d, i), [0.3, 0.4, 0.3]) for d in TF for i in TF]),
    ("S", ["I"], [(("true",), [0.8, 0.2]), (("false",), [0.05, 0.95])]),
    ("L", ["G"], [(("a",), [0.9, 0.1]), (("b",), [0.6, 0.4]), (("c",), [0.01, 0.99])]),
])


def answer(out):
    """{state: probability} and the other lines ({"P(evidence)": x, "samples": […]})."""
    probs, extra = {}, {}
    for line in out.splitlines():
        words = line.split()
        if len(words) == 2 and words[0] == "P(evidence)":
            extra["P(evidence)"] = float(words[1])
        elif words and words[0] == "samples":
            extra["samples"] = words
        elif len(words) == 2 and re.match(r"^-?[0-9.]+$", words[1]):
            probs[words[0]] = float(words[1])
    return probs, extra


def query(net, var, evidence="", *more):
    args = ["bayes", net, "--query", var] + (["--evidence", evidence] if evidence else []) + list(more)
    code, out, err = run(*args)
    probs, extra = answer(out)
    return code, probs, extra, out + err


def near(a, b, tol):
    return a is not None and b is not None and abs(a - b) <= tol


# ------------------------------------------------------------ the burglary network (notes §3)
# Exact values by full enumeration of fig. 14.2 (notes §3): P(b | j, m) = 0.00059224259 /
# (0.00059224259 + 0.001491857649) = 0.2841718354, P(j, m) = 0.002084100239.
BURGLARY_CASES = [
    ("JohnCalls=true, MaryCalls=true", 0.2841718354, 0.002084100239),
    ("JohnCalls=true, MaryCalls=false", 0.0051298581, 0.05005487546),
    ("JohnCalls=false, MaryCalls=true", 0.0068762461, 0.009652244741),
    ("JohnCalls=false, MaryCalls=false", 0.0000901844, 0.9382087796),
    ("JohnCalls=true", 0.0162837299, 0.0521389757),
    ("MaryCalls=true", 0.0561174540, 0.01173634498),
]
for algorithm in ("enumeration", "ve", "junction-tree"):
    problems = []
    for evidence, p_b, p_e in BURGLARY_CASES:
        code, probs, extra, text = query(BURGLARY, "Burglary", evidence, "--algorithm", algorithm)
        if code != 0 or not near(probs.get("true"), p_b, 1e-9) or not near(probs.get("false"), 1 - p_b, 1e-9) \
                or not near(extra.get("P(evidence)"), p_e, 1e-9 * max(p_e, 1e-3)):
            problems.append("%s: exit %d\n%s" % (evidence, code, text))
    case("burglary by %s: P(Burglary | e) and P(e) of the six queries of AIMA's figures (0.2842 given j, m)"
         % algorithm, not problems, "\n".join(problems))

code, probs, extra, text = query(BURGLARY, "Burglary", "JohnCalls=true, MaryCalls=true")
case("burglary: 0.2841718354 printed with 10 decimals, P(evidence) with 10 digits",
     code == 0 and "true 0.2841718354\nfalse 0.7158281646\n" in text and "P(evidence) 0.002084100239" in text, text)
for order in ("min-degree", "min-fill", "min-weight", "weighted-min-fill", "Earthquake,Alarm", "Alarm,Earthquake"):
    code, probs, extra, text = query(BURGLARY, "Burglary", "JohnCalls=true, MaryCalls=true", "--order", order)
    case("burglary by ve with --order %s: 0.2841718354" % order, code == 0 and near(probs.get("true"), 0.2841718354, 1e-9),
         text)

# Enumeration's tree (AIMA fig. 14.8): the terms of the b branch and of the ¬b branch.
code, out, err = run("bayes", BURGLARY, "--query", "Burglary", "--evidence", "JohnCalls=true,MaryCalls=true",
                     "--algorithm", "enumeration", "--steps")
numbers = [float(x) for x in re.findall(r"(?<![\w.])\d+\.?\d*(?:e-?\d+)?", out)]
book = {"P(b)": 0.001, "P(e)": 0.002, "P(¬e)": 0.998, "P(a|b,e)": 0.95, "P(¬a|b,e)": 0.05, "P(a|b,¬e)": 0.94,
        "P(¬a|b,¬e)": 0.06, "P(j|a)": 0.9, "P(m|a)": 0.7, "P(j|¬a)": 0.05, "P(m|¬a)": 0.01,
        "Σa under b,e": 0.598525, "Σa under b,¬e": 0.59223, "P(b) Σe Σa": 0.00059224259,
        "Σa under ¬b,e": 0.183055, "Σa under ¬b,¬e": 0.0011295, "P(¬b) Σe Σa": 0.001491857649}
missing = [k for k, v in book.items() if not any(abs(x - v) <= 1e-9 * max(v, 1e-6) for x in numbers)]
indented = [l for l in out.splitlines() if l.startswith("    ")]
case("burglary's enumeration tree (--steps) holds the book's terms (fig. 14.8), indented by depth, before the answer",
     code == 0 and not missing and indented and out.rstrip().endswith("P(evidence) 0.002084100239"),
     "missing %s\n%s%s" % (missing, out[:3000], err))

def scopes(step):
    """The scopes f(…) of a step line, as sets, in order (the joined ones, then the one made)."""
    return [set(w.strip() for w in m.split(",")) for m in re.findall(r"f\(([^)]*)\)", step)]


code, out, err = run("bayes", BURGLARY, "--query", "Burglary", "--evidence", "JohnCalls=true,MaryCalls=true",
                     "--algorithm", "ve", "--steps", "--order", "Earthquake,Alarm")
steps = [l for l in out.splitlines() if l.startswith("step ")]
case("burglary's VE steps (--steps, order Earthquake, Alarm): Earthquake summed out first, then Alarm, "
     "the factors' scopes and sizes, the largest factor",
     code == 0 and len(steps) >= 2 and "sum out Earthquake" in steps[0] and "sum out Alarm" in steps[1]
     and scopes(steps[0]) == [{"Earthquake"}, {"Alarm", "Burglary", "Earthquake"}, {"Alarm", "Burglary"}]
     and steps[0].endswith(", 4 entries") and scopes(steps[1])[-1] == {"Burglary"}
     and re.search(r"^largest factor: \d+ entries", out, re.M) and "true 0.2841718354" in out, out + err)

# ------------------------------------------------------------ the sprinkler network (notes §3)
SPRINKLER_CASES = [("Cloudy", "Rain=true, Sprinkler=true", 4 / 9), ("Cloudy", "Rain=true, Sprinkler=false", 36 / 41),
                   ("Cloudy", "Rain=false, Sprinkler=true", 1 / 21), ("Cloudy", "Rain=true", 0.8),
                   ("Cloudy", "Sprinkler=true", 1 / 6), ("Cloudy", "WetGrass=true", 0.5757997218),
                   ("Rain", "WetGrass=true", 0.7079276773), ("Sprinkler", "WetGrass=true", 0.4297635605),
                   ("Rain", "Cloudy=true, WetGrass=true", 0.9758454106),
                   ("Rain", "Sprinkler=true, WetGrass=true", 0.3203883495), ("WetGrass", "", 0.6471)]
for algorithm in ("enumeration", "ve", "junction-tree"):
    problems = []
    for var, evidence, p in SPRINKLER_CASES:
        code, probs, extra, text = query(SPRINKLER, var, evidence, "--algorithm", algorithm)
        if code != 0 or not near(probs.get("true"), p, 1e-9):
            problems.append("%s | %s: %s" % (var, evidence, text))
    case("sprinkler by %s: the eleven exact values of the notes (4/9, 36/41, 1/21 …)" % algorithm, not problems,
         "\n".join(problems))

# Samplers, seeded, by tolerance (their sample paths are Quandary's own).
for algorithm, var, evidence, p, n, tol in (("rejection", "Cloudy", "Rain=true, Sprinkler=true", 4 / 9, 40000, 0.02),
                                            ("likelihood", "Rain", "Cloudy=true, WetGrass=true", 0.9758454106, 20000, 0.01),
                                            ("gibbs", "Rain", "Sprinkler=true, WetGrass=true", 0.3203883495, 20000, 0.02),
                                            ("prior", "WetGrass", "", 0.6471, 40000, 0.01)):
    code, probs, extra, text = query(SPRINKLER, var, evidence, "--algorithm", algorithm, "--samples", str(n),
                                     "--seed", "7")
    words = extra.get("samples", [])
    case("sprinkler by %s sampling, %d samples: within %g of %.4f; `samples N kept K effective E`" % (algorithm, n, tol, p),
         code == 0 and near(probs.get("true"), p, tol) and len(words) == 6 and words[1] == str(n)
         and words[2] == "kept" and words[4] == "effective" and "P(evidence)" not in text, text)
code, probs, extra, text = query(SPRINKLER, "Cloudy", "Rain=true, Sprinkler=true", "--algorithm", "rejection",
                                 "--samples", "10000", "--seed", "3")
kept = int(extra["samples"][3]) if "samples" in extra else -1
# P(r, s) = 0.5·0.1·0.8 + 0.5·0.5·0.2 = 0.09: about 900 of 10,000 prior samples agree.
case("rejection sampling keeps the samples agreeing with the evidence (P(r, s) = 0.09: 700 to 1,100 of 10,000)",
     code == 0 and 700 <= kept <= 1100, text)

# ------------------------------------------------------------ alarm: likelihood weighting (issue's Done-when)
ALARM = network("alarm")
LW = ["bayes", ALARM, "--query", "HYPOVOLEMIA", "--evidence", "HRBP=HIGH, CO=LOW", "--algorithm", "likelihood",
      "--samples", "100000", "--seed", "94"]
code1, out1, err1 = run(*LW)
code2, out2, err2 = run(*LW)
probs, extra = answer(out1)
# pgmpy 0.1.23 (notes §7): P(HYPOVOLEMIA = TRUE | HRBP = HIGH, CO = LOW) = 0.5540776606.
case("alarm by likelihood weighting, 100,000 samples, seed 94: within 0.01 of pgmpy's 0.5540776606",
     code1 == 0 and near(probs.get("TRUE"), 0.5540776606, 0.01), out1 + err1)
case("alarm by likelihood weighting: the same seed twice gives the same output", code1 == code2 == 0 and out1 == out2,
     out1 + out2)
code3, out3, err3 = run(*(LW[:-1] + ["95"]))
case("alarm by likelihood weighting: another seed, other digits", code3 == 0 and out3 != out1, out1 + out3)

# ------------------------------------------------------------ ten bnlearn networks against pgmpy (notes §7)
goldens = {}
with open(os.path.join(srcdir, "pgmpy-goldens.txt"), encoding="utf-8") as f:
    for line in f:
        if line.startswith("#") or not line.strip():
            continue
        name, q, posterior, pe = line.rstrip("\n").split("\t")
        goldens.setdefault(name, []).append((q, dict((s, float(p)) for s, p in
                                                     (w.rsplit("=", 1) for w in posterior.split())), float(pe)))


def query_blocks(out):
    """{query line: text of its block} of a --queries run."""
    return {b.split("\n", 1)[0]: b for b in out.split("\n\n") if b.strip()}


def golden_problems(name, out, cases):
    blocks = query_blocks(out)
    problems = []
    for q, posterior, pe in cases:
        probs, extra = answer(blocks.get(q, "").split("\n", 1)[-1])
        bad = [s for s, p in posterior.items() if not near(probs.get(s), p, 1e-6)]
        if bad or len(probs) != len(posterior) or not near(extra.get("P(evidence)"), pe, 1e-5 * pe):
            problems.append("%s | %s: want %s P(e) %g\n%s" % (name, q, posterior, pe, blocks.get(q)))
    return problems


ALGORITHMS = {"ve": list(goldens), "junction-tree": list(goldens), "enumeration": ["asia", "survey", "sachs"]}
for algorithm, names in ALGORITHMS.items():
    for name in names:
        qfile = tmpfile("%s-queries.txt" % name, "".join(q + "\n" for q, _, _ in goldens[name]).encode())
        code, out, err = run("bayes", network(name), "--queries", qfile, "--algorithm", algorithm)
        problems = golden_problems(name, out, goldens[name])
        case("%s by %s: %d queries (--queries) agree with pgmpy's VariableElimination to 1e-6, P(e) to 1e-5 relative"
             % (name, algorithm, len(goldens[name])), code == 0 and not problems, "\n".join(problems[:3]) + err)

# The junction tree's every marginal at once: the query's lines equal pgmpy's.
problems = []
for q, posterior, pe in goldens["alarm"]:
    var, evidence = [x.strip() for x in q.split("|")]
    code, out, err = run("bayes", ALARM, "--all-marginals", "--evidence", evidence)
    lines = dict((tuple(l.split()[:2]), float(l.split()[2])) for l in out.splitlines() if len(l.split()) == 3)
    if code != 0 or any(not near(lines.get((var, s)), p, 1e-6) for s, p in posterior.items()) \
            or not out.rstrip().split("\n")[-1].startswith("P(evidence) ") or len(lines) < 37 * 2:
        problems.append("%s\n%s%s" % (q, out[:500], err))
case("alarm --all-marginals: every node's lines, the queried ones equal to pgmpy's to 1e-6 (6 evidences)",
     not problems, "\n".join(problems[:2]))

# ------------------------------------------------------------ --queries
qfile = tmpfile("burglary-queries.txt", b"# the book's\nBurglary | JohnCalls=true, MaryCalls=true\n\n"
                b"Alarm\nBurglary|JohnCalls=false\n")
code, out, err = run("bayes", BURGLARY, "--queries", qfile)
blocks = out.split("\n\n")
case("--queries: one block per query headed by its line, separated by blank lines, comments and blank lines skipped",
     code == 0 and len(blocks) == 3 and blocks[0].startswith("Burglary | JohnCalls=true, MaryCalls=true\ntrue 0.2841718354")
     and blocks[1].startswith("Alarm\ntrue 0.0025164420") and blocks[2].startswith("Burglary|JohnCalls=false\n"), out + err)
bad = tmpfile("bad-queries.txt", b"Burglary | JohnCalls=true\nBurglary | JohnCalls=maybe\n")
code, out, err = run("bayes", BURGLARY, "--queries", bad)
case("--queries: a bad line is refused with the file and its line, before any answer",
     code == 1 and "bad-queries.txt: line 2" in err and "maybe" in err and out == "", out + err)
bad = tmpfile("unknown-queries.txt", b"Burglary\nThief | JohnCalls=true\n")
error_case("--queries: an unknown variable", ["bayes", BURGLARY, "--queries", bad], 1, "unknown-queries.txt: line 2")
code, out, err = run("bayes", SPRINKLER, "--queries", tmpfile("sprinkler-q.txt", b"Cloudy | Sprinkler=false, "
                                                              b"Rain=false, WetGrass=true\nRain | WetGrass=true\n"))
blocks = out.split("\n\n")
case("--queries: a query of impossible evidence says so in its block and on stderr (exit 1), the next is answered",
     code == 1 and len(blocks) == 2 and "error: impossible evidence" in blocks[0] and "line 1" in err
     and "true 0.7079276773" in blocks[1] and "nan" not in out.lower(), out + err)

# ------------------------------------------------------------ refusals of questions
for algorithm in ("enumeration", "ve", "junction-tree"):
    code, out, err = run("bayes", SPRINKLER, "--query", "Cloudy", "--evidence", "Sprinkler=false,Rain=false,WetGrass=true",
                         "--algorithm", algorithm)
    # P(w | ¬s, ¬r) = 0: the evidence cannot happen.
    case("impossible evidence by %s: refused naming it, never NaN" % algorithm,
         code == 1 and "impossible evidence" in err and "WetGrass" in err and out == "" and "nan" not in err.lower(),
         out + err)
code, out, err = run("bayes", SPRINKLER, "--all-marginals", "--evidence", "Sprinkler=false,Rain=false,WetGrass=true")
case("impossible evidence with --all-marginals: refused", code == 1 and "impossible evidence" in err and out == "",
     out + err)
code, out, err = run("bayes", SPRINKLER, "--query", "Cloudy", "--evidence", "Sprinkler=false,Rain=false,WetGrass=true",
                     "--algorithm", "likelihood")
case("impossible evidence by likelihood weighting: refused, never NaN", code == 1 and "nan" not in out.lower() + err.lower(),
     out + err)
code, out, err = run("bayes", network("andes"), "--query", "SNode_152", "--max-entries", "4")
case("a factor past --max-entries: refused with its size before allocating (TOO_BIG)",
     code == 1 and re.search(r"\d+ entries", err) and out == "", out + err)
# Enumeration's tree for P(B | j, m) has 32 nodes (2 roots; 2, 4, 8, 16 below
# them, JohnCalls and MaryCalls observed): counted by hand, before one is visited.
code, out, err = run("bayes", BURGLARY, "--query", "Burglary", "--evidence", "JohnCalls=true,MaryCalls=true",
                     "--algorithm", "enumeration", "--max-entries", "31")
case("enumeration past --max-entries: refused naming the tree's 32 terms and the limit",
     code == 1 and "32 terms, more than 31" in err and "variable elimination" in err and out == "", out + err)
code, out, err = run("bayes", BURGLARY, "--query", "Burglary", "--evidence", "JohnCalls=true,MaryCalls=true",
                     "--algorithm", "enumeration", "--max-entries", "32")
case("enumeration at --max-entries: its 32 terms answer", code == 0 and "true 0.2841718354" in out, out + err)
error_case("an unknown query", ["bayes", BURGLARY, "--query", "Thief"], 1, "Thief")
error_case("an unknown state in the evidence", ["bayes", BURGLARY, "--query", "Burglary", "--evidence",
                                                "JohnCalls=maybe"], 1, "maybe")
error_case("a node observed twice", ["bayes", BURGLARY, "--query", "Burglary", "--evidence",
                                     "JohnCalls=true,JohnCalls=false"], 1, "JohnCalls")
error_case("the query observed", ["bayes", BURGLARY, "--query", "Burglary", "--evidence", "Burglary=true"], 1,
           "Burglary")
error_case("an order missing a variable", ["bayes", BURGLARY, "--query", "Burglary", "--evidence", "JohnCalls=true",
                                          "--order", "Alarm"], 1, "Earthquake")
error_case("an unknown algorithm", ["bayes", BURGLARY, "--query", "Burglary", "--algorithm", "magic"], 2, "magic")
error_case("no question", ["bayes", BURGLARY], 2, "--query")
error_case("two questions", ["bayes", BURGLARY, "--query", "Burglary", "--all-marginals"], 2, "ask one")
error_case("--samples with an exact algorithm", ["bayes", BURGLARY, "--query", "Burglary", "--samples", "10"], 2,
           "--samples")
error_case("--samples 0", ["bayes", BURGLARY, "--query", "Burglary", "--algorithm", "likelihood", "--samples", "0"], 2,
           "--samples")
error_case("prior sampling with evidence", ["bayes", BURGLARY, "--query", "Burglary", "--evidence", "JohnCalls=true",
                                            "--algorithm", "prior"], 1, "evidence")
error_case("--steps with a sampler", ["bayes", BURGLARY, "--query", "Burglary", "--algorithm", "gibbs", "--steps"], 2,
           "--steps")

# ------------------------------------------------------------ --check (within 0.005)
right = tmpfile("right.txt", b"0.284\n")
pairs = tmpfile("pairs.txt", b"true=0.2842, false=0.7158\n")
printed = tmpfile("printed.txt", b"true 0.2841718354\nfalse 0.7158281646\nP(evidence) 0.002084100239\n")
off = tmpfile("off.txt", b"true 0.30\nfalse 0.70\n")
code, out, err = check_run("bayes", BURGLARY, "--query", "Burglary", "--evidence", "JohnCalls=true,MaryCalls=true",
                           "--check", right, pairs, printed)
case("--check: 0.284, true=0.2842, false=0.7158 and the printed lines are right (exit 0)",
     code == 0 and out.count(": correct") == 3, out + err)
code, out, err = check_run("bayes", BURGLARY, "--query", "Burglary", "--evidence", "JohnCalls=true,MaryCalls=true",
                           "--check", off)
case("--check: 0.30 is wrong (more than 0.005 from 0.2842), at line 1, exit 1",
     code == 1 and "off.txt: wrong at line 1" in out and "0.2842" in out, out + err)
code, out, err = check_run("bayes", BURGLARY, "--query", "Burglary", "--evidence", "JohnCalls=true,MaryCalls=true",
                           "--check", tmpfile("state.txt", b"maybe=0.3\n"))
case("--check: an unknown state is wrong, naming the states", code == 1 and "true, false" in out, out + err)

# ------------------------------------------------------------ d-separation (notes §5, 38 cases)
ARCS = {
    "student": [("D", "G"), ("I", "G"), ("I", "S"), ("G", "L")],
    "burglary": [("Burglary", "Alarm"), ("Earthquake", "Alarm"), ("Alarm", "JohnCalls"), ("Alarm", "MaryCalls")],
    "asia": [("asia", "tub"), ("smoke", "lung"), ("smoke", "bronc"), ("tub", "either"), ("lung", "either"),
             ("either", "xray"), ("either", "dysp"), ("bronc", "dysp")],
    "sprinkler": [("Cloudy", "Sprinkler"), ("Cloudy", "Rain"), ("Sprinkler", "WetGrass"), ("Rain", "WetGrass")],
}
NETS = {"student": STUDENT, "burglary": BURGLARY, "asia": network("asia"), "sprinkler": SPRINKLER}
B, E, A, J, M = "Burglary", "Earthquake", "Alarm", "JohnCalls", "MaryCalls"
# (net, X, Y, Z, dependent, reach from X or None) — notes §5.
DSEP = [
    ("student", "D", "I", "", False, "G,L"), ("student", "D", "I", "G", True, "I,S"),
    ("student", "D", "I", "L", True, "G,I,S"), ("student", "D", "I", "S", False, "G,L"),
    ("student", "D", "S", "", False, "G,L"), ("student", "D", "S", "G", True, "I,S"),
    ("student", "D", "S", "G,I", False, ""), ("student", "G", "S", "I", False, "D,L"),
    ("student", "L", "S", "", True, "D,G,I,S"), ("student", "L", "S", "G", False, ""),
    ("student", "L", "I", "G", False, ""), ("student", "D", "L", "G", False, "I,S"),
    ("burglary", B, E, "", False, None), ("burglary", B, E, A, True, None), ("burglary", B, E, J, True, None),
    ("burglary", J, M, "", True, None), ("burglary", J, M, A, False, ""), ("burglary", B, J, A, False, E),
    ("burglary", B, M, E, True, None),
    ("asia", "asia", "smoke", "", False, None), ("asia", "asia", "smoke", "dysp", True, None),
    ("asia", "asia", "smoke", "either", True, None), ("asia", "asia", "smoke", "xray", True, None),
    ("asia", "tub", "lung", "", False, None), ("asia", "tub", "lung", "xray", True, None),
    ("asia", "xray", "dysp", "either", False, ""), ("asia", "xray", "dysp", "", True, None),
    ("asia", "bronc", "xray", "either", False, None), ("asia", "bronc", "xray", "dysp", True, None),
    ("asia", "asia", "dysp", "tub", False, ""), ("asia", "smoke", "xray", "lung,tub", False, "bronc,dysp"),
    ("asia", "bronc", "lung", "smoke", False, "dysp"), ("asia", "bronc", "lung", "smoke,dysp", True, None),
    ("sprinkler", "Sprinkler", "Rain", "", True, None), ("sprinkler", "Sprinkler", "Rain", "Cloudy", False, "WetGrass"),
    ("sprinkler", "Sprinkler", "Rain", "Cloudy,WetGrass", True, None), ("sprinkler", "Cloudy", "WetGrass",
                                                                          "Sprinkler,Rain", False, None),
    ("sprinkler", "Cloudy", "WetGrass", "Sprinkler", True, None),
]


def trail_problem(net, trail, x, y, z):
    """Why TRAIL ("A -> B <- C") is not an active trail from X to Y given Z (None when it is)."""
    words = trail.split()
    nodes, arrows = words[::2], words[1::2]
    arcs = set(ARCS[net])
    if nodes[0] != x or nodes[-1] != y:
        return "does not go from %s to %s" % (x, y)
    for a, arrow, b in zip(nodes, arrows, nodes[1:]):
        if (arrow == "->" and (a, b) not in arcs) or (arrow == "<-" and (b, a) not in arcs):
            return "%s %s %s is no arc" % (a, arrow, b)
    children = {}
    for p, c in arcs:
        children.setdefault(p, []).append(c)

    def descendants(v):
        out, todo = set(), [v]
        while todo:
            for c in children.get(todo.pop(), []):
                if c not in out:
                    out.add(c)
                    todo.append(c)
        return out
    for i in range(1, len(nodes) - 1):
        collider = arrows[i - 1] == "->" and arrows[i] == "<-"
        if collider and nodes[i] not in z and not (descendants(nodes[i]) & z):
            return "collider %s without evidence below" % nodes[i]
        if not collider and nodes[i] in z:
            return "%s is observed" % nodes[i]
    return None


for net, x, y, z, dependent, reach in DSEP:
    args = ["bayes", NETS[net], "--dsep", x, y] + (["--given", z] if z else [])
    code, out, err = run(*args)
    lines = dict(l.split(": ", 1) for l in out.splitlines()[1:] if ": " in l)
    zs = set(z.split(",")) - {""}
    ok = code == 0 and out.split("\n", 1)[0] == ("dependent" if dependent else "independent")
    why = ""
    if ok and dependent:
        why = trail_problem(net, lines.get("trail", ""), x, y, zs) or ""
        ok = not why
    elif ok:
        ok = "blocked at" in lines
    if ok and reach is not None:
        got = sorted(w for w in lines.get("reachable", "").split(", ") if w and w != "none")
        ok = got == sorted(w for w in reach.split(",") if w)
        why = "reachable %s, want %s" % (got, reach)
    case("d-separation on %s: %s ⊥ %s | {%s} is %s" % (net, x, y, z, "false" if dependent else "true"), ok,
         why + "\n" + out + err)
error_case("--dsep naming a node twice", ["bayes", BURGLARY, "--dsep", B, E, "--given", B], 1, B)
error_case("--dsep with an unknown node", ["bayes", BURGLARY, "--dsep", B, "Thief"], 1, "Thief")

# ------------------------------------------------------------ decision networks (notes §3)
UMBRELLA_TEXT = """network umbrella {
}
variable Weather {
  type discrete [ 2 ] { norain, rain };
}
variable Forecast {
  type discrete [ 3 ] { sunny, cloudy, rainy };
}
variable Umbrella {
  type decision [ 2 ] { take, leave };
}
variable Utility {
  type utility;
}
probability ( Weather ) {
  table 0.7, 0.3;
}
probability ( Forecast | Weather ) {
  (norain) 0.7, 0.2, 0.1;
  (rain) 0.15, 0.25, 0.6;
}
decision ( Umbrella | Forecast ) {
}
utility ( Utility | Weather, Umbrella ) {
  (norain, take) 20;
  (norain, leave) 100;
  (rain, take) 70;
  (rain, leave) 0;
}
"""
UMBRELLA = tmpfile("umbrella.bif", UMBRELLA_TEXT.encode())
UMBRELLA_BLIND = tmpfile("umbrella-blind.bif", UMBRELLA_TEXT.replace("decision ( Umbrella | Forecast )",
                                                                     "decision ( Umbrella )").encode())
# By hand (Poole & Mackworth ex. 9.11): P(sunny) = .7·.7 + .3·.15 = .535, P(rain | sunny) = .045/.535 = .0841121;
# EU(take | sunny) = 20·.9158879 + 70·.0841121 = 24.2056, EU(leave | sunny) = 100·.9158879 = 91.5888;
# cloudy (.215, P(rain) .075/.215): take 37.4419, leave 65.1163; rainy (.25, P(rain) .18/.25 = .72): take 56, leave 28.
# MEU = .535·91.5888 + .215·65.1163 + .25·56 = 49 + 14 + 14 = 77.
code, out, err = run("bayes", UMBRELLA, "--decide")
rows = {l.split()[0]: l.split() for l in out.splitlines() if l.startswith("Forecast=")}


def eu(row, state):
    return float(row[row.index(state) + 1]) if row and state in row else None


ok = code == 0 and re.search(r"^MEU 77(\.0+)?$", out, re.M) is not None
for info, p, take, leave, best in (("sunny", 0.535, 24.20560748, 91.58878505, "leave"),
                                   ("cloudy", 0.215, 37.44186047, 65.11627907, "leave"),
                                   ("rainy", 0.25, 56, 28, "take")):
    row = rows.get("Forecast=" + info)
    ok = ok and row is not None and near(float(row[2]), p, 1e-9) and near(eu(row, "take"), take, 1e-6) \
        and near(eu(row, "leave"), leave, 1e-6) and row[-1] == best
case("umbrella --decide: sunny and cloudy leave it, rainy take it; EU per choice; MEU 77 (Poole & Mackworth 9.11)",
     ok, out + err)
code, out, err = run("bayes", UMBRELLA, "--vpi", "Weather")
# Knowing the weather: .7·100 + .3·70 = 91; the forecast already gives 77: VPI = 14.
case("umbrella --vpi Weather with the forecast observed: 91 - 77 = 14",
     code == 0 and re.match(r"^VPI\(Weather\) 14(\.0+)?$", out.strip()) is not None, out + err)
code, out, err = run("bayes", UMBRELLA_BLIND, "--decide")
case("umbrella without the forecast: EU(take) 35, EU(leave) 70, MEU 70",
     code == 0 and re.search(r"EU take 35 leave 70 best leave", out) and re.search(r"^MEU 70$", out, re.M), out + err)
for var, value in (("Forecast", "7"), ("Weather", "21")):
    code, out, err = run("bayes", UMBRELLA_BLIND, "--vpi", var)
    case("umbrella without the forecast: VPI(%s) = %s (77 - 70; 91 - 70)" % (var, value),
         code == 0 and out.strip() == "VPI(%s) %s" % (var, value), out + err)
code, out, err = run("bayes", UMBRELLA, "--decide", "--evidence", "Forecast=rainy")
case("umbrella --decide given a rainy forecast: take it, MEU 56", code == 0 and re.search(r"^MEU 56$", out, re.M)
     and "Forecast=sunny P 0 impossible" in out, out + err)
error_case("--decide on a network without a decision", ["bayes", BURGLARY, "--decide"], 1, "no decision")
error_case("--vpi of the decision", ["bayes", UMBRELLA, "--vpi", "Umbrella"], 1, "Umbrella")

# AIMA exercise 16 ("buy the textbook"): two utility nodes add up. P(pass | buy) = .9·.9 + .1·.5 = .86,
# P(pass | ¬buy) = .7·.8 + .3·.3 = .65: EU(buy) = -100 + 2000·.86 = 1620, EU(¬buy) = 1300.
BOOK = tmpfile("textbook.bif", b"""network textbook {
}
variable Buy {
  type decision [ 2 ] { yes, no };
}
variable Mastery {
  type discrete [ 2 ] { yes, no };
}
variable Pass {
  type discrete [ 2 ] { yes, no };
}
variable Cost {
  type utility;
}
variable Grade {
  type utility;
}
decision ( Buy ) {
}
probability ( Mastery | Buy ) {
  (yes) 0.9, 0.1;
  (no) 0.7, 0.3;
}
probability ( Pass | Buy, Mastery ) {
  (yes, yes) 0.9, 0.1;
  (yes, no) 0.5, 0.5;
  (no, yes) 0.8, 0.2;
  (no, no) 0.3, 0.7;
}
utility ( Cost | Buy ) {
  (yes) -100;
  (no) 0;
}
utility ( Grade | Pass ) {
  (yes) 2000;
  (no) 0;
}
""")
code, out, err = run("bayes", BOOK, "--decide")
case("buying the textbook: EU(buy) 1620, EU(not) 1300 (two utility nodes add up), MEU 1620",
     code == 0 and "EU yes 1620 no 1300 best yes" in out and re.search(r"^MEU 1620$", out, re.M), out + err)

# ------------------------------------------------------------ hostile files
HEAD = "network n {\n}\nvariable A {\n  type discrete [ 2 ] { a, b };\n}\n"
# HEAD is lines 1-5; a probability block then starts at line 6, its table at line 7.
HOSTILE = [
    ("an unterminated block", HEAD + "probability ( A ) {\n  table 0.5, 0.5;\n", r"line [678]\b"),
    ("a CPT of the wrong size", HEAD + "probability ( A ) {\n  table 0.2, 0.3, 0.5;\n}\n", r"line [67]\b"),
    ("a NaN probability", HEAD + "probability ( A ) {\n  table nan, 0.5;\n}\n", r"line [67]\b"),
    ("a negative probability", HEAD + "probability ( A ) {\n  table -0.5, 1.5;\n}\n", r"line [67]\b"),
    ("a row not summing to 1", HEAD + "probability ( A ) {\n  table 0.5, 0.6;\n}\n", r"line [67]\b"),
    ("a name defined twice", HEAD + "variable A {\n  type discrete [ 2 ] { a, b };\n}\n", r"line [67]\b"),
    ("a cycle", "network n {\n}\nvariable A {\n  type discrete [ 2 ] { a, b };\n}\nvariable B {\n"
     "  type discrete [ 2 ] { a, b };\n}\nprobability ( A | B ) {\n  (a) 0.5, 0.5;\n  (b) 0.5, 0.5;\n}\n"
     "probability ( B | A ) {\n  (a) 0.5, 0.5;\n  (b) 0.5, 0.5;\n}\n", r"cycle"),
    ("10^5 states", "network n {\n}\nvariable A {\n  type discrete [ 100000 ] { %s };\n}\n"
     % ", ".join("s%d" % i for i in range(100000)), r"line [34]\b"),
    ("an unknown parent", HEAD + "probability ( A | B ) {\n  (a) 0.5, 0.5;\n}\n", r"line [67]\b"),
]
for number, (name, text, needle) in enumerate(HOSTILE):
    path = tmpfile("hostile-%d.bif" % number, text.encode())
    code, out, err = run("bayes", path, "--query", "A")
    case("a hostile file, %s: refused with the file and where (%s)" % (name, needle),
         code == 1 and os.path.basename(path) in err and re.search(needle, err) and out == "" and "Traceback" not in err,
         err[:400])
big = os.path.join(workdir, "huge.bif")
with open(big, "wb") as f:
    f.write(HEAD.encode())
    f.truncate(100 << 20)
code, out, err = run("bayes", big, "--query", "A")
case("a 100 MB file: refused with the file named", code == 1 and "huge.bif" in err and out == "", err[:400])

# ------------------------------------------------------------ pictures, report, GIF
JM = ["--query", "Burglary", "--evidence", "JohnCalls=true,MaryCalls=true"]
picture_cases("burglary given j, m", ["bayes", BURGLARY] + JM, "burglary-jm")
picture_cases("asia's d-separation", ["bayes", NETS["asia"], "--dsep", "asia", "smoke", "--given", "dysp"], "asia-dsep")
picture_cases("win95pts in the compact look (76 nodes)", ["bayes", network("win95pts"), "--query", "Problem1"], "win95pts")
code, out, err, facts = report_case("--report of burglary given j, m", ["bayes", BURGLARY] + JM, "burglary.bif",
                                    os.path.join(workdir, "burglary.pdf"))
case("--report holds the posterior (28.4% or 0.284…)", facts is not None and
     re.search(r"0\.284|28\.4", facts["text"]) is not None, (facts or {}).get("text", "")[:2000])
for algorithm, stem in (("ve", "steps"), ("likelihood", "sampling")):
    gif = os.path.join(workdir, "burglary-%s.gif" % stem)
    code, out, err = run("bayes", BURGLARY, *JM, "--algorithm", algorithm, "--gif", gif, people_files=(gif,))
    info = gif_info(gif) if code == 0 else None
    case("--gif of %s (burglary given j, m): a GIF of several frames, the answer still printed" % algorithm,
         info is not None and int(info.get("frames", 0)) >= 2 and "true 0." in out, "%s%s%s" % (info, out, err))
error_case("--gif with --dsep", ["bayes", BURGLARY, "--dsep", "Burglary", "Earthquake", "--gif",
                                 os.path.join(workdir, "no.gif")], 2, "--gif")
error_case("--png with --queries", ["bayes", BURGLARY, "--queries", qfile, "--png", os.path.join(workdir, "no.png")],
           2, "--queries")

finish()
