#!/usr/bin/env python3
"""--check of `quandary-cli mapcolor` (a colouring checked for validity) and
`quandary-cli fcmac` (the domain tables compared exactly), TAP output.

The right answers come from hand-made colourings of Australia (AIMA's map) and
from the hand-worked golden tables of golden/fcmac/.  Usage:
test-cli-mapcolor-check.py CLI SRCDIR WORKDIR
"""
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from clitest import *  # noqa: E402,F401,F403

MAP_AUSTRALIA = b"WA: NT, SA\nNT: WA, SA, Q\nSA: WA, NT, Q, NSW, V\nQ: NT, SA, NSW\nNSW: Q, SA, V\nV: SA, NSW\nT:\n"
aus = tmpfile("check-australia.map", MAP_AUSTRALIA)
folder = os.path.join(workdir, "check-mapcolor")
os.makedirs(folder, exist_ok=True)


def answer(name, text):
    path = os.path.join(folder, name)
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(text)
    return path


def lines(*pairs):
    return "".join("%s %s\n" % p for p in pairs)


# Right colourings, made by hand (K = 3 unless said): any order, any names of the palette.
R1 = lines(("WA", "red"), ("NT", "green"), ("SA", "blue"), ("Q", "red"), ("NSW", "green"), ("V", "red"), ("T", "red"))
R2 = "".join(reversed(R1.splitlines(True)))
R3 = lines(("T", "green"), ("SA", "green"), ("WA", "blue"), ("NT", "red"), ("Q", "blue"), ("NSW", "red"), ("V", "blue"))
R4 = lines(("WA", "red"), ("NT", "green"), ("SA", "yellow"), ("Q", "red"), ("NSW", "green"), ("V", "red"),
           ("T", "color5"))
rights = {
    "r1.txt": (R1, "3"), "r2.txt": (R2, "3"), "r3.txt": (R3, "3"), "r4.txt": (R4, "5"),
    "r1-crlf.txt": (R1.replace("\n", "\r\n"), "3"), "r1-blanks.txt": (R1.replace("\n", " \t\n"), "3"),
    "r1-no-newline.txt": (R1.rstrip("\n"), "3"),
}
for f, (text, k) in rights.items():
    code, out, err = check_run("mapcolor", aus, "-k", k, "--check", answer(f, text))
    case("mapcolor --check -k %s: %s is correct" % (k, f), code == 0 and out == "%s: correct\n" % os.path.join(folder, f),
         "exit %d\n%s%s" % (code, out, err))
code, out, err = check_run("mapcolor", aus, "-k", "3", "--check-strict", "--check", os.path.join(folder, "r1-crlf.txt"))
case("mapcolor --check-strict: CRLF is wrong at line 1", code == 1 and "r1-crlf.txt: wrong at line 1\n" in out, out + err)
code, out, err = check_run("mapcolor", aus, "-k", "3", "--check-strict", "--check",
                           os.path.join(folder, "r1-no-newline.txt"))
case("mapcolor --check-strict: no final newline is wrong at the last line",
     code == 1 and "r1-no-newline.txt: wrong at line 7\n" in out, out + err)
# The solver's own output is right, whatever algorithm made it.
for algo in ("backtracking", "fc", "mac", "best"):
    code, own, err = run("mapcolor", aus, "-k", "3", "-a", algo, "--seed", "7")
    code, out, err = check_run("mapcolor", aus, "-k", "3", "--check", answer("own-%s.txt" % algo, own))
    case("mapcolor --check: the output of -a %s is correct" % algo, code == 0 and out.endswith(": correct\n"), out + err)

