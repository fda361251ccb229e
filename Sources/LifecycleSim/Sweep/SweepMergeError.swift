/// Shards that do not make up one sweep.
public struct SweepMergeError: Error, Sendable, CustomStringConvertible {
  public var message: String
  public var fix: String

  /// The message, then the fix.
  public var description: String { "\(message).\n  \(fix)." }
}
