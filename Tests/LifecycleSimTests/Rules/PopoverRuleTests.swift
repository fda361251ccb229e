import Testing

@testable import LifecycleSim
@testable import LifecycleSimModel

/// Popovers (docs/behaviour.md#popovers), run through the engine: the popover's frame, what its
/// content reads, the adaptation in compact environments and the presenter's callbacks.
@Suite struct PopoverRuleTests {
  /// A 44-pt button at (700,40): the top trailing corner of a portrait iPad.
  static let button = Build.view("Button", frame: Rect(x: 700, y: 40, width: 44, height: 44))

  /// Presents `Tools` as a popover from `Base`, whose root view holds `subviews`, then runs
  /// `later` events.
  private func present(
    _ device: String, ios: String, popover: PopoverConfiguration,
    subviews: [ViewNode] = [button], later: [ScenarioEvent] = []
  ) throws(ScenarioError) -> Trace {
    var scenario = Build.scenario(device, ios: ios, root: Build.plain("Base", subviews: subviews))
    scenario.events =
      [
        ScenarioEvent(
          at: 1,
          .present(
            from: "Base", controller: Build.plain("Tools"), style: .popover, animated: false,
            popover: popover))
      ] + later
    return try Build.run(scenario)
  }

  private func size(_ width: Double, _ height: Double) -> Size {
    Size(width: width, height: height)
  }

  /// The callbacks `object` gets in `epoch`.
  private func callbacks(_ trace: Trace, _ object: String, epoch: Int) -> [Callback] {
    trace.records(of: object).filter { $0.epoch == epoch }.map(\.callback)
  }

  // MARK: OU-091

