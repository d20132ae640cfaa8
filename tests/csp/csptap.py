"""What the command-line tests of `quandary-cli csp` share: the checks
gathered and printed as TAP, the command run in the C locale, files
written to the work folder."""

import os
import subprocess
import sys

ENV = dict(os.environ, LC_ALL='C', LANGUAGE='C')


class Tap:
    def __init__(self, cli, work, timeout=120):
        self.cli = cli
        self.timeout = timeout
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
            p = subprocess.run([self.cli, 'csp'] + [str(a) for a in args], capture_output=True, text=True,
                               env=env, timeout=timeout)
        except subprocess.TimeoutExpired:
            return -1, '', 'timed out after %d s' % timeout
        return p.returncode, p.stdout, p.stderr

    def write(self, name, text):
        path = os.path.join(self.work, name)
        with open(path, 'w', encoding='utf-8') as f:
            f.write(text)
        return path

    def finish(self):
        print('1..%d' % len(self.results))
        for k, (good, name, detail) in enumerate(self.results, 1):
            print('%s %d - %s' % ('ok' if good else 'not ok', k, name))
            if not good and detail:
                for line in str(detail).strip().splitlines()[:20]:
                    print('# ' + line)
        sys.exit(0 if all(r[0] for r in self.results) else 1)
