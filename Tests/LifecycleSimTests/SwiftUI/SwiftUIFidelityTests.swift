import LifecycleSim
import Testing

/// The seed's SwiftUI values and rules, through the general model (docs/behaviour.md#swiftui).
@Suite struct SwiftUIFidelityTests {
  private func run(
    _ rootView: String, device: String = "iPhone 13", ios: String = "15.2",
    orientation: String = "portrait", root: String? = nil, events: String = "[]"
  ) throws -> Trace {
    let controller =
      root ?? #"{ "hostingController": { "name": "Host", "rootView": \#(rootView) } }"#
    let json = """
      { "format": "lifecycle-scenario/1", "name": "t", "device": "\(device)", "ios": "\(ios)",
        "orientation": "\(orientation)", "root": \(controller), "events": \(events) }
      """
    return try Simulator(try Scenario.decode(Array(json.utf8), fileName: "t.json")).run()
  }

  private let keyboardEvent = #"[{ "at": 1, "showKeyboard": { "height": "system" } }]"#

  /// seed004, GT-271: on an iPhone 13 a `NavigationView`'s background reader reads
  /// (47,0,34,0) and a `Text` inside reads 0.
  @Test func navigationViewReaderReadsTheWindowInsetsAndTheInnerTextZero() throws {
    let trace = try run(
      #"""
      { "navigationView": {
          "modifiers": [{ "background": { "geometryReader": { "name": "Reader" } } }],
          "children": [{ "vstack": { "children": [{ "text": { "name": "Text", "size": [90, 20] } }] } }] } }
      """#)
    #expect(
      trace.final("Reader").safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(trace.final("Text").safeAreaInsets == .zero)
  }

  /// GT-272: with `.ignoresSafeArea(.all)` the reader reads 0 and covers the screen.
  @Test func ignoringTheSafeAreaReadsZero() throws {
    let trace = try run(
      #"{ "geometryReader": { "name": "Reader", "modifiers": [{ "ignoresSafeArea": { "regions": "all" } }] } }"#
    )
    #expect(trace.final("Reader").safeAreaInsets == .zero)
    #expect(trace.final("Reader").frame == Rect(x: 0, y: 0, width: 390, height: 844))
  }

  /// GT-290: on a 16 Pro (18.3) a 24-pt `Text` is centred in the safe rect, y = 439.
  @Test func aCentredTextIsCentredInTheSafeRect() throws {
    let trace = try run(
      #"{ "text": { "name": "Text", "size": [100, 24] } }"#, device: "iPhone 16 Pro", ios: "18.3")
    #expect(
      trace.final("Host").safeAreaInsets == EdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
    let y = try #require(trace.final("Text").frame?.y)
    #expect(abs(y - (62 + (874 - 62 - 34 - 24) / 2)) < 0.001, "y = \(y)")
  }

  /// seed004, GT-275, GT-278: stacked `safeAreaInset`s on the bottom and the trailing edge; the
  /// outer one is nearest its edge and the view's safe area grows by each.
  @Test func stackedSafeAreaInsetsOnBottomAndTrailing() throws {
    let trace = try run(
      #"""
      { "zstack": { "name": "Content", "children": [{ "color": {} }], "modifiers": [
          { "safeAreaInset": { "edge": "bottom", "spacing": 0,
              "content": { "color": { "name": "Bottom", "modifiers": [{ "frame": { "height": 100 } }] } } } },
          { "safeAreaInset": { "edge": "trailing", "spacing": 0,
              "content": { "color": { "name": "Trailing", "modifiers": [{ "frame": { "width": 50 } }] } } } }] } }
      """#)
    #expect(trace.final("Trailing").frame == Rect(x: 340, y: 47, width: 50, height: 763))
    #expect(trace.final("Bottom").frame == Rect(x: 0, y: 710, width: 340, height: 100))
    #expect(trace.final("Content").frame == Rect(x: 0, y: 47, width: 340, height: 663))
    #expect(
      trace.final("Content").safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 134, right: 50))
  }

  /// WEB-855: a `safeAreaInset` on a small view is as large as its view, the spacing and its
  /// content, not its whole proposal: on a 16 Pro (18.3) a 24-pt `Text` with a 30-pt inset
  /// and the default spacing (8, WEB-854) is centred as one 120 × 62 block in the safe rect,
  /// the text centred across it at its top, the content right under it rather than on the
  /// safe area's bottom edge.
  @Test func aSafeAreaInsetOnASmallViewHugsIt() throws {
    let trace = try run(
      #"""
      { "text": { "name": "Text", "size": [100, 24], "modifiers": [
          { "safeAreaInset": { "edge": "bottom",
              "content": { "text": { "name": "Bar", "size": [120, 30] } } } }] } }
      """#, device: "iPhone 16 Pro", ios: "18.3")
    let top = 62 + (874 - 62 - 34 - 62) / 2.0
    #expect(trace.final("Text").frame == Rect(x: 151, y: top, width: 100, height: 24))
    #expect(trace.final("Bar").frame == Rect(x: 141, y: top + 32, width: 120, height: 30))
  }

  private func keyboardRecipe(stack: String, background: String, ios: String = "15.2") throws
    -> (background: [Rect?], field: [Rect?])
  {
    let trace = try run(
      #"""
      { "zstack": { "modifiers": \#(stack), "children": [
          { "color": { "name": "Background", "modifiers": \#(background) } },
          { "vstack": { "children": [
              { "color": { "modifiers": [{ "frame": { "width": 100, "height": 100 } },
                                          { "padding": { "edges": "vertical", "length": 100 } }] } },
              { "textField": { "name": "Field", "modifiers": [{ "padding": {} }] } }] } }] } }
      """#, ios: ios, events: keyboardEvent)
    let frames = { (name: String) in trace.records(of: name).map(\.state.frame) }
    return (frames("Background"), frames("Field"))
  }

  /// seed004, GT-274: `.ignoresSafeArea()` on the whole stack: the foreground no longer avoids
  /// the keyboard.
  @Test func ignoringEverythingOnTheStackLosesAvoidance() throws {
    let (_, field) = try keyboardRecipe(stack: #"[{ "ignoresSafeArea": {} }]"#, background: "[]")
    #expect(Set(field).count == 1)
  }

  /// seed004, GT-274: `.ignoresSafeArea(.container)`: the background moves with the keyboard.
  @Test func ignoringTheContainerLetsTheBackgroundMove() throws {
    let (background, field) = try keyboardRecipe(
      stack: #"[{ "ignoresSafeArea": { "regions": "container" } }]"#, background: "[]")
    #expect(background.last??.height == 509)
    #expect(Set(field).count == 2)
  }

  /// seed004, GT-274: `.ignoresSafeArea(.all)` on the background only: the background stays
  /// full screen, the field moves up.
  @Test func ignoringOnTheBackgroundOnlyIsTheRecipe() throws {
    let (background, field) = try keyboardRecipe(
      stack: "[]", background: #"[{ "ignoresSafeArea": { "regions": "all" } }]"#)
    #expect(Set(background) == [Rect(x: 0, y: 0, width: 390, height: 844)])
    #expect((field.last??.y ?? 0) < (field.first??.y ?? 0))
  }

  /// seed004: iOS 13 has no keyboard avoidance.
  @Test func iOS13DoesNotAvoidTheKeyboard() throws {
    let (_, field) = try keyboardRecipe(stack: "[]", background: "[]", ios: "13.0")
    #expect(Set(field).count == 1)
  }

  /// GT-289: `.ignoresSafeArea(.keyboard)` acts on a flexible container only.
  @Test func ignoringTheKeyboardNeedsAFlexibleContainer() throws {
    func fieldFrames(_ rootView: String) throws -> Set<Rect?> {
      Set(try run(rootView, events: keyboardEvent).records(of: "Field").map(\.state.frame))
    }
    let flexible = try fieldFrames(
      #"""
      { "zstack": { "modifiers": [{ "ignoresSafeArea": { "regions": "keyboard" } }], "children": [
          { "color": {} }, { "textField": { "name": "Field" } }] } }
      """#)
    let hugging = try fieldFrames(
      #"{ "textField": { "name": "Field", "modifiers": [{ "frame": { "width": 200 } }, { "ignoresSafeArea": { "regions": "keyboard" } }] } }"#
    )
    #expect(flexible.count == 1)
    #expect(hugging.count == 2)
  }

  /// seed004: on 15.0–15.1 a `List` leaves `safeAreaInset` out of its content inset; 15.2
  /// fixed it.
  @Test(arguments: [("15.0", 34.0), ("15.1", 34.0), ("15.2", 86.0)])
  func listIgnoresSafeAreaInsetOn15_0And15_1(ios: String, bottom: Double) throws {
    let trace = try run(
      #"""
      { "navigationView": { "children": [{ "list": { "name": "List", "modifiers": [
          { "safeAreaInset": { "edge": "bottom", "spacing": 0,
              "content": { "color": { "modifiers": [{ "frame": { "height": 52 } }] } } } }] } }] } }
      """#, ios: ios)
    #expect(trace.final("List").adjustedContentInset?.bottom == bottom)
  }

  /// WEB-501: `onAppear` runs after the hosting view's first layout, so between
  /// `viewWillAppear` and `viewDidAppear`.
  @Test func onAppearComesAfterLayoutBeforeViewDidAppear() throws {
    let trace = try run(#"{ "text": { "name": "Text", "size": [10, 10] } }"#)
    let order = trace.records.filter { $0.object == "Text" || $0.object == "Host" }.map(\.callback)
    let appear = try #require(order.firstIndex(of: .onAppear))
    #expect(try #require(order.firstIndex(of: .viewWillAppear)) < appear)
    #expect(try #require(order.firstIndex(of: .viewDidLayoutSubviews)) > appear)
    #expect(try #require(order.firstIndex(of: .viewDidAppear)) > appear)
  }

  /// WEB-502: a hosting controller's view shown again in a tab gets `onAppear` again from iOS
  /// 14, not on iOS 13.
  @Test(arguments: [("13.0", 1), ("14.0", 2)])
  func onAppearOnEveryTabAppearanceFrom14(ios: String, appearances: Int) throws {
    let root = #"""
      { "tabBarController": { "name": "Tabs", "tabs": [
          { "hostingController": { "name": "Host", "rootView": { "text": { "name": "Text", "size": [10, 10] } } } },
          { "viewController": { "name": "Other" } }] } }
      """#
    let events = #"""
      [{ "at": 1, "selectTab": { "tabBarController": "Tabs", "index": 1 } },
       { "at": 2, "selectTab": { "tabBarController": "Tabs", "index": 0 } }]
      """#
    let trace = try run("", ios: ios, root: root, events: events)
    let callbacks = trace.records(of: "Text").map(\.callback)
    #expect(callbacks.filter { $0 == .onAppear }.count == appearances)
    #expect(callbacks.filter { $0 == .onDisappear }.count == 1)
  }

  /// A hosting controller pushed on a navigation controller reads the bar in its insets, and
  /// its content follows a rotation.
  @Test func pushedHostingControllerFollowsRotation() throws {
    let root = #"""
      { "navigationController": { "name": "Nav", "stack": [{ "viewController": { "name": "List" } }] } }
      """#
    let events = #"""
      [{ "at": 1, "push": { "navigationController": "Nav", "animated": false, "controller":
          { "hostingController": { "name": "Host", "rootView":
              { "color": { "name": "Fill" } } } } } },
       { "at": 2, "rotate": "landscapeLeft" }]
      """#
    let trace = try run("", device: "iPhone X", ios: "15.0", root: root, events: events)
    let frames = trace.records(of: "Fill").map(\.state.frame)
    #expect(frames.first == Rect(x: 0, y: 88, width: 375, height: 690))
    #expect(trace.final("Fill").frame == Rect(x: 44, y: 32, width: 724, height: 322))
  }
}
