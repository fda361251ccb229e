import LifecycleSim
import Testing

@Suite struct SourceIndexTests {
  /// The index's own files and its tests list every id; they are not citations.
  static let indexPaths = [
    "Sources/LifecycleSimSources/SourceIndex/", "Tests/LifecycleSimTests/SourceIndex/",
  ]

  /// A GT, OU or WEB id (three or more digits) or a seed id, as code and documents cite them.
  @available(macOS 13, iOS 16, *)  // Regex; the package declares macOS 12 and iOS 15
  static var citedID: Regex<Substring> { /\b(?:GT|OU|WEB)-[0-9]{3,}\b|\bseed[0-9]{3}/ }

  /// The family order of `all`, then the number.
  static func orderKey(_ id: String) -> (Int, Int) {
    let family =
      id.hasPrefix("GT-") ? 0 : id.hasPrefix("OU-") ? 1 : id.hasPrefix("WEB-") ? 3 : 2
    return (family, Int(id.drop { !$0.isNumber }) ?? -1)
  }

  @available(macOS 13, iOS 16, *)  // Regex; the package declares macOS 12 and iOS 15
  @Test func idsAreUniqueAndInIDOrder() {
    let ids = SourceIndex.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(ids == ids.sorted { Self.orderKey($0) < Self.orderKey($1) })
    #expect(
      ids.allSatisfy { $0.wholeMatch(of: Self.citedID) != nil },
      "ids look like GT-nnn, OU-nnn, WEB-nnn or seednnn")
  }

  @available(macOS 13, iOS 16, *)  // Regex; the package declares macOS 12 and iOS 15
  @Test func everyCitedIDResolves() {
    let lines = RepositoryText.lines(
      under: ["Sources", "Tests", "README.md", "docs", "traces"], excluding: Self.indexPaths)
    #expect(
      lines.contains { $0.path.hasPrefix("traces/") }, "the scan reaches the reference traces")
    var unresolved: [String] = []
    var cited = Set<String>()
    // Most lines (trace records above all) cite nothing: a plain search skips them before the
    // regular expression, which is slow.
    for line in lines
    where line.text.contains("GT-") || line.text.contains("OU-") || line.text.contains("WEB-")
      || line.text.contains("seed")
    {
      for match in line.text.matches(of: Self.citedID) {
        let id = String(match.output)
        cited.insert(id)
        if SourceIndex.source(id) == nil { unresolved.append("\(line.path):\(line.number): \(id)") }
      }
    }
    #expect(
      unresolved.isEmpty, "ids cited but not in SourceIndex:\n\(unresolved.joined(separator: "\n"))"
    )
    #expect(cited.count > 200, "the scan found the project's citations (\(cited.count) ids)")
  }

  @Test func everyEntryIsComplete() {
    for source in SourceIndex.all {
      let fields = [
        source.evidence, source.observed, source.device, source.ios, source.setup, source.citation,
      ]
      #expect(fields.allSatisfy { !$0.isEmpty }, "\(source.id) has an empty field")
    }
    #expect(SourceIndex.all.filter { $0.kind == .seed }.map(\.id) == (0...4).map { "seed00\($0)" })
    #expect(SourceIndex.all.filter { $0.id.hasPrefix("OU-") }.allSatisfy { $0.kind == .peer })
  }

  @Test func lookUpIsByExactID() {
    let source = SourceIndex.source("GT-067")
    #expect(source?.kind == .observation)
    #expect(source?.observed.contains("{20,0,0,0}") == true)
    #expect(SourceIndex.source("OU-020")?.citation.contains("Vercantez/openuikit") == true)
    #expect(SourceIndex.source("seed001")?.citation.contains("Alla") == true)
    #expect(SourceIndex.source("WEB-311")?.observed.contains("{{0, 736}, {414, 271}}") == true)
    #expect(SourceIndex.lookup("web-311")?.id == "WEB-311")
    #expect(SourceIndex.source("GT-9999") == nil)
    #expect(SourceIndex.source("gt-067") == nil)
    #expect(SourceIndex.source("") == nil)
  }
}
