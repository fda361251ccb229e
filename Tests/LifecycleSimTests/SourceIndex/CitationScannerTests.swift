@testable import LifecycleSim
import Testing

/// `SourceCitations.ids(in:)`, which reads the ids a device's row cites for `explain`.
@Suite struct CitationScannerTests {
  /// The scanner knows exactly the index's families (the core layer, which cannot see the
  /// index, declares them), and each id of the index, cited alone or among others, is found as
  /// it is spelled: a family added to the index without the scanner fails here.
  @Test func theScannerFindsEveryIDOfEveryFamilyInTheIndex() {
    var families: [String] = []
    for source in SourceIndex.all {
      let family = String(source.id.prefix { !$0.isNumber })
      #expect(source.id.count == family.count + 3, "\(source.id) has a three-digit number")
      if !families.contains(family) { families.append(family) }
    }
    #expect(Set(SourceCitations.families) == Set(families))
    #expect(families.count >= 4, "GT, OU, seed and WEB at least: \(families)")
    for source in SourceIndex.all {
      #expect(SourceCitations.ids(in: "see \(source.id); Apple spec") == [source.id])
      let other = source.id == "GT-001" ? "OU-001" : "GT-001"
      #expect(SourceCitations.ids(in: "(\(source.id))\(other)") == [source.id, other])
    }
  }

  @Test func theScannerKeepsOrderDropsRepeatsAndNeedsThreeDigits() {
    #expect(
      SourceCitations.ids(in: "WEB-104, GT-015, GT-016 · alt. WEB-104 (GT-015)")
        == ["WEB-104", "GT-015", "GT-016"])
    #expect(SourceCitations.ids(in: "WEB-10, GT-01x, seed, OU-") == [])
    #expect(SourceCitations.ids(in: "") == [])
  }
}
