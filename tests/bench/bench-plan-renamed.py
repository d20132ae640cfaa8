#!/usr/bin/env python3
"""The satisficing planners on renamed copies of a task (issue 97): how much of
a difference between Quandary's `plan --satisficing` and Fast Downward's
lama-first on one task is the task's and how much is the names'.

Usage: bench-plan-renamed.py [--fd FAST-DOWNWARD.PY] [--renamings N] [--limit S]
                             CLI SRCDIR DOMAIN PROBLEM [DOMAIN PROBLEM ...]

Both planners break ties between equally good states and operators by
orders that follow the objects' names (Fast Downward's translator sorts by
them; Quandary searches a copy of the task numbered by names).  On a task
with wide plateaus of equal heuristic values (citycar), the order decides
how many states either expands, so one run each says little.  This runs
both on the task as written and on N copies whose objects are renamed by a
random one-to-one map within each type (seeds 1 … N: the same copies on
every run and machine), each run in turn, and prints for each copy the
processor seconds (user + system of every process of the command), the
states expanded and the plan's cost, every plan checked by
tests/plan/validate-reference.py's checker; then for each planner the copies
solved within the limit (default 60 s of wall time each), the medians of
time and expansions over all copies (an unsolved copy counts as the limit
and as no expansion figure), and the copies on which Quandary meets the
issue's targets against that copy's lama-first (time at most 2 x + 0.2 s,
cost at most 1.25 x).

The peer is never part of Quandary (docs/planning-peers.md says how to
build it): --fd or QD_FAST_DOWNWARD names its driver fast-downward.py.
"""

import argparse
import importlib.util
import os
import random
import re
import resource
import subprocess
import sys
import tempfile
import time

ap = argparse.ArgumentParser(usage=__doc__.split('\n\n')[1])
ap.add_argument('cli')
ap.add_argument('srcdir')
ap.add_argument('tasks', nargs='+', help='DOMAIN PROBLEM pairs')
ap.add_argument('--fd', default=os.environ.get('QD_FAST_DOWNWARD'))
ap.add_argument('--renamings', type=int, default=10)
ap.add_argument('--limit', type=float, default=60.0)
opts = ap.parse_args()
if len(opts.tasks) % 2:
    ap.error('the tasks are DOMAIN PROBLEM pairs')
if not opts.fd or not os.path.exists(opts.fd):
    ap.error('no Fast Downward: --fd or QD_FAST_DOWNWARD')

ENV = dict(os.environ, LC_ALL='C', LANGUAGE='C')


def load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


lama = load('lama_reference', os.path.join(opts.srcdir, 'tests', 'plan', 'sat', 'lama-reference.py'))
ref = load('fd_reference', os.path.join(opts.srcdir, 'tests', 'plan', 'ipc', 'fd-reference.py'))

WORD = re.compile(r'(?<![\w:\-?(])[A-Za-z][\w\-]*')


def objects_by_type(text):
    """{type: [object, ...]} of the problem's :objects section (untyped: 'object')."""
    m = re.search(r'\(:objects(.*?)\)', text, re.S | re.I)
    if not m:
        return {}
    toks = re.sub(r';[^\n]*', '', m.group(1)).split()
    groups, pending, i = {}, [], 0
    while i < len(toks):
        if toks[i] == '-' and i + 1 < len(toks):
            groups.setdefault(toks[i + 1].lower(), []).extend(pending)
            pending, i = [], i + 2
        else:
            pending.append(toks[i])
            i += 1
    if pending:
        groups.setdefault('object', []).extend(pending)
    return groups


def renamed(text, seed):
    """The problem with its objects renamed within each type by a random one-to-one map."""
    if seed == 0:
        return text
    rng, mapping = random.Random(seed), {}
    for kind, names in sorted(objects_by_type(text).items()):
        order = list(range(len(names)))
        rng.shuffle(order)
        for k, name in enumerate(names):
            mapping[name.lower()] = '%s-r%04d' % (kind, order[k])
    at = re.search(r'\(:objects', text, re.I).start()
    return text[:at] + WORD.sub(lambda m: mapping.get(m.group(0).lower(), m.group(0)), text[at:])


