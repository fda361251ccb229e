import Foundation
import LifecycleSim
import Testing

/// The damaged-trace catalogue (`Tests/Catalogue/traces/`, described in its README.md): every
/// damaged file fails to parse at its expected line and column with its expected message, and
/// `lifecycle-sim diff DAMAGED GOOD` prints that location and exits with 2.
@Suite struct TraceCatalogueTests {
  /// One damaged trace and what reading it must say.
  struct Case: Sendable, CustomTestStringConvertible {
    var file: String
    var line: Int
    var column: Int
    var fragment: String

    var testDescription: String { file }
    var path: String { TraceCatalogueTests.directory.appendingPathComponent(file).path }
  }

  static let directory = repositoryRoot.appendingPathComponent("Tests/Catalogue/traces")

  /// The undamaged trace every case was made from.
  static let reference = tracesDirectory.appendingPathComponent(
    "event-queued-and-interrupting-iphone-x.trace")

  /// The rows of `expectations.tsv`: `FILE<TAB>LINE:COLUMN<TAB>FRAGMENT<TAB>WHAT`; a row that
  /// does not have that shape becomes a case that cannot match, so it fails.
  static let cases: [Case] = {
    let url = directory.appendingPathComponent("expectations.tsv")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { row in
      let columns = row.split(separator: "\t", omittingEmptySubsequences: false)
      let location = columns.count > 1 ? columns[1].split(separator: ":") : []
      return Case(
        file: String(columns[0]), line: location.first.flatMap { Int($0) } ?? 0,
        column: location.count > 1 ? Int(location[1]) ?? 0 : 0,
        fragment: columns.count > 2 ? String(columns[2]) : "\u{0}malformed row: \(row)")
    }
  }()

  @Test func theCatalogueCoversBothFormatsAndListsEveryFile() throws {
    #expect(Self.cases.count >= 50)
    #expect(Self.cases.filter { $0.file.hasSuffix(".trace") }.count >= 25)
    #expect(Self.cases.filter { $0.file.hasSuffix(".jsonl") }.count >= 25)
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
      .filter { ($0.hasSuffix(".trace") || $0.hasSuffix(".jsonl")) && $0 != "original.jsonl" }
    #expect(Set(files) == Set(Self.cases.map(\.file)))
    #expect(Set(Self.cases.map(\.file)).count == Self.cases.count, "a file is listed twice")
  }

  /// The JSON Lines cases were made from this file; it is the reference trace, undamaged.
  @Test func theJSONLinesOriginalIsTheReferenceTrace() throws {
    let original = try Trace.parse(
      [UInt8](Data(contentsOf: Self.directory.appendingPathComponent("original.jsonl"))))
    #expect(TraceFormat.text.renderBytes(original) == [UInt8](try Data(contentsOf: Self.reference)))
  }

  @Test(arguments: cases)
  func theParserLocatesTheDamage(_ damaged: Case) throws {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: damaged.path)))
    do {
      _ = try Trace.parse(bytes)
      Issue.record("\(damaged.file) was read as a valid trace")
    } catch {
      #expect("\(error.line):\(error.column)" == "\(damaged.line):\(damaged.column)")
      #expect(error.message.contains(damaged.fragment), "\(error.message)")
    }
  }

  @Test(arguments: cases)
  func diffPrintsTheLocationAndExitsWith2(_ damaged: Case) {
    let result = runCLI(["diff", damaged.path, Self.reference.path])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    let first = result.stderr.prefix { $0 != "\n" }
    #expect(first.hasPrefix("\(damaged.path):\(damaged.line):\(damaged.column): "), "\(first)")
    #expect(first.contains(damaged.fragment), "\(first)")
  }
}
