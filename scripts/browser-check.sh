#!/usr/bin/env bash
# Opens `lifecycle-sim report` pages in headless Chromium and fails on any problem (docs/cli.md,
# "report"): a report of every reference scenario, one of a saved trace, a diff and a sweep.
# Each page checks itself (what it draws against the trace's objects and records, each
# controller's drawn region against its safe area or iOS 10 layout guides, no two labels
# overlapping, no console
# error, each sheet drawn as a card over its dimmed presenter, a window that is not the screen
# at its frame on the screen with its controls, split view columns, floating and divided) and
# publishes the result in
# <pre id="selfcheck" data-status="pass|fail">, read here with --dump-dom; console errors
# Chromium logs fail the check too. Screenshots of the diff, the sweep, the iPhone X tab →
# navigation → table scenario, three sheets, two windows and a split view are written to the output folder.
#
# Usage: scripts/browser-check.sh [OUTPUT_DIR]   (default .build/browser-check)
# Installs Chromium with apt-get when it is missing (Debian's package; needs root).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/browser-check}"
mkdir -p "$out"

browser="$(command -v chromium || command -v chromium-browser || true)"
if [[ -z "$browser" ]]; then
  echo "browser-check: installing chromium with apt-get" >&2
  apt-get update -q >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
    chromium fonts-dejavu-core >/dev/null
  browser="$(command -v chromium)"
fi

swift build --product lifecycle-sim >/dev/null
sim="$(swift build --show-bin-path)/lifecycle-sim"
profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$profile"
  --virtual-time-budget=10000)

failures=0
pages=0
# Loads a page, reads its self-check and the console errors Chromium logged.
check() {
  local page="$1" dom log status
  dom="$out/$(basename "$page" .html).dom"
  log="$out/$(basename "$page" .html).log"
  pages=$((pages + 1))
  if ! timeout 120 "$browser" "${flags[@]}" --enable-logging=stderr --v=0 --dump-dom \
    "file://$(realpath "$page")" >"$dom" 2>"$log"; then
    echo "FAIL  $page: chromium did not finish" >&2
    failures=$((failures + 1))
    return
  fi
  status="$(grep -o '<pre id="selfcheck" data-status="[a-z]*"' "$dom" | sed 's/.*data-status="//; s/"//' || true)"
  if [[ "$status" != "pass" ]]; then
    echo "FAIL  $page: self-check ${status:-missing}" >&2
    sed -n '/<pre id="selfcheck"/,/<\/pre>/p' "$dom" | grep -v '^ok' >&2 || true
    failures=$((failures + 1))
  elif grep -q 'CONSOLE.*\(Uncaught\|Error\)' "$log"; then
    echo "FAIL  $page: console error" >&2
    grep 'CONSOLE' "$log" >&2
    failures=$((failures + 1))
  fi
}
# Screenshots a page, at an epoch when a fourth argument gives one (the page's `#epoch=N`).
screenshot() {
  timeout 120 "$browser" "${flags[@]}" --window-size="$2" --screenshot="$3" \
    "file://$(realpath "$1")${4:+#epoch=$4}" >/dev/null 2>&1
  [[ -s "$3" ]] || { echo "FAIL  no screenshot $3" >&2; failures=$((failures + 1)); }
}

