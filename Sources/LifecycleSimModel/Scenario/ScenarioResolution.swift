package import LifecycleSimCore

/// What checking a scenario against the standard iOS versions found: kept by a decoded
/// scenario, so that the simulator does not check it again.
///
/// ``Scenario/decode(_:fileName:)`` checks every name, reference, device, version and quirk, and
/// keeps this when it found no problem. Setting any of the scenario's properties drops it, so a
/// scenario changed after decoding, or built in code, is checked when it is simulated.
package struct ScenarioResolution: Sendable {
  package var device: Device
  package var ios: IOSVersion
  /// The behaviour in force, quirk overrides applied.
  package var behaviour: Behaviour
  /// The device's window values under ``behaviour``.
  package var window: WindowMetrics
  package var warnings: [String]
  /// The controllers and views of the root tree.
  package var rootSize: ScenarioTreeSize

  /// The parts of `resolved` that do not depend on its scenario.
  package init(_ resolved: ResolvedScenario) {
    device = resolved.device
    ios = resolved.ios
    behaviour = resolved.behaviour
    window = resolved.window
    warnings = resolved.warnings
    rootSize = resolved.rootSize
  }
}

extension ScenarioResolution {
  /// `scenario`, which this resolution was found for, resolved.
  func resolving(_ scenario: Scenario) -> ResolvedScenario {
    ResolvedScenario(
      scenario: scenario, device: device, ios: ios, behaviour: behaviour, window: window,
      warnings: warnings, rootSize: rootSize)
  }

  /// `scenario` resolved against the standard versions: what its decoding found, or a new check
  /// when it has none.
  package static func standard(_ scenario: Scenario) throws(ScenarioError) -> ResolvedScenario {
    if let resolution = scenario.resolution { return resolution.resolving(scenario) }
    return try ScenarioValidator.resolve(
      scenario, fileName: scenario.sourceName, registry: .standard)
  }
}
