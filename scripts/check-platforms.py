#!/usr/bin/env python3
"""Fails when Swift sources use an import or API newer than the platforms Package.swift declares.

We build and test on Linux only, where SwiftPM ignores `platforms:` and the compiler checks no
Apple availability, so a use of, say, `Mutex` (iOS 18, macOS 15) in a package that declares iOS 15
would pass CI and fail in every iOS app's test target. This script reads the declared iOS and
macOS versions from Package.swift and looks for the imports and APIs of RULES below in
Sources, Tests and Examples (*.swift, not in hidden folders such as .build), skipping comments,
the text of string literals (not their interpolations) and `#if os(Linux)` / `#if
canImport(Glibc)` / `Musl` / `FoundationEssentials` branches, `#elseif` ones included. A
declaration marked `@available(macOS 13, iOS 16, *)` may use what those versions have. It also checks that each Examples/*/Package.swift declares the same
platforms or newer.

It is a list of known traps, not a compiler: an API missing from RULES is not caught. Add a rule
when you use an API whose Apple availability is above the declared platforms (its documentation
page's "Availability" says), with the page as its source.

With --objects BUILD (after `swift build --build-tests`), it also lists the undefined symbols of
each Sources target's object files with `nm -u` and fails on symbols of modules or types newer
than declared (SYMBOL_RULES): that catches what the source patterns cannot, such as a
`contains(_:)` that overload resolution took from _StringProcessing.

Usage: scripts/check-platforms.py [--root DIR] [--objects BUILD]
  DIR: a package folder (default: this repository); BUILD: its build folder, as .build/debug.
Exit status: 0 clean, 1 findings (file:line, API, availability, declared platforms, fix),
2 when Package.swift cannot be read or declares no iOS or macOS version.
"""

import argparse
import pathlib
import re
import subprocess
import sys

APPLE = "https://developer.apple.com/documentation"

