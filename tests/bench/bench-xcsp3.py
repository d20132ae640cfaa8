#!/usr/bin/env python3
"""Public XCSP3 instances (tests/csp/xcsp3/EXPECTED.tsv) counted or
optimised by `quandary-cli csp` (MAC, its default search for an XCSP3 file:
dom/wdeg with last-conflict), side by side with ACE (xcsp3team/ACE, the
constraint solver of the XCSP3 team, Java) when QD_ACE_JAR names its jar
(never part of Quandary: put one in place yourself) and `java` runs.

Usage: bench-xcsp3.py CLI SRCDIR [SECONDS] [--folder DIR] [--before CLI2]

--folder DIR: each .xml of DIR instead (a held-out set): optimised when it
has an objective, else solved (its first solution, or none), as ACE does by
default; no published figure, the answers of the two solvers compared.
--before CLI2: another build (main's) run too, on the same instances in the
same run, its time and its ratio to ACE in two more columns.  The closing
table lists the instances over 2x ACE's time + 0.1 s (or unfinished where
ACE finished), for each build.

For each instance: Quandary's search time (--stats time-ms: after reading
and building) and nodes; ACE's solving time without its start-up (its
`global` wall time less its `solver` wall time, both printed by ACE) and
its wrong decisions (failed branches, ACE's node measure), both run with
the same limit (default 120 s); the ratio; then the sums over the instances
both finished.  Both set the variables in no constraint aside (ACE's
defaults -omv=true -riv=true; Quandary's on an XCSP3 file), as EXPECTED.tsv
counts."""

import os
import re
import shutil
import subprocess
import sys
import time

def take_option(name):
    """The value of `name VALUE` in argv, removed from it; None without."""
    if name not in sys.argv:
        return None
    i = sys.argv.index(name)
    value = sys.argv[i + 1]
    del sys.argv[i:i + 2]
    return value


FOLDER = take_option('--folder')
BEFORE = take_option('--before')
CLI, SRCDIR = sys.argv[1], sys.argv[2]
LIMIT = float(sys.argv[3]) if len(sys.argv) > 3 else 120.0
HERE = FOLDER or os.path.join(SRCDIR, 'tests', 'csp', 'xcsp3')
ENV = dict(os.environ, LC_ALL='C', LANGUAGE='C')
JAR = os.environ.get('QD_ACE_JAR')
# Quandary's variable order (QD_BENCH_VAR_ORDER); by default none is given:
# the CLI's own default for an XCSP3 file.
ORDER = os.environ.get('QD_BENCH_VAR_ORDER')
JAVA = shutil.which('java')
ACE = JAR is not None and os.path.exists(JAR) and JAVA is not None


def quandary(cli, path, kind):
    args = [cli, 'csp', path, '--stats', '--time-limit', str(LIMIT)] + (['--var-order', ORDER] if ORDER else [])
    if kind == 'count':
        args.append('--all')
    t = time.monotonic()
    try:
        p = subprocess.run(args, capture_output=True, text=True, env=ENV, timeout=LIMIT + 60)
    except subprocess.TimeoutExpired:
        return None, None, None
    wall = time.monotonic() - t
    stats = dict(re.findall(r'^(nodes|time-ms) (\S+)$', p.stdout, re.M))
    # The free variables' line after the count (XCSP3 sets them aside, as ACE does) left out.
    lines = [l for l in p.stdout.splitlines() if not re.match(r'^(nodes|assignments|backtracks|checks|prunings|'
                                                               r'time-ms) |^and .* in no constraint, ', l)]
    answer = lines[-1] if lines and p.returncode == 0 else 'stopped'
    ms = float(stats['time-ms']) / 1000 if 'time-ms' in stats and p.returncode == 0 else None
    return ms, stats.get('nodes'), answer if p.returncode == 0 else 'stopped (%.0f s)' % wall


def ace(path, kind):
    # ACE's defaults (-omv=true -riv=true): the variables in no constraint set aside, as
    # EXPECTED.tsv's counts and Quandary's on XCSP3.
    args = [JAVA, '-jar', JAR, path, '-npc', '-t=%ds' % int(LIMIT)]
    if kind == 'count':
        args.append('-s=all')
    try:
        p = subprocess.run(args, capture_output=True, text=True, env=ENV, timeout=LIMIT + 60)
    except subprocess.TimeoutExpired:
        return None, None, 'stopped'
    out = p.stdout
    complete = 'd COMPLETE EXPLORATION' in out
    solver = re.search(r'^\s*solver\n(?:.*\n)*?\s*wck:([\d.]+)', out, re.M)
    total = re.search(r'^\s*global\n(?:.*\n)*?\s*wck:([\d.]+)', out, re.M)
    wrong = re.search(r'^d WRONG DECISIONS\s+([\d,]+)', out, re.M)
    found = re.search(r'^d FOUND SOLUTIONS\s+([\d,]+)', out, re.M)
    bound = re.search(r'^d BOUND\s+(-?[\d,]+)', out, re.M)
    if kind == 'solve':
        complete = re.search(r'^s (UN)?SATISFIABLE', out, re.M) is not None
    secs = float(total.group(1)) - float(solver.group(1)) if solver and total and complete else None
    if kind == 'solve':
        answer = 'no solution' if re.search(r'^s UNSATISFIABLE', out, re.M) else '1 solution'
    elif kind == 'count':
        answer = '%s solutions' % found.group(1).replace(',', '') if found else 'no solution'
    elif re.search(r'^s UNSATISFIABLE', out, re.M):
        answer = 'no solution'
    else:
        answer = 'optimum %s' % bound.group(1).replace(',', '') if bound else '?'
    return secs, wrong.group(1).replace(',', '') if wrong else None, answer if complete else 'stopped'


