#!/usr/bin/env python3
"""The reference optimal costs of the IPC tasks in this folder, made by Fast
Downward (never by Quandary), and the helpers that run it, shared with
tests/bench/bench-plan-peers.py.

Usage: fd-reference.py FAST-DOWNWARD.PY [LIMIT]     (writes optimal-costs.tsv here)

For each task (DOMAIN/TASK.pddl beside its domain file, see domain_file())
it runs, in a fresh temporary folder,

    python3 FAST-DOWNWARD.PY --plan-file PLAN DOMAIN-FILE TASK --search 'astar(lmcut())'

with a limit of LIMIT seconds (default 60) on the whole run (translate +
search), checks the plan with tests/plan/validate-reference.py (an
independent validator in plain Python: the cost it computes must be the cost
Fast Downward prints), and writes the line DOMAIN TASK COST FD_TIME_S
HELD_OUT FD_SEARCH.  LM-cut in Fast Downward refuses conditional effects and
the axioms its translator makes of some ADL preconditions (exit code 34,
"unsupported"); those tasks are solved with astar(hmax()) when the
translated task has no axioms (h_max is admissible there) and with
astar(blind()) otherwise: FD_SEARCH names the configuration that made the
cost.  Tasks not solved within the limit are left out.  HELD_OUT (yes/no) is
kept from the current optimal-costs.tsv; a task new to it gets `no`.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
VALIDATOR = os.path.join(HERE, '..', 'validate-reference.py')
TSV = os.path.join(HERE, 'optimal-costs.tsv')
LMCUT, HMAX, BLIND = 'astar(lmcut())', 'astar(hmax())', 'astar(blind())'
UNSUPPORTED = 34


def domain_file(domain_dir, task):
    """The domain of TASK: pNN-domain.pddl (for pNN.pddl or pNN-REST.pddl),
    domain_pNN.pddl, else domain.pddl (the naming of the Fast Downward
    benchmark collection)."""
    stem = task[:-len('.pddl')]
    for name in (stem + '-domain.pddl', stem.split('-')[0] + '-domain.pddl', 'domain_' + task, 'domain.pddl'):
        if os.path.exists(os.path.join(domain_dir, name)):
            return os.path.join(domain_dir, name)
    raise FileNotFoundError('no domain file for %s in %s' % (task, domain_dir))


def tasks(root=HERE):
    """(domain, task) of every problem file under root, sorted."""
    out = []
    for d in sorted(os.listdir(root)):
        if os.path.isdir(os.path.join(root, d)):
            out += [(d, f) for f in sorted(os.listdir(os.path.join(root, d)))
                    if f.endswith('.pddl') and 'domain' not in f]
    return out


def read_table(path=TSV):
    """{(domain, task): {'cost', 'fd_time', 'held_out', 'search'}} of optimal-costs.tsv."""
    table = {}
    if not os.path.exists(path):
        return table
    with open(path, encoding='utf-8') as f:
        for line in f:
            if line.startswith('#') or not line.strip():
                continue
            d, t, cost, secs, held, search = line.rstrip('\n').split('\t')[:6]
            table[(d, t)] = {'cost': int(cost), 'fd_time': float(secs), 'held_out': held == 'yes',
                             'search': search}
    return table


def validate(domain, problem, plan):
    """The cost tests/plan/validate-reference.py gives PLAN, or its complaint."""
    p = subprocess.run([sys.executable, VALIDATOR, domain, problem, plan], capture_output=True, text=True)
    m = re.match(r'valid cost (\S+)', p.stdout)
    return int(float(m.group(1))) if m else (p.stdout + p.stderr).strip()


def check_text(domain, problem, text):
    """validate() of a plan given as text."""
    with tempfile.NamedTemporaryFile('w', suffix='.plan', delete=False) as f:
        f.write(text)
    try:
        return validate(domain, problem, f.name)
    finally:
        os.unlink(f.name)


last_expanded = None   # the states Fast Downward's last run_fd expanded ("Expanded N state(s)"), None: not said


def run_fd(fd, domain, problem, search=LMCUT, limit=60.0):
    """Runs Fast Downward (translate + search) in a temporary folder.
    Returns (exit code, wall seconds, cost or None, plan text or None, axioms)."""
    work = tempfile.mkdtemp(prefix='qd-fd-')
    try:
        plan = os.path.join(work, 'sas_plan')
        args = [sys.executable, fd, '--keep-sas-file', '--plan-file', plan, os.path.abspath(domain), os.path.abspath(problem),
                '--search', search]
        began = time.monotonic()
        try:
            p = subprocess.run(args, cwd=work, capture_output=True, text=True, timeout=limit)
            code = p.returncode
        except subprocess.TimeoutExpired:
            code = 'timeout'
        secs = time.monotonic() - began
        text = cost = None
        global last_expanded
        found = re.findall(r'Expanded (\d+) state', p.stdout) if code != 'timeout' else []
        last_expanded = int(found[-1]) if found else None
        if code == 0 and os.path.exists(plan):
            with open(plan, encoding='utf-8') as f:
                text = f.read()
            m = re.search(r'^; cost = (\d+)', text, re.M)
            cost = int(m.group(1)) if m else None
        sas = os.path.join(work, 'output.sas')
        axioms = False
        if os.path.exists(sas):
            with open(sas, encoding='utf-8') as f:
                axioms = 'begin_rule' in f.read()
        return code, secs, cost, text, axioms
    finally:
        shutil.rmtree(work, ignore_errors=True)


def solve(fd, domain, problem, limit=60.0, search=None):
    """astar(lmcut()), or the fallback above where FD refuses it.
    Returns (search, code, seconds, cost, plan text)."""
    search = search or LMCUT
    code, secs, cost, text, axioms = run_fd(fd, domain, problem, search, limit)
    if code == UNSUPPORTED and search == LMCUT:
        search = BLIND if axioms else HMAX
        code, secs, cost, text, _ = run_fd(fd, domain, problem, search, limit)
    return search, code, secs, cost, text


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__.split('\n\n')[1])
    fd = sys.argv[1]
    limit = float(sys.argv[2]) if len(sys.argv) > 2 else 60.0
    old = read_table()
    out = ['# Optimal plan costs of the IPC tasks under tests/plan/ipc/, made by Fast Downward',
           '# (release-24.06.1, see docs/planning-peers.md), never by Quandary:',
           "#   fast-downward.py --plan-file PLAN DOMAIN TASK --search 'astar(lmcut())'",
           '# and where LM-cut refuses the task (conditional effects, or axioms made by the translator)',
           "# --search 'astar(hmax())' (no axioms) or 'astar(blind())' (axioms), admissible there.",
           '# Every plan was checked by tests/plan/validate-reference.py (same cost).  Made by',
           '# tests/plan/ipc/fd-reference.py FAST-DOWNWARD.PY %g; FD_TIME_S: wall time of translate +' % limit,
           '# search on a 2-core machine.  HELD_OUT yes: never used by Quandary\'s tests, only by',
           '# tests/bench/bench-plan-peers.py.  FD_SEARCH: the configuration that made the cost.',
           '# DOMAIN\tTASK\tCOST\tFD_TIME_S\tHELD_OUT\tFD_SEARCH']
    for d, t in tasks():
        dom, prob = domain_file(os.path.join(HERE, d), t), os.path.join(HERE, d, t)
        search, code, secs, cost, text = solve(fd, dom, prob, limit)
        if code != 0 or cost is None:
            print('%s/%s: not solved (%s, %.1f s)' % (d, t, code, secs), file=sys.stderr)
            continue
        checked = check_text(dom, prob, text)
        if checked != cost:
            print('%s/%s: the validator says %s, FD %s' % (d, t, checked, cost), file=sys.stderr)
            continue
        held = old.get((d, t), {}).get('held_out', False)
        out.append('%s\t%s\t%d\t%.2f\t%s\t%s' % (d, t, cost, secs, 'yes' if held else 'no', search))
        print(out[-1], file=sys.stderr)
    with open(TSV, 'w', encoding='utf-8') as f:
        f.write('\n'.join(out) + '\n')

if __name__ == '__main__':
    main()
