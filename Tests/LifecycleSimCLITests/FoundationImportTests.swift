import Foundation
import Testing

/// The command line links FoundationEssentials on Linux, not the whole of Foundation: loading
/// `libFoundation.so` and its internationalization libraries cost every run about 8 million
/// instructions before `main` (docs/performance.md, "Starting without Foundation"). One plain
/// `import Foundation` in a module the command links brings it back, so every import of
/// Foundation in those modules must be the `#else` branch of `#if canImport(FoundationEssentials)`.
@Suite struct FoundationImportTests {
  /// The modules `lifecycle-sim` does not link; they may import Foundation.
  private static let notLinked: Set<String> = ["LifecycleSimBench", "LifecycleSimTesting"]

  @Test func foundationIsImportedOnlyWhereEssentialsIsMissing() throws {
    let sources = repositoryRoot.appendingPathComponent("Sources")
    let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path)
      .filter { $0.hasSuffix(".swift") }
      .filter { !Self.notLinked.contains(String($0.prefix { $0 != "/" })) }
      .sorted()
    #expect(files.count > 100)
    var offenders: [String] = []
    for file in files {
      let text = try String(
        contentsOfFile: sources.appendingPathComponent(file).path, encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      for (number, line) in lines.enumerated() {
        let words = line.split(separator: " ")
        guard words.last == "Foundation",
          words.dropLast().allSatisfy({
            $0 == "import" || $0 == "package" || $0 == "public" || $0 == "internal"
              || $0 == "@_exported"
          }), words.contains("import")
        else { continue }
        let before = lines[..<number].map { $0.trimmingCharacters(in: .whitespaces) }
        let guarded =
          before.count >= 2 && before[before.count - 1] == "#else"
          && before[before.count - 2].hasSuffix("import FoundationEssentials")
        if !guarded { offenders.append("\(file):\(number + 1)") }
      }
    }
    #expect(offenders == [])
  }
}
