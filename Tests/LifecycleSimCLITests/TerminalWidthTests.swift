import Foundation
import Testing

@testable import LifecycleSimCLI

/// `run` in a terminal: the changes view fitted to its width, without `--format`; pipes and files
/// keep the complete trace.
@Suite struct TerminalWidthTests {
  private static let scenario = scenarioPath("swiftui-keyboard-recipe-iphone13")

  private func run(_ arguments: [String], width: Int?) throws -> String {
    var output = ""
    var error = ""
    try RunCommand([Self.scenario] + arguments).run(
      output: &output, error: &error, terminalWidth: width, input: { [] })
    return output
  }

  /// The longest line, in characters.
  private func widest(_ text: String) -> Int {
    text.split(separator: "\n").map(\.count).max() ?? 0
  }

  /// Without `--format`, a terminal gets the changes view, every line within its width.
  @Test(arguments: [80, 100, 120])
  func aTerminalGetsTheChangesViewWithinItsWidth(width: Int) throws {
    let view = try run([], width: width)
    #expect(view.hasPrefix("# swiftui-keyboard-recipe-iphone13: changes since"))
    #expect(widest(view) <= width)
    // The same words as the unwrapped view: only line breaks, spaces and the header's `#` were
    // added.
    let whole = runCLI(["run", Self.scenario, "-f", "changes"]).stdout
    #expect(widest(whole) > width)
    let words = { (text: String) in text.filter { !$0.isWhitespace && $0 != "#" } }
    #expect(words(view) == words(whole))
  }

  /// A long callback breaks between its arguments, never inside a value, and its changes go
  /// below it.
  @Test func aLongCallbackBreaksBetweenItsArguments() throws {
    let view = try run([], width: 100)
    let lines = view.split(separator: "\n").map(String.init)
    let index = try #require(lines.firstIndex { $0.contains("keyboardWillShow(") })
    #expect(lines[index].hasSuffix("frameBegin=(0,844,390,335),"))
    #expect(lines[index + 1].trimmingCharacters(in: .whitespaces).hasPrefix("frameEnd=(0,509"))
  }

  /// `--format text`, `--output` and a pipe get the complete trace, as before.
  @Test func aChosenFormatAFileAndAPipeAreComplete() throws {
    let complete = runCLI(["run", Self.scenario]).stdout
    #expect(complete.hasPrefix("# lifecycle-trace/"))
    #expect(try run(["-f", "text"], width: 100) == complete)
    try withTemporaryDirectory { folder throws in
      let file = folder.appendingPathComponent("t.trace").path
      let written = try run(["-o", file], width: 100)
      let read = try String(contentsOfFile: file, encoding: .utf8)
      #expect(written == "")
      #expect(read == complete)
    }
    // Asked for by name in a terminal, the changes view is fitted too.
    #expect(widest(try run(["-f", "changes"], width: 90)) <= 90)
  }
}