# Wrong answers, each at its line: (file, text, K, line).
R1L = R1.splitlines(True)
wrongs = [
    ("clash.txt", "".join(R1L[:4]) + "NSW red\n" + "".join(R1L[5:]), "3", 5),
    ("clash-first-line-later.txt", "V red\nSA red\n" + "".join(R1L[:2]), "3", 2),
    ("missing-last.txt", "".join(R1L[:6]), "3", 7),
    ("missing-middle.txt", "".join(R1L[:2] + R1L[3:]), "3", 7),
    ("empty.txt", "", "3", 1),
    ("unknown-region.txt", "".join(R1L[:3]) + "Tasmania red\n" + "".join(R1L[3:]), "3", 4),
    ("repeated.txt", "".join(R1L[:5]) + "WA red\n" + "".join(R1L[5:]), "3", 6),
    ("unknown-colour.txt", "WA red\nNT purple\n" + "".join(R1L[2:]), "3", 2),
    ("case-colour.txt", "WA Red\n", "3", 1),
    ("too-many.txt", "".join(R1L[:6]) + "T yellow\n", "3", 7),
    ("no-colour.txt", "WA\n" + "".join(R1L[1:]), "3", 1),
    ("blank-line.txt", "".join(R1L[:3]) + "\n" + "".join(R1L[3:]), "3", 4),
    ("no-solution.txt", "no solution\n", "3", 1),
    ("stats-added.txt", R1 + "assignments 7\n", "3", 8),
]
for f, text, k, line in wrongs:
    code, out, err = check_run("mapcolor", aus, "-k", k, "--check", answer(f, text))
    got = verdicts(out).get(os.path.join(folder, f))
    case("mapcolor --check: %s is wrong at line %d" % (f, line), code == 1 and got is not None
         and got[:2] == ("wrong", line), "exit %d\n%s%s" % (code, out, err))

# Explanations, checked by hand: Q (line 4) is red, NSW its neighbour is red
# too; green is free for NSW (its neighbours so far: Q red, SA blue).
clash = os.path.join(folder, "clash.txt")
code, out, err = check_run("mapcolor", aus, "-k", "3", "--check", clash)
want = (clash + ": wrong at line 5\nexpected: NSW green\ngiven:    NSW red\n"
        "  NSW and Q are neighbours and both red (Q is red on line 4).\n"
        "  NSW could be green: none of its neighbours on the lines before has it.\n")
case("mapcolor --check explains a clash", code == 1 and out == want, "exit %d\n%s%s" % (code, out, err))
# T has no line: one past the last line; T has no neighbour, so red fits.
missing = os.path.join(folder, "missing-last.txt")
code, out, err = check_run("mapcolor", aus, "-k", "3", "--check", missing)
want = (missing + ": wrong at line 7\nexpected: T red\ngiven:    (nothing: the answer ends here)\n"
        "  T has no line: every region of the map is coloured, and the answer colours 6 regions of 7.\n")
case("mapcolor --check explains a missing region", code == 1 and out == want, "exit %d\n%s%s" % (code, out, err))
many = os.path.join(folder, "too-many.txt")
code, out, err = check_run("mapcolor", aus, "-k", "3", "--check", many)
case("mapcolor --check explains a colour too many", code == 1 and
     "  T brings a colour more, yellow: the lines before already use 3 colours (red, green, blue), and at most 3 "
     "are allowed (-k).\n" in out, out + err)
nosol = os.path.join(folder, "no-solution.txt")
code, out, err = check_run("mapcolor", aus, "-k", "3", "--check", nosol)
case("mapcolor --check: “no solution” on a colourable map names the colouring beside it", code == 1
     and "  The map can be coloured with 3 colours, so “no solution” is wrong" in out, out + err)

# No 2-colouring: WA, NT and SA are a triangle.  Only “no solution” is right.
code, out, err = check_run("mapcolor", aus, "-k", "2", "--check", nosol, answer("nosol-blanks.txt", "no solution  \r\n"))
case("mapcolor -k 2 --check: “no solution” is correct", code == 0 and out.count(": correct\n") == 2, out + err)
r1 = os.path.join(folder, "r1.txt")
code, out, err = check_run("mapcolor", aus, "-k", "2", "--check", r1)
want = (r1 + ": wrong at line 1\nexpected: no solution\ngiven:    WA red\n"
        "  No colouring of this map with 2 colours exists, so the only right answer is “no solution”.\n"
        "  SA, NT, WA are all neighbours of one another: these 3 regions need 3 different colours, more than the 2 "
        "allowed.\n")
