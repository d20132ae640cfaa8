"""quandary-cli hmm: the book's umbrella figures (AIMA 4th ed. §14.2, fig. 14.6),
Wikipedia's doctor, Eisner's ice cream by hand, --steps, --predict, --check,
particles, hostile models and evidence, a seeded hunt and a localization
checked by hand, and a differential test against tests/hmm/ref_hmm.py (an
independent model written from the book) on random HMMs of up to 50 states
and 10,000 steps.

Goldens come from outside the program: the book's figures, the examples'
SOURCES.md (worked by hand), the course's sensor (docs/hmm-peers.md §1)
computed here, and ref_hmm.py."""
import math
import os
import random
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import *
import ref_hmm

hmm_dir = os.path.join(examples, "hmm")
UMBRELLA = os.path.join(hmm_dir, "umbrella.hmm")
DOCTOR = os.path.join(hmm_dir, "doctor.hmm")
ICE = os.path.join(hmm_dir, "ice-cream.hmm")
ONE_GHOST = os.path.join(hmm_dir, "one-ghost.hunt")
MAZE = os.path.join(hmm_dir, "maze.hunt")
os.makedirs(workdir, exist_ok=True)


def text_file(name, text):
    return tmpfile(name, text.encode("utf-8"))


def beliefs(out):
    """{t: {state: p}} of the lines `t STATE P …`."""
    rows = {}
    for line in out.splitlines():
        w = line.split()
        if w and w[0].isdigit() and len(w) % 2 == 1 and len(w) > 1:
            rows[int(w[0])] = {w[i]: float(w[i + 1]) for i in range(1, len(w), 2)}
    return rows


def scalars(out):
    """{name: value} of the lines `NAME VALUE`."""
    found = {}
    for line in out.splitlines():
        w = line.split()
        if len(w) == 2 and not w[0].isdigit():
            found[w[0]] = float(w[1])
    return found


def path_of(out):
    return [line.split()[1] for line in out.splitlines() if re.match(r"^\d+ \S+$", line)]


def near(a, b, tol):
    return abs(a - b) <= tol


U5 = "umbrella,umbrella,no-umbrella,umbrella,umbrella"

# ---- the umbrella world (AIMA 4th ed. §14.2.1–14.2.3, fig. 14.6)
code, out, err = run("hmm", UMBRELLA, "--evidence", "umbrella,umbrella")
b = beliefs(out)
case("umbrella: P(R1 | u1) = 0.818, P(R2 | u1, u2) = 0.883 (the book)",
     code == 0 and near(b[1]["rain"], 0.818, 5e-4) and near(b[2]["rain"], 0.883, 5e-4)
     and near(b[1]["rain"], 0.45 / 0.55, 1e-9), out + err)
code, out, err = run("hmm", UMBRELLA, "--evidence", "umbrella,umbrella", "--smooth")
b = beliefs(out)
case("umbrella: the smoothed P(R1 | u1, u2) = 0.883 (the book); at the last step smoothed is filtered",
     code == 0 and near(b[1]["rain"], 0.883, 5e-4) and near(b[2]["rain"], 0.8833570413, 1e-9), out + err)
code, out, err = run("hmm", UMBRELLA, "--evidence", U5, "--viterbi")
s = scalars(out)
case("umbrella: Viterbi's sequence rain, rain, no-rain, rain, rain (fig. 14.6)",
     code == 0 and path_of(out) == ["rain", "rain", "no-rain", "rain", "rain"], out + err)
case("umbrella: the book's message m_1:5 = 0.0210, the joint P(x*, e) = 0.01157 (pomegranate's, "
     "hmmlearn's) and the posterior 0.3374", code == 0 and near(s.get("message", 0), 0.0210, 5e-5)
     and near(s.get("probability", 0), 0.01157, 5e-6) and near(s.get("posterior", 0), 0.3374, 5e-5), out)
