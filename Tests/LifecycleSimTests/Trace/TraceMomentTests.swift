import LifecycleSim
import Testing

/// `Trace.observation(of:at:)` and `value(of:_:at:)`: an object's state at its own callback,
/// at another object's, at the end of an epoch and of the run, with the reason when there is
/// none; values at the trace's resolution.
@Suite struct TraceMomentTests {
  /// A table in a navigation controller on iPhone X; Detail is pushed at t=1. Records: List's
  /// at 4–6, 13, 14, 22, 24, 33, 35, 37, 41, 50; table's at 15–18, 25–29 (epoch 0 only).
  let push: Trace
  /// iPhone 14 Pro on iOS 16: under a navigation bar List reads a top inset of 97.666….
  let island: Trace
  /// iOS 10: no safe area API.
  let iOS10: Trace

  init() throws {
    push = try Simulator(
      Scenario(
        name: "push-on-iphone-x", device: "iPhone X", ios: "13.0",
        root: .navigation(
          "Nav", [.controller("List", subviews: [.table("table", contentHeight: 2000)])]),
        events: [.at(1, .push(.controller("Detail"), on: "Nav"))])
    ).run()
    island = try Simulator(
      Scenario(
        name: "island", device: "iPhone 14 Pro", ios: "16.0",
        root: .navigation("Nav", [.controller("List")]))
    ).run()
    iOS10 = try Simulator(
      Scenario(
        name: "old", device: "iPhone 6", ios: "10.0",
        root: .navigation(
          "Nav", [.controller("List", subviews: [.table("table", contentHeight: 2000)])]))
    ).run()
  }

  private func failure<Value>(_ result: Result<Value, TraceQueryError>) -> TraceQueryError? {
    if case .failure(let error) = result { error } else { nil }
  }

  // MARK: Callbacks

  @Test func atItsOwnCallbackAnObjectShowsThatRecord() throws {
    let observed = try push.observation(of: "List", at: .callback("List.viewWillAppear")).get()
    #expect(observed.record?.seq == 6)
    #expect(observed.kind == .viewController)
    #expect(observed.state.safeAreaInsets == .zero)
    #expect(observed.state.inWindow == false)
  }

