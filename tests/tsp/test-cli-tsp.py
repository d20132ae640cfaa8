#!/usr/bin/env python3
"""CLI contract tests of `quandary-cli tsp` (docs/contracts.md "Hill climbing and
simulated annealing on the TSP"), TAP output.

Expected values come from the statement (003, problems 2 and 3) worked out
by hand: golden/README.md.  Usage: test-cli-tsp.py CLI SRCDIR WORKDIR
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

four = os.path.join(srcdir, "data", "four-cities.tsp")
TABLE = (b"\tMadison\tNYC\tChicago\tLA\n"
         b"Madison\t0\t808.11\t122.47\t1669.74\n"
         b"NYC\t808.11\t0\t711.83\t2448.30\n"
         b"Chicago\t122.47\t711.83\t0\t1744.26\n"
         b"LA\t1669.74\t2448.30\t1744.26\t0\n")
# The two best successors of NYC-Madison-Chicago-LA (a tie, broken at random).
BEST = ("step 1 swap NYC Madison length 4933.94 ties 2 tour Madison NYC Chicago LA",
        "step 1 swap Chicago LA length 4933.94 ties 2 tour NYC Madison LA Chicago")


def check_hill_climbing(name, args):
    code, out, err = run(*args)
    lines = out.split("\n")
    ok = (code == 0 and len(lines) == 6 and lines[0] == "neighbours 6"
          and lines[1] == "step 0 start length 5123.14 tour NYC Madison Chicago LA"
          and lines[2] in BEST and lines[3] == "tour " + lines[2].split(" tour ")[1]
          and lines[4] == "length 4933.94" and lines[5] == "")
    case(name, ok, "exit %d\n%s%s" % (code, out, err))
    return out


def step_lines(out):
    return [line for line in out.split("\n") if line.startswith("step ")]


def lengths(out):
    return [float(line.split(" length ")[1].split()[0]) for line in step_lines(out)]


# --- problem 2: the four cities, hill climbing from the given start
check_hill_climbing("four cities: one step to the optimum", ["tsp", four])
by_seed = {}   # the runs of the seeds below, which the ties' case reads again
for seed in ("1", "2", "3"):
    by_seed[seed] = check_hill_climbing("four cities, seed %s" % seed, ["tsp", four, "--seed", seed])
plain = tmpfile("four-plain.txt", TABLE)
check_hill_climbing("--start with commas", ["tsp", plain, "--start", "NYC,Madison,Chicago,LA"])
check_hill_climbing("--start as the statement writes it", ["tsp", plain, "--start", "NYC-Madison-Chicago-LA"])
check_hill_climbing("explicit algorithm and neighbourhood",
                    ["tsp", four, "--algorithm", "hill-climbing", "--neighbourhood", "swap"])
code, out, _ = run("tsp", plain)
case("no start: file order Madison NYC Chicago LA",
     code == 0 and "step 0 start length 4933.94 tour Madison NYC Chicago LA\n" in out
     and len(step_lines(out)) == 1, out)
seen = set()
for seed in range(12):
    out = by_seed[str(seed)] if str(seed) in by_seed else run("tsp", four, "--seed", str(seed))[1]
    seen.add(step_lines(out)[1])
case("ties are broken at random (both successors come up)", seen == set(BEST), repr(seen))

code, out, _ = run("tsp", four, "--restarts", "3", "--seed", "5")
case("--restarts 3 restarts three times", code == 0 and sum(" restart " in l for l in step_lines(out)) == 3
     and out.endswith("length 4933.94\n"), out)

# --- problem 3(b): the acceptance probabilities
golden_case("acceptance table of the statement",
            ["tsp", "--acceptance", "16,15,20", "--acceptance", "25,13,25", "--acceptance", "76,75,276",
             "--acceptance", "1256,1378,100"], "acceptance.out")
code, out, _ = run("tsp", "--acceptance", "15,16,20", "--minimise")
case("--acceptance --minimise", code == 0 and out == "current 15 neighbour 16 T 20 delta -1 p 0.951229\n", out)
code, out, _ = run("tsp", "--acceptance", "16,15,0")
case("--acceptance at T = 0 takes no worse move", code == 0 and out.endswith(" p 0.000000\n"), out)

# --- problem 3(a): annealing at T = 0 behaves like hill climbing
code, out, _ = run("tsp", four, "--algorithm", "annealing", "--schedule", "constant", "--t0", "0",
                   "--iterations", "3000", "--seed", "4")
ls = lengths(out)
case("annealing at T = 0 never lengthens the tour and ends where hill climbing does",
     code == 0 and all(b <= a + 1e-9 for a, b in zip(ls, ls[1:])) and out.endswith("length 4933.94\n"), out[-400:])
code, out, _ = run("tsp", four, "-a", "annealing", "--seed", "4")
case("hot annealing takes worse moves too", code == 0 and any(b > a for a, b in zip(lengths(out), lengths(out)[1:])),
     out[:300])
a = run("tsp", four, "-a", "annealing", "--seed", "8", "--schedule", "linear")
b = run("tsp", four, "-a", "annealing", "--seed", "8", "--schedule", "linear")
case("the same seed gives the same run", a == b and a[0] == 0 and len(a[1]) > 100, a[2])

# --- every run ends by default, and --time-limit (docs/contracts.md).  The logarithmic
# schedule reaches T-MIN = T0/1000 only after e^1000 iterations: it once never ended.
for schedule in ("logarithmic", "constant", "geometric", "linear"):
    code, out, err = run("tsp", four, "-a", "annealing", "--schedule", schedule, "--t-min", "0", "-q", timeout=240)
    case("annealing with the %s schedule ends by default" % schedule, code == 0 and "length " in out,
         "exit %d\n%s%s" % (code, out, err))
code, out, err = run("tsp", four, "-a", "annealing", "--schedule", "logarithmic", timeout=240)
iterations = [int(line.split(" iteration ")[1].split()[0]) for line in step_lines(out) if " iteration " in line]
case("the logarithmic schedule stops after 100000 iterations",
     code == 0 and len(iterations) > 1000 and max(iterations) < 100000 and max(iterations) > 99000, out[-300:] + err)
# Steepest ascent over 2,000 cities scans 2 million neighbours a step: hours in all.
code, out, err = run("tsp", "--random", "2000", "--seed", "3", "-q", "--time-limit", "0.5", timeout=240)
case("hill climbing on 2,000 cities stops at --time-limit (exit 4, the best tour so far)",
     code == 4 and out.startswith("tour C1 ") and "\nlength " in out and "time limit" in err,
     "exit %d\n%s" % (code, err))
code, out, err, seconds = interrupted(["tsp", "--random", "2000", "--seed", "3", "-q"])
case("Ctrl-C stops hill climbing on 2,000 cities: the best tour so far, exit 130",
     code == 130 and seconds < 20 and out.startswith("tour C1 ") and "\nlength " in out and "stopped" in err,
     "exit %d after %.1f s\n%s" % (code, seconds, err))
error_case("tsp a city line with a word too many", ["tsp", tmpfile("extra.tsp", b"# cities\nA 0 0 5\nB 1 1\n")], 1,
           "line 2: expected a city as “name x y”, found 4 words")
error_case("tsp --decrement 0", ["tsp", four, "-a", "annealing", "--schedule", "linear", "--decrement", "0"], 2,
           "--decrement must be greater than 0")
for option in ("--alpha", "--t0", "--t-min", "--decrement", "--size"):
    for bad in ("nan", "-inf", "1e999", "0.5x"):
        error_case("tsp %s %s refused" % (option, bad), ["tsp", four, option, bad], 2,
                   "%s: expected a finite number, got “%s”" % (option, bad))
error_case("tsp --alpha=nan refused", ["tsp", four, "--alpha=nan"], 2, "--alpha: expected a finite number")
error_case("tsp a city name with U+FEFF", ["tsp", tmpfile("bom.tsp", b"# x\n\xef\xbb\xbfA 0 0\nB 1 1\nC 2 0\n")], 1,
           "line 2: the city name “\\u{FEFF}A” holds an invisible character")
for bad in ("-1", "nan", "inf"):
    error_case("--time-limit %s refused" % bad, ["tsp", four, "--time-limit", bad], 2, "--time-limit")

# --- points in the plane
tri = tmpfile("triangle.tsp", b"A 0 0\nB 3 0\nC 3 4\n")
code, out, _ = run("tsp", tri, "-q")
case("3-4-5 triangle: length 12.00", code == 0 and out == "tour A B C\nlength 12.00\n", out)
square = tmpfile("square.tsp", b"# a unit square, crossed at the start\nA 0 0\nB 1 1\nC 1 0\nD 0 1\n")
for moves in ("swap", "2opt"):
    code, out, _ = run("tsp", square, "-n", moves, "-q")
    case("square uncrossed by %s: length 4.00" % moves, code == 0 and out.endswith("length 4.00\n"), out)
code, out, _ = run("tsp", "--random", "30", "--seed", "6", "-n", "2opt", "-a", "annealing", "--alpha", "0.99")
tours = [line.split(" tour ")[1].split() for line in step_lines(out)]
case("every tour visits each of the 30 cities once",
     code == 0 and len(tours) > 10 and all(len(t) == 30 and len(set(t)) == 30 for t in tours), out[:300])
code, out, _ = run("tsp", "--random", "50", "--seed", "1", "--start", "nn", "-n", "2opt")
ls = lengths(out)
case("2-opt hill climbing from the nearest-neighbour tour shortens it, step by step",
     code == 0 and len(ls) > 1 and all(b < a for a, b in zip(ls, ls[1:]))
     and out.endswith("length %.2f\n" % ls[-1]), out[-300:])

saved = os.path.join(workdir, "random10.tsp")
code, out1, _ = run("tsp", "--random", "10", "--seed", "4", "--save", saved, "-q")
code2, out2, _ = run("tsp", saved, "-q")
case("--save writes the instance, which reads back", code == 0 and code2 == 0 and out1 == out2, out1 + out2)

# --- pictures
for fmt, magic in (("png", b"\x89PNG"), ("svg", b"<?xml"), ("pdf", b"%PDF")):
    out = os.path.join(workdir, "tsp." + fmt)
    if os.path.exists(out):
        os.remove(out)
    code, _, err = run("tsp", four, "-a", "annealing", "-q", "--" + fmt, out)
    ok = code == 0 and os.path.exists(out) and open(out, "rb").read(5).startswith(magic)
    case("tsp --%s writes a %s file" % (fmt, fmt.upper()), ok, err)

# --- bad input: exit 1 naming the file and line; usage errors: exit 2
error_case("asymmetric table", ["tsp", tmpfile("asym.tsp", b"A B C\nA 0 1 2\nB 1 0 3\nC 2 4 0\n")], 1,
           "asym.tsp: line 4: the table is not symmetric")
error_case("missing row", ["tsp", tmpfile("rows.tsp", b"A B C\nA 0 1 2\nB 1 0 3\n")], 1,
           "rows.tsp: line 3: the table has no row for")
error_case("bad number", ["tsp", tmpfile("num.tsp", b"A B C\nA 0 1 2\nB 1 0 3x\nC 2 3 0\n")], 1,
           "num.tsp: line 3: \u201c3x\u201d is not a number")
error_case("duplicate name", ["tsp", tmpfile("dup.tsp", b"A 0 0\nB 1 1\nA 2 2\n")], 1,
           "dup.tsp: line 3: the city \u201cA\u201d appears twice")
error_case("two cities", ["tsp", tmpfile("two.tsp", b"A 0 0\nB 1 1\n")], 1,
           "two.tsp: line 2: 2 cities: at least 3 are needed")
error_case("binary file", ["tsp", tmpfile("binary.tsp", b"\x89PNG\r\n\x1a\n\x00\x00")], 1,
           "binary.tsp: this is not a text file")
error_case("huge N", ["tsp", tmpfile("huge.tsp", b"".join(b"c%d %d 0\n" % (i, i) for i in range(20001)))], 1,
           "huge.tsp: line 20001: more than 20000 cities")
error_case("start names an unknown city", ["tsp", four, "--start", "NYC,Madison,Boston,LA"], 1,
           "four-cities.tsp: --start: the tour names \u201cBoston\u201d")
error_case("missing file", ["tsp", os.path.join(workdir, "no-such.tsp")], 1, "no-such.tsp")
error_case("unknown algorithm", ["tsp", four, "--algorithm", "tabu"], 2, "unknown algorithm")
error_case("unknown neighbourhood", ["tsp", four, "-n", "3opt"], 2, "unknown neighbourhood")
error_case("unknown schedule", ["tsp", four, "--schedule", "cubic"], 2, "unknown schedule")
error_case("no cities", ["tsp"], 2, "a CITIES file")
error_case("bad acceptance", ["tsp", "--acceptance", "16,15"], 2, "CURRENT,NEIGHBOUR,T")
error_case("alpha out of range", ["tsp", four, "--alpha", "1.5"], 2, "--alpha")
code, out, _ = run("tsp", "--help")
case("--help describes the options", code == 0 and "--acceptance" in out and "--neighbourhood" in out
     and "--schedule" in out and "--restarts" in out, out)

# A picture over its own input is refused before any work (issue 34); --save
# writes the instance back on purpose.
over_input_cases("tsp --pdf", four, lambda i, o: ["tsp", i, "--pdf", o])
back = tmpfile("back.tsp", open(four, "rb").read())
code, out, err = run("tsp", back, "--save", back)
case("tsp --save over its own input: saved back (on purpose)", code == 0 and os.path.getsize(back) > 0, err)

# --- reports and animations (issue 32)
report_case("tsp --report, hill climbing", ["tsp", four], "four-cities.tsp", os.path.join(workdir, "tsp.pdf"))
report_case("tsp --report, annealing", ["tsp", four, "-a", "annealing", "-i", "300"], "four-cities.tsp",
            os.path.join(workdir, "tsp-annealing.pdf"))
report_case("tsp --report of random cities", ["tsp", "--random", "30", "--seed", "3"], None,
            os.path.join(workdir, "tsp-random.pdf"))
report_case("tsp --report of --acceptance alone", ["tsp", "--acceptance", "16,15,20"], None,
            os.path.join(workdir, "tsp-acceptance.pdf"))
code, out, err = bundle_case("tsp --report-bundle", ["tsp", four, "-a", "annealing", "-i", "300"],
                             os.path.join(workdir, "tsp-bundle"))
with open(os.path.join(workdir, "tsp-bundle", "traces", "steps.txt")) as f:
    case("tsp --report-bundle: the trace is what the command prints", code == 0 and f.read() == out)
for name, args in (("annealing", ["-a", "annealing", "-i", "60", "--seed", "2"]),
                   ("2-opt climbing with restarts", ["-n", "2opt", "--restarts", "3", "--seed", "1"])):
    code, out, err = run("tsp", os.path.join(examples, "tsp", "random-40.tsp"), *args)
    steps = sum(1 for l in out.splitlines() if l.startswith("step "))
    gif_case("tsp --gif, %s: a frame per step line" % name, ["tsp", os.path.join(examples, "tsp", "random-40.tsp"),
                                                              *args], os.path.join(workdir, "tsp-%d.gif" % steps),
             frames=steps)
error_case("tsp --gif without cities", ["tsp", "--acceptance", "16,15,20", "--gif", os.path.join(workdir, "x.gif")],
           2, "--gif draws a run")
error_case("tsp --gif-size too small", ["tsp", four, "--gif", os.path.join(workdir, "x.gif"), "--gif-size", "10x10"],
           2, "--gif-size")
error_case("tsp --gif-delay out of range", ["tsp", four, "--gif", os.path.join(workdir, "x.gif"),
                                            "--gif-delay", "100000"], 2, "--gif-delay")
over_input_cases("tsp --report", four, lambda i, o: ["tsp", i, "--report", o])
over_input_cases("tsp --gif", four, lambda i, o: ["tsp", i, "--gif", o])

# --- a budget of frames (issue 49): annealing on forty cities takes some
# hundreds of steps; its GIF keeps --gif-frames of them (300 by default),
# spread evenly, the first and the last kept, each frame the true step's.
# (560 iterations: some 318 steps, just past the budget, so that the
# all-steps GIF the frames are compared with stays small under the sanitizers)
annealing = ["tsp", os.path.join(examples, "tsp", "random-40.tsp"), "-a", "annealing", "--seed", "1", "-i", "560"]
code, out, err = run(*annealing)
n_steps = sum(1 for l in out.splitlines() if l.startswith("step ")) - 1   # step 0 is the start
case("tsp annealing, seed 1: more steps than the default budget of 300 frames", code == 0 and n_steps >= 300,
     "%d steps" % n_steps)
info = gif_case("tsp --gif of %d steps: 300 frames by default" % n_steps, annealing,
                os.path.join(workdir, "tsp-budget-default.gif"), frames=300)
gif_frames_case("tsp --gif-frames 40 of %d steps: 40 frames, each that step's" % n_steps, annealing, n_steps, 40,
                workdir)
# The hand-worked spacing of a small case: 10 steps in 3 frames are steps
# 0, 5 and 10; 11 steps in 11 frames skip step 5 (5.5 rounds up to 6).
case("the spacing of a budget, worked by hand", sampled_steps(10, 3) == [0, 5, 10]
     and sampled_steps(11, 11) == [0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11] and sampled_steps(4, 5) == [0, 1, 2, 3, 4])
# A shorter run keeps every step: exactly at the budget (steps + 1 frames)
# and one frame short of it (then a step is left out).
short = ["tsp", four, "-a", "annealing", "-i", "300", "--seed", "2"]
code, out, err = run(*short)
short_steps = sum(1 for l in out.splitlines() if l.startswith("step ")) - 1
case("tsp four cities, annealing, 300 iterations: a few steps", code == 0 and 3 <= short_steps < 300,
     "%d steps" % short_steps)
gif_frames_case("tsp --gif-frames steps + 1: every step kept", short, short_steps, short_steps + 1, workdir)
gif_frames_case("tsp --gif-frames steps: one step left out, the first and last kept", short, short_steps,
                short_steps, workdir)
gif_case("tsp --gif of a few steps, the default budget: every step", short,
         os.path.join(workdir, "tsp-budget-short.gif"), frames=short_steps + 1)
for value in ("0", "1", "100001", "many", "-5", ""):
    error_case("tsp --gif-frames %r is a usage error naming the range" % value,
               ["tsp", four, "--gif", os.path.join(workdir, "x.gif"), "--gif-frames", value], 2,
               "--gif-frames must be a number of frames from 2 to 100000")
error_case("tsp --gif-frames without --gif is a usage error", ["tsp", four, "--gif-frames", "100"], 2,
           "--gif-frames go with --gif")
# The report's command does the same run: the GIF's options are left out.
code, out, err = run("tsp", four, "--report-bundle", os.path.join(workdir, "tsp-frames-bundle"), "--gif",
                     os.path.join(workdir, "tsp-frames-bundle.gif"), "--gif-frames", "10")
with open(os.path.join(workdir, "tsp-frames-bundle", "report.md")) as f:
    md = f.read() if code == 0 else ""
case("tsp --report-bundle --gif-frames: the report's command leaves --gif-frames out",
     code == 0 and "four-cities.tsp" in md and "--gif-frames" not in md and "--gif" not in md, err)

# --- --check (docs/contracts.md): the statement's run worked out by hand
# (golden/README.md): from NYC-Madison-Chicago-LA (5123.14) two swaps tie at
# 4933.94, and no swap shortens either tour after them.
for k, best in enumerate(BEST):
    end = best.split(" tour ")[1]
    right = "neighbours 6\nstep 0 start length 5123.14 tour NYC Madison Chicago LA\n%s\ntour %s\nlength 4933.94\n" % (
        best, end)
    check_cases("tsp --check branch %d" % (k + 1), ["tsp", four], right, os.path.join(workdir, "check-four-%d" % k))
    check_cases("tsp --check branch %d, tour and length only" % (k + 1), ["tsp", four],
                "tour %s\nlength 4933.94\n" % end, os.path.join(workdir, "check-four-short-%d" % k))
    # Annealing and restarts: validity (any tour, its length to 0.01).
    check_cases("tsp --check annealing, tour and length only %d" % (k + 1),
                ["tsp", four, "--algorithm", "annealing"], "tour %s\nlength 4933.94\n" % end,
                os.path.join(workdir, "check-four-anneal-%d" % k))

answer = tmpfile("check-four-wrong.txt", b"neighbours 6\nstep 0 start length 5123.14 tour NYC Madison Chicago LA\n"
                 b"step 1 swap NYC Chicago length 4933.94 ties 2 tour Madison NYC Chicago LA\n"
                 b"tour Madison NYC Chicago LA\nlength 4933.94\n")
code, out, err = check_run("tsp", four, "--check", answer)
want = answer + """: wrong at line 3
expected: step 1 swap NYC Madison length 4933.94 ties 2 tour Madison NYC Chicago LA
given:    step 1 swap NYC Chicago length 4933.94 ties 2 tour Madison NYC Chicago LA
  From the tour of length 5123.14, the best of the 6 swaps is swap NYC Madison: length 4933.94 (−189.20).
  2 moves tie for the best; hill climbing takes one at random and the line says “ties 2”; the line of any of them is right.
  The answer's swap NYC Chicago gives length 5123.14 (0.00): not the best.
