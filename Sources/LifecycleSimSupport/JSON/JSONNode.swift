/// A value of a ``JSONTape``, read in place: its kind, contents and location come from the
/// tape's tokens and bytes when asked for.
///
/// Array elements and object members are handles too, so decoding a document builds nothing
/// per value but what it keeps.
package struct JSONNode {
  /// The kind of a value and its contents.
  package enum Kind {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array(Elements)
    case object(Members)
  }

  /// A position among an array's elements or an object's members: the index of a token.
  package struct Position: Comparable {
    fileprivate var token: Int

    package static func < (lhs: Position, rhs: Position) -> Bool { lhs.token < rhs.token }
  }

  /// An array's elements, in file order, read from the tape as they are visited.
  package struct Elements: Collection {
    package let tape: JSONTape
    package let startIndex: Position
    package let endIndex: Position

    package subscript(position: Position) -> JSONNode {
      JSONNode(tape: tape, index: position.token)
    }

    package func index(after position: Position) -> Position {
      Position(token: tape.end(of: position.token))
    }
  }

  /// An object's members, in file order; duplicate keys are separate members.
  package struct Members: Collection {
    package let tape: JSONTape
    package let startIndex: Position
    package let endIndex: Position

    package subscript(position: Position) -> Member { Member(tape: tape, keyIndex: position.token) }

    package func index(after position: Position) -> Position {
      Position(token: tape.end(of: position.token + 1))
    }

    /// The value of the first member whose key is `key` (plain ASCII).
    package func first(_ key: String) -> JSONNode? {
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
  package struct Member {
    package let tape: JSONTape
    /// The index of the key's token; the value's follows it.
    package let keyIndex: Int

    /// The member whose key is token `keyIndex` of `tape`.
    package init(tape: JSONTape, keyIndex: Int) {
      self.tape = tape
      self.keyIndex = keyIndex
    }

    /// The key, with escapes resolved.
    package var key: String { tape.string(at: keyIndex) }
    /// `true` when the key equals `text` (plain ASCII).
    package func hasKey(_ text: String) -> Bool { tape.string(at: keyIndex, equals: text) }
    /// The position in `keys` (plain ASCII texts) of the key, or `nil`.
    package func key(among keys: [String]) -> Int? { tape.string(at: keyIndex, among: keys) }
    /// The location of the key's opening quote.
    package var keyLocation: TextLocation { tape.location(of: keyIndex) }
    /// The member's value.
    package var value: JSONNode { JSONNode(tape: tape, index: keyIndex + 1) }
  }

  package let tape: JSONTape
  /// The index of the value's token.
  package let index: Int

  /// The value at token `index` of `tape`.
  package init(tape: JSONTape, index: Int) {
    self.tape = tape
    self.index = index
  }

  /// The value's kind and contents; strings are read, and arrays and objects listed, at each
  /// call.
  package var kind: Kind {
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
  package var elements: Elements? {
    let token = tape.tokens[index]
    guard token.kind == .array else { return nil }
    let (start, end) = contents(of: token)
    return Elements(tape: tape, startIndex: start, endIndex: end)
  }

  /// The members, for an object.
  package var members: Members? {
    let token = tape.tokens[index]
    guard token.kind == .object else { return nil }
    let (start, end) = contents(of: token)
    return Members(tape: tape, startIndex: start, endIndex: end)
  }

  /// The number, for a number.
  package var number: Double? {
    let token = tape.tokens[index]
    return token.kind == .number ? Double(bitPattern: token.payload) : nil
  }

  /// The flag, for `true` and `false`.
  package var bool: Bool? {
    switch tape.tokens[index].kind {
    case .true: true
    case .false: false
    default: nil
    }
  }

  /// The text, for a string.
  package var string: String? {
    switch tape.tokens[index].kind {
    case .string, .otherString: tape.string(at: index)
    default: nil
    }
  }

  /// `true` when the value is the string `text` (plain ASCII).
  package func isString(_ text: String) -> Bool {
    switch tape.tokens[index].kind {
    case .string, .otherString: tape.string(at: index, equals: text)
    default: false
    }
  }

  /// The location of the value's first character (the `{`, `[`, `"`, digit, `-` or letter).
  package var location: TextLocation { tape.location(of: index) }

  /// The kind with an article, for messages like `expected an array, found a string`.
  package var typeDescription: String {
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