code, out, err = run("hmm", UMBRELLA, "--evidence", U5, "--viterbi", "--steps")
messages = [float(m) for m in re.findall(r"messages rain (\S+)", out)]
case("umbrella --viterbi --steps: the book's messages for rain 0.8182, 0.5155, 0.0361, 0.0334, 0.0210 and "
     "no-rain 0.1237 at step 3", code == 0 and len(messages) == 5 and
     all(near(m, w, 5e-5) for m, w in zip(messages, [0.8182, 0.5155, 0.0361, 0.0334, 0.0210]))
     and re.search(r"step 3 no-umbrella\n  messages rain \S+ no-rain 0\.1237", out) is not None, out)

# ---- --steps and --predict, by hand: PREDICT ⟨0.5, 0.5⟩, UPDATE ⟨0.45, 0.1⟩ / 0.55;
# then ⟨0.627, 0.373⟩ (0.7 × 0.818 + 0.3 × 0.182), weighed ⟨0.565, 0.075⟩.
code, out, err = run("hmm", UMBRELLA, "--evidence", "umbrella,umbrella", "--steps")
case("--steps: the book's PREDICT and UPDATE of steps 1 and 2",
     code == 0 and "step 1 umbrella\n  predicted rain 0.5 no-rain 0.5\n  weighed rain 0.45 no-rain 0.1\n"
     "  normaliser 0.55\n" in out and re.search(r"step 2 umbrella\n  predicted rain 0\.62727\d* no-rain 0\.37272",
                                             out) is not None, out)
code, out, err = run("hmm", UMBRELLA, "--evidence", "umbrella,umbrella", "--predict", "30")
b = beliefs(out)
p3 = 0.3 + 0.4 * b[2]["rain"]
case("--predict: P(R3 | u1, u2) = 0.3 + 0.4 × P(R2 | u1, u2), and the prediction tends to ⟨0.5, 0.5⟩",
     code == 0 and sorted(b) == list(range(1, 33)) and near(b[3]["rain"], p3, 1e-9)
     and near(b[32]["rain"], 0.5, 1e-9), out)

# ---- Wikipedia's doctor (start = P(X1)) and Eisner's ice cream by hand (SOURCES.md)
code, out, err = run("hmm", DOCTOR, "--evidence", "normal,cold,dizzy", "--viterbi")
case("doctor: Healthy, Healthy, Fever with joint probability 0.01512 (= 0.6·0.5·0.7·0.4·0.3·0.6)",
     code == 0 and path_of(out) == ["Healthy", "Healthy", "Fever"]
     and near(scalars(out).get("probability", 0), 0.6 * 0.5 * 0.7 * 0.4 * 0.3 * 0.6, 1e-12), out + err)
code, out, err = run("hmm", ICE, "--evidence", "3,1,3", "--likelihood")
s = scalars(out)
case("ice cream: P(3, 1, 3) = 0.028562 (0.023496 + 0.005066 by hand)",
     code == 0 and near(s.get("likelihood", 0), 0.028562, 1e-9)
     and near(s.get("log-likelihood", 0), math.log(0.028562), 1e-9), out + err)

# ---- --check: the course's lines, a wrong one, a path as likely (a tie)
right = text_file("umbrella-right.txt", "1 rain 0.818 no-rain 0.182\n2 no-rain 0.117 rain 0.883\n")
wrong = text_file("umbrella-wrong.txt", "1 rain 0.818 no-rain 0.182\n2 rain 0.8 no-rain 0.2\n")
short = text_file("umbrella-short.txt", "1 rain 0.818 no-rain 0.182\n")
code, out, err = check_run("hmm", UMBRELLA, "--evidence", "umbrella,umbrella", "--check", right, wrong, short)
case("--check: the book's 0.818 and 0.883 are right (states in any order); 0.8 is wrong at line 2; "
     "an answer that stops is wrong where it stops", code == 1 and "umbrella-right.txt: correct" in out
     and "umbrella-wrong.txt: wrong at line 2" in out and "P(rain) at step 2 is 0.8834" in out
     and "umbrella-short.txt: wrong at line 2" in out, out + err)
