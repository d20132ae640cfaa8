#!/usr/bin/env python3
"""Public XCSP3 instances (tests/csp/xcsp3/, sources in its SOURCES.md)
counted and optimised by `quandary-cli csp` (TAP): each solution count or
optimum must be the one published with the instance (EXPECTED.tsv), never
a figure of this program's own.

Usage: test-xcsp3.py CLI SRCDIR WORKDIR [--sanitized | --full]

The suite's run leaves the heaviest instances (HEAVY below: a second or more
each by mac) to the benchmark: in the plain build each is counted or
optimised by fc alone where EXPECTED.tsv lists fc, else read and searched a
moment; under the sanitizers (several times slower) every instance is run
once, by mac, but those.  --full (`meson test --benchmark xcsp3-all`) runs
every instance by every algorithm EXPECTED.tsv lists.

EXPECTED.tsv: one instance a line, tab-separated: the file; `count` or
`optimum`; the published figure, ACE's, the variables in no constraint set
aside (see SOURCES.md on free variables); the algorithms the suite runs it with
(`bt,fc,mac`, or fewer where the others take too long); the source of the
figure.  A count is checked with --all (with free variables, named on the
first line and their assignments on the line after the count, as the
command prints them by default in an XCSP3 file); an optimum by branch and bound
(the last line `optimum V`, after the solution that reaches it and its line
`objective V`).  An instance of a construct outside XCSP3-core is
`refused`: the reader names the element."""

import os
import sys

CLI, SRCDIR, WORK = sys.argv[1], sys.argv[2], sys.argv[3]
# Under the sanitizers (several times slower), each instance once, by mac,
# but for those that take a second or more in the plain build (by mac: 42 of
# the plain run's 62 CPU seconds), which the plain build's suite counts by
# fc alone where fc is listed.
SANITIZED = '--sanitized' in sys.argv[4:]
FULL = '--full' in sys.argv[4:]
HEAVY = {'AllInterval-10.xml', 'Bibd-6-0-0-3-8.xml', 'CostasArray-10.xml', 'Eternity-Eternity_07x05.xml',
         'GolombRuler-8.xml', 'MagicSquare-4-None.xml', 'NurseRostering-NurseRostering_00.xml',
         'Sonet-Sonet_sonet1.xml', 'StillLife-7-7.xml', 'TravelingSalesman-TravelingSalesman_10-20-0.xml'}
HERE = os.path.join(SRCDIR, 'xcsp3')
# A run's bound: the instances the suite runs take seconds at most (the
# sanitizer build is several times slower); a hang fails.
TIMEOUT = 300
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from csptap import Tap  # noqa: E402

T = Tap(CLI, WORK, timeout=TIMEOUT)
ok, run = T.ok, T.run


def count_lines(lines):
    """The solution lines and the count line of --all's output: the line
    naming the free variables and the one after the count set apart."""
    if lines and lines[0].startswith('in no constraint, left out of the solutions: '):
        lines = lines[1:]
    if lines and lines[-1].startswith('and ') and lines[-1].endswith(' in all'):
        lines = lines[:-1]
    return lines


def count_of(last):
    if last == 'no solution':
        return 0
    words = last.split()
    if len(words) == 2 and words[1] in ('solution', 'solutions') and words[0].isdigit():
        return int(words[0])
    return None


rows = []
with open(os.path.join(HERE, 'EXPECTED.tsv'), encoding='utf-8') as f:
    for line in f:
        if line.startswith('#') or not line.strip():
            continue
        name, kind, figure, algorithms, source = line.rstrip('\n').split('\t')
        rows.append((name, kind, figure, [a for a in algorithms.split(',') if a != '-'], source))

names = {r[0] for r in rows}
on_disk = {n for n in os.listdir(HERE) if n.endswith('.xml')}
ok(names == on_disk, 'EXPECTED.tsv lists every instance of the folder, and only those',
   'not listed: %s; missing: %s' % (sorted(on_disk - names), sorted(names - on_disk)))

for name, kind, figure, algorithms, source in rows:
    path = os.path.join(HERE, name)
    if kind == 'refused':
        rc, out, err = run(path)
        ok(rc == 1 and figure in err and name in err, '%s: refused naming %s' % (name, figure), err[-400:])
        continue
    if SANITIZED:
        algorithms = ['mac'] if 'mac' in algorithms and name not in HEAVY else []
    elif name in HEAVY and not FULL:
        algorithms = ['fc'] if 'fc' in algorithms else []
    if not algorithms:
        # The benchmark's alone: read, and searched a moment.
        rc, out, err = run(path, '--time-limit', '0.2')
        ok(rc in (0, 4) and 'line' not in err, '%s: read (the benchmark solves it)' % name, err[-400:])
    for algo in algorithms:
        if kind == 'count':
            rc, out, err = run(path, '-a', algo, '--all')
            lines = count_lines(out.splitlines())
            got = count_of(lines[-1]) if lines else None
            want = int(figure)
            ok(rc == 0 and got == want and len(lines) == want + 1,
               '%s: %s counts %d solutions (%s)' % (name, algo, want, source), (lines[-1:], err[-400:]))
        else:
            # mac also with dom/wdeg, the order that branch and bound favours.
            for order in ('mrv', 'dom-wdeg') if algo == 'mac' and not SANITIZED else ('mrv',):
                rc, out, err = run(path, '-a', algo, '--var-order', order)
                lines = out.splitlines()
                ok(rc == 0 and lines[-1:] == ['optimum ' + figure] and len(lines) >= 3
                   and lines[-2] == 'objective ' + figure,
                   '%s: %s (%s) proves the optimum %s (%s)' % (name, algo, order, figure, source),
                   (lines[-3:], err[-400:]))

T.finish()
