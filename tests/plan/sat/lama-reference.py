#!/usr/bin/env python3
"""The reference plans of the satisficing tasks in this folder: Fast
Downward's `lama-first` (never Quandary), its time and its plan's cost, and
the helper that runs it, shared with tests/bench/bench-plan-peers.py
--satisficing (issue 97).

Usage: lama-reference.py FAST-DOWNWARD.PY [LIMIT] [RUNS]   (writes lama-first.tsv here)

For each task (DOMAIN/TASK.pddl beside its domain file, named as in
tests/plan/ipc: ../ipc/fd-reference.py's domain_file()) it runs, RUNS times
(default 3) in a fresh temporary folder each,

    python3 FAST-DOWNWARD.PY --alias lama-first --plan-file PLAN DOMAIN-FILE TASK

with a limit of LIMIT seconds (default 60) on the whole run (translate +
search), checks the plan with tests/plan/validate-reference.py (the cost it
computes must be the `; cost = C` Fast Downward writes), and writes the line
DOMAIN TASK COST FD_TIME_S FD_CPU_S FD_TRANSLATE_S FD_SEARCH_S FD_EXPANDED:
the medians of the runs' wall time and processor time (user + system, all
its processes) of the whole command, of its translator's wall time (its
"Done! [... wall-clock]") and of its search's (its "Total time"), and the
states lama-first expanded.  lama-first is deterministic: the runs' costs are
the same (checked).  A task not solved within the limit is left out.
"""

import importlib.util
import os
import platform
import re
import resource
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TSV = os.path.join(HERE, 'lama-first.tsv')
spec = importlib.util.spec_from_file_location('fd_reference', os.path.join(HERE, '..', 'ipc', 'fd-reference.py'))
ipc = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ipc)
domain_file, tasks, check_text = ipc.domain_file, ipc.tasks, ipc.check_text


def number(pattern, text, kind=float):
    m = re.search(pattern, text, re.M)
    return kind(m.group(1)) if m else None


def cpu_seconds():
    """User and system seconds of the children ended so far (with theirs)."""
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def run_lama(fd, domain, problem, limit=60.0):
    """Runs Fast Downward's lama-first (translate + search) in a temporary folder.
    Returns {'code', 'secs', 'cpu', 'cost', 'text', 'translate', 'search', 'expanded'}:
    code the exit status or 'timeout', secs the wall time of the command, cpu
    its processor time (driver, translator and search; on a loaded machine
    the steadier of the two);
    translate, search and expanded as Fast Downward prints them (None where
    it does not)."""
    work = tempfile.mkdtemp(prefix='qd-lama-')
    try:
        plan = os.path.join(work, 'sas_plan')
        args = [sys.executable, fd, '--alias', 'lama-first', '--plan-file', plan,
                os.path.abspath(domain), os.path.abspath(problem)]
        out = ''
        began, cpu = time.monotonic(), cpu_seconds()
        # a session of its own: at the limit, the driver, translator and search all end
        p = subprocess.Popen(args, cwd=work, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             start_new_session=True)
        try:
            out, _ = p.communicate(timeout=limit)
            code = p.returncode
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            p.communicate()
            code = 'timeout'
        run = {'code': code, 'secs': time.monotonic() - began, 'cpu': cpu_seconds() - cpu, 'cost': None, 'text': None,
               'translate': number(r'^Done! \[\S+s CPU, (\S+)s wall-clock\]', out),
               'search': number(r'\] Total time: (\S+)s$', out),
               'expanded': number(r'\] Expanded (\d+) state', out, int)}
        if code == 0 and os.path.exists(plan):
            with open(plan, encoding='utf-8') as f:
                run['text'] = f.read()
            run['cost'] = number(r'^; cost = (\d+)', run['text'], int)
        return run
    finally:
        shutil.rmtree(work, ignore_errors=True)


def read_table(path=TSV):
    """{(domain, task): {'cost', 'fd_time', 'fd_cpu', 'translate', 'search', 'expanded'}} of lama-first.tsv."""
    table = {}
    with open(path, encoding='utf-8') as f:
        for line in f:
            if line.startswith('#') or not line.strip():
                continue
            d, t, cost, secs, cpu, tr, se, ex = line.rstrip('\n').split('\t')[:8]
            table[(d, t)] = {'cost': int(cost), 'fd_time': float(secs), 'fd_cpu': float(cpu), 'translate': float(tr),
                             'search': float(se), 'expanded': int(ex)}
    return table


def machine():
    with open('/proc/cpuinfo', encoding='utf-8') as f:
        model = number(r'^model name\s*:\s*(.+)$', f.read(), str) or platform.machine()
    return '%s, %d cores, %s' % (model, os.cpu_count(), platform.system())


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__.split('\n\n')[1])
    fd = sys.argv[1]
    limit = float(sys.argv[2]) if len(sys.argv) > 2 else 60.0
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    version = subprocess.run([sys.executable, fd, '--version'], capture_output=True, text=True).stdout.strip()
    load = os.getloadavg()[0]
    rows = []
    for d, t in tasks(HERE):
        dom, prob = domain_file(os.path.join(HERE, d), t), os.path.join(HERE, d, t)
        done = [run_lama(fd, dom, prob, limit) for _ in range(runs)]
        bad = [r for r in done if r['code'] != 0 or r['cost'] is None]
        if bad:
            print('%s/%s: not solved (%s, %.1f s)' % (d, t, bad[0]['code'], bad[0]['secs']), file=sys.stderr)
            continue
        costs = {r['cost'] for r in done}
        checked = check_text(dom, prob, done[0]['text'])
        if len(costs) != 1 or checked != done[0]['cost']:
            print('%s/%s: costs %s, the validator says %s' % (d, t, sorted(costs), checked), file=sys.stderr)
            continue
        med = {k: statistics.median(r[k] for r in done) for k in ('secs', 'cpu', 'translate', 'search')}
        rows.append('%s\t%s\t%d\t%.2f\t%.2f\t%.2f\t%.2f\t%d' % (d, t, done[0]['cost'], med['secs'], med['cpu'],
                                                               med['translate'], med['search'], done[0]['expanded']))
        print(rows[-1], file=sys.stderr)
    out = ['# The reference of the satisficing tasks under tests/plan/sat/ (issue 97), made by',
           "# Fast Downward's lama-first, never by Quandary:",
           '#   fast-downward.py --alias lama-first --plan-file PLAN DOMAIN TASK',
           '# Fast Downward %s (docs/planning-peers.md) on %s,' % (version, machine()),
           '# %s; made by tests/plan/sat/lama-reference.py FAST-DOWNWARD.PY %g %d: the median of %d runs'
           % (time.strftime('%Y-%m-%d'), limit, runs, runs),
           '# (seconds: the whole command, wall and processor; the wall time of its translator and of',
           '# its search), the machine shared with other jobs.  Every plan was checked by',
           '# tests/plan/validate-reference.py (same cost).  Load average (1 min): %.1f at the start,'
           ' %.1f at the end.' % (load, os.getloadavg()[0]),
           '# DOMAIN\tTASK\tCOST\tFD_TIME_S\tFD_CPU_S\tFD_TRANSLATE_S\tFD_SEARCH_S\tFD_EXPANDED'] + rows
    with open(TSV, 'w', encoding='utf-8') as f:
        f.write('\n'.join(out) + '\n')


if __name__ == '__main__':
    main()