path_right = text_file("path-right.txt", "1 rain\n2 rain\n3 no-rain\n4 rain\n5 rain\nmessage 0.0210\n")
path_wrong = text_file("path-wrong.txt", "1 rain\n2 rain\n3 rain\n4 rain\n5 rain\n")
message_wrong = text_file("message-wrong.txt", "1 rain\n2 rain\n3 no-rain\n4 rain\n5 rain\nmessage 0.03\n")
code, out, err = check_run("hmm", UMBRELLA, "--evidence", U5, "--viterbi", "--check", path_right, path_wrong,
                     message_wrong)
case("--check --viterbi: the book's path and message right; rain at step 3 wrong at line 3; a message "
     "off by 40% wrong", code == 1 and "path-right.txt: correct" in out and "path-wrong.txt: wrong at line 3" in out
     and "message-wrong.txt: wrong at line 6" in out, out + err)
tie_model = text_file("tie.hmm", "states: a b\nobservations: x\nstart: 0.5 0.5\ntransition:\n  a: 0.5 0.5\n"
                    "  b: 0.5 0.5\nsensor:\n  a: 1\n  b: 1\n")
tie = text_file("tie.txt", "1 b\n2 a\n")
code, out, err = check_run("hmm", tie_model, "--evidence", "x,x", "--viterbi", "--check", tie)
case("--check --viterbi: another path exactly as likely is right", code == 0 and "tie.txt: correct" in out, out + err)

# ---- particles: seeded, near the exact filter
args = ["hmm", UMBRELLA, "--evidence", U5, "--particles", "100000", "--seed", "7"]
code, out, err = run(*args)
code2, out2, _ = run(*args)
m = re.search(r"total-variation max (\S+) at (\d+) mean (\S+)", out)
case("--particles 100000: within 0.01 of the exact filter at every step; the same seed, the same digits",
     code == 0 and m is not None and float(m.group(1)) < 0.01 and out == out2, out + err)
code, out3, err = run("hmm", UMBRELLA, "--evidence", U5, "--particles", "100000", "--seed", "8",
                      "--resample", "multinomial")
case("--particles: another seed and multinomial resampling give other digits", code == 0 and out3 != out, out3)

# ---- refusals: each names the file, the line or the step, exit 1 (usage: 2)
bad_sum = text_file("bad-sum.hmm", open(UMBRELLA).read().replace("rain: 0.7 0.3", "rain: 0.7 0.2"))
error_case("a row not summing to 1 names its line", ["hmm", bad_sum, "--evidence", "umbrella"], 1,
           "bad-sum.hmm: line 11: the transitions of “rain” sum to 0.9, not 1")
bad_nan = text_file("bad-nan.hmm", open(UMBRELLA).read().replace("rain: 0.9 0.1", "rain: nan 0.1"))
error_case("NaN is refused naming its line", ["hmm", bad_nan, "--evidence", "umbrella"], 1,
           "bad-nan.hmm: line 14: “nan” is not a probability")
error_case("an unknown observation names its step", ["hmm", UMBRELLA, "--evidence", "umbrella,rain"], 1,
           "--evidence: step 2 of the evidence: no observation is named “rain”")
sure = text_file("sure.hmm", "states: a b\nobservations: x y\nstart: 1 0\ntransition:\n  a: 1 0\n  b: 0 1\n"
               "sensor:\n  a: 1 0\n  b: 0 1\n")
for question in ([], ["--smooth"], ["--viterbi"], ["--likelihood"], ["--particles", "100"]):
    error_case("impossible evidence %s: the step and the observation named, never NaN" % " ".join(question),
               ["hmm", sure, "--evidence", "x,x,y"] + question, 1,
               "sure.hmm: the evidence cannot be: step 3, “y”, has probability 0 after steps 1 to 2")
many = text_file("many.hmm", "states: " + " ".join("s%d" % i for i in range(100001)) + "\nobservations: o\n")
error_case("100,001 states are refused at once", ["hmm", many, "--evidence", "o"], 1,
           "many.hmm: line 1: more than 100000 states")
