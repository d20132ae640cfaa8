#!/usr/bin/env python3
"""Optimal planning on the IPC tasks of tests/plan/ipc/ (issue 78), side by
side in one run: Fast Downward (translate + search), pyperplan and
`quandary-cli plan --algorithm astar --heuristic lmcut`, each task run by
each planner in turn; Quandary's grounding and search times (as its stderr
tells them) beside its total.

Usage: bench-plan-peers.py [--fd FAST-DOWNWARD.PY] [--pyperplan PYPERPLAN]
                           [--val VALIDATE] [--limit S] [--domains A,B]
                           [--pp-limit S] [--no-pyperplan] CLI SRCDIR
       bench-plan-peers.py --satisficing [--fd FAST-DOWNWARD.PY] [--val VALIDATE]
                           [--limit S] [--domains A,B] [--runs N] [--cpu]
                           [--qd-args 'OPTIONS'] [--anytime-to-target] CLI SRCDIR

--satisficing (issue 97): the tasks of tests/plan/sat/ instead, each run in
turn by Fast Downward's `--alias lama-first` (translate + search) and by
`quandary-cli plan --satisficing` (--qd-args replaces that option: another
search for comparison, or `--satisficing --anytime`, whose last plan counts;
--anytime-to-target adds `--anytime --time-limit T`, T 0.9 of the task's time
target: the best plan Quandary has by then), N times each with --runs
(default 1; the medians are printed).  Every plan is checked as below.
Printed per task: Fast Downward's time, its translator's and its search's
wall times and expansions (as it prints them), its plan's cost; Quandary's
time, its grounding and search wall times and expansions (its stderr), its
plan's cost; t/tgt, Quandary's time over the target 2 x Fast Downward's +
0.2 s, and c/fd, the cost ratio against the target 1.25; flags TIME, COST, UNSOLVED (and why) where Quandary misses one.
Then the totals and the number of tasks meeting the targets.  The times are
the wall seconds of each whole command, or with --cpu its processor seconds
(user + system of all its processes: steadier on a loaded machine).  Without
Fast Downward, its figures come from tests/plan/sat/lama-first.tsv (made by
tests/plan/sat/lama-reference.py on the machine it names).

The peers are never part of Quandary (docs/planning-peers.md says how to
install them): --fd or QD_FAST_DOWNWARD names Fast Downward's driver
fast-downward.py, --pyperplan or QD_PYPERPLAN pyperplan's command, --val or
QD_VAL VAL's `Validate` (optional).  A planner not given is left out, and so
is Quandary while `CLI plan` does not exist yet: the script says so.

Times are wall-clock seconds of the whole command (reading, grounding or
translating, search), limit S each (default 60; pyperplan's --pp-limit,
by default the same).  Fast Downward runs the
configuration of the task's FD_SEARCH column in optimal-costs.tsv
(astar(lmcut()), or the admissible fallback where its LM-cut refuses the
task); pyperplan `-s astar -H lmcut`, on tasks without action costs (it
ignores costs) and only where it reads the domain (STRIPS and typing).
Every plan is checked by tests/plan/validate-reference.py (and VAL when
given), its cost compared with optimal-costs.tsv.  Printed: one line a task,
then per domain the sums of the times over the tasks each pair solved and
their ratios: qd/fd (issue 78: at most 2 on every task), pp/qd (at least 50)
and pp/fd; `max qd/fd` is the worst task.  Beside the times, the states each
expanded (issue 97): Fast Downward's "Expanded N state(s)", Quandary's
"expanded N" (stderr), their ratio, flagged `>1.5` where Quandary's A* with
LM-cut expands more than 1.5 times Fast Downward's (its astar(lmcut()), or
the task's fallback configuration where its LM-cut refuses the task); the
flagged tasks are counted at the end.
"""

import argparse
import importlib.util
import os
import re
import resource
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

