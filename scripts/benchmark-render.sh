#!/usr/bin/env bash
# Runs the renderer benchmark: the C++ anchor (scripts/anchor/render.cpp, built here with the
# system compiler: 1e6 text-trace lines, every number formatted with std::to_chars, into a
# 256 KiB buffer emptied when full) and the text and JSON Lines renderers of
# `lifecycle-sim-bench run --views 3e3 --events 300` (69k records, streamed into a sink that only
# counts, as `run` streams), interleaved A B A B …; prints each one's median MB/s and the median
# of the Swift/C++ MB/s ratios taken pair by pair. With valgrind installed it also counts
# instructions per byte with callgrind, free of noise: for the anchor, the count at 1e6 lines
# minus the count at 2e5 lines, over the bytes between; for ours (text, JSON Lines and Chrome), the
# count with `--through render` minus the count with `--through close`, over the trace's bytes.
#
# Usage: scripts/benchmark-render.sh [ROUNDS]   (default 7)
# Needs a C++17 compiler (`c++`; `apt-get install g++`) and the release build of the benchmark.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-7}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

c++ -O2 -std=c++17 -o "$work/render" scripts/anchor/render.cpp
swift build -c release --product lifecycle-sim-bench >/dev/null
swift build -c release --product lifecycle-sim >/dev/null
bench=.build/release/lifecycle-sim-bench
workload=(run --views 3e3 --events 300)
# The same scenario, for the exact byte count of each trace.
"$bench" scenario --views 3e3 --events 300 --output "$work/scenario.json"

# The anchor prints "render  N lines  BYTES bytes  checksum HEX  SECONDS s  MBPS MB/s"; the
# benchmark's render row is "render  SECONDS  RECORDS/S  MB/S  PEAK".
anchor_rate() { "$work/render" 1000000 | awk '{print $10}'; }
swift_rate() { "$bench" "${workload[@]}" --format "$1" | awk '$1 == "render" {print $4}'; }

: >"$work/rates"
for ((round = 1; round <= rounds; round++)); do
  echo "$(anchor_rate) $(swift_rate text) $(anchor_rate) $(swift_rate jsonl)" >>"$work/rates"
done
median() { sort -n | awk '{ r[NR] = $1 } END { print r[int((NR + 1) / 2)] }'; }
echo "C++ anchor     median $(awk '{print $1; print $3}' "$work/rates" | median) MB/s"
echo "text           median $(awk '{print $2}' "$work/rates" | median) MB/s"
echo "JSON Lines     median $(awk '{print $4}' "$work/rates" | median) MB/s"
echo "MB/s ratio text/C++, pair by pair:       median $(awk '{print $2 / $1}' "$work/rates" | median) ($rounds pairs)"
echo "MB/s ratio JSON Lines/C++, pair by pair: median $(awk '{print $4 / $3}' "$work/rates" | median) ($rounds pairs)"

if command -v valgrind >/dev/null; then
  instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null \
      | awk '/Collected :/ { print $4 }'
  }
  bytes() { "$1" "$2" | awk '{print $4}'; }
  cpp_large=$(instructions "$work/render" 1000000)
  cpp_small=$(instructions "$work/render" 200000)
  cpp_bytes=$(($(bytes "$work/render" 1000000) - $(bytes "$work/render" 200000)))
  closed=$(instructions "$bench" "${workload[@]}" --through close)
  for format in text jsonl chrome; do
    rendered=$(instructions "$bench" "${workload[@]}" --through render --format "$format")
    trace_bytes=$(.build/release/lifecycle-sim run "$work/scenario.json" --format "$format" \
      2>/dev/null | wc -c)
    awk -v cl="$cpp_large" -v cs="$cpp_small" -v cb="$cpp_bytes" -v r="$rendered" -v c="$closed" \
      -v b="$trace_bytes" -v f="$format" 'BEGIN {
      cpp = (cl - cs) / cb; ours = (r - c) / b
      printf "instructions per byte (callgrind), %s: C++ %.2f, Swift %.2f, ratio %.2f\n", f, cpp, ours, ours / cpp }'
  done
else
  echo "valgrind not found: no instruction counts"
fi
