import Foundation
@testable import LifecycleSim
@testable import LifecycleSimTrace
@testable import LifecycleSimModel
@testable import LifecycleSimEngine
@testable import LifecycleSimCore
@testable import LifecycleSimSupport
@testable import LifecycleSimSources
import Testing

/// The three renderings of traces (docs/trace-formats.md).
@Suite struct TraceFormatTests {
  private let trace: Trace

  init() throws {
    let table = ViewNode(
      .tableView(ScrollViewProperties(contentSize: Size(width: 375, height: 2000))), name: "table",
      placement: .layout(.fill))
    trace = try Build.run(
      Build.scenario(
        "iPhone 14 Pro", ios: "16.0",
        root: Build.navigation("Nav", [Build.plain("List", subviews: [table])])))
  }

  /// One number format: 1/1000 pt, trailing zeros trimmed, −0 as 0.
  @Test(arguments: [
    (88.0, "88"), (47.33, "47.33"), (54 - 1.0 / 3, "53.667"), (-0.0, "0"), (-0.0001, "0"),
    (0.5, "0.5"), (-113.0, "-113"), (1_000_000.0, "1000000"), (0.0005, "0.001"),
    (1e300, "9200000000000000"), (-Double.infinity, "-9223372036854775.808"), (0.02, "0.02"),
  ])
  func pointValuesPrintInTheirShortestForm(value: Double, text: String) {
    #expect(PointFormatting.string(value) == text)
  }

  /// Rounding by integer code gives libm's `round` on every kind of value: halves both ways,
  /// the neighbours of a half, values past 2^52 thousandths, and the saturated ends.
  @Test(arguments: Self.roundingCases)
  func thousandthsRoundLikeRound(value: Double) {
    #expect(PointFormatting.thousandths(value) == Self.reference(value))
    #expect(PointFormatting.thousandths(value.nextUp) == Self.reference(value.nextUp))
    #expect(PointFormatting.thousandths(value.nextDown) == Self.reference(value.nextDown))
  }

  private static let roundingCases: [Double] = [
    // 0x1p-1063 is a subnormal near 1e-320, written exactly (a decimal literal that small
    // cannot be, and the compiler warns).
    0.0005, -0.0005, 0.0015, -0.0025, 0.49999999999999994 / 1000, 2.5, -2.5, 0x1p-1063,
    4503599627370.5, 0x1p52 / 1000, -0x1p53 / 1000, 1e17, -1e17, 1e300, -1e300, 54 - 1.0 / 3,
    Double.infinity, -Double.infinity, Double.nan,
  ]

  /// The rounding as it was, by libm's `round`.
  private static func reference(_ value: Double) -> Int64 {
    let scaled = (value * 1000).rounded(.toNearestOrAwayFromZero)
    guard scaled.isFinite else { return scaled.isNaN ? 0 : (scaled > 0 ? .max : .min) }
    return Int64(max(min(scaled, 9.2e18), -9.2e18))
  }

  /// Integers and padding of any length, written without a `String`.
  @Test(arguments: [0, 7, 10, 99, 1_000_000, Int.max, Int.min + 1, -42])
  func integersAndPaddingAreWrittenInFull(value: Int) {
    var writer = ByteWriter()
    writer.pad(70)
    writer.write(integer: value)
    #expect(writer.string == String(repeating: " ", count: 70) + String(value))
  }

  /// Short pads (written a word at a time) and every integer below 1,000, at every fill of a
  /// small buffer and across a sink's chunks, give exactly their bytes.
  @Test func shortPadsAndSmallIntegersAreExact() {
    var expected = ""
    var streamed: [UInt8] = []
    var writer = ByteWriter(chunkSize: 64) { chunk in
      streamed.append(contentsOf: chunk)
      return true
    }
    var whole = ByteWriter()
    for value in 0..<1000 {
      let pad = value % 41
      writer.pad(pad)
      writer.write(integer: value)
      whole.pad(pad)
      whole.write(integer: value)
      expected += String(repeating: " ", count: pad) + String(value)
    }
    writer.flush()
    #expect(String(decoding: streamed, as: UTF8.self) == expected)
    #expect(whole.string == expected)
  }

