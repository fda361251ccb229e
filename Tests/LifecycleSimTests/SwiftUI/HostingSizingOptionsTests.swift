import Foundation
import LifecycleSim
import Testing

/// `UIHostingController.sizingOptions` (docs/behaviour.md#hosting-sizing-options): with
/// `.preferredContentSize` the controller's `preferredContentSize` is its SwiftUI content's ideal
/// size (WEB-954, WEB-986), which a popover presenting it takes as its content size (WEB-987).
@Suite struct HostingSizingOptionsTests {
  private func card(_ options: [HostingSizingOption]) -> ControllerNode {
    .hosting(
      "Card", SwiftUINode(.color, name: "Bg").frame(width: 240, height: 180),
      sizingOptions: options)
  }

  private func main() -> ControllerNode {
    Build.plain(
      "Main", subviews: [Build.view("Button", frame: Rect(x: 300, y: 300, width: 60, height: 40))])
  }

  /// The frame of the presented controller's view once the popover is shown.
  private func popoverFrame(
    _ presented: ControllerNode, popover: PopoverConfiguration = PopoverConfiguration(),
    ios: String = "17.0"
  ) throws -> Rect {
    var config = popover
    config.sourceView = "Button"
    let scenario = Scenario(
      name: "sizing", device: "iPad (A16)", ios: ios, root: main(),
      events: [.at(1, .present(presented, from: "Main", style: .popover, popover: config))])
    let trace = try Build.run(scenario)
    return trace.final(presented.name).frame ?? .zero
  }

  /// WEB-986: `.preferredContentSize` makes the popover the size an explicit
  /// `preferredContentSize` of the content's ideal size (240 × 180) gives.
  @Test func thePopoverTakesTheContentsIdealSize() throws {
    let tracked = try popoverFrame(card([.preferredContentSize]))
    let explicit = try popoverFrame(
      card([]), popover: PopoverConfiguration(preferredContentSize: Size(width: 240, height: 180)))
    #expect(tracked == explicit)
    #expect(tracked.width == 240)
  }

  /// Without the option (UIKit's default, the empty set), or with `.intrinsicContentSize` alone,
  /// the popover keeps its default content size (320 wide).
  @Test func withoutTheOptionThePopoverKeepsItsDefaultSize() throws {
    let plain = try popoverFrame(card([]))
    #expect(plain.width == 320)
    #expect(try popoverFrame(card([.intrinsicContentSize])) == plain)
  }

  /// An explicit `preferredContentSize` on the event wins, as the app sets it after creating the
  /// controller.
  @Test func anExplicitSizeWins() throws {
    let frame = try popoverFrame(
      card([.preferredContentSize]),
      popover: PopoverConfiguration(preferredContentSize: Size(width: 300, height: 200)))
    #expect(frame.width == 300)
  }

  @Test func theFormatRefusesSizingOptionsBeforeIOS16() {
    let scenario = Build.scenario("iPhone X", ios: "15.0", root: card([.preferredContentSize]))
    #expect(
      scenario.validationProblems == [
        #"root.sizingOptions: sizingOptions needs iOS 16 or later; this scenario uses iOS 15.0; use "ios": "16.0" or later, or remove "sizingOptions""#
      ])
  }

  @Test func theFormatReadsAndRoundTripsTheOptions() throws {
    let json = """
      {"format":"lifecycle-scenario/1","name":"h","device":"iPhone X","ios":"16.0",
       "root":{"hostingController":{"name":"H","sizingOptions":["preferredContentSize"],
       "rootView":{"color":{"name":"C"}}}}}
      """
    let scenario = try Scenario.decode(Array(json.utf8), fileName: "h.json")
    guard case .hostingController(_, _, let options) = scenario.root.kind else {
      Issue.record("not a hosting controller")
      return
    }
    #expect(options == [.preferredContentSize])
    let decoded = try Scenario.decode(scenario.jsonBytes(), fileName: "h.json")
    #expect(decoded.root.kind == scenario.root.kind)
    let bad = json.replacingOccurrences(of: "\"preferredContentSize\"", with: "\"size\"")
    #expect(
      Build.problems(bad, fileName: "h.json").first?.contains(
        #"root.sizingOptions[0]: unknown value "size""#) == true)
  }
}
