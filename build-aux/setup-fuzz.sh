#!/usr/bin/env bash
# Configure BUILD_DIR (default _build-fuzz) with clang, AddressSanitizer, UBSan
# and libFuzzer's coverage, and build the libFuzzer targets of tests/fuzz/
# (one per problem) and what they link, nothing else: `meson test -C
# BUILD_DIR --suite fuzz` runs each briefly, build-aux/run-fuzz.sh for longer.
# tests/check-new-problem.py reads the options below to build its copy alike.
# The packages (clang, Debian's libFuzzer runtime libclang-rt-14-dev) are
# installed by build-aux/setup.sh.
#
#   build-aux/setup-fuzz.sh [BUILD_DIR [MESON_SETUP_OPTIONS...]]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
build_dir=${1:-_build-fuzz}
# One line: tests/check-new-problem.py reads it to build its copy alike.
shift || true
options=(-Dfuzzing=true -Dtests=false -Db_sanitize=address,undefined -Db_lundef=false -Dbuildtype=debugoptimized -Dc_link_args=-fuse-ld=lld)
CC=clang SETUP_COMPILE=no build-aux/setup.sh "$build_dir" "${options[@]}" "$@"
if [ "${SETUP_COMPILE:-yes}" = no ]; then
  exit 0
fi
mapfile -t targets < <(meson introspect "$build_dir" --targets |
  python3 -c 'import json, sys; print("\n".join(t["name"] for t in json.load(sys.stdin) if t["name"].startswith("fuzz-")))')
meson compile -C "$build_dir" "${targets[@]}"
