#!/usr/bin/env bash
# Tests of scripts/check-platforms.py on small packages in a temporary folder, so that the check
# cannot pass by finding nothing: each case states the exit status and a line the output must hold.
# Run by .ci/run before the check itself.
set -euo pipefail
cd "$(dirname "$0")/.."
check="$PWD/scripts/check-platforms.py"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

# package NAME PLATFORMS: a package folder with that `platforms:` line (empty: none) and an empty
# Sources/A; prints its path.
package() {
  local dir="$work/$1"
  mkdir -p "$dir/Sources/A"
  printf '// swift-tools-version: 6.2\nimport PackageDescription\nlet package = Package(\n  name: "p",\n%s\n  targets: [.target(name: "A")])\n' \
    "$2" >"$dir/Package.swift"
  echo "$dir"
}

# expect NAME STATUS TEXT DIR: runs the check on DIR; fails the test unless it exits STATUS with
# TEXT (a fixed string) in its output.
expect() {
  local name=$1 status=$2 text=$3 dir=$4 actual=0 output
  output=$("$check" --root "$dir" 2>&1) || actual=$?
  if [[ $actual != "$status" ]] || ! grep -qF -- "$text" <<<"$output"; then
    echo "FAIL $name: expected exit $status and '$text', got exit $actual:" >&2
    sed 's/^/  /' <<<"$output" >&2
    failures=$((failures + 1))
  else
    echo "ok   $name"
  fi
}

modern='  platforms: [.iOS(.v15), .macOS(.v12)],'

dir=$(package mutex "$modern")
printf 'import Synchronization\n\nlet lock = Mutex(0)\n' >"$dir/Sources/A/A.swift"
expect "an import of Synchronization fails with its line" 1 \
  "Sources/A/A.swift:1: import Synchronization needs iOS 18, macOS 15; Package.swift declares iOS 15, macOS 12" "$dir"
expect "Mutex fails with its line and the fix" 1 \
  "Sources/A/A.swift:3: Mutex needs iOS 18, macOS 15; Package.swift declares iOS 15, macOS 12. Fix: use Locked" "$dir"

dir=$(package newer '  platforms: [.iOS(.v18), .macOS(.v15)],')
cp "$work/mutex/Sources/A/A.swift" "$dir/Sources/A/"
expect "the same code passes when Package.swift declares iOS 18 and macOS 15" 0 \
  "against iOS 18, macOS 15" "$dir"

dir=$(package quoted '  platforms: [.iOS("18.0"), .macOS("15.0")],')
cp "$work/mutex/Sources/A/A.swift" "$dir/Sources/A/"
expect "quoted versions are read" 0 "against iOS 18.0, macOS 15.0" "$dir"

dir=$(package hidden "$modern")
cat >"$dir/Sources/A/A.swift" <<'EOF'
// Mutex in a comment, /* ContinuousClock */ in a block comment.
let text = "Mutex and Duration in a string"
let multi = """
  InlineArray in a multi-line string, with a \"quote
  """
let raw = #"Regex in a "raw" string"#
#if os(Linux)
let linux = Mutex(0)
#else
let other = 1
#endif
let lines = text.split(separator: "\n")
EOF
expect "comments, string text and #if os(Linux) branches are skipped" 0 \
  "nothing newer than declared" "$dir"

dir=$(package essentials "$modern")
cat >"$dir/Sources/A/A.swift" <<'EOF'
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
  let lock = Mutex(0)
#endif
EOF
expect "FoundationEssentials, Glibc and Musl branches are skipped; a Darwin #elseif is code" 1 \
  "Sources/A/A.swift:12: Mutex needs iOS 18, macOS 15" "$dir"
printf 'import FoundationEssentials\n' >"$dir/Sources/A/A.swift"
expect "FoundationEssentials outside such a branch is a Linux-only module" 1 \
  "Sources/A/A.swift:1: a Linux-only module is not on iOS or macOS" "$dir"

dir=$(package interpolated "$modern")
cat >"$dir/Sources/A/A.swift" <<'EOF'
#if os(Linux)
let a = 1
#else
let b = "started \(ContinuousClock.now)"
#endif
EOF
expect "an interpolation is code, and so is an #else of #if os(Linux)" 1 \
  "Sources/A/A.swift:4: ContinuousClock / SuspendingClock needs iOS 16, macOS 13" "$dir"

