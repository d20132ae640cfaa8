#!/usr/bin/env bash
# Configure and build BUILD_DIR (default _build-asan) with clang,
# AddressSanitizer and UBSan, optimized (-O2, debug line tables only:
# reports name file and line, and the suite compiles it faster): the build in which
# build-aux/run-tests.sh runs the suite under the sanitizers.  They
# instrument the program's own code (src/, -Dsanitize); the tests' code
# compiles as in _build, in half the time (b_sanitize=none: a folder
# configured before with b_sanitize is reset).  The fuzz
# targets have a build of their own (build-aux/setup-fuzz.sh): libFuzzer's
# comparison tracing in every library made the suite twice as slow here.
#
#   build-aux/setup-asan.sh [BUILD_DIR [MESON_SETUP_OPTIONS...]]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
build_dir=${1:-_build-asan}
shift || true
CC=clang exec build-aux/setup.sh "$build_dir" -Dsanitize=address,undefined -Db_sanitize=none -Db_lundef=false \
  -Dbuildtype=debugoptimized -Dc_args=-gline-tables-only -Dc_link_args=-fuse-ld=lld "$@"
