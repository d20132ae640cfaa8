#!/usr/bin/env python3
"""Writes the app's GResource description.

    gen-gresource.py OUTPUT DEPFILE ROOT [ALIAS=PATH ...] -- ID ...

The bundle is made of folders, so that no file needs a list of its own:
  - every file under ROOT/ui/ (GtkBuilder templates, one folder per problem
    and widgets/ for the shared ones), as ui/<its path under ui/>, but for
    ui/gtk/ (help-overlay.ui), which GTK looks for as gtk/<name>; an icon
    there (*.svg: a problem's own, beside its template) goes with the icons;
  - every file under ROOT/resources/ (the style sheet, the shared icons), as
    its path under resources/, but icons: any *.svg is an action icon,
    icons/scalable/actions/<name>;
  - every file of ROOT/data/examples/<id>/ for each problem id, as
    examples/<id>/<name>, but the notes beside them (*.md).
ALIAS=PATH add files kept elsewhere (the application's icon in data/); PATH
is absolute or relative to ROOT.  Paths are written relative to ROOT, which
is glib-compile-resources' source directory.  DEPFILE names every folder
read, so that adding a file to one writes OUTPUT again.
"""
import os
import sys
from xml.sax.saxutils import escape, quoteattr

PREFIX = '/io/github/quandary/Quandary'
ICONS = 'icons/scalable/actions/'


def walk(folder):
    """(path relative to folder, absolute path) of every file; the folders."""
    files, folders = [], []
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith('.'))
        folders.append(dirpath)
        for name in sorted(filenames):
            if not name.startswith('.'):
                path = os.path.join(dirpath, name)
                files.append((os.path.relpath(path, folder), path))
    return files, folders


def alias_of(top, rel):
    if rel.endswith('.svg'):
        return ICONS + os.path.basename(rel)
    if top == 'ui':
        return rel if rel.startswith('gtk' + os.sep) else 'ui/' + rel
    return rel


def main(argv):
    output, depfile, root = argv[1:4]
    rest = argv[4:]
    split = rest.index('--') if '--' in rest else len(rest)
    entries = {}
    depends = []

    def add(alias, path):
        rel = os.path.relpath(os.path.join(root, path), root)
        if alias in entries and entries[alias] != rel:
            sys.exit('gen-gresource.py: %s and %s would both be %s' % (entries[alias], rel, alias))
        entries[alias] = rel

    for item in rest[:split]:
        alias, path = item.split('=', 1)
        add(alias, path)
    for top in ('ui', 'resources'):
        files, folders = walk(os.path.join(root, top))
        depends += folders
        for rel, path in files:
            add(alias_of(top, rel).replace(os.sep, '/'), path)
    for pid in rest[split + 1:]:
        folder = os.path.join(root, 'data', 'examples', pid)
        if not os.path.isdir(folder):
            continue
        depends.append(folder)
        for name in sorted(os.listdir(folder)):
            path = os.path.join(folder, name)
            if os.path.isfile(path) and not name.endswith('.md') and not name.startswith('.'):
                add('examples/%s/%s' % (pid, name), path)
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<!-- Made by build-aux/gen-gresource.py from ui/, resources/ and data/examples/. -->',
             '<gresources>', '  <gresource prefix=%s>' % quoteattr(PREFIX)]
    for alias, path in sorted(entries.items()):
        strip = ' preprocess="xml-stripblanks"' if path.endswith('.ui') else ''
        lines.append('    <file%s alias=%s>%s</file>' % (strip, quoteattr(alias), escape(path)))
    lines += ['  </gresource>', '</gresources>', '']
    with open(output, 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines))
    with open(depfile, 'w', encoding='utf-8') as f:
        f.write('%s: %s\n' % (output.replace(' ', '\\ '),
                              ' '.join(p.replace(' ', '\\ ') for p in depends)))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