dir=$(package lines "$modern")
cat >"$dir/Sources/A/A.swift" <<'EOF'
let text = """
  one line \
  continued, with an escaped \"quote\" and \u{1F600}
  """ /* a block
  comment */
let lock = Mutex(0)
EOF
expect "line numbers hold across multi-line strings, escapes and block comments" 1 \
  "Sources/A/A.swift:6: Mutex needs iOS 18" "$dir"

dir=$(package available "$modern")
cat >"$dir/Sources/A/A.swift" <<'EOF'
@available(macOS 13, iOS 16, *) let pattern = Regex<Substring>(verbatim: "a")
@available(macOS 13, iOS 16, *)  // a comment
@Test(arguments: [
  "a", "b",
])
func matches(text: String) {
  #expect(text.wholeMatch(of: /a|b/) != nil)
}
struct Later {
  @available(macOS 15, iOS 18, *)
  static let lock = Mutex(0)
  static let other = Mutex(1)
}
EOF
expect "code under @available with newer versions passes, and only that code" 1 \
  "Sources/A/A.swift:12: Mutex needs iOS 18" "$dir"
actual=0
output=$("$check" --root "$dir" 2>&1) || actual=$?
if [[ $(grep -c 'needs iOS' <<<"$output") == 1 ]]; then
  echo "ok   nothing else in that file is reported"
else
  echo "FAIL @available: expected one finding (line 12), got:" >&2
  sed 's/^/  /' <<<"$output" >&2
  failures=$((failures + 1))
fi

dir=$(package strings "$modern")
cat >"$dir/Sources/A/A.swift" <<'EOF'
let name = "a+b".replacing("+", with: "plus")
let parts = "a, b".split(separator: ", ")
let url = URL(filePath: "/tmp")
EOF
expect "String.replacing fails" 1 "Sources/A/A.swift:1: Regex or its string algorithms" "$dir"
expect "a two-character split separator fails" 1 \
  "Sources/A/A.swift:2: split(separator:) with a multi-character separator" "$dir"
expect "URL(filePath:) fails" 1 "Sources/A/A.swift:3: URL's iOS 16 path API" "$dir"

dir=$(package none "")
expect "a package without platforms is refused" 2 "declares no iOS or macOS version" "$dir"

dir=$(package example "$modern")
mkdir -p "$dir/Examples/User"
printf '// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: "u", platforms: [.macOS(.v13)])\n' \
  >"$dir/Examples/User/Package.swift"
expect "an example package must declare the platforms too" 1 \
  "Examples/User/Package.swift: declares no iOS, older than the package's 15" "$dir"

dir=$(package built "$modern")
mkdir -p "$dir/Examples/User/.build/debug"
printf '// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: "u", platforms: [.iOS(.v15), .macOS(.v12)])\n' \
  >"$dir/Examples/User/Package.swift"
printf 'import Glibc\nlet lock = Mutex(0)\n' >"$dir/Examples/User/.build/debug/runner.swift"
expect "build folders are not checked" 0 "nothing newer than declared" "$dir"

# The object check: a Sources target compiled with swiftc whose code reaches Mutex only through a
# name the source patterns do not know.
dir=$(package objects "$modern")
printf 'import Synchronization\ntypealias Guard = Mutex<Int>\n' >"$work/Alias.swift"
printf 'let shared = Guard(0)\npublic func next() -> Int { shared.withLock { $0 += 1; return $0 } }\n' \
  >"$dir/Sources/A/A.swift"
mkdir -p "$dir/build/A.build"
swiftc -parse-as-library -module-name A -wmo -c "$work/Alias.swift" "$dir/Sources/A/A.swift" \
  -o "$dir/build/A.build/A.o"
actual=0
output=$("$check" --root "$dir" --objects "$dir/build" 2>&1) || actual=$?
if [[ $actual == 1 ]] && grep -qF "A: its objects use the Synchronization module" <<<"$output"; then
  echo "ok   the object check finds Mutex behind a typealias the source check cannot see"
else
  echo "FAIL the object check: expected exit 1 and the Synchronization module, got exit $actual:" >&2
  sed 's/^/  /' <<<"$output" >&2
  failures=$((failures + 1))
fi

expect "this repository passes" 0 "nothing newer than declared" "$PWD"

if ((failures > 0)); then
  echo "test-check-platforms: $failures case(s) failed" >&2
  exit 1
fi
echo "test-check-platforms: all cases passed"
