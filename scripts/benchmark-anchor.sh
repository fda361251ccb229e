#!/usr/bin/env bash
# Runs the scheduler workload (1e6 timeout events, 1,000 processes) in the C++ anchor
# (scripts/anchor/scheduler.cpp, built here with the system compiler) and in
# `lifecycle-sim-bench scheduler`, interleaved A B A B …, and prints each program's median wall
# time in the loop and the median of the Swift/C++ ratios taken pair by pair. With valgrind
# installed it also counts instructions per event with callgrind, free of noise: the count at
# 1e6 events minus the count at 2e5, over 8e5, so start-up and the first 1,000 pushes cancel out.
#
# Usage: scripts/benchmark-anchor.sh [ROUNDS]   (default 7)
# Needs a C++17 compiler (`c++`; `apt-get install g++`) and the release build of the benchmark.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-7}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

c++ -O2 -std=c++17 -o "$work/scheduler" scripts/anchor/scheduler.cpp
swift build -c release --product lifecycle-sim-bench >/dev/null
bench=.build/release/lifecycle-sim-bench

# Both print "… checksum HEX  SECONDS s …": the same work gives the same checksum.
cpp_sum=$("$work/scheduler" 1000000 1000 | awk '{print $7}')
swift_sum=$("$bench" scheduler --events 1e6 --processes 1000 | awk '{print $7}')
if [[ "$cpp_sum" != "$swift_sum" ]]; then
  echo "checksums differ: C++ $cpp_sum, Swift $swift_sum: the workloads are not the same" >&2
  exit 1
fi
echo "checksum $cpp_sum in both"

: >"$work/times"
for ((round = 1; round <= rounds; round++)); do
  cpp=$("$work/scheduler" 1000000 1000 | awk '{print $8}')
  swift=$("$bench" scheduler --events 1e6 --processes 1000 | awk '{print $8}')
  echo "$cpp $swift" >>"$work/times"
done
sort -n -k1 "$work/times" | awk -v n="$rounds" 'NR == int((n + 1) / 2) {
  printf "C++ anchor    median %.3f s (%.2f M events/s)\n", $1, 1 / $1 }'
sort -n -k2 "$work/times" | awk -v n="$rounds" 'NR == int((n + 1) / 2) {
  printf "Swift         median %.3f s (%.2f M events/s)\n", $2, 1 / $2 }'
awk '{ print $2 / $1 }' "$work/times" | sort -n | awk -v n="$rounds" '
  { r[NR] = $1 } END { printf "wall ratio Swift/C++, pair by pair: min %.2f, median %.2f, max %.2f (%d pairs)\n", r[1], r[int((n + 1) / 2)], r[n], n }'

if command -v valgrind >/dev/null; then
  instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null \
      | awk '/Collected :/ { print $4 }'
  }
  cpp_large=$(instructions "$work/scheduler" 1000000 1000)
  cpp_small=$(instructions "$work/scheduler" 200000 1000)
  swift_large=$(instructions "$bench" scheduler --events 1e6 --processes 1000)
  swift_small=$(instructions "$bench" scheduler --events 2e5 --processes 1000)
  awk -v cl="$cpp_large" -v cs="$cpp_small" -v sl="$swift_large" -v ss="$swift_small" 'BEGIN {
    cpp = (cl - cs) / 8e5; swift = (sl - ss) / 8e5
    printf "instructions per event (callgrind): C++ %.0f, Swift %.0f, ratio %.2f\n", cpp, swift, swift / cpp }'
else
  echo "valgrind not found: no instruction counts"
fi
