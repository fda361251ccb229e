import Foundation
import Testing

@testable import LifecycleSim
@testable import LifecycleSimModel
@testable import LifecycleSimTrace

/// One record of a synthetic trace: `Object.callback` reading a top safe-area inset.
struct Step {
  var object: String
  var callback: Callback
  var top: Double = 0
  var time: Double = 0
  var epoch: Int32 = 0
  var animated: Bool?
  var valid: [TraceProperty] = []
}

/// A trace of `steps`, each epoch's summary derived from its records, and a final record per
/// object with its last state.
func syntheticTrace(_ steps: [Step], device: String = "iPhone X") -> Trace {
  var builder = TraceBuilder(
    header: TraceHeader(
      scenario: "synthetic", device: device, ios: "11.0", profile: 11, quirks: [],
      orientation: .portrait, screen: Size(width: 375, height: 812),
      layoutDirection: .leftToRight))
  var ids: [String: Int32] = [:]
  var names: [String] = []
  var last: [String: ObjectState] = [:]
  for epoch in 0...Int(steps.map(\.epoch).max() ?? 0) {
    builder.appendEpoch(
      EpochSummary(
        index: epoch, start: .zero, cause: epoch == 0 ? "initialDisplay" : "rotate",
        end: .seconds(1)))
  }
  for step in steps {
    let id: Int32
    if let known = ids[step.object] {
      id = known
    } else {
      id = builder.addObject(name: step.object, kind: .viewController)
      ids[step.object] = id
      names.append(step.object)
    }
    let state = ObjectState(safeAreaInsets: EdgeInsets(top: step.top, left: 0, bottom: 0, right: 0))
    last[step.object] = state
    var arguments = TraceArguments()
    arguments.animated = step.animated
    builder.record(
      time: .seconds(step.time), epoch: step.epoch, object: id, callback: step.callback,
      arguments: arguments, state: state, valid: TracePropertySet(step.valid))
  }
  for name in names {
    if let id = ids[name] { builder.addFinal(object: id, state: last[name] ?? .init()) }
  }
  return builder.finish()
}

/// The semantic diff (issue 5 item 2): records aligned by identity, differences in meaning.
@Suite struct TraceDiffTests {
  static let base: [Step] = [
    Step(object: "A", callback: .viewDidLoad),
    Step(object: "A", callback: .viewWillAppear, animated: false),
    Step(object: "A", callback: .viewSafeAreaInsetsDidChange, top: 44, valid: [.safeAreaInsets]),
    Step(object: "A", callback: .viewDidLayoutSubviews, top: 44),
    Step(object: "A", callback: .viewDidAppear, top: 44, animated: false),
  ]

  func lines(_ comparison: TraceComparison) -> [String] {
    comparison.differences.map(TraceComparison.line)
  }

  @Test func aTraceMeansTheSameAsItself() throws {
    let url = ReferenceTraceTests.directory.appendingPathComponent(
      "seed003-iphone-x-tab-nav-portrait.trace")
    let trace = try Trace.parse([UInt8](Data(contentsOf: url)))
    let comparison = TraceDiff.compare(trace, trace)
    #expect(comparison.isSame)
    #expect(comparison.summary == "no differences in \(trace.count) records")
    #expect(comparison.render() == "no differences in \(trace.count) records\n")
  }

