#!/usr/bin/env bash
# Set up (packages, build in _build) and run the whole test suite twice:
# in _build, then in _build-asan built with AddressSanitizer and UBSan; then
# build the libFuzzer targets in _build-fuzz (clang) and run each briefly on
# its seed corpus (suite fuzz; build-aux/run-fuzz.sh runs one for longer).
# Prints a last line "N passed, M failed" and exits non-zero if anything failed.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1

passed=0
failed=0
status=0

# run_tests BUILD_DIR [MESON_TEST_OPTIONS...]: meson test, counts added up.
run_tests() {
  local dir=$1 log rc ok fail timeout unexpected
  shift
  log=$(mktemp)
  meson test -C "$dir" --print-errorlogs "$@" 2>&1 | tee "$log"
  rc=${PIPESTATUS[0]}
  ok=$(sed -n 's/^Ok:[[:space:]]*\([0-9][0-9]*\).*/\1/p' "$log" | tail -n 1)
  fail=$(sed -n 's/^Fail:[[:space:]]*\([0-9][0-9]*\).*/\1/p' "$log" | tail -n 1)
  timeout=$(sed -n 's/^Timeout:[[:space:]]*\([0-9][0-9]*\).*/\1/p' "$log" | tail -n 1)
  unexpected=$(sed -n 's/^Unexpected Pass:[[:space:]]*\([0-9][0-9]*\).*/\1/p' "$log" | tail -n 1)
  rm -f "$log"
  if [ -z "$ok" ] && [ -z "$fail" ]; then
    # No summary: meson test itself failed (e.g. the build broke).
    echo "run-tests: meson test in $dir gave no summary (exit $rc)" >&2
    failed=$((failed + 1))
    status=1
    return
  fi
  passed=$((passed + ${ok:-0}))
  failed=$((failed + ${fail:-0} + ${timeout:-0} + ${unexpected:-0}))
  if [ "$rc" -ne 0 ]; then
    status=1
  fi
}

echo "=== build and test: _build ==="
if build-aux/setup.sh _build; then
  run_tests _build
else
  echo "run-tests: set-up or build of _build failed" >&2
  failed=$((failed + 1))
  status=1
fi

echo "=== build and test under AddressSanitizer + UBSan: _build-asan ==="
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
# GLib 2.74 still has GSlice: plain malloc lets ASan see every block.
export G_SLICE=always-malloc
if build-aux/setup.sh _build-asan \
     -Db_sanitize=address,undefined -Db_lundef=false -Dbuildtype=debug; then
  # The copy of a problem under a new id (suite new-problem) builds a whole
  # tree: once, in _build, is enough.
  run_tests _build-asan --timeout-multiplier 3 --no-suite new-problem
else
  echo "run-tests: set-up or build of _build-asan failed" >&2
  failed=$((failed + 1))
  status=1
fi

echo "=== libFuzzer targets, briefly each: _build-fuzz ==="
if build-aux/setup-fuzz.sh _build-fuzz; then
  run_tests _build-fuzz --suite fuzz --num-processes 2
else
  echo "run-tests: set-up or build of _build-fuzz failed" >&2
  failed=$((failed + 1))
  status=1
fi

if [ "$failed" -ne 0 ]; then
  status=1
fi
echo "$passed passed, $failed failed"
exit "$status"
