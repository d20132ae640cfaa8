"""quandary-cli logic on first-order knowledge bases and logic unify: the book's goldens
(AIMA 4th ed.; docs/logic-peers.md §2): the unifier table of §9.2.2 (Knows(John, x)
against the four ys, and the standardized-apart row), the MGU's raw and composed forms,
the occurs check S(x)/S(S(x)), aima-python's two extra cases; FOL-FC-ASK on the crime KB
(iteration 1 adds exactly Sells(West, M1, Nono), Weapon(M1), Hostile(Nono), iteration 2
Criminal(West), Fig. 9.4); FOL-BC-ASK's proof of Criminal(West) with {x/West} and the
four subgoals of Fig. 9.7; the kinship KB's answers (worked by hand in
data/examples/logic/SOURCES.md); refusals across the kinds; hostile input; logic unify's
steps drawn as PNG, SVG and PDF.

Goldens come from the book, docs/logic-peers.md and aima-python's published tests,
never from this program."""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *

logic_dir = os.path.join(examples, "logic")
CRIME = os.path.join(logic_dir, "crime.fol")
KINSHIP = os.path.join(logic_dir, "kinship.fol")
HORN = os.path.join(logic_dir, "horn.kb")
os.makedirs(workdir, exist_ok=True)


def text_file(name, text):
    return tmpfile(name, text.encode("utf-8"))


def keys(out):
    """{key: [values]} of a run's `KEY VALUE` lines."""
    d = {}
    for line in out.splitlines():
        key, _, value = line.partition(" ")
        d.setdefault(key, []).append(value)
    return d


def bindings(text):
    """"{x/Mother(John), y/John}" as a dict (the order does not matter)."""
    text = text.strip()
    assert text.startswith("{") and text.endswith("}"), text
    body = text[1:-1]
    found, depth, start = {}, 0, 0
    for i, c in enumerate(body + ","):
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == "," and depth == 0:
            pair = body[start:i].strip()
            if pair:
                var, _, value = pair.partition("/")
                found[var.strip()] = value.strip()
            start = i + 1
    return found


def unify(x, y, *more):
    code, out, err = run("logic", "unify", x, y, *more)
    return code, keys(out), out + err


# ---- UNIFY: the book's table (§9.2.2), query Knows(John, x)

table = [
    ("Knows(John, Jane)", {"x": "Jane"}),
    ("Knows(y, Bill)", {"x": "Bill", "y": "John"}),
    ("Knows(y, Mother(y))", {"y": "John", "x": "Mother(John)"}),
    ("Knows(x17, Elizabeth)", {"x": "Elizabeth", "x17": "John"}),
]
for y, want in table:
    code, k, text = unify("Knows(John, x)", y)
    ok = code == 0 and k.get("answer") == ["unified"] and "composed" in k and bindings(k["composed"][0]) == want
    case("UNIFY(Knows(John, x), %s) = %s (AIMA §9.2.2)" % (y, want), ok, text)

code, k, text = unify("Knows(John, x)", "Knows(y, Mother(y))")
case("the third row's raw unifier is {y/John, x/Mother(y)} (UNIFY-VAR binds as it goes)",
     code == 0 and bindings(k.get("raw", ["{}"])[0]) == {"y": "John", "x": "Mother(y)"}, text)
code, k, text = unify("Knows(John, x)", "Knows(x, Elizabeth)")
case("UNIFY(Knows(John, x), Knows(x, Elizabeth)) fails: x cannot be John and Elizabeth, exit 3",
     code == 3 and k.get("answer") == ["clash"] and "John" in k.get("why", [""])[0]
     and "Elizabeth" in k.get("why", [""])[0], text)
code, k, text = unify("Knows(John, x)", "Knows(y, z)")
composed = bindings(k.get("composed", ["{}"])[0]) if code == 0 else {}
case("the MGU of Knows(John, x) and Knows(y, z) binds y to John and x, z to each other, not to John",
     code == 0 and composed.get("y") == "John" and (composed.get("x") == "z" or composed.get("z") == "x")
     and "John" not in (composed.get("x"), composed.get("z")), text)
