"""What the command-line tests of `quandary-cli csp` share: the checks
gathered and printed as TAP, the command run in the C locale, files
written to the work folder."""

import os
import re
import subprocess
import sys

ENV = dict(os.environ, LC_ALL='C', LANGUAGE='C')


ONE_D = re.compile(r'^(\S+?)(?:\[(-?\d+)\.\.-?\d+\])? = \[(.*)\]$')
TWO_D = re.compile(r'^(\S+?)(?:\[(-?\d+)\.\.-?\d+\]\[(-?\d+)\.\.-?\d+\])? =$')


def solution_blocks(stdout):
    """The solutions printed, each a dict VAR -> VALUE, read as
    data/FORMATS.md writes them: a line of VAR=VALUE pairs is a solution;
    consecutive lines of which one is an array (`q = [1 5 …]`, or `x =`
    and its rows indented two spaces; `q[1..8] = […]` when indexes start
    at 1; `-` a cell no variable fills) make one solution together.
    Returns (start line, dict) pairs."""
    lines = stdout.splitlines()
    found = []
    i = 0
    while i < len(lines):
        start, block, arrays = i, [], False
        while i < len(lines):
            line = lines[i]
            one, two = ONE_D.match(line), TWO_D.match(line)
            if one:
                lo = int(one.group(2) or 0)
                block.append({'%s[%d]' % (one.group(1), lo + k): v
                              for k, v in enumerate(one.group(3).split()) if v != '-'})
                arrays, i = True, i + 1
            elif two:
                r0, c0 = int(two.group(2) or 0), int(two.group(3) or 0)
                cells, head, i = {}, i, i + 1
                while i < len(lines) and lines[i].startswith('  '):
                    for k, v in enumerate(lines[i].split()):
                        if v != '-':
                            cells['%s[%d][%d]' % (two.group(1), r0 + i - head - 1, c0 + k)] = v
                    i += 1
                block.append(cells)
                arrays = True
            elif '=' in line and not line.startswith(' ') and all('=' in w for w in line.split()):
                block.append(dict(w.split('=', 1) for w in line.split()))
                i += 1
            else:
                break
        if arrays:
            merged = {}
            for b in block:
                merged.update(b)
            found.append((start, merged))
        else:
            found.extend((start + k, b) for k, b in enumerate(block))
        i = max(i, start + 1) if not block else i
    return found


def solutions(stdout):
    """The solutions printed (solution_blocks), as dicts."""
    return [s for _, s in solution_blocks(stdout)]


class Tap:
    def __init__(self, cli, work, timeout=120, errors='strict'):
        """`errors`: how output that is not UTF-8 is decoded ('replace'
        where a hostile file's bytes may be echoed)."""
        self.cli = cli
        self.timeout = timeout
        self.errors = errors
        self.work = work
        self.results = []
        os.makedirs(work, exist_ok=True)

    def ok(self, cond, name, detail=''):
        self.results.append((bool(cond), name, detail))

    def run(self, *args, timeout=None, env=ENV):
        """`quandary-cli csp ARGS`: (exit status, stdout, stderr); a run
        past the timeout is status -1."""
        timeout = timeout or self.timeout
        try:
            p = subprocess.run([self.cli, 'csp'] + [str(a) for a in args], capture_output=True,
                               encoding='utf-8', errors=self.errors, env=env, timeout=timeout)
        except subprocess.TimeoutExpired:
            return -1, '', 'timed out after %d s' % timeout
        return p.returncode, p.stdout, p.stderr

    def write(self, name, text):
        """A file of the work folder: text (UTF-8) or bytes as they are."""
        path = os.path.join(self.work, name)
        with open(path, 'wb') as f:
            f.write(text.encode('utf-8') if isinstance(text, str) else text)
        return path

    def finish(self):
        print('1..%d' % len(self.results))
        for k, (good, name, detail) in enumerate(self.results, 1):
            print('%s %d - %s' % ('ok' if good else 'not ok', k, name))
            if not good and detail:
                for line in str(detail).strip().splitlines()[:20]:
                    print('# ' + line)
        sys.exit(0 if all(r[0] for r in self.results) else 1)
