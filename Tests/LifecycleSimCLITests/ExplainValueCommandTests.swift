import Foundation
import Testing

@testable import LifecycleSimCLI

/// `lifecycle-sim explain SCENARIO OBJECT.PROPERTY`: the value, its chain of rules, validity.
@Suite struct ExplainValueCommandTests {
  static let scenario = scenarioPath("seed003-iphone-x-tab-nav-portrait")

  @Test func theTextNamesTheValueTheRulesTheValidityAndTheSources() {
    let result = runCLI(["explain", Self.scenario, "List.safeAreaInsets"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "List.safeAreaInsets = {88,0,83,0}   settled, end of epoch 0")
    #expect(lines.dropFirst().first == "iPhone X · iOS 11.0 (profile 11) · portrait")
    #expect(result.stdout.contains("  1. window: the device's window insets"))
    #expect(result.stdout.contains("       → {88,0,83,0}\n\nValidity in epoch 0:\n"))
    #expect(result.stdout.contains("  seq 8 List.viewDidLoad reads {0,0,0,0}: provisional"))
    #expect(result.stdout.contains("\nSources:\n  GT-037  "))
  }

  /// `--short`: the value, the rule that decided it with its place in the chain, and its
  /// sources with how many the other steps cite; refused with the json form.
  @Test func theShortFormIsThreeLines() {
    let result = runCLI(["explain", Self.scenario, "table.adjustedContentInset", "--short"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines.first == "table.adjustedContentInset = {88,0,83,0}   settled, end of epoch 0")
    #expect(
      lines.dropFirst().first?.hasPrefix(
        "rule: table: contentInset plus the safe area on the edges the behaviour selects   (step "
      ) == true)
    #expect(lines.last?.hasPrefix("sources: seed000, seed001, seed002, seed003, GT-167") == true)
    #expect(lines.last?.contains(" in the other steps)") == true)
    let json = runCLI([
      "explain", Self.scenario, "table.adjustedContentInset", "--short", "-f", "json",
    ])
    #expect(json.status == 2)
    #expect(json.stderr.contains("'--short' is a form of the text"))
  }

  /// `--short` names the unverified choices on the way, by their number.
  @Test func theShortFormNamesUnverifiedChoices() {
    let result = runCLI([
      "explain", scenarioPath("swiftui-bar-minimization-iphone-18-pro-ios27"),
      "Feed.safeAreaInsets", "--epoch", "1", "--short",
    ])
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix("unverified: C49, C48, the profile's or device's rows\n"))
  }

  @Test func atARecord() {
    let result = runCLI(["explain", Self.scenario, "List.safeAreaInsets", "--at", "viewDidLoad"])
    #expect(result.status == 0)
    #expect(
      result.stdout.hasPrefix("List.safeAreaInsets = {0,0,0,0}   at List.viewDidLoad (seq 8)\n"))
    #expect(result.stdout.contains("List.view: not in a window: zero"))
  }

  @Test func jsonIsOneObjectOnOneLine() throws {
    let result = runCLI([
      "explain", Self.scenario, "table.adjustedContentInset", "--format", "json",
    ])
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix("}\n"))
    #expect(result.stdout.filter { $0 == "\n" }.count == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["value"] as? String == "{88,0,83,0}")
    #expect(object["record"] is NSNull)
    let steps = try #require(object["steps"] as? [[String: Any]])
    #expect(steps.first?["subject"] as? String == "window")
    let validity = try #require(object["validity"] as? [String: Any])
    #expect((validity["validAt"] as? [String: Any])?["name"] as? String != nil)
  }

  @Test(arguments: [
    (
      ["Lsit.safeAreaInsets"],
      "Error: there is no object 'Lsit' in this scenario. Did you mean 'List'?"
    ),
    (["List.safeAreaInset"], "Did you mean 'safeAreaInsets'?"),
    (["List.contentOffset"], "List (viewController) has no contentOffset."),
    (["List.safeAreaInsets", "--at", "viewDidLod"], "Did you mean 'List.viewDidLoad'?"),
    (["List.safeAreaInsets", "--at", "viewDidLoad#3"], "occurs 1 time, so there is no #3"),
    (["List.safeAreaInsets", "--epoch", "4"], "there is no epoch 4"),
  ])
  func badTargetsExitWith2(arguments: [String], message: String) {
    let result = runCLI(["explain", Self.scenario] + arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test func aBrokenScenarioIsReportedWithItsLocation() throws {
    let result = runCLI(["explain", "-", "List.frame"], stdin: Array("{\"format\":1}".utf8))
    #expect(result.status == 2)
    #expect(result.stderr.contains("<stdin>:1:"))
    #expect(result.stderr.contains("nothing was explained."))
  }
}