code, k, text = unify("S(x)", "S(S(x))", "--steps")
case("S(x) and S(S(x)) do not unify: the occurs check (§9.2.2), exit 3",
     code == 3 and k.get("answer") == ["occurs"] and "occurs" in k.get("why", [""])[0], text)
code, k, text = unify("P(x, A, F(G(y)))", "P(F(z), z, F(u))")
case("aima-python: P(x, A, F(G(y))) with P(F(z), z, F(u)) gives {x/F(A), z/A, u/G(y)}",
     code == 0 and bindings(k["composed"][0]) == {"x": "F(A)", "z": "A", "u": "G(y)"}, text)
code, k, text = unify("P(F(x, z), G(u, z))", "P(F(y, a), y)")
case("aima-python: P(F(x, z), G(u, z)) with P(F(y, a), y) gives {x/G(u, a), z/a, y/G(u, a)}",
     code == 0 and bindings(k["composed"][0]) == {"x": "G(u, a)", "z": "a", "y": "G(u, a)"}, text)
code, k, text = unify("F(x)", "F(x, y)")
case("F(x) and F(x, y): the arities differ, exit 3", code == 3 and k.get("answer") == ["arity"], text)
code, k, text = unify("Knows(John, x)", "Knows(y, Bill)", "--steps")
case("--steps: the bindings in the order made, y/John then x/Bill",
     code == 0 and k.get("step") == ["y/John", "x/Bill"], text)
error_case("a term that does not read: its line and column, exit 1",
           ["logic", "unify", "Knows(John, x)", "Knows(x, %)"], 1, "second term: line 1, column 10")
error_case("one term: a usage error", ["logic", "unify", "Knows(John, x)"], 2, "two terms")
code, out, err = run("logic", "unify", "F(" * 5000 + "x" + ")" * 5000, "x")
case("a term nested 5,000 deep: refused, exit 1", code == 1 and "nested" in err and "Traceback" not in err, err)

# ---- FOL-FC-ASK on the crime KB (§9.3.1, Fig. 9.4)

code, out, err = run("logic", CRIME, "--algorithm", "fol-fc", "--steps")
k = keys(out)
new = {}
for line in out.splitlines():
    m = re.match(r"iteration (\d+): (.*?)   by ", line)
    if m:
        new.setdefault(int(m.group(1)), set()).add(m.group(2))
case("crime.fol by fol-fc: Criminal(x) entailed with {x/West}",
     code == 0 and k.get("answer", [""])[0] == "entailed" and k.get("substitution") == ["{x/West}"], out + err)
case("FOL-FC-ASK iteration 1 adds exactly Sells(West, M1, Nono), Weapon(M1), Hostile(Nono) (Fig. 9.4)",
     new.get(1) == {"Sells(West, M1, Nono)", "Weapon(M1)", "Hostile(Nono)"}, out)
case("FOL-FC-ASK iteration 2 adds Criminal(West), and there is no third",
     new.get(2) == {"Criminal(West)"} and 3 not in new and k.get("iterations") == ["2"], out)
law = [l for l in out.splitlines() if l.startswith("iteration 2: Criminal(West)")]
case("Criminal(West) comes by the law with {x/West, y/M1, z/Nono}",
     len(law) == 1 and bindings(law[0].split("by (")[1].split(") ", 1)[1]) == {"x": "West", "y": "M1", "z": "Nono"},
     out)
code2, out2, err2 = run("logic", CRIME, "--algorithm", "fol-fc", "--all")
case("--all runs to the fixed point: the same single answer", code2 == 0 and keys(out2).get("substitution") ==
     ["{x/West}"] and keys(out2).get("ended") == ["fixed-point"], out2 + err2)
code, out, err = run("logic", CRIME, "--algorithm", "fol-fc", "--entails", "Criminal(Nono)")
case("Criminal(Nono) is not entailed: fixed point, exit 0",
     code == 0 and keys(out).get("answer") == ["not-entailed"], out + err)

