/// Whether a process runs on CI, for the commands and assertions that must not record there.
package enum ContinuousIntegration {
  /// `true` when `CI` is set to anything but empty, `false` or `0`.
  package static func isActive(in environment: [String: String]) -> Bool {
    guard let value = environment["CI"] else { return false }
    return !["", "false", "0"].contains(value.lowercased())
  }
}
