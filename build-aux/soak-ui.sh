#!/usr/bin/env bash
# Runs the UI tests N times in a row (default 10) while two busy loops keep
# both cores loaded, and prints how many runs passed: the UI tests wait on
# conditions, never on time, so a loaded machine must not make them fail.
#
#   build-aux/soak-ui.sh [N [BUILD_DIR]]
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
runs=${1:-10}
build=${2:-_build}

mapfile -t tests < <(meson test -C "$build" --list 2>/dev/null | sed -n 's/^quandary \/ \(ui[a-z-]*\)$/\1/p')
[ ${#tests[@]} -gt 0 ] || { echo "soak-ui: no UI test in $build" >&2; exit 2; }

hogs=()
for _ in 1 2; do
  ( while :; do :; done ) &
  hogs+=($!)
done
trap 'kill "${hogs[@]}" 2>/dev/null' EXIT

passed=0
failed=0
for ((i = 1; i <= runs; i++)); do
  start=$(date +%s)
  if meson test -C "$build" --no-rebuild "${tests[@]}" > "/tmp/soak-ui-$i.log" 2>&1; then
    passed=$((passed + 1)); result=pass
  else
    failed=$((failed + 1)); result="FAIL (log /tmp/soak-ui-$i.log)"
  fi
  echo "soak-ui: run $i of $runs: ${#tests[@]} UI tests, $(( $(date +%s) - start )) s, $result"
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
