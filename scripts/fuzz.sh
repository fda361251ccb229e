#!/usr/bin/env bash
# libFuzzer harness for LifecycleSim (docs/fuzzing.md).
#
#   scripts/fuzz.sh build [TARGET…]          build the targets into .build/fuzz/
#   scripts/fuzz.sh corpus                   (re)build the seed corpora from traces/
#   scripts/fuzz.sh smoke [SECONDS]          replay every regression input, then fuzz each
#                                            target SECONDS (10) from its seeds; exit 1 on a crash
#   scripts/fuzz.sh run TARGET [LIMIT] [-libFuzzer-flag…]
#                                            fuzz one target; LIMIT is seconds (600, 600s, 10m)
#                                            or executions (1000000runs); default 600s
#   scripts/fuzz.sh replay TARGET FILE…      run the target once on each file
#   scripts/fuzz.sh triage TARGET FILE…      replay the files and group them by crash signature
#                                            (message and innermost frames), smallest file first
#   scripts/fuzz.sh list                     the target names
#
# Targets: scenario-decoder, trace-text, trace-jsonl, trace-diff, simulator-events,
# sweep-summary.
# Each is Tests/Fuzz/Targets/<CamelCaseName>.swift plus Tests/Fuzz/Support/*.swift (and, for
# simulator-events, Tests/Fuzz/Random/ with the tests' RandomScenario and SplitMix64), linked
# with the library's layers compiled by swiftc with -sanitize=fuzzer,address. Crashing inputs go to
# .build/fuzz/artifacts/TARGET/; keep the real ones, minimized, in Tests/Fuzz/Regressions/TARGET/.
# Every run ends with one line per target:
#   fuzz-summary TARGET executions=N seconds=S crashes=C
set -euo pipefail
cd "$(dirname "$0")/.."

readonly TARGETS=(scenario-decoder trace-text trace-jsonl trace-diff simulator-events sweep-summary)
readonly OUT=.build/fuzz
readonly FUZZ=Tests/Fuzz
readonly RANDOM_SCENARIO=Tests/LifecycleSimTests/Support/RandomScenario.swift
readonly SWIFT_FLAGS=(
  -O -g -sanitize=fuzzer,address -parse-as-library -swift-version 6
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility
  -enable-upcoming-feature InternalImportsByDefault
  -enable-upcoming-feature NonisolatedNonsendingByDefault
)
# Swift's runtime keeps metadata caches alive until exit; leaks are not what we look for.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
# Swift's own backtracer fights ASan over the crashing process; libFuzzer prints the stack.
export SWIFT_BACKTRACE=enable=no

die() {
  echo "fuzz.sh: $*" >&2
  exit 2
}

# trace-diff → TraceDiff
source_name() {
  local name="" part
  local IFS=-
  for part in $1; do
    case $part in
      jsonl) name+=JSONLines ;;
      *) name+="$(tr '[:lower:]' '[:upper:]' <<<"${part:0:1}")${part:1}" ;;
    esac
  done
  echo "$name"
}

check_target() {
  local target
  for target in "${TARGETS[@]}"; do [[ $1 == "$target" ]] && return 0; done
  die "no target '$1'; the targets are: ${TARGETS[*]}"
}

# True when $1 is missing or older than any later argument (Swift sources, folders of them, or
# the fuzz build of the library). The report's assets are a checked-in Swift file.
stale() {
  local product=$1
  shift
  [[ -e $product ]] || return 0
  [[ -n $(find "$@" \( -name '*.swift' -o -name '*.a' \) -newer "$product" -print -quit) ]]
}

# The library's targets in dependency order (Package.swift): each is compiled as its own module,
# as SwiftPM does, so that the fuzz build sees the same boundaries.
readonly LAYERS=(LifecycleSimSupport LifecycleSimCore LifecycleSimTrace LifecycleSimModel
  LifecycleSimEngine LifecycleSimSources LifecycleSim)
