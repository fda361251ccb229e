import Foundation
import LifecycleSim
import LifecycleSimTesting
import Testing

/// The assertions report through Swift Testing with messages that say what was expected, what
/// happened and what to do.
@Suite struct AssertionTests {
  private let trace: Trace

  init() throws {
    let scenario = Scenario(
      name: "plain", device: "iPhone X", ios: "11.0", root: ControllerNode(name: "Main"))
    trace = try Simulator(scenario).run()
  }

  @Test func aCorrectOrderPasses() {
    assertCallbackOrder(
      trace,
      [
        "Main.viewDidLoad", "Main.viewWillAppear", "Main.viewSafeAreaInsetsDidChange",
        "Main.viewDidAppear",
      ])
    assertCallbackOrder(
      trace, ["Main.viewWillAppear", "Main.viewDidAppear"], strict: true, epoch: 0)
  }

  @Test func aWrongOrderFailsWithTheExpectedList() {
    withKnownIssue {
      assertCallbackOrder(trace, ["Main.viewDidAppear", "Main.viewWillAppear"])
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        Callback order differs: "Main.viewWillAppear" occurs, but not after "Main.viewDidAppear".

        Expected, in this order:
          Main.viewDidAppear
          Main.viewWillAppear
        Check the name (Object.callback) against the trace, e.g. 'lifecycle-sim run SCENARIO'.
        """
      ]
    }
  }

  @Test func oneObjectsOrderCanNameCallbacksByType() {
    assertCallbackOrder(
      trace, of: "Main",
      [.viewDidLoad, .viewWillAppear, .viewSafeAreaInsetsDidChange, .viewDidAppear])
    withKnownIssue {
      assertCallbackOrder(trace, of: "Main", [.viewDidAppear, .viewWillAppear], strict: true)
    } matching: { issue in
      issue.comments.map(\.rawValue).first?.hasPrefix("Callback order differs (strict).") == true
    }
  }

  @Test func aMissingCallbackIsNamed() {
    withKnownIssue {
      assertCallbackOrder(trace, ["Main.viewDidLoad", "Main.viewWillTransition"])
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix(
        #"Callback order differs: "Main.viewWillTransition" never occurs."#) == true
    }
  }

  @Test func strictOrderShowsBothLists() {
    withKnownIssue {
      assertCallbackOrder(
        trace, ["Main.viewDidAppear", "Main.viewWillAppear"], strict: true)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        Callback order differs (strict).

        Expected:
          Main.viewDidAppear
          Main.viewWillAppear
        Actual (the same callbacks, in delivery order):
          Main.viewWillAppear
          Main.viewDidAppear
        """
      ]
    }
  }

  @Test func valuesAtACallbackPass() {
    assertValue(trace, at: "Main.viewWillAppear", \.safeAreaInsets, .zero)
    assertValue(trace, at: "Main.viewDidAppear", \.safeAreaInsets, EdgeInsets(top: 44, bottom: 34))
    assertValue(trace, at: "Main.viewWillLayoutSubviews", occurrence: 1, \.inWindow, true)
  }

  @Test func aWrongValueSaysWhatWasRead() {
    withKnownIssue {
      assertValue(
        trace, at: "Main.viewWillAppear", \.safeAreaInsets, EdgeInsets(top: 44, bottom: 34))
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        Main.viewWillAppear (seq 3) reads {0,0,0,0} where {44,0,34,0} was expected.

        (Expected: {44,0,34,0}, Actual: {0,0,0,0})
        """
      ]
    }
  }

  @Test func aMissingRecordIsReported() {
    withKnownIssue {
      assertValue(trace, at: "Main.viewIsAppearing", \.safeAreaInsets, .zero)
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix(
        #"No record "Main.viewIsAppearing" (occurrence 0) in the trace."#) == true
    }
  }

  @Test func validityFromTheRightCallbackPasses() {
    assertValid(trace, .safeAreaInsets, from: "Main.viewLayoutMarginsDidChange")
    assertValid(trace, .frame, from: "Main.viewLayoutMarginsDidChange", epoch: 0)
    assertValid(trace, .safeAreaInsets, from: "Main.view.layoutMarginsDidChange")
  }

  @Test func validityFromTooEarlyACallbackSaysTheValueCanStillChange() {
    withKnownIssue {
      assertValid(trace, .safeAreaInsets, from: "Main.viewWillAppear")
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        Main safeAreaInsets becomes valid at Main.viewLayoutMarginsDidChange (seq 6), not at \
        Main.viewWillAppear.

        An app reading it at Main.viewWillAppear (seq 3) can still see it change.
        """
      ]
    }
  }

  @Test func validityFromTooLateACallbackSaysItIsTrustedEarlier() {
    withKnownIssue {
      assertValid(trace, .safeAreaInsets, from: "Main.viewDidLayoutSubviews", occurrence: 1)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        Main safeAreaInsets becomes valid at Main.viewLayoutMarginsDidChange (seq 6), not at \
        Main.viewDidLayoutSubviews #2.

        It can already be trusted before Main.viewDidLayoutSubviews #2 (seq 13).
        """
      ]
    }
  }

  @Test func validityOfAnUnknownCallbackOrAPropertyNeverObserved() {
    withKnownIssue {
      assertValid(trace, .safeAreaInsets, from: "Main.viewDidAppear", epoch: 1)
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix(
        #"No record "Main.viewDidAppear" (occurrence 0) in epoch 1 in the trace."#) == true
    }
    withKnownIssue {
      assertValid(trace, .adjustedContentInset, from: "Main.viewDidAppear")
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix(
        "Main has no adjustedContentInset in epoch 0: no record of it reads one.") == true
    }
    withKnownIssue {
      assertValid(trace, .safeAreaInsets, from: "viewDidAppear")
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix(#""viewDidAppear" is not a callback name."#) == true
    }
  }

  /// A cancelled interactive pop shows List.view, then takes it away again: none of its reads
  /// in that epoch is the value it settles at.
  @Test func aValueThatChangesAfterItsLastReadIsNeverValid() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../traces/event-interactive-pop-iphone-x.scenario.json")
    let scenario = try Scenario.decode([UInt8](Data(contentsOf: file)), fileName: "pop")
    let trace = try Simulator(scenario).run()
    withKnownIssue {
      assertValid(trace, .safeAreaInsets, from: "List.view.layoutMarginsDidChange", epoch: 1)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        List.view safeAreaInsets never becomes valid in epoch 1, so it cannot be trusted from \
        List.view.layoutMarginsDidChange.

        No record of List.view in the epoch reads the value it settles at: it changed after the \
        last one (a cancelled transition, or an epoch cut short by the next event). Read it in \
        the epoch that settles it instead.
        """
      ]
    }
  }
}