right = text_file("right.txt", "entailed\n")
code, out, err = check_run("logic", CRIME, "--algorithm", "fol-bc", "--check", right)
case("--check on a .fol: entailed is correct, exit 0", code == 0 and "correct" in out, out + err)
wrong = text_file("wrong.txt", "not-entailed\n")
code, out, err = check_run("logic", CRIME, "--algorithm", "fol-bc", "--check", wrong)
case("--check on a .fol: not-entailed is wrong, explained by the verdict", code != 0 and "{x/West}" in out, out + err)

# ---- FOL-BC-ASK on the crime KB (Fig. 9.6, 9.7)

code, out, err = run("logic", CRIME, "--algorithm", "fol-bc", "--steps")
k = keys(out)
case("crime.fol by fol-bc: Criminal(x) proved with {x/West}",
     code == 0 and k.get("answer", [""])[0] == "entailed" and k.get("substitution") == ["{x/West}"], out + err)
tree = [l for l in out.splitlines() if l.startswith("  ")]
root = [l for l in tree if re.match(r"^  \S", l)]
children = [l.strip().split(" ←")[0] for l in tree if re.match(r"^    \S", l)]
case("the proof tree of Fig. 9.7: Criminal(West) and its four subgoals in premise order",
     len(root) == 1 and root[0].strip().startswith("Criminal(West)") and
     children == ["American(West)", "Weapon(M1)", "Sells(West, M1, Nono)", "Hostile(Nono)"], out)

# ---- the kinship KB, worked by hand: Ann's descendants, Eve's grandparent

for algorithm in ("fol-fc", "fol-bc"):
    code, out, err = run("logic", KINSHIP, "--algorithm", algorithm, "--all")
    blocks = [keys(b) for b in out.strip().split("\n\n")]
    ancestors = sorted(bindings(s)["d"] for s in blocks[0].get("substitution", [])) if blocks else []
    grand = [bindings(s).get("g") for s in blocks[1].get("substitution", [])] if len(blocks) > 1 else []
    case("kinship.fol by %s --all: Ann is an ancestor of Bob, Carl, Dora, Eve; Eve's grandparent is Bob" % algorithm,
         code == 0 and ancestors == ["Bob", "Carl", "Dora", "Eve"] and grand == ["Bob"], out + err)
# --answer N draws answer N's proof tree.  Worked by hand: FOL-BC finds Ancestor(Ann, d)'s
# answers in the order Bob (Parent(Ann, Bob), rule 5: two levels), Carl, Dora (rule 6 over
# Ancestor(Bob, ·): three levels), Eve (rule 6, rule 6, rule 5: Ancestor(Ann, Eve) over
# Ancestor(Bob, Eve) over Ancestor(Dora, Eve) over Parent(Dora, Eve): four levels); a
# picture's height grows with its levels.
def png_height(path):
    with open(path, "rb") as f:
        head = f.read(24)
    return int.from_bytes(head[20:24], "big") if head[:4] == b"\x89PNG" else 0

heights = {}
for answer in ("1", "4"):
    path = os.path.join(workdir, "kinship-answer-%s.png" % answer)
    code, out, err = run("logic", KINSHIP, "--algorithm", "fol-bc", "--all", "--answer", answer, "--png", path)
    heights[answer] = png_height(path) if code == 0 and os.path.exists(path) else 0
case("kinship.fol fol-bc --all --answer 4 draws Eve's proof, four levels: taller than answer 1's two",
     heights["1"] > 0 and heights["4"] > heights["1"] * 1.5, str(heights))
code, out, err = run("logic", KINSHIP, "--algorithm", "fol-bc", "--all", "--answer", "5", "--png",
                     os.path.join(workdir, "kinship-answer-5.png"))
case("--answer 5 of Ancestor(Ann, d)'s four answers: exit 1, the count said",
     code == 1 and "the query has 4" in err, err)
code, out, err = run("logic", KINSHIP, "--algorithm", "fol-fc", "--answer", "2", "--png",
                     os.path.join(workdir, "kinship-fc.png"))
