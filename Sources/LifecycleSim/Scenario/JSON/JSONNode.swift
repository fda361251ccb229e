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
    case array([JSONNode])
    case object([Member])
  }

  /// One member of an object, in file order; duplicate keys are separate members.
  struct Member {
    let tape: JSONTape
    /// The index of the key's token; the value's follows it.
    let keyIndex: Int

    /// The key, with escapes resolved.
    var key: String { tape.string(at: keyIndex) }
    /// `true` when the key equals `text`.
    func hasKey(_ text: String) -> Bool { tape.string(at: keyIndex, equals: text) }
    /// `true` when this member's key equals `other`'s.
    func hasSameKey(as other: Member) -> Bool {
      let lhs = tape.tokens[keyIndex]
      let rhs = tape.tokens[other.keyIndex]
      if lhs.kind == .string && rhs.kind == .string
        && tape.rawBytes(of: keyIndex).elementsEqual(tape.rawBytes(of: other.keyIndex))
      {
        return true
      }
      return key == other.key
    }
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
    case .array:
      var elements: [JSONNode] = []
      var child = index + 1
      let end = Int(truncatingIfNeeded: token.payload)
      while child < end {
        elements.append(JSONNode(tape: tape, index: child))
        child = tape.end(of: child)
      }
      return .array(elements)
    case .object:
      var members: [Member] = []
      var key = index + 1
      let end = Int(truncatingIfNeeded: token.payload)
      while key < end {
        members.append(Member(tape: tape, keyIndex: key))
        key = tape.end(of: key + 1)
      }
      return .object(members)
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