# (what, pattern on code with comments and string text removed, first iOS, first macOS, source,
# fix). None for both versions: not on Apple platforms at all.
RULES = [
    ("import Synchronization", r"\bimport\s+(?:\w+\s+)?Synchronization\b", (18,), (15,),
     f"{APPLE}/synchronization", "use Locked (Sources/LifecycleSimSupport/Text/Locked.swift)"),
    ("Mutex", r"\bMutex\b", (18,), (15,), f"{APPLE}/synchronization/mutex",
     "use Locked (Sources/LifecycleSimSupport/Text/Locked.swift)"),
    ("Atomic", r"\b(?:Atomic|AtomicLazyReference|AtomicRepresentable|WordPair)\b", (18,), (15,),
     f"{APPLE}/synchronization/atomic", "use Locked around the value"),
    ("OSAllocatedUnfairLock", r"\bOSAllocatedUnfairLock\b", (16,), (13,),
     f"{APPLE}/os/osallocatedunfairlock", "use Locked"),
    ("ContinuousClock / SuspendingClock", r"\b(?:ContinuousClock|SuspendingClock)\b", (16,), (13,),
     f"{APPLE}/swift/continuousclock",
     "use Stopwatch (Sources/LifecycleSimSupport/Text/Stopwatch.swift)"),
    ("Duration", r"\bDuration\b", (16,), (13,), f"{APPLE}/swift/duration",
     "use Stopwatch's seconds, a Double"),
    ("the Clock protocol", r"\b(?:any|some)\s+Clock\b|[:,]\s*Clock\b|\bClock\s*<", (16,), (13,),
     f"{APPLE}/swift/clock", "use Stopwatch"),
    ("Task.sleep(for:) / sleep(until:)", r"\bsleep\s*\(\s*(?:for|until)\s*:", (16,), (13,),
     f"{APPLE}/swift/task/sleep(for:tolerance:clock:)", "use Task.sleep(nanoseconds:)"),
    ("Regex or its string algorithms (replacing(_:with:), firstRange(of:), ...)",
     r"\bRegex\b|\bimport\s+RegexBuilder\b|#/|\.(?:firstMatch|wholeMatch|prefixMatch|matches|"
     r"firstRange|ranges)\s*\(\s*of\s*:|\.trimmingPrefix\s*\(|\.replacing\s*\(\s*[\"#/]", (16,), (13,),
     f"{APPLE}/swift/regex",
     "use Foundation's replacingOccurrences(of:with:) and range(of:), or compare by hand"),
    ("split(separator:) with a multi-character separator",
     r"\bsplit\s*\(\s*separator\s*:\s*\"x{2,}\"", (16,), (13,),
     f"{APPLE}/swift/bidirectionalcollection/split(separator:maxsplits:omittingemptysubsequences:)"
     " (the Collection-separator overload of _StringProcessing)",
     "split on one Character"),
    ("URL's iOS 16 path API",
     r"\bURL\s*\(\s*filePath\s*:|\.append(?:ing)?\s*\(\s*(?:path|component|components)\s*:|"
     r"\bURL\s*\.\s*(?:homeDirectory|temporaryDirectory|currentDirectory|documentsDirectory|"
     r"cachesDirectory)\b|\.path\s*\(\s*percentEncoded\s*:|\bdirectoryHint\s*:", (16,), (13,),
     f"{APPLE}/foundation/url/appending(path:directoryhint:)",
     "use URL(fileURLWithPath:) and appendingPathComponent(_:)"),
    (".formatted() / Date.now / AttributedString",
     r"\.formatted\s*\(|\bDate\s*\.\s*now\b|\bAttributedString\b", (15,), (12,),
     f"{APPLE}/foundation/date/formatted()", "use String(format:)"),
    ("String(validating:)", r"\bString\s*\(\s*validating\s*:", (18,), (15,),
     f"{APPLE}/swift/string/init(validating:as:)", "use String(decoding:as:) or validate by hand"),
    ("discarding task groups", r"\bwith(?:Throwing)?DiscardingTaskGroup\b", (17,), (14,),
     f"{APPLE}/swift/withdiscardingtaskgroup(returning:isolation:body:)", "use a task group"),
    ("task executors", r"\bTaskExecutor\b|\bwithTaskExecutorPreference\b", (18,), (15,),
     f"{APPLE}/swift/taskexecutor", "leave the default executor"),
    ("Observation", r"\bimport\s+Observation\b|@Observable\b", (17,), (14,),
     f"{APPLE}/observation", "the simulator has no observable state"),
    ("Span-vending properties and UTF8Span",
     r"\.(?:span|mutableSpan|utf8Span)\b|\b(?:UTF8Span|OutputSpan|OutputRawSpan)\b", (26,), (26,),
     "https://forums.swift.org/t/using-span-on-pre-26-apple-os-versions/80513 and "
     "https://forums.swift.org/t/supporting-span-in-packages/81667",
     "use withUnsafeBufferPointer"),
    ("Span, RawSpan, MutableSpan (back-deployed by the Swift 6.2 compiler)",
     r"\b(?:Span|RawSpan|MutableSpan|MutableRawSpan)\b", (12, 2), (10, 14, 4),
     "https://forums.swift.org/t/supporting-span-in-packages/81667", "use unsafe buffer pointers"),
    ("InlineArray", r"\bInlineArray\b|\[\s*(?:\d+|_)\s+of\s", (26,), (26,),
     f"{APPLE}/swift/inlinearray", "use a tuple or an Array"),
    ("a typed-throws function type as a generic argument or element",
     r"[<\[]\s*(?:@\w+\s+)*\([^()]*\)\s*(?:async\s+)?throws\s*\((?!\s*(?:any\s+)?Error\s*\))",
     (18,), (15,),
     "the compiler's 'runtime support for typed throws function types is only available in "
     "macOS 15.0.0 or newer' (swiftlang/swift lib/Sema/TypeCheckAvailability.cpp)",
     "keep typed-throws closures as parameters, or throw any Error"),
    ("Swift Testing's timeLimit trait", r"\.timeLimit\s*\(", (16,), (13,),
     "swiftlang/swift-testing Package.swift: _clockAPI = macOS 13, iOS 16",
     "tests here use event budgets, not wall time"),
    ("import Testing", r"\bimport\s+(?:\w+\s+)?Testing\b", (13,), (10, 15),
     "swiftlang/swift-testing Package.swift: platforms macOS 10.15, iOS 13", ""),
    ("a Linux-only module", r"\bimport\s+(?:\w+\s+)?(?:Glibc|Musl|FoundationEssentials|"
     r"FoundationNetworking)\b", None, None,
     "not in the iOS or macOS SDK", "import Foundation, or put it under #if canImport(Glibc)"),
]

