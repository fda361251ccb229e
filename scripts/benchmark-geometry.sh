#!/usr/bin/env bash
# Compares the engine's rotation with the flat C++ geometry pass scripts/anchor/safearea.cpp on
# the same tree: `lifecycle-sim-bench tree` writes the window's views of the app shape, the C++
# pass rotates them, `lifecycle-sim-bench geometry` rotates the engine's window, and both print
# the same checksum over the values computed (frames, window origins, safe areas, margins,
# adjusted content insets and offsets). The C++ pass leaves out containers and bars (a
# controller's root view is its input), callbacks and their recording, validity marks and the
# engine's bookkeeping; see the comment at the top of safearea.cpp.
#
# Per view per rotation, with valgrind: instructions at 3 rotations minus at 1, over 2 × views,
# so that set-up cancels out; for the engine, the whole run (the rotation event with its
# callbacks, records, layout pass, settling and closing its epochs) and the geometry pass alone
# (callgrind's inclusive count of `updateGeometry(of:notify:)`). Wall time: ROUNDS interleaved
# rounds (C++ at 1 and 201 rotations, then Swift at 1 and 21), per rotation the difference over
# 200 and 20.
#
# Usage: scripts/benchmark-geometry.sh [VIEWS] [ROUNDS]   (default 1e5 views, 5 rounds)
# Needs a C++17 compiler (`c++`) and builds the benchmark in release.
set -euo pipefail
cd "$(dirname "$0")/.."
views="${1:-1e5}"
rounds="${2:-5}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

c++ -O2 -std=c++17 -ffp-contract=off -o "$work/safearea" scripts/anchor/safearea.cpp
swift build -c release --product lifecycle-sim-bench >/dev/null
bench=.build/release/lifecycle-sim-bench
"$bench" tree --views "$views" --output "$work/tree"

for rotations in 1 2 3; do
  cpp=$("$work/safearea" "$work/tree" "$rotations")
  swift=$("$bench" geometry --views "$views" --rotations "$rotations")
  if [[ "$(awk '{print $7}' <<<"$cpp")" != "$(awk '{print $7}' <<<"$swift")" ]]; then
    echo "checksums differ at $rotations rotations: C++ '$cpp', Swift '$swift'" >&2
    exit 1
  fi
done
count=$(awk '{print $2}' <<<"$cpp")
echo "checksum $(awk '{print $7}' <<<"$cpp") in both after 3 rotations, $count views in the window"

# Seconds the command takes, as a whole process.
elapsed() {
  local start end
  start=$(date +%s.%N)
  "$@" >/dev/null
  end=$(date +%s.%N)
  echo "$end - $start" | bc -l
}
: >"$work/times"
for ((round = 1; round <= rounds; round++)); do
  c1=$(elapsed "$work/safearea" "$work/tree" 1)
  c201=$(elapsed "$work/safearea" "$work/tree" 201)
  s1=$(elapsed "$bench" geometry --views "$views" --rotations 1)
  s21=$(elapsed "$bench" geometry --views "$views" --rotations 21)
  echo "$(echo "($c201 - $c1) / 200" | bc -l) $(echo "($s21 - $s1) / 20" | bc -l)" >>"$work/times"
done
awk '{ printf "round: C++ %.2f ms, Swift %.2f ms a rotation; ratio %.1f\n", $1 * 1000, $2 * 1000, $2 / $1 }' "$work/times"
awk '{ print $2 / $1 }' "$work/times" | sort -n | awk -v n="$rounds" '
  { r[NR] = $1 } END { printf "wall ratio Swift/C++ per rotation, round by round: min %.1f, median %.1f, max %.1f\n", r[1], r[int((n + 1) / 2)], r[n] }'

if command -v valgrind >/dev/null; then
  # Prints the total and the inclusive count of the engine's geometry pass.
  instructions() {
    local out="$work/callgrind.out"
    valgrind --tool=callgrind --callgrind-out-file="$out" "$@" >/dev/null 2>&1
    local total geometry
    total=$(callgrind_annotate --auto=no "$out" | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1; exit }')
    # `World.updateGeometry(of:notify:)`, by its mangled name.
    geometry=$(callgrind_annotate --auto=no --inclusive=yes "$out" \
      | awk '/WorldV14updateGeometry2of6notify/ && !/=>/ { gsub(",", "", $1); print $1; exit }')
    echo "$total ${geometry:-0}"
  }
  read -r c3 _ <<<"$(instructions "$work/safearea" "$work/tree" 3)"
  read -r c1 _ <<<"$(instructions "$work/safearea" "$work/tree" 1)"
  read -r s3 g3 <<<"$(instructions "$bench" geometry --views "$views" --rotations 3)"
  read -r s1 g1 <<<"$(instructions "$bench" geometry --views "$views" --rotations 1)"
  awk -v n="$count" -v c3="$c3" -v c1="$c1" -v s3="$s3" -v s1="$s1" -v g3="$g3" -v g1="$g1" 'BEGIN {
    cpp = (c3 - c1) / (2 * n); swift = (s3 - s1) / (2 * n); geometry = (g3 - g1) / (2 * n)
    printf "instructions per view per rotation (callgrind): C++ %.1f; Swift, the whole rotation %.0f (%.1f×), the geometry pass alone %.0f (%.1f×)\n", cpp, swift, swift / cpp, geometry, geometry / cpp }'
else
  echo "valgrind not found: no instruction counts"
fi
