import Foundation
import Testing

@testable import LifecycleSimCLI

/// The commands the README and the docs show with their output (a code block whose lines start
/// `$ lifecycle-sim …`, or `$ swift run lifecycle-sim …`) print what the page says they print.
///
/// A page may abridge: a `…` line stands for lines left out, and lines after the last one shown
/// may be left out; every other line shown must be a line of the output, in order, and lines
/// shown one after the other must follow each other in the output. The built executable runs
/// each command as typed at the repository's root; `VAR=value` before it sets its
/// environment, and `sed 's/A/B/' FILE | lifecycle-sim … -` gives the command the file with its
/// first `A` on each line replaced.
@Suite(.enabled(if: SmokeTests.executable != nil, "the built lifecycle-sim was not found"))
struct DocumentedOutputTests {
  /// One command of a page and the output the page shows for it.
  struct Example: CustomStringConvertible {
    var page: String
    var line: Int
    var command: String
    var shown: [String] = []
    var description: String { "\(page):\(line): \(command)" }
  }

  /// The pages whose examples are checked.
  static let pages = ["README.md", "docs/recipes.md", "docs/cli.md"]

  /// Every example of `text`, the page at `page`.
  static func examples(in text: String, page: String) -> [Example] {
    var examples: [Example] = []
    var inFence = false
    var continuing = false
    // Whether the last example's block is still open: output follows only its own command.
    var open = false
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = String(raw)
      if line.hasPrefix("```") {
        inFence.toggle()
        continuing = false
        open = false
        continue
      }
      guard inFence else { continue }
      if continuing, var last = examples.popLast() {
        last.command += " " + line.trimmingCharacters(in: .whitespaces)
        continuing = last.command.hasSuffix("\\")
        if continuing { last.command.removeLast() }
        examples.append(last)
        continue
      }
      if line.hasPrefix("$ ") {
        var command = String(line.dropFirst(2))
        continuing = command.hasSuffix("\\")
        if continuing { command.removeLast() }
        examples.append(Example(page: page, line: index + 1, command: command))
        open = true
      } else if open, var last = examples.popLast() {
        last.shown.append(line)
        examples.append(last)
      }
    }
    return examples.filter {
      $0.command.contains("lifecycle-sim ") && !$0.command.contains("lifecycle-sim-bench")
    }
  }

  /// Splits a command line into words, with `'…'` and `"…"` quoting.
  static func words(_ command: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quote: Character?
    var inWord = false
    for character in command {
      if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
      } else if character == "'" || character == "\"" {
        quote = character
        inWord = true
      } else if character == " " {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        current.append(character)
        inWord = true
      }
    }
    if inWord { words.append(current) }
    return words
  }

  /// Runs `command` as the page writes it with the built executable, in a new folder where
  /// `traces` is the repository's (so paths read as the page writes them, and what the command
  /// writes goes nowhere else); its standard output, then its standard error, as lines.
  static func run(_ command: String) throws -> [String] {
    try withTemporaryDirectory { directory in
      try FileManager.default.createSymbolicLink(
        at: directory.appendingPathComponent("traces"), withDestinationURL: tracesDirectory)
      var words = words(command)
      var shellSetup: String?
      if let pipe = words.firstIndex(of: "|") {
        // sed 's/A/B/' FILE | lifecycle-sim …
        let sed = Array(words[..<pipe])
        try #require(sed.count == 3 && sed[0] == "sed" && sed[1].hasPrefix("s/"), "\(command)")
        let parts = sed[1].split(separator: "/", omittingEmptySubsequences: false)
        try #require(parts.count == 4, "\(command)")
        let file = try String(
          contentsOf: directory.appendingPathComponent(sed[2]), encoding: .utf8)
        let edited = file.split(separator: "\n", omittingEmptySubsequences: false).map { line in
          guard let range = line.range(of: parts[1]) else { return String(line) }
          return line.replacingCharacters(in: range, with: parts[2])
        }
        let input = directory.appendingPathComponent("standard-input")
        try Data(edited.joined(separator: "\n").utf8).write(to: input)
        shellSetup = "exec < '\(input.path)'"
        words.removeSubrange(...pipe)
      }
      var environment: [String: String] = [:]
      while let first = words.first, let equals = first.firstIndex(of: "="),
        first[..<equals].allSatisfy({ $0.isUppercase || $0 == "_" })
      {
        environment[String(first[..<equals])] = String(first[first.index(after: equals)...])
        words.removeFirst()
      }
      if words.starts(with: ["swift", "run"]) { words.removeFirst(2) }
      try #require(words.first == "lifecycle-sim", "\(command)")
      let result = try runExecutable(
        Array(words.dropFirst()), environment: environment, directory: directory,
        shellSetup: shellSetup)
      let text = String(decoding: result.stdout, as: UTF8.self) + result.stderr
      return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
  }

  /// Where `shown` departs from `actual`, or `nil` when every line shown is there as the page
  /// says.
  static func mismatch(shown: [String], actual: [String]) -> String? {
    var position = 0
    var mayskip = false
    for line in shown {
      if line.trimmingCharacters(in: .whitespaces) == "…" {
        mayskip = true
        continue
      }
      if mayskip {
        guard let found = actual[position...].firstIndex(of: line) else {
          return "not in the output after line \(position + 1): \(line)"
        }
        position = found + 1
      } else {
        guard position < actual.count, actual[position] == line else {
          let got = position < actual.count ? actual[position] : "(the end)"
          return "line \(position + 1): the page shows\n  \(line)\nthe command prints\n  \(got)"
        }
        position += 1
      }
      mayskip = false
    }
    return nil
  }

  @Test func theMatchingRuleHonoursAbridgement() {
    let actual = ["a", "b", "c", "d"]
    #expect(Self.mismatch(shown: ["a", "b"], actual: actual) == nil)
    #expect(Self.mismatch(shown: ["…", "c", "d"], actual: actual) == nil)
    #expect(Self.mismatch(shown: ["a", "…", "d"], actual: actual) == nil)
    #expect(Self.mismatch(shown: ["a", "c"], actual: actual) != nil)
    #expect(Self.mismatch(shown: ["b"], actual: actual) != nil)
    #expect(Self.mismatch(shown: ["a", "…", "x"], actual: actual) != nil)
    #expect(
      Self.words(#"sed 's/"16.0"/"15.0"/' f | lifecycle-sim run -"#)
        == ["sed", #"s/"16.0"/"15.0"/"#, "f", "|", "lifecycle-sim", "run", "-"])
  }

  @Test func everyShownOutputIsWhatTheCommandPrints() throws {
    var examples: [Example] = []
    for page in Self.pages {
      let text = try String(
        contentsOf: repositoryRoot.appendingPathComponent(page), encoding: .utf8)
      examples += Self.examples(in: text, page: page)
    }
    // The recipes' eight commands, the README's two and the command line's seven at least.
    #expect(examples.filter { $0.page == "docs/recipes.md" }.count >= 8)
    #expect(examples.filter { $0.page == "README.md" }.count >= 2)
    for example in examples where !example.shown.isEmpty {
      let actual = try Self.run(example.command)
      if let problem = Self.mismatch(shown: example.shown, actual: actual) {
        Issue.record("\(example)\n\(problem)")
      }
    }
  }
}
