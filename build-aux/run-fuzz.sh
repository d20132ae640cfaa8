#!/usr/bin/env bash
# Run a libFuzzer target of tests/fuzz/ for a while, on a scratch copy of its
# seed corpus (the corpus in the tree is never written).
#
#   build-aux/run-fuzz.sh ID SECONDS [BUILD_DIR]       # ID: a problem, mapcolor, battleship, …
#   build-aux/run-fuzz.sh PROGRAM CORPUS_DIR SECONDS   # as the meson tests call it
#
# BUILD_DIR defaults to _build-fuzz (build-aux/setup-fuzz.sh makes it: the
# suite's builds link the targets with a replay main, not libFuzzer). New
# inputs that found new coverage stay in the scratch folder, which is printed;
# a crash or round-trip failure leaves its input there as crash-* and the
# script exits 1 (libFuzzer's own 77 would be a skip to meson). Extra
# libFuzzer flags: FUZZ_FLAGS="-jobs=2 …" (a -seed there wins); libFuzzer
# runs in the scratch folder, where -jobs writes its fuzz-N.log files.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# The suite's short runs (the meson tests' form) start from one seed, so a
# run on any machine tries the same inputs in the same order (a find is
# found again, a run is no flakier than the code); runs by hand draw one.
seed=
if [ $# -ge 3 ] && [ -x "$1" ]; then
  program=$1 corpus=$2 seconds=$3 seed=-seed=1
elif [ $# -ge 2 ]; then
  build=${3:-_build-fuzz}
  program=$build/tests/fuzz/fuzz-$1 corpus=tests/$1/corpus seconds=$2
else
  sed -n '2,12p' "$0" >&2
  exit 2
fi
[ -x "$program" ] || { echo "run-fuzz: no program $program (build it with build-aux/setup-fuzz.sh)" >&2; exit 2; }
# CORPUS_DIR may be several folders, separated by ':' (the first is the seed
# corpus of the target, the others more seeds: public instances).
IFS=: read -ra corpora <<< "$corpus"
for c in "${corpora[@]}"; do
  [ -d "$c" ] || { echo "run-fuzz: no corpus folder $c" >&2; exit 2; }
done

program=$(realpath "$program")
for i in "${!corpora[@]}"; do
  corpora[i]=$(realpath "${corpora[i]}")
done
scratch=$(mktemp -d "${TMPDIR:-/tmp}/quandary-fuzz.XXXXXX")
echo "run-fuzz: $(basename "$program") for $seconds s; new inputs and any crash in $scratch"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}
cd "$scratch"
# shellcheck disable=SC2086
"$program" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
  -print_final_stats=1 -error_exitcode=1 -timeout_exitcode=1 -artifact_prefix="$scratch/" $seed ${FUZZ_FLAGS:-} \
  "$scratch" "${corpora[@]}"
