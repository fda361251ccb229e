/// A `sweep` option whose value names nothing the simulator knows.
public struct SweepInputError: Error, Sendable, CustomStringConvertible {
  /// The option, as `--devices`.
  public var option: String
  /// The value, or the part of it, that is wrong.
  public var value: String
  public var reason: String
  /// The closest valid value, if one is close.
  public var closest: String?
  /// What to do instead.
  public var fix: String

  /// `REASON. Did you mean 'X'?` then the fix, on two lines.
  public var description: String {
    "\(option): \(reason).\(closest.map { " Did you mean '\($0)'?" } ?? "")\n  \(fix)."
  }
}