  /// The issue's example: the same app on iPhone 8 and iPhone X.
  @Test func iPhone8AgainstIPhoneXShowsTheSafeAreaChange() throws {
    func trace(_ name: String) throws -> Trace {
      let url = ReferenceTraceTests.directory.appendingPathComponent(name)
      return try Simulator(Scenario.decode([UInt8](Data(contentsOf: url)), fileName: name)).run()
    }
    let comparison = TraceDiff.compare(
      try trace("event-push-pop-iphone-8.scenario.json"),
      try trace("event-push-pop-iphone-x.scenario.json"),
      options: TraceDiffOptions(
        objects: ["List"], callbacks: [.viewSafeAreaInsetsDidChange],
        properties: [.safeAreaInsets]))
    // Once in each epoch that shows List: the first display and the two pops back to it.
    let values = comparison.differences.filter { $0.kind == .value }
    #expect(values.map(\.epoch) == [0, 2, 4])
    #expect(
      Set(values.map(TraceComparison.line)) == [
        "~ List.viewSafeAreaInsetsDidChange safeAreaInsets {64,0,0,0} → {88,0,34,0}"
      ])
    #expect(
      comparison.differences.map(\.kind).filter { $0 != .value } == [
        .header, .header, .header, .header,
      ])
  }

  /// A warning only one trace has is a header difference: the same scenario on an iPhone X on
  /// iOS 16 (supported) and 26 (past its last iOS, WEB-105).
  @Test func aWarningOnlyOneTraceHasIsAHeaderDifference() throws {
    func run(_ ios: String) throws -> Trace {
      try Build.run(Build.scenario("iPhone X", ios: ios, root: Build.plain("A")))
    }
    let comparison = TraceDiff.compare(try run("16.0"), try run("26.0"))
    let lines = comparison.differences.filter { $0.kind == .header }.map(TraceComparison.line)
    #expect(
      lines.contains("~ warning – → iPhone X supports iOS 11–16; this scenario uses iOS 26.0"))
    let back = TraceDiff.compare(try run("26.0"), try run("16.0"))
    #expect(
      back.differences.map(TraceComparison.line).contains(
        "~ warning iPhone X supports iOS 11–16; this scenario uses iOS 26.0 → –"))
  }

  @Test func aMissingAndAnExtraRecordAreNamedWithTheirSeq() {
    var changed = Self.base
    changed.remove(at: 3)
    changed.append(Step(object: "A", callback: .viewWillLayoutSubviews, top: 44))
    let comparison = TraceDiff.compare(syntheticTrace(Self.base), syntheticTrace(changed))
    #expect(
      lines(comparison) == [
        "- A.viewDidLayoutSubviews (seq 4, only in the first trace)",
        "+ A.viewWillLayoutSubviews (seq 5, only in the second trace)",
      ])
    #expect(comparison.summary == "2 differences: 1 missing, 1 extra (5 records compared)")
  }

  @Test func aRecordThatComesElsewhereIsOneMove() {
    var changed = Self.base
    let moved = changed.remove(at: 1)
    changed.insert(moved, at: 4)
    let comparison = TraceDiff.compare(syntheticTrace(Self.base), syntheticTrace(changed))
    // A's last record now reads 0, so its settled value differs too.
    #expect(
      lines(comparison) == [
        "~ A.viewWillAppear moved (seq 2 → 5)", "~ A safeAreaInsets {44,0,0,0} → {0,0,0,0}",
      ])
  }

  @Test func repeatedCallbacksAlignByOccurrence() {
    let first = Self.base + [Step(object: "A", callback: .viewDidLayoutSubviews, top: 44)]
    var second = first
    second[5].top = 88
    let comparison = TraceDiff.compare(syntheticTrace(first), syntheticTrace(second))
    #expect(
      lines(comparison) == [
        "~ A.viewDidLayoutSubviews #2 safeAreaInsets {44,0,0,0} → {88,0,0,0}"
      ])
  }

  @Test func equalValueChangesOfAnObjectAreGrouped() {
    var changed = Self.base
    for index in 2...4 { changed[index].top = 20 }
    let comparison = TraceDiff.compare(syntheticTrace(Self.base), syntheticTrace(changed))
    #expect(
      lines(comparison) == [
        "~ A.viewSafeAreaInsetsDidChange safeAreaInsets {44,0,0,0} → {20,0,0,0} (and 2 more records)"
      ])
    guard case .value(_, _, _, _, let count) = comparison.differences[0] else {
      Issue.record("expected a value difference")
      return
    }
    #expect(count == 3)
  }

  @Test func validityAtAnotherCallbackIsNamed() {
    var changed = Self.base
    changed[2].valid = []
    changed[3].valid = [.safeAreaInsets]
    let comparison = TraceDiff.compare(syntheticTrace(Self.base), syntheticTrace(changed))
    #expect(
      lines(comparison) == [
        "~ A safeAreaInsets becomes valid at A.viewDidLayoutSubviews instead of A.viewSafeAreaInsetsDidChange"
      ])
    changed[3].valid = []
    #expect(
      lines(TraceDiff.compare(syntheticTrace(Self.base), syntheticTrace(changed))) == [
        "- A safeAreaInsets becomes valid at A.viewSafeAreaInsetsDidChange only in the first trace"
      ])
  }

  @Test func shiftedTimesAreGroupedAndCanBeIgnored() {
    var changed = Self.base
    for index in 3...4 { changed[index].time = 0.35 }
    let first = syntheticTrace(Self.base)
    let second = syntheticTrace(changed)
    #expect(
      lines(TraceDiff.compare(first, second)) == [
        "~ A.viewDidLayoutSubviews at t=0 → t=0.35 (and 1 more record shifted by +0.35s)"
      ])
    #expect(TraceDiff.compare(first, second, options: TraceDiffOptions(ignoresTime: true)).isSame)
  }

  @Test func argumentsAreCompared() {
    var changed = Self.base
    changed[1].animated = true
    #expect(
      lines(TraceDiff.compare(syntheticTrace(Self.base), syntheticTrace(changed))) == [
        "~ A.viewWillAppear arguments (animated=false) → (animated=true)"
      ])
  }

  @Test func filtersLeaveOtherObjectsCallbacksAndPropertiesOut() {
    var changed = Self.base + [Step(object: "B", callback: .viewDidLoad)]
    changed[3].top = 20
    let first = syntheticTrace(Self.base)
    let second = syntheticTrace(changed)
    #expect(TraceDiff.compare(first, second).differences.count == 3)
    #expect(
      lines(
        TraceDiff.compare(
          first, second, options: TraceDiffOptions(callbacks: [.viewDidLayoutSubviews]))) == [
          "~ A.viewDidLayoutSubviews safeAreaInsets {44,0,0,0} → {20,0,0,0}",
          "+ B (only in the second trace)",
        ])
    #expect(
      TraceDiff.compare(first, second, options: TraceDiffOptions(objects: ["B"])).differences
        .map(\.kind) == [.extra, .final])
    #expect(
      TraceDiff.compare(
        first, second, options: TraceDiffOptions(objects: ["A"], properties: [.frame])
      )
      .isSame)
  }

  @Test func differencesAreGroupedByEpochInTheText() {
    var first = Self.base
    first.append(Step(object: "A", callback: .viewWillTransition, top: 44, epoch: 1))
    var second = first
    second[5].top = 0
    second[0].top = 1
    let comparison = TraceDiff.compare(syntheticTrace(first), syntheticTrace(second))
    #expect(
      comparison.render(.text, labels: ("a.trace", "b.trace")) == """
        --- a.trace
        +++ b.trace
        records (callback by callback)
          epoch 0 initialDisplay
            ~ A.viewDidLoad safeAreaInsets {0,0,0,0} → {1,0,0,0}
          epoch 1 rotate
            ~ A.viewWillTransition safeAreaInsets {44,0,0,0} → {0,0,0,0}
        2 differences: 2 value (6 records compared)

        """)
  }

  @Test func theJSONRenderingNamesEachKind() {
    var changed = Self.base
    changed.remove(at: 3)
    let comparison = TraceDiff.compare(syntheticTrace(Self.base), syntheticTrace(changed))
    #expect(
      comparison.render(.json, labels: ("a", "b")) == """
        {"first":"a","second":"b","same":false,"summary":"1 difference: 1 missing (5 and 4 records compared)","records":[5,4],"counts":{"missing":1},
        "settled":[],
        "differences":[
        {"kind":"missing","epoch":0,"object":"A","callback":"viewDidLayoutSubviews","occurrence":0,"seq":4}
        ]}

        """)
    #expect(
      TraceDiff.compare(syntheticTrace(Self.base), syntheticTrace(Self.base)).render(.json)
        == """
        {"same":true,"summary":"no differences in 5 records","records":[5,5],"counts":{},
        "settled":[],
        "differences":[]}

        """)
  }

  @Test func longestIncreasingSubsequence() {
    #expect(TraceDiff.longestIncreasingSubsequence([]) == [])
    #expect(TraceDiff.longestIncreasingSubsequence([0, 1, 2]) == [0, 1, 2])
    #expect(TraceDiff.longestIncreasingSubsequence([4, 0, 1, 2, 3]) == [1, 2, 3, 4])
    #expect(
      TraceDiff.longestIncreasingSubsequence([0, 4, 1, 2, 3]).map { [0, 4, 1, 2, 3][$0] } == [
        0, 1, 2, 3,
      ])
  }

  /// Large traces align without a quadratic step: one record moved to the end of 100,000 is
  /// reported as one move, and a value changed in one epoch as one grouped line. (Speed is
  /// measured by the benchmark, not asserted here.)
  @Test func largeTracesAlignRecordByRecord() {
    var steps = [Step(object: "Root", callback: .viewDidLoad)]
    for index in 0..<25_000 {
      let object = "V\(index % 1000)"
      let epoch = Int32(index / 5_000)
      steps.append(Step(object: object, callback: .layoutSubviews, top: 0, epoch: epoch))
      steps.append(Step(object: object, callback: .safeAreaInsetsDidChange, top: 0, epoch: epoch))
      steps.append(Step(object: object, callback: .layoutMarginsDidChange, top: 0, epoch: epoch))
      steps.append(Step(object: object, callback: .traitCollectionDidChange, top: 0, epoch: epoch))
    }
    var changed = steps
    changed.append(changed.remove(at: 0))
    for index in changed.indices where changed[index].epoch == 4 && changed[index].object == "V7" {
      changed[index].top = 1
    }
    let comparison = TraceDiff.compare(syntheticTrace(steps), syntheticTrace(changed))
    #expect(comparison.differences.map(\.kind) == [.moved, .value])
    #expect(
      lines(comparison).prefix(2) == [
        "~ Root.viewDidLoad moved (seq 1 → 100001)",
        "~ V7.layoutSubviews safeAreaInsets {0,0,0,0} → {1,0,0,0} (and 19 more records)",
      ])
  }
}

