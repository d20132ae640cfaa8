"""What the command-line tests of `quandary-cli csp` share: the checks
gathered and printed as TAP, the command run in the C locale, files
written to the work folder."""

import os
import subprocess
import sys

ENV = dict(os.environ, LC_ALL='C', LANGUAGE='C')


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
