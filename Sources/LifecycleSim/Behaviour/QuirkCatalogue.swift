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
/// let catalogue = QuirkCatalogue.standard.adding("madeUpSwitch") { _ in false }
/// let trace = try Trace.parse(bytes, quirks: catalogue)
/// ```
package struct QuirkCatalogue: Sendable {
  /// A switch the catalogue knows but ``Quirk`` has no case for: accepted, listed, never in
  /// effect.
  package struct Extra: Sendable {
    /// The switch's name in headers and scenarios.
    package var name: String
    /// Whether the switch is on by default in a version.
    package var isOnByDefault: @Sendable (IOSVersion) -> Bool
  }

  /// Where the defaults of the ``Quirk`` switches come from.
  private let registry: BehaviourRegistry
  private var extras: [Extra] = []

  /// Every name, ``Quirk`` cases in declaration order, then the extras in the order added.
  package private(set) var names: [String]

  /// The switches of ``Quirk`` with their defaults in ``BehaviourRegistry/standard``.
  package static let standard = QuirkCatalogue(registry: .standard)

  /// The switches of ``Quirk`` with their defaults in `registry`.
  package init(registry: BehaviourRegistry) {
    self.registry = registry
    names = Quirk.allCases.map(\.rawValue)
  }

  /// This catalogue with a switch named `name` after the others (replacing an extra of the
  /// same name; a ``Quirk`` name is left as it is).
  package func adding(
    _ name: String, isOnByDefault: @escaping @Sendable (IOSVersion) -> Bool
  ) -> QuirkCatalogue {
    guard Quirk(rawValue: name) == nil else { return self }
    var copy = self
    copy.extras.removeAll { $0.name == name }
    copy.extras.append(Extra(name: name, isOnByDefault: isOnByDefault))
    copy.names = Quirk.allCases.map(\.rawValue) + copy.extras.map(\.name)
    return copy
  }

  /// The index of `name` in ``names``, if the catalogue knows it.
  package func index(of name: String) -> Int? {
    if let quirk = Quirk(rawValue: name) { return quirk.position }
    return extras.firstIndex { $0.name == name }.map { Quirk.allCases.count + $0 }
  }

  /// The default of each switch, in ``names`` order, for a trace header's iOS version: the
  /// version `ios` spells, or the profile's when it spells none.
  package func defaults(ios: String, profile: Int) -> [Bool] {
    let version = IOSVersion(parsing: ios) ?? IOSVersion(profile)
    let quirks = registry.behaviour(for: version).quirks
    return Quirk.allCases.map { quirks[$0] } + extras.map { $0.isOnByDefault(version) }
  }

  /// Every switch's value in `header`, in ``names`` order: its setting there, or its default.
  package func values(of header: TraceHeader, defaults: [Bool]) -> [Bool] {
    var values = defaults
    for setting in header.quirks { values[setting.quirk.position] = setting.enabled }
    for (index, extra) in extras.enumerated() {
      if let value = header.otherQuirks[extra.name] { values[Quirk.allCases.count + index] = value }
    }
    return values
  }

  /// Sets every switch of `header`: `values` in ``names`` order (an extra switch is kept only
  /// where it differs from `defaults`).
  package func set(_ values: [Bool], defaults: [Bool], in header: inout TraceHeader) {
    header.quirks = Quirk.allCases.map { QuirkSetting($0, values[$0.position]) }
    header.otherQuirks = [:]
    for (index, extra) in extras.enumerated() {
      let position = Quirk.allCases.count + index
      if values[position] != defaults[position] {
        header.otherQuirks[extra.name] = values[position]
      }
    }
  }
}

extension Quirk {
  /// The switch's index in declaration order.
  var position: Int { Quirk.positions[self] ?? 0 }

  private static let positions: [Quirk: Int] = Dictionary(
    uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
}