"""
case("tsp --check explains a swap that is not the best", code == 1 and out == want, "exit %d\n%s%s" % (code, out, err))
answer = tmpfile("check-four-stop.txt", b"neighbours 6\nstep 0 start length 5123.14 tour NYC Madison Chicago LA\n"
                 b"tour NYC Madison Chicago LA\nlength 5123.14\n")
code, out, err = check_run("tsp", four, "--check", answer)
case("tsp --check: stopping before the local optimum is wrong at the tour line",
     code == 1 and "wrong at line 3" in out and "Hill climbing has not stopped yet" in out, out + err)
answer = tmpfile("check-four-short-start.txt", b"tour NYC Madison Chicago LA\nlength 5123.14\n")
code, out, err = check_run("tsp", four, "--check", answer)
case("tsp --check: a tour and length that hill climbing does not end at",
     code == 1 and "wrong at line 1" in out and "swap NYC Madison changes its length by −189.20" in out, out + err)
answers = {
    "a-rotated.txt": (b"tour LA Madison NYC Chicago\nlength 4933.94\n", None),
    "b-start.txt": (b"tour NYC Madison Chicago LA\nlength 5123.14\n", None),
    "c-rounded.txt": (b"neighbours 6\nstep 0 anything\nstep 1 else\ntour Chicago LA NYC Madison\nlength 5123.135\n", None),
    "d-twice.txt": (b"tour NYC Madison NYC LA\nlength 5123.14\n", 1),
    "e-short.txt": (b"tour NYC Madison LA\nlength 5123.14\n", 1),
    "f-unknown.txt": (b"tour NYC Madison Boston LA\nlength 5123.14\n", 1),
    "g-length.txt": (b"tour NYC Madison Chicago LA\nlength 5123.16\n", 2),
    "h-no-length.txt": (b"tour NYC Madison Chicago LA\n", 2),
    "i-more.txt": (b"tour NYC Madison Chicago LA\nlength 5123.14\nlength 5123.14\n", 3),
    "j-neighbours.txt": (b"neighbours 4\ntour NYC Madison Chicago LA\nlength 5123.14\n", 1),
}
folder = os.path.join(workdir, "check-valid")
os.makedirs(folder, exist_ok=True)
for f, (text, _) in answers.items():
    with open(os.path.join(folder, f), "wb") as out_file:
        out_file.write(text)
for algorithm in (["--algorithm", "annealing"], ["--restarts", "3"]):
    code, out, err = check_run("tsp", four, *algorithm, "--check", folder)
    v = verdicts(out)
    problems = ["%s: %r" % (f, v.get(os.path.join(folder, f))) for f, (_, line) in answers.items()
                if v.get(os.path.join(folder, f), ("?", None))[:2] != (("wrong", line) if line else ("correct", None))]
    case("tsp --check %s: tours checked for validity (permutation, length to 0.01)" % " ".join(algorithm),
         code == 1 and not problems, "\n".join(problems) + "\n" + out + err)
error_case("tsp --check with --quiet is a usage error", ["tsp", four, "--quiet", "--check", answer], 2, "--check")
error_case("tsp --check with --time-limit is a usage error", ["tsp", four, "--time-limit", "3", "--check", answer],
           2, "--time-limit")
error_case("tsp --check without CITIES is a usage error", ["tsp", "--check", answer], 2, "CITIES")
error_case("tsp --check with --png is a usage error",
           ["tsp", four, "--png", os.path.join(workdir, "x.png"), "--check", answer], 2, "--png")
error_case("tsp --check-strict alone is a usage error", ["tsp", four, "--check-strict"], 2, "--check")

# --- --palette default|print (issue 35): the tour and, for annealing, both plots
palette_cases("tsp", ["tsp", os.path.join(examples, "tsp", "random-40.tsp"), "--algorithm", "annealing",
                      "--seed", "1"], "tsp")
# (20 iterations: the palette is the same on a short run, whose animation has
# some twenty frames, not the 800 of the default schedule's)
report_palette_cases("tsp", ["tsp", os.path.join(examples, "tsp", "random-40.tsp"), "--algorithm", "annealing",
                             "--seed", "1", "-i", "20"], "tsp")

finish()