n = 100000
ring = text_file("ring.hmm", "states: %s\nobservations: o\nstart: 1%s\ntransition:\n%s\nsensor:\n%s\n" % (
    " ".join("s%d" % i for i in range(n)), " 0" * (n - 1),
    "\n".join("  s%d: s%d=1" % (i, (i + 1) % n) for i in range(n)), "\n".join("  s%d: 1" % i for i in range(n))))
code, out, err = run("hmm", ring, "--evidence", "o,o,o", "--viterbi")
case("10^5 states on a ring: read and answered (s0, s1, s2)", code == 0 and path_of(out) == ["s0", "s1", "s2"],
     err)
long_evidence = text_file("long.txt", ",".join(["o"] * 2000) + "\n")
error_case("10^5 states × 2,000 steps: refused before any table is made",
           ["hmm", ring, "--evidence-file", long_evidence], 1,
           "the answer would hold 200,000,000 numbers (steps × states), more than 134,217,728")
million = text_file("million.txt", "# a million mornings\n" + "umbrella,no-umbrella,\n" * 500000)
code, out, err = run("hmm", UMBRELLA, "--evidence-file", million, "--likelihood", timeout=60)
s = scalars(out)
case("a million steps: the log-likelihood only (no underflow), finite", code == 0 and "likelihood" not in s
     and -1e6 < s.get("log-likelihood", 0) < -1e5, out + err)
alternating = text_file("alternating.txt", "umbrella,no-umbrella,\n" * 1000)
code, out, err = run("hmm", UMBRELLA, "--evidence-file", alternating, "--viterbi")
s = scalars(out)
_, log_likelihood = ref_hmm.forward({"states": ["rain", "no-rain"], "observations": ["umbrella", "no-umbrella"],
                                     "prior": [0.5, 0.5], "A": [[0.7, 0.3], [0.3, 0.7]],
                                     "B": [[0.9, 0.1], [0.2, 0.8]]}, [0, 1] * 1000)
case("2,000 steps: the joint, the posterior and the message underflow a double and are printed in logs, "
     "log posterior = log joint − log P(e); no 0, no NaN", code == 0 and "probability" not in s
     and "message" not in s and "posterior" not in s and s.get("log-probability", 0) < -800
     and s.get("log-message", 0) < -800 and "nan" not in out.lower()
     and near(s.get("log-posterior", 0), s.get("log-probability", 0) - log_likelihood, 1e-6), out[-300:] + err)
error_case("a board's options on a model are a usage error", ["hmm", UMBRELLA, "--evidence", "umbrella",
                                                             "--turns", "3"], 2, "go with a board")
error_case("--likelihood draws nothing: a picture with it is a usage error",
           ["hmm", UMBRELLA, "--evidence", "umbrella", "--likelihood", "--png", os.path.join(workdir, "l.png")], 2,
           "--likelihood prints a number")
error_case("--seed without particles on a model is a usage error (it would change nothing)",
           ["hmm", UMBRELLA, "--evidence", "umbrella", "--seed", "3"], 2, "--seed seeds the particles")
error_case("two questions are a usage error", ["hmm", UMBRELLA, "--evidence", "umbrella", "--smooth",
                                               "--viterbi"], 2, "ask one")

# ---- pictures: the trellis and the beliefs
picture_cases("the Viterbi trellis", ["hmm", UMBRELLA, "--evidence", U5, "--viterbi"], "hmm-trellis")
picture_cases("the smoothed beliefs", ["hmm", UMBRELLA, "--evidence", U5, "--smooth", "--predict", "2"],
              "hmm-beliefs")


# ---- a seeded hunt: the same seed, the same game; the first reading by hand
def board_rows(path):
    lines = open(path).read().split("\n")
    if "board:" in lines:
        lines = lines[lines.index("board:") + 1:]
    return [line for line in lines if line and not line.startswith("#")]


def course_likelihood(r, d):
    """The course's P(r | d): Σ_e P(e) [max(1, r − e) = d], P(e) = 2^(7−|e|)/382 (docs/hmm-peers.md §1)."""
    return sum(2 ** (7 - abs(e)) / 382 for e in range(-7, 8) if max(1, r - e) == d)


