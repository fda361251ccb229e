/// A 1-based line and column in a source text.
///
/// Columns count Unicode scalars, so a multi-byte UTF-8 character is one column, and a tab
/// is one column. The description is `line:column`, as in `14:9`.
public struct TextLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, in Unicode scalars.
  public var column: Int

  /// Creates a location from a 1-based line and column.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The location written as `line:column`.
  public var description: String { "\(line):\(column)" }

  /// Orders locations by line, then by column.
  public static func < (lhs: TextLocation, rhs: TextLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// A parsed JSON value and the location of its first character.
///
/// Objects keep their members in file order, duplicates included, so the scenario loader
/// can report a duplicate key at its location.
package struct JSONValue: Sendable {
  /// The kind of a JSON value and its contents.
  package enum Kind: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])
  }

  /// The value's kind and contents.
  package var kind: Kind
  /// The location of the value's first character (the `{`, `[`, `"`, digit, `-` or letter).
  package var location: TextLocation

  /// Creates a value of a kind at a location.
  package init(kind: Kind, location: TextLocation) {
    self.kind = kind
    self.location = location
  }

  /// The kind with an article, for messages like `expected an array, found a string`.
  ///
  /// One of `null`, `a boolean`, `a number`, `a string`, `an array`, `an object`.
  package var typeDescription: String {
    switch kind {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// One member of a JSON object, in file order.
///
/// Duplicate keys are kept as separate members; the caller decides how to report them.
package struct JSONMember: Sendable {
  /// The key, with escapes resolved.
  package var key: String
  /// The location of the key's opening quote.
  package var keyLocation: TextLocation
  /// The member's value.
  package var value: JSONValue

  /// Creates a member.
  package init(key: String, keyLocation: TextLocation, value: JSONValue) {
    self.key = key
    self.keyLocation = keyLocation
    self.value = value
  }
}
