/// A `sweep` option whose value names nothing the simulator knows.
package struct SweepInputError: Error, Sendable, CustomStringConvertible {
  /// The option, as `--devices`.
  package var option: String
  /// The value, or the part of it, that is wrong.
  package var value: String
  package var reason: String
  /// The closest valid value, if one is close.
  package var closest: String?
  /// What to do instead.
  package var fix: String

  /// `REASON. Did you mean 'X'?` then the fix, on two lines.
  package var description: String {
    "\(option): \(reason).\(closest.map { " Did you mean '\($0)'?" } ?? "")\n  \(fix)."
  }
}