# (what, substring of a mangled symbol, first iOS, first macOS, source): the same traps seen in
# the compiled objects, where comments, strings and overload resolution cannot hide them. A
# whole module's symbols share its availability.
SYMBOL_RULES = [
    ("the Synchronization module (Mutex, Atomic)", "15Synchronization", (18,), (15,),
     f"{APPLE}/synchronization"),
    ("the _StringProcessing module (Regex, replacing(_:with:), contains(_:) on Collection, ...)",
     "17_StringProcessing", (16,), (13,), f"{APPLE}/swift/regex"),
    ("the RegexBuilder module", "12RegexBuilder", (16,), (13,), f"{APPLE}/regexbuilder"),
    ("ContinuousClock", "15ContinuousClockV", (16,), (13,), f"{APPLE}/swift/continuousclock"),
    ("SuspendingClock", "15SuspendingClockV", (16,), (13,), f"{APPLE}/swift/suspendingclock"),
    ("Duration", "s8DurationV", (16,), (13,), f"{APPLE}/swift/duration"),
    ("InlineArray", "11InlineArrayV", (26,), (26,), f"{APPLE}/swift/inlinearray"),
    ("UTF8Span", "8UTF8SpanV", (26,), (26,),
     "https://forums.swift.org/t/supporting-span-in-packages/81667"),
]

AVAILABLE = re.compile(r"@available\s*\(([^)]*)\)")

# Branches for Linux only: their code never builds for iOS or macOS. FoundationEssentials is
# not in the Apple SDKs (https://forums.swift.org/t/foundationessentials-on-darwin/74856: "As
# FoundationEssentials isn't available on macOS"), so `#if canImport(FoundationEssentials)` is
# one; an `#elseif` of such a condition is one too, and an `#else` after it is not.
LINUX_ONLY = re.compile(
    r"#(?:if|elseif)\s+(?:os\s*\(\s*Linux\s*\)"
    r"|canImport\s*\(\s*(?:Glibc|Musl|FoundationEssentials)\s*\))\s*$")


def version_text(version):
    return ".".join(str(part) for part in version)


def declared_platforms(manifest):
    """The iOS and macOS versions in `platforms: [...]`, as tuples; a name is absent when its
    version is not declared (or not as `.v15`, `.v10_15` or `"15.0"`)."""
    original = manifest.read_text(encoding="utf-8")
    code = strip(original)  # the same length as `original`: offsets carry over
    start = code.find("platforms:")
    if start < 0:
        return {}
    end = code.find("]", start)
    found = {}
    for match in re.finditer(r"\.(iOS|macOS)\s*\(\s*(?:\.v(\d+(?:_\d+)*)|\"x+\")", code[start:end]):
        if match.group(2):
            found[match.group(1)] = tuple(int(part) for part in match.group(2).split("_"))
            continue
        quoted = re.search(r'"(\d+(?:\.\d+)*)"', original[start + match.start():start + match.end()])
        if quoted:
            found[match.group(1)] = tuple(int(part) for part in quoted.group(1).split("."))
    return found


