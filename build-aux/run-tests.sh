#!/usr/bin/env bash
# Set up (packages, builds) and run the test suite.
#
#   build-aux/run-tests.sh              the whole suite, in two builds
#   build-aux/run-tests.sh --all-sanitized
#                                       the same, with every test but the
#                                       plain suites' under the sanitizers
#                                       (before an issue is resolved)
#   build-aux/run-tests.sh --quick [NAME...]
#                                       the inner loop: suite quick in _build,
#                                       and the tests NAME (a test, ui-kcell,
#                                       or a problem's id, kcell: its UI tests)
#
# The whole suite (docs/building-and-testing.md), in two builds, each test
# in one of them (build-aux/suite-split.py):
#   _build       clang (setup.sh), debugoptimized, as the app runs: the command-line
#                contracts, the window's tests, the differential tests
#                against the Python models as their French twins, the
#                window in French, the copy of a problem under a new id,
#                the packaging, manual and tree checks, the window's look,
#                the 15-puzzle's pattern databases, the property tests on
#                many random instances (suites fr new-problem data po help
#                structure docs look tables plain);
#   _build-asan  clang, AddressSanitizer and UBSan (setup-asan.sh): every
#                other compiled test program: the engines, models and
#                readers (GTest), the fuzz targets' regression runs
#                (suite fuzz: each replays its corpus and fixed changes of
#                it, tests/fuzz/fuzz-replay.c); not those that link the
#                drawing library (the pictures' tests, the documents'), which
#                run in _build, so that this build never compiles it.
#                The sanitizers instrument the program (src/); the test
#                programs' own code compiles as in _build.
# Each build is configured, and `meson test` builds what its tests need
# (_build-asan: the libraries and the test programs, not the window): no
# benchmark, and no libFuzzer build (build-aux/setup-fuzz.sh makes one to
# search for new inputs); ccache, where installed, keeps every object (the
# copied problem's build reuses them).  Every run ends with its slowest ten
# tests and their share of the total (build-aux/test-times.py), the time of
# each phase (configure; then per build, its compilation and its tests),
# then a last line "N passed, M failed"; exits non-zero if anything failed.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1

# One object for one source and its flags, whatever folder it is built in
# (the copy of the tree that tests/check-new-problem.py builds hits the cache).
export CCACHE_NOHASHDIR=1
# The window's objects compile with a precompiled header (src/app/meson.build):
# ccache caches them only when told that the header's macros and the
# compiler's time macros do not matter (without it the copy compiled all 188
# of them again: 250 CPU-seconds of the suite).
export CCACHE_SLOPPINESS=pch_defines,time_macros
# A miss compiles once, its headers read from the compiler's own -MD list
# (ccache's depend mode): in its default mode ccache runs the preprocessor
# first to hash the file, and an empty cache (a fresh clone, CI) compiled
# in twice the processor time of no ccache at all (40 files of src/app and
# src/problems: 22 CPU-s against 11.5; 13.5 in depend mode; hits 1.2).
export CCACHE_DEPEND=1

started=$(date +%s.%N)
quick=0
all_sanitized=0
names=()
while (($# > 0)); do
  case $1 in
    --quick) quick=1 ;;
    --all-sanitized) all_sanitized=1 ;;
    -h|--help) sed -n '2,40p' "$0"; exit 0 ;;
    -*) echo "run-tests: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) names+=("$1") ;;
  esac
  shift
