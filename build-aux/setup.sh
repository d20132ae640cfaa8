#!/usr/bin/env bash
# Set up a fresh Debian 12 machine and build Quandary.
#
#   build-aux/setup.sh [BUILD_DIR [MESON_SETUP_OPTIONS...]]
#
# Installs the Debian packages that are missing (apt-get, with sudo when not
# root), then configures BUILD_DIR (default _build) with meson, or reconfigures
# it if it exists (not with SETUP_CONFIGURE=no), and compiles (not with
# SETUP_COMPILE=no). Safe to run
# again: it only does what is needed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

packages=(
  meson ninja-build pkg-config gcc libc6-dev
  libgtk-4-dev libadwaita-1-dev libglib2.0-dev-bin libglib2.0-bin
  gettext desktop-file-utils appstream
  xvfb xauth librsvg2-common libgtk-4-bin
  libpng-dev   # the UI tests write their screenshots with libpng (tests/ui-png.c)
  flatpak-builder xdotool x11-apps python3
  clang libclang-rt-14-dev lld   # the sanitizer and fuzz builds link with lld (a third of the time)
  yelp-tools itstool   # the manual: yelp-check; its translations: itstool
  parallel
  groff-base
  libgif-dev librsvg2-dev   # reports (figures into the PDF) and animated GIFs (giflib)
  poppler-utils   # the report tests read the PDFs back (pdfinfo, pdffonts, pdftotext)
  locales   # fr_FR for the French CLI tests (suite fr: tests/clitest.py runs localedef)
  cadical   # bench-hardgraph compares best with this SAT solver (tests/mapcolor/)
  ccache   # meson compiles through it when installed: rebuilds of a fresh tree reuse objects
  bubblewrap   # outside agents run in its sandbox (docs/agents.md); tests/test-agent.c checks it
)

if command -v dpkg-query >/dev/null 2>&1; then
  missing=()
  for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q '^install ok installed$'; then
      missing+=("$p")
    fi
  done
  if ((${#missing[@]} > 0)); then
    echo "setup: installing missing packages: ${missing[*]}"
    sudo=()
    if [ "$(id -u)" -ne 0 ]; then
      if ! command -v sudo >/dev/null 2>&1; then
        echo "setup: not root and sudo is not installed; install as root: ${missing[*]}" >&2
        exit 1
      fi
      sudo=(sudo)
    fi
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
      apt-get install -y --no-install-recommends "${missing[@]}"
  fi
else
  echo "setup: dpkg-query not found (not Debian?): skipping package installation" >&2
fi

# One object for one source and its flags, whatever folder it is built in
# (ccache, where meson found it: tests/check-new-problem.py builds a copy).
export CCACHE_NOHASHDIR=1
# and the window's objects, compiled with a precompiled header, cached too.
export CCACHE_SLOPPINESS=pch_defines,time_macros
# A miss compiled once, not preprocessed first (depend mode: half the
# processor time of a build from an empty cache; build-aux/run-tests.sh).
export CCACHE_DEPEND=1
# clang by default: it compiles the tree in four fifths of gcc's time here
# (the suite's budget, docs/building-and-testing.md); CC=gcc for gcc.  A
# configured build keeps the compiler it was configured with.
build_dir=${1:-_build}
shift || true
if [ -z "${CC:-}" ] && [ ! -f "$build_dir/meson-private/coredata.dat" ] && command -v clang >/dev/null 2>&1; then
  export CC=clang
fi
# meson puts ccache before the compiler it finds, not before one named in CC
# (CC=clang: setup-asan.sh, setup-fuzz.sh).
if [ -n "${CC:-}" ] && [ "${CC%% *}" != ccache ] && command -v ccache >/dev/null 2>&1; then
  export CC="ccache $CC"
fi

# clang links with lld where it is installed (the sanitizer builds pass
# their own c_link_args): a UI test program in 0.6 CPU-s instead of 1.35 with
# ld.bfd, and _build links some 120 programs for its tests (the copy of a
# problem that new-problem builds gets the same flags: tests/meson.build).
if [ ! -f "$build_dir/meson-private/coredata.dat" ] && [ -z "${LDFLAGS+set}" ] && [[ "${CC:-}" == *clang* ]] &&
   [[ " $* " != *c_link_args* ]] && command -v ld.lld >/dev/null 2>&1; then
  export LDFLAGS=-fuse-ld=lld
fi

# clang's debug information as line tables only (where CFLAGS and c_args
# say nothing): backtraces, sanitizer reports and perf still name every file
# and line, and a file compiles in 0.82 of the CPU time of -g (ten files of
# src/app and src/problems: 4.93 against 6.03 CPU-s); CFLAGS=-g for a build
# to debug in gdb with its variables.
if [ ! -f "$build_dir/meson-private/coredata.dat" ] && [ -z "${CFLAGS+set}" ] && [[ "${CC:-}" == *clang* ]] &&
   [[ " $* " != *c_args* ]]; then
  export CFLAGS=-gline-tables-only
fi

if [ -f "$build_dir/meson-private/coredata.dat" ]; then
  # SETUP_CONFIGURE=no: a configured build stays as it is (run-app.sh).
  if [ "${SETUP_CONFIGURE:-yes}" != no ]; then
    meson setup --reconfigure "$build_dir" "$@"
  fi
else
  meson setup "$build_dir" "$@"
fi
# SETUP_COMPILE=no: configure only (setup-fuzz.sh builds its targets alone).
if [ "${SETUP_COMPILE:-yes}" != no ]; then
  meson compile -C "$build_dir"
fi