case("--answer with fol-fc: a usage error (exit 2)", code == 2 and "--answer" in err, err)
code, out, err = run("logic", KINSHIP, "--algorithm", "fol-bc", "--entails", "Ancestor(Eve, Ann)")
case("Ancestor(Eve, Ann) is not entailed by fol-bc", code == 0 and keys(out).get("answer") == ["not-entailed"],
     out + err)

# Left recursion (AIMA, aima-python's test_kb): the looping goal is failed, not followed forever.
loop = text_file("loop.fol", "Parent(Ann, Bob)\nAncestor(y, z) ∧ Parent(x, y) ⇒ Ancestor(x, z)\n"
                 "Parent(x, y) ⇒ Ancestor(x, y)\nask: Ancestor(Ann, Bob)\n")
code, out, err = run("logic", loop, "--algorithm", "fol-bc", timeout=30)
case("a left-recursive rule first: fol-bc ends (loop check) and proves Ancestor(Ann, Bob)",
     code == 0 and keys(out).get("answer") == ["entailed"], out + err)

# ---- answers that are not ground, worked by hand: a KB fact or a rule's conclusion with a
# variable answers the query for every value of it.  Loves(u, u) unifies with Loves(a, b)
# by {a/u, b/u}: b is a, and a is any value; Knows(John, Mother(y)) answers Knows(John, k)
# with k/Mother(y) for every y (a fresh name: v₁); Person(x) ⇒ Mortal(x, z) concludes
# Mortal(Ann, z) for every z, so Mortal(Ann, m) holds for every m and Mortal(p, q) has p/Ann
# for every q.  Forward and backward chaining must print the same, and no engine's renamed
# variable (y₂, v₉) nor a binding of a variable to itself ({v/v}).

FREE = text_file("free.fol", "Loves(u, u)\nKnows(John, Mother(y))\nPerson(Ann)\nPerson(x) ⇒ Mortal(x, z)\n"
                 "ask: Loves(a, b)\nask: Knows(John, k)\nask: Mortal(Ann, m)\nask: Mortal(p, q)\n")
free_expected = ["{b/a} for every a", "{k/Mother(v₁)} for every v₁", "{} for every m", "{p/Ann} for every q"]
for algorithm in ("fol-fc", "fol-bc"):
    code, out, err = run("logic", FREE, "--algorithm", algorithm, "--steps")
    k = keys(out)
    case("free.fol by %s: the answers left free say 'for every' (exit 0)" % algorithm,
         code == 0 and k.get("substitution") == free_expected, out + err)
    case("free.fol by %s: the trace's answers too, no renamed variable in them" % algorithm,
         all(("answer %s" % e) in out for e in free_expected) and not re.search(r"answer \{[^}]*[a-z][₂-₉]", out),
         out)
code, out, err = run("logic", FREE, "--algorithm", "fol-bc", "--entails", "Loves(v, w)")
case("Loves(v, w) by fol-bc: {w/v} for every v, not {v/v, w/v}",
     keys(out).get("substitution") == ["{w/v} for every v"], out + err)

# ---- refusals across the kinds

error_case("fol-bc on a propositional KB: refused with a reason", ["logic", HORN, "--algorithm", "fol-bc"], 1,
           "first-order")
error_case("resolution on a first-order KB: refused with a reason", ["logic", CRIME, "--algorithm", "resolution"], 1,
           "fol-fc or fol-bc")
error_case("--cnf on a first-order KB: refused", ["logic", CRIME, "--cnf"], 1, "first-order")

# ---- hostile input: the file, the line and the reason

bad = text_file("bad.fol", "# fine\nKnows(John, x)\nKnows(x ⇒ y)\n")
error_case("a syntax error: its line and column", ["logic", bad], 1, "bad.fol: line 3, column")
arity = text_file("arity.fol", "Knows(John, x)\nKnows(John)\n")
error_case("a predicate with two arities: refused at line 2", ["logic", arity], 1, "arity.fol: line 2")
bad_ask = text_file("ask.fol", "Knows(John, x)\nask: Knows(John, )\n")
error_case("a query that does not read: its line and the column in the file", ["logic", bad_ask], 1,
           "ask.fol: line 2, column 18")