done
if ((quick == 0 && ${#names[@]} > 0)); then
  echo "run-tests: test names go with --quick (see --help)" >&2
  exit 2
fi

# One test more than the cores: a UI test waiting for a frame, a script
# waiting for its command or a build linking leaves a core idle otherwise.
cores=$(nproc 2>/dev/null || echo 2)
jobs=$((cores + 1))
# _build's tests wait more than they compute (a window test waits for its
# frames and its computer's pauses, a script for its commands): two a core.
plain_jobs=$((cores * 2))

passed=0
failed=0
status=0
tested=()

# The time of each phase, printed at the end: "what seconds CPU-seconds"
# lines (the CPU of this script's children, user + sys: the machine's load
# changes the first much more than the second).
phases=()
now() { date +%s.%N; }
# cpu: the CPU-seconds of every child this script has waited for so far.
cpu() { awk '{ printf "%.2f", ($16 + $17) / 100 }' "/proc/$$/stat" 2>/dev/null || echo 0; }
# phase WHAT START END [CPU-SECONDS]
phase() {
  phases+=("$(awk -v what="$1" -v a="$2" -v b="$3" -v c="${4:-}" 'BEGIN {
    printf "%-34s %7.1f s", what, b - a; if (c != "") printf " %8.1f CPU-s", c }')")
}

# run_tests BUILD_DIR [MESON_TEST_OPTIONS...]: meson test, counts added up;
# its compilation (until the first test starts) and its tests timed apart.
run_tests() {
  local dir=$1 log rc ok fail timeout unexpected start first end cpu0 cpu1 built
  shift
  log=$(mktemp)
  start=$(now)
  cpu0=$(cpu)
  # (meson test's pid in $log.pid: at the first test, its CPU and its
  # children's, ninja's, are the compilation's.)
  sh -c 'echo $$ > "$0"; exec "$@"' "$log.pid" \
    meson test -C "$dir" --print-errorlogs --num-processes "$jobs" "$@" 2>&1 |
    while IFS= read -r line; do
      # The first test's line: what was to compile is compiled.
      if [ ! -s "$log.first" ] && [[ $line =~ ^[[:space:]]*[0-9]+/[0-9]+[[:space:]] ]]; then
        now > "$log.first"
        awk '{ printf "%.2f", ($14 + $15 + $16 + $17) / 100 }' "/proc/$(cat "$log.pid")/stat" \
          > "$log.cpu" 2>/dev/null
      fi
      printf '%s\n' "$line"
    done | tee "$log"
  rc=${PIPESTATUS[0]}
  end=$(now)
  cpu1=$(cpu)
  first=$(cat "$log.first" 2>/dev/null || echo "$end")
  built=$(cat "$log.cpu" 2>/dev/null)
  [ -n "$built" ] || built=$(awk -v a="$cpu0" -v b="$cpu1" 'BEGIN { print b - a }')
  rm -f "$log.first" "$log.cpu" "$log.pid"
  phase "compile $dir" "$start" "$first" "$built"
  phase "test $dir" "$first" "$end" "$(awk -v a="$cpu0" -v b="$cpu1" -v c="$built" 'BEGIN { print b - a - c }')"
  ok=$(sed -n 's/^Ok:[[:space:]]*\([0-9][0-9]*\).*/\1/p' "$log" | tail -n 1)
  fail=$(sed -n 's/^Fail:[[:space:]]*\([0-9][0-9]*\).*/\1/p' "$log" | tail -n 1)
  timeout=$(sed -n 's/^Timeout:[[:space:]]*\([0-9][0-9]*\).*/\1/p' "$log" | tail -n 1)
  unexpected=$(sed -n 's/^Unexpected Pass:[[:space:]]*\([0-9][0-9]*\).*/\1/p' "$log" | tail -n 1)
  rm -f "$log"
  if [ -z "$ok" ] && [ -z "$fail" ]; then
    # No summary: meson test itself failed (the build broke, or a name is unknown).
    echo "run-tests: meson test in $dir gave no summary (exit $rc)" >&2
    failed=$((failed + 1))
    status=1
    return
  fi
  case " ${tested[*]} " in
    *" $dir "*) ;;
    *) tested+=("$dir") ;;
  esac
  passed=$((passed + ${ok:-0}))
  failed=$((failed + ${fail:-0} + ${timeout:-0} + ${unexpected:-0}))
  if [ "$rc" -ne 0 ]; then
    status=1
  fi
}

# configure SETUP_SCRIPT BUILD_DIR: packages and meson setup; `meson test`
# then builds what the tests it runs need, and nothing else (meson 1.0's
# `ninja` alone would build every benchmark too).
configure() {
  if ! SETUP_COMPILE=no "$@"; then
    echo "run-tests: set-up of $2 failed" >&2
    failed=$((failed + 1))
    status=1
    return 1
  fi
}

finish() {
  if ((${#tested[@]} > 0)); then
    echo
    python3 build-aux/test-times.py --quick-build _build "${tested[@]}"
  fi
  if ((${#phases[@]} > 0)); then
    echo
    echo "Phases:"
    printf '  %s\n' "${phases[@]}"
    phase "in all" "$started" "$(now)" "$(cpu)"
    printf '  %s\n' "${phases[-1]}"
  fi
  if [ "$failed" -ne 0 ]; then
    status=1
  fi
  echo "$passed passed, $failed failed"
  exit "$status"
}

if ((quick)); then
  # The inner loop: _build as it is (configured if it is not; meson test
  # builds what the chosen tests need).
  if [ ! -f _build/build.ninja ] && ! configure build-aux/setup.sh _build; then
    finish
  fi
  selected=()
  listed=$(meson test -C _build --list 2>/dev/null | sed 's|.* / ||')
  for n in "${names[@]}"; do
    # A problem's id: its tab's UI tests (ui-ID, ui-ID-…); else a test's name.
    mapfile -t ui < <(grep -E "^ui-$n(-|\$)" <<<"$listed")
    if ((${#ui[@]} > 0)); then
      selected+=("${ui[@]}")
    elif grep -qx -- "$n" <<<"$listed"; then
      selected+=("$n")
    else
      echo "run-tests: no test or problem named $n (meson test -C _build --list)" >&2
      exit 2
    fi
  done
  # One meson test run (its log is the report's): the quick suite's tests
  # and the ones named.
  mapfile -t quick_tests < <(meson test -C _build --list --suite quick 2>/dev/null | sed 's|.* / ||')
  echo "=== quick: suite quick${names[*]:+ and ${selected[*]}}: _build ==="
  if ((${#quick_tests[@]} + ${#selected[@]} == 0)); then
    echo "run-tests: suite quick is empty in _build" >&2
    exit 2
  fi
  run_tests _build "${quick_tests[@]}" "${selected[@]}"
  finish
fi

echo "=== configure: _build (clang), _build-asan (clang, ASan + UBSan) ==="
have_build=0
have_asan=0
t0=$(now)
c0=$(cpu)
configure build-aux/setup.sh _build && have_build=1
configure build-aux/setup-asan.sh _build-asan && have_asan=1
phase "configure (and packages)" "$t0" "$(now)" "$(awk -v a="$c0" -v b="$(cpu)" 'BEGIN { print b - a }')"

# Each test runs in one build (build-aux/suite-split.py): the compiled test
# programs (GTest, the fuzz targets' replays: engines, models, readers,
# where a memory error hides) under the sanitizers, but those that link the
# drawing library (pictures, documents: the sanitized build would compile
# its 128 files for them); every other
# test in _build, where the app's own compiler builds it and a test is
# cheapest: the command-line contracts, the window's tests (GTK's own
# allocations through ASan made them 2 to 3 times slower and found nothing
# the programs' tests do not), the French, look and tree checks, the copy of
# a problem, and the programs of the plain suites below (property runs over
# many random instances, the pattern databases).  Suite diff runs in
# neither: its French twins, in _build, run every command in C and check
# every case of them before the French run (`meson test cli-search-diff`
# still runs one alone).  `build-aux/run-tests.sh --all-sanitized` runs
# every test of the share under the sanitizers too, before an issue is
# resolved.
plain_suites=(fr new-problem data po help structure docs look tables plain)
split_dir=_build
((have_build)) || split_dir=_build-asan
split() { python3 build-aux/suite-split.py "$split_dir" "$1" "${plain_suites[@]}"; }
plain=()
sanitized=()
if ((all_sanitized)); then
  # Every test but the plain suites' and diff under the sanitizers.
  for suite in "${plain_suites[@]}"; do
    plain+=(--suite "$suite")
    sanitized+=(--no-suite "$suite")
  done
  sanitized+=(--no-suite diff)
elif ((have_build || have_asan)); then
  mapfile -t plain < <(split plain)
  mapfile -t sanitized < <(split sanitized)
fi

if ((have_build)); then
  echo "=== test: _build (${#plain[@]} tests: scripts, the window, suites ${plain_suites[*]}) ==="
  jobs=$plain_jobs run_tests _build "${plain[@]}"
  # The window itself (build-aux/run-app.sh): its objects are the UI tests',
  # so this links it, and run-app.sh after the tests has nothing to build.
  t0=$(now)
  c0=$(cpu)
  if ! app_log=$(ninja -C _build src/app/quandary data/gschemas.compiled 2>&1); then
    printf '%s\n' "$app_log" >&2
    echo "run-tests: building the app in _build failed" >&2
    failed=$((failed + 1))
  fi
  phase "_build: the app (run-app.sh)" "$t0" "$(now)" "$(awk -v a="$c0" -v b="$(cpu)" 'BEGIN { print b - a }')"
fi
if ((have_asan)); then
  echo "=== test under AddressSanitizer + UBSan: _build-asan ==="
  export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
  # GLib 2.74 still has GSlice: plain malloc lets ASan see every block.
  export G_SLICE=always-malloc
  # A freed block stays poisoned until 64 MB were freed after it (ASan's
  # default, 256 MB, made every test process that draws hold 300-400 MB of
  # fresh pages, three at a time, for no error more caught in practice).
  export ASAN_OPTIONS=quarantine_size_mb=64
  # A command-line test's command of a shape the sanitizers have seen run
  # (once, to exit 0) runs through _build's quandary-cli of the same
  # tree: its cases are still checked (tests/clitest.py).
  if ((have_build)) && [ -x _build/src/cli/quandary-cli ]; then
    export QD_CLITEST_PLAIN_CLI="$PWD/_build/src/cli/quandary-cli"
  fi
  # The 15-puzzle's pattern databases that _build's tests built (suite
  # tables; minutes under the sanitizers): built once a run, then read.
  if [ -d _build/tests/search/xdg-cache ]; then
    mkdir -p _build-asan/tests/search/xdg-cache
    cp -R -n _build/tests/search/xdg-cache/. _build-asan/tests/search/xdg-cache/ 2>/dev/null || true
  fi
  run_tests _build-asan --timeout-multiplier 3 "${sanitized[@]}"
fi
finish