ap = argparse.ArgumentParser(usage=__doc__.split('\n\n')[1])
ap.add_argument('cli')
ap.add_argument('srcdir')
ap.add_argument('--fd', default=os.environ.get('QD_FAST_DOWNWARD'))
ap.add_argument('--pyperplan', default=os.environ.get('QD_PYPERPLAN'))
ap.add_argument('--val', default=os.environ.get('QD_VAL'))
ap.add_argument('--limit', type=float, default=60.0)
ap.add_argument('--pp-limit', type=float)
ap.add_argument('--domains')
ap.add_argument('--no-pyperplan', action='store_true')
ap.add_argument('--satisficing', action='store_true')
ap.add_argument('--qd-args', default='--satisficing')
ap.add_argument('--runs', type=int, default=1)
ap.add_argument('--cpu', action='store_true')
ap.add_argument('--anytime-to-target', action='store_true')
opts = ap.parse_args()

IPC = os.path.join(opts.srcdir, 'tests', 'plan', 'ipc')
spec = importlib.util.spec_from_file_location('fd_reference', os.path.join(IPC, 'fd-reference.py'))
ref = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ref)
ENV = dict(os.environ, LC_ALL='C', LANGUAGE='C')


def usable(path):
    return path is not None and os.path.exists(path)


def quandary_has_plan():
    if not usable(opts.cli):
        return False
    p = subprocess.run([opts.cli, 'plan', '--help'], capture_output=True, text=True, env=ENV)
    return p.returncode == 0


def validated(domain, problem, text):
    """The plan's cost, or what is wrong with it: the reference validator's and VAL's word."""
    got = ref.check_text(domain, problem, text)
    if not isinstance(got, int):
        return 'INVALID (%s)' % got
    if usable(opts.val):
        with tempfile.NamedTemporaryFile('w', suffix='.plan', delete=False) as f:
            f.write(text)
        p = subprocess.run([opts.val, domain, problem, f.name], capture_output=True, text=True)
        os.unlink(f.name)
        value = re.search(r'^Final value: (\S+)', p.stdout, re.M)
        if 'Plan valid' not in p.stdout or not value:
            return 'VAL: INVALID'
        if float(value.group(1)) != got:
            return 'VAL: COST %s, validate-reference.py %d' % (value.group(1), got)
    return got


def check(domain, problem, text, want):
    """'ok', or what is wrong with the plan: the validators' word, the cost."""
    got = validated(domain, problem, text)
    if not isinstance(got, int):
        return got
    return 'ok' if got == want else 'COST %d (optimum %d)' % (got, want)


split = {}   # Quandary's last run: grounding and search seconds, expansions, processor seconds, outputs


def cpu_seconds():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def run_quandary(domain, problem, options=('--algorithm', 'astar', '--heuristic', 'lmcut')):
    args = [opts.cli, 'plan', domain, problem, '--time-limit', str(int(opts.limit))] + list(options)
    began, cpu = time.monotonic(), cpu_seconds()
    try:
        p = subprocess.run(args, capture_output=True, text=True, env=ENV, timeout=opts.limit + 30)
    except subprocess.TimeoutExpired:
        return None, None
    secs = time.monotonic() - began
    split.update(cpu=cpu_seconds() - cpu, code=p.returncode, out=p.stdout, err=p.stderr)
    if p.returncode != 0 or not re.search(r'^cost \S+$', p.stdout, re.M):
        return None, None
    # stderr (LC_ALL=C): "ground: F facts, O operators; grounding T s", "...; search T s"
    for what in ('grounding', 'search'):
        m = re.search(r'; %s (\S+) s$' % what, p.stderr, re.M)
        split[what] = float(m.group(1)) if m else None
    m = re.search(r'^expanded (\d+),', p.stderr, re.M)
    split['expanded'] = int(m.group(1)) if m else None
    return secs, ''.join(l + '\n' for l in p.stdout.splitlines() if l.startswith('('))