deep = text_file("deep.fol", "P(A)\n" + "P(" + "F(" * 100000 + "x" + ")" * 100001 + "\n")
error_case("a sentence nested 10^5 deep: refused at line 2", ["logic", deep], 1, "deep.fol: line 2")
huge = text_file("huge.fol", "".join("P(C%d)\n" % i for i in range(70000)))
error_case("a KB of 70,000 sentences (past 65,536): refused with its line", ["logic", huge], 1, "huge.fol: line 65537")
chain = text_file("chain.fol", "N(Z)\nN(x) ⇒ N(S(x))\nask: N(A)\n")
code, out, err = run("logic", chain, "--algorithm", "fol-fc", timeout=60)
case("forward chaining that never ends (N(S(S(…)))) stops at a budget, exit 4",
     code == 4 and "chain.fol" in err, out[-500:] + err)

# ---- bash completion: `logic unify` offered, its own options read from its --help

def complete(*words):
    """COMPREPLY of data/completions/quandary-cli.bash for `quandary-cli WORDS…`<TAB>."""
    script = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(srcdir))), "data", "completions",
                          "quandary-cli.bash")
    line = " ".join("'%s'" % w for w in (os.path.abspath(cli),) + words)
    program = ('source "%s" || exit 2\nCOMP_WORDS=(%s)\nCOMP_CWORD=%d\nCOMP_LINE="${COMP_WORDS[*]}"\n'
               'COMP_POINT=${#COMP_LINE}\n_quandary_cli quandary-cli "${COMP_WORDS[COMP_CWORD]}" '
               '"${COMP_WORDS[COMP_CWORD-1]}"\nprintf "%%s\\n" "${COMPREPLY[@]}"\n') % (script, line, len(words))
    p = subprocess.run(["bash", "--norc", "--noprofile", "-c", program], capture_output=True,
                       env=dict(os.environ, LC_ALL="C"), timeout=60)
    return [w for w in p.stdout.decode("utf-8", "replace").split("\n") if w]


case("completion: logic un<TAB> gives unify", complete("logic", "un") == ["unify"], complete("logic", "un"))
case("completion: logic --<TAB> has --all and --depth",
     {"--all", "--depth", "--entails"} <= set(complete("logic", "--")), complete("logic", "--"))
case("completion: logic unify --<TAB> reads unify's own options",
     set(complete("logic", "unify", "--")) == {"--steps", "--help", "--png", "--svg", "--pdf", "--palette"},
     complete("logic", "unify", "--"))

# ---- logic unify's steps drawn (the proofs' dispatch)

for fmt, magic in (("png", b"\x89PNG"), ("svg", b"<?xml"), ("pdf", b"%PDF")):
    path = os.path.join(workdir, "unify-knows." + fmt)
    code, out, err = run("logic", "unify", "Knows(John, x)", "Knows(y, Mother(y))", "--" + fmt, path)
    case("logic unify Knows(John, x) Knows(y, Mother(y)) --%s: the steps drawn, the answer printed" % fmt,
         code == 0 and "composed {y/John, x/Mother(John)}" in out and os.path.exists(path)
         and open(path, "rb").read(5).startswith(magic), err)
code, out, err = run("logic", "unify", "S(x)", "S(S(x))", "--png", os.path.join(workdir, "unify-occurs.png"))
case("logic unify --png of terms that do not unify: the picture written, exit 3 (no unifier)",
     code == 3 and os.path.getsize(os.path.join(workdir, "unify-occurs.png")) > 1000, err)
code, out, err = run("logic", "unify", "S(x)", "S(S(x))", "--png", os.path.join(workdir, "no-such-folder", "u.png"))
case("logic unify --png in a folder that does not exist: exit 1, the folder named, nothing printed",
     code == 1 and "no-such-folder" in err and out == "", err)

finish()
