import Foundation
import Testing

/// The repository stands alone: nothing points at the research folder outside it or at the
/// original contract's section numbers.
@Suite struct SharedContractCitationTests {
  /// What must not appear: the outside folder, its documents and the contract's section sign.
  static let forbidden = [
    "../" + "shared", "BEHAVIOUR" + ".md", "FORMATS" + ".md", "STYLE" + ".md",
    "PERFORMANCE" + ".md", "\u{A7}",
  ]

  /// Sources, tests, the README and the docs cite the project's own docs; a failure lists every
  /// hit as `file:line`.
  @Test func nothingCitesTheOutsideFolderOrTheOriginalContract() {
    let lines = RepositoryText.lines(under: [
      "Sources", "Tests", "README.md", "docs", "scripts", ".ci",
    ])
    let hits = lines.filter { line in Self.forbidden.contains { line.text.contains($0) } }
      .map { "\($0.path):\($0.number): \($0.text.trimmingCharacters(in: .whitespaces))" }
    #expect(
      hits.isEmpty,
      "\(hits.count) citations of the shared contract:\n\(hits.joined(separator: "\n"))")
  }
}