def run_pyperplan(domain, problem):
    """pyperplan writes PROBLEM.soln beside the problem: it runs on copies."""
    work = tempfile.mkdtemp(prefix='qd-pp-')
    try:
        d, pr = (shutil.copy(x, os.path.join(work, n)) for x, n in ((domain, 'domain.pddl'),
                                                                    (problem, 'problem.pddl')))
        began = time.monotonic()
        try:
            subprocess.run([opts.pyperplan, '-s', 'astar', '-H', 'lmcut', d, pr], capture_output=True,
                           text=True, env=ENV, timeout=opts.pp_limit or opts.limit, cwd=work)
        except subprocess.TimeoutExpired:
            return 'timeout', None
        secs = time.monotonic() - began
        soln = pr + '.soln'
        if not os.path.exists(soln):
            return 'fails', None
        with open(soln, encoding='utf-8') as f:
            return secs, f.read()
    finally:
        shutil.rmtree(work, ignore_errors=True)


def has_costs(domain):
    with open(domain, encoding='utf-8', errors='replace') as f:
        return ':action-costs' in f.read().lower()


def fmt(x):
    return '%.3f' % x if isinstance(x, float) else (x or '-')


def ratio(a, b):
    return '%.2f' % (a / max(b, 1e-3)) if isinstance(a, float) and isinstance(b, float) else '-'


# --satisficing (issue 97): lama-first against `plan --satisficing` on tests/plan/sat/.
TIME_FACTOR, TIME_SLACK, COST_FACTOR = 2.0, 0.2, 1.25   # the targets: qd s <= 2 fd s + 0.2, qd cost <= 1.25 fd cost