def strip(source):
    """`source` with comments blanked and each string literal's text turned into `x`s.

    Line breaks stay, so line numbers hold; an escape sequence becomes one `x`, so `"\\n"` reads
    as one character; interpolations stay code.
    """
    out = []
    i, n = 0, len(source)
    # Each frame: ("string", hashes, triple) or ("interpolation", depth).
    stack = []

    def in_string():
        return stack and stack[-1][0] == "string"

    while i < n:
        c = source[i]
        if in_string():
            _, hashes, triple = stack[-1]
            closing = ('"""' if triple else '"') + "#" * hashes
            if source.startswith(closing, i):
                out.append(closing)
                i += len(closing)
                stack.pop()
            elif source.startswith("\\" + "#" * hashes + "(", i):
                opener = "\\" + "#" * hashes + "("
                out.append(" " * (len(opener) - 1) + "(")
                i += len(opener)
                stack.append(["interpolation", 1])
            elif source.startswith("\\" + "#" * hashes, i) and i + hashes + 1 < n:
                length = hashes + 2
                if source[i + hashes + 1] == "u":
                    close = source.find("}", i)
                    length = (close - i + 1) if close > 0 else length
                rest = source[i + 1:i + length]
                out.append("x" + "".join("\n" if ch == "\n" else " " for ch in rest))
                i += length
            elif c == "\n":
                out.append("\n")
                i += 1
            else:
                out.append("x")
                i += 1
            continue
        if source.startswith("//", i):
            end = source.find("\n", i)
            end = n if end < 0 else end
            out.append(" " * (end - i))
            i = end
            continue
        if source.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if source.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif source.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append("".join("\n" if ch == "\n" else " " for ch in source[i:j]))
            i = j
            continue
        match = re.match(r'(#*)("""|")', source[i:i + 64]) if c in '#"' else None
        if match:
            hashes, quote = len(match.group(1)), match.group(2)
            out.append(match.group(0))
            i += len(match.group(0))
            stack.append(["string", hashes, quote == '"""'])
            continue
        if stack and stack[-1][0] == "interpolation":
            if c == "(":
                stack[-1][1] += 1
            elif c == ")":
                stack[-1][1] -= 1
                if stack[-1][1] == 0:
                    stack.pop()
        out.append(c)
        i += 1
    return "".join(out)


def linux_only_lines(lines):
    """The indexes of lines inside a Linux-only `#if` branch."""
    skipped, frames = set(), []  # frames: True while in a Linux-only branch
    for index, line in enumerate(lines):
        text = line.strip()
        if text.startswith("#if"):
            frames.append(bool(LINUX_ONLY.match(text)))
        elif text.startswith("#elseif"):
            if frames:
                frames[-1] = bool(LINUX_ONLY.match(text))
        elif text.startswith("#else"):
            if frames:
                frames[-1] = False
        elif text.startswith("#endif"):
            if frames:
                frames.pop()
        elif any(frames):
            skipped.add(index)
    return skipped


def available_lines(lines, platforms):
    """Per line, the iOS and macOS versions it may use: the declared ones, or those of the
    `@available(macOS 13, iOS 16, *)` on the declaration around it.

    A declaration runs from its attribute to the `}` that closes its first `{`; a `let`, `var`
    or `typealias` without one ends with its line.
    """
    allowed, frames, pending, braces, parens = [], [], None, 0, 0
    for line in lines:
        attribute = AVAILABLE.search(line)
        if attribute:
            versions = dict(re.findall(r"\b(iOS|macOS)\s+(\d+(?:\.\d+)*)", attribute.group(1)))
            if "iOS" in versions and "macOS" in versions:
                pending = tuple(tuple(int(part) for part in versions[name].split("."))
                                for name in ("iOS", "macOS"))
        granted = [(platforms["iOS"], platforms["macOS"])] + [frame[1:] for frame in frames]
        if pending:
            granted.append(pending)
        allowed.append((max(g[0] for g in granted), max(g[1] for g in granted)))
        opened = False
        for character in line:
            if character == "(":
                parens += 1
            elif character == ")":
                parens -= 1
            elif character == "{":
                braces += 1
                if pending:
                    frames.append((braces, *pending))
                    pending, opened = None, True
            elif character == "}":
                if frames and frames[-1][0] == braces:
                    frames.pop()
                braces -= 1
        if pending and not opened and parens <= 0 and re.search(r"\b(?:let|var|typealias)\b", line):
            pending = None  # a property without a body ends with its line
    return allowed


def check_file(path, root, platforms, rules):
    findings = []
    lines = strip(path.read_text(encoding="utf-8")).split("\n")
    skipped = linux_only_lines(lines)
    allowed = available_lines(lines, platforms)
    for index, line in enumerate(lines):
        if index in skipped:
            continue
        for what, pattern, ios, macos, source, fix in rules:
            if not pattern.search(line):
                continue
            if ios is None:
                needs = "is not on iOS or macOS"
            elif ios > allowed[index][0] or macos > allowed[index][1]:
                needs = f"needs iOS {version_text(ios)}, macOS {version_text(macos)}"
            else:
                continue
            findings.append(
                f"{path.relative_to(root)}:{index + 1}: {what} {needs}; Package.swift declares "
                f"iOS {version_text(platforms['iOS'])}, macOS {version_text(platforms['macOS'])}."
                + (f" Fix: {fix}." if fix else "")
                + f" (Source: {source})"
            )
    return findings