def first_belief_by_hand(rows, reading, likelihood):
    """The most likely square after the first reading from a uniform prior: (x, y, p), the first in reading
    order on ties."""
    weights = [((x, y), likelihood(x, y, reading)) for y, row in enumerate(rows) for x, c in enumerate(row)
               if c != "%"]
    total = sum(w for _, w in weights)
    (x, y), w = max(weights, key=lambda sw: sw[1])
    return x, y, w / total


args = ["hmm", ONE_GHOST, "--seed", "5", "--show-ghosts"]
code, out, err = run(*args)
code2, out2, _ = run(*args)
code3, out3, _ = run("hmm", ONE_GHOST, "--seed", "6", "--show-ghosts")
case("a hunt: the same seed, the same turns; another seed, another hunt",
     code == 0 and out == out2 and out != out3 and re.search(r"^caught 1 of 1 after \d+ turns$", out, re.M), out)
rows = board_rows(ONE_GHOST)
hx, hy = next((x, y) for y, row in enumerate(rows) for x, c in enumerate(row) if c == "P")
m = re.search(r"^ghost 1 reading (\d+) likely (\d+),(\d+) (\S+)", out, re.M)
x, y, p = first_belief_by_hand(rows, int(m.group(1)),
                               lambda x, y, r: course_likelihood(r, abs(x - hx) + abs(y - hy)))
case("a hunt's first reading: the most likely square and its probability by the course's sensor, by hand",
     (int(m.group(2)), int(m.group(3))) == (x, y) and near(float(m.group(4)), p, 1e-9),
     "%s vs %s" % (m.group(0), (x, y, p)))
code, out, err = run("hmm", ONE_GHOST, "--seed", "5", "--particles", "2000", "--turns", "4")
case("a hunt with particles: their most likely square beside the exact one",
     code == 0 and len(re.findall(r"likely \d+,\d+ \S+ particles \d+,\d+ \S+ total-variation", out)) == 5, out + err)
# 100,000 draws spread over the board's 82 squares differ from their law by about
# 82 · sqrt(2 p (1 − p) / (π N)) / 2 ≈ 0.0115 in total variation (p = 1/82): drawn one
# by one (multinomial), the particles stray about that far; moved and resampled
# systematically (the default), they must stay within the 0.01 of the exact
# belief at every turn of 50, on every seed tried.
worst = {}
for seed in ("1", "2", "5", "8"):
    code, out, err = run("hmm", ONE_GHOST, "--seed", seed, "--particles", "100000", "--turns", "50")
    tvs = [float(x) for x in re.findall(r"total-variation (\S+)", out)]
    worst[seed] = max(tvs) if code == 0 and tvs else math.inf
case("a hunt with 100,000 particles: within 0.01 of the exact belief at every turn of 50, seeds 1, 2, 5, 8 "
     "(largest %s)" % worst, max(worst.values()) < 0.01, str(worst))
code, out, err = run("hmm", ONE_GHOST, "--seed", "8", "--particles", "100000", "--turns", "50", "--resample",
                     "multinomial")
tvs = [float(x) for x in re.findall(r"total-variation (\S+)", out)]
case("multinomial draws stray farther than systematic ones (largest %s against %s), within twice the noise"
     % (max(tvs) if tvs else None, worst["8"]), code == 0 and tvs and worst["8"] < max(tvs) < 0.05, out[-500:] + err)

# Localization (AIMA §14.3.2): the first reading's belief by the wall sensor with ε = 0.2.
rows = board_rows(MAZE)
W, H = len(rows[0]), len(rows)


def walls(x, y):
    blocked = lambda x, y: not (0 <= x < W and 0 <= y < H) or rows[y][x] == "%"
    return [blocked(x, y - 1), blocked(x + 1, y), blocked(x, y + 1), blocked(x - 1, y)]


def wall_likelihood(x, y, reading):
    d = sum(1 for bit, wall in zip(reading, walls(x, y)) if (bit != "-") != wall)
    return 0.8 ** (4 - d) * 0.2 ** d


