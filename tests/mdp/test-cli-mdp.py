"""quandary-cli mdp: the course's q1 autograder (values, Q-values and policy
for every k its solutions list), AIMA's 4x3 world by value and policy
iteration (the book's figure 17.3), a Q-learning transcript worked by hand,
--check, Ctrl-C and the hostile inputs of issue 93.

Goldens come from outside the program: the course's .solution files
(data/SOURCES.md), the book's figures and the hand computation below."""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *

data = os.path.join(srcdir, "data")
Q1 = ["1-tinygrid", "2-tinygrid-noisy", "3-bridge", "4-discountgrid"]
KS = list(range(10)) + [100]


def blocks(out):
    """{name: [row tokens]} of the command's stdout ("values:", "q-values north:", "policy:")."""
    found, current = {}, None
    for line in out.splitlines():
        if re.match(r"^[a-z -]+:$", line):
            current = line[:-1]
            found[current] = []
        elif ":" in line or not line.strip():
            current = None if not line.strip() else current
        elif current is not None:
            found[current].append(line.split())
    return found


def solution_blocks(path):
    """{name: [row tokens]} of a course .solution file, in the command's words:
    values_k_K, q_values_k_K_action_A, policy; `__________` (a wall) is `#`."""
    found, current = {}, None
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = re.match(r'^(\w+): """$', line.rstrip("\n"))
            if m:
                current = m.group(1)
                found[current] = []
            elif line.startswith('"""'):
                current = None
            elif current is not None:
                found[current].append(["#" if t == "__________" else t for t in line.split()])
    return found


def course_cases(question, grid, algorithm, ks):
    """The command's values, Q-values one look-ahead from them and, at the
    last k, the policy, for every k of the course's solution, token by
    token (the course splits both texts on blanks)."""
    solution = solution_blocks(os.path.join(data, grid + ".solution"))
    problems = []
    for k in ks:
        code, out, err = run("mdp", os.path.join(data, grid + ".test"), "--algorithm", algorithm, "--iterations",
                             str(k), "--values", "--q-values", "--policy")
        got = blocks(out)
        # Prioritized sweeping stops early once its queue is empty: the
        # updates done are printed, at most k.
        m = re.match(r"^(iterations|updates): (\d+)\n", out)
        if code != 0 or not m or not (int(m.group(2)) == k or algorithm == "prioritized" and int(m.group(2)) < k):
            problems.append("k=%d: exit %d, %s%s" % (k, code, out[:200], err))
            continue
        pairs = [("values", "values_k_%d" % k)]
        pairs += [("q-values " + a, "q_values_k_%d_action_%s" % (k, a)) for a in ("north", "west", "south", "east", "exit")]
        if k == ks[-1]:
            pairs.append(("policy", "policy"))
        for ours, theirs in pairs:
            if got.get(ours) != solution.get(theirs):
                problems.append("k=%d %s:\n got  %r\n want %r" % (k, ours, got.get(ours), solution.get(theirs)))
    case("course %s %s by %s: values, Q-values (k = %s) and policy equal the solution's to 4 decimals"
         % (question, grid, algorithm, ", ".join(str(k) for k in (ks[:2] + ["…"] + ks[-2:]))),
         not problems, "\n".join(problems[:6]))


# The course's q1 (value iteration): k = 0..9 and 100, V_k from V_(k-1).
for grid in Q1:
    course_cases("q1", grid, "value-iteration", KS)
# The CMU variant's q4 (asynchronous: one state per k, its terminal state
# first) and q5 (prioritized sweeping: one pop per k), k = 0..9 and 1000.
for grid in Q1:
    course_cases("q4", "q4-" + grid, "async", list(range(10)) + [1000])
    course_cases("q5", "q5-" + grid, "prioritized", list(range(10)) + [1000])

