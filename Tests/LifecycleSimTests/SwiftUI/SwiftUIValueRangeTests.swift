import Testing

@testable import LifecycleSim
@testable import LifecycleSimModel

/// A SwiftUI layout never writes a value the tool cannot read back (issue 23): a text offered a
/// width near zero wraps onto as many lines as the width divides its own, so a run whose
/// layout goes beyond ``SwiftUILimits/largestValue`` (or to infinity) is refused at the node.
@Suite struct SwiftUIValueRangeTests {
  private static func scenario(frameWidth: Double) -> String {
    """
    { "format": "lifecycle-scenario/1", "name": "tiny", "device": "iPhone 13", "ios": "17.0",
      "root": { "hostingController": { "name": "Host", "rootView":
        { "vstack": { "children": [
          { "text": { "name": "T", "size": [100, 10], "modifiers": [{ "frame": { "width": \(frameWidth) } }] } }
        ] } } } } }
    """
  }

  private static func run(_ json: String) throws -> Trace {
    try Simulator(try Scenario.decode(Array(json.utf8), fileName: "tiny.json")).run()
  }

  /// 1e-14 wide (1e17 points of text) and 2e-308 (infinity) are refused at the text, with the
  /// fix; nothing is traced.
  @Test(arguments: [1e-14, 2e-308])
  func aTextOfferedAlmostNoWidthIsRefused(width: Double) throws {
    let error = try #require(throws: ScenarioError.self) {
      try Self.run(Self.scenario(frameWidth: width))
    }
    let text = try #require(error.diagnostics.first { $0.path == "root.rootView.children[0]" })
    #expect(text.location?.line == 4)
    #expect(text.message.contains("beyond ±1000000000000 points"))
    #expect(text.fix == "offer it a width of at least 1 point")
  }

  /// 0.001 wide: 100,000 lines of 10 points, a million points tall, traced, and both
  /// renderings read back to the same trace.
  @Test func aNarrowTextWithinRangeRunsAndReadsBack() throws {
    let trace = try Self.run(Self.scenario(frameWidth: 0.001))
    #expect(trace.final("T").frame?.height == 1_000_000)
    for format in [TraceFormat.text, TraceFormat.jsonLines] {
      let bytes = format.renderBytes(trace)
      let back = try Trace.parse(bytes)
      #expect(format.renderBytes(back) == bytes)
    }
  }

  @Test func theRangeCheckSeesEveryValue() {
    let placement = SwiftUIPlacement(
      frame: Rect(x: 0, y: 0, width: 1, height: 1), safeAreaInsets: .zero,
      safeArea: SwiftUISafeArea(outer: .zero, container: .zero, keyboard: .zero))
    #expect(SwiftUILimits.isInRange(placement))
    var far = placement
    far.frame.y = -2e12
    #expect(!SwiftUILimits.isInRange(far))
    var infinite = placement
    infinite.safeAreaInsets.bottom = .infinity
    #expect(!SwiftUILimits.isInRange(infinite))
    var notANumber = placement
    notANumber.contentOffset = Point(x: .nan, y: 0)
    #expect(!SwiftUILimits.isInRange(notANumber))
  }
}
