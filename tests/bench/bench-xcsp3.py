#!/usr/bin/env python3
"""Public XCSP3 instances (tests/csp/xcsp3/EXPECTED.tsv) counted or
optimised by `quandary-cli csp` (MAC; mrv to count, dom-wdeg to optimise), side by side with ACE
(xcsp3team/ACE, the constraint solver of the XCSP3 team, Java) when
QD_ACE_JAR names its jar (never part of Quandary: put one in place
yourself) and `java` runs.

Usage: bench-xcsp3.py CLI SRCDIR [SECONDS]

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

CLI, SRCDIR = sys.argv[1], sys.argv[2]
LIMIT = float(sys.argv[3]) if len(sys.argv) > 3 else 120.0
HERE = os.path.join(SRCDIR, 'tests', 'csp', 'xcsp3')
ENV = dict(os.environ, LC_ALL='C', LANGUAGE='C')
JAR = os.environ.get('QD_ACE_JAR')
# Quandary's variable order (QD_BENCH_VAR_ORDER: one for both kinds; by
# default mrv to count, dom-wdeg to optimise, as ACE's own default is a
# weighted degree: dom-wdeg loses on some counts, LangfordBin-8 above all).
ORDER = os.environ.get('QD_BENCH_VAR_ORDER')


def order_for(kind):
    return ORDER or ('mrv' if kind == 'count' else 'dom-wdeg')
JAVA = shutil.which('java')
ACE = JAR is not None and os.path.exists(JAR) and JAVA is not None


def quandary(path, kind):
    args = [CLI, 'csp', path, '--stats', '--time-limit', str(LIMIT), '--var-order', order_for(kind)]
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
    secs = float(total.group(1)) - float(solver.group(1)) if solver and total and complete else None
    if kind == 'count':
        answer = '%s solutions' % found.group(1).replace(',', '') if found else 'no solution'
    else:
        answer = 'optimum %s' % bound.group(1).replace(',', '') if bound else '?'
    return secs, wrong.group(1).replace(',', '') if wrong else None, answer if complete else 'stopped'


rows = []
with open(os.path.join(HERE, 'EXPECTED.tsv'), encoding='utf-8') as f:
    for line in f:
        if line.startswith('#') or not line.strip():
            continue
        name, kind, figure = line.split('\t')[:3]
        if kind in ('count', 'optimum'):
            rows.append((name, kind, figure))

print('XCSP3 instances: Quandary (mac, --var-order %s) %s, limit %g s each' % (ORDER or 'mrv to count, dom-wdeg to optimise', 'and ACE (%s)' % JAR if ACE else
                                                               'alone (QD_ACE_JAR unset: no ACE)', LIMIT))
print('%-58s %10s %12s %10s %12s %8s  %s' % ('instance', 'qd s', 'qd nodes', 'ace s', 'ace wrong', 'ratio',
                                            'answers'))
sum_qd = sum_ace = 0.0
both = slower2 = 0
for name, kind, figure in rows:
    path = os.path.join(HERE, name)
    qs, qn, qa = quandary(path, kind)
    want = ('%s solutions' % figure if figure != '1' else '1 solution') if kind == 'count' else 'optimum ' + figure
    if kind == 'count' and figure == '0':
        want = 'no solution'
    mark = '' if qa == want else ' (Quandary: %s, published: %s)' % (qa, want)
    a_s = a_n = a_a = None
    if ACE:
        a_s, a_n, a_a = ace(path, kind)
    ratio = ''
    if qs is not None and a_s is not None:
        both += 1
        sum_qd += qs
        sum_ace += a_s
        r = qs / max(a_s, 0.001)
        ratio = '%.2f' % r
        slower2 += r > 2 and qs > 0.05
    print('%-58s %10s %12s %10s %12s %8s  %s%s' % (name[:58], '%.3f' % qs if qs is not None else '-', qn or '-',
                                                 '%.3f' % a_s if a_s is not None else '-', a_n or '-', ratio,
                                                 qa, mark))
    sys.stdout.flush()
if ACE:
    print('sum over the %d instances both finished: Quandary %.2f s, ACE %.2f s (ratio %.2f); '
          'Quandary more than 2x slower (and past 0.05 s) on %d' % (both, sum_qd, sum_ace,
                                                                   sum_qd / max(sum_ace, 0.001), slower2))
