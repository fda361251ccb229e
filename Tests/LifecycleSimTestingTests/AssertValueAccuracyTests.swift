import LifecycleSim
import LifecycleSimTesting
import Testing

/// `assertValue` on fractional points, with an accuracy, and with names that are not in the
/// trace.
@Suite struct AssertValueAccuracyTests {
  /// iPhone 14 Pro on iOS 16: the navigation bar overlaps the Dynamic Island's status bar, so
  /// List reads 59 + 44 − 5.333 = 97.666… (GT-118, GT-121).
  private let trace: Trace

  init() throws {
    let scenario = Scenario(
      name: "island", device: "iPhone 14 Pro", ios: "16.0",
      root: ControllerNode(
        .navigationController(stack: [ControllerNode(name: "List")]), name: "Nav"))
    trace = try Simulator(scenario).run()
  }

  @Test func aFractionalValuePassesAsTheTracePrintsIt() throws {
    let read = try #require(trace.record("List.viewDidAppear")?.state.safeAreaInsets)
    #expect(read.top != 97.667, "the value itself is 97.666…")
    assertValue(
      trace, at: "List.viewDidAppear", \.safeAreaInsets, EdgeInsets(top: 97.667, bottom: 34))
    assertValue(
      trace, at: "List", .viewDidAppear, \.safeAreaInsets, EdgeInsets(top: 97.667, bottom: 34))
  }

  @Test func anAccuracyWidensOrNarrowsTheComparison() {
    assertValue(
      trace, at: "List.viewDidAppear", \.safeAreaInsets, EdgeInsets(top: 97.5, bottom: 34),
      accuracy: 0.2)
    withKnownIssue {
      assertValue(
        trace, at: "List.viewDidAppear", \.safeAreaInsets, EdgeInsets(top: 97.667, bottom: 34),
        accuracy: 0.000_01)
    } matching: { issue in
      // The rounded forms look equal, so the message shows every digit.
      issue.comments.first?.rawValue.hasPrefix(
        "List.viewDidAppear (seq "
      ) == true
        && issue.comments.first?.rawValue.contains("{97.66666666666") == true
        && issue.comments.first?.rawValue.contains("where {97.667,0.0,34.0,0.0} was expected")
          == true
    }
  }

  @Test func aValueThatDiffersIsReportedAsTheTracePrintsIt() {
    withKnownIssue {
      assertValue(
        trace, at: "List.viewDidAppear", \.safeAreaInsets, EdgeInsets(top: 98, bottom: 34))
    } matching: { issue in
      issue.comments.first?.rawValue.contains(
        "reads {97.667,0,34,0} where {98,0,34,0} was expected")
        == true
    }
  }

  @Test func anUnknownNameGetsTheClosestOne() {
    withKnownIssue {
      assertValue(trace, at: "List.viewDidApear", \.safeAreaInsets, .zero)
    } matching: { issue in
      issue.comments.first?.rawValue.contains(#"Did you mean "List.viewDidAppear"?"#) == true
    }
    withKnownIssue {
      assertValue(trace, at: "Lst.viewDidAppear", \.safeAreaInsets, .zero)
    } matching: { issue in
      issue.comments.first?.rawValue.contains(#"Did you mean "List.viewDidAppear"?"#) == true
    }
    withKnownIssue {
      assertValue(trace, at: "List.viewDidAppear", occurrence: 3, \.safeAreaInsets, .zero)
    } matching: { issue in
      issue.comments.first?.rawValue.contains("occurs 1 time: occurrences are 0 only.") == true
    }
  }

  @Test func validityWithATypedCallback() {
    assertValid(trace, .safeAreaInsets, from: "List", .viewLayoutMarginsDidChange)
  }
}
