import Testing

@testable import LifecycleSim

/// The `dismissDrag` event (docs/behaviour.md#interactive-dismissal): the callback order at the
/// drag's start and end (WEB-978, WEB-988, WEB-989; C74), the presenter left alone (OU-076,
/// WEB-990), `isModalInPresentation` (WEB-979; C89), and the refusals.
@Suite struct InteractiveDismissalTests {
  private static let tracked: Set<Callback> = [
    .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
    .presentationControllerWillDismiss, .presentationControllerDidDismiss,
    .presentationControllerDidAttemptToDismiss,
  ]

  /// Presents `SheetNav` (a navigation controller around `Sheet`) from `List` in a navigation
  /// controller without animation at 1 s, then runs `events`.
  private func run(
    device: String = "iPhone 14", ios: String = "17.0", style: PresentationStyle? = nil,
    sheetModal: Bool = false, _ events: [ScenarioEvent]
  ) throws(ScenarioError) -> Trace {
    var content = Build.plain("Sheet")
    content.isModalInPresentation = sheetModal
    var scenario = Build.scenario(
      device, ios: ios, root: Build.navigation("Nav", [Build.plain("List")]))
    scenario.events =
      [
        ScenarioEvent(
          at: 1,
          .present(
            from: "List", controller: Build.navigation("SheetNav", [content]), style: style,
            animated: false))
      ] + events
    return try Build.run(scenario)
  }

  /// The tracked callbacks of `epoch`, in order, each after its time in milliseconds.
  private func callbacks(_ trace: Trace, epoch: Int) -> [String] {
    trace.records.filter { $0.epoch == epoch && Self.tracked.contains($0.callback) }
      .map { "\($0.time.microseconds / 1000) \($0.qualifiedName)" }
  }

  /// What running `events` reports; none when it runs.
  private func problems(
    device: String = "iPhone 14", ios: String = "17.0", style: PresentationStyle? = nil,
    _ events: [ScenarioEvent]
  ) -> [String] {
    do {
      _ = try run(device: device, ios: ios, style: style, events)
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  /// WEB-988: at the drag's start the sheet's controllers get `viewWillDisappear`, then the
  /// delegate's `presentationControllerWillDismiss` (WEB-978; C74); cancelled, they get
  /// `viewWillAppear` and `viewDidAppear` again and no `viewDidDisappear`; the presenter under
  /// the page sheet gets nothing (OU-076, WEB-990).
  @Test func aCancelledDragReappearsWithoutViewDidDisappear() throws {
    let trace = try run([.at(2, .dismissDrag("SheetNav", completes: false))])
    #expect(
      callbacks(trace, epoch: 2) == [
        "2000 SheetNav.viewWillDisappear", "2000 Sheet.viewWillDisappear",
        "2000 SheetNav.presentationControllerWillDismiss",
        "2500 SheetNav.viewWillAppear", "2500 Sheet.viewWillAppear",
        "2500 SheetNav.viewDidAppear", "2500 Sheet.viewDidAppear",
      ])
    #expect(trace.records.filter { $0.epoch == 2 && $0.object.hasPrefix("List") }.isEmpty)
    #expect(trace.final("SheetNav").inWindow == true)
    #expect(trace.final("SheetNav").frame == Rect(x: 0, y: 57, width: 390, height: 787))
  }

  /// WEB-978, WEB-989: a drag that completes ends as a dismissal does, then the delegate's
  /// `presentationControllerDidDismiss`; the sheet leaves the window, the presenter gets
  /// nothing.
  @Test func aCompletedDragDismissesTheSheet() throws {
    let trace = try run([.at(2, .dismissDrag("SheetNav", completes: true, duration: 0.3))])
    #expect(
      callbacks(trace, epoch: 2) == [
        "2000 SheetNav.viewWillDisappear", "2000 Sheet.viewWillDisappear",
        "2000 SheetNav.presentationControllerWillDismiss",
        "2300 SheetNav.viewDidDisappear", "2300 Sheet.viewDidDisappear",
        "2300 SheetNav.presentationControllerDidDismiss",
      ])
    #expect(trace.final("SheetNav").inWindow == false)
    #expect(trace.records.filter { $0.epoch == 2 && $0.object.hasPrefix("List") }.isEmpty)
  }

