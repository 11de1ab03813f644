#!/bin/bash
# CPU-seconds (user + sys, children included) of each test file run alone: the figure that decides
# the suite's wall time on a CPU-bound machine (docs/measurements/test-suite-timings.md), far steadier than wall time
# on a shared one. Each line: cpu wall exit-code file. About 1.1 s of each figure is Jest's boot.
#
#   scripts/test-cpu.sh OUT [FILE…]     (files relative to __tests__/; default: every test file)
set -u
out=${1:?usage: scripts/test-cpu.sh OUT [FILE…]}
shift
cd "$(dirname "$0")/.."
if [ $# -eq 0 ]; then set -- $(cd __tests__ && find . -name '*.test.ts' | sed 's|^\./||' | sort); fi
: > "$out"
times=$(mktemp)
trap 'rm -f "$times"' EXIT
for f in "$@"; do
  /usr/bin/time -f "%U %S %e" -o "$times" env PLASMATE_TEST_REBUILD=never NODE_OPTIONS=--experimental-vm-modules \
    node_modules/.bin/jest --runInBand --silent "__tests__/$f" > /dev/null 2>&1
  rc=$?
  read -r user sys wall < "$times"
  printf '%s %s %s %s\n' "$(echo "$user + $sys" | bc)" "$wall" "$rc" "$f" >> "$out"
done
