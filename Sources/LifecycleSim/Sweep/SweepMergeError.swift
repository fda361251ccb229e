/// Shards that do not make up one sweep.
package struct SweepMergeError: Error, Sendable, CustomStringConvertible {
  package var message: String
  package var fix: String

  /// The message, then the fix.
  package var description: String { "\(message).\n  \(fix)." }
}
