#!/usr/bin/env bash
# Set up (packages, build in _build) and start Quandary without installing it.
#
#   build-aux/run-app.sh [FILE...]
#
# Builds only what the window needs (the app and its settings schema), in the
# same _build and with the same options as build-aux/run-tests.sh, which
# builds them too: after the tests it has nothing left to compile.  A _build
# that exists is not configured again (ninja regenerates it itself when a
# meson.build changed).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

if [ -f _build/build.ninja ]; then
  SETUP_CONFIGURE=no SETUP_COMPILE=no build-aux/setup.sh _build
else
  SETUP_COMPILE=no build-aux/setup.sh _build
fi
# ccache (where meson found it) keeps the objects of any copy of the tree,
# the window's precompiled-header ones too (build-aux/setup.sh).
export CCACHE_NOHASHDIR=1 CCACHE_SLOPPINESS=pch_defines,time_macros
# A miss compiled once, not preprocessed first (build-aux/run-tests.sh).
export CCACHE_DEPEND=1
# Not `meson compile`: that builds every test and benchmark of the tree.
ninja -C _build src/app/quandary data/gschemas.compiled

# The schema is compiled into _build/data; the app runs uninstalled.
export GSETTINGS_SCHEMA_DIR="$root/_build/data"
exec "$root/_build/src/app/quandary" "$@"
