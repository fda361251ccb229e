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

  @Test func choosingPropertiesNeedsTheChangesView() {
    let result = runCLI([
      "run", scenarioPath("seed003-iphone-x-tab-nav-portrait"), "--property", "frame",
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("'--property' chooses what --format changes shows"))
  }
}
