import LifecycleSim
import Testing

/// iOS 26 `tabBarMinimizeBehavior` and the bottom accessory (docs/behaviour.md#tab-bar-minimization):
/// an iPhone 16 on 26, tab → navigation → a table list (tab bar 83; accessory 48 + 8, C50).
@Suite struct TabBarMinimizationTests {
  private func scenario(
    device: String = "iPhone 16", ios: String = "26.0", behavior: String?, accessory: Bool,
    events: String = ""
  ) throws -> Scenario {
    var bar: [String] = []
    if let behavior { bar.append(#""minimizeBehavior": "\#(behavior)""#) }
    if accessory { bar.append(#""bottomAccessory": {}"#) }
    let json = """
      { "format": "lifecycle-scenario/1", "name": "s", "device": "\(device)", "ios": "\(ios)",
        "root": { "tabBarController": { "name": "Tabs", "tabBar": { \(bar.joined(separator: ", ")) },
          "tabs": [
            { "navigationController": { "name": "Nav", "stack": [
              { "viewController": { "name": "List", "view": { "subviews": [
                { "tableView": { "name": "table", "layout": "fill", "contentSize": [393, 3000] } } ] } } } ] } },
            { "viewController": { "name": "Other", "view": { "subviews": [
              { "tableView": { "name": "other", "layout": "fill", "contentSize": [393, 3000] } } ] } } } ] } },
        "events": [\(events)] }
      """
    return try Scenario.decode(Array(json.utf8), fileName: "s.json")
  }

  private func bottoms(_ trace: Trace, _ object: String = "List") -> [Double?] {
    (0...trace.epochs.count - 1).map {
      trace.state(of: object, at: .settled(epoch: $0))?.safeAreaInsets?.bottom
    }
  }

  private func scrolls(_ offsets: [Double], view: String = "table", from start: Int = 1) -> String {
    offsets.enumerated().map { index, y in
      #"{ "at": \#(start + index), "scroll": { "view": "\#(view)", "offset": [0, \#(y)] } }"#
    }.joined(separator: ", ")
  }

  /// The accessory adds its 48 and the 8-pt gap above the 83-pt bar (WEB-705; C50).
  @Test func theAccessoryAddsToTheTabChildrensBottomSafeArea() throws {
    let with = try Build.run(scenario(behavior: nil, accessory: true))
    let without = try Build.run(scenario(behavior: nil, accessory: false))
    #expect(bottoms(with) == [139])
    #expect(bottoms(without) == [83])
    #expect(with.final("Tabs.tabBar").frame == without.final("Tabs.tabBar").frame)
  }

  /// onScrollDown: scrolling down minimizes (the accessory goes inline and adds nothing), scrolling
  /// back up expands (WEB-704).
  @Test func onScrollDownMinimizesAndExpandsOnReversal() throws {
    let trace = try Build.run(
      scenario(behavior: "onScrollDown", accessory: true, events: scrolls([100, 300, 250, -103])))
    #expect(bottoms(trace) == [139, 83, 83, 139, 139])
  }

  /// onScrollUp is the reverse.
  @Test func onScrollUpMinimizesWhenScrollingUp() throws {
    let trace = try Build.run(
      scenario(behavior: "onScrollUp", accessory: true, events: scrolls([300, 100, 200])))
    #expect(bottoms(trace) == [139, 139, 83, 139])
  }

  /// never and automatic (no minimization on iOS, WEB-704) keep the bar expanded.
  @Test(arguments: ["never", "automatic"])
  func neverAndAutomaticDoNotMinimize(behavior: String) throws {
    let trace = try Build.run(
      scenario(behavior: behavior, accessory: true, events: scrolls([100, 300])))
    #expect(bottoms(trace) == [139, 139, 139])
  }

  /// Without an accessory a minimized bar changes nothing an app reads: the same frame and inset,
  /// and no safe-area callback (C50).
  @Test func aMinimizedBarAloneChangesNothingAnAppReads() throws {
    let trace = try Build.run(
      scenario(behavior: "onScrollDown", accessory: false, events: scrolls([300])))
    #expect(bottoms(trace) == [83, 83])
    let callbacks = trace.records.filter { $0.epoch == 1 }.map(\.qualifiedName)
    #expect(!callbacks.contains("List.viewSafeAreaInsetsDidChange"))
    #expect(callbacks.contains("table.scrollViewDidScroll"))
  }

  /// iPad: minimization is for iPhone only (WEB-704); the accessory still adds to the safe area.
  @Test func anIPadIgnoresTheMinimizeBehavior() throws {
    let trace = try Build.run(
      scenario(
        device: "iPad Pro (11-inch)", behavior: "onScrollDown", accessory: true,
        events: scrolls([300])))
    let values = bottoms(trace)
    #expect(values.count == 2 && values[0] == values[1])
    let plain = try Build.run(
      scenario(device: "iPad Pro (11-inch)", behavior: nil, accessory: false))
    #expect(values[0] == (bottoms(plain)[0] ?? 0) + 56)
  }

  /// Rotation keeps a minimized bar minimized: the landscape inset is the bar's alone.
  @Test func rotationKeepsAMinimizedBarMinimized() throws {
    let minimized = try Build.run(
      scenario(
        behavior: "onScrollDown", accessory: true,
        events: scrolls([300]) + #", { "at": 2, "rotate": "landscapeLeft" }"#))
    let plain = try Build.run(
      scenario(behavior: nil, accessory: false, events: #"{ "at": 1, "rotate": "landscapeLeft" }"#))
    #expect(bottoms(minimized).last == bottoms(plain).last)
    #expect(bottoms(minimized)[1] == 83)
  }

  /// Another tab's content scroll view finds the bar expanded, and scrolling it minimizes it.
  @Test func selectingAnotherTabExpandsTheBar() throws {
    let trace = try Build.run(
      scenario(
        behavior: "onScrollDown", accessory: true,
        events: scrolls([300])
          + #", { "at": 2, "selectTab": { "tabBarController": "Tabs", "index": 1 } }, "#
          + scrolls([200], view: "other", from: 3)))
    #expect(bottoms(trace, "Other") == [nil, nil, 139, 83])
  }

  /// A push shows the pushed controller under an expanded bar; a pop back too.
  @Test func pushAndPopInsideTheTabExpandTheBar() throws {
    let trace = try Build.run(
      scenario(
        behavior: "onScrollDown", accessory: true,
        events: scrolls([300])
          + #", { "at": 2, "push": { "navigationController": "Nav", "animated": false, "#
          + #""controller": { "viewController": { "name": "Detail" } } } }, "#
          + #"{ "at": 3, "pop": { "navigationController": "Nav", "animated": false } }"#))
    #expect(bottoms(trace, "Detail")[2] == 139)
    // List is out of the window while Detail shows.
    #expect(bottoms(trace) == [139, 83, 0, 139])
  }

  private func problems(ios: String, tabBar: String) -> [String] {
    let json = """
      { "format": "lifecycle-scenario/1", "name": "s", "device": "iPhone 16", "ios": "\(ios)",
        "root": { "tabBarController": { "name": "Tabs", "tabBar": \(tabBar),
          "tabs": [ { "viewController": { "name": "A" } } ] } } }
      """
    do {
      _ = try Scenario.decode(Array(json.utf8), fileName: "s.json")
      return []
    } catch {
      return error.diagnostics.map { $0.rendered(fileName: "s.json") }
    }
  }

  @Test(arguments: [
    (
      "18.0", #"{ "minimizeBehavior": "onScrollDown" }"#,
      "tabBarMinimizeBehavior does not exist before iOS 26"
    ),
    (
      "18.0", #"{ "bottomAccessory": {} }"#,
      "bottomAccessory (UITabAccessory) does not exist before iOS 26"
    ),
    ("26.0", #"{ "minimizeBehavior": "onScrolDown" }"#, #"did you mean "onScrollDown"?"#),
    ("26.0", #"{ "bottomAccessory": { "height": 0 } }"#, "out of range"),
    ("26.0", #"{ "bottomAccessory": { "hieght": 40 } }"#, "hieght"),
  ])
  func aBadTabBarKeyIsRefusedWithItsLocation(ios: String, tabBar: String, expected: String) {
    let found = problems(ios: ios, tabBar: tabBar)
    #expect(found.count == 1, "\(found)")
    #expect(found.first?.hasPrefix("s.json:") == true, "\(found)")
    #expect(found.first?.contains(expected) == true, "\(found)")
  }

  @Test func theKeysEncodeBack() throws {
    let decoded = try scenario(behavior: "onScrollUp", accessory: true)
    let again = try Scenario.decode(decoded.jsonBytes(), fileName: "again.json")
    guard case .tabBarController(_, _, let bar) = again.root.kind else {
      Issue.record("not a tab bar controller")
      return
    }
    #expect(bar.minimizeBehavior == .onScrollUp)
    #expect(bar.bottomAccessory == BottomAccessorySpec())
  }
}