def expected_rows():
    rows = []
    with open(os.path.join(HERE, 'EXPECTED.tsv'), encoding='utf-8') as f:
        for line in f:
            if line.startswith('#') or not line.strip():
                continue
            name, kind, figure = line.split('\t')[:3]
            if kind in ('count', 'optimum'):
                rows.append((name, kind, figure))
    return rows


def folder_rows():
    """Each .xml of the folder: optimised with an objective, else solved."""
    rows = []
    for name in sorted(os.listdir(HERE)):
        if name.endswith('.xml'):
            with open(os.path.join(HERE, name), encoding='utf-8', errors='replace') as f:
                rows.append((name, 'optimum' if '<objectives' in f.read() else 'solve', None))
    return rows


def wanted(kind, figure):
    if figure is None:
        return None
    if kind == 'count':
        return 'no solution' if figure == '0' else '1 solution' if figure == '1' else '%s solutions' % figure
    return 'optimum ' + figure


def ratio_of(qs, a_s):
    return '%.2f' % (qs / max(a_s, 0.001)) if qs is not None and a_s is not None else ''


def over(qs, a_s):
    """Over 2x ACE's time + 0.1 s, or unfinished where ACE finished."""
    return a_s is not None and (qs is None or qs > 2 * a_s + 0.1)


rows = folder_rows() if FOLDER else expected_rows()
builds = [('qd', CLI)] + ([('before', BEFORE)] if BEFORE else [])
print('XCSP3 instances of %s: Quandary (mac, %s) %s%s, limit %g s each' % (
    HERE, '--var-order ' + ORDER if ORDER else 'its default search', 'and ACE (%s)' % JAR if ACE else
    'alone (QD_ACE_JAR unset: no ACE)', ' and the build %s (before)' % BEFORE if BEFORE else '', LIMIT))
head = '%-44s %9s %10s %9s %10s %7s' % ('instance', 'qd s', 'qd nodes', 'ace s', 'ace wrong', 'ratio')
print(head + ('%9s %7s' % ('before s', 'ratio') if BEFORE else '') + '  answers')
sums = {b: [0.0, 0.0, 0] for b, _ in builds}
slow = {b: [] for b, _ in builds}
for name, kind, figure in rows:
    path = os.path.join(HERE, name)
    got = {b: quandary(cli, path, kind) for b, cli in builds}
    a_s = a_n = a_a = None
    if ACE:
        a_s, a_n, a_a = ace(path, kind)
    want = wanted(kind, figure) or (a_a if a_s is not None else None)
    qs, qn, qa = got['qd']
    line = '%-44s %9s %10s %9s %10s %7s' % (name[:44], '%.3f' % qs if qs is not None else '-', qn or '-',
                                            '%.3f' % a_s if a_s is not None else '-', a_n or '-', ratio_of(qs, a_s))
    if BEFORE:
        bs = got['before'][0]
        line += '%9s %7s' % ('%.3f' % bs if bs is not None else '-', ratio_of(bs, a_s))
    marks = ''
    for b, _ in builds:
        s_b, _, a_b = got[b]
        if want is not None and s_b is not None and a_b != want:
            marks += ' (%s: %s, %s: %s)' % (b, a_b, 'published' if figure is not None else 'ACE', want)
        if s_b is not None and a_s is not None:
            sums[b][0] += s_b
            sums[b][1] += a_s
            sums[b][2] += 1
        if over(s_b, a_s):
            slow[b].append((name, s_b, a_s))
    print('%s  %s%s' % (line, qa, marks))
    sys.stdout.flush()
if ACE:
    for b, cli in builds:
        total_qd, total_ace, both = sums[b]
        print('%s (%s): sum over the %d instances both finished: Quandary %.2f s, ACE %.2f s (ratio %.2f); '
              'over 2x ACE + 0.1 s on %d' % (b, cli, both, total_qd, total_ace, total_qd / max(total_ace, 0.001),
                                             len(slow[b])))
        for name, s_b, a_s in slow[b]:
            print('  %-44s %9s %9.3f %7s' % (name[:44], '%.3f' % s_b if s_b is not None else 'unfinished', a_s,
                                              ratio_of(s_b, a_s)))
