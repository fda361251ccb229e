/// A value of a ``JSONTape``, read in place: its kind, contents and location come from the
/// tape's tokens and bytes when asked for.
///
/// Array elements and object members are handles too, so decoding a document builds nothing
/// per value but what it keeps.
struct JSONNode {
  /// The kind of a value and its contents.
  enum Kind {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array(Elements)
    case object(Members)
  }

  /// A position among an array's elements or an object's members: the index of a token.
  struct Position: Comparable {
    fileprivate var token: Int

    static func < (lhs: Position, rhs: Position) -> Bool { lhs.token < rhs.token }
  }

  /// An array's elements, in file order, read from the tape as they are visited.
  struct Elements: Collection {
    let tape: JSONTape
    let startIndex: Position
    let endIndex: Position

    subscript(position: Position) -> JSONNode { JSONNode(tape: tape, index: position.token) }

    func index(after position: Position) -> Position {
      Position(token: tape.end(of: position.token))
    }
  }

  /// An object's members, in file order; duplicate keys are separate members.
  struct Members: Collection {
    let tape: JSONTape
    let startIndex: Position
    let endIndex: Position

    subscript(position: Position) -> Member { Member(tape: tape, keyIndex: position.token) }

    func index(after position: Position) -> Position {
      Position(token: tape.end(of: position.token + 1))
    }

    /// The value of the first member whose key is `key` (plain ASCII).
    func first(_ key: String) -> JSONNode? {
      var position = startIndex.token
      while position < endIndex.token {
        if tape.string(at: position, equals: key) {
          return JSONNode(tape: tape, index: position + 1)
        }
        position = tape.end(of: position + 1)
      }
      return nil
    }
  }

  /// One member of an object.
  struct Member {
    let tape: JSONTape
    /// The index of the key's token; the value's follows it.
    let keyIndex: Int

    /// The key, with escapes resolved.
    var key: String { tape.string(at: keyIndex) }
    /// `true` when the key equals `text` (plain ASCII).
    func hasKey(_ text: String) -> Bool { tape.string(at: keyIndex, equals: text) }
    /// The position in `keys` (plain ASCII texts) of the key, or `nil`.
    func key(among keys: [String]) -> Int? { tape.string(at: keyIndex, among: keys) }
    /// The location of the key's opening quote.
    var keyLocation: TextLocation { tape.location(of: keyIndex) }
    /// The member's value.
    var value: JSONNode { JSONNode(tape: tape, index: keyIndex + 1) }
  }

  let tape: JSONTape
  /// The index of the value's token.
  let index: Int

  /// The value's kind and contents; strings are read, and arrays and objects listed, at each
  /// call.
  var kind: Kind {
    let token = tape.tokens[index]
    switch token.kind {
    case .null: return .null
    case .false: return .bool(false)
    case .true: return .bool(true)
    case .number: return .number(Double(bitPattern: token.payload))
    case .string, .otherString: return .string(tape.string(at: index))
    case .array, .object:
      let (start, end) = contents(of: token)
      return token.kind == .array
        ? .array(Elements(tape: tape, startIndex: start, endIndex: end))
        : .object(Members(tape: tape, startIndex: start, endIndex: end))
    }
  }

  /// Where the contents of this array or object (its `token`) start and end on the tape: the
  /// token after it, and the end its token records.
  private func contents(of token: JSONToken) -> (start: Position, end: Position) {
    (Position(token: index + 1), Position(token: Int(truncatingIfNeeded: token.payload)))
  }

  /// The elements, for an array.
  var elements: Elements? {
    let token = tape.tokens[index]
    guard token.kind == .array else { return nil }
    let (start, end) = contents(of: token)
    return Elements(tape: tape, startIndex: start, endIndex: end)
  }

  /// The members, for an object.
  var members: Members? {
    let token = tape.tokens[index]
    guard token.kind == .object else { return nil }
    let (start, end) = contents(of: token)
    return Members(tape: tape, startIndex: start, endIndex: end)
  }

  /// The number, for a number.
  var number: Double? {
    let token = tape.tokens[index]
    return token.kind == .number ? Double(bitPattern: token.payload) : nil
  }

  /// The flag, for `true` and `false`.
  var bool: Bool? {
    switch tape.tokens[index].kind {
    case .true: true
    case .false: false
    default: nil
    }
  }

  /// The text, for a string.
  var string: String? {
    switch tape.tokens[index].kind {
    case .string, .otherString: tape.string(at: index)
    default: nil
    }
  }

  /// `true` when the value is the string `text` (plain ASCII).
  func isString(_ text: String) -> Bool {
    switch tape.tokens[index].kind {
    case .string, .otherString: tape.string(at: index, equals: text)
    default: false
    }
  }

  /// The location of the value's first character (the `{`, `[`, `"`, digit, `-` or letter).
  var location: TextLocation { tape.location(of: index) }

  /// The kind with an article, for messages like `expected an array, found a string`.
  var typeDescription: String {
    switch tape.tokens[index].kind {
    case .null: "null"
    case .false, .true: "a boolean"
    case .number: "a number"
    case .string, .otherString: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
