#!/usr/bin/env python3
"""Writes the app's GResource description.

    gen-gresource.py OUTPUT DEPFILE ROOT EXAMPLES_DIR [ALIAS=PATH ...] -- ID ...

ALIAS=PATH are the files the app's folders declare (templates, icons, the
style sheet); PATH is absolute or relative to ROOT.  The bundled examples are
every file in EXAMPLES_DIR/<id>/ for each problem id, but the notes beside
them (*.md): they need no list of their own.  Paths are written relative to
ROOT, which is glib-compile-resources' source directory.  DEPFILE names
the example folders, so that adding a file to one writes OUTPUT again.
"""
import os
import sys
from xml.sax.saxutils import escape, quoteattr

PREFIX = '/io/github/quandary/Quandary'


def main(argv):
    output, depfile, root, examples_dir = argv[1:5]
    rest = argv[5:]
    folders = []
    split = rest.index('--') if '--' in rest else len(rest)
    entries = []
    for item in rest[:split]:
        alias, path = item.split('=', 1)
        entries.append((alias, os.path.relpath(os.path.join(root, path), root)))
    for pid in rest[split + 1:]:
        folder = os.path.join(root, examples_dir, pid)
        if not os.path.isdir(folder):
            continue
        folders.append(folder)
        for name in sorted(os.listdir(folder)):
            path = os.path.join(folder, name)
            if os.path.isfile(path) and not name.endswith('.md') and not name.startswith('.'):
                entries.append(('examples/%s/%s' % (pid, name), os.path.relpath(path, root)))
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<!-- Made by build-aux/gen-gresource.py: edit the meson.build files instead. -->',
             '<gresources>', '  <gresource prefix=%s>' % quoteattr(PREFIX)]
    for alias, path in sorted(entries):
        strip = ' preprocess="xml-stripblanks"' if path.endswith('.ui') else ''
        lines.append('    <file%s alias=%s>%s</file>' % (strip, quoteattr(alias), escape(path)))
    lines += ['  </gresource>', '</gresources>', '']
    with open(output, 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines))
    with open(depfile, 'w', encoding='utf-8') as f:
        f.write('%s: %s\n' % (output.replace(' ', '\\ '),
                              ' '.join(p.replace(' ', '\\ ') for p in folders)))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