def median(xs):
    xs = sorted(xs)
    return xs[len(xs) // 2] if len(xs) % 2 else (xs[len(xs) // 2 - 1] + xs[len(xs) // 2]) / 2


def sat_fd(lama, dom, prob):
    """lama-first run opts.runs times: (median seconds or why not, cost, runs' medians, check of the plan)."""
    done = [lama.run_lama(opts.fd, dom, prob, opts.limit) for _ in range(opts.runs)]
    if any(r['code'] != 0 or r['text'] is None for r in done):
        code = next(r['code'] for r in done if r['code'] != 0 or r['text'] is None)
        return 'timeout' if code == 'timeout' else 'exit %s' % code, None, {}, None
    parts = {k: median([r[k] for r in done]) if all(r[k] is not None for r in done) else None
             for k in ('translate', 'search', 'expanded')}
    got = validated(dom, prob, done[0]['text'])
    return median([r['cpu' if opts.cpu else 'secs'] for r in done]), done[0]['cost'], parts, got


def sat_qd(dom, prob, options):
    """Quandary run opts.runs times: (median seconds or why not, its split, cost or what is wrong)."""
    secs, parts = [], {}
    for _ in range(opts.runs):
        split.clear()
        s, text = run_quandary(dom, prob, options)
        if s is None:
            why = ('exit %d: %s' % (split['code'], (split['err'].strip().splitlines() or ['-'])[-1])
                   if 'code' in split else 'timeout')
            return 'failed', {'why': why}, None
        # the last plan printed: --anytime prints each better plan, each ending with its cost line
        text = ''.join(l + '\n' for l in re.split(r'^cost \S+$', split['out'], flags=re.M)[-2].splitlines()
                       if l.startswith('('))
        secs.append(split['cpu'] if opts.cpu else s)
        for k in ('grounding', 'search', 'expanded'):
            parts.setdefault(k, []).append(split.get(k))
    parts = {k: median(v) if None not in v else None for k, v in parts.items()}
    return median(secs), parts, validated(dom, prob, text)


def satisficing():
    sat = os.path.join(opts.srcdir, 'tests', 'plan', 'sat')
    spec = importlib.util.spec_from_file_location('lama_reference', os.path.join(sat, 'lama-reference.py'))
    lama = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(lama)
    table = lama.read_table()
    options = shlex.split(opts.qd_args)
    qd = usable(opts.cli) and ('--satisficing' not in options or '--satisficing' in subprocess.run(
        [opts.cli, 'plan', '--help'], capture_output=True, text=True, env=ENV).stdout)
    fd = usable(opts.fd)
    print('Satisficing planning, the tasks of tests/plan/sat/ (limit %g s each, %d run%s each, median; fd s and'
          ' qd s: %s seconds of the whole command):' % (opts.limit, opts.runs, 's' if opts.runs > 1 else '',
                                                        'processor' if opts.cpu else 'wall'))
    print('  Fast Downward: %s' % ('%s --alias lama-first' % opts.fd if fd else
                                   'not given (--fd or QD_FAST_DOWNWARD): its times and costs from lama-first.tsv'))
    print('  Quandary:      %s' % ('%s plan %s' % (opts.cli, ' '.join(options)) if qd else
                                   '%s has no `plan %s`: left out' % (opts.cli, ' '.join(options))))
    print('  validator:     tests/plan/validate-reference.py%s' % (' and VAL ' + opts.val if usable(opts.val) else ''))
    print('  targets:       qd s <= %g x fd s + %g s (t/tgt <= 1), qd cost <= %g x fd cost (c/fd)'
          % (TIME_FACTOR, TIME_SLACK, COST_FACTOR))
    print('%-24s %-22s %7s %6s %6s %8s %6s  %7s %6s %6s %8s %6s  %6s %5s  %s' % (
        'domain', 'task', 'fd s', 'fd tr', 'fd se', 'fd exp', 'fd c', 'qd s', 'qd gr', 'qd se', 'qd exp', 'qd c',
        't/tgt', 'c/fd', 'flags and plans'))
    only = set(opts.domains.split(',')) if opts.domains else None
    met = {'time': 0, 'cost': 0, 'both': 0}
    n = {'tasks': 0, 'fd': 0, 'qd': 0, 'both': 0}
    sums = {'fd': 0.0, 'qd': 0.0, 'fdc': 0, 'qdc': 0, 'gr': 0.0, 'tr': 0.0}
    for (d, t), v in sorted(table.items()):
        if only is not None and d not in only:
            continue
        dom, prob = ref.domain_file(os.path.join(sat, d), t), os.path.join(sat, d, t)
        notes, flags = [], []
        fd_parts, qd_parts, qd_secs, qd_cost = {}, {}, None, None
        if fd:
            fd_secs, fd_cost, fd_parts, got = sat_fd(lama, dom, prob)
            if got is not None:
                notes.append('fd ' + ('ok' if got == fd_cost else str(got)))
        else:
            fd_secs, fd_cost = v['fd_cpu' if opts.cpu else 'fd_time'], v['cost']
            fd_parts = {'translate': v['translate'], 'search': v['search'], 'expanded': v['expanded']}
        if qd:
            extra = []
            if opts.anytime_to_target and isinstance(fd_secs, float):
                # the plan Quandary has at 0.9 of the time target (a wall-clock limit, by its clock)
                extra = ['--anytime', '--time-limit', '%.2f' % (0.9 * (TIME_FACTOR * fd_secs + TIME_SLACK))]
            qd_secs, qd_parts, got = sat_qd(dom, prob, options + extra)
            qd_cost = got if isinstance(got, int) else None
            if got is not None:
                notes.append('qd ' + ('ok' if qd_cost is not None else got))
            else:
                flags.append('UNSOLVED (%s)' % qd_parts.get('why', '-'))
        n['tasks'] += 1
        n['fd'] += isinstance(fd_secs, float)
        n['qd'] += qd_cost is not None
        tr = cr = None
        if isinstance(fd_secs, float) and qd_cost is not None:
            tr = qd_secs / (TIME_FACTOR * fd_secs + TIME_SLACK)
            cr = qd_cost / max(fd_cost, 1)
            if tr > 1:
                flags.append('TIME')
            if cr > COST_FACTOR:
                flags.append('COST')
            met['time'] += tr <= 1
            met['cost'] += cr <= COST_FACTOR
            met['both'] += tr <= 1 and cr <= COST_FACTOR
            n['both'] += 1
            for k, x in (('fd', fd_secs), ('qd', qd_secs), ('fdc', fd_cost), ('qdc', qd_cost),
                         ('gr', qd_parts.get('grounding') or 0.0), ('tr', fd_parts.get('translate') or 0.0)):
                sums[k] += x
        print('%-24s %-22s %7s %6s %6s %8s %6s  %7s %6s %6s %8s %6s  %6s %5s  %s' % (
            d[:24], t[:22], fmt(fd_secs), fmt2(fd_parts.get('translate')), fmt2(fd_parts.get('search')),
            fd_parts.get('expanded') or '-', fd_cost or '-', fmt(qd_secs), fmt2(qd_parts.get('grounding')),
            fmt2(qd_parts.get('search')), qd_parts.get('expanded') or '-', qd_cost or '-',
            '%.2f' % tr if tr is not None else '-', '%.2f' % cr if cr is not None else '-',
            ' '.join(flags + notes)))
        sys.stdout.flush()
    print()
    print('Tasks %d: Fast Downward solved %d, Quandary %d; over the %d both solved: time %.2f s against %.2f s'
          ' (qd/fd %s), cost %d against %d (qd/fd %s), Quandary grounding %.2f s against the translator %.2f s.'
          % (n['tasks'], n['fd'], n['qd'], n['both'], sums['qd'], sums['fd'], ratio(sums['qd'], sums['fd']),
             sums['qdc'], sums['fdc'], ratio(float(sums['qdc']), float(sums['fdc'])), sums['gr'], sums['tr']))
    print('Targets met: time %d/%d, cost %d/%d, both %d/%d.' % (met['time'], n['tasks'], met['cost'], n['tasks'],
                                                               met['both'], n['tasks']))


def fmt2(x):
    return '%.2f' % x if isinstance(x, float) else '-'


if opts.satisficing:
    satisficing()
    sys.exit(0)


QD = quandary_has_plan()
FD = usable(opts.fd)
PP = usable(opts.pyperplan) and not opts.no_pyperplan
print('Optimal planning, IPC tasks of tests/plan/ipc/ (limit %g s each, pyperplan %g s):'
      % (opts.limit, opts.pp_limit or opts.limit))
print('  Fast Downward: %s' % (opts.fd if FD else 'not given (--fd or QD_FAST_DOWNWARD): left out'))
print('  pyperplan:     %s' % (opts.pyperplan if PP else 'not given (--pyperplan or QD_PYPERPLAN): left out'))
print('  Quandary:      %s' % (opts.cli if QD else '%s has no `plan` command yet: left out' % opts.cli))
print('  validator:     tests/plan/validate-reference.py%s' % (' and VAL ' + opts.val if usable(opts.val) else ''))
table = ref.read_table()
only = set(opts.domains.split(',')) if opts.domains else None
rows = [(d, t, v) for (d, t), v in sorted(table.items()) if only is None or d in only]
print('%-24s %-22s %5s  %8s %8s %8s %8s %8s  %7s %7s %7s  %9s %9s %7s %4s  %s' % (
    'domain', 'task', 'cost', 'fd s', 'pp s', 'qd s', 'qd gr s', 'qd se s', 'qd/fd', 'pp/qd', 'pp/fd',
    'fd exp', 'qd exp', 'qd/fd', '', 'plans'))
sums = {}
flagged = []   # tasks where Quandary expands more than 1.5 times Fast Downward's states
for d, t, v in rows:
    dom, prob = ref.domain_file(os.path.join(IPC, d), t), os.path.join(IPC, d, t)
    times, notes = {'fd': None, 'pp': None, 'qd': None}, []
    fd_expanded = None
    if FD:
        search, code, secs, cost, text = ref.solve(opts.fd, dom, prob, opts.limit, v['search'])
        fd_expanded = ref.last_expanded if code == 0 else None
        times['fd'] = secs if code == 0 else 'timeout' if code == 'timeout' else 'exit %s' % code
        if text is not None:
            notes.append('fd ' + check(dom, prob, text, v['cost']))
    if PP:
        if has_costs(dom):
            times['pp'] = 'costs'
        else:
            times['pp'], text = run_pyperplan(dom, prob)
            if text is not None:
                notes.append('pp ' + check(dom, prob, text, v['cost']))
    split.clear()
    if QD:
        secs, text = run_quandary(dom, prob)
        times['qd'] = secs if secs is not None else 'failed'
        if text is not None:
            notes.append('qd ' + check(dom, prob, text, v['cost']))
    qd_expanded = split.get('expanded') if isinstance(times['qd'], float) else None
    exp_ratio = qd_expanded / max(fd_expanded, 1) if qd_expanded is not None and fd_expanded is not None else None
    flag = '>1.5' if exp_ratio is not None and exp_ratio > 1.5 else ''
    if flag:
        flagged.append('%s %s' % (d, t))
    print('%-24s %-22s %5d  %8s %8s %8s %8s %8s  %7s %7s %7s  %9s %9s %7s %4s  %s%s' % (
        d[:24], t[:22], v['cost'], fmt(times['fd']), fmt(times['pp']), fmt(times['qd']),
        fmt(split.get('grounding')), fmt(split.get('search')),
        ratio(times['qd'], times['fd']), ratio(times['pp'], times['qd']), ratio(times['pp'], times['fd']),
        fd_expanded if fd_expanded is not None else '-', qd_expanded if qd_expanded is not None else '-',
        '%.2f' % exp_ratio if exp_ratio is not None else '-', flag,
        ' '.join(notes), ' (held out)' if v['held_out'] else ''))
    sys.stdout.flush()
    s = sums.setdefault(d, {'n': 0, 'bad': 0, 'worst': 0.0})
    s['n'] += 1
    s['bad'] += sum(not n.endswith(' ok') for n in notes)
    for a, b in (('qd', 'fd'), ('pp', 'qd'), ('pp', 'fd'), ('fd', 'fd'), ('pp', 'pp'), ('qd', 'qd')):
        if isinstance(times[a], float) and isinstance(times[b], float):
            pair = s.setdefault(a + b, [0.0, 0.0, 0])
            pair[0] += times[a]
            pair[1] += times[b]
            pair[2] += 1
    if isinstance(times['qd'], float) and isinstance(times['fd'], float):
        s['worst'] = max(s['worst'], times['qd'] / max(times['fd'], 1e-3))

print()
print('Per domain: tasks; time sums over the tasks each planner solved (solved/tasks); ratios of the')
print('sums over the tasks both solved; plans whose check or cost disagrees.')
print('%-24s %5s  %14s %14s %14s  %7s %7s %7s %9s  %s' % ('domain', 'tasks', 'fd s', 'pp s', 'qd s', 'qd/fd',
                                                        'pp/qd', 'pp/fd', 'max qd/fd', 'bad plans'))
total = {}


def pair_ratio(s, key):
    p = s.get(key)
    return '%.2f' % (p[0] / max(p[1], 1e-3)) if p else '-'


def solo(s, key):
    p = s.get(key + key)
    return '%.2f (%d/%d)' % (p[0], p[2], s['n']) if p else '-'


for d, s in sums.items():
    print('%-24s %5d  %14s %14s %14s  %7s %7s %7s %9s  %d' % (
        d[:24], s['n'], solo(s, 'fd'), solo(s, 'pp'), solo(s, 'qd'), pair_ratio(s, 'qdfd'),
        pair_ratio(s, 'ppqd'), pair_ratio(s, 'ppfd'), '%.2f' % s['worst'] if 'qdfd' in s else '-', s['bad']))
    for k, v in s.items():
        if isinstance(v, list):
            t = total.setdefault(k, [0.0, 0.0, 0])
            for i in range(3):
                t[i] += v[i]
        else:
            total[k] = max(total.get(k, 0), v) if k == 'worst' else total.get(k, 0) + v
if sums:
    print('%-24s %5d  %14s %14s %14s  %7s %7s %7s %9s  %d' % (
        'all', total['n'], solo(total, 'fd'), solo(total, 'pp'), solo(total, 'qd'), pair_ratio(total, 'qdfd'),
        pair_ratio(total, 'ppqd'), pair_ratio(total, 'ppfd'), '%.2f' % total['worst'] if 'qdfd' in total else '-',
        total['bad']))
if QD and FD:
    print()
    print('Expansions: %d task(s) where Quandary expands more than 1.5 times Fast Downward\'s states%s'
          % (len(flagged), ': ' + ', '.join(flagged) if flagged else ''))