case("mapcolor -k 2 --check explains with the clique", code == 1 and out == want, "exit %d\n%s%s" % (code, out, err))
code, out, err = check_run("mapcolor", aus, "-k", "2", "--check", answer("nosol-more.txt", "no solution\nWA red\n"))
case("mapcolor -k 2 --check: a line after “no solution” is wrong at line 2",
     code == 1 and "nosol-more.txt: wrong at line 2\n" in out, out + err)

# Hostile answers never crash.
hostile = {
    "binary.txt": b"\x00\x01\x02WA red\n", "latin1.txt": b"WA r\xe9d\n", "giant-line.txt": b"WA " + b"r" * 2000000,
    "many-lines.txt": b"WA red\n" * 200000, "odd-utf8.txt": "WA\u00a0red\nNT \u202egreen\n".encode(),
}
paths = []
for f, data in hostile.items():
    paths.append(os.path.join(folder, f))
    with open(paths[-1], "wb") as out_file:
        out_file.write(data)
code, out, err = check_run("mapcolor", aus, "-k", "3", "--check", *paths)
v = verdicts(out)
case("mapcolor --check: hostile answers are unreadable or wrong, no crash", code == 1 and len(v) == len(paths)
     and all(x[0] in ("wrong", "unreadable") for x in v.values()) and "Traceback" not in err, out[-2000:] + err)

# A class at once: 300 answers and --check-csv, in well under 5 s.
klass = os.path.join(workdir, "check-mapcolor-class")
os.makedirs(klass, exist_ok=True)
for i in range(300):
    with open(os.path.join(klass, "a%03d.txt" % i), "w", encoding="utf-8") as f:
        f.write(R1 if i % 3 else "".join(R1L[:4]) + "NSW red\n" + "".join(R1L[5:]))
csv = os.path.join(workdir, "check-mapcolor.csv")
start = time.monotonic()
code, out, err = run("mapcolor", aus, "-k", "3", "--check", klass, "--check-csv", csv, people=True)
seconds = time.monotonic() - start
rows = open(csv, encoding="utf-8").read().splitlines() if os.path.exists(csv) else []
case("mapcolor --check-csv over 300 answers in under 5 s", code == 1 and len(rows) == 301 and seconds < 5
     and sum(",wrong," in r for r in rows) == 100, "exit %d, %.2f s, %d rows\n%s" % (code, seconds, len(rows), err))
sys.stderr.write("mapcolor --check of 300 answers: %.2f s\n" % seconds)

error_case("mapcolor --check with --stats is a usage error", ["mapcolor", aus, "--stats", "--check", r1], 2, "--check")
error_case("mapcolor --check with --cnf is a usage error",
           ["mapcolor", aus, "--cnf", os.path.join(workdir, "x.cnf"), "--check", r1], 2, "--check")
error_case("mapcolor --check with --png is a usage error",
           ["mapcolor", aus, "--png", os.path.join(workdir, "x.png"), "--check", r1], 2, "--check")
error_case("mapcolor --check-csv alone is a usage error", ["mapcolor", aus, "--check-csv", "x.csv"], 2, "--check-csv")
error_case("mapcolor --check without a file is a usage error", ["mapcolor", aus, "--check"], 2, "--check")
code, out, err = run("mapcolor", "--help")
case("mapcolor --help says what --check checks", code == 0 and "--check checks answers for validity" in out, out)

# --- fcmac: the tables compared exactly ---
golden = os.path.join(srcdir, "golden", "fcmac")
fg = lambda f: os.path.join(golden, f)  # noqa: E731
read = lambda f: open(fg(f), encoding="utf-8").read()  # noqa: E731
check_cases("fcmac --check diamond (both)", ["fcmac", fg("diamond.map"), "--order", "A,B,D,C"],
            read("diamond-fc.out") + "\n" + read("diamond-mac.out"), os.path.join(workdir, "check-fcmac-diamond"))
check_cases("fcmac --check triangle fc", ["fcmac", fg("triangle.map"), "-o", "D,A,B,C", "-v", "r,g", "-m", "fc"],
            read("triangle-fc.out"), os.path.join(workdir, "check-fcmac-triangle-fc"))
check_cases("fcmac --check triangle mac", ["fcmac", fg("triangle.map"), "-o", "D,A,B,C", "-v", "r,g", "-m", "mac"],
            read("triangle-mac.out"), os.path.join(workdir, "check-fcmac-triangle-mac"))
