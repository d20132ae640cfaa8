#!/usr/bin/env python3
"""Check that po/POTFILES lists every file with translatable strings.

Usage: check-potfiles.py [PROJECT_ROOT]

Fails (exit 1) and names each file when
  - a C source under src/ uses _("...") , N_("...") , C_(...), NC_(...) or
    ngettext ("...", ...),
    or a .ui file under ui/ has translatable="yes",
    or a desktop/metainfo/schema file under data/ exists,
    and the file is not listed in po/POTFILES;
  - po/POTFILES lists a file that does not exist.
"""

import os
import re
import sys

# _( or N_( or C_( or NC_( or ngettext ( followed by a string literal; not part
# of a longer identifier such as FOO_("...").
C_GETTEXT = re.compile(r'(?<![A-Za-z0-9_])(?:N?C?_|ngettext)\s*\(\s*"')
UI_TRANSLATABLE = re.compile(r'translatable\s*=\s*["\']yes["\']')
# Comments, string and character literals, so that "_(" inside a string or a
# commented-out call does not count.
C_TOKENS = re.compile(r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', re.S)
DATA_SUFFIXES = ('.desktop.in', '.metainfo.xml.in', '.appdata.xml.in', '.gschema.xml')


def read_potfiles(path):
    listed = []
    with open(path, encoding='utf-8') as f:
        for lineno, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith('#') or line.startswith('['):
                continue
            listed.append((lineno, line))
    return listed


def walk(root, top, suffixes):
    base = os.path.join(root, top)
    for dirpath, dirnames, filenames in os.walk(base):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith('.'))
        for name in sorted(filenames):
            if name.endswith(suffixes):
                full = os.path.join(dirpath, name)
                yield os.path.relpath(full, root).replace(os.sep, '/')


def uses_gettext(root, rel):
    with open(os.path.join(root, rel), encoding='utf-8', errors='replace') as f:
        text = f.read()
    if rel.endswith('.ui'):
        return UI_TRANSLATABLE.search(text) is not None
    def blank(m):
        tok = m.group(0)
        return '""' if tok[0] == '"' else "''" if tok[0] == "'" else ' '
    return C_GETTEXT.search(C_TOKENS.sub(blank, text)) is not None


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                           os.path.join(os.path.dirname(__file__), '..'))
    potfiles = os.path.join(root, 'po', 'POTFILES')
    if not os.path.isfile(potfiles):
        print(f'FAIL: {potfiles} does not exist')
        return 1

    listed = read_potfiles(potfiles)
    listed_set = {name for _, name in listed}
    failures = []

    for lineno, name in listed:
        if not os.path.isfile(os.path.join(root, name)):
            failures.append(f'po/POTFILES:{lineno}: listed file does not exist: {name}')

    needed = []
    for rel in list(walk(root, 'src', ('.c', '.h'))) + list(walk(root, 'ui', ('.ui',))):
        if uses_gettext(root, rel):
            needed.append(rel)
    for rel in walk(root, 'data', DATA_SUFFIXES):
        needed.append(rel)

    for rel in needed:
        if rel not in listed_set:
            failures.append(f'missing from po/POTFILES: {rel}')

    checked = len(needed)
    if failures:
        for line in failures:
            print('FAIL:', line)
        print(f'{len(failures)} problem(s); {checked} translatable file(s) found, '
              f'{len(listed)} listed')
        return 1
    print(f'ok: {checked} translatable file(s) found, all {len(listed)} listed files exist')
    return 0


if __name__ == '__main__':
    sys.exit(main())
