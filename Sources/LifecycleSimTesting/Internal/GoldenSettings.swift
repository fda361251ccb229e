import LifecycleSimSupport
import Foundation
import LifecycleSimTrace

/// The settings golden assertions resolve from their argument, the task-local configuration
/// and the environment.
enum GoldenSettings {
  struct Problem: Error {
    var message: String
  }

  /// The record mode: the argument, the configuration, `LIFECYCLE_SIM_RECORD`, then `.never` on
  /// CI and `.missing` elsewhere.
  static func recordMode(
    argument: TraceRecordMode?,
    configuration: TraceTestingConfiguration = TraceTestingConfiguration.current,
    environment: [String: String] = TraceTestingConfiguration.environment
  ) -> Result<TraceRecordMode, Problem> {
    if let mode = argument ?? configuration.record { return .success(mode) }
    if let value = environment["LIFECYCLE_SIM_RECORD"], !value.isEmpty {
      guard let mode = TraceRecordMode(rawValue: value.lowercased()) else {
        let modes = TraceRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
        return .failure(
          Problem(
            message: """
              LIFECYCLE_SIM_RECORD is "\(value)", which is not a record mode.

              Set it to one of \(modes), or unset it.
              """))
      }
      return .success(mode)
    }
    return .success(ContinuousIntegration.isActive(in: environment) ? .never : .missing)
  }

  /// Where failing assertions write actual traces: the configuration's folder,
  /// `LIFECYCLE_SIM_ARTIFACTS`, else `lifecycle-sim-artifacts` in the temporary directory.
  static func artifactsDirectory(
    configuration: TraceTestingConfiguration = TraceTestingConfiguration.current,
    environment: [String: String] = TraceTestingConfiguration.environment
  ) -> String {
    if let directory = configuration.artifactsDirectory { return directory }
    if let directory = environment["LIFECYCLE_SIM_ARTIFACTS"], !directory.isEmpty {
      return directory
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-sim-artifacts")
      .path
  }
}