code, out, err = run("hmm", MAZE, "--seed", "3", "--turns", "20", "--show-ghosts")
m = re.search(r"^turn 0 reading (\S{4}) likely (\d+),(\d+) (\S+) error (\d+) at (\d+),(\d+)", out, re.M)
x, y, p = first_belief_by_hand(rows, m.group(1), wall_likelihood)
err_by_hand = abs(x - int(m.group(6))) + abs(y - int(m.group(7)))
case("localization's first reading: the most likely square, its probability and its error, by hand",
     code == 0 and (int(m.group(2)), int(m.group(3))) == (x, y) and near(float(m.group(4)), p, 1e-9)
     and int(m.group(5)) == err_by_hand and "mean-error" in out, m.group(0) if m else out + err)
picture_cases("the board at the end of a hunt", ["hmm", ONE_GHOST, "--seed", "5", "--particles", "300",
                                                 "--show-ghosts"], "hmm-board")


# ---- differential: ref_hmm.py on random models (seeded), up to 50 states and 10,000 steps
# The report and the GIF of a question and of a hunt: the book's numbers in
# the report's text; a frame per step (T + 1 with the empty chart) and per
# turn (the first readings, then 10 turns).
code, out, err, facts = report_case("--report of the umbrella world's filtering",
                                    ["hmm", UMBRELLA, "--evidence", "umbrella,umbrella"], "umbrella.hmm",
                                    os.path.join(workdir, "umbrella.pdf"))
case("--report holds the book's 0.818 and 0.883", facts is not None and "0.8182" in facts["text"] and
     "0.8834" in facts["text"], (facts or {}).get("text", "")[:2000])
code, out, err, facts = report_case("--report of Viterbi", ["hmm", UMBRELLA, "--evidence",
                                    "umbrella,umbrella,no-umbrella,umbrella,umbrella", "--viterbi"], "umbrella.hmm",
                                    os.path.join(workdir, "viterbi.pdf"))
case("--report of Viterbi holds fig. 14.6's last message 0.0210 and the joint 0.0116",
     facts is not None and "0.0210" in facts["text"] and "0.0116" in facts["text"], (facts or {}).get("text", "")[:2000])
code, out, err, facts = report_case("--report of a seeded hunt", ["hmm", ONE_GHOST, "--seed", "5", "--turns", "10"],
                                    "one-ghost.hunt", os.path.join(workdir, "hunt.pdf"))
last = [l for l in out.splitlines() if l.startswith("turn 10 ")]
m = re.search(r"hunter (\d+),(\d+)", last[0]) if last else None
case("--report of a hunt logs the turns the command prints (turn 10's square)",
     facts is not None and m is not None and re.search(r"10\s+\w+ to \(%s, %s\)" % m.groups(), facts["text"]),
     (facts or {}).get("text", "")[:3000])
gif_case("--gif of filtering: a frame per step", ["hmm", UMBRELLA, "--evidence", "umbrella,umbrella,no-umbrella"],
         os.path.join(workdir, "filter.gif"), min_frames=3)
gif_case("--gif of a hunt: the first readings, then a frame per turn", ["hmm", ONE_GHOST, "--seed", "5", "--turns", "10"],
         os.path.join(workdir, "hunt.gif"), frames=11)
error_case("--gif with --likelihood is a usage error", ["hmm", UMBRELLA, "--evidence", "umbrella", "--likelihood",
           "--gif", os.path.join(workdir, "none.gif")], 2, "--gif")

# A student's hunter (tests/hmm/hunter_agent.py: the exact filter in Python,
# written from the protocol) over the ghost-hunt protocol, in the sandbox.
hunter = "program:%s %s" % (SANDBOX_PYTHON, os.path.join(os.path.dirname(os.path.abspath(__file__)), "hunter_agent.py"))
code, out, err = run("hmm", ONE_GHOST, "--seed", "5", "--hunter", hunter, "--beliefs", "--tolerance", "1e-9")
case("--hunter program: the Python hunter catches the ghost, its beliefs Quandary's to 1e-9 every turn",
     code == 0 and re.search(r"^beliefs: (\d+) of \1 right", out, re.M) and "hunt: pass" in out and
     out.endswith("grade: pass\n"), "exit %d\n%s%s" % (code, out, err))