  /// OU-091: on the iPad (A16) on 26.1, a 240 × 180 popover with no source is (561,62,240,180):
  /// 19 from the trailing edge, 30 below the 32-pt top inset, no arrow, so no inset; the
  /// presenter gets nothing.
  @Test func aPopoverWithNoSourceOn26SitsInTheTopTrailingCorner() throws {
    let trace = try present(
      "iPad (A16)", ios: "26.1", popover: PopoverConfiguration(preferredContentSize: size(240, 180))
    )
    #expect(trace.final("Tools").frame == Rect(x: 561, y: 62, width: 240, height: 180))
    #expect(trace.final("Tools").safeAreaInsets == EdgeInsets.zero)
    #expect(callbacks(trace, "Base", epoch: 1).isEmpty)
    #expect(
      callbacks(trace, "Tools", epoch: 1).prefix(4) == [
        .loadView, .viewDidLoad, .viewWillAppear, .viewIsAppearing,
      ])
  }

  /// WEB-834: before 26 UIKit raises on a popover with no source: the event is refused with
  /// its location and the fix.
  @Test func aPopoverWithNoSourceBefore26IsRefused() throws {
    let error = try #require(throws: ScenarioError.self) {
      try present("iPad (A16)", ios: "17.0", popover: PopoverConfiguration())
    }
    #expect(error.description.contains("events[0].present"))
    #expect(error.description.contains("a popover needs a sourceView or a sourceRect"))
    #expect(error.description.contains("add \"sourceView\" or \"sourceRect\""))
  }

  // MARK: The arrow's safe area

  /// WEB-831: from 13 the popover's view includes the 13-pt arrow (C52), whose side is a
  /// safe-area inset: below a button at (700,40,44,44) on the iPad (A16) on 17, a 320 × 400
  /// popover is (481,84,320,413), centred on the button then kept 19 from the trailing edge.
  @Test func anArrowPointingUpIsATopInsetFrom13() throws {
    let trace = try present(
      "iPad (A16)", ios: "17.0",
      popover: PopoverConfiguration(sourceView: "Button", preferredContentSize: size(320, 400)))
    #expect(trace.final("Tools").frame == Rect(x: 481, y: 84, width: 320, height: 413))
    #expect(trace.final("Tools").safeAreaInsets == EdgeInsets(top: 13))
    #expect(trace.final("Tools.view").safeAreaInsets == EdgeInsets(top: 13))
  }

  /// WEB-831: on 12 the view is the content alone, below the arrow, and reads no inset; on 13,
  /// on the same iPad, it grows by the arrow.
  @Test(arguments: [("12.0", 97.0, 400.0, 0.0), ("13.0", 84, 413, 13)])
  func theViewIncludesTheArrowFrom13(ios: String, y: Double, height: Double, top: Double) throws {
    let trace = try present(
      "iPad Pro (11-inch) (1st generation)", ios: ios,
      popover: PopoverConfiguration(sourceView: "Button", preferredContentSize: size(320, 400)))
    // 834 wide: 834 − 19 − 320 = 495.
    #expect(trace.final("Tools").frame == Rect(x: 495, y: y, width: 320, height: height))
    #expect(trace.final("Tools").safeAreaInsets == EdgeInsets(top: top))
  }

  // MARK: Direction and room

  /// C52: no room below a button near the bottom, so the arrow points down and the popover
  /// sits above it, its bottom inset the arrow's; across, it stays 19 from the leading edge.
  @Test func noRoomBelowPutsThePopoverAbove() throws {
    let low = Build.view("Low", frame: Rect(x: 100, y: 1100, width: 44, height: 44))
    let trace = try present(
      "iPad (A16)", ios: "17.0",
      popover: PopoverConfiguration(sourceView: "Low", preferredContentSize: size(300, 200)),
      subviews: [low])
    #expect(trace.final("Tools").frame == Rect(x: 19, y: 887, width: 300, height: 213))
    #expect(trace.final("Tools").safeAreaInsets == EdgeInsets(bottom: 13))
  }

  /// Only `left` permitted: the popover is to the right of its source, centred on it
  /// vertically, its leading inset the arrow's.
  @Test func aPermittedDirectionIsKept() throws {
    let side = Build.view("Side", frame: Rect(x: 100, y: 500, width: 44, height: 44))
    let trace = try present(
      "iPad (A16)", ios: "17.0",
      popover: PopoverConfiguration(
        sourceView: "Side", permittedArrowDirections: [.left],
        preferredContentSize: size(200, 100)),
      subviews: [side])
    #expect(trace.final("Tools").frame == Rect(x: 144, y: 472, width: 213, height: 100))
    #expect(trace.final("Tools").safeAreaInsets == EdgeInsets(left: 13))
  }

  /// A `sourceRect` without a `sourceView` is in the presenter's root view.
  @Test func aSourceRectAloneIsInThePresentersRootView() throws {
    let trace = try present(
      "iPad (A16)", ios: "17.0",
      popover: PopoverConfiguration(
        sourceRect: Rect(x: 400, y: 300, width: 20, height: 20),
        preferredContentSize: size(200, 100)))
    // Centred on x 410: 310; below y 320 by the 13-pt arrow.
    #expect(trace.final("Tools").frame == Rect(x: 310, y: 320, width: 200, height: 113))
  }

  /// WEB-832: with no preferred size the content is 320 × 1100, shrunk to the room below the
  /// button: 1180 − 20 − 19 − 84 − 13 = 1044.
  @Test func theDefaultSizeShrinksToTheRoom() throws {
    let trace = try present(
      "iPad (A16)", ios: "17.0", popover: PopoverConfiguration(sourceView: "Button"))
    #expect(trace.final("Tools").frame == Rect(x: 481, y: 84, width: 320, height: 1057))
  }

  // MARK: Events

  /// WEB-832: a keyboard leaves no room below for 700 points, so the popover turns to the
  /// button's leading side (arrow right); when it hides, the popover goes back below.
  @Test func theKeyboardMovesThePopover() throws {
    let popover = PopoverConfiguration(sourceView: "Button", preferredContentSize: size(320, 700))
    let shown = try present(
      "iPad (A16)", ios: "17.0", popover: popover,
      later: [ScenarioEvent(at: 2, .showKeyboard(height: .points(400)))])
    #expect(shown.final("Tools").frame == Rect(x: 367, y: 43, width: 333, height: 700))
    #expect(shown.final("Tools").safeAreaInsets == EdgeInsets(right: 13))
    #expect(callbacks(shown, "Tools", epoch: 2).contains(.viewSafeAreaInsetsDidChange))
    let hidden = try present(
      "iPad (A16)", ios: "17.0", popover: popover,
      later: [
        ScenarioEvent(at: 2, .showKeyboard(height: .points(400))),
        ScenarioEvent(at: 3, .hideKeyboard()),
      ])
    #expect(hidden.final("Tools").frame == Rect(x: 481, y: 84, width: 320, height: 713))
  }

  /// WEB-833: after a rotation the popover is placed again beside its source, after the
  /// presenter's layout: in landscape the button's centre leaves room, so x is 722 − 160.
  @Test func aRotationPlacesThePopoverAgainAfterTheLayout() throws {
    let trace = try present(
      "iPad (A16)", ios: "17.0",
      popover: PopoverConfiguration(sourceView: "Button", preferredContentSize: size(320, 400)),
      later: [ScenarioEvent(at: 2, .rotate(.landscapeLeft))])
    #expect(trace.final("Tools").frame == Rect(x: 562, y: 84, width: 320, height: 413))
    let order = trace.records.filter { $0.epoch == 2 }.map(\.qualifiedName)
    let baseLaidOut = try #require(order.firstIndex(of: "Base.viewDidLayoutSubviews"))
    let lastToolsLayout = try #require(order.lastIndex(of: "Tools.viewWillLayoutSubviews"))
    #expect(baseLaidOut < lastToolsLayout)
    let moved = try #require(
      trace.records.last { $0.epoch == 2 && $0.qualifiedName == "Tools.viewWillLayoutSubviews" })
    #expect(moved.state.frame == Rect(x: 562, y: 84, width: 320, height: 413))
  }

  /// A popover presents a sheet on top of it, and a dismissal gives the popover's controller
  /// its disappearance only.
  @Test func aPopoverPresentsAndIsDismissed() throws {
    let trace = try present(
      "iPad (A16)", ios: "17.0",
      popover: PopoverConfiguration(sourceView: "Button", preferredContentSize: size(320, 400)),
      later: [
        ScenarioEvent(
          at: 2,
          .present(
            from: "Tools", controller: Build.plain("Form"), style: .formSheet, animated: false)),
        ScenarioEvent(at: 3, .dismiss(controller: "Form", animated: false)),
        ScenarioEvent(at: 4, .dismiss(controller: "Tools", animated: false)),
      ])
    #expect(callbacks(trace, "Tools", epoch: 2).isEmpty)
    #expect(trace.final("Form").inWindow == false)
    #expect(
      callbacks(trace, "Tools", epoch: 4) == [.viewWillDisappear, .viewDidDisappear])
    #expect(callbacks(trace, "Base", epoch: 4).isEmpty)
    #expect(trace.final("Tools").inWindow == false)
  }

  // MARK: Compact environments

  /// WEB-830: on an iPhone on 12 a popover is full screen: the presenter disappears.
  @Test func anIPhonePopoverIsFullScreenUpTo12() throws {
    let trace = try present(
      "iPhone 8", ios: "12.0",
      popover: PopoverConfiguration(sourceView: "Button", preferredContentSize: size(240, 180)))
    #expect(trace.final("Tools").frame == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(callbacks(trace, "Base", epoch: 1) == [.viewWillDisappear, .viewDidDisappear])
  }

  /// WEB-830: from 13 a form sheet, which an iPhone shows as a page sheet: the same frame as a
  /// page sheet, and the presenter gets nothing.
  @Test func anIPhonePopoverIsASheetFrom13() throws {
    let trace = try present(
      "iPhone 15 Pro", ios: "17.0",
      popover: PopoverConfiguration(sourceView: "Button", preferredContentSize: size(240, 180)))
    var sheet = Build.scenario(
      "iPhone 15 Pro", ios: "17.0", root: Build.plain("Base", subviews: [Self.button]))
    sheet.events = [
      ScenarioEvent(
        at: 1,
        .present(
          from: "Base", controller: Build.plain("Tools"), style: .pageSheet, animated: false))
    ]
    let expected = try Build.run(sheet)
    #expect(trace.final("Tools").frame == expected.final("Tools").frame)
    #expect(trace.final("Tools").frame?.y == 69)
    #expect(callbacks(trace, "Base", epoch: 1).isEmpty)
  }

  /// Detents set the sheet an iPhone popover adapts to (`adaptiveSheetPresentationController`,
  /// 15+): the same frame as a page sheet at the medium detent.
  @Test func detentsSetTheAdaptedSheet() throws {
    func run(_ style: PresentationStyle) throws -> Rect? {
      var scenario = Build.scenario(
        "iPhone 15 Pro", ios: "17.0", root: Build.plain("Base", subviews: [Self.button]))
      scenario.events = [
        ScenarioEvent(
          at: 1,
          .present(
            from: "Base", controller: Build.plain("Tools"), style: style, animated: false,
            sheet: SheetConfiguration(detents: [.medium]),
            popover: style == .popover ? PopoverConfiguration(sourceView: "Button") : .init()))
      ]
      return try Build.run(scenario).final("Tools").frame
    }
    let adapted = try run(.popover)
    #expect(adapted == (try run(.pageSheet)))
    #expect((adapted?.height ?? 0) < 500)
  }

  // MARK: The rule alone

  /// The order of directions is up, down, left, right whatever order the list gives, and a
  /// source outside the room counts by its nearest edge.
  @Test func theRuleTriesUpFirstAndClampsTheSource() {
    let env = PopoverEnvironment(
      window: Rect(x: 0, y: 0, width: 820, height: 1180), insets: EdgeInsets(top: 24, bottom: 20),
      keyboardTop: nil)
    let middle = PopoverRule.placement(
      source: Rect(x: 400, y: 500, width: 20, height: 20), preferredContentSize: size(100, 100),
      directions: [.right, .down, .up], viewIncludesArrow: true, environment: env)
    #expect(middle.arrow == .up)
    #expect(middle.frame == Rect(x: 360, y: 520, width: 100, height: 113))
    let below = PopoverRule.placement(
      source: Rect(x: 400, y: 5000, width: 20, height: 20), preferredContentSize: size(100, 100),
      directions: [], viewIncludesArrow: false, environment: env)
    #expect(below.arrow == .down)
    // The room ends at 1180 − 20 − 19 = 1141: the arrow's 13 and the content above it.
    #expect(below.frame == Rect(x: 360, y: 1028, width: 100, height: 100))
    #expect(!below.shrunk)
  }
}
