/// The major iOS versions a device runs: from the one it shipped with to the last one Apple
/// let it install, or with no upper bound while the newest iOS still supports it.
///
/// ```swift
/// SupportedIOS(11, 16).description   // "11–16"
/// SupportedIOS(18).description       // "18 and later"
/// SupportedIOS(11, 16).contains(26)  // false
/// ```
public struct SupportedIOS: Sendable, Hashable, CustomStringConvertible {
  /// The major version the device shipped with.
  public var first: Int
  /// The last major version it can install; `nil` while the newest iOS supports it.
  public var last: Int?

  /// Creates a range; `last` is `nil` for a device the newest iOS still supports.
  public init(_ first: Int, _ last: Int? = nil) {
    self.first = first
    self.last = last
  }

  /// `true` when the device runs major version `major`.
  public func contains(_ major: Int) -> Bool {
    major >= first && last.map { major <= $0 } ?? true
  }

  /// `"11–16"`, or `"18 and later"` for an open range.
  public var description: String {
    last.map { "\(first)–\($0)" } ?? "\(first) and later"
  }

  /// The compact form of the `devices` table: `"11-16"`, or `"18+"` for an open range.
  public var compact: String {
    last.map { "\(first)-\($0)" } ?? "\(first)+"
  }
}
