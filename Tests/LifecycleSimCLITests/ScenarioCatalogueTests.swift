import Foundation
import Testing

/// One malformed scenario of `Tests/Catalogue/scenarios` and the error it must produce.
struct CatalogueCase: Sendable, CustomTestStringConvertible {
  /// The scenario's file name, such as `001-empty-file.scenario.json`.
  var file: String
  /// The `line:column` of the expected diagnostic.
  var location: String
  /// A part of the expected diagnostic's text.
  var fragment: String

  var testDescription: String { file }

  /// The catalogue's folder, found from this file's path.
  static let directory = repositoryRoot.appendingPathComponent("Tests/Catalogue/scenarios")

  /// The rows of `expected.tsv`: `file`, `line:column` and the fragment, tab-separated; lines
  /// starting with `#` are comments. A malformed row becomes a case that fails by its name.
  static let all: [CatalogueCase] = {
    let manifest = directory.appendingPathComponent("expected.tsv")
    guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 3 else {
        return CatalogueCase(file: "malformed row: \(line)", location: "", fragment: "")
      }
      return CatalogueCase(file: fields[0], location: fields[1], fragment: fields[2])
    }
  }()
}

/// The catalogue of malformed scenarios: each is refused by `lifecycle-sim run` with exit
/// status 2, its expected diagnostic (location and text), and nothing written.
@Suite struct ScenarioCatalogueTests {
  @Test(arguments: CatalogueCase.all)
  func malformedScenarioIsRefused(_ entry: CatalogueCase) throws {
    let path = CatalogueCase.directory.appendingPathComponent(entry.file).path
    try #require(FileManager.default.fileExists(atPath: path), "no file \(entry.file)")
    try withTemporaryDirectory { directory in
      let output = directory.appendingPathComponent("trace.txt")
      let result = runCLI(["run", path, "--output", output.path])
      #expect(result.status == 2, "\(entry.file): exit status")
      #expect(result.stdout.isEmpty, "\(entry.file): standard output")
      #expect(
        !FileManager.default.fileExists(atPath: output.path), "\(entry.file): a trace was written")
      let prefix = "\(path):\(entry.location): "
      let lines = result.stderr.split(separator: "\n").map(String.init)
      #expect(
        lines.contains { $0.hasPrefix(prefix) && $0.contains(entry.fragment) },
        "\(entry.file): no diagnostic at \(entry.location) containing \"\(entry.fragment)\" in:\n\(result.stderr)"
      )
      expectDiagnostics(result.stderr, fileName: path)
    }
  }

  /// The manifest and the folder list the same files, at least 100 of them, each once.
  @Test func manifestCoversEveryFile() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: CatalogueCase.directory.path)
      .filter { $0.hasSuffix(".scenario.json") }
    let listed = CatalogueCase.all.map(\.file)
    #expect(listed.count >= 100)
    #expect(Set(listed).count == listed.count, "a file is listed twice")
    #expect(Set(listed) == Set(files))
  }
}
