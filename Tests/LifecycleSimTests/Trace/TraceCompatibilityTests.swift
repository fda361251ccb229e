import Foundation
import Testing

@testable import LifecycleSim
@testable import LifecycleSimSupport

/// Traces that survive upgrades (docs/trace-formats.md#compatibility): headers that name only
/// the quirk switches that differ from their defaults, a digest that tells an edited trace
/// from the one written, and traces of format version 1 that still read.
@Suite struct TraceCompatibilityTests {
  static let formatOne = ReferenceTraceTests.directory.deletingLastPathComponent()
    .appendingPathComponent("Tests/Catalogue/format-1")
  static let reference = ReferenceTraceTests.directory.appendingPathComponent(
    "event-queued-and-interrupting-iphone-x.trace")

  static func bytes(_ url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }

  // MARK: The digest

  /// The test vectors of docs/trace-formats.md#digest, computed by an independent
  /// implementation (a few lines of Python in the docs).
  @Test(arguments: [
    ("", "af63bd4c29620a93"), ("a", "68e0166a3938c199"), ("abcdefgh", "ff18c96fe56d3933"),
    ("abcdefghi", "e61865223d2bd069"), ("# lifecycle-trace/2\n", "fe77eeda77a93e7a"),
  ])
  func theDigestHasItsTestVectors(text: String, digest: String) {
    #expect(TraceDigest.text(TraceDigest.of(Array(text.utf8))) == digest)
  }

  /// Bytes given in pieces of any size have the digest of the bytes given whole.
  @Test func theDigestOfPiecesIsTheDigestOfTheWhole() throws {
    let bytes = Array(try Self.bytes(Self.reference).prefix(2_000))
    let whole = TraceDigest.of(bytes)
    for size in 1...17 {
      var digest = TraceDigest()
      var start = 0
      while start < bytes.count {
        let end = min(start + size, bytes.count)
        bytes[start..<end].withUnsafeBytes { digest.update($0) }
        start = end
      }
      #expect(digest.value == whole, "pieces of \(size) bytes")
    }
  }

  /// Every one-byte edit of a trace's first 2,000 bytes (each byte turned into each of a few
  /// others) changes the digest, as does removing a byte or adding a zero byte at the end.
  @Test func anyOneByteEditChangesTheDigest() throws {
    let bytes = Array(try Self.bytes(Self.reference).prefix(2_000))
    let original = TraceDigest.of(bytes)
    for index in bytes.indices {
      for delta: UInt8 in [1, 0x20, 0x80] {
        var edited = bytes
        edited[index] ^= delta
        #expect(TraceDigest.of(edited) != original, "byte \(index) xor \(delta)")
      }
    }
    #expect(TraceDigest.of(bytes.dropLast()) != original)
    #expect(TraceDigest.of(bytes + [0]) != original)
  }