def check_objects(build, root, platforms):
    """Undefined symbols of the Sources targets' objects under `build` that SYMBOL_RULES name."""
    findings = []
    targets = sorted(path.name for path in (root / "Sources").iterdir() if path.is_dir())
    for target in targets:
        objects = sorted((build / f"{target}.build").glob("*.o"))
        if not objects:
            findings.append(f"{build / (target + '.build')}: no object files; build first "
                            f"(swift build --build-tests).")
            continue
        result = subprocess.run(["nm", "-u", *map(str, objects)], capture_output=True,
                                text=True, check=False)
        if result.returncode != 0:
            findings.append(f"nm -u failed on {target}'s objects: {result.stderr.strip()}")
            continue
        symbols = set(result.stdout.split())
        for what, part, ios, macos, source in SYMBOL_RULES:
            if ios <= platforms["iOS"] and macos <= platforms["macOS"]:
                continue
            used = sorted(symbol for symbol in symbols if part in symbol)
            if used:
                findings.append(
                    f"{target}: its objects use {what}, which needs iOS {version_text(ios)}, "
                    f"macOS {version_text(macos)}; Package.swift declares iOS "
                    f"{version_text(platforms['iOS'])}, macOS {version_text(platforms['macOS'])}."
                    f" {len(used)} symbol(s), first {used[0]} (swift demangle it to find the "
                    f"call). (Source: {source})")
    return findings


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", type=pathlib.Path,
                        default=pathlib.Path(__file__).resolve().parent.parent)
    parser.add_argument("--objects", type=pathlib.Path, metavar="BUILD",
                        help="also check the undefined symbols of BUILD/<target>.build/*.o "
                        "for each Sources target (a built .build/debug; needs nm)")
    arguments = parser.parse_args()
    root = arguments.root.resolve()
    manifest = root / "Package.swift"
    try:
        platforms = declared_platforms(manifest)
    except OSError as error:
        print(f"check-platforms: cannot read {manifest}: {error.strerror}", file=sys.stderr)
        return 2
    missing = [name for name in ("iOS", "macOS") if name not in platforms]
    if missing:
        print(f"check-platforms: {manifest.relative_to(root)} declares no "
              f"{' or '.join(missing)} version in platforms:; add "
              f"platforms: [.iOS(.v15), .macOS(.v12)] or the versions you support.",
              file=sys.stderr)
        return 2
    rules = [(what, re.compile(pattern), ios, macos, source, fix)
             for what, pattern, ios, macos, source, fix in RULES]
    files = sorted(
        path for folder in ("Sources", "Tests", "Examples")
        for path in (root / folder).rglob("*.swift")
        if path.name != "Package.swift"
        # Not build products (.build) or editor state (.swiftpm): only what is checked in.
        and not any(part.startswith(".") for part in path.relative_to(root).parts)
    )
    findings = []
    for path in files:
        findings += check_file(path, root, platforms, rules)
    for example in sorted((root / "Examples").glob("*/Package.swift")):
        theirs = declared_platforms(example)
        for name in ("iOS", "macOS"):
            if theirs.get(name, (0,)) < platforms[name]:
                have = f"{name} {version_text(theirs[name])}" if name in theirs else f"no {name}"
                findings.append(
                    f"{example.relative_to(root)}: declares {have}, older than the "
                    f"package's {version_text(platforms[name])}; SwiftPM refuses a dependency "
                    f"that needs a newer platform than its user declares. Fix: declare "
                    f"{name} {version_text(platforms[name])} or newer.")
    if arguments.objects:
        findings += check_objects(arguments.objects.resolve(), root, platforms)
    for finding in findings:
        print(finding, file=sys.stderr)
    summary = (f"check-platforms: {len(files)} Swift files against iOS "
               f"{version_text(platforms['iOS'])}, macOS {version_text(platforms['macOS'])} "
               f"({len(RULES)} rules"
               + (f", objects of {arguments.objects}" if arguments.objects else "") + "): ")
    if findings:
        print(summary + f"{len(findings)} found.", file=sys.stderr)
        return 1
    print(summary + "nothing newer than declared.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