# The course's q3 (Q-learning, alpha 0.1): its one stream of experiences
# (data/q3-*.experiences, from its util.py) is dealt out k at a time, each
# k to a fresh agent: k = 0..9 take the first 45, then N (100, 100, 500,
# 3000) the rest. The grid is rebuilt with the default noise 0.2 (its
# noise key is ignored). Q-values for every k, and values at the last.
def q3_cases(grid, n):
    with open(os.path.join(data, "q3-%s.experiences" % grid), encoding="utf-8") as f:
        stream = f.readlines()
    solution = solution_blocks(os.path.join(data, "q3-%s.solution" % grid))
    problems, offset = [], 0
    for k in list(range(10)) + [n]:
        part = tmpfile("q3-%s-%d.experiences" % (grid, k), "".join(stream[offset:offset + k]).encode())
        offset += k
        code, out, err = run("mdp", os.path.join(data, grid + ".test"), "--noise", "0.2", "--learn", "q-learning",
                             "--alpha", "0.1", "--experiences", part, "--q-values", "--values")
        got = blocks(out)
        if code != 0 or not out.startswith("experiences: %d\n" % k):
            problems.append("k=%d: exit %d, %s%s" % (k, code, out[:200], err))
            continue
        pairs = [("q-values " + a, "q_values_k_%d_action_%s" % (k, a)) for a in ("north", "west", "south", "east", "exit")]
        if k == n:
            pairs.append(("values", "values"))
        for ours, theirs in pairs:
            if got.get(ours) != solution.get(theirs):
                problems.append("k=%d %s:\n got  %r\n want %r" % (k, ours, got.get(ours), solution.get(theirs)))
    case("course q3 %s: Q-learning's Q-values for k = 0..9, %d and the values equal the solution's to 4 decimals"
         % (grid, n), offset == len(stream) and not problems, "\n".join(problems[:6]))


for grid, n in zip(Q1, (100, 100, 500, 3000)):
    q3_cases(grid, n)

# The CMU variant's q9: Q-learning that bootstraps on the exploration
# function u + k/(n+1) (--explore-bonus), its experiences in the .test file
# (a Python list, written here as a transcript), the first K of them for
# each K; Q-values for every K and the values at the last.
def q9_cases(grid):
    import ast
    path = os.path.join(data, "q9-%s.test" % grid)
    with open(path, encoding="utf-8") as f:
        keys = dict(re.findall(r'^(\w+): "(.*)"$', f.read(), re.M))
    stream = ["(%d, %d) %s %s %s\n" % (s[0], s[1], a, r, "TERMINAL" if n == "TERMINAL_STATE" else "(%d, %d)" % n)
              for s, a, n, r in ast.literal_eval(keys["experiences"])]
    solution = solution_blocks(os.path.join(data, "q9-%s.solution" % grid))
    problems = []
    # The ks its solution lists (0..10 and the last: 2-bridge has no 11).
    ks = sorted({int(m) for m in re.findall(r"^q_values_after_(\d+)_", "\n".join(solution), re.M)})
    for k in ks:
        part = tmpfile("q9-%s-%d.experiences" % (grid, k), "".join(stream[:k]).encode())
        code, out, err = run("mdp", path, "--learn", "q-learning", "--alpha", keys["learningRate"], "--explore-bonus",
                             keys["k"], "--experiences", part, "--q-values", "--values")
        got = blocks(out)
        pairs = [("q-values " + a, "q_values_after_%d_updates_action_%s" % (k, a))
                 for a in ("north", "west", "south", "east", "exit")]
        if k == len(stream):
            pairs.append(("values", "values"))
        for ours, theirs in pairs:
            if code != 0 or got.get(ours) != solution.get(theirs):
                problems.append("k=%d %s: exit %d\n got  %r\n want %r\n%s" % (k, ours, code, got.get(ours),
                                                                             solution.get(theirs), err))
    case("CMU q9 %s: Q-learning with the exploration bonus u + %s/(n+1), Q-values after %s of its %d updates "
         "and the values equal the solution's" % (grid, keys["k"], ", ".join(map(str, ks)), len(stream)),
         ks[-1] == len(stream) and not problems, "\n".join(problems[:6]))


for grid in ("1-customgrid", "2-bridge"):
    q9_cases(grid)

# AIMA's 4x3 world (figure 17.1): gamma 1, R = -0.04, noise 0.2; utilities
# of figure 17.3 to 3 decimals and the policy of figure 17.2(a).
aima = os.path.join(data, "aima-4x3.test")
BOOK = [["0.812", "0.868", "0.918", "1.000"], ["0.762", "#", "0.660", "-1.000"],
        ["0.705", "0.655", "0.611", "0.388"]]
BOOK_POLICY = [["east", "east", "east", "terminal"], ["north", "#", "north", "terminal"],
               ["north", "west", "west", "west"]]