  /// WEB-979: `isModalInPresentation` on the shown child refuses the drag: the delegate's
  /// `presentationControllerDidAttemptToDismiss` only (the children count, C89).
  @Test func isModalInPresentationRefusesTheDrag() throws {
    let trace = try run(sheetModal: true, [.at(2, .dismissDrag("SheetNav", completes: true))])
    #expect(
      callbacks(trace, epoch: 2) == ["2000 SheetNav.presentationControllerDidAttemptToDismiss"])
    #expect(trace.final("SheetNav").inWindow == true)
  }

  /// An iPad form sheet on 26 is dragged the same way; the drag's order does not depend on the
  /// device.
  @Test func anIPadFormSheetCancelsTheSameWay() throws {
    let trace = try run(
      device: "iPad (A16)", ios: "26.0", style: .formSheet,
      [.at(2, .dismissDrag("SheetNav", completes: false))])
    #expect(
      callbacks(trace, epoch: 2).map { $0.split(separator: " ")[1] } == [
        "SheetNav.viewWillDisappear", "Sheet.viewWillDisappear",
        "SheetNav.presentationControllerWillDismiss", "SheetNav.viewWillAppear",
        "Sheet.viewWillAppear", "SheetNav.viewDidAppear", "Sheet.viewDidAppear",
      ])
    #expect(trace.final("SheetNav").frame == Rect(x: 120, y: 260, width: 580, height: 650))
  }

  /// An event aimed at the sheet during the drag waits for its end, as after a dismissal.
  @Test func aDismissDuringTheDragWaits() throws {
    let trace = try run([
      .at(2, .dismissDrag("SheetNav", completes: false)),
      .at(2.1, .dismiss(controller: "SheetNav")),
    ])
    let epoch = try #require(trace.epochs.first { $0.cause == "dismiss" })
    #expect(epoch.start == .seconds(2.5))
    #expect(trace.final("SheetNav").inWindow == false)
  }

  // MARK: Depth and scale

  /// Navigation controllers nested 20 deep in the sheet, `isModalInPresentation` on the
  /// innermost controller: the drag is refused (C89); without it every one of the 21 shown
  /// controllers gets `viewWillDisappear` and, cancelled, `viewDidAppear` again.
  @Test func aDeepSheetIsWalkedWhole() throws {
    func sheet(modal: Bool) -> ControllerNode {
      var node = Build.plain("Leaf")
      node.isModalInPresentation = modal
      for level in stride(from: 20, through: 1, by: -1) {
        node = Build.navigation(level == 1 ? "Deep" : "N\(level)", [node])
      }
      return node
    }
    func trace(modal: Bool) throws -> Trace {
      var scenario = Build.scenario("iPhone 14", ios: "17.0", root: Build.plain("Main"))
      scenario.events = [
        .at(1, .present(sheet(modal: modal), from: "Main")),
        .at(2, .dismissDrag("Deep", completes: false)),
      ]
      return try Build.run(scenario)
    }
    let refused = try trace(modal: true)
    #expect(
      refused.records.filter { $0.epoch == 2 }.map(\.callback) == [
        .presentationControllerDidAttemptToDismiss
      ])
    let cancelled = try trace(modal: false).records.filter { $0.epoch == 2 }
    #expect(cancelled.filter { $0.callback == .viewWillDisappear }.count == 21)
    #expect(cancelled.filter { $0.callback == .viewDidAppear }.count == 21)
    #expect(cancelled.filter { $0.callback == .viewDidDisappear }.isEmpty)
  }

  /// A drag's records grow with the controllers the sheet shows, not with the presenter's
  /// tree: 10×, then 100× the presenter's children record what one does (count work, not time).
  @Test func aDragDoesNotWalkThePresentersTree() throws {
    func records(_ children: Int) throws -> Int {
      var root = Build.plain("Main")
      root.children = (0..<children).map {
        ChildEmbedding(Build.plain("C\($0)"))
      }
      var scenario = Build.scenario("iPhone 14", ios: "17.0", root: root)
      scenario.events = [
        .at(1, .present(Build.plain("Sheet"), from: "Main")),
        .at(2, .dismissDrag("Sheet", completes: false)),
        .at(3, .dismissDrag("Sheet", completes: true)),
      ]
      return try Build.run(scenario).records.filter { $0.epoch >= 2 }.count
    }
    let one = try records(1)
    #expect(try records(10) == one)
    #expect(try records(100) == one)
  }

  // MARK: Refusals

  @Test func aFullScreenPresentationCannotBeDragged() {
    let found = problems(style: .fullScreen, [.at(2, .dismissDrag("SheetNav", completes: false))])
    #expect(
      found == [
        "events[1].dismissDrag.controller: SheetNav is presented fullScreen, which the user"
          + " cannot drag down; present it as a sheet (\"pageSheet\" or \"formSheet\"), or use"
          + " \"dismiss\""
      ])
  }

  @Test func aControllerNotPresentedCannotBeDragged() {
    let found = problems([.at(2, .dismissDrag("List", completes: false))])
    #expect(found.first?.contains("List is not shown by a present event") == true)
  }

  @Test func theDragNeedsIOS13() {
    let found = problems(
      device: "iPad Air 2", ios: "12.0", style: .formSheet,
      [
        .at(2, .dismissDrag("SheetNav", completes: false))
      ])
    #expect(
      found.first?.contains("a sheet is dragged down to dismiss it from iOS 13") == true)
  }

  @Test func isModalInPresentationNeedsIOS13() throws {
    var node = Build.plain("Main")
    node.isModalInPresentation = true
    let scenario = Build.scenario("iPhone 8", ios: "12.0", root: node)
    do {
      _ = try Build.run(scenario)
      Issue.record("ran")
    } catch {
      #expect(
        error.diagnostics.map(\.description) == [
          "root.isModalInPresentation: isModalInPresentation needs iOS 13 or later; this"
            + " scenario uses iOS 12.0; use \"ios\": \"13.0\" or later, or remove"
            + " \"isModalInPresentation\""
        ])
    }
  }

  // MARK: The format

  @Test func theEventAndTheKeyDecodeAndEncode() throws {
    let text = """
      { "format": "lifecycle-scenario/1", "name": "t", "device": "iPhone 14", "ios": "17.0",
        "root": { "viewController": { "name": "Main" } },
        "events": [
          { "at": 1, "present": { "from": "Main",
            "controller": { "viewController": { "name": "Sheet", "isModalInPresentation": true } } } },
          { "at": 2, "dismissDrag": { "controller": "Sheet", "completes": false, "duration": 0.4 } } ] }
      """
    let scenario = try Scenario.decode(Array(text.utf8))
    #expect(scenario.events[1].action == .dismissDrag("Sheet", completes: false, duration: 0.4))
    guard case .present(_, let sheet, _, _, _, _) = scenario.events[0].action else {
      Issue.record("not a present event")
      return
    }
    #expect(sheet.isModalInPresentation)
    #expect(try Scenario.decode(scenario.jsonBytes()) == scenario)
  }

  @Test func completesIsRequired() {
    let text = """
      { "format": "lifecycle-scenario/1", "name": "t", "device": "iPhone 14", "ios": "17.0",
        "root": { "viewController": { "name": "Main" } },
        "events": [ { "at": 2, "dismissDrag": { "controller": "Main" } } ] }
      """
    do {
      _ = try Scenario.decode(Array(text.utf8))
      Issue.record("decoded")
    } catch {
      #expect(
        error.diagnostics.contains {
          $0.description.contains("events[0].dismissDrag") && $0.description.contains("completes")
        })
    }
  }
}
