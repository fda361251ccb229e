package import LifecycleSimCore

/// Everything about one quirk switch: its name, default per version, sources and summary
/// (a ``QuirkSwitch``, declared in `Quirk+Switches.swift`) and the behaviour flags it sets
/// (declared in `Quirk+Controls.swift`; docs/behaviour.md#quirk-switches).
///
/// ``BehaviourRegistry`` sets each switch's default from here, ``Behaviour`` turns a switch into
/// its flags from here, and the scenario validator, the sweep, the trace header's
/// ``QuirkCatalogue`` and the documentation's table read the names, defaults and sources from
/// here. A test can declare more switches (``BehaviourRegistry/declaring(_:)``).
package struct QuirkDeclaration: Sendable {
  /// The name, default, sources and summary.
  package var declaredSwitch: QuirkSwitch
  /// The behaviour flags the switch sets to its own value; none for a switch that is accepted
  /// and listed but not modelled yet.
  package var controls: [any WritableKeyPath<Behaviour, Bool> & Sendable]

  /// Pairs a switch with the flags it sets.
  package init(
    _ declaredSwitch: QuirkSwitch, controls: [any WritableKeyPath<Behaviour, Bool> & Sendable]
  ) {
    self.declaredSwitch = declaredSwitch
    self.controls = controls
  }

  /// Declares a switch.
  package init(
    _ name: String, _ byDefault: QuirkDefault,
    controls: [any WritableKeyPath<Behaviour, Bool> & Sendable], sources: [String], summary: String
  ) {
    self.init(QuirkSwitch(name, byDefault, sources: sources, summary: summary), controls: controls)
  }

  /// The switch's name in scenarios, trace headers and `--quirk`.
  package var name: String { declaredSwitch.name }
  /// Where the switch is on by default.
  package var byDefault: QuirkDefault { declaredSwitch.byDefault }
  /// The ids of the sources for the switch's "on" variant.
  package var sources: [String] { declaredSwitch.sources }
  /// What the switch does when on, in one line.
  package var summary: String { declaredSwitch.summary }

  /// `true` when the simulator computes the switch's effect; the others are accepted, named in
  /// a header where they differ from their defaults, and take effect with the work that models
  /// them.
  package var isModelled: Bool { !controls.isEmpty }
}