  /// Unsigned integers of every length (written two digits at a time): each power of ten, its
  /// neighbours and a number with every digit in it, up to `UInt64.max`, as `String` writes them.
  @Test func unsignedIntegersOfEveryLengthAreExact() {
    var values: [UInt64] = [UInt64.max, UInt64.max - 1, 1_234_567_890_123_456_789]
    var power: UInt64 = 1
    while true {
      values += [power - 1, power, power + 1, power / 9 * 8 + 1_234_567 % power, power + power / 2]
      guard power <= UInt64.max / 10 else { break }
      power *= 10
    }
    var writer = ByteWriter()
    var expected = ""
    for value in values {
      writer.write(unsigned: value)
      writer.write(byte: UInt8(ascii: " "))
      expected += "\(value) "
    }
    #expect(writer.string == expected)
  }

  /// Times print as seconds in their shortest form.
  @Test(arguments: [(0, "0"), (1_350_000, "1.35"), (1, "0.000001"), (2_000_000, "2")])
  func timesPrintAsSeconds(microseconds: Int64, text: String) {
    var writer = ByteWriter()
    writer.write(seconds: SimInstant(microseconds: microseconds))
    #expect(writer.string == text)
  }

  @Test func textHasAHeaderAlignedRecordsAndAFinalBlock() throws {
    let text = TraceFormat.text.render(trace)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "# lifecycle-trace/2")
    #expect(lines.contains("# device      iPhone 14 Pro"))
    #expect(lines.contains("# profile     16"))
    // Every switch is at its default on iOS 16 (dynamicIslandNavOverlap on among them): the
    // header names none.
    #expect(!lines.contains { $0.hasPrefix("# quirk") })
    #expect(trace.header.quirks.contains(QuirkSetting(.dynamicIslandNavOverlap, true)))
    let end = try #require(lines.dropLast().last)
    #expect(end.hasPrefix("# end  records=\(trace.count) epochs=1 finals=9 digest="))
    #expect(end.count == "# end  records=\(trace.count) epochs=1 finals=9 digest=".count + 16)
    #expect(text.hasSuffix("\n"))
    #expect(!lines.contains { $0.hasSuffix(" ") }, "no trailing whitespace")
    let records = lines.filter { $0.first == " " }
    #expect(records.count == trace.count)
    // The callback column starts at the same offset on every record line.
    let header = try #require(lines.first { $0.hasPrefix("# seq") })
    let column = try #require(header.range(of: "callback")).lowerBound.utf16Offset(in: header)
    for line in records {
      let characters = Array(line)
      #expect(
        characters.count > column && characters[column] != " " && characters[column - 1] == " ",
        "\(line)")
    }
    #expect(lines.contains("# final"))
    #expect(
      lines.contains(
        "final  Nav.navigationBar  navigationBar         frame=(0,53.667,393,44) hidden=false"))
    let seq12 = try #require(records.first { $0.hasPrefix("   12  ") })
    #expect(seq12.contains("List"))
  }

  @Test func validMarksAppearInTheTextRendering() {
    let text = TraceFormat.text.render(trace)
    let valid = trace.validRecord(of: "List", .safeAreaInsets)
    #expect(valid != nil)
    let line = text.split(separator: "\n").first {
      $0.hasPrefix(
        String(repeating: " ", count: 5 - String(valid?.seq ?? 0).count) + "\(valid?.seq ?? 0)  ")
    }
    #expect(line?.contains("valid=safeAreaInsets") == true)
  }

  @Test func jsonLinesFollowFormats() throws {
    let lines = TraceFormat.jsonLines.render(trace).split(separator: "\n").map(String.init)
    #expect(lines.count == 1 + trace.count + trace.epochs.count + trace.finals.count + 1)
    let objects = try lines.map { line -> [String: Any] in
      try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    let header = objects[0]
    #expect(header["record"] as? String == "header")
    #expect(header["format"] as? String == "lifecycle-trace/2")
    #expect(header["profile"] as? String == "16")
    #expect(header["screen"] as? [Double] == [393, 852])
    // Every switch is at its default: `quirks` names none.
    #expect((header["quirks"] as? [String: Bool]) == [:])
    let endRecord = try #require(objects.last)
    #expect(endRecord["record"] as? String == "end")
    #expect((endRecord["digest"] as? String)?.count == 16)
    let events = objects[1...trace.count]
    #expect(events.map { $0["seq"] as? Int } == (1...trace.count).map { $0 })
    #expect(events.allSatisfy { $0["record"] as? String == "event" && $0["epoch"] as? Int == 0 })
    let willAppear = try #require(
      events.first {
        $0["object"] as? String == "List" && $0["callback"] as? String == "viewWillAppear"
      })
    #expect((willAppear["args"] as? [String: Bool])?["animated"] == false)
    #expect(willAppear["safeAreaInsets"] as? [Double] == [0, 0, 0, 0])
    #expect(willAppear["kind"] as? String == "viewController")
    let epochs = objects[(trace.count + 1)...(trace.count + trace.epochs.count)]
    #expect(epochs.map { $0["record"] as? String } == ["epoch"])
    #expect(epochs.first?["cause"] as? String == "initialDisplay")
    let finals = objects[(trace.count + trace.epochs.count + 1)..<(objects.count - 1)]
    #expect(finals.allSatisfy { $0["record"] as? String == "final" })
    let end = try #require(objects.last)
    #expect(end["record"] as? String == "end")
    #expect(end["records"] as? Int == trace.count)
    #expect(end["epochs"] as? Int == trace.epochs.count)
    #expect(end["finals"] as? Int == trace.finals.count)
    let list = try #require(finals.first { $0["object"] as? String == "List" })
    #expect(list["safeAreaInsets"] as? [Double] == [97.667, 0, 34, 0])
  }

  /// Keys come in a fixed order, so the bytes are stable.
  @Test func jsonLineKeysComeInAFixedOrder() throws {
    let line = try #require(
      TraceFormat.jsonLines.render(trace).split(separator: "\n").dropFirst(2).first)
    #expect(
      line.hasPrefix(
        #"{"record":"event","seq":2,"t":0,"epoch":0,"object":"Nav","kind":"navigationController","callback":"viewDidLoad","safeAreaInsets":[0,0,0,0],"frame":[0,0,393,852],"inWindow":false,"layoutMargins":[0,20,0,20],"topLayoutGuide":0,"bottomLayoutGuide":0"#
      ))
  }

  @Test func chromeTraceIsWellFormedAndCarriesEveryRecord() throws {
    let bytes = TraceFormat.chrome.renderBytes(trace)
    #expect(TraceEventFormatCheck.problems(bytes) == [])
    let root = try #require(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    let events = try #require(root["traceEvents"] as? [[String: Any]])
    // Each record is a slice of its own, or the end of a layout bracket's slice.
    var seqs: [Int] = []
    for event in events where event["ph"] as? String == "X" {
      guard let args = event["args"] as? [String: Any], let seq = args["seq"] as? Int else {
        continue
      }
      seqs.append(seq)
      if let end = (args["end"] as? [String: Any])?["seq"] as? Int { seqs.append(end) }
    }
    #expect(seqs.sorted() == Array(1...trace.count))
  }

  @Test func formatsAreFoundByName() {
    #expect(TraceFormat.all.map(\.name) == ["text", "jsonl", "chrome"])
    #expect(TraceFormat.named("jsonl")?.name == "jsonl")
    #expect(TraceFormat.named("yaml") == nil)
  }
}