  @Test func atAnotherObjectsCallbackItShowsItsLatestRecordBefore() throws {
    // List.viewDidAppear is seq 37; table's latest record before it is layoutSubviews, 29.
    let observed = try push.observation(of: "table", at: .callback("List.viewDidAppear"))
      .get()
    #expect(observed.record?.seq == 29)
    #expect(observed.record?.qualifiedName == "table.layoutSubviews")
    #expect(observed.state.adjustedContentInset == EdgeInsets(top: 88, bottom: 34))
    #expect(
      push.state(of: "table", at: "List.viewDidAppear")?.contentOffset
        == Point(x: 0, y: -88))
    // Between table's two passes: List.viewWillLayoutSubviews #1 (22) sees the first one (18).
    #expect(
      push.state(of: "table", at: "List.viewWillLayoutSubviews")?.safeAreaInsets
        == EdgeInsets(top: 88))
    #expect(
      push.state(of: "table", at: "List.viewWillLayoutSubviews", occurrence: 1, epoch: 0)?
        .safeAreaInsets == EdgeInsets(top: 88, bottom: 34))
    // In epoch 1 table has no record: the trace last saw it in epoch 0.
    #expect(
      try push.observation(of: "table", at: .callback("List.viewDidDisappear")).get()
        .record?.seq == 29)
  }

  @Test func beforeItsFirstRecordAnObjectHasNoState() throws {
    let error = try #require(
      failure(push.observation(of: "table", at: .callback("List.viewDidLoad"))))
    #expect(error.reason == .notObservedYet)
    #expect(
      error.message == """
        table has no record at or before List.viewDidLoad (seq 5).

        The trace sees an object only at its own callbacks, and its first record is \
        table.layoutMarginsDidChange (seq 15): ask there or later.
        """)
    #expect(push.state(of: "table", at: "List.viewDidLoad") == nil)
  }

  // MARK: Epochs and the end of the run

  @Test func atTheEndOfAnEpochEachPropertyIsItsSettledValue() throws {
    let list = try push.observation(of: "List", at: .settled(epoch: 1)).get()
    #expect(list.record == nil)
    #expect(list.state.safeAreaInsets == .zero)
    #expect(list.state.inWindow == false)
    #expect(list.state.topLayoutGuide == 0)
    #expect(
      push.state(of: "List", at: .settled(epoch: 0))?.safeAreaInsets
        == EdgeInsets(top: 88, bottom: 34))
    // At the end of the run table is off screen, under Detail.
    #expect(push.state(of: "table", at: .final)?.inWindow == false)
    #expect(
      push.state(of: "table", at: .final) == push.finalState(of: "table")?.atTraceResolution)
    #expect(push.state(of: "Detail", at: .final)?.inWindow == true)
  }

  @Test func anEpochWithoutRecordsOfTheObjectSaysWhereToAsk() throws {
    let error = try #require(failure(push.observation(of: "table", at: .settled(epoch: 1))))
    #expect(error.reason == .notObservedInEpoch)
    #expect(
      error.message == """
        table has no record in epoch 1 (push(navigationController=Nav controller=Detail \
        animated=true)), so nothing of it settles there.

        An epoch settles only the objects it delivers callbacks to. Its latest earlier record is \
        in epoch 0: ask .settled(epoch: 0), or .final for the end of the run.
        """)
    let missing = try #require(failure(push.observation(of: "List", at: .settled(epoch: 4))))
    #expect(missing.reason == .noSuchEpoch)
    #expect(
      missing.message == """
        The trace has no epoch 4.

        Its epochs are 0 to 1: 0 is the first display, then one per scenario event that ran.
        """)
  }

  // MARK: Why there is no value

  @Test func aMisspelledObjectGetsTheClosestName() throws {
    let error = try #require(failure(push.observation(of: "tabel", at: .final)))
    #expect(error.reason == .unknownObject)
    #expect(error.message == "The trace has no object \"tabel\".\n\nDid you mean \"table\"?")
  }

  @Test func aControllerHasNoAdjustedContentInsetAndTheMessageNamesTheScrollViews() throws {
    let error = try #require(
      failure(push.value(of: "List", \.adjustedContentInset, at: .callback("List.viewDidAppear"))))
    #expect(error.reason == .notCarried)
    #expect(
      error.message == """
        List is a view controller; only scroll views have adjustedContentInset.

        The nearest in the trace: table.
        """)
    let hidden = try #require(failure(push.value(of: "List", \.hidden, at: .final)))
    #expect(
      hidden.message == """
        List is a view controller; only the status bar, the bars and the keyboard have hidden.

        The nearest in the trace: Nav.toolbar, Nav.navigationBar, statusBar.
        """)
  }

  @Test func iOS10HasNoSafeArea() throws {
    let safeArea = try #require(
      failure(iOS10.value(of: "List", \.safeAreaInsets, at: .callback("List.viewDidAppear"))))
    #expect(safeArea.reason == .notInProfile)
    #expect(
      safeArea.message == """
        iOS 10.0 (profile 10) has no safeAreaInsets: it came with iOS 11.

        Read a controller's topLayoutGuide and bottomLayoutGuide instead, or run the scenario on \
        iOS 11 or later.
        """)
    let adjusted = try #require(
      failure(iOS10.value(of: "table", \.adjustedContentInset, at: .final)))
    #expect(adjusted.reason == .notInProfile)
    #expect(
      adjusted.message == """
        iOS 10.0 (profile 10) has no adjustedContentInset: it came with iOS 11.

        Read a scroll view's contentInset instead (automaticallyAdjustsScrollViewInsets adds the \
        bars to it), or run the scenario on iOS 11 or later.
        """)
    #expect(try iOS10.value(of: "List", \.topLayoutGuide, at: .final).get() == 64)
  }

  @Test func aRecordWithoutTheValueSaysWhereItIsFirstRead() throws {
    let error = try #require(
      failure(push.value(of: "List", \.safeAreaInsets, at: .callback("List.loadView"))))
    #expect(error.reason == .noValue)
    #expect(
      error.message == """
        List reads no safeAreaInsets at List.loadView (seq 4).

        A record shows what the app can read then: before its view loads, a controller reads \
        nothing. It first reads one at List.viewDidLoad (seq 5).
        """)
  }

  // MARK: Names of records

  @Test func aViewAskedForAControllerCallbackGetsTheNearestControllerThatHasIt() throws {
    let error = try #require(
      failure(push.observation(of: "table", at: .callback("table.viewDidAppear"))))
    #expect(error.reason == .noSuchRecord)
    #expect(
      error.message == """
        No record "table.viewDidAppear" (occurrence 0) in the trace.

        table is a table view and gets no viewDidAppear; its callbacks are \
        layoutMarginsDidChange, safeAreaInsetsDidChange, adjustedContentInsetDidChange, \
        scrollViewDidChangeAdjustedContentInset, layoutSubviews. viewDidAppear goes to List, \
        Nav, Detail. Did you mean "List.viewDidAppear"?
        """)
  }

  /// In a tab bar controller, the table's own controller comes first, not the closest name
  /// (`Tabs` is closer to `table` as a string).
  @Test func aViewInTabsGetsItsOwnControllersCallback() throws {
    let tabs = try Simulator(
      Scenario(
        name: "tabs", device: "iPhone X", ios: "13.0",
        root: .tabs(
          "Tabs",
          [
            .navigation(
              "Nav", [.controller("List", subviews: [.table("table", contentHeight: 2000)])]),
            .controller("Settings"),
          ]))
    ).run()
    let message = tabs.missingRecordError("table.viewDidAppear", occurrence: 0, epoch: nil).message
    #expect(
      message.hasSuffix(
        "viewDidAppear goes to List, Nav, Tabs. Did you mean \"List.viewDidAppear\"?"))
  }

  @Test(arguments: [
    ("tabel.layoutSubviews", "table.layoutSubviews"),
    ("List.viewDidApear", "List.viewDidAppear"),
    ("Lst.viewDidAppear", "List.viewDidAppear"),
    ("Lsit.viewDidApear", "List.viewDidAppear"),
    ("table.layoutSubview", "table.layoutSubviews"),
  ])
  func aMisspelledPairGetsTheClosestExistingOne(typed: String, meant: String) {
    let message = push.missingRecordError(typed, occurrence: 0, epoch: nil).message
    #expect(
      message == "No record \"\(typed)\" (occurrence 0) in the trace.\n\nDid you mean \"\(meant)\"?"
    )
  }

  @Test func aNameFarFromAnyGetsWhatTheClosestObjectGetsOrAskToCheckIt() {
    #expect(
      push.missingRecordError("Lst.didSomething", occurrence: 0, epoch: 1).message == """
        No record "Lst.didSomething" (occurrence 0) in epoch 1 in the trace.

        Did you mean List? It gets viewWillDisappear, viewDidDisappear in epoch 1.
        """)
    #expect(
      push.missingRecordError("Zzz.viewDidAppear", occurrence: 0, epoch: nil).message == """
        No record "Zzz.viewDidAppear" (occurrence 0) in the trace.

        Check the name (Object.callback) against the trace, e.g. 'lifecycle-sim run SCENARIO'.
        """)
    #expect(
      push.missingRecordError("viewDidAppear", occurrence: 0, epoch: nil).message == """
        No record "viewDidAppear" (occurrence 0) in the trace.

        Write Object.callback, e.g. "List.viewDidAppear".
        """)
  }

  @Test func anExistingNameWithTooHighAnOccurrenceSaysHowManyThereAre() {
    #expect(
      push.missingRecordError("List.viewWillLayoutSubviews", occurrence: 5, epoch: 0).message
        == """
        No record "List.viewWillLayoutSubviews" (occurrence 5) in epoch 0 in the trace.

        List.viewWillLayoutSubviews occurs 2 times in epoch 0: occurrences are 0 to 1.
        """)
  }

  // MARK: Resolution

  /// The engine's 97.666… is 97.667 at the trace's resolution, in memory as after a trip
  /// through the text format; the record keeps every digit.
  @Test func valuesAreAtTheTracesResolution() throws {
    let exact = try #require(island.record("List.viewDidAppear")?.state.safeAreaInsets)
    #expect(exact.top != 97.667)
    #expect((exact.top - 97.667).magnitude < 0.001)
    let observed = try island.observation(of: "List", at: .callback("List.viewDidAppear"))
      .get()
    #expect(observed.state.safeAreaInsets == EdgeInsets(top: 97.667, bottom: 34))
    #expect(observed.exactState.safeAreaInsets == exact)
    #expect(observed.state.topLayoutGuide == 97.667)
    let reread = try Trace.parse(TraceFormat.text.renderBytes(island))
    for moment: TraceMoment in [.callback("List.viewDidAppear"), .settled(epoch: 0), .final] {
      #expect(
        reread.state(of: "List", at: moment) == island.state(of: "List", at: moment),
        "\(moment)")
    }
  }

  @Test func roundingKeepsWholeNumbersAndFlags() {
    let state = ObjectState(
      safeAreaInsets: EdgeInsets(top: 1.0 / 3, left: -0.0004, bottom: 2.0005, right: 7),
      frame: Rect(x: 0.1 + 0.2, y: 0, width: 375, height: 812), inWindow: true,
      contentOffset: Point(x: 0, y: -88.0004), topLayoutGuide: 20.000_000_1)
    let rounded = state.atTraceResolution
    #expect(rounded.safeAreaInsets == EdgeInsets(top: 0.333, left: 0, bottom: 2.001, right: 7))
    #expect(rounded.frame == Rect(x: 0.3, y: 0, width: 375, height: 812))
    #expect(rounded.contentOffset == Point(x: 0, y: -88))
    #expect(rounded.topLayoutGuide == 20)
    #expect(rounded.inWindow == true)
    #expect(rounded.layoutMargins == nil)
    #expect(rounded.atTraceResolution == rounded)
  }

  @Test func momentsDescribeThemselves() {
    #expect(TraceMoment.callback("List.viewDidAppear").description == "List.viewDidAppear")
    #expect(
      TraceMoment.callback("List.viewDidAppear", occurrence: 1, epoch: 2).description
        == "List.viewDidAppear #2 in epoch 2")
    #expect(TraceMoment.settled(epoch: 1).description == "the end of epoch 1")
    #expect(TraceMoment.final.description == "the end of the run")
  }
}