code, out, err = run("hmm", ONE_GHOST, "--seed", "5", "--hunter", hunter + " uniform", "--beliefs", "--turns", "3")
case("--hunter program: uniform beliefs are wrong from turn 0, exit 1",
     code == 1 and "first turn 0 ghost 1" in out and out.endswith("grade: fail\n"), "exit %d\n%s%s" % (code, out, err))
code, out, err = run("hmm", ONE_GHOST, "--hunter", hunter + " illegal")
case("--hunter program: a move into a wall is named with its turn, exit 1",
     code == 1 and "turn 0" in err and "not a legal move" in err, "exit %d\n%s%s" % (code, out, err))
error_case("--hunter program: on a localization board", ["hmm", MAZE, "--hunter", hunter], 1, "no hunter")
error_case("--beliefs without a student's hunter", ["hmm", ONE_GHOST, "--beliefs"], 2, "--hunter program")
error_case("--hunter program: with a picture", ["hmm", ONE_GHOST, "--hunter", hunter, "--png",
           os.path.join(workdir, "x.png")], 2, "no --particles")

def differential(seed, n, m, T, start, gaps, lag=2):
    rng = random.Random(seed)
    model = ref_hmm.random_model(rng, n, m, start)
    evidence = ref_hmm.sample_evidence(rng, model, T, gaps)
    path = text_file("random-%d.hmm" % seed, ref_hmm.text(model))
    ev = text_file("random-%d.txt" % seed, ",".join("-" if e is None else "o%d" % e for e in evidence) + "\n")
    problems = []
    filtered, log_likelihood = ref_hmm.forward(model, evidence)
    expected = {"--filter": filtered, "--smooth": ref_hmm.smooth(model, evidence)}
    if T <= 60:
        expected["--lag"] = ref_hmm.fixed_lag(model, evidence, lag)
    for option, rows in expected.items():
        code, out, err = run("hmm", path, "--evidence-file", ev, option, *([str(lag)] if option == "--lag" else []))
        got = beliefs(out)
        worst = max((abs(got[t + 1]["s%d" % i] - p) for t, row in enumerate(rows) for i, p in enumerate(row)),
                    default=0) if len(got) == T else math.inf
        if code != 0 or worst > 1e-9:
            problems.append("%s: exit %d, largest difference %g %s" % (option, code, worst, err))
    code, out, err = run("hmm", path, "--evidence-file", ev, "--likelihood")
    got = scalars(out).get("log-likelihood", math.inf)
    if abs(got - log_likelihood) > 1e-9 * abs(log_likelihood) + 1e-12:
        problems.append("log-likelihood %r, the reference's %r" % (got, log_likelihood))
    best, log_joint = ref_hmm.viterbi(model, evidence)
    code, out, err = run("hmm", path, "--evidence-file", ev, "--viterbi")
    s = scalars(out)
    given = s["log-probability"] if "log-probability" in s else math.log(s.get("probability", 0) or 1e-300)
    if path_of(out) != ["s%d" % i for i in best] or abs(given - log_joint) > 1e-9 * abs(log_joint):
        problems.append("viterbi: %d steps differ, log P(x*, e) %r vs %r" % (
            sum(a != "s%d" % b for a, b in zip(path_of(out), best)), given, log_joint))
    case("differential, seed %d: %d states, %d observations, %d steps (%s, %d%% without evidence): filter, "
         "smooth%s, log-likelihood, Viterbi as ref_hmm.py" % (seed, n, m, T, "start" if start else "prior",
                                                              gaps * 100, ", lag" if T <= 60 else ""),
         not problems, "; ".join(problems))


for seed in range(1, 9):
    rng = random.Random(seed * 1000)
    differential(seed, rng.randint(2, 12), rng.randint(2, 6), rng.randint(1, 60), seed % 2 == 0, 0.1 * (seed % 3))
differential(20, 50, 8, 2000, True, 0.05)
differential(21, 50, 20, 10000, False, 0.0)

finish()
