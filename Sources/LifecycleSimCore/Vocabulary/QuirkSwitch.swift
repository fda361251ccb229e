/// A quirk switch as traces, scenarios and the documentation see it: its name, its default per
/// version, its sources and what it does (docs/behaviour.md#quirk-switches).
///
/// The behaviour flags a switch sets are not here: they name the behaviour model, which this
/// layer cannot see. `QuirkDeclaration` (the model's) pairs a switch with its flags.
package struct QuirkSwitch: Sendable {
  /// The switch's name in scenarios, trace headers and `--quirk`.
  package var name: String
  /// Where the switch is on by default.
  package var byDefault: QuirkDefault
  /// The ids of the sources for the switch's "on" variant (GT-067, OU-020, WEB-104, seed001).
  package var sources: [String]
  /// What the switch does when on, in one line.
  package var summary: String

  /// Declares a switch.
  package init(_ name: String, _ byDefault: QuirkDefault, sources: [String], summary: String) {
    self.name = name
    self.byDefault = byDefault
    self.sources = sources
    self.summary = summary
  }
}
