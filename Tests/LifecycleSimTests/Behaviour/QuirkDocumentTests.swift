import Foundation
import Testing

@testable import LifecycleSim

/// docs/behaviour.md#quirk-switches lists every switch as it is declared: one row each, its
/// default as ``QuirkDefault`` spells it, and every one of its sources.
@Suite struct QuirkDocumentTests {
  /// The table's rows, by the switch each names in its first cell.
  static func rows() throws -> [String: [String]] {
    let url = RepositoryText.root.appendingPathComponent("docs/behaviour.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let start = try #require(text.range(of: "<a id=\"quirk-switches\"></a>"))
    let rest = text[start.upperBound...]
    let section = rest[..<(rest.range(of: "<a id=")?.lowerBound ?? rest.endIndex)]
    var rows: [String: [String]] = [:]
    for line in section.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      #expect(rows[name] == nil, "\(name) has two rows")
      rows[name] = cells
    }
    return rows
  }

  /// Whether `id` occurs in `text` as a whole id, not as the start of a longer one.
  static func mentions(_ text: String, _ id: String) -> Bool {
    var rest = text[...]
    while let range = rest.range(of: id) {
      guard let next = rest[range.upperBound...].first, next.isLetter || next.isNumber else {
        return true
      }
      rest = rest[range.upperBound...]
    }
    return false
  }

  @Test func everySwitchIsListedAsDeclared() throws {
    let rows = try Self.rows()
    #expect(Set(rows.keys) == Set(Quirk.allCases.map(\.rawValue)))
    for declaration in Quirk.declarations {
      let row = try #require(rows[declaration.name], "\(declaration.name) has no row")
      try #require(row.count >= 4)
      #expect(row[1] == declaration.byDefault.description, "\(declaration.name)'s default")
      #expect(!declaration.sources.isEmpty, "\(declaration.name) has no source")
      for source in declaration.sources {
        #expect(Self.mentions(row[2], source), "\(declaration.name)'s row lacks \(source)")
      }
    }
  }

  /// The id check matches whole ids only.
  @Test func mentionsMatchesWholeIds() {
    #expect(Self.mentions("(GT-067, GT-068)", "GT-068"))
    #expect(!Self.mentions("(" + "GT-067" + "0)", "GT-067"))  // not an id the index knows
    #expect(Self.mentions("seed001's row 5", "seed001"))
    #expect(!Self.mentions("seed0010", "seed001"))
  }

  /// Each default is spelled as the table spells it.
  @Test func defaultsAreSpelledAsInTheTable() {
    #expect(QuirkDefault.off.description == "off")
    #expect(QuirkDefault.profiles(11, through: 11).description == "on for 11")
    #expect(QuirkDefault.profiles(16, through: 18).description == "on for 16–18")
    #expect(QuirkDefault.profiles(26, through: nil).description == "on from 26")
    #expect(QuirkDefault.releases(major: 15, minors: 0...1).description == "on for 15.0–15.1")
  }

  /// Each default is on where it says: by profile, or by the scenario's exact release.
  @Test func defaultsAreOnWhereTheySay() {
    let range = QuirkDefault.profiles(16, through: 18)
    #expect(
      [10, 15, 16, 18, 26].map { range.isOn(profile: $0, ios: IOSVersion($0)) } == [
        false, false, true, true, false,
      ])
    #expect(QuirkDefault.profiles(26, through: nil).isOn(profile: 26, ios: IOSVersion(27)))
    #expect(!QuirkDefault.off.isOn(profile: 26, ios: IOSVersion(26)))
    let releases = QuirkDefault.releases(major: 15, minors: 0...1)
    #expect(releases.isOn(profile: 15, ios: IOSVersion(15, 1, 1)))
    #expect(!releases.isOn(profile: 15, ios: IOSVersion(15, 2)))
    #expect(!releases.isOn(profile: 14, ios: IOSVersion(14, 1)))
  }

  /// Trace headers read each switch's default from the core layer's catalogue, which cannot see
  /// the behaviour registry: both must list the same versions and the same switches.
  @Test func theHeaderCatalogueHasTheRegistrysProfilesAndSwitches() {
    #expect(BehaviourRegistry.standard.profiles == QuirkCatalogue.standardProfiles)
    #expect(QuirkCatalogue.standard.names == BehaviourRegistry.standard.switches.map(\.name))
    for ios in [IOSVersion(9), IOSVersion(10), IOSVersion(15, 1), IOSVersion(20), IOSVersion(27)] {
      #expect(
        QuirkCatalogue.standard.defaults(for: ios) == BehaviourRegistry.standard.defaults(for: ios))
      #expect(
        QuirkCatalogue.standard.profile(for: ios) == BehaviourRegistry.standard.profile(for: ios))
    }
  }
}
