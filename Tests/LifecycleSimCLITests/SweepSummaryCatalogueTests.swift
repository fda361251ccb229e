import Foundation
import LifecycleSim
import Testing

/// The damaged-summary catalogue (`Tests/Catalogue/sweeps/`, described in its README.md): every
/// damaged `summary.json` fails to read at its expected line and column with its expected
/// message, and `sweep --merge` and `report --sweep` print that location, exit with 2 and
/// write nothing.
@Suite struct SweepSummaryCatalogueTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var file: String
    var location: String
    var fragment: String

    var testDescription: String { file }
    var path: String { SweepSummaryCatalogueTests.directory.appendingPathComponent(file).path }
  }

  static let directory = repositoryRoot.appendingPathComponent("Tests/Catalogue/sweeps")

  /// The rows of `expectations.tsv`; a malformed row becomes a case that cannot match.
  static let cases: [Case] = {
    let url = directory.appendingPathComponent("expectations.tsv")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { row in
      let columns = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      return Case(
        file: columns[0], location: columns.count > 1 ? columns[1] : "",
        fragment: columns.count > 2 ? columns[2] : "\u{0}malformed row: \(row)")
    }
  }()

  @Test func everyFileIsListedOnce() throws {
    #expect(Self.cases.count >= 15)
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
      .filter { $0.hasSuffix(".summary.json") }
    #expect(Set(files) == Set(Self.cases.map(\.file)))
    #expect(Set(Self.cases.map(\.file)).count == Self.cases.count)
  }

  @Test(arguments: cases)
  func theSummaryIsRefusedWhereItIsDamaged(_ damaged: Case) throws {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: damaged.path)))
    #expect {
      try SweepSummary.parse(bytes)
    } throws: { error in
      guard let error = error as? SweepSummaryError else { return false }
      return "\(error.location.line):\(error.location.column)" == damaged.location
        && error.message.contains(damaged.fragment)
    }
  }

  @Test(arguments: cases)
  func mergeAndReportPrintTheLocationAndWriteNothing(_ damaged: Case) throws {
    try withTemporaryDirectory { folder in
      let shard = folder.appendingPathComponent("shard")
      try FileManager.default.createDirectory(at: shard, withIntermediateDirectories: false)
      try FileManager.default.copyItem(
        atPath: damaged.path, toPath: shard.appendingPathComponent("summary.json").path)
      let expected = "\(shard.path)/summary.json:\(damaged.location): "
      let merged = folder.appendingPathComponent("merged").path
      let merge = runCLI(["sweep", "--merge", shard.path, "--out", merged])
      #expect(merge.status == 2)
      #expect(merge.stderr.hasPrefix(expected), "\(merge.stderr)")
      let page = folder.appendingPathComponent("page.html").path
      let report = runCLI(
        ["report", scenarioPath("event-push-pop-iphone-x"), "--sweep", shard.path, "-o", page])
      #expect(report.status == 2)
      #expect(report.stderr.hasPrefix(expected), "\(report.stderr)")
      #expect(try contents(of: folder) == ["shard"])
    }
  }
}