/// What `verify` and golden assertions say about a stored trace (``TraceDiff/describe``).
@Suite struct StoredTraceDescriptionTests {
  static let trace = syntheticTrace(TraceDiffTests.base)

  @Test func aStoredTraceThatMeansSomethingElseGetsTheSemanticDiff() {
    var changed = TraceDiffTests.base
    changed[0].top = 1
    let stored = TraceFormat.text.renderBytes(syntheticTrace(changed))
    let description = TraceDiff.describe(
      stored: stored, actual: Self.trace, actualBytes: TraceFormat.text.renderBytes(Self.trace),
      labels: ("golden", "actual"))
    #expect(
      description == """
        --- golden
        +++ actual
        records (callback by callback)
          epoch 0 initialDisplay
            ~ A.viewDidLoad safeAreaInsets {1,0,0,0} → {0,0,0,0}
        1 difference: 1 value (5 records compared)
        """)
  }

  @Test func aStoredTraceInAnotherLayoutIsSaidToMeanTheSame() {
    let description = TraceDiff.describe(
      stored: TraceFormat.jsonLines.renderBytes(Self.trace), actual: Self.trace,
      actualBytes: TraceFormat.text.renderBytes(Self.trace), labels: ("golden", "actual"))
    #expect(
      description.hasPrefix(
        "The traces mean the same but are laid out differently (an older rendering?); "
          + "the first differing line:\nfirst difference at line 1 (expected: -, actual: +)\n"))
  }

  @Test func anUnreadableStoredTraceGetsTheParseErrorAndTheFirstDifferingLine() {
    let description = TraceDiff.describe(
      stored: Array("# lifecycle-trace/9\n".utf8), actual: Self.trace,
      actualBytes: TraceFormat.text.renderBytes(Self.trace), labels: ("golden", "actual"))
    #expect(
      description.hasPrefix(
        "golden cannot be read as a trace (line 1:19: unsupported trace format version 9 "
          + "(lifecycle-sim \(LifecycleSimVersion.current) reads versions 1 to 2); a newer "
          + "lifecycle-sim wrote it: upgrade, or re-record the trace with this one); the first "
          + "differing line:\n"))
  }
}

