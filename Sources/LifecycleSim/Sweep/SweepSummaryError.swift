import LifecycleSimSupport

/// A `summary.json` that cannot be read back, at the place it goes wrong.
package struct SweepSummaryError: Error, Sendable, CustomStringConvertible {
  package var location: TextLocation
  package var message: String

  /// `line:column: message`.
  package var description: String { "\(location): \(message)" }
}
