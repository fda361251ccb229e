import Foundation
import Testing

@testable import LifecycleSimCLI

/// `run --format changes`: the view for people.
@Suite struct ChangesViewTests {
  @Test func onlyChangesWithValidityNextToTheValue() {
    let result = runCLI([
      "run", scenarioPath("seed003-iphone-x-tab-nav-portrait"), "-f", "changes", "--object",
      "List", "--property", "safeAreaInsets,bottomLayoutGuide",
    ])
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        # seed003-iphone-x-tab-nav-portrait: changes since each object's previous record; \
        ✓ valid from here (--format text is the complete trace)
        # iPhone X · iOS 11.0 (profile 11) · portrait 375x812 · leftToRight
        # quirks: the profile's defaults

        epoch 0 initialDisplay
          seq  t  object  callback                        changes
            7  0  List    loadView
            8  0  List    viewDidLoad                     safeAreaInsets {0,0,0,0} · bottomLayoutGuide 0
            9  0  List    viewWillAppear(animated=false)
           20  0  List    viewLayoutMarginsDidChange      safeAreaInsets {88,0,83,0} ✓ · bottomLayoutGuide 83 ✓
           21  0  List    viewSafeAreaInsetsDidChange
           32  0  List    viewWillLayoutSubviews
           34  0  List    viewDidLayoutSubviews
           46  0  List    viewWillLayoutSubviews
           48  0  List    viewDidLayoutSubviews
           51  0  List    viewDidAppear(animated=false)

        """)
  }

  /// The header names only the switches a scenario turned away from the profile's defaults.
  @Test func theHeaderListsOnlyTheSwitchesThatDiffer() {
    let result = runCLI([
      "run", scenarioPath("seed001-eight-rows-seed001-variant"), "--format", "changes",
      "--object", "Row5",
    ])
    let header = result.stdout.split(separator: "\n").prefix(3)
    #expect(
      header.last
        == "# quirk seed001AASVIFalseSuppressesFirstScrollView on (the profile's default is off)")
    #expect(header.filter { $0.hasPrefix("# quirk") }.count == 1)
  }

  @Test(arguments: [
    (["--object", "Lsit"], "Error: no object 'Lsit' in the trace. Did you mean 'List'?"),
    (["--property", "safeArea"], "Did you mean 'safeAreaInsets'?"),
  ])
  func badChoicesGetTheClosestName(arguments: [String], message: String) {
    let result = runCLI(
      ["run", scenarioPath("seed003-iphone-x-tab-nav-portrait"), "-f", "changes"] + arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  /// A filter that would print no record is an error with what would: a bar has only a final
  /// record, and a controller's records carry no content inset.
  @Test(arguments: [
    (
      ["--object", "Nav.navigationBar"],
      "Error: 'Nav.navigationBar' has no records: it gets no callbacks",
      "objects with records near it: 'Nav', 'Nav.view'"
    ),
    (
      ["--object", "List", "--property", "adjustedContentInset"],
      "Error: no record of List carries adjustedContentInset.",
      "Its records carry: safeAreaInsets, frame, inWindow, layoutMargins"
    ),
    (
      ["--object", "List,Tabs", "--property", "contentOffset,adjustedContentInset"],
      "Error: no record of List, Tabs carries adjustedContentInset, contentOffset.",
      "Their records carry: safeAreaInsets"
    ),
  ])
  func aFilterThatMatchesNothingIsAnError(arguments: [String], message: String, fix: String) {
    let result = runCLI(
      ["run", scenarioPath("seed003-iphone-x-tab-nav-portrait"), "-f", "changes"] + arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stderr.contains(fix), "\(result.stderr)")
  }

  /// A property some chosen object carries is no error, even if another does not.
  @Test func aFilterThatMatchesSomethingPrints() {
    let result = runCLI([
      "run", scenarioPath("seed003-iphone-x-tab-nav-portrait"), "-f", "changes", "--object",
      "List,table", "--property", "adjustedContentInset",
    ])
    #expect(result.status == 0)
    #expect(result.stdout.contains("adjustedContentInset {"))
  }

  @Test func choosingPropertiesNeedsTheChangesView() {
    let result = runCLI([
      "run", scenarioPath("seed003-iphone-x-tab-nav-portrait"), "--property", "frame",
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("'--property' chooses what --format changes shows"))
  }
}
