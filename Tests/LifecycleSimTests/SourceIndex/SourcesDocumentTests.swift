import Foundation
import LifecycleSim
import Testing

/// `docs/sources.md` lists the index's ids; this test fails when the list is stale.
@Suite struct SourcesDocumentTests {
  static let path = "docs/sources.md"
  static let begin = "<!-- BEGIN GENERATED: the id list -->"
  static let end = "<!-- END GENERATED -->"

  /// The generated list: one line per source, `id` (kind) device · iOS.
  static func renderedList() -> String {
    var lines = [begin, ""]
    for source in SourceIndex.all {
      let device = source.device.replacingOccurrences(of: "|", with: "/")
      lines.append("- `\(source.id)` (\(source.kind.rawValue)) \(device) · iOS \(source.ios)")
    }
    return (lines + ["", end]).joined(separator: "\n")
  }

  @Test func idListIsCurrent() throws {
    let url = RepositoryText.root.appendingPathComponent(Self.path)
    let text = try String(contentsOf: url, encoding: .utf8)
    guard let start = text.range(of: Self.begin), let stop = text.range(of: Self.end) else {
      Issue.record("\(Self.path) lacks the generated markers")
      return
    }
    let current = String(text[start.lowerBound..<stop.upperBound])
    let expected = Self.renderedList()
    if current != expected, ProcessInfo.processInfo.environment["LIFECYCLE_SIM_WRITE_DOCS"] == "1" {
      try text.replacingCharacters(in: start.lowerBound..<stop.upperBound, with: expected)
        .write(to: url, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      current == expected,
      "\(Self.path) is stale; regenerate it with LIFECYCLE_SIM_WRITE_DOCS=1 swift test --filter SourcesDocumentTests"
    )
  }
}