def three_decimals(rows):
    return [[t if t == "#" else "%.3f" % float(t) for t in row] for row in rows]


for algorithm in ("value-iteration", "policy-iteration", "modified-pi"):
    code, out, err = run("mdp", aima, "--convention", "aima", "--algorithm", algorithm)
    got = blocks(out)
    case("AIMA 4x3 by %s: the book's utilities and policy" % algorithm,
         code == 0 and three_decimals(got.get("values", [])) == BOOK and got.get("policy") == BOOK_POLICY,
         "exit %d\n%s%s" % (code, out, err))
# The same world in Quandary's own format (data/examples/mdp/aima-4x3.mdp,
# convention aima in the file): the same figures without any option.
for algorithm in ("value-iteration", "policy-iteration"):
    code, out, err = run("mdp", os.path.join(examples, "mdp", "aima-4x3.mdp"), "--algorithm", algorithm)
    got = blocks(out)
    case("aima-4x3.mdp by %s: the book's utilities and policy" % algorithm,
         code == 0 and three_decimals(got.get("values", [])) == BOOK and got.get("policy") == BOOK_POLICY,
         "exit %d\n%s%s" % (code, out, err))
# The layout byte for byte (docs/contracts.md): figure 17.3's utilities to
# 4 decimals (0.811558… as the research notes recompute them), numbers
# right-aligned to the widest cell (-1.0000), one space apart; the policy's
# words left-aligned to the widest (terminal), no blank at a line's end;
# 60 sweeps: the 59th reaches the floating-point fixed point, the 60th's
# residual is 0, the bound at gamma 1.
code, out, err = run("mdp", aima, "--convention", "aima")
case("AIMA 4x3: stdout byte for byte as the contract lays it out", code == 0 and out == (
    "iterations: 60\n"
    "values:\n"
    " 0.8116  0.8678  0.9178  1.0000\n"
    " 0.7616       #  0.6603 -1.0000\n"
    " 0.7053  0.6553  0.6114  0.3879\n"
    "\n"
    "policy:\n"
    "east     east     east     terminal\n"
    "north    #        north    terminal\n"
    "north    west     west     west\n"), out + err)
code, out, err = run("mdp", aima, "--convention", "aima", "--algorithm", "policy-iteration", "--steps")
case("AIMA 4x3 policy iteration: rounds printed, the last without a change",
     code == 0 and re.search(r"^round \d+: 0 changes$", out, re.M) and "rounds: " in out, out + err)
code, out, err = run("mdp", aima, "--convention", "aima", "--epsilon", "0.001", "--steps", "--values")
steps = re.findall(r"^iteration (\d+): residual (\S+)$", out, re.M)
case("AIMA 4x3 --epsilon with gamma 1: the bound is 0, the sweeps stop at the fixed point",
     code == 0 and steps and float(steps[-1][1]) == 0 and float(steps[-2][1]) > 0, out[-600:] + err)
code, out, err = run("mdp", os.path.join(data, "4-discountgrid.test"), "--epsilon", "0.01", "--steps", "--values")
steps = re.findall(r"^iteration (\d+): residual (\S+)$", out, re.M)
bound = 0.01 * (1 - 0.9) / 0.9
case("--epsilon stops at the first residual within ε(1-γ)/γ",
     code == 0 and float(steps[-1][1]) <= bound and all(float(r) > bound for _, r in steps[:-1]) and
     "\niterations: %s\nvalues:\n" % steps[-1][0] in out, out[-800:] + err)

# Asynchronous value iteration in the course's order: the terminal state
# first, so update 1 changes nothing; then (0, 0), the exit worth 10... on
# the tiny grid (x = 0: y = 0 exit 10, y = 1 S, y = 2 exit -10).
code, out, err = run("mdp", os.path.join(data, "1-tinygrid.test"), "--algorithm", "async", "--iterations", "3",
                     "--steps", "--values")
case("async: one state per update, the course's order (TERMINAL, (0, 0), (0, 1)…)",
     code == 0 and out.startswith("update 1: TERMINAL 0.0000\nupdate 2: (0, 0) 10.0000\nupdate 3: (0, 1) 5.0000\n"
                                  "updates: 3\nvalues:\n"), out + err)
