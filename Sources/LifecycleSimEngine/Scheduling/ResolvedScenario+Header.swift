import LifecycleSimCore
package import LifecycleSimModel
package import LifecycleSimTrace

extension ResolvedScenario {
  /// The trace header of a run of this scenario.
  package var header: TraceHeader {
    var header = TraceHeader(
      scenario: scenario.name, device: device.name, ios: scenario.ios, profile: behaviour.profile,
      quirks: Quirk.allCases.map { QuirkSetting($0, behaviour.quirks[$0]) },
      orientation: orientation,
      screen: orientation.isLandscape ? device.portraitSize.transposed : device.portraitSize,
      layoutDirection: scenario.layoutDirection, warnings: warnings)
    header.otherQuirks = otherQuirks
    return header
  }
}