# Their static libraries, and the link order: the layers reversed (a library before those it
# uses).
readonly LIBRARIES=("${LAYERS[@]/#/$OUT/lib}")
LINK=()
for ((layer = ${#LAYERS[@]} - 1; layer >= 0; layer--)); do LINK+=("-l${LAYERS[layer]}"); done
readonly LINK

build_library() {
  mkdir -p "$OUT"
  # Products of other compiler flags are stale too.
  if [[ "$(cat "$OUT/swift-flags" 2>/dev/null)" != "${SWIFT_FLAGS[*]}" ]]; then
    rm -f "${LIBRARIES[@]/%/.a}" "${TARGETS[@]/#/$OUT/}"
    echo "${SWIFT_FLAGS[*]}" >"$OUT/swift-flags"
  fi
  local layer built=() sources
  for layer in "${LAYERS[@]}"; do
    # A layer is rebuilt when its sources or a layer below it changed.
    if stale "$OUT/lib$layer.a" "Sources/$layer" "${built[@]}"; then
      echo "fuzz.sh: building $layer with -sanitize=fuzzer,address…" >&2
      mapfile -t sources < <(find "Sources/$layer" -name '*.swift' | LC_ALL=C sort)
      swiftc "${SWIFT_FLAGS[@]}" -wmo -enable-testing -module-name "$layer" \
        -package-name lifecycle_sim -I "$OUT" -emit-library -static -emit-module \
        -emit-module-path "$OUT/$layer.swiftmodule" -o "$OUT/lib$layer.a.tmp" "${sources[@]}"
      mv "$OUT/lib$layer.a.tmp" "$OUT/lib$layer.a"
    fi
    built+=("$OUT/lib$layer.a")
  done
}

build_target() {
  local target=$1 main
  main="$FUZZ/Targets/$(source_name "$target").swift"
  local sources=("$main" "$FUZZ"/Support/*.swift)
  if [[ $target == simulator-events ]]; then
    [[ -f $RANDOM_SCENARIO ]] || die "simulator-events needs $RANDOM_SCENARIO"
    sources+=("$FUZZ"/Random/*.swift "$RANDOM_SCENARIO" Tests/LifecycleSimTests/Support/SplitMix64.swift)
  fi
  if stale "$OUT/$target" "${sources[@]}" "${LIBRARIES[@]/%/.a}"; then
    echo "fuzz.sh: building $target…" >&2
    # ld.gold warns that it cannot export ASan's local helper symbols: harmless noise.
    # The static library does not carry its own link dependencies, and the targets import only
    # LifecycleSim, which imports Foundation below its public interface: Foundation (with
    # FoundationEssentials), Dispatch (with BlocksRuntime, for the interrupt handler's signal
    # sources) and Glibc are named here.
    swiftc "${SWIFT_FLAGS[@]}" -I "$OUT" -L "$OUT" "${LINK[@]}" -package-name lifecycle_sim \
      -lFoundation -lFoundationEssentials -lswiftDispatch -lBlocksRuntime -lswiftGlibc \
      -module-name Fuzz \
      -o "$OUT/$target.tmp" "${sources[@]}" 2> >(grep -v "Cannot export local symbol" >&2)
    mv "$OUT/$target.tmp" "$OUT/$target"
  fi
}

build() {
  local targets=("$@")
  [[ ${#targets[@]} -gt 0 ]] || targets=("${TARGETS[@]}")
  build_library
  local target
  for target in "${targets[@]}"; do
    check_target "$target"
    build_target "$target"
  done
}

# Seed corpora, rebuilt from traces/ each time (cheap): scenarios, text traces, their JSON Lines
# renderings (by the CLI), pairs of neighbouring traces joined by a NUL byte for trace-diff
# (text with text, and a text trace with the JSON Lines of its neighbour), a few fixed byte
# strings for simulator-events, and the small hand-written inputs of Tests/Fuzz/Seeds/TARGET/
# (one-record traces run hundreds of times faster than the references, and wide columns leave
# room for long numbers).
corpus() {
  local seeds=$OUT/seeds
  rm -rf "$seeds"
  mkdir -p "$seeds"/{scenario-decoder,trace-text,trace-jsonl,trace-diff,simulator-events,sweep-summary}
  echo "fuzz.sh: building the seed corpora from traces/…" >&2
  swift build --product lifecycle-sim >&2
  local cli
  cli="$(swift build --show-bin-path)/lifecycle-sim"
  local scenario name previous=""
  for scenario in traces/*.scenario.json; do
    name=$(basename "$scenario" .scenario.json)
    cp "$scenario" "$seeds/scenario-decoder/$name.json"
    cp "traces/$name.trace" "$seeds/trace-text/$name.trace"
    "$cli" run "$scenario" --format jsonl --output "$seeds/trace-jsonl/$name.jsonl"
    if [[ -n $previous ]]; then
      { cat "traces/$previous.trace"; printf '\0'; cat "traces/$name.trace"; } \
        >"$seeds/trace-diff/$previous--$name.text"
      { cat "traces/$previous.trace"; printf '\0'; cat "$seeds/trace-jsonl/$name.jsonl"; } \
        >"$seeds/trace-diff/$previous--$name.mixed"
    fi
    previous=$name
  done
  # sweep-summary: the summaries of small sweeps of three reference scenarios (one over
  # windows, whose summary has the window keys), the two shards of one of them joined by a NUL
  # byte (a pair that merges), and the damaged-summary catalogue.
  local sweeps=$OUT/seed-sweeps
  rm -rf "$sweeps"
  mkdir -p "$sweeps"
  local selection=(--devices "iPhone 8,iPhone X" --ios 11,16 --orientations portrait,landscapeLeft)
  "$cli" sweep traces/event-rotate-iphone-x-tab-nav-table.scenario.json "${selection[@]}" \
    --out "$sweeps/rotate" >/dev/null
  "$cli" sweep traces/device-iphone-16e-ios18.scenario.json --devices all --ios 18 \
    --out "$sweeps/devices" >/dev/null
  "$cli" sweep traces/window-split-two-thirds-ipad-6-ios12-landscape.scenario.json \
    --devices "iPad (6th generation),iPhone 8" --ios 12,15 --orientations portrait,landscapeLeft \
    --windows fullScreen,splitHalf,splitOneThird --out "$sweeps/windows" >/dev/null
  local shard
  for shard in 1 2; do
    "$cli" sweep traces/event-rotate-iphone-x-tab-nav-table.scenario.json "${selection[@]}" \
      --shard "$shard/2" --out "$sweeps/shard$shard" >/dev/null
  done
  cp "$sweeps/rotate/summary.json" "$seeds/sweep-summary/rotate.json"
  cp "$sweeps/devices/summary.json" "$seeds/sweep-summary/devices.json"
  cp "$sweeps/windows/summary.json" "$seeds/sweep-summary/windows.json"
  { cat "$sweeps/shard1/summary.json"; printf '\0'; cat "$sweeps/shard2/summary.json"; } \
    >"$seeds/sweep-summary/shards.json"
  cp Tests/Catalogue/sweeps/*.summary.json "$seeds/sweep-summary/"
  local target
  for target in "${TARGETS[@]}"; do
    if [[ -d $FUZZ/Seeds/$target ]]; then cp "$FUZZ/Seeds/$target"/* "$seeds/$target/"; fi
  done
  local seed
  for seed in 0 1 2 3 4 5 6 7; do
    head -c $((16 + seed * 32)) </dev/zero | tr '\0' "\\$((seed + 1))" \
      >"$seeds/simulator-events/fill-$seed"
  done
}

# Runs the fuzzer binary with the given arguments, logging to $log, and prints the summary line.
# Returns 1 when the run crashed.
fuzz_and_summarize() {
  local target=$1 log=$2
  shift 2
  local start end status=0
  start=$(date +%s)
  "$OUT/$target" "$@" >"$log" 2>&1 || status=$?
  end=$(date +%s)
  local executions crashes
  executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  [[ -n $executions ]] || executions=$(sed -n 's/^#\([0-9]*\).*/\1/p' "$log" | tail -1)
  # One saved input per crash; fork mode (-fork=N -ignore_crashes=1) counts its jobs' crashes,
  # timeouts and out-of-memory runs on its status lines instead.
  crashes=$(grep -c 'Test unit written to' "$log" || true)
  local forked
  forked=$(sed -n 's|.*oom/timeout/crash: \([0-9]*\)/\([0-9]*\)/\([0-9]*\).*|\1 + \2 + \3|p' "$log" \
    | tail -1)
  [[ -z $forked || $((forked)) -le $crashes ]] || crashes=$((forked))
  [[ $status -eq 0 || $crashes -gt 0 ]] || crashes=1
  echo "fuzz-summary $target executions=${executions:-0} seconds=$((end - start)) crashes=$crashes"
  [[ $crashes -eq 0 ]]
}

# What crashed, from a libFuzzer log: the Swift runtime's message or the sanitizer's, the first
# three distinct frames in Sources/ (innermost first) and the log's path.
crash_summary() {
  local log=$1 message frames
  local pattern
  for pattern in 'Fatal error: .*' 'Swift runtime failure: [^/]*' 'ERROR: AddressSanitizer: .*' \
    'ERROR: libFuzzer: .*'; do
    message=$(grep -m1 -oE "$pattern" "$log" | sed -e 's/^Fatal error: //' -e 's/ *$//' || true)
    [[ -z $message ]] || break
  done
  frames=$(grep -oE '/Sources/[^ ]*\.swift:[0-9]+' "$log" | sed 's|^.*/Sources/||' | uniq \
    | head -3 | paste -sd '<' - | sed 's/</ < /g' || true)
  echo "${message:-no message}${frames:+ at $frames} (log: $log)"
}

# Each regression file once, one process per file so that every crash is counted and named.
replay() {
  local target=$1
  shift
  local file failed=0 log
  for file in "$@"; do
    log="$OUT/logs/$target-replay-$(basename "$file").log"
    if ! "$OUT/$target" "$file" >"$log" 2>&1; then
      failed=$((failed + 1))
      echo "CRASH $target $file: $(crash_summary "$log")" >&2
    fi
  done
  return $((failed > 0))
}

triage() {
  local target=$1
  shift
  local file log
  for file in "$@"; do
    log="$OUT/logs/$target-replay-$(basename "$file").log"
    if ! "$OUT/$target" "$file" >"$log" 2>&1; then
      printf '%s\t%s\t%s\n' "$(crash_summary "$log" | sed 's/ (log: .*)$//')" \
        "$(wc -c <"$file")" "$file"
    fi
  done | sort -t $'\t' -k1,1 -k2,2n | awk -F '\t' '
    $1 != last { if (last != "") print count "x " last "\n   e.g. " example; last = $1; count = 0
                 example = $3 " (" $2 " bytes)" }
    { count++ }
    END { if (last != "") print count "x " last "\n   e.g. " example }'
}

smoke() {
  local seconds=${1:-10}
  build
  corpus
  mkdir -p "$OUT/logs"
  local target status=0 regressions summaries=()
  for target in "${TARGETS[@]}"; do
    regressions=()
    if [[ -d $FUZZ/Regressions/$target ]]; then
      mapfile -t regressions < <(find "$FUZZ/Regressions/$target" -type f | LC_ALL=C sort)
    fi
    if [[ ${#regressions[@]} -gt 0 ]]; then
      replay "$target" "${regressions[@]}" || status=1
    fi
    # A scratch corpus, so that the smoke run never changes the seeds.
    rm -rf "$OUT/smoke/$target" "$OUT/artifacts/$target-smoke"
    mkdir -p "$OUT/smoke/$target" "$OUT/artifacts/$target-smoke"
    summaries+=("$(fuzz_and_summarize "$target" "$OUT/logs/$target-smoke.log" \
      -max_total_time="$seconds" -print_final_stats=1 -timeout=10 \
      -artifact_prefix="$OUT/artifacts/$target-smoke/" $(dictionary "$target") \
      "$OUT/smoke/$target" "$OUT/seeds/$target")") || status=1
    if [[ ${summaries[-1]} != *crashes=0 ]]; then
      echo "CRASH $target while fuzzing: see $OUT/logs/$target-smoke.log and" \
        "$OUT/artifacts/$target-smoke/" >&2
    fi
  done
  printf '%s\n' "${summaries[@]}"
  return $status
}

dictionary() {
  case $1 in
    scenario-decoder) echo "-dict=$FUZZ/Dictionaries/scenario.dict" ;;
    trace-text) echo "-dict=$FUZZ/Dictionaries/trace-text.dict" ;;
    trace-jsonl) echo "-dict=$FUZZ/Dictionaries/trace-jsonl.dict" ;;
    trace-diff) echo "-dict=$FUZZ/Dictionaries/trace-text.dict" ;;
    sweep-summary) echo "-dict=$FUZZ/Dictionaries/sweep-summary.dict" ;;
  esac
}

run() {
  [[ $# -ge 1 ]] || die "usage: scripts/fuzz.sh run TARGET [LIMIT] [-libFuzzer-flag…]"
  local target=$1 limit=600s
  check_target "$target"
  shift
  if [[ $# -gt 0 && $1 != -* ]]; then
    limit=$1
    shift
  fi
  local flag
  case $limit in
    *runs) flag="-runs=${limit%runs}" ;;
    *m) flag="-max_total_time=$((${limit%m} * 60))" ;;
    *s) flag="-max_total_time=${limit%s}" ;;
    *[!0-9]* | "") die "LIMIT is seconds (600, 600s, 10m) or executions (1000000runs), not '$limit'" ;;
    *) flag="-max_total_time=$limit" ;;
  esac
  build "$target"
  [[ -d $OUT/seeds/$target ]] || corpus
  mkdir -p "$OUT/corpus/$target" "$OUT/artifacts/$target" "$OUT/logs"
  local log
  log="$OUT/logs/$target-$(date +%Y%m%d-%H%M%S).log"
  echo "fuzz.sh: fuzzing $target ($flag), log $log, crashes in $OUT/artifacts/$target/" >&2
  fuzz_and_summarize "$target" "$log" "$flag" -print_final_stats=1 -timeout=10 \
    -artifact_prefix="$OUT/artifacts/$target/" $(dictionary "$target") "$@" \
    "$OUT/corpus/$target" "$OUT/seeds/$target"
}

case ${1:-} in
  build) shift; build "$@" ;;
  corpus) corpus ;;
  smoke) shift; smoke "$@" ;;
  run) shift; run "$@" ;;
  replay | triage)
    [[ $# -ge 3 ]] || die "usage: scripts/fuzz.sh $1 TARGET FILE…"
    check_target "$2"
    build "$2"
    mkdir -p "$OUT/logs"
    mode=$1
    target=$2
    shift 2
    "$mode" "$target" "$@"
    ;;
  list) printf '%s\n' "${TARGETS[@]}" ;;
  *) sed -n '2,22s/^# \{0,1\}//p' "$0" >&2; exit 2 ;;
esac
