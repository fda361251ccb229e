import LifecycleSim
import Testing

/// Provisional values and validity (docs/trace-formats.md#validity;
/// docs/behaviour.md#epochs-and-validity, docs/behaviour.md#first-display).
@Suite struct ValidityTests {
  /// Zero in `viewDidLoad` and `viewWillAppear`: not in a window yet (GT-145, GT-208, GT-220,
  /// GT-221, seed003); the frame is the screen (GT-143).
  @Test func insetsAreZeroBeforeTheViewIsInAWindow() throws {
    let trace = try Build.run(
      Build.scenario("iPhone X", ios: "11.0", root: Build.navigation("N", [Build.plain("A")])))
    for name in ["A.viewDidLoad", "A.viewWillAppear"] {
      let record = try #require(trace.record(name))
      #expect(record.state.safeAreaInsets == .zero)
      #expect(record.state.inWindow == false)
      #expect(record.state.frame == Rect(x: 0, y: 0, width: 375, height: 812))
    }
    #expect(
      trace.record("A.viewDidAppear")?.state.safeAreaInsets == EdgeInsets(top: 88, bottom: 34))
  }

  /// A root view's insets become valid in the geometry phase, before the first layout bracket
  /// (seed003, GT-212, GT-218; docs/behaviour.md#c16); margins are notified first (GT-227,
  /// docs/behaviour.md#c18), so the first record reading the settled value is
  /// `viewLayoutMarginsDidChange`.
  @Test func rootInsetsBecomeValidBeforeLayout() throws {
    let trace = try Build.run(Build.scenario("iPhone X", ios: "11.0", root: Build.plain("A")))
    let valid = try #require(trace.validRecord(of: "A", .safeAreaInsets))
    #expect(valid.callback == .viewLayoutMarginsDidChange)
    let safeAreaCallback = try #require(trace.record("A.viewSafeAreaInsetsDidChange"))
    let firstLayout = try #require(trace.record("A.viewWillLayoutSubviews"))
    #expect(valid.seq < safeAreaCallback.seq && safeAreaCallback.seq < firstLayout.seq)
  }

  /// An explicitly framed subview is valid from its first `safeAreaInsetsDidChange`; a
  /// spec-laid one is first computed from its zero rect and becomes valid at its second
  /// notification, in layout pass 1 (docs/behaviour.md#epochs-and-validity,
  /// docs/behaviour.md#first-display).
  @Test func specLaidSubviewsBecomeValidAtTheirSecondNotification() throws {
    let trace = try Build.run(
      Build.scenario(
        "iPhone X", ios: "11.0",
        root: Build.plain(
          "A",
          subviews: [
            Build.view("framed", frame: Rect(x: 0, y: 0, width: 375, height: 812)),
            Build.view("laid", layout: .fill),
          ])))
    let framed = trace.records(of: "framed").filter { $0.callback == .safeAreaInsetsDidChange }
    #expect(framed.map(\.state.safeAreaInsets) == [EdgeInsets(top: 44, bottom: 34)])
    #expect(trace.validRecord(of: "framed", .safeAreaInsets)?.callback == .layoutMarginsDidChange)

    let laid = trace.records(of: "laid").filter { $0.callback == .safeAreaInsetsDidChange }
    #expect(
      laid.map(\.state.safeAreaInsets) == [EdgeInsets(top: 44), EdgeInsets(top: 44, bottom: 34)])
    let valid = try #require(trace.validRecord(of: "laid", .safeAreaInsets))
    let firstLayoutEnd = try #require(trace.record("A.viewDidLayoutSubviews"))
    #expect(valid.seq > firstLayoutEnd.seq)
  }

  /// Each property is marked valid once per observed object, at a record that carries it.
  @Test func everyObservedPropertyIsMarkedExactlyOnce() throws {
    let trace = try Build.run(
      Build.scenario(
        "iPhone X", ios: "11.0",
        root: Build.tabs(
          "T",
          [
            Build.navigation(
              "N",
              [
                Build.plain(
                  "A",
                  subviews: [
                    Build.view("v", layout: .safeArea)
                  ])
              ])
          ])))
    for object in trace.objects {
      let records = trace.records(of: object.name)
      guard !records.isEmpty else { continue }
      for property in TraceProperty.allCases {
        let carrying = records.filter { $0.state.properties.contains(property) }
        let marked = records.filter { $0.valid.contains(property) }
        #expect(marked.count == (carrying.isEmpty ? 0 : 1), "\(object.name).\(property)")
        if let mark = marked.first {
          #expect(mark.state.properties.contains(property))
          let final = try #require(trace.finalState(of: object.name))
          for later in carrying where later.seq >= mark.seq {
            #expect(
              later.state.safeAreaInsets == final.safeAreaInsets || property != .safeAreaInsets)
          }
        }
      }
    }
  }

  /// Profile 10 has no safe-area API: records omit `safeAreaInsets` and
  /// `adjustedContentInset`, and no safe-area callback is sent (docs/trace-formats.md#records,
  /// docs/behaviour.md#ios-versions).
  @Test func profile10RecordsNoSafeArea() throws {
    let table = ViewNode(
      .tableView(ScrollViewProperties(contentSize: Size(width: 375, height: 2000))), name: "table",
      placement: .layout(.fill))
    let trace = try Build.run(
      Build.scenario(
        "iPhone 7", ios: "10.3", root: Build.navigation("N", [Build.plain("A", subviews: [table])]))
    )
    #expect(!trace.records.contains { $0.state.safeAreaInsets != nil })
    #expect(!trace.records.contains { $0.state.adjustedContentInset != nil })
    #expect(!trace.records.contains { $0.callback == .safeAreaInsetsDidChange })
    #expect(trace.final("A").topLayoutGuide == 64)
  }

  // MARK: Computed, not coincidence

  /// On iPhone 8 the bottom guide reads 0 at `viewDidLoad`, out of the window, and 0 once
  /// computed in the window: it is valid where the engine computes it, as on iPhone X, not at
  /// `viewDidLoad` (docs/trace-formats.md#validity; GT-143, GT-221 for the provisional zeros).
  @Test func aProvisionalDefaultThatEqualsTheSettledValueIsNotValid() throws {
    for device in ["iPhone 8", "iPhone X"] {
      let trace = try Build.run(Build.scenario(device, ios: "11.0", root: Build.plain("A")))
      let loaded = try #require(trace.record("A.viewDidLoad"))
      #expect(loaded.state.bottomLayoutGuide == 0, "\(device)")
      let valid = try #require(trace.validRecord(of: "A", .bottomLayoutGuide), "\(device)")
      #expect(valid.callback == .viewLayoutMarginsDidChange, "\(device)")
      #expect(!loaded.valid.contains(.frame), "\(device): the frame loadView gave is provisional")
    }
  }

  /// A cancelled interactive pop loads the controller below (out of the window), shows it, then
  /// takes it out again: its frame at `viewDidLoad` equals the settled one, but only the record
  /// after its removal reads a value computed where it settles.
  @Test func aViewThatLeavesTheWindowIsValidFromItsRemoval() throws {
    var scenario = Build.scenario(
      "iPhone X", ios: "17.0", root: Build.navigation("N", [Build.plain("A"), Build.plain("B")]))
    scenario.events = [
      ScenarioEvent(
        at: 1, .interactivePop(navigationController: "N", completes: false, duration: nil))
    ]
    let trace = try Build.run(scenario)
    let loaded = try #require(trace.record("A.viewDidLoad", epoch: 1))
    let disappeared = try #require(trace.record("A.viewDidDisappear", epoch: 1))
    #expect(loaded.state.frame == disappeared.state.frame)
    #expect(trace.validRecord(of: "A", .frame, epoch: 1)?.seq == disappeared.seq)
  }
}
