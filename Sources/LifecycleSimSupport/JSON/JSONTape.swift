/// A parsed JSON document kept flat: its bytes and one 16-byte ``JSONToken`` per value and
/// key, in file order.
///
/// Nothing is built per value: strings are read from the bytes when asked for, and a value's
/// line and column are found from its byte offset when asked for, so a large document costs
/// little more than its bytes. ``JSONNode`` walks it like a tree. A tape is read by one
/// decoder at a time: finding locations moves a cursor.
package final class JSONTape {
  /// The document's bytes.
  package let bytes: [UInt8]
  /// The tokens, in file order; the document's value is the first.
  package let tokens: [JSONToken]
  /// Not checked for overlapping access at run time: one decoder at a time reads a tape, and
  /// nothing it calls while locating reads the tape again.
  @exclusivity(unchecked) private var locator: TextLocator
  /// The lines of an all-ASCII text, which locate an offset without reading the text.
  ///
  /// `nil` when the text has a multi-byte character: ``locator`` then counts its columns. Not
  /// checked for overlapping access, as ``locator`` is not.
  @exclusivity(unchecked) private var lines: LineTable?

  /// Creates a tape from a parse's tokens; `start` is where the text starts after a byte order
  /// mark, and `lines` the lines of an all-ASCII text (`nil` for another).
  package init(bytes: [UInt8], tokens: [JSONToken], start: Int, lines: LineTable? = nil) {
    self.bytes = bytes
    self.tokens = tokens
    locator = TextLocator(bytes: bytes, start: start)
    self.lines = lines
  }

  /// The document's value.
  package var root: JSONNode { JSONNode(tape: self, index: 0) }

  /// The location of a token's first character.
  package func location(of index: Int) -> TextLocation {
    locate(tokens[index].offset)
  }

  /// The location of the byte at `offset`.
  private func locate(_ offset: Int) -> TextLocation {
    lines?.location(of: offset, count: bytes.count) ?? locator.location(of: offset)
  }

  /// The index of the token after the value at `index` and everything inside it.
  package func end(of index: Int) -> Int {
    let token = tokens[index]
    switch token.kind {
    case .array, .object: return Int(truncatingIfNeeded: token.payload)
    default: return index + 1
    }
  }

  /// The bytes of the string token at `index`, without its quotes, escapes as written.
  package func rawBytes(of index: Int) -> ArraySlice<UInt8> {
    let token = tokens[index]
    return bytes[(token.offset + 1)..<Int(truncatingIfNeeded: token.payload)]
  }

  /// The value of the string token at `index`, escapes resolved.
  package func string(at index: Int) -> String {
    let token = tokens[index]
    guard token.kind == .otherString else {
      return String(decoding: rawBytes(of: index), as: UTF8.self)
    }
    return JSONParser.unescapedString(bytes, quoteAt: token.offset)
  }

  /// `true` when the string token at `index` equals `key`, a plain ASCII text as every key
  /// and name the format knows: on the bytes for an ASCII token, else as Swift compares
  /// strings (canonical equivalence).
  package func string(at index: Int, equals key: String) -> Bool {
    let token = tokens[index]
    guard token.kind == .string else { return string(at: index) == key }
    let start = token.offset + 1
    let count = Int(truncatingIfNeeded: token.payload) - start
    return key.utf8.count == count && equalBytes(from: start, count: count, key)
  }

  /// The position in `keys` (plain ASCII texts) of the string token at `index`, compared as
  /// ``string(at:equals:)`` does, each key by its length before its bytes; `nil` when none.
  package func string(at index: Int, among keys: [String]) -> Int? {
    let token = tokens[index]
    guard token.kind == .string else {
      let text = string(at: index)
      return keys.firstIndex(of: text)
    }
    let start = token.offset + 1
    let count = Int(truncatingIfNeeded: token.payload) - start
    for position in keys.indices where keys[position].utf8.count == count {
      if equalBytes(from: start, count: count, keys[position]) { return position }
    }
    return nil
  }

  /// `true` when the `count` bytes from `start` are `key`'s, whose UTF-8 count is `count`;
  /// a native string is read in place, without a copy.
  private func equalBytes(from start: Int, count: Int, _ key: String) -> Bool {
    let inPlace = key.utf8.withContiguousStorageIfAvailable { utf8 in
      bytes.withUnsafeBufferPointer { buffer in
        var offset = 0
        while offset < count {
          guard buffer[start + offset] == utf8[offset] else { return false }
          offset += 1
        }
        return true
      }
    }
    return inPlace ?? bytes[start..<(start + count)].elementsEqual(key.utf8)
  }

  /// The tree of the document's value, with the location of every value and key.
  package func tree() -> JSONValue {
    var index = 0
    return tree(at: &index)
  }

  /// The tree of the value at `index`, leaving `index` after it.
  private func tree(at index: inout Int) -> JSONValue {
    let token = tokens[index]
    let location = locate(token.offset)
    index += 1
    let end = Int(truncatingIfNeeded: token.payload)
    let kind: JSONValue.Kind
    switch token.kind {
    case .null: kind = .null
    case .false: kind = .bool(false)
    case .true: kind = .bool(true)
    case .number: kind = .number(Double(bitPattern: token.payload))
    case .string, .otherString: kind = .string(string(at: index - 1))
    case .array:
      var elements: [JSONValue] = []
      while index < end { elements.append(tree(at: &index)) }
      kind = .array(elements)
    case .object:
      var members: [JSONMember] = []
      while index < end {
        let key = string(at: index)
        let keyLocation = locate(tokens[index].offset)
        index += 1
        members.append(JSONMember(key: key, keyLocation: keyLocation, value: tree(at: &index)))
      }
      kind = .object(members)
    }
    return JSONValue(kind: kind, location: location)
  }
}