code, out, err = run("mdp", os.path.join(data, "2-tinygrid-noisy.test"), "--algorithm", "prioritized", "--values")
# Hand: V(S) = 0.75 (0.75 * 10 + 0.25 V(S)) gives 5.625 / 0.8125 = 6.9231.
case("prioritized sweeping reaches the noisy tiny grid's fixed point (6.9231, by hand)",
     code == 0 and blocks(out).get("values") == [["-10.0000"], ["6.9231"], ["10.0000"]], out + err)

# Q-learning from a transcript worked by hand (tiny grid, gamma 0.5 from the
# file, alpha 0.1; noise 0.2 as the course's Q-learning tests run it, so
# that south from S may stay):
#   (0,0) exit 10  -> Q((0,0),exit) = 0.1*10 = 1.0; then 1.9, 2.71
#   (0,2) exit -10 -> Q((0,2),exit) = -1.0
#   (0,0) exit 10  -> 0.9*2.71 + 1.0 = 3.439
#   (0,1) south to (0,0) -> 0.1 * (0 + 0.5 * 3.439) = 0.17195 (printed 0.1720)
transcript = tmpfile("tiny.experiences", b"(0, 0) exit 10 TERMINAL\n(0, 1) south 0 (0, 1)\n"
                     b"(0, 0) exit 10 TERMINAL\n(0, 0) exit 10 TERMINAL\n(0, 2) exit -10 TERMINAL\n"
                     b"(0, 0) exit 10 TERMINAL\n(0, 1) south 0 (0, 0)\n")
code, out, err = run("mdp", os.path.join(data, "1-tinygrid.test"), "--noise", "0.2", "--learn", "q-learning",
                     "--experiences", transcript, "--alpha", "0.1", "--q-values")
got = blocks(out)
case("Q-learning replays the hand transcript: exit 3.4390 / -1.0000, south 0.1720; five exits, five episodes",
     code == 0 and got.get("q-values exit") == [["-1.0000"], ["illegal"], ["3.4390"]] and
     got.get("q-values south") == [["illegal"], ["0.1720"], ["illegal"]] and
     out.startswith("experiences: 7\nepisodes: 5\n"), out + err)
code, out, err = run("mdp", os.path.join(data, "1-tinygrid.test"), "--noise", "0.2", "--learn", "q-learning",
                     "--experiences", transcript, "--alpha", "0.1", "--steps", "--values")
case("--steps prints the experiences as a transcript", code == 0 and
     out.startswith("(0, 0) exit 10 TERMINAL\n(0, 1) south 0 (0, 1)\n"), out + err)
error_case("a transcript move no outcome reaches (noise 0: south from S cannot stay)",
           ["mdp", os.path.join(data, "1-tinygrid.test"), "--learn", "q-learning", "--experiences", transcript],
           1, "tiny.experiences: line 2")
# Approximate Q-learning with identity features is tabular Q-learning:
# the same transcript, the same Q-values.
code, out, err = run("mdp", os.path.join(data, "1-tinygrid.test"), "--noise", "0.2", "--learn", "approximate",
                     "--features", "identity", "--experiences", transcript, "--alpha", "0.1", "--q-values")
case("approximate Q-learning with identity features replays the hand transcript as Q-learning does",
     code == 0 and blocks(out).get("q-values exit") == [["-1.0000"], ["illegal"], ["3.4390"]] and
     blocks(out).get("q-values south") == [["illegal"], ["0.1720"], ["illegal"]], out + err)
features = tmpfile("tiny.features", b"(0, 1) south bias=1\n(0, 0) exit bias=1\n(1, 0) exit bias=1\n")
error_case("a feature file naming a cell off the grid",
           ["mdp", os.path.join(data, "1-tinygrid.test"), "--learn", "approximate", "--features", features], 1,
           "tiny.features: line 3")
code, out, err = run("mdp", os.path.join(data, "4-discountgrid.test"), "--learn", "q-learning", "--episodes", "200",
                     "--seed", "3")
code2, out2, err2 = run("mdp", os.path.join(data, "4-discountgrid.test"), "--learn", "q-learning", "--episodes", "200",
                        "--seed", "3")
case("seeded episodes: the same seed, the same Q-values", code == 0 and out == out2 and
     out.startswith("experiences: ") and "\nepisodes: 200\n" in out, out[:300] + err)