check_cases("fcmac --check path fc", ["fcmac", fg("path.map"), "-o", "A,D,B,C", "-v", "r,g", "-m", "fc"],
            read("path-fc.out"), os.path.join(workdir, "check-fcmac-path"))

# Explanations, worked by hand in triangle.map and diamond.map.
tri = read("triangle-fc.out").splitlines(True)
tri_args = ["fcmac", fg("triangle.map"), "-o", "D,A,B,C", "-v", "r,g", "-m", "fc"]
# B=r removes r from C, its only value: the row shows C {}.
a = answer("fcmac-wipeout.txt", "".join(tri[:5]) + "B=r\tg\tr\tr\tr\n" + "".join(tri[6:]))
code, out, err = check_run(*tri_args, "--check", a)
want = (a + ": wrong at line 6\nexpected: B=r\tg\tr\t{}\tr\ngiven:    B=r\tg\tr\tr\tr\n"
        "  Forward checking removes r from C because its neighbour B is assigned r (B=r).\n"
        "  That leaves C no value: a wipe-out of C, so B=r fails at once and the search takes it back.\n")
case("fcmac --check explains a forward-checking removal and a wipe-out", code == 1 and out == want,
     "exit %d\n%s%s" % (code, out, err))
# D=r left A only g: A=r is never tried.
a = answer("fcmac-never-tried.txt", "".join(tri[:4]) + "A=r\tr\tg\tg\tr\n" + "".join(tri[5:]))
code, out, err = check_run(*tri_args, "--check", a)
want = (a + ": wrong at line 5\nexpected: A=g\tg\tr\tr\tr\ngiven:    A=r\tr\tg\tg\tr\n"
        "  A is the next variable in the order; its domain is “g”, and its values are tried in the order of --values.\n"
        "  Forward checking has already removed r from A when D=r was assigned, so r is never tried.\n")
case("fcmac --check explains a value never tried", code == 1 and out == want, "exit %d\n%s%s" % (code, out, err))
# B=r wiped C out and B has nothing else: backtrack A.
a = answer("fcmac-backtrack.txt", "".join(tri[:6]) + "B=g\tg\tg\tr\tr\n" + "".join(tri[7:]))
code, out, err = check_run(*tri_args, "--check", a)
case("fcmac --check explains a backtrack by its wipe-out", code == 1 and
     "  B=r wiped out D_C.\n  No value of B is left to try (D_B was “r” after A=g), so the search backtracks: "
     "backtrack A.\n" in out, out + err)
# MAC at B=g: C keeps only b, so D loses b (FC would keep it).
dia = (read("diamond-fc.out") + "\n" + read("diamond-mac.out")).splitlines(True)
row = dia.index("B=g\tr\tg\tb\tr\n")
a = answer("fcmac-mac.txt", "".join(dia[:row]) + "B=g\tr\tg\tb\tr,b\n" + "".join(dia[row + 1:]))
code, out, err = check_run("fcmac", fg("diamond.map"), "--order", "A,B,D,C", "--check", a)
want = (a + ": wrong at line %d\nexpected: B=g\tr\tg\tb\tr\ngiven:    B=g\tr\tg\tb\tr,b\n"
        "  Arc consistency removes b from D at B=g because its neighbour C has only b left.\n" % (row + 1))
case("fcmac --check explains an arc-consistency removal", code == 1 and out == want,
     "exit %d\n%s%s" % (code, out, err))

error_case("fcmac --check with --csv is a usage error",
           ["fcmac", fg("diamond.map"), "--csv", os.path.join(workdir, "x.csv"), "--check", a], 2, "--check")
error_case("fcmac --check with --svg is a usage error",
           ["fcmac", fg("diamond.map"), "--svg", os.path.join(workdir, "x.svg"), "--check", a], 2, "--check")
error_case("fcmac --check-strict alone is a usage error", ["fcmac", fg("diamond.map"), "--check-strict"], 2,
           "--check-strict")
code, out, err = run("fcmac", "--help")
case("fcmac --help says what --check compares", code == 0 and "--check compares answers with the tables" in out, out)

finish()
