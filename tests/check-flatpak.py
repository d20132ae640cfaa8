#!/usr/bin/env python3
"""Check the structure of the Flatpak manifest (it cannot be built here).

Usage: check-flatpak.py MANIFEST.json APP_ID

Checks the keys the build needs, then, when flatpak-builder is installed,
lets it parse the manifest with G_DEBUG=fatal-warnings so that unknown or
misspelt keys fail too.
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile

# The outside agents (docs/agents.md) run on the host through flatpak-spawn,
# which talks to org.freedesktop.Flatpak.
REQUIRED_FINISH_ARGS = ('--share=ipc', '--socket=wayland', '--socket=fallback-x11', '--device=dri',
                        '--talk-name=org.freedesktop.Flatpak')
# The current GNOME runtime (issue 17: GNOME 49); older ones are end of life.
MIN_RUNTIME = 49


def check(manifest_path, app_id):
    errors = []

    def expect(cond, msg):
        if not cond:
            errors.append(msg)

    try:
        with open(manifest_path, encoding='utf-8') as f:
            m = json.load(f)
    except (OSError, ValueError) as e:
        return [f'cannot read {manifest_path}: {e}']
    if not isinstance(m, dict):
        return ['the manifest is not a JSON object']

    ids = [k for k in ('id', 'app-id') if k in m]
    expect(len(ids) == 1, 'exactly one of "id" or "app-id" is required')
    if ids:
        expect(m[ids[0]] == app_id, f'"{ids[0]}" is {m[ids[0]]!r}, expected {app_id!r}')
    expect(os.path.basename(manifest_path) == app_id + '.json',
           f'manifest file should be named {app_id}.json')
    expect(m.get('runtime') == 'org.gnome.Platform', '"runtime" must be org.gnome.Platform')
    expect(m.get('sdk') == 'org.gnome.Sdk', '"sdk" must be org.gnome.Sdk')
    rv = m.get('runtime-version')
    expect(isinstance(rv, str) and rv.isdigit() and int(rv) >= MIN_RUNTIME,
           f'"runtime-version" must be a current GNOME release (>= "{MIN_RUNTIME}"), got {rv!r}')
    expect(m.get('command') == 'quandary', '"command" must be quandary')

    fa = m.get('finish-args')
    if not isinstance(fa, list):
        errors.append('"finish-args" must be a list')
    else:
        for arg in REQUIRED_FINISH_ARGS:
            expect(arg in fa, f'"finish-args" lacks {arg}')
        expect('--socket=x11' not in fa, 'use --socket=fallback-x11, not --socket=x11')
        # Nothing goes to the network, and files come through the file
        # chooser portal (GtkFileChooserNative), not a hole in the sandbox.
        expect('--share=network' not in fa, '"finish-args" must not have --share=network')
        holes = [a for a in fa if isinstance(a, str) and a.startswith('--filesystem=')]
        expect(not holes, f'files go through the portal: no --filesystem access ({holes})')

    mods = m.get('modules')
    if not isinstance(mods, list) or not mods:
        errors.append('"modules" must be a non-empty list')
        return errors
    app_mods = [x for x in mods if isinstance(x, dict) and x.get('name') == 'quandary']
    expect(len(app_mods) == 1, 'exactly one module named "quandary" is required')
    if app_mods:
        mod = app_mods[0]
        expect(mod is mods[-1], 'the "quandary" module must come last (it is the app)')
        expect(mod.get('buildsystem') == 'meson', 'module "quandary" must use buildsystem meson')
        srcs = mod.get('sources')
        dirs = [s for s in srcs or [] if isinstance(s, dict) and s.get('type') == 'dir']
        expect(len(dirs) == 1, 'module "quandary" needs one source of type "dir"')
        if dirs:
            path = dirs[0].get('path')
            expect(path == '..', f'the dir source path must be "..", got {path!r}')
            top = os.path.join(os.path.dirname(os.path.abspath(manifest_path)), path or '')
            meson_build = os.path.join(top, 'meson.build')
            ok = os.path.isfile(meson_build)
            if ok:
                with open(meson_build, encoding='utf-8') as f:
                    ok = "project('quandary'" in f.read()
            expect(ok, f'the dir source {top} is not the quandary project root')
    return errors


def show_manifest(manifest_path):
    fb = shutil.which('flatpak-builder')
    if fb is None:
        print('# flatpak-builder not installed: --show-manifest skipped')
        return []
    env = dict(os.environ, G_DEBUG='fatal-warnings')
    # flatpak-builder leaves a .flatpak-builder/ state folder in its working
    # directory: run it in a throw-away one.
    with tempfile.TemporaryDirectory(prefix='check-flatpak-') as tmp:
        r = subprocess.run([fb, '--show-manifest', os.path.abspath(manifest_path)],
                           env=env, cwd=tmp, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True,
                           stdin=subprocess.DEVNULL, timeout=60)
    if r.returncode != 0:
        return [f'flatpak-builder --show-manifest failed ({r.returncode}): {r.stderr.strip()}']
    try:
        json.loads(r.stdout)
    except ValueError as e:
        return [f'flatpak-builder --show-manifest printed no JSON: {e}']
    print('# flatpak-builder --show-manifest: ok')
    return []


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    manifest_path, app_id = sys.argv[1], sys.argv[2]
    errors = check(manifest_path, app_id)
    if not errors:
        errors = show_manifest(manifest_path)
    for e in errors:
        print('FAIL:', e)
    if errors:
        return 1
    print(f'ok: {manifest_path}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
