#!/usr/bin/env python3
"""Checks the user manual (help/C/).

Usage: check-help.py YELP_CHECK HELP_C_DIR LISTED_PAGE...

Fails (exit 1) when
  - a help/C/*.page is not listed in help/meson.build (so it would be neither
    installed nor checked), or a listed page does not exist;
  - `yelp-check validate` finds a page that is not valid Mallard;
  - `yelp-check links` finds a link to a page or section that does not exist.
"""

import glob
import os
import subprocess
import sys


def main():
    yelp_check, folder, listed = sys.argv[1], sys.argv[2], sys.argv[3:]
    pages = sorted(glob.glob(os.path.join(folder, '*.page')))
    names = {os.path.basename(p) for p in pages}
    listed_names = {os.path.basename(p) for p in listed}
    failed = False
    for name in sorted(names - listed_names):
        print(f'help/C/{name} is not listed in help/meson.build', file=sys.stderr)
        failed = True
    for name in sorted(listed_names - names):
        print(f'help/meson.build lists {name}, which help/C/ lacks', file=sys.stderr)
        failed = True
    for command in ('validate', 'links'):
        result = subprocess.run([yelp_check, command] + sorted(names), cwd=folder,
                                capture_output=True, text=True)
        output = (result.stdout + result.stderr).strip()
        if result.returncode != 0 or output:
            print(f'yelp-check {command}:\n{output}', file=sys.stderr)
            failed = True
    if not failed:
        print(f'{len(pages)} pages valid, every link resolves')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
