#!/usr/bin/env python3
"""The exact Connect Four solver (`quandary-cli kinarow --game connect4
--solve`) on Pascal Pons' test sets, side by side with Pons' own solver
(github.com/PascalPons/connect4, C++) when QD_PONS_C4 names a program built
from it (never part of Quandary: build it yourself, see below).

Usage: bench-kinarow-solve.py CLI SRCDIR [POSITIONS-PER-SET]

The sets: the six files Test_L3_R1 (end), Test_L2_R1, Test_L2_R2 (middle),
Test_L1_R1, Test_L1_R2, Test_L1_R3 (beginning) of the folder QD_C4_SETS when
it is set (lines "MOVES SCORE", blog.gamesolver.org/solving-connect-four/
02-test-protocol/), else the subsets in tests/kinarow/positions/ (end,
middle, beginning; their SOURCES.md).  The first POSITIONS-PER-SET lines of
each (default 100), or fewer with QD_C4_HARD (default 10) for the sets
whose positions have 14 moves or more left (R2, R3).

For each set: every score must equal the published one (and Pons'), else
the bench says which and exits with 1; then each solver's mean time a
position (its own measure: from the move list read to the score found),
mean nodes, and the ratio of the times (Quandary / Pons: below 1, Quandary
is faster).  On a shared machine the load drifts: with Pons' solver each
set runs four times, Quandary, Pons, Pons, Quandary, and each position
counts the lower of its two times.

QD_PONS_C4: a program reading positions on stdin, one a line, and printing
"MOVES SCORE NODES MICROSECONDS" for each with its table cleared before
each position, as Quandary does (a small driver around Pons' Solver class:
solver.reset(), solver.solve(P), solver.getNodeCount()), built with
`g++ -O3 -DNDEBUG`.  Pons' Solver.hpp at his repository's head sets
TABLE_SIZE = 24 (16,777,259 slots); Quandary's table has 8,388,617 (2^23's
next prime, as his tutorial's earlier parts): build his with TABLE_SIZE = 23
for node counts identical position by position (with 24, a few positions in
a hundred differ by a few nodes, where two keys share a slot in one table
and not in the other), and for the same table size in the timing.  A program printing "MOVES SCORE" only (Pons' own
main.cpp, which keeps its table from one position to the next) is timed
line by line through a pipe here (its nodes then unknown)."""

import os
import subprocess
import sys
import time

CLI, SRCDIR = sys.argv[1], sys.argv[2]
PER_SET = int(sys.argv[3]) if len(sys.argv) > 3 else 100
HARD = int(os.environ.get('QD_C4_HARD', '10'))
ENV = dict(os.environ, LC_ALL='C', LANGUAGE='C')
PONS = os.environ.get('QD_PONS_C4')
SETS_DIR = os.environ.get('QD_C4_SETS')
FULL_SETS = [('end (Test_L3_R1)', 'Test_L3_R1'), ('middle (Test_L2_R1)', 'Test_L2_R1'),
             ('middle (Test_L2_R2)', 'Test_L2_R2'), ('beginning (Test_L1_R1)', 'Test_L1_R1'),
             ('beginning (Test_L1_R2)', 'Test_L1_R2'), ('beginning (Test_L1_R3)', 'Test_L1_R3')]


def sets():
    if SETS_DIR:
        for label, name in FULL_SETS:
            path = os.path.join(SETS_DIR, name)
            if os.path.exists(path):
                yield label, path, PER_SET if name.endswith('R1') else min(PER_SET, HARD)
        return
    for name in ('end', 'middle', 'beginning'):
        yield name, os.path.join(SRCDIR, 'tests', 'kinarow', 'positions', name + '.txt'), PER_SET


def read_set(path, n):
    cases = []
    with open(path) as f:
        for line in f:
            fields = line.split()
            if len(fields) >= 2:
                cases.append((fields[0], int(fields[1])))
    return cases[:n]