# --check: the solution's own blocks (the course's route) are correct; a
# changed cell is wrong at its line with the cell named.
discount = os.path.join(data, "4-discountgrid.test")
solution = solution_blocks(os.path.join(data, "4-discountgrid.solution"))
right = "values:\n" + "".join(" ".join(r) + "\n" for r in solution["values_k_100"]) + \
        "\npolicy:\n" + "".join(" ".join(r) + "\n" for r in solution["policy"])
bare = "".join("  ".join(r) + "\n" for r in solution["values_k_100"])
wrong = right.replace("5.7186", "5.7168", 1)
folder = os.path.join(workdir, "answers")
os.makedirs(folder, exist_ok=True)
for name, text in (("right.txt", right), ("bare.txt", bare), ("wrong.txt", wrong),
                   ("right-crlf.txt", right.replace("\n", "\r\n").rstrip("\r\n")),
                   ("header.txt", "iterations: 99\n" + right), ("missing.txt", right.split("\npolicy:")[0] + "\n")):
    with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
        f.write(text)
code, out, err = check_run("mdp", discount, "--iterations", "100", "--check", os.path.join(folder, "right.txt"))
case("--check: the solution's values and policy are correct", code == 0 and out.endswith(": correct\n"), out + err)
code, out, err = check_run("mdp", discount, "--iterations", "100", "--check", os.path.join(folder, "right-crlf.txt"))
case("--check: CRLF line ends and no final newline are no difference", code == 0 and out.endswith(": correct\n"),
     out + err)
code, out, err = check_run("mdp", discount, "--iterations", "100", "--values",
                           "--check", os.path.join(folder, "bare.txt"))
case("--check: a bare grid of values is the values block", code == 0 and out.endswith(": correct\n"), out + err)
code, out, err = check_run("mdp", discount, "--iterations", "100", "--check", os.path.join(folder, "wrong.txt"))
v = verdicts(out).get(os.path.join(folder, "wrong.txt"))
case("--check: a changed value is wrong at its line, the cell named",
     code == 1 and v is not None and v[:2] == ("wrong", 3) and any("(1, 3)" in l and "5.7186" in l for l in v[2]),
     out + err)
code, out, err = check_run("mdp", discount, "--iterations", "100", "--check", os.path.join(folder, "header.txt"))
v = verdicts(out).get(os.path.join(folder, "header.txt"))
case("--check: another number of iterations is wrong at line 1", code == 1 and v is not None and v[:2] == ("wrong", 1),
     out + err)
code, out, err = check_run("mdp", discount, "--iterations", "100", "--check", os.path.join(folder, "missing.txt"))
v = verdicts(out).get(os.path.join(folder, "missing.txt"))
case("--check: a missing policy block is wrong", code == 1 and v is not None and v[0] == "wrong", out + err)

# Pictures and the GIF: AIMA's 4x3 world needs 60 sweeps (59 to the
# floating-point fixed point, one whose residual is 0), so V_0..V_60.
picture_cases("AIMA 4x3 values and policy", ["mdp", aima, "--convention", "aima"], "aima")
picture_cases("discount grid Q-values", ["mdp", discount, "--q-values", "--iterations", "5"], "discount-q")
gif_case("--gif: a frame per sweep, V_0 to V_60", ["mdp", aima, "--convention", "aima"],
         os.path.join(workdir, "aima.gif"), frames=61)
gif_case("--gif of Q-learning: a frame per experience (the transcript's 7 and the start)",
         ["mdp", os.path.join(data, "1-tinygrid.test"), "--noise", "0.2", "--learn", "q-learning", "--experiences",
          transcript, "--alpha", "0.1", "--q-values"], os.path.join(workdir, "tiny-learn.gif"), frames=8)

# A policy's tie: from S between two exits worth 1 (noise 0, gamma 0.9), west
# and east are both worth 0.9; the command prints west (the first), and an
# answer of east is right too, north is not.
tie = tmpfile("tie.test", b'grid: """\n    1    S    1\n"""\nnoise: "0"\ndiscount: "0.9"\n')
code, out, err = run("mdp", tie, "--iterations", "10", "--policy")
case("a tie prints the first best action (west)", code == 0 and blocks(out).get("policy") == [["exit", "west", "exit"]],
     out + err)
