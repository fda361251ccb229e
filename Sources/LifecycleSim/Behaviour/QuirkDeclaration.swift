/// Everything about one quirk switch, in one place: its name, its default per version, the
/// behaviour flags it sets, its sources and what it does (docs/behaviour.md#quirk-switches).
///
/// ``BehaviourRegistry`` sets each switch's default from here, ``Behaviour`` turns a switch into
/// its flags from here, and the scenario validator, the sweep, the trace header's
/// ``QuirkCatalogue`` and the documentation's table read the names, defaults and sources from
/// here. ``Quirk``'s cases are declared in `Quirk+Declarations.swift`; a test can declare more
/// (``BehaviourRegistry/declaring(_:)``).
package struct QuirkDeclaration: Sendable {
  /// The switch's name in scenarios, trace headers and `--quirk`.
  package var name: String
  /// Where the switch is on by default.
  package var byDefault: QuirkDefault
  /// The behaviour flags the switch sets to its own value; none for a switch that is accepted
  /// and listed but not modelled yet.
  package var controls: [any WritableKeyPath<Behaviour, Bool> & Sendable]
  /// The ids of the sources for the switch's "on" variant (GT-067, OU-020, WEB-104, seed001).
  package var sources: [String]
  /// What the switch does when on, in one line.
  package var summary: String

  /// Declares a switch.
  package init(
    _ name: String, _ byDefault: QuirkDefault,
    controls: [any WritableKeyPath<Behaviour, Bool> & Sendable], sources: [String], summary: String
  ) {
    self.name = name
    self.byDefault = byDefault
    self.controls = controls
    self.sources = sources
    self.summary = summary
  }

  /// `true` when the simulator computes the switch's effect; the others are accepted, named in
  /// a header where they differ from their defaults, and take effect with the work that models
  /// them.
  package var isModelled: Bool { !controls.isEmpty }
}