/// Arguments compare at the precision they are written (issue 23).
@Suite struct TraceDiffArgumentPrecisionTests {
  private static func scenario(height: String, duration: String) -> String {
    """
    { "format": "lifecycle-scenario/1", "name": "kb", "device": "iPhone 13", "ios": "17.0",
      "root": { "viewController": { "name": "A" } },
      "events": [{ "at": 1, "showKeyboard": { "height": \(height), "duration": \(duration) } }] }
    """
  }

  private static func run(_ json: String) throws -> Trace {
    try Simulator(try Scenario.decode(Array(json.utf8), fileName: "kb.json")).run()
  }

  /// A keyboard 1e-7 tall lasting 123456.789012345 s against its own trace read back: the same,
  /// though the unrounded values differ from those read back.
  @Test func aScenarioIsTheSameAsItsTraceReadBack() throws {
    let trace = try Self.run(Self.scenario(height: "1e-7", duration: "123456.789012345"))
    let back = try Trace.parse(TraceFormat.text.renderBytes(trace))
    #expect(trace.argumentTable != back.argumentTable)
    let comparison = TraceDiff.compare(trace, back)
    #expect(comparison.isSame, "\(comparison.differences.map(TraceComparison.line))")
  }

  /// A duration that differs in the written thousandths is still an argument difference.
  @Test func argumentsThatPrintDifferentlyDiffer() throws {
    let first = try Self.run(Self.scenario(height: "300", duration: "0.25"))
    let second = try Self.run(Self.scenario(height: "300", duration: "0.251"))
    let arguments = TraceDiff.compare(first, second).differences.filter { $0.kind == .arguments }
    #expect(arguments.count == 2)
    #expect(arguments.first.map(TraceComparison.line)?.contains("duration=0.25,") == true)
  }
}
