import LifecycleSim
import Testing

/// The meaning checks of scenarios built in code (names, references, device, version).
@Suite struct ScenarioValidatorTests {
  @Test func namesAreUniqueAcrossControllersAndViews() {
    let root = Build.plain("A", subviews: [Build.view("A", frame: .zero)])
    #expect(
      Build.scenario("iPhone X", ios: "11.0", root: root).validationProblems == [
        #"root.view.subviews[0]: the name "A" is already used by root; give every controller and view a unique name"#
      ])
  }

  @Test func barNamesAreReserved() {
    let root = Build.navigation("N", [Build.plain("N.navigationBar")])
    #expect(Build.scenario("iPhone X", ios: "11.0", root: root).validationProblems.count == 1)
  }

  @Test func unknownDevicesSuggestTheClosest() {
    #expect(
      Build.scenario("iPhone 8 Pluss", ios: "11.0", root: Build.plain("A")).validationProblems == [
        #"device: unknown device "iPhone 8 Pluss"; did you mean "iPhone 8 Plus"?"#
      ])
  }

  /// Notched devices with iOS below 11 are refused (docs/behaviour.md#window-insets).
  @Test func notchedDevicesNeedIOS11() {
    #expect(
      Build.scenario("iPhone X", ios: "10.3", root: Build.plain("A")).validationProblems == [
        #"ios: iPhone X needs iOS 11 or later; use "ios": "11.0" or later, or a device without a notch such as "iPhone 8""#
      ])
  }

  /// Other combinations outside the device's supported range run with a header warning
  /// (docs/behaviour.md#window-insets; ranges WEB-105, WEB-107).
  @Test func outsideTheSupportedRangeRunsWithAWarning() throws {
    let trace = try Build.run(Build.scenario("iPhone 8", ios: "10.0", root: Build.plain("A")))
    #expect(trace.header.warnings == ["iPhone 8 supports iOS 11–16; this scenario uses iOS 10.0"])
    let newer = try Build.run(Build.scenario("iPhone X", ios: "26.0", root: Build.plain("A")))
    #expect(newer.header.warnings == ["iPhone X supports iOS 11–16; this scenario uses iOS 26.0"])
    let early = try Build.run(Build.scenario("iPhone 17", ios: "18.2", root: Build.plain("A")))
    #expect(
      early.header.warnings == ["iPhone 17 supports iOS 26 and later; this scenario uses iOS 18.2"])
    for inside in ["16.7.10", "11.0"] {
      let trace = try Build.run(Build.scenario("iPhone X", ios: inside, root: Build.plain("A")))
      #expect(trace.header.warnings.isEmpty, "iOS \(inside)")
    }
    let old = try Build.run(Build.scenario("iPhone 6s", ios: "9.3", root: Build.plain("A")))
    #expect(old.header.profile == 10)
    #expect(old.header.warnings.contains { $0.contains("older than the oldest profile") })
  }

  @Test func versionsMustParse() {
    #expect(
      Build.scenario("iPhone 8", ios: "eleven", root: Build.plain("A")).validationProblems == [
        #"ios: "eleven" is not an iOS version; write it as "major.minor", e.g. "11.0""#
      ])
  }

  @Test func swiftUIModifiersNameTheVersionTheyNeed() {
    let inset = SwiftUIModifier.safeAreaInset(
      edge: .bottom, alignment: .center, spacing: 0, content: SwiftUINode(.color))
    let root = ControllerNode(
      .hostingController(
        rootView: SwiftUINode(
          .color, modifiers: [inset, .safeAreaPadding(edges: .all, length: nil)])),
      name: "H")
    #expect(
      Build.scenario("iPhone 11", ios: "15.0", root: root).validationProblems == [
        "root.rootView.modifiers[1].safeAreaPadding: safeAreaPadding needs iOS 17 or later; this scenario uses iOS 15.0; use \"ios\": \"17.0\" or later, or remove it"
      ])
    #expect(
      Build.scenario("iPhone 8", ios: "12.0", root: root).validationProblems.first
        == "root: a hostingController needs iOS 13 or later (SwiftUI); use \"ios\": \"13.0\" or later"
    )
  }

  @Test func swiftUINamesAreUniqueWithControllers() {
    let root = ControllerNode(
      .hostingController(rootView: SwiftUINode(.color, name: "H")), name: "H")
    #expect(
      Build.scenario("iPhone 13", ios: "15.0", root: root).validationProblems == [
        #"root.rootView: the name "H" is already used by root; give every controller and view a unique name"#
      ])
  }

  @Test func containersNeedChildrenAndAValidSelection() {
    let empty = ControllerNode(.navigationController(stack: []), name: "N")
    #expect(
      Build.scenario("iPhone 8", ios: "12.0", root: empty).validationProblems == [
        #"root: a navigation controller needs at least one controller in "stack""#
      ])
    let tabs = ControllerNode(
      .tabBarController(tabs: [Build.plain("A")], selectedIndex: 3), name: "T")
    #expect(
      Build.scenario("iPhone 8", ios: "12.0", root: tabs).validationProblems == [
        "root.selectedIndex: selectedIndex 3 is out of range; use 0…0"
      ])
  }

  @Test func rootViewsAreNotPlacedByTheScenario() {
    var root = Build.plain("A")
    root.view.placement = .frame(Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(
      Build.scenario("iPhone 8", ios: "12.0", root: root).validationProblems.first?.hasPrefix(
        "root.view: a root view's frame is set by its container or the window") == true)
  }

  @Test func childContainerViewsMustExist() {
    let root = ControllerNode(
      name: "P", view: ViewNode(subviews: [ViewNode(name: "box")]),
      children: [ChildEmbedding(Build.plain("C"), in: "bx")])
    #expect(
      Build.scenario("iPhone 8", ios: "12.0", root: root).validationProblems == [
        #"root.children[0].in: no view named "bx" in P's view; did you mean "box"?"#
      ])
  }

  @Test func pinsNeedTwoValuesPerAxis() {
    let pins = LayoutPins(top: LayoutPin(.edge), bottom: LayoutPin(.edge), height: 10)
    let root = Build.plain("A", subviews: [Build.view("v", layout: .pins(pins))])
    #expect(
      Build.scenario("iPhone 8", ios: "12.0", root: root).validationProblems == [
        "root.view.subviews[0].layout: the horizontal position is ambiguous; give exactly two of left (or leading), right (or trailing) and width",
        "root.view.subviews[0].layout: the vertical axis is over-constrained; give exactly two of top, bottom and height",
      ])
  }

  @Test func nonFiniteValuesAreRefused() {
    let root = Build.plain(
      "A", subviews: [Build.view("v", frame: Rect(x: 0, y: 0, width: .nan, height: 1))])
    #expect(
      Build.scenario("iPhone 8", ios: "12.0", root: root).validationProblems == [
        "root.view.subviews[0].frame: a value is not finite or is out of range; use values within ±1000000"
      ])
  }

  @Test func eventReferencesAreChecked() {
    let scenario = Scenario(
      name: "t", device: "iPhone 8", ios: "12.0", root: Build.navigation("N", [Build.plain("A")]),
      events: [
        ScenarioEvent(at: 1, .pop(navigationController: "A", animated: true)),
        ScenarioEvent(at: 2, .setNeedsLayout(view: "nowhere")),
      ])
    #expect(
      scenario.validationProblems == [
        #"events[0].pop.navigationController: "A" is a viewController, not a navigationController"#,
        #"events[1].setNeedsLayout.view: no view named "nowhere""#,
      ])
  }

  @Test func unknownQuirksAreErrorsAndKnownOnesAppearInTheHeader() throws {
    #expect(
      (Build.scenario(
        "iPhone 8", ios: "12.0",
        quirks: [QuirkOverride(name: "webViewAlwaysAdjust", enabled: true, location: nil)],
        root: Build.plain("A"))).validationProblems == [
          #"quirks.webViewAlwaysAdjust: unknown quirk "webViewAlwaysAdjust"; did you mean "webViewAlwaysAdjusts"?"#
        ])
    let trace = try Build.run(
      Build.scenario(
        "iPhone 8", ios: "12.0", quirks: [QuirkOverride(.backDeployViewIsAppearing, true)],
        root: Build.plain("A")))
    #expect(trace.header.quirks.count == Quirk.allCases.count)
    #expect(trace.header.quirks.contains(QuirkSetting(.backDeployViewIsAppearing, true)))
  }
}