def run_batch(args, cases):
    """Rows (moves, score, nodes, microseconds) of a solver printing four columns."""
    text = ''.join(moves + '\n' for moves, _ in cases)
    p = subprocess.run(args, input=text, capture_output=True, text=True, env=ENV)
    if p.returncode != 0:
        sys.exit('%s failed (%d): %s' % (args[0], p.returncode, p.stderr.strip()))
    rows = []
    for line in p.stdout.splitlines():
        fields = line.split()
        rows.append((fields[0], int(fields[1]), int(fields[2]) if len(fields) > 3 else None,
                     int(fields[3]) if len(fields) > 3 else None))
    return rows


def run_piped(args, cases):
    """Rows of a solver printing "MOVES SCORE" only: each line timed through the pipe."""
    p = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=ENV,
                         cwd='/tmp', bufsize=1)
    rows = []
    for moves, _ in cases:
        start = time.perf_counter()
        p.stdin.write(moves + '\n')
        p.stdin.flush()
        fields = p.stdout.readline().split()
        rows.append((fields[0], int(fields[1]), None, int((time.perf_counter() - start) * 1e6)))
    p.stdin.close()
    p.wait()
    return rows


def pons(cases):
    rows = run_batch([PONS], cases[:1])
    if rows and rows[0][2] is None:
        return run_piped([PONS], cases), 'piped'
    return run_batch([PONS], cases), 'own'


def fastest(rows, again):
    """Each position's row with the lower of its two times."""
    if len(again) != len(rows):
        return rows
    return [a if b[3] is None or (a[3] is not None and a[3] <= b[3]) else b for a, b in zip(rows, again)]


def mean(values):
    values = [v for v in values if v is not None]
    return sum(values) / len(values) if values else None


def check(label, who, cases, rows):
    wrong = 0
    if len(rows) != len(cases):
        print('%s: %s answered %d positions of %d' % (label, who, len(rows), len(cases)))
        return len(cases)
    for (moves, score), row in zip(cases, rows):
        if row[0] != moves or row[1] != score:
            print('%s: %s gives %s %d, published %d' % (label, who, moves, row[1], score))
            wrong += 1
    return wrong


def figure(value, unit=''):
    return '-' if value is None else '%.1f%s' % (value, unit)


def main():
    wrong = 0
    piped = False
    print('Quandary: %s kinarow --game connect4 --solve' % CLI)
    print('Pons: %s' % (PONS if PONS else 'QD_PONS_C4 not set: Quandary alone'))
    print('%-24s %5s %14s %14s %14s %14s %8s' % ('set', 'n', 'qd us/pos', 'qd nodes/pos', 'pons us/pos',
                                                 'pons nodes/pos', 'qd/pons'))
    for label, path, n in sets():
        cases = read_set(path, n)
        qd_args = [CLI, 'kinarow', '--game', 'connect4', '--solve']
        rows = run_batch(qd_args, cases)
        wrong += check(label, 'Quandary', cases, rows)
        p_us = p_nodes = ratio = None
        if PONS:
            prow, how = pons(cases)
            wrong += check(label, 'Pons', cases, prow)
            prow = fastest(prow, pons(cases)[0])
            rows = fastest(rows, run_batch(qd_args, cases))
            p_us, p_nodes = mean([r[3] for r in prow]), mean([r[2] for r in prow])
            if how == 'piped':
                label += ' *'
                piped = True
        qd_us, qd_nodes = mean([r[3] for r in rows]), mean([r[2] for r in rows])
        ratio = qd_us / p_us if p_us else None
        print('%-24s %5d %14s %14s %14s %14s %8s' % (label, len(cases), figure(qd_us), figure(qd_nodes),
                                                     figure(p_us), figure(p_nodes),
                                                     '-' if ratio is None else '%.2f' % ratio))
        sys.stdout.flush()
    if piped:
        print('(* Pons timed through the pipe, its table kept between positions.)')
    print('every score as published' if wrong == 0 else '%d scores differ' % wrong)
    return 1 if wrong else 0


sys.exit(main())