def cpu_seconds():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def run_quandary(domain, problem):
    args = [opts.cli, 'plan', '--satisficing', '--time-limit', str(int(opts.limit)), domain, problem]
    began, cpu = time.monotonic(), cpu_seconds()
    try:
        p = subprocess.run(args, capture_output=True, text=True, env=ENV, timeout=opts.limit + 30)
    except subprocess.TimeoutExpired:
        return {'code': 'timeout'}
    run = {'code': p.returncode, 'secs': time.monotonic() - began, 'cpu': cpu_seconds() - cpu, 'text': None}
    m = re.search(r'^expanded (\d+),', p.stderr, re.M)
    run['expanded'] = int(m.group(1)) if m else None
    if p.returncode == 0:
        run['text'] = ''.join(l + '\n' for l in p.stdout.splitlines() if l.startswith('('))
    return run


def checked(domain, problem, run):
    """The run's plan cost as the reference checker gives it, or None (and why in run['why'])."""
    if run.get('text') is None:
        run['why'] = 'timeout' if run['code'] == 'timeout' else 'exit %s' % run['code']
        return None
    got = ref.check_text(domain, problem, run['text'])
    if not isinstance(got, int):
        run['why'] = 'INVALID (%s)' % got
        return None
    return got


def median(xs):
    xs = sorted(xs)
    if not xs:
        return None
    return xs[len(xs) // 2] if len(xs) % 2 else (xs[len(xs) // 2 - 1] + xs[len(xs) // 2]) / 2


def fmt(x, spec='%.2f'):
    return '-' if x is None else spec % x


def bench(domain, problem):
    with open(problem, encoding='utf-8') as f:
        text = f.read()
    print('%s %s: %d renamings, limit %g s' % (os.path.basename(os.path.dirname(domain)),
                                               os.path.basename(problem), opts.renamings, opts.limit))
    print('  %4s  %8s %9s %6s   %8s %9s %6s   %s' % ('copy', 'fd s', 'fd exp', 'fd c', 'qd s', 'qd exp', 'qd c',
                                                 'targets'))
    rows = []
    work = tempfile.mkdtemp(prefix='qd-renamed-')
    for seed in range(opts.renamings + 1):
        path = os.path.join(work, 'p%03d.pddl' % seed)
        with open(path, 'w', encoding='utf-8') as f:
            f.write(renamed(text, seed))
        fd = lama.run_lama(opts.fd, domain, path, opts.limit)
        fd['cost'] = checked(domain, path, fd)
        qd = run_quandary(domain, path)
        qd['cost'] = checked(domain, path, qd)
        if fd['cost'] is not None and qd['cost'] is not None:
            met = qd['cpu'] <= 2 * fd['cpu'] + 0.2 and qd['cost'] <= 1.25 * fd['cost']
            verdict = 'met' if met else 'missed'
        else:
            verdict = 'fd %s' % fd['why'] if fd['cost'] is None else 'qd %s' % qd['why']
            met = fd['cost'] is None and qd['cost'] is not None
        rows.append((fd, qd, met))
        print('  %4s  %8s %9s %6s   %8s %9s %6s   %s' % (
            'file' if seed == 0 else seed,
            fmt(fd.get('cpu') if fd['cost'] is not None else None), fmt(fd.get('expanded'), '%d'),
            fmt(fd['cost'], '%d'),
            fmt(qd.get('cpu') if qd['cost'] is not None else None), fmt(qd.get('expanded'), '%d'),
            fmt(qd['cost'], '%d'), verdict), flush=True)
        os.unlink(path)
    os.rmdir(work)
    for name, k in (('lama-first', 0), ('quandary', 1)):
        runs = [r[k] for r in rows]
        solved = [r for r in runs if r['cost'] is not None]
        print('  %-10s solved %d/%d; median %s s (unsolved as %g s), median expansions %s (solved), median cost %s'
              % (name, len(solved), len(runs),
                 fmt(median([r['cpu'] if r['cost'] is not None else opts.limit for r in runs])), opts.limit,
                 fmt(median([r['expanded'] for r in solved if r.get('expanded') is not None]), '%d'),
                 fmt(median([r['cost'] for r in solved]), '%d')))
    print('  targets met (or lama-first unsolved and Quandary solved) on %d of %d copies'
          % (sum(1 for r in rows if r[2]), len(rows)), flush=True)


for i in range(0, len(opts.tasks), 2):
    bench(opts.tasks[i], opts.tasks[i + 1])
