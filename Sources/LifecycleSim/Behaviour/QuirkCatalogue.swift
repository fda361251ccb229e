/// The quirk switches a trace header can name, in the order it names them, with each one's
/// default for an iOS version (docs/trace-formats.md#header-quirks): the switches of a
/// ``BehaviourRegistry``.
///
/// A trace header lists only the switches that differ from the defaults of its iOS version, and
/// a reader fills in the others from here, so that adding a switch (at its default in the
/// versions that existed) changes no existing trace. The renderers and the parsers take the
/// catalogue as an argument so that a test can add a switch this build does not have and show
/// that a trace written without it still reads, verifies and renders byte for byte the same.
///
/// ```swift
/// let catalogue = QuirkCatalogue.standard.adding(
///   QuirkDeclaration("madeUpSwitch", .off, controls: [], sources: [], summary: "…"))
/// let trace = try Trace.parse(bytes, quirks: catalogue)
/// ```
package struct QuirkCatalogue: Sendable {
  /// The versions and the switches, with their defaults.
  package private(set) var registry: BehaviourRegistry

  /// Every name, ``Quirk`` cases in declaration order, then the switches a test added in the
  /// order added.
  package private(set) var names: [String]

  /// The switches of ``Quirk`` with their defaults in ``BehaviourRegistry/standard``.
  package static let standard = QuirkCatalogue(registry: .standard)

  /// The switches of `registry`.
  package init(registry: BehaviourRegistry) {
    self.registry = registry
    names = registry.switches.map(\.name)
  }

  /// This catalogue with the switch `declaration` declares after the others (replacing an
  /// added switch of the same name; a ``Quirk`` name is left as it is).
  package func adding(_ declaration: QuirkDeclaration) -> QuirkCatalogue {
    QuirkCatalogue(registry: registry.declaring(declaration))
  }

  /// The index of `name` in ``names``, if the catalogue knows it.
  package func index(of name: String) -> Int? {
    registry.switchIndex(named: name)
  }

  /// The default of each switch, in ``names`` order, for a trace header's iOS version: the
  /// version `ios` spells, or the profile's when it spells none.
  package func defaults(ios: String, profile: Int) -> [Bool] {
    registry.defaults(for: IOSVersion(parsing: ios) ?? IOSVersion(profile))
  }

  /// Every switch's value in `header`, in ``names`` order: its setting there, or its default.
  package func values(of header: TraceHeader, defaults: [Bool]) -> [Bool] {
    var values = defaults
    for setting in header.quirks { values[setting.quirk.position] = setting.enabled }
    for index in names.indices.dropFirst(Quirk.allCases.count) {
      if let value = header.otherQuirks[names[index]] { values[index] = value }
    }
    return values
  }

  /// Sets every switch of `header`: `values` in ``names`` order (a switch ``Quirk`` has no
  /// case for is kept only where it differs from `defaults`).
  package func set(_ values: [Bool], defaults: [Bool], in header: inout TraceHeader) {
    header.quirks = Quirk.allCases.map { QuirkSetting($0, values[$0.position]) }
    header.otherQuirks = Self.otherQuirks(names: names, values: values, defaults: defaults)
  }

  /// The switches past ``Quirk``'s cases whose values differ from their defaults, by name:
  /// what ``TraceHeader/otherQuirks`` holds.
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