  /// Random edits of one to three bytes anywhere before the end line (a digit, a letter, a
  /// space, a removed or doubled byte) never read as a trace: each is refused, at the end line
  /// when nothing else gives it away.
  @Test func randomEditsNeverReadAsATrace() throws {
    let original = try Self.bytes(Self.reference)
    let endStart = try #require(original.dropLast().lastIndex(of: UInt8(ascii: "\n"))) + 1
    let endLine = original[..<endStart].filter { $0 == UInt8(ascii: "\n") }.count + 1
    var random = SplitMix64(seed: 22)
    var atTheEndLine = 0
    let replacements = Array("0123456789 ,.=-xXabz{}()".utf8)
    for _ in 0..<500 {
      var edited = original
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let index = Int.random(in: 0..<endStart - 1, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: edited[index] = replacements.randomElement(using: &random) ?? 0
        case 1: edited.remove(at: index)
        default: edited.insert(edited[index], at: index)
        }
      }
      guard edited != original else { continue }
      do {
        _ = try Trace.parse(edited)
        Issue.record("an edited trace was read as valid")
      } catch {
        if error.message.contains("edited after it was written") {
          #expect(error.line >= endLine - 1)
          atTheEndLine += 1
        }
      }
    }
    // Some of them (32 with this seed) leave a well-formed trace only the digest tells apart.
    #expect(atTheEndLine > 20)
  }

  /// A digit changed into another inside a value, the edit that used to pass unnoticed: each
  /// one is refused, four times in five by the digest alone (160 of 200 with this seed; the
  /// others break a record number, a time order or a count, which the reader checks too).
  @Test func aDigitChangedInAValueIsRefused() throws {
    let original = try Self.bytes(Self.reference)
    let endStart = try #require(original.dropLast().lastIndex(of: UInt8(ascii: "\n"))) + 1
    let digits = original[..<endStart].indices.filter {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(original[$0])
    }
    var random = SplitMix64(seed: 27_500)
    var byTheDigest = 0
    for _ in 0..<200 {
      var edited = original
      let index = try #require(digits.randomElement(using: &random))
      edited[index] = UInt8(ascii: "0") + (edited[index] - UInt8(ascii: "0") + 1) % 10
      do {
        _ = try Trace.parse(edited)
        Issue.record("a trace with byte \(index) edited was read as valid")
      } catch {
        if error.message.contains("edited after it was written") { byTheDigest += 1 }
      }
    }
    #expect(byTheDigest > 150)
  }

  // MARK: Quirk lines

  /// A scenario that turns one switch on: the text header names that switch alone, JSON Lines
  /// and Chrome the same, and the parsed header has every other switch at its default.
  @Test func theHeaderNamesOnlyTheSwitchesAScenarioChanged() throws {
    let trace = try Build.run(
      Build.scenario(
        "iPhone X", ios: "17.0", quirks: [QuirkOverride(.upsideDownSwapsInsets, true)],
        root: Build.plain("Main")))
    let text = TraceFormat.text.render(trace)
    #expect(
      text.split(separator: "\n").filter { $0.hasPrefix("# quirk") } == [
        "# quirk       upsideDownSwapsInsets on"
      ])
    let jsonLines = TraceFormat.jsonLines.render(trace)
    #expect(jsonLines.contains("\"quirks\":{\"upsideDownSwapsInsets\":true},"))
    #expect(
      TraceFormat.chrome.render(trace).contains("\"quirks\":{\"upsideDownSwapsInsets\":true}"))
    let defaults = BehaviourRegistry.standard.behaviour(for: IOSVersion(17)).quirks
    for rendering in [text, jsonLines] {
      let parsed = try Trace.parse(Array(rendering.utf8))
      #expect(parsed.header.quirks.count == Quirk.allCases.count)
      for setting in parsed.header.quirks {
        let expected = setting.quirk == .upsideDownSwapsInsets ? true : defaults[setting.quirk]
        #expect(setting.enabled == expected, "\(setting.quirk)")
      }
      #expect(TraceFormat.text.render(parsed) == text)
      #expect(TraceFormat.jsonLines.render(parsed) == jsonLines)
    }
  }

  /// A scenario that sets a switch to its default changes nothing: no quirk line.
  @Test func aSwitchSetToItsDefaultIsNotNamed() throws {
    let trace = try Build.run(
      Build.scenario(
        "iPhone X", ios: "17.0", quirks: [QuirkOverride(.webViewAlwaysAdjusts, true)],
        root: Build.plain("Main")))
    #expect(!TraceFormat.text.render(trace).contains("# quirk"))
    #expect(TraceFormat.jsonLines.render(trace).contains("\"quirks\":{},"))
  }

  /// A quirk line is refused when the switch is unknown, named twice or at its default, with
  /// its line and column (the damaged-trace catalogue has the same cases as files).
  @Test(arguments: [
    ("# quirk       notAQuirk on", 9, 15, "unknown quirk switch 'notAQuirk'"),
    ("# quirk       webViewAlwaysAdjusts on", 9, 36, "is the default on iOS 17.0"),
    ("# quirk       webViewAlwaysAdjusts maybe", 9, 3, "expected '# quirk NAME on|off'"),
    (
      "# quirk       upsideDownSwapsInsets on\n# quirk       upsideDownSwapsInsets off", 10, 15,
      "names the switch a second time (first at line 9)"
    ),
  ])
  func aBadQuirkLineIsRefused(line: String, number: Int, column: Int, message: String) throws {
    var text = String(decoding: try Self.bytes(Self.reference), as: UTF8.self)
    text = text.replacingOccurrences(
      of: "# direction   leftToRight\n", with: "# direction   leftToRight\n\(line)\n")
    #expect {
      try Trace.parse(TraceDigest.resealed(Array(text.utf8)))
    } throws: { error in
      guard let error = error as? TraceParseError else { return false }
      return error.line == number && error.column == column && error.message.contains(message)
    }
  }

  // MARK: A made-up switch

  /// Today's catalogue with a switch this build does not have, off by default in every version.
  static let extended = QuirkCatalogue.standard.adding(
    QuirkDeclaration("madeUpSwitch", .off, controls: [], sources: [], summary: "made up"))

  /// Every reference trace, written with today's switches, reads, verifies (the run renders the
  /// same bytes) and renders byte for byte the same with a catalogue that has one more switch.
  @Test func aNewSwitchAtItsDefaultChangesNoTrace() throws {
    let scenarios = try ReferenceTraces.scenarios(in: ReferenceTraceTests.directory)
    try #require(scenarios.count >= 17)
    let text = TraceFormat.text(quirks: Self.extended)
    let jsonLines = TraceFormat.jsonLines(quirks: Self.extended)
    for scenario in scenarios {
      let stored = try Self.bytes(ReferenceTraces.traceURL(for: scenario))
      let parsed = try Trace.parse(stored, quirks: Self.extended)
      #expect(text.renderBytes(parsed) == stored, "\(scenario.lastPathComponent)")
      let decoded = try Scenario.decode(
        try Self.bytes(scenario), fileName: scenario.lastPathComponent)
      let run = try Simulator(decoded).run()
      #expect(text.renderBytes(run) == stored, "\(scenario.lastPathComponent) verifies")
      #expect(
        try Trace.parse(jsonLines.renderBytes(run), quirks: Self.extended).header
          == parsed.header)
      #expect(jsonLines.renderBytes(run) == TraceFormat.jsonLines.renderBytes(run))
    }
  }

  /// A switch that is on by default only in a version after a trace's changes none of its
  /// lines; one the trace turns on is named, read back with the catalogue that knows it, and
  /// refused by the one that does not.
  @Test func aNewSwitchIsNamedOnlyWhereItDiffers() throws {
    let stored = try Self.bytes(Self.reference)
    let later = QuirkCatalogue.standard.adding(
      QuirkDeclaration(
        "newInIOS27", .profiles(27, through: nil), controls: [], sources: [], summary: "made up"))
    #expect(
      TraceFormat.text(quirks: later).renderBytes(try Trace.parse(stored, quirks: later)) == stored)

    var text = String(decoding: stored, as: UTF8.self)
    text = text.replacingOccurrences(
      of: "# direction   leftToRight\n",
      with: "# direction   leftToRight\n# quirk       madeUpSwitch on\n")
    let sealed = TraceDigest.resealed(Array(text.utf8))
    let parsed = try Trace.parse(sealed, quirks: Self.extended)
    #expect(parsed.header.otherQuirks == ["madeUpSwitch": true])
    #expect(TraceFormat.text(quirks: Self.extended).renderBytes(parsed) == sealed)
    #expect(
      TraceFormat.jsonLines(quirks: Self.extended).render(parsed).contains(
        "\"quirks\":{\"madeUpSwitch\":true}"))
    #expect {
      try Trace.parse(sealed)
    } throws: { error in
      (error as? TraceParseError)?.message.hasPrefix("unknown quirk switch 'madeUpSwitch'") == true
    }
  }

  // MARK: Format version 1

  /// The version 1 fixtures (every quirk line, no digest) read as the trace they hold: their
  /// rendering is the reference trace in version 2, in text and in JSON Lines.
  @Test func formatOneTracesRead() throws {
    let current = try Self.bytes(Self.reference)
    let text = try Self.bytes(
      Self.formatOne.appendingPathComponent("event-queued-and-interrupting-iphone-x.trace"))
    let jsonLines = try Self.bytes(
      Self.formatOne.appendingPathComponent("event-queued-and-interrupting-iphone-x.jsonl"))
    #expect(text.starts(with: Array("# lifecycle-trace/1\n".utf8)))
    #expect(String(decoding: text, as: UTF8.self).components(separatedBy: "# quirk").count == 21)
    for old in [text, jsonLines] {
      let trace = try Trace.parse(old)
      #expect(TraceFormat.text.renderBytes(trace) == current)
      #expect(TraceMigration.formatVersion(of: old) == 1)
      #expect(
        TraceMigration.isOlderRendering(old, of: TraceFormat.text.renderBytes(trace))
          == (old == text))
    }
    #expect(try TraceMigration.migrated(text) == current)
    #expect(try TraceMigration.migrated(current) == nil)
    let currentJSONLines = TraceFormat.jsonLines.renderBytes(try Trace.parse(current))
    #expect(try TraceMigration.migrated(jsonLines) == currentJSONLines)
    #expect(TraceMigration.isOlderRendering(jsonLines, of: currentJSONLines))
    // Another trace in version 1 is not an older rendering of this one.
    #expect(!TraceMigration.isOlderRendering(text, of: currentJSONLines))
  }

  /// A version 1 trace written before a switch existed reads with that switch at its default;
  /// one with two lines for a switch, or with a digest, is refused.
  @Test func formatOneChecksItsQuirkLinesAndHasNoDigest() throws {
    let text = String(
      decoding: try Self.bytes(
        Self.formatOne.appendingPathComponent("event-queued-and-interrupting-iphone-x.trace")),
      as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let withoutLast = lines.filter { $0 != "# quirk       largePhoneLandscapeSheetCard off" }
    #expect(withoutLast.count == lines.count - 1)
    let parsed = try Trace.parse(Array(withoutLast.joined(separator: "\n").utf8))
    #expect(parsed.header.quirks.contains(QuirkSetting(.largePhoneLandscapeSheetCard, false)))

    var conflicting = lines
    let index = try #require(conflicting.firstIndex(of: "# quirk       webViewAlwaysAdjusts on"))
    conflicting.insert("# quirk       webViewAlwaysAdjusts off", at: index + 1)
    #expect {
      try Trace.parse(Array(conflicting.joined(separator: "\n").utf8))
    } throws: { error in
      let error = error as? TraceParseError
      return error?.line == index + 2 && error?.message.contains("a second time") == true
    }

    var sealed = lines
    let end = try #require(sealed.lastIndex { $0.hasPrefix("# end") })
    sealed[end] += " digest=0123456789abcdef"
    #expect {
      try Trace.parse(Array(sealed.joined(separator: "\n").utf8))
    } throws: { error in
      (error as? TraceParseError)?.message == "expected '# end  records=N epochs=N finals=N'"
    }
  }

  @Test func theFormatVersionIsReadFromTheFirstLine() {
    #expect(TraceMigration.formatVersion(of: Array("# lifecycle-trace/2\n".utf8)) == 2)
    #expect(TraceMigration.formatVersion(of: Array("# lifecycle-trace/12\n".utf8)) == 12)
    #expect(
      TraceMigration.formatVersion(
        of: Array("{\"record\":\"header\",\"format\":\"lifecycle-trace/1\",".utf8)) == 1)
    #expect(TraceMigration.formatVersion(of: Array("# lifecycle-trace/\n".utf8)) == nil)
    #expect(TraceMigration.formatVersion(of: Array("# lifecycle-trace/1x\n".utf8)) == nil)
    #expect(TraceMigration.formatVersion(of: Array("# lifecycle-trace/1".utf8)) == nil)
    #expect(TraceMigration.formatVersion(of: Array("# notes\n".utf8)) == nil)
    #expect(TraceMigration.formatVersion(of: []) == nil)
  }
}
