/// The quirk switches a trace header can name, in the order it names them, with each one's
/// default for an iOS version (docs/trace-formats.md#header-quirks).
///
/// A trace header lists only the switches that differ from the defaults of its iOS version, and
/// a reader fills in the others from here, so that adding a switch (at its default in the
/// versions that existed) changes no existing trace. The renderers and the parsers take the
/// catalogue as an argument so that a test can add a switch this build does not have and show
/// that a trace written without it still reads, verifies and renders byte for byte the same.
///
/// ```swift
/// let catalogue = QuirkCatalogue.standard.adding(
///   QuirkSwitch("madeUpSwitch", .off, sources: [], summary: "…"))
/// let trace = try Trace.parse(bytes, quirks: catalogue)
/// ```
package struct QuirkCatalogue: Sendable {
  /// Every switch: ``Quirk``'s cases in declaration order, then those a test added in the
  /// order added.
  package private(set) var switches: [QuirkSwitch]
  /// The profile numbers of the behaviour model, oldest first: a version's defaults are those
  /// of the newest profile not above its major number.
  package private(set) var profiles: [Int]

  /// Every name, in ``switches`` order.
  package var names: [String] { switches.map(\.name) }

  /// The switches of ``Quirk``, with the standard profiles.
  package static let standard = QuirkCatalogue(switches: Quirk.switches, profiles: standardProfiles)

  /// The profile numbers of the standard behaviour registry, oldest first (a test checks that
  /// the registry registers exactly these).
  package static let standardProfiles = [10, 11, 12, 13, 14, 15, 16, 17, 18, 26, 27]

  /// A catalogue of `switches` over `profiles`.
  package init(switches: [QuirkSwitch], profiles: [Int]) {
    self.switches = switches
    self.profiles = profiles
  }

  /// This catalogue with `added` declared after the others (replacing an added switch of the
  /// same name; a ``Quirk`` name is left as it is).
  package func adding(_ added: QuirkSwitch) -> QuirkCatalogue {
    guard let switches = Self.declaring(added, named: added.name, in: switches, name: \.name)
    else { return self }
    var copy = self
    copy.switches = switches
    return copy
  }

  /// A list of switches with one more declared after the others.
  ///
  /// `item`, the switch named `name`, replaces an item of the same name; the answer is `nil`
  /// when `name` is a ``Quirk``'s, which cannot be declared again. The catalogue and the
  /// behaviour registry declare their switches by this one rule.
  package static func declaring<Item>(
    _ item: Item, named name: String, in list: [Item], name itemName: (Item) -> String
  ) -> [Item]? {
    guard Quirk(rawValue: name) == nil else { return nil }
    var result = list
    result.removeAll { itemName($0) == name }
    result.append(item)
    return result
  }

  /// The index of `name` in ``names``, if the catalogue knows it.
  package func index(of name: String) -> Int? {
    if let quirk = Quirk(rawValue: name) { return quirk.position }
    return switches.indices.dropFirst(Quirk.allCases.count).first { switches[$0].name == name }
  }

  /// The profile number for `ios`: the newest profile not above its major number (the oldest
  /// profile for a version older than all of them).
  package func profile(for ios: IOSVersion) -> Int {
    var chosen = profiles.first ?? ios.major
    for profile in profiles where profile <= ios.major { chosen = profile }
    return chosen
  }

  /// Each switch's default, in ``switches`` order, for a scenario on `ios`.
  package func defaults(for ios: IOSVersion) -> [Bool] {
    let chosen = profile(for: ios)
    return switches.map { $0.byDefault.isOn(profile: chosen, ios: ios) }
  }

  /// The default of each switch, in ``names`` order, for a trace header's iOS version: the
  /// version `ios` spells, or the profile's when it spells none.
  package func defaults(ios: String, profile: Int) -> [Bool] {
    defaults(for: IOSVersion(parsing: ios) ?? IOSVersion(profile))
  }

  /// The switches past ``Quirk``'s cases whose values differ from their defaults, by name:
  /// what a trace header's `otherQuirks` holds.
  package static func otherQuirks(names: [String], values: [Bool], defaults: [Bool])
    -> [String: Bool]
  {
    var other: [String: Bool] = [:]
    for index in names.indices.dropFirst(Quirk.allCases.count)
    where values[index] != defaults[index] {
      other[names[index]] = values[index]
    }
    return other
  }
}