east = tmpfile("tie-east.txt", b"policy:\nexit east exit\n")
north = tmpfile("tie-north.txt", b"policy:\nexit north exit\n")
code, out, err = check_run("mdp", tie, "--iterations", "10", "--policy", "--check", east, north)
v = verdicts(out)
case("--check: a tied action is right, another wrong (cell (1, 0) named)",
     code == 1 and v.get(east, ("",))[0] == "correct" and v.get(north, ("",))[:2] == ("wrong", 2) and
     any("(1, 0)" in l for l in v.get(north, ("", 0, []))[2]), out + err)

# The report: the run's command, the world's file, the values' table (the
# book's 0.8116 …) and what stdout printed.
code, out, err, facts = report_case("--report of AIMA's world by value iteration",
                                    ["mdp", aima, "--convention", "aima"], "aima-4x3.test", os.path.join(workdir, "aima.pdf"))
case("--report holds figure 17.3's utilities", facts is not None and "0.8116" in facts["text"] and
     "0.3879" in facts["text"], (facts or {}).get("text", "")[:2000])
report_case("--report of Q-learning", ["mdp", discount, "--learn", "q-learning", "--episodes", "50"],
            "4-discountgrid.test", os.path.join(workdir, "learn.pdf"))
bundle_case("--report-bundle", ["mdp", discount, "--iterations", "20"], os.path.join(workdir, "discount-bundle"))

# A student's learning agent (tests/mdp/q_agent.py: the course's rule) over
# the grid-world protocol, in the sandbox: its grades. With half the
# learning rate its replay of the hand transcript is wrong where the hand
# computation says 3.4390 (alpha 0.1).
agent = "program:%s %s" % (SANDBOX_PYTHON, os.path.join(srcdir, "q_agent.py"))
code, out, err = run("mdp", discount, "--agent", agent, "--episodes", "100", "--threshold", "1")
case("--agent: the course's Q-learning agent passes (100 episodes, its Q-values right)",
     code == 0 and "\nreturn: pass (threshold 1.0000)\n" in out and re.search(r"^q-values: (\d+) of \1 right$", out, re.M)
     and out.endswith("grade: pass\n"), "exit %d\n%s%s" % (code, out, err))
code, out, err = run("mdp", os.path.join(data, "1-tinygrid.test"), "--noise", "0.2", "--agent", agent + " wrong-q",
                     "--episodes", "5", "--experiences", transcript, "--alpha", "0.1")
case("--agent: a wrong learning rule fails on the hand transcript's first wrong pair, (0, 0) exit 3.4390",
     code == 1 and "first (0, 0) exit: reported 1.8549, expected 3.4390" in out and out.endswith("grade: fail\n"),
     "exit %d\n%s%s" % (code, out, err))
code, out, err = run("mdp", discount, "--agent", agent + " crash", "--episodes", "3")
case("--agent: an agent that crashes is named on stderr, exit 1", code == 1 and "episode 1, step 1" in err,
     "exit %d\n%s%s" % (code, out, err))
error_case("--agent with a table to print", ["mdp", discount, "--agent", agent, "--values"], 2,
           "it goes with no --values")

# quandary-cli worksheet mdp: each instance's answer is what its first line's
# command prints, so that command's --check finds it correct.
sheet = os.path.join(workdir, "sheet")
shutil.rmtree(sheet, ignore_errors=True)
code, out, err = run("worksheet", "mdp", "--count", "3", "--seed", "5", "--bundle", sheet)
worlds = sorted(glob.glob(os.path.join(sheet, "*.mdp")))
problems = [] if code == 0 and len(worlds) == 3 else ["exit %d, %d worlds: %s" % (code, len(worlds), err)]
for world in worlds:
    with open(world, encoding="utf-8") as f:
        first = f.readline()
    answer = world[:-len(".mdp")] + ".answer"
    c, o, e = check_run("mdp", world, "--iterations", "2", "--values", "--check", answer)
    if first != "# worksheet: quandary-cli mdp FILE --iterations 2 --values\n" or c != 0:
        problems.append("%s: %r, exit %d\n%s%s" % (world, first, c, o, e))
case("worksheet mdp: every answer of the bundle is correct for its command's --check", not problems,
     "\n".join(problems))

