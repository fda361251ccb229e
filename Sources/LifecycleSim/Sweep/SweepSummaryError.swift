/// A `summary.json` that cannot be read back, at the place it goes wrong.
public struct SweepSummaryError: Error, Sendable, CustomStringConvertible {
  public var location: TextLocation
  public var message: String

  /// `line:column: message`.
  public var description: String { "\(location): \(message)" }
}
