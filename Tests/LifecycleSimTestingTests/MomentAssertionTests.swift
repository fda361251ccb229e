import LifecycleSim
import LifecycleSimTesting
import Testing

/// `assertValue(trace, of:at:…)`: what an object shows at another object's callback, at the
/// end of an epoch or of the run, compared at the trace's resolution, with failures that say
/// what was read, or why nothing was.
@Suite struct MomentAssertionTests {
  /// A table in a navigation controller on iPhone X; Detail is pushed at t=1 (seq 37 is
  /// List.viewDidAppear; table's last record before it, seq 29, is table.layoutSubviews).
  let trace: Trace

  init() throws {
    trace = try Simulator(
      Scenario(
        name: "push-on-iphone-x", device: "iPhone X", ios: "13.0",
        root: .navigation(
          "Nav", [.controller("List", subviews: [.table("table", contentHeight: 2000)])]),
        events: [.at(1, .push(.controller("Detail"), on: "Nav"))])
    ).run()
  }

  @Test func anObjectsValueAtAnotherObjectsCallbackPasses() {
    assertValue(
      trace, of: "table", at: "List.viewDidAppear", \.adjustedContentInset,
      EdgeInsets(top: 88, bottom: 34))
    assertValue(trace, of: "table", at: "List.viewDidAppear", \.contentOffset, Point(x: 0, y: -88))
    // List.viewWillLayoutSubviews #1 comes between table's first and second pass.
    assertValue(
      trace, of: "table", at: "List.viewWillLayoutSubviews", \.safeAreaInsets, EdgeInsets(top: 88))
    assertValue(
      trace, of: "table", at: "List.viewWillLayoutSubviews", occurrence: 1, epoch: 0,
      \.safeAreaInsets, EdgeInsets(top: 88, bottom: 34))
    assertValue(trace, of: "List", at: .settled(epoch: 0), \.topLayoutGuide, 88)
    assertValue(trace, of: "List", at: .settled(epoch: 1), \.safeAreaInsets, .zero)
    assertValue(trace, of: "Detail", at: .final, \.inWindow, true)
  }

  @Test func aWrongValueAtAnotherObjectsCallbackNamesTheRecordItCameFrom() {
    withKnownIssue {
      assertValue(trace, of: "table", at: "List.viewDidAppear", \.adjustedContentInset, .zero)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        table at List.viewDidAppear (seq 37; its latest record is table.layoutSubviews, seq 29) \
        reads {88,0,34,0} where {0,0,0,0} was expected.

        (Expected: {0,0,0,0}, Actual: {88,0,34,0})
        """
      ]
    }
  }

  @Test func aWrongSettledValueNamesTheEpoch() {
    withKnownIssue {
      assertValue(
        trace, of: "List", at: .settled(epoch: 1), \.safeAreaInsets, EdgeInsets(top: 88, bottom: 34)
      )
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        List at the end of epoch 1 reads {0,0,0,0} where {88,0,34,0} was expected.

        (Expected: {88,0,34,0}, Actual: {0,0,0,0})
        """
      ]
    }
  }

  /// The "reads nothing" of a controller's adjustedContentInset says that only scroll views
  /// have it, and names the nearest.
  @Test func aPropertyTheObjectCannotHaveSaysWhy() {
    withKnownIssue {
      assertValue(trace, at: "List.viewDidAppear", \.adjustedContentInset, .zero)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        List is a view controller; only scroll views have adjustedContentInset.

        The nearest in the trace: table.
        """
      ]
    }
  }

  @Test func validityOfAPropertyTheObjectCannotHaveSaysWhy() {
    withKnownIssue {
      assertValid(trace, .adjustedContentInset, from: "List.viewDidAppear")
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        List has no adjustedContentInset in epoch 0: no record of it reads one.

        List is a view controller; only scroll views have adjustedContentInset.

        The nearest in the trace: table.
        """
      ]
    }
  }

  @Test func aControllerCallbackAskedOfAViewSuggestsTheNearestController() {
    withKnownIssue {
      assertValue(trace, at: "table.viewDidAppear", \.adjustedContentInset, .zero)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        No record "table.viewDidAppear" (occurrence 0) in the trace.

        table is a table view and gets no viewDidAppear; its callbacks are \
        layoutMarginsDidChange, safeAreaInsetsDidChange, adjustedContentInsetDidChange, \
        scrollViewDidChangeAdjustedContentInset, layoutSubviews. viewDidAppear goes to List, \
        Nav, Detail. Did you mean "List.viewDidAppear"?
        """
      ]
    }
  }

  @Test func anObjectNotYetObservedSaysWhereItIsFirst() {
    withKnownIssue {
      assertValue(trace, of: "table", at: "List.viewDidLoad", \.safeAreaInsets, .zero)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        table has no record at or before List.viewDidLoad (seq 5).

        The trace sees an object only at its own callbacks, and its first record is \
        table.layoutMarginsDidChange (seq 15): ask there or later.
        """
      ]
    }
  }

  @Test func iOS10SaysItHasNoSafeArea() throws {
    let old = try Simulator(
      Scenario(name: "old", device: "iPhone 6", ios: "10.0", root: .controller("Main"))
    ).run()
    assertValue(old, of: "Main", at: .final, \.topLayoutGuide, 20)
    withKnownIssue {
      assertValue(old, at: "Main.viewDidAppear", \.safeAreaInsets, .zero)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        iOS 10.0 (profile 10) has no safeAreaInsets: it came with iOS 11.

        Read a controller's topLayoutGuide and bottomLayoutGuide instead, or run the scenario on \
        iOS 11 or later.
        """
      ]
    }
  }

  /// iPhone 14 Pro on iOS 16: 97.666… passes as 97.667 at every moment; with an accuracy
  /// finer than the trace's, the failure prints every digit rather than two equal texts.
  @Test func fractionalValuesCompareAtTheTracesResolution() throws {
    let island = try Simulator(
      Scenario(
        name: "island", device: "iPhone 14 Pro", ios: "16.0",
        root: .navigation("Nav", [.controller("List", subviews: [.view("content")])]))
    ).run()
    let expected = EdgeInsets(top: 97.667, bottom: 34)
    assertValue(island, of: "content", at: "List.viewDidAppear", \.safeAreaInsets, expected)
    assertValue(island, of: "List", at: .settled(epoch: 0), \.safeAreaInsets, expected)
    assertValue(island, of: "List", at: .final, \.topLayoutGuide, 97.667)
    #expect(island.state(of: "List", at: .final)?.safeAreaInsets == expected)
    let exact = try #require(island.finalState(of: "List")?.safeAreaInsets?.top)
    withKnownIssue {
      assertValue(island, of: "List", at: .final, \.safeAreaInsets, expected, accuracy: 1e-6)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        List at the end of the run reads {\(exact),0.0,34.0,0.0} where {97.667,0.0,34.0,0.0} \
        was expected (accuracy 1e-06).

        (Expected: {97.667,0.0,34.0,0.0}, Actual: {\(exact),0.0,34.0,0.0})
        """
      ]
    }
  }
}
