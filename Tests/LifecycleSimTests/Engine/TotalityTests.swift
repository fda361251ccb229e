import LifecycleSim
import Testing

/// Event sequences that overlap transitions run as UIKit would or are refused with a located
/// error; none traps (issue 8).
@Suite struct TotalityTests {
  private func run(
    _ root: ControllerNode, _ events: [ScenarioEvent], device: String = "iPhone 8"
  ) throws -> Trace {
    try Simulator(Scenario(name: "t", device: device, ios: "17.0", root: root, events: events))
      .run()
  }

  private func appearance(_ trace: Trace, _ object: String) -> [String] {
    let kept: Set<Callback> = [
      .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
    ]
    return trace.records.filter { $0.object == object && kept.contains($0.callback) }
      .map { "\($0.callback.rawValue)@\($0.epoch)" }
  }

  /// A push onto a navigation controller that a full-screen presentation is covering changes the
  /// stack without appearance callbacks; the old top, which was disappearing under the
  /// presentation, ends its disappearance as it leaves; the pushed controller appears when the
  /// modal goes.
  @Test func pushUnderAFullScreenPresentationAppearsAtTheDismissal() throws {
    let trace = try run(
      Build.navigation("Nav", [Build.plain("List")]),
      [
        ScenarioEvent(
          at: 1,
          .present(
            from: "List", controller: Build.plain("Modal"), style: .fullScreen, animated: true)),
        ScenarioEvent(
          at: 1.1,
          .push(navigationController: "Nav", controller: Build.plain("Detail"), animated: false)),
        ScenarioEvent(at: 2, .dismiss(controller: "Modal", animated: false)),
      ])
    #expect(appearance(trace, "Detail") == ["viewWillAppear@3", "viewDidAppear@3"])
    #expect(
      appearance(trace, "List") == [
        "viewWillAppear@0", "viewDidAppear@0", "viewWillDisappear@1", "viewDidDisappear@2",
      ])
    #expect(trace.record("Detail.didMove")?.epoch == 2)
    #expect(trace.final("Detail").inWindow == true)
    #expect(trace.final("List").inWindow == false)
    #expect(AppearanceCheck.violations(in: trace).isEmpty)
  }

  /// A child added to the controller a cancelled interactive pop keeps gets no appearance
  /// callbacks while its parent is disappearing, and appears with its parent when the pop is
  /// cancelled.
  @Test func addChildDuringACancelledInteractivePopAppearsWithItsParent() throws {
    let trace = try run(
      Build.navigation("Nav", [Build.plain("A"), Build.plain("B")]),
      [
        ScenarioEvent(
          at: 1, .interactivePop(navigationController: "Nav", completes: false, duration: nil)),
        ScenarioEvent(
          at: 1.1,
          .addChild(parent: "B", controller: Build.plain("C"), containerView: nil, layout: .fill)),
      ])
    #expect(appearance(trace, "C") == ["viewWillAppear@1", "viewDidAppear@1"])
    #expect(trace.record("C.viewWillAppear")?.time == .seconds(1.35))
    #expect(trace.final("C").inWindow == true)
    #expect(AppearanceCheck.violations(in: trace).isEmpty)
  }

  /// Two interactive pops at once, on a navigation controller and on the one whose stack holds
  /// it: a user makes one edge swipe at a time, so the second is refused with its location.
  @Test func aSecondInteractivePopAtTheSameInstantIsRefused() throws {
    let inner = Build.navigation("Inner", [Build.plain("A"), Build.plain("B")])
    let outer = Build.navigation("Outer", [Build.plain("X"), inner])
    let location = TextLocation(line: 9, column: 5)
    #expect {
      _ = try run(
        outer,
        [
          ScenarioEvent(
            at: 1, .interactivePop(navigationController: "Inner", completes: false, duration: nil)),
          ScenarioEvent(
            at: 1, .interactivePop(navigationController: "Outer", completes: false, duration: nil),
            location: location),
        ])
    } throws: { error in
      guard let error = error as? ScenarioError, error.diagnostics.count == 1 else { return false }
      let diagnostic = error.diagnostics[0]
      return diagnostic.location == location && diagnostic.path == "events[1].interactivePop"
        && diagnostic.message.contains("interactive") && diagnostic.fix != nil
    }
  }

  /// A tab switch under a full-screen presentation that is still animating changes the
  /// selection only; the new tab appears when the modal is dismissed (it trapped there before).
  @Test func tabSwitchUnderAFullScreenPresentationAppearsAtTheDismissal() throws {
    let trace = try run(
      Build.tabs("Tabs", [Build.plain("T1"), Build.plain("T2")]),
      [
        ScenarioEvent(
          at: 1,
          .present(from: "T1", controller: Build.plain("Modal"), style: .fullScreen, animated: true)
        ),
        ScenarioEvent(at: 1.1, .selectTab(tabBarController: "Tabs", index: 1)),
        ScenarioEvent(at: 2, .dismiss(controller: "Modal", animated: true)),
      ])
    #expect(appearance(trace, "T2") == ["viewWillAppear@3", "viewDidAppear@3"])
    #expect(trace.final("T1").inWindow == false)
    #expect(AppearanceCheck.violations(in: trace).isEmpty)
  }

  /// A controller inside a presented controller that is being dismissed cannot present: the
  /// event is refused instead of leaving a presentation without its presenter.
  @Test func presentingFromAControllerBeingDismissedIsRefused() throws {
    let modal = ControllerNode(name: "Modal", children: [ChildEmbedding(Build.plain("Inside"))])
    #expect {
      _ = try run(
        Build.plain("Root"),
        [
          ScenarioEvent(
            at: 1, .present(from: "Root", controller: modal, style: .fullScreen, animated: false)),
          ScenarioEvent(at: 2, .dismiss(controller: "Modal", animated: true)),
          ScenarioEvent(
            at: 2.1,
            .present(from: "Inside", controller: Build.plain("Late"), style: nil, animated: true)),
        ])
    } throws: { error in
      let diagnostics = (error as? ScenarioError)?.diagnostics ?? []
      return diagnostics.map(\.path) == ["events[2].present"]
        && diagnostics[0].message.contains("being presented or dismissed")
    }
  }

  /// Durations the virtual clock cannot hold are refused before the run (the validator checks
  /// scenarios built in code too), never converted with a trap.
  @Test func outOfRangeDurationsAreRefused() throws {
    #expect {
      _ = try run(
        Build.navigation("Nav", [Build.plain("A"), Build.plain("B")]),
        [
          ScenarioEvent(
            at: 1, .interactivePop(navigationController: "Nav", completes: true, duration: 1e300)),
          ScenarioEvent(at: 2, .showKeyboard(height: .points(300), duration: -.infinity)),
          ScenarioEvent(at: 3, .hideKeyboard(duration: .nan)),
        ])
    } throws: { error in
      let diagnostics = (error as? ScenarioError)?.diagnostics ?? []
      return diagnostics.count == 3
        && diagnostics.allSatisfy {
          $0.message.contains("a duration must lie between 0 and 1000000 seconds")
        }
    }
  }

  /// Converting seconds to the clock's microseconds never traps: it saturates, and NaN is 0.
  @Test func durationConversionIsTotal() {
    #expect(SimDuration.seconds(0.35).microseconds == 350_000)
    #expect(SimDuration.seconds(1e300).microseconds == .max)
    #expect(SimDuration.seconds(-.infinity).microseconds == .min)
    #expect(SimDuration.seconds(.nan).microseconds == 0)
    #expect(SimInstant.seconds(9_300_000_000_000).microseconds == .max)
  }
}
