#!/usr/bin/env bash
# Compares the engine's rotation with the C++ anchor scripts/anchor/safearea.cpp on the same
# tree: `lifecycle-sim-bench tree` writes the window's views of the app shape, the C++ rotates
# them as the engine does (two geometry visits, display-precision comparisons, callback records
# with the values read, the layout pass), `lifecycle-sim-bench geometry` rotates the engine's
# window, and both print the same two checksums: over the views' values, and over the
# rotations' records (object, callback, values, count). What the C++ leaves out is at the top
# of safearea.cpp.
#
# Per view per rotation, with valgrind: instructions at 3 rotations minus at 1, over 2 × views,
# so that set-up cancels out, without the records' checksum on either side (`nocheck`,
# `--check off`), whose cost grows with the rotations. For the engine: the whole rotation as the
# product runs it (epochs closed: validity marked), the same through simulation only (epochs left
# open, as the benchmark's `simulate` phase), and callgrind's inclusive counts, in the second run,
# of the geometry pass (`updateGeometry(of:notify:)`) and of the layout pass (`layoutPass`, which
# holds the second visit). Wall time: ROUNDS interleaved rounds (C++ at 1 and 21 rotations, then
# Swift at 1 and 21, epochs closed), per rotation the difference over 20.
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
  if [[ "$(awk '{print $7, $9}' <<<"$cpp")" != "$(awk '{print $7, $9}' <<<"$swift")" ]]; then
    echo "checksums differ at $rotations rotations: C++ '$cpp', Swift '$swift'" >&2
    exit 1
  fi
done
count=$(awk '{print $2}' <<<"$cpp")
echo "checksums $(awk '{print $7, $9}' <<<"$cpp") in both after 3 rotations, $count views in the window"

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
  c1=$(elapsed "$work/safearea" "$work/tree" 1 nocheck)
  c21=$(elapsed "$work/safearea" "$work/tree" 21 nocheck)
  s1=$(elapsed "$bench" geometry --views "$views" --rotations 1 --check off)
  s21=$(elapsed "$bench" geometry --views "$views" --rotations 21 --check off)
  echo "$(echo "($c21 - $c1) / 20" | bc -l) $(echo "($s21 - $s1) / 20" | bc -l)" >>"$work/times"
done
awk '{ printf "round: C++ %.2f ms, Swift %.2f ms a rotation; ratio %.1f\n", $1 * 1000, $2 * 1000, $2 / $1 }' "$work/times"
awk '{ print $2 / $1 }' "$work/times" | sort -n | awk -v n="$rounds" '
  { r[NR] = $1 } END { printf "wall ratio Swift/C++ per rotation, round by round: min %.1f, median %.1f, max %.1f\n", r[1], r[int((n + 1) / 2)], r[n] }'

if command -v valgrind >/dev/null; then
  # Prints the total and the inclusive counts of the engine's geometry and layout passes.
  instructions() {
    local out="$work/callgrind.out"
    valgrind --tool=callgrind --callgrind-out-file="$out" "$@" >/dev/null 2>&1
    callgrind_annotate --auto=no --inclusive=yes "$out" | awk '
      function count(line) { split(line, f, " "); gsub(",", "", f[1]); return f[1] }
      /PROGRAM TOTALS/ { total = count($0) }
      # `World.updateGeometry(of:notify:)` and `World.layoutPass(bracketed:)`, by mangled name.
      /WorldV14updateGeometry2of6notify/ && !/=>/ && geometry == "" { geometry = count($0) }
      /WorldV10layoutPass9bracketed/ && !/=>/ && layout == "" { layout = count($0) }
      END { print total, geometry + 0, layout + 0 }'
  }
  read -r c3 _ <<<"$(instructions "$work/safearea" "$work/tree" 3 nocheck)"
  read -r c1 _ <<<"$(instructions "$work/safearea" "$work/tree" 1 nocheck)"
  read -r s3 _ <<<"$(instructions "$bench" geometry --views "$views" --rotations 3 --check off)"
  read -r s1 _ <<<"$(instructions "$bench" geometry --views "$views" --rotations 1 --check off)"
  read -r o3 g3 l3 <<<"$(instructions "$bench" geometry --views "$views" --rotations 3 --check off --epochs open)"
  read -r o1 g1 l1 <<<"$(instructions "$bench" geometry --views "$views" --rotations 1 --check off --epochs open)"
  awk -v n="$count" -v c3="$c3" -v c1="$c1" -v s3="$s3" -v s1="$s1" -v o3="$o3" -v o1="$o1" \
    -v g3="$g3" -v g1="$g1" -v l3="$l3" -v l1="$l1" 'BEGIN {
    cpp = (c3 - c1) / (2 * n); swift = (s3 - s1) / (2 * n); open = (o3 - o1) / (2 * n)
    geometry = (g3 - g1) / (2 * n); layout = (l3 - l1) / (2 * n)
    printf "instructions per view per rotation (callgrind): C++ %.0f\n", cpp
    printf "  Swift, the whole rotation, epochs closed: %.0f (%.2f×)\n", swift, swift / cpp
    printf "  Swift, through simulation only (epochs open): %.0f (%.2f×)\n", open, open / cpp
    printf "    of which the geometry pass (both visits) %.0f, the layout pass (second visit included) %.0f\n", geometry, layout
    printf "  closing epochs: %.0f\n", swift - open }'
else
  echo "valgrind not found: no instruction counts"
fi