for scenario in traces/*.scenario.json; do
  name="$(basename "$scenario" .scenario.json)"
  "$sim" report "$scenario" -o "$out/$name.html"
  check "$out/$name.html"
done
# Object names that are properties of every JavaScript object (issue 23: `__proto__` broke
# the page; `constructor` and `toString` must stay plain names too).
cat >"$out/prototype-names.scenario.json" <<'JSON'
{ "format": "lifecycle-scenario/1", "name": "prototype-names", "device": "iPhone 13", "ios": "17.0",
  "root": { "hostingController": { "name": "constructor", "rootView": { "vstack": { "name": "toString",
    "children": [{ "text": { "name": "__proto__", "size": [100, 20] } }] } } } },
  "events": [{ "at": 1, "rotate": "landscapeLeft" }] }
JSON
"$sim" report "$out/prototype-names.scenario.json" -o "$out/prototype-names.html"
check "$out/prototype-names.html"
# Sheets drawn as cards (issue 28): page sheets on iPhones with a notch and with a home button
# on iOS 15, 16 and 26, a sheet at a medium and one at a custom detent, an iPad form sheet, and
# iOS 12's default style, full screen. The self-check of each page must have compared the card
# with the sheet's frame and found its presenter dimmed behind it, pushed back only behind an
# iPhone page sheet at its large detent.
for spec in "page-sheet-iphone-13-ios15:iPhone 13:15.0" "page-sheet-iphone-8-ios15:iPhone 8:15.0" \
  "page-sheet-iphone-16-ios26:iPhone 16:26.0"; do
  IFS=: read -r name device ios <<<"$spec"
  cat >"$out/$name.scenario.json" <<JSON
{ "format": "lifecycle-scenario/1", "name": "$name", "device": "$device", "ios": "$ios",
  "root": { "navigationController": { "name": "Nav", "stack": [{ "viewController": { "name": "List" } }] } },
  "events": [{ "at": 1, "present": { "from": "List", "controller": { "navigationController": {
    "name": "SheetNav", "stack": [{ "viewController": { "name": "Sheet" } }] } } } }] }
JSON
  "$sim" report "$out/$name.scenario.json" -o "$out/$name.html"
  check "$out/$name.html"
done
# Fails unless a page's self-check passed the given line.
require() {
  if ! grep -qxF "ok    main: $2" "$out/$1.dom"; then
    echo "FAIL  $1: the self-check has no passed line \"$2\"" >&2
    failures=$((failures + 1))
  fi
}
for name in page-sheet-iphone-13-ios15 page-sheet-iphone-8-ios15 page-sheet-iphone-16-ios26 \
  event-present-page-sheet-home-button-iphone-se-ios16; do
  require "$name" "epoch 1 sheets drawn as cards: SheetNav"
  require "$name" "epoch 1 SheetNav: presenter pushed back"
done
require page-sheet-iphone-13-ios15 "epoch 1 SheetNav: card matches its frame (0,57,390,787)"
require page-sheet-iphone-8-ios15 "epoch 1 SheetNav: card matches its frame (0,40,375,627)"
require page-sheet-iphone-16-ios26 "epoch 1 SheetNav: card matches its frame (0,59,393,793)"
require event-present-page-sheet-home-button-iphone-se-ios16 "epoch 3 Half: card matches its frame (0,353.5,375,313.5)"
require event-present-page-sheet-home-button-iphone-se-ios16 "epoch 3 Half: presenter in place"
require event-present-custom-detent-iphone-14-ios16 "epoch 1 Sheet: presenter in place"
require event-present-medium-detent-iphone-15-pro "epoch 1 SheetNav: card matches its frame (0,443.333,393,408.667)"
require event-present-medium-detent-iphone-15-pro "epoch 1 SheetNav: over its dimmed presenter"
require event-present-medium-detent-iphone-15-pro "epoch 1 SheetNav: presenter in place"
require event-present-form-sheet-ipad-ios15 "epoch 1 FormNav: card matches its frame (135,225,540,620)"
require event-present-form-sheet-ipad-ios15 "epoch 1 FormNav: over its dimmed presenter"
require event-present-form-sheet-ipad-ios15 "epoch 2 FormNav: card matches its frame (270,90,540,620)"
require event-present-default-style-iphone-8-ios12 "epoch 1 sheets drawn as cards: none"
# Windows that are not the screen: the device's screen at its size, the window at
# its frame on it, and on iPadOS 26 the window controls where the corner-adapted regions put them.
require window-split-one-third-ipad-pro-11-ios18 "final screen: the screen 834x1194"
require window-split-one-third-ipad-pro-11-ios18 "final screen: the window at (514,0,320,1194) on it"
require window-split-one-third-ipad-pro-11-ios18 "final screen: no window controls"
require window-rotate-split-ipad-pro-11-ios18 "epoch 2 the window at (819,0,375,834) on it"
require window-windowed-ipad-pro-11-m4-ios26-landscape "final screen: the window at (200,150,700,500) on it"
require window-windowed-ipad-pro-11-m4-ios26-landscape "final screen: window controls at (0,0,80,40)"
require window-controls-ipad-a16-ios26-portrait-compact "epoch 1 the window at (200,300,420,640) on it"
require window-controls-ipad-a16-ios26-portrait-compact "final screen: no window controls"
require window-controls-ipad-air-11-m2-ios26.1-slide-over "final screen: window controls at (295,0,80,40)"
# Split view columns: classic columns with their divider, the iOS 26 floating
# sidebar as a card over the secondary, a triple column of iOS 14 whose sidebar reaches past
# the leading edge.
require split-classic-ipad-6-ios13-landscape-window-collapse "epoch 0 Split: column Detail (321,0,703,768)"
require split-classic-ipad-6-ios13-landscape-window-collapse "epoch 0 Split: divider (320,0,1,768)"
require split-double-column-ipad-pro-11-ios26-landscape "final screen: Split: column Sidebar (0,0,320,834) floats as a card over Detail"
require split-double-column-ipad-pro-11-ios26-landscape "final screen: Split: no divider"
require split-triple-column-ipad-pro-12-9-ios14-landscape "final screen: Split: dividers (320,0,1,1024) (641,0,1,1024)"
"$sim" report traces/event-push-pop-iphone-x.trace -o "$out/trace-push-pop.html"
check "$out/trace-push-pop.html"
"$sim" report traces/event-rotate-iphone-x-tab-nav-table.scenario.json \
  --against traces/event-rotate-iphone-8-tab-nav-table.scenario.json -o "$out/diff-rotate.html"
check "$out/diff-rotate.html"
# iOS 10 against 11 (issue 28): iOS 10 draws the region between its layout guides and its
# content inset, which the page's self-check holds against the trace, as every page does.
"$sim" report traces/seed000-ios10-tab-nav-table-plus-10.scenario.json \
  --against traces/seed000-ios11-tab-nav-table-plus-10.scenario.json -o "$out/diff-ios10-ios11.html"
check "$out/diff-ios10-ios11.html"
"$sim" sweep traces/seed003-iphone-x-tab-nav-portrait.scenario.json --devices iphone \
  --ios 11,13,17,26 --out "$out/sweep" >/dev/null 2>&1
"$sim" report traces/seed003-iphone-x-tab-nav-portrait.scenario.json --sweep "$out/sweep" \
  -o "$out/sweep.html"
check "$out/sweep.html"
# A sweep over iPad windows: each group's small screen draws its window.
"$sim" sweep traces/window-split-two-thirds-ipad-6-ios12-landscape.scenario.json \
  --devices "iPad (6th generation)" --ios 12 --windows fullScreen,splitHalf,splitOneThird \
  --properties Nav.frame --out "$out/sweep-windows" >/dev/null 2>&1
"$sim" report traces/window-split-two-thirds-ipad-6-ios12-landscape.scenario.json \
  --sweep "$out/sweep-windows" -o "$out/sweep-windows.html"
check "$out/sweep-windows.html"

screenshot "$out/seed003-iphone-x-tab-nav-portrait.html" 1100,760 "$out/iphone-x-tab-nav.png"
screenshot "$out/diff-rotate.html" 1400,1100 "$out/diff-rotate.png"
screenshot "$out/diff-ios10-ios11.html" 1400,1100 "$out/diff-ios10-ios11.png"
screenshot "$out/sweep.html" 1300,1400 "$out/sweep.png"
screenshot "$out/page-sheet-iphone-13-ios15.html" 1100,760 "$out/page-sheet-iphone-13-ios15.png" 1
screenshot "$out/event-present-medium-detent-iphone-15-pro.html" 1100,760 "$out/medium-detent.png" 1
screenshot "$out/event-present-form-sheet-ipad-ios15.html" 1100,760 "$out/form-sheet-ipad.png" 1
screenshot "$out/window-split-one-third-ipad-pro-11-ios18.html" 1100,760 "$out/split-view-third.png"
screenshot "$out/window-windowed-ipad-pro-11-m4-ios26-landscape.html" 1100,760 "$out/free-window-ios26.png"
screenshot "$out/split-events-triple-column-ipad-pro-11-ios26-landscape.html" 1100,760 "$out/split-floating-sidebar.png"

echo "browser-check: $pages pages, $failures failed; screenshots in $out" >&2
[[ $failures -eq 0 ]]
