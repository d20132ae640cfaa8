#!/usr/bin/env python3
"""GDL games whose roles move together or are more than two (issue 98),
Quandary beside GGP Base's prover (ProverStateMachine, through
tests/bench/ggp/GgpPerft.java: docs/gdl-peers.md):

- perft to depth 3 (joint moves: every combination of the roles' legal
  moves), both counts and times side by side, and whether they agree;
- random playouts (Quandary's 10,000 against the prover's 1,000), per second;
- decoupled UCT on the prisoner's dilemma: testify (strictly dominant) chosen
  by both roles in 20 seeded games.

Usage: bench-gdl-joint.py CLI SOURCE-ROOT [GGP-CLASSPATH]
Without a class path it runs tests/bench/ggp/build-ggp-peer.sh (when there)
for one; without Java or GGP Base the peer's columns say "-".
"""
import os
import re
import subprocess
import sys
import time

cli, root = sys.argv[1:3]
tests = os.path.join(root, "tests", "gdl")
GAMES = [os.path.join(tests, "unit-rps.kif"), os.path.join(tests, "unit-prisoner.kif"),
         os.path.join(tests, "public", "roshambo2.kif"), os.path.join(tests, "public", "tictactoe_3player.kif")]


def peer_classpath():
    if len(sys.argv) > 3:
        return sys.argv[3]
    build = os.path.join(root, "tests", "bench", "ggp", "build-ggp-peer.sh")
    if not os.path.exists(build):
        return None
    p = subprocess.run(["bash", build], capture_output=True, text=True)
    return p.stdout.strip() if p.returncode == 0 else None


def ours_perft(path):
    began = time.monotonic()
    p = subprocess.run([cli, "gdl", path, "--perft", "3", "--time-limit", "60"], capture_output=True, text=True)
    counts = [int(line.split()[1]) for line in p.stdout.splitlines()]
    return counts, time.monotonic() - began


def peer(cp, path, *args):
    if cp is None:
        return ""
    p = subprocess.run(["java", "-cp", cp, "GgpPerft", path] + list(args), capture_output=True, text=True,
                       timeout=300)
    return p.stdout


cp = peer_classpath()
print("%-22s %-28s %-28s %s" % ("rulesheet", "Quandary perft 1-3 (s)", "GGP Base perft 1-3 (s)", "equal"))
for path in GAMES:
    counts, took = ours_perft(path)
    out = peer(cp, path, "--depth", "3", "--time-limit", "120")
    theirs = [(int(m.group(1)), int(m.group(2)), float(m.group(3)))
              for m in re.finditer(r"^perft (\d+) (\d+) ([\d.]+)$", out, re.M)]
    their_counts = [c for _, c, _ in theirs]
    their_time = theirs[-1][2] if theirs else None
    print("%-22s %-28s %-28s %s" % (os.path.basename(path), "%s (%.2f)" % (counts, took),
                                    "%s (%.2f)" % (their_counts, their_time) if theirs else "-",
                                    "yes" if theirs and their_counts == counts[:len(their_counts)] else "-"))

print("\n%-22s %-24s %s" % ("rulesheet", "Quandary playouts/s", "GGP Base playouts/s"))
for path in GAMES[2:]:
    out = subprocess.run([cli, "gdl", path, "--playouts", "10000"], capture_output=True, text=True).stdout
    ours = 10000 / float(re.search(r"playouts in (\d+\.\d+) s", out).group(1))
    m = re.search(r"^playouts (\d+) ([\d.]+)", peer(cp, path, "--playouts", "1000", "--playout-time", "120"), re.M)
    print("%-22s %-24.0f %s" % (os.path.basename(path), ours, "%.0f" % (int(m.group(1)) / float(m.group(2))) if m
                                else "-"))

testify = 0
for seed in range(1, 21):
    out = subprocess.run([cli, "gdl", GAMES[1], "--p1", "mcts:1000", "--p2", "mcts:1000", "--seed", str(seed)],
                         capture_output=True, text=True).stdout
    testify += out.count("plays testify")
print("\nprisoner's dilemma, mcts:1000 against mcts:1000, 20 seeds: testify chosen %d times of 40" % testify)
