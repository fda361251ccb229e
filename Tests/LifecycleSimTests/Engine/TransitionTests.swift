import LifecycleSim
import Testing

/// Transitions after first display (docs/behaviour.md#push-and-pop, #containment; R24–R27).
@Suite struct TransitionTests {
  private func appearance(_ trace: Trace, epoch: Int) -> [String] {
    let kept: Set<Callback> = [
      .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
      .willMove, .didMove,
    ]
    return trace.records.filter { $0.epoch == epoch && kept.contains($0.callback) }
      .map(\.qualifiedName)
  }

  private func scenario(
    _ device: String = "iPhone X", ios: String = "17.0", root: ControllerNode,
    _ events: [ScenarioEvent]
  ) -> Scenario {
    Scenario(name: "t", device: device, ios: ios, root: root, events: events)
  }

  /// R24: push A → B: `A.willDisappear, B.willAppear, A.didDisappear, B.didAppear` (GT-236);
  /// an animated push splits at t and t + 0.35 (OU-073); B loads at push time (OU-071).
  @Test func r24AnimatedPushSplitsAtTheDuration() throws {
    let trace = try Build.run(
      scenario(
        root: Build.navigation("N", [Build.plain("A")]),
        [
          ScenarioEvent(
            at: 1, .push(navigationController: "N", controller: Build.plain("B"), animated: true))
        ]))
    #expect(
      appearance(trace, epoch: 1) == [
        "B.willMove", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
        "A.viewDidDisappear", "B.viewDidAppear", "B.didMove",
      ])
    #expect(trace.record("B.viewWillAppear")?.time == .seconds(1))
    #expect(trace.record("A.viewDidDisappear")?.time == .seconds(1.35))
    #expect(trace.record("B.viewDidAppear")?.time == .seconds(1.35))
    #expect(trace.record("A.viewDidDisappear")?.state.safeAreaInsets == .zero)
    #expect(trace.epochs[1].end == .seconds(1.35))
    // The incoming controller gets one layout before viewDidAppear and one after (GT-238); the
    // outgoing one none (GT-239; docs/behaviour.md#c19).
    let layouts = trace.records.filter { $0.epoch == 1 && $0.callback == .viewWillLayoutSubviews }
    #expect(layouts.map(\.object) == ["B", "B"])
  }

  /// R24: pop B → A: `B.willDisappear, A.willAppear, B.didDisappear, A.didAppear` (GT-235,
  /// GT-236); A's insets notify again because it was out of the window.
  @Test func r24PopOrder() throws {
    let trace = try Build.run(
      scenario(
        root: Build.navigation("N", [Build.plain("A"), Build.plain("B")]),
        [ScenarioEvent(at: 1, .pop(navigationController: "N", animated: false))]))
    let names = appearance(trace, epoch: 1)
    #expect(
      names == [
        "B.willMove", "B.viewWillDisappear", "A.viewDidLoad", "A.viewWillAppear",
        "B.viewDidDisappear", "A.viewDidAppear", "B.didMove",
      ])
    #expect(trace.record("A.viewSafeAreaInsetsDidChange", epoch: 1) != nil)
  }

  /// R25: tab first display loads only the selected tab; a switch to a never-loaded tab gives
  /// `T2.viewDidLoad, T2.viewWillAppear, T1.viewWillDisappear, T1.viewDidDisappear,
  /// T2.viewDidAppear` (GT-244); switching back loads nothing (GT-245).
  @Test func r25TabSwitch() throws {
    let trace = try Build.run(
      scenario(
        root: Build.tabs("T", [Build.plain("T1"), Build.plain("T2")]),
        [
          ScenarioEvent(at: 1, .selectTab(tabBarController: "T", index: 1)),
          ScenarioEvent(at: 2, .selectTab(tabBarController: "T", index: 0)),
        ]))
    #expect(appearance(trace, epoch: 0).filter { $0.hasPrefix("T2") }.isEmpty)
    #expect(
      appearance(trace, epoch: 1) == [
        "T2.viewDidLoad", "T2.viewWillAppear", "T1.viewWillDisappear", "T1.viewDidDisappear",
        "T2.viewDidAppear",
      ])
    #expect(
      appearance(trace, epoch: 2) == [
        "T1.viewWillAppear", "T2.viewWillDisappear", "T2.viewDidDisappear", "T1.viewDidAppear",
      ])
  }

  /// R26: full-screen present: `A.willDisappear, B.willAppear, B.didAppear, A.didDisappear`
  /// (GT-248, OU-077: the presented didAppear before the presenter's didDisappear); dismiss:
  /// `B.willDisappear, A.willAppear, B.didDisappear, A.didAppear`.
  @Test func r26FullScreenPresentation() throws {
    let trace = try Build.run(
      scenario(
        root: Build.plain("A"),
        [
          ScenarioEvent(
            at: 1,
            .present(from: "A", controller: Build.plain("B"), style: .fullScreen, animated: true)),
          ScenarioEvent(at: 2, .dismiss(controller: "B", animated: true)),
        ]))
    #expect(
      appearance(trace, epoch: 1) == [
        "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear",
        "A.viewDidDisappear",
      ])
    #expect(
      appearance(trace, epoch: 2) == [
        "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear",
      ])
    #expect(trace.record("B.viewDidAppear")?.time == .seconds(1.5))
    #expect(
      trace.record("B.viewDidAppear")?.state.safeAreaInsets == EdgeInsets(top: 44, bottom: 34))
  }

  /// R26: a page sheet leaves the presenter silent (OU-076); the sheet reaches the bottom, so
  /// its insets are the home indicator only (docs/behaviour.md#presentation).
  @Test func r26PageSheetLeavesThePresenterSilent() throws {
    let trace = try Build.run(
      scenario(
        root: Build.plain("A"),
        [
          ScenarioEvent(
            at: 1, .present(from: "A", controller: Build.plain("S"), style: nil, animated: true)),
          ScenarioEvent(at: 2, .dismiss(controller: "S", animated: true)),
        ]))
    #expect(
      appearance(trace, epoch: 1) == ["S.viewDidLoad", "S.viewWillAppear", "S.viewDidAppear"])
    #expect(appearance(trace, epoch: 2) == ["S.viewWillDisappear", "S.viewDidDisappear"])
    #expect(trace.record("S.viewDidAppear")?.state.safeAreaInsets == EdgeInsets(bottom: 34))
  }

  /// The default style is full screen up to iOS 12 (GT-251).
  @Test(arguments: [("12.0", true), ("13.0", false)])
  func defaultStyleByVersion(ios: String, presenterDisappears: Bool) throws {
    let trace = try Build.run(
      scenario(
        "iPhone 8", ios: ios, root: Build.plain("A"),
        [
          ScenarioEvent(
            at: 1, .present(from: "A", controller: Build.plain("B"), style: nil, animated: false))
        ]))
    #expect((trace.record("A.viewWillDisappear") != nil) == presenterDisappears)
  }

  /// R27: rotation: `viewWillTransition` reads the old insets and goes parent before child
  /// (GT-260, GT-226); traits change on an iPhone (GT-256); the new insets come after.
  @Test func r27Rotation() throws {
    let trace = try Build.run(
      scenario(
        "iPhone X", ios: "11.0",
        root: Build.tabs("Tabs", [Build.navigation("Nav", [Build.plain("List")])]),
        [ScenarioEvent(at: 1, .rotate(.landscapeLeft))]))
    let transitions = trace.records.filter { $0.callback == .viewWillTransition }
    #expect(transitions.map(\.object) == ["Tabs", "Nav", "List"])
    #expect(transitions.last?.state.safeAreaInsets == EdgeInsets(top: 88, bottom: 83))
    #expect(transitions.last?.arguments.size == Size(width: 812, height: 375))
    assertBefore(trace, "List.viewWillTransition", "List.traitCollectionDidChange")
    #expect(
      trace.record("List.viewSafeAreaInsetsDidChange", epoch: 1)?.state.safeAreaInsets
        == EdgeInsets(top: 32, left: 44, bottom: 53, right: 44))
    #expect(trace.epochs[1].end == .seconds(1.3))
  }

  /// An iPad rotation changes the size, not the traits (GT-256).
  @Test func iPadRotationHasNoTraitChange() throws {
    let trace = try Build.run(
      scenario(
        "iPad (6th generation)", ios: "12.0", root: Build.plain("A"),
        [ScenarioEvent(at: 1, .rotate(.landscapeLeft))]))
    #expect(trace.record("A.viewWillTransition") != nil)
    #expect(trace.record("A.traitCollectionDidChange") == nil)
  }

  /// A navigation event aimed at a running transition waits for it; another event interrupts
  /// and truncates the running epoch (docs/behaviour.md#epochs-and-validity).
  @Test func queuedAndInterruptingEvents() throws {
    let trace = try Build.run(
      scenario(
        root: Build.navigation("N", [Build.plain("A")]),
        [
          ScenarioEvent(
            at: 1, .push(navigationController: "N", controller: Build.plain("B"), animated: true)),
          ScenarioEvent(at: 1.1, .pop(navigationController: "N", animated: true)),
          ScenarioEvent(
            at: 1.2, .setAdditionalSafeAreaInsets(controller: "N", insets: EdgeInsets(top: 1))),
        ]))
    #expect(
      trace.epochs.map(\.cause) == ["initialDisplay", "push", "setAdditionalSafeAreaInsets", "pop"])
    #expect(trace.epochs[1].truncated)
    #expect(trace.epochs[1].end == .seconds(1.2))
    #expect(trace.epochs[3].start == .seconds(1.35))
    #expect(trace.record("B.viewDidAppear")?.epoch == 1)
  }

  /// Every "will" is paired with its "did" or with a reversal (docs/behaviour.md#overview).
  @Test func appearanceCallbacksArePaired() throws {
    let trace = try Build.run(
      scenario(
        root: Build.tabs("T", [Build.navigation("N", [Build.plain("A")]), Build.plain("Other")]),
        [
          ScenarioEvent(
            at: 1, .push(navigationController: "N", controller: Build.plain("B"), animated: true)),
          ScenarioEvent(
            at: 2, .interactivePop(navigationController: "N", completes: false, duration: nil)),
          ScenarioEvent(at: 3, .selectTab(tabBarController: "T", index: 1)),
          ScenarioEvent(
            at: 4,
            .present(
              from: "Other", controller: Build.plain("M"), style: .fullScreen, animated: true)),
          ScenarioEvent(at: 5, .dismiss(controller: "M", animated: false)),
        ]))
    var states: [String: String] = [:]
    for record in trace.records {
      let previous = states[record.object]
      switch record.callback {
      case .viewWillAppear:
        #expect(
          previous == nil || previous == "disappeared" || previous == "disappearing",
          "\(record.seq)")
        states[record.object] = "appearing"
      case .viewDidAppear:
        #expect(previous == "appearing", "\(record.qualifiedName) at \(record.seq)")
        states[record.object] = "appeared"
      case .viewWillDisappear:
        #expect(previous == "appeared" || previous == "appearing", "\(record.seq)")
        states[record.object] = "disappearing"
      case .viewDidDisappear:
        #expect(previous == "disappearing", "\(record.qualifiedName) at \(record.seq)")
        states[record.object] = "disappeared"
      default:
        break
      }
    }
    #expect(!states.values.contains("appearing") && !states.values.contains("disappearing"))
  }

  /// Events that would break UIKit's rules are refused with the event named
  /// (docs/behaviour.md#events, issue 4 item 11): popping the root, presenting twice, dismissing
  /// what is not presented.
  @Test func rulesBreakingEventsAreRefused() {
    func problems(_ events: [ScenarioEvent]) -> [String] {
      do {
        _ = try Build.run(scenario(root: Build.navigation("N", [Build.plain("A")]), events))
        return []
      } catch {
        return error.diagnostics.map(\.description)
      }
    }
    #expect(
      problems([ScenarioEvent(at: 1, .pop(navigationController: "N", animated: true))]) == [
        "events[0].pop: at 1 s: N has only its root controller; UIKit does not pop the root; push a controller first, or remove the event"
      ])
    #expect(
      problems([
        ScenarioEvent(
          at: 1,
          .present(from: "A", controller: Build.plain("M1"), style: .fullScreen, animated: false)),
        ScenarioEvent(
          at: 2,
          .present(from: "A", controller: Build.plain("M2"), style: .fullScreen, animated: false)),
      ]) == [
        "events[1].present: at 2 s: A is already presenting M1; dismiss M1 first, or present from M1"
      ])
    #expect(
      problems([ScenarioEvent(at: 1, .dismiss(controller: "A", animated: true))]) == [
        "events[0].dismiss: at 1 s: A is not presented, so it cannot be dismissed; dismiss the controller a present event showed"
      ])
  }

  /// Presentations nest; over-full-screen and sheets leave what is below silent, and a sheet's
  /// own insets are the home indicator only (docs/behaviour.md#presentation).
  @Test func nestedPresentations() throws {
    let trace = try Build.run(
      scenario(
        root: Build.plain("A"),
        [
          ScenarioEvent(
            at: 1,
            .present(
              from: "A", controller: Build.plain("Sheet"), style: .pageSheet, animated: false)),
          ScenarioEvent(
            at: 2,
            .present(
              from: "Sheet", controller: Build.plain("Over"), style: .overFullScreen,
              animated: false)),
          ScenarioEvent(at: 3, .dismiss(controller: "Over", animated: false)),
          ScenarioEvent(at: 4, .dismiss(controller: "Sheet", animated: false)),
        ]))
    #expect(trace.records(of: "A").filter { $0.epoch > 0 }.isEmpty)
    #expect(
      appearance(trace, epoch: 2) == [
        "Over.viewDidLoad", "Over.viewWillAppear", "Over.viewDidAppear",
      ])
    #expect(trace.record("Sheet.viewDidAppear")?.state.safeAreaInsets == EdgeInsets(bottom: 34))
    #expect(
      trace.record("Over.viewDidAppear")?.state.safeAreaInsets == EdgeInsets(top: 44, bottom: 34))
    #expect(trace.final("Sheet").inWindow == false)
  }

  /// A pushed controller with `hidesBottomBarWhenPushed` hides the tab bar; its bottom inset is
  /// the home indicator's; popping brings the bar back (docs/behaviour.md#tab-bar,
  /// docs/behaviour.md#push-and-pop).
  @Test func hidesBottomBarWhenPushedAtRunTime() throws {
    var detail = Build.plain("Detail")
    detail.hidesBottomBarWhenPushed = true
    let trace = try Build.run(
      scenario(
        root: Build.tabs("Tabs", [Build.navigation("Nav", [Build.plain("List")])]),
        [
          ScenarioEvent(
            at: 1, .push(navigationController: "Nav", controller: detail, animated: false)),
          ScenarioEvent(at: 2, .pop(navigationController: "Nav", animated: false)),
        ]))
    #expect(
      trace.record("Detail.viewDidAppear")?.state.safeAreaInsets == EdgeInsets(top: 88, bottom: 34))
    #expect(
      trace.record("List.viewDidAppear", epoch: 2)?.state.safeAreaInsets
        == EdgeInsets(top: 88, bottom: 83))
    #expect(trace.final("Tabs.tabBar").hidden == false)
  }

  private func assertBefore(_ trace: Trace, _ first: String, _ second: String) {
    #expect((trace.record(first)?.seq ?? .max) < (trace.record(second)?.seq ?? .min))
  }

  /// The final block lists every object once, in tree order, then the controllers popped during
  /// the run in the order they left, each with its views (docs/trace-formats.md).
  @Test func poppedControllersEndTheFinalBlockOnceEach() throws {
    let detail = { (name: String) in
      Build.plain(
        name, subviews: [Build.view(name + "Label", frame: Rect(x: 0, y: 0, width: 10, height: 10))]
      )
    }
    let trace = try Build.run(
      scenario(
        root: Build.navigation("N", [Build.plain("A")]),
        [
          ScenarioEvent(
            at: 1, .push(navigationController: "N", controller: detail("B"), animated: false)),
          ScenarioEvent(at: 2, .pop(navigationController: "N", animated: false)),
          ScenarioEvent(
            at: 3, .push(navigationController: "N", controller: detail("C"), animated: false)),
          ScenarioEvent(
            at: 4, .push(navigationController: "N", controller: detail("D"), animated: false)),
          ScenarioEvent(at: 5, .pop(navigationController: "N", animated: false)),
          ScenarioEvent(at: 6, .pop(navigationController: "N", animated: false)),
        ]))
    let names = trace.finals.map(\.object)
    #expect(names.count == Set(names).count, "each object once")
    #expect(Set(names) == Set(trace.objects.map(\.name)), "every object")
    #expect(
      Array(names.suffix(9)) == [
        "B", "B.view", "BLabel", "D", "D.view", "DLabel", "C", "C.view", "CLabel",
      ])
    #expect(trace.final("BLabel").inWindow == false)
  }

  /// A push, a pop and a tab switch change which controller decides the status bar
  /// (docs/behaviour.md#status-bar: navigation tops and selected tabs; Apple:
  /// childForStatusBarHidden). On an iPhone SE hiding it drops the window's 20 pt, so the
  /// controller on top reads 44 under the navigation bar instead of 64 (GT-071, GT-072), and
  /// the outgoing controller, still in the window during the push, is told in that turn.
  @Test func transitionsHandTheStatusBarToTheControllerOnTop() throws {
    var hiding = Build.plain("B")
    hiding.prefersStatusBarHidden = true
    let pushed = try Build.run(
      scenario(
        "iPhone SE (3rd generation)", ios: "18.0", root: Build.navigation("N", [Build.plain("A")]),
        [ScenarioEvent(at: 1, .push(navigationController: "N", controller: hiding, animated: true))]
      ))
    #expect(pushed.final("statusBar").hidden == true)
    #expect(pushed.final("B").safeAreaInsets?.top == 44)
    #expect(
      pushed.record("A.viewSafeAreaInsetsDidChange", epoch: 1)?.state.safeAreaInsets?.top == 44)

    let popped = try Build.run(
      scenario(
        "iPhone SE (3rd generation)", ios: "18.0",
        root: Build.navigation("N", [Build.plain("A"), hiding]),
        [ScenarioEvent(at: 1, .pop(navigationController: "N", animated: false))]))
    #expect(popped.record("B.viewDidAppear", epoch: 0)?.state.safeAreaInsets?.top == 44)
    #expect(popped.final("statusBar").hidden == false)
    #expect(popped.final("A").safeAreaInsets?.top == 64)

    let swiped = try Build.run(
      scenario(
        "iPhone SE (3rd generation)", ios: "18.0",
        root: Build.navigation("N", [Build.plain("A"), hiding]),
        [ScenarioEvent(at: 1, .interactivePop(navigationController: "N", completes: true))]))
    #expect(swiped.final("statusBar").hidden == false)
    #expect(swiped.final("A").safeAreaInsets?.top == 64)

    let switched = try Build.run(
      scenario(
        "iPhone SE (3rd generation)", ios: "18.0",
        root: Build.tabs("T", [Build.plain("A"), hiding]),
        [ScenarioEvent(at: 1, .selectTab(tabBarController: "T", index: 1))]))
    #expect(switched.final("statusBar").hidden == true)
    #expect(switched.final("B").safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 49, right: 0))

    // iOS 26 keeps the top inset of a status bar hidden while the app runs (GT-070).
    let kept = try Build.run(
      scenario(
        "iPhone SE (3rd generation)", ios: "26.0", root: Build.navigation("N", [Build.plain("A")]),
        [
          ScenarioEvent(
            at: 1, .push(navigationController: "N", controller: hiding, animated: false))
        ]))
    #expect(kept.final("statusBar").hidden == true)
    let shown = try #require(kept.record("A.viewDidAppear", epoch: 0)?.state.safeAreaInsets?.top)
    #expect(kept.final("B").safeAreaInsets?.top == shown)
  }
}