# Ctrl-C stops a long run cleanly with what was done.
big = tmpfile("big.test", ("grid: \"\"\"\n" + "".join(
    " ".join("10" if (x, y) == (0, 0) else "_" for x in range(300)) + "\n" for y in range(300)) +
    "\"\"\"\ndiscount: \"0.99\"\n").encode())
code, out, err, seconds = interrupted(["mdp", big, "--iterations", "1000000000", "--values"], delays=(2, 5, 10))
case("Ctrl-C: the values so far, stopped, exit 130",
     code == 130 and out.startswith("iterations: ") and "stopped" in err, "exit %d\n%s%s" % (code, out[:300], err))

# Hostile inputs: refused with the file and the line, or bounded.
GRID = 'grid: """\n  10    S\n"""\n'
error_case("an empty grid", ["mdp", tmpfile("empty.test", b'grid: """\n"""\n')], 1, "empty.test")
error_case("no terminal", ["mdp", tmpfile("noterminal.test", b'grid: """\n  _    S\n"""\n')], 1, "noterminal.test")
error_case("noise outside [0, 1] in the file", ["mdp", tmpfile("noise.test", (GRID + 'noise: "1.5"\n').encode())], 1,
           "noise.test: line 4")
error_case("a discount outside (0, 1] in the file",
           ["mdp", tmpfile("discount.test", (GRID + 'discount: "0"\n').encode())], 1, "discount.test: line 4")
error_case("NaN in the file", ["mdp", tmpfile("nan.test", (GRID + 'livingReward: "nan"\n').encode())], 1,
           "nan.test: line 4")
error_case("--noise outside [0, 1]", ["mdp", os.path.join(data, "1-tinygrid.test"), "--noise", "-0.1"], 2, "--noise")
error_case("--discount above 1", ["mdp", os.path.join(data, "1-tinygrid.test"), "--discount", "1.5"], 2, "--discount")
error_case("--discount NaN", ["mdp", os.path.join(data, "1-tinygrid.test"), "--discount", "nan"], 2, "--discount")
wide = tmpfile("wide.test", ("grid: \"\"\"\n" + " ".join(["_"] * 2000 + ["1"]) + "\n\"\"\"\n").encode())
error_case("a side past 2,000 cells", ["mdp", wide], 1, "wide.test")
never = tmpfile("never.test", b'grid: """\n    S    _    1\n"""\nnoise: "0"\n')
error_case("gamma 1 and a policy that never ends: policy iteration says so",
           ["mdp", never, "--discount", "1", "--algorithm", "policy-iteration"], 1, "never ends")
code, out, err = run("mdp", never, "--discount", "1", "--iterations", "50", "--values")
case("gamma 1 and a policy that never ends: value iteration runs its K iterations",
     code == 0 and out.startswith("iterations: 50\n") and blocks(out)["values"] == [["1.0000", "1.0000", "1.0000"]],
     out + err)
walls = tmpfile("walls.experiences", b"(0, 4) exit -10 TERMINAL\n(2, 3) north 0 (2, 4)\n")
error_case("a transcript naming a wall", ["mdp", discount, "--learn", "q-learning", "--experiences", walls], 1,
           "walls.experiences: line 2")
moves = tmpfile("moves.experiences", b"(1, 0) jump 0 (1, 1)\n")
error_case("a transcript naming a move that does not exist",
           ["mdp", discount, "--learn", "q-learning", "--experiences", moves], 1, "moves.experiences: line 1")
error_case("an unknown algorithm", ["mdp", discount, "--algorithm", "magic"], 2, "unknown algorithm")
error_case("--epsilon with --learn", ["mdp", discount, "--learn", "td", "--epsilon", "0.1"], 2, "--explore-epsilon")
error_case("Q-values of a passive learner", ["mdp", discount, "--learn", "td", "--q-values"], 2, "Q-values")
error_case("two exploration functions", ["mdp", discount, "--learn", "q-learning", "--explore-bonus", "3",
                                         "--explore-n", "2"], 2, "give one")
error_case("--iterations not a number", ["mdp", discount, "--iterations", "1e3"], 2, "--iterations")
nostart = tmpfile("nostart.test", b'grid: """\n    _    _    1\n"""\n')
error_case("episodes in a world without a start", ["mdp", nostart, "--learn", "q-learning"], 1, "no start cell")

finish()
