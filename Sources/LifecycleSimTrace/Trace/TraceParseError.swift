/// A trace file that cannot be read, with where and what was expected.
public struct TraceParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// 1-based line.
  public var line: Int
  /// 1-based column (in UTF-8 bytes for text traces).
  public var column: Int
  /// What was wrong and what was expected.
  public var message: String

  /// Creates an error.
  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// `line 12:5: expected …`.
  public var description: String { "line \(line):\(column): \(message)" }
}
