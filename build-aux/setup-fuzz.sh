#!/usr/bin/env bash
# Configure and build the libFuzzer targets of tests/fuzz/ in BUILD_DIR
# (default _build-fuzz): clang, AddressSanitizer + UBSan, -Dfuzzing=true.
# The packages (clang, Debian's libFuzzer runtime libclang-rt-14-dev) are
# installed by build-aux/setup.sh.
#
#   build-aux/setup-fuzz.sh [BUILD_DIR [MESON_SETUP_OPTIONS...]]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
build_dir=${1:-_build-fuzz}
shift || true
CC=clang exec build-aux/setup.sh "$build_dir" -Dfuzzing=true -Dtests=false \
  -Db_sanitize=address,undefined -Db_lundef=false -Dbuildtype=debugoptimized "$@"
