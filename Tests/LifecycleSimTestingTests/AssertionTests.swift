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
      ["Main.viewDidLoad", "Main.viewWillAppear", "Main.viewSafeAreaInsetsDidChange", "Main.viewDidAppear"])
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
      assertValue(trace, at: "Main.viewWillAppear", \.safeAreaInsets, EdgeInsets(top: 44, bottom: 34))
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
}
