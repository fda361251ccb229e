/// A strict RFC 8259 JSON parser that keeps the source location of every value and key.
///
/// The parser accepts exactly one value of any kind, with whitespace around it, and an
/// optional UTF-8 byte order mark before it. It works on UTF-8 bytes without recursion (each
/// open container's token links to the one enclosing it), so no input can overflow the call
/// stack, and it writes one flat
/// ``JSONToken`` per value and key (a ``JSONTape``) instead of a tree: strings stay bytes of
/// the input and locations are found from byte offsets when asked for. A line ends at `\n`, at
/// `\r\n` (one line break) and at a lone `\r`; columns count Unicode scalars.
///
/// Errors say what was expected and what was found, and suggest the fix for the usual
/// hand-editing mistakes:
///
/// ```swift
/// let bytes = Array(#"{"a": 1,}"#.utf8)
/// try JSONParser.parse(bytes)
/// // throws 1:8: trailing comma before '}'; remove it
/// ```
package enum JSONParser {
  /// The deepest nesting of arrays and objects accepted; the top-level container is level 1.
  package static let maximumDepth = 512

  /// Parses one JSON document into a tree of values.
  ///
  /// - Parameter bytes: The document as UTF-8, optionally starting with a byte order mark.
  /// - Returns: The top-level value, with the location of every value and key inside it.
  /// - Throws: ``JSONSyntaxError`` at the first syntax error, including invalid UTF-8,
  ///   numbers that overflow `Double`, and nesting deeper than ``maximumDepth``.
  /// - Complexity: O(*n*) in the number of bytes.
  package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    try tape(bytes).tree()
  }

  /// Parses one JSON document into a flat tape, as ``parse(_:)`` does but building nothing per
  /// value.
  package static func tape(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONTape {
    try bytes.withUnsafeBufferPointer { input throws(JSONSyntaxError) in
      var parser = Parser(bytes: bytes, input: input)
      defer { parser.tokens.release() }
      return try parser.parseDocument()
    }
  }

  /// The value of the well-formed string whose opening quote is at `quote`, escapes resolved.
  package static func unescapedString(_ bytes: [UInt8], quoteAt quote: Int) -> String {
    bytes.withUnsafeBufferPointer { input in
      var parser = Parser(bytes: bytes, input: input)
      defer { parser.tokens.release() }
      parser.index = quote
      guard let end = try? parser.scanString() else { return "" }
      return end.escaped
        ? String(decoding: parser.scratch, as: UTF8.self)
        : String(decoding: bytes[(quote + 1)..<end.quote], as: UTF8.self)
    }
  }
}

/// An array or object whose closing bracket has not been reached yet.
private struct OpenContainer {
  /// `true` for an object, `false` for an array.
  var isObject: Bool
  /// The index of the container's token.
  var token: Int
}

/// Where a value is expected, for the wording of "expected a value" errors.
private enum ValueContext {
  case topLevel
  case firstElement
  case nextElement
  case memberValue
}

/// What the parser was looking for when it found something else, for choosing a hint.
private enum Expectation {
  case value
  case key
  case separator
  case colon
  case other
}

/// The tokens of a document being parsed, in storage of their own: appending one is a check
/// of the room left and a store, where an array's `append` first checks that its storage is
/// not shared (about 50 instructions a token in all, a quarter of the parse).
///
/// Its owner calls ``release()`` once, when parsing ends, whether it returned or threw.
private struct TokenBuffer {
  private var base = UnsafeMutablePointer<JSONToken>.allocate(capacity: 16)
  private var capacity = 16
  /// The number of tokens.
  private(set) var count = 0

  /// Appends `token`.
  @inline(__always)
  mutating func append(_ token: JSONToken) {
    if count == capacity { grow(to: 2 &* capacity) }
    (base + count).initialize(to: token)
    count &+= 1
  }

  /// The token at `index`, which is below ``count``.
  subscript(index: Int) -> JSONToken {
    get { base[index] }
    nonmutating set { base[index] = newValue }
  }

  /// The last token, if any.
  var last: JSONToken? { count > 0 ? base[count &- 1] : nil }

  /// Makes room for `minimum` tokens in all, if there is less.
  mutating func grow(to minimum: Int) {
    guard minimum > capacity else { return }
    let larger = UnsafeMutablePointer<JSONToken>.allocate(capacity: minimum)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity = minimum
  }

  /// The tokens, as an array.
  func array() -> [JSONToken] {
    Array(UnsafeBufferPointer(start: base, count: count))
  }

  /// Frees the storage; the buffer is not used after.
  func release() {
    base.deallocate()
  }
}

/// The parsing state over one document.
private struct Parser {
  package let bytes: [UInt8]
  /// The same bytes, read without bounds checks: every read is guarded by a comparison with
  /// `count` first.
  package let input: UnsafeBufferPointer<UInt8>
  /// The index of the next byte to read.
  package var index = 0
  /// Where the text starts: after the byte order mark, if any.
  package var textStart = 0
  /// The current 1-based line.
  package var line = 1
  /// The index of the first byte of the current line.
  package var lineStart = 0
  /// An index on the current line whose column is known, so columns are counted once.
  package var anchorIndex = 0
  /// The column of ``anchorIndex``.
  package var anchorColumn = 1
  /// Where each line starts, for the tape's locations.
  package var lines = LineTable(start: 0)
  /// Whether a string so far held a multi-byte character: the tape's locations then count
  /// Unicode scalars.
  package var multiByte = false
  /// The tokens so far.
  package var tokens = TokenBuffer()
  /// The number of containers enclosing the current position, at most
  /// ``JSONParser/maximumDepth``.
  package var depth = 0
  /// The token of the innermost container enclosing the current position, when ``depth`` is
  /// not 0.
  ///
  /// Until the container closes, its token's payload is the token of the container enclosing
  /// it (or -1), and the parser's stack is these links.
  package var innermost = -1
  /// A reusable buffer for strings that contain escapes.
  package var scratch: [UInt8] = []

  /// Creates a parser of `bytes`, whose storage `input` is, for the time the parser is used.
  package init(bytes: [UInt8], input: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    self.input = input
  }

  // MARK: - Document structure

  package mutating func parseDocument() throws(JSONSyntaxError) -> JSONTape {
    let count = input.count
    if count >= 3 && input[0] == 0xEF && input[1] == 0xBB && input[2] == 0xBF {
      index = 3
      textStart = 3
      lineStart = 3
      anchorIndex = 3
      lines = LineTable(start: 3)
    } else if count >= 2
      && ((input[0] == 0xFF && input[1] == 0xFE) || (input[0] == 0xFE && input[1] == 0xFF))
    {
      throw JSONSyntaxError(
        location: TextLocation(line: 1, column: 1),
        message: "the file is UTF-16 encoded; save it as UTF-8")
    }
    skipWhitespace()
    guard index < count else {
      throw JSONSyntaxError(
        location: TextLocation(line: 1, column: 1),
        message: "the file is empty; expected a JSON object")
    }
    // A compact scenario has a token for every 5 bytes or so (`{"view":{"name":"v12","frame":
    // [0,0,320,44]}}` is 11 in 45 bytes; 100,000 generated views, 1.07 M in 5.3 MB), so that
    // growing the buffer seldom copies it.
    tokens.grow(to: count / 4 + 16)

    var context = ValueContext.topLevel
    // The closing bracket of the innermost open container, `}` or `]`; 0 at the top level.
    var closer: UInt8 = 0
    parsing: while true {
      // A value starts at `index`; whitespace before it has been skipped.
      guard index < count else { throw expectedValue(context) }
      let start = index
      let first = input[start]
      switch first {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let isObject = first == UInt8(ascii: "{")
        if depth >= JSONParser.maximumDepth { throw tooDeep() }
        // `}` and `]` are two after `{` and `[`.
        let close = first &+ 2
        index = start &+ 1
        skipWhitespace()
        let position = tokens.count
        if index < count && input[index] == close {
          index &+= 1
          tokens.append(
            JSONToken(
              isObject ? .object : .array, offset: start,
              payload: UInt64(truncatingIfNeeded: position &+ 1)))
        } else {
          tokens.append(
            JSONToken(
              isObject ? .object : .array, offset: start,
              payload: UInt64(truncatingIfNeeded: innermost)))
          innermost = position
          depth &+= 1
          closer = close
          if isObject {
            if !quickKeyAndColon() { try parseKeyAndColon(afterComma: false) }
            context = .memberValue
          } else {
            context = .firstElement
          }
          continue parsing
        }
      case UInt8(ascii: "\""):
        let end = try scanString()
        tokens.append(
          JSONToken(
            end.escaped || !end.ascii ? .otherString : .string, offset: start,
            payload: UInt64(truncatingIfNeeded: end.quote)))
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        let number: Double
        if let integer = shortInteger() { number = integer } else { number = try parseNumber() }
        tokens.append(JSONToken(.number, offset: start, payload: number.bitPattern))
        // The next elements of an array of numbers (a frame, insets), each a `,` and at once a
        // number ``shortInteger()`` reads, read here as the loop below and the switch above
        // would read them, without going round: about 30 instructions a number.
        if closer == UInt8(ascii: "]") {
          while index &+ 1 < count && input[index] == UInt8(ascii: ",") {
            let next = index &+ 1
            let byte = input[next]
            guard byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "-") else { break }
            index = next
            guard let integer = shortInteger() else {
              index = next &- 1
              break
            }
            tokens.append(JSONToken(.number, offset: next, payload: integer.bitPattern))
          }
        }
      case UInt8(ascii: "t"):
        try parseLiteral("true", context)
        tokens.append(JSONToken(.true, offset: start))
      case UInt8(ascii: "f"):
        try parseLiteral("false", context)
        tokens.append(JSONToken(.false, offset: start))
      case UInt8(ascii: "n"):
        try parseLiteral("null", context)
        tokens.append(JSONToken(.null, offset: start))
      default:
        throw expectedValue(context)
      }

      // A complete value: continue the innermost container, closing containers that end.
      while true {
        skipWhitespace()
        guard closer != 0 else {
          guard index == count else { throw contentAfterEnd() }
          return JSONTape(
            bytes: bytes, tokens: tokens.array(), start: textStart,
            lines: multiByte ? nil : lines)
        }
        guard index < count else { throw expectedSeparator() }
        let next = input[index]
        if next == closer {
          index &+= 1
          // The container's end replaces its link to the container enclosing it.
          let enclosing = Int(truncatingIfNeeded: tokens[innermost].payload)
          tokens[innermost].payload = UInt64(truncatingIfNeeded: tokens.count)
          innermost = enclosing
          depth &-= 1
          closer =
            depth == 0
            ? 0 : tokens[enclosing].kind == .object ? UInt8(ascii: "}") : UInt8(ascii: "]")
          continue
        }
        guard next == UInt8(ascii: ",") else { throw expectedSeparator() }
        let comma = index
        index &+= 1
        skipWhitespace()
        if index < count && input[index] == closer {
          throw JSONSyntaxError(
            location: locate(comma),
            message: "trailing comma before '\(Character(Unicode.Scalar(closer)))'; remove it")
        }
        if closer == UInt8(ascii: "}") {
          if !quickKeyAndColon() { try parseKeyAndColon(afterComma: true) }
          context = .memberValue
        } else {
          context = .nextElement
        }
        continue parsing
      }
    }
  }

  /// The error for opening one more container at `index`, beyond ``JSONParser/maximumDepth``.
  private mutating func tooDeep() -> JSONSyntaxError {
    JSONSyntaxError(
      location: location(at: index),
      message: "nested too deeply (more than \(JSONParser.maximumDepth) levels)")
  }

  /// The innermost container enclosing the current position, if any.
  private var openContainer: OpenContainer? {
    guard depth > 0 else { return nil }
    return OpenContainer(isObject: tokens[innermost].kind == .object, token: innermost)
  }

  /// The error for what follows a member or an element at `index` when it is neither `,` nor
  /// the innermost container's closing bracket.
  private mutating func expectedSeparator() -> JSONSyntaxError {
    openContainer?.isObject ?? false
      ? unexpected("',' or '}' after an object member", .separator)
      : unexpected("',' or ']' after an array element", .separator)
  }

  /// Reads the key and the `:` at `index` the way ``parseKeyAndColon(afterComma:)`` does, when
  /// the key is at most 16 printable ASCII characters without escapes and the colon follows it
  /// at once, as in most keys of a scenario; returns `false`, having read nothing, otherwise.
  ///
  /// Always inlined into the parse's loop, where ``parseKeyAndColon(afterComma:)``, which
  /// throws, stayed a call (about 125 instructions a key in all).
  @inline(__always)
  private mutating func quickKeyAndColon() -> Bool {
    let count = input.count
    let start = index
    guard start < count, input[start] == UInt8(ascii: "\""), let base = input.baseAddress else {
      return false
    }
    // The first byte after the opening quote that needs a look, eight at a time.
    var word = start &+ 1
    var special: UInt64 = 0
    while special == 0 {
      guard word &- start <= 9, count &- word >= 8 else { return false }
      special = Self.specialBytes(
        UInt64(littleEndian: UnsafeRawPointer(base + word).loadUnaligned(as: UInt64.self)))
      if special == 0 { word &+= 8 }
    }
    let quote = word &+ special.trailingZeroBitCount &>> 3
    let colon = quote &+ 1
    guard input[quote] == UInt8(ascii: "\""), colon < count, input[colon] == UInt8(ascii: ":")
    else { return false }
    tokens.append(JSONToken(.string, offset: start, payload: UInt64(truncatingIfNeeded: quote)))
    index = colon &+ 1
    skipWhitespace()
    return true
  }

  /// Parses an object key and the `:` after it into the tokens.
  ///
  /// On entry `index` is at the first non-whitespace byte after `{` or `,`; on return it is
  /// at the first non-whitespace byte after the `:`.
  private mutating func parseKeyAndColon(afterComma: Bool) throws(JSONSyntaxError) {
    guard index < input.count && input[index] == UInt8(ascii: "\"") else {
      throw unexpected(afterComma ? "an object key after ','" : "an object key or '}'", .key)
    }
    let start = index
    let end = try scanString()
    tokens.append(
      JSONToken(
        end.escaped || !end.ascii ? .otherString : .string, offset: start,
        payload: UInt64(end.quote)))
    skipWhitespace()
    guard index < input.count && input[index] == UInt8(ascii: ":") else {
      throw unexpected("':' after the key \(Self.quoted(lastKey))", .colon)
    }
    index += 1
    skipWhitespace()
  }

  /// The last key read, escapes resolved, for messages.
  private var lastKey: String {
    guard let token = tokens.last else { return "" }
    return JSONParser.unescapedString(bytes, quoteAt: token.offset)
  }

  /// The location of any offset before `index`, counted from the start: for errors only.
  private func locate(_ offset: Int) -> TextLocation {
    var locator = TextLocator(bytes: bytes, start: textStart)
    return locator.location(of: offset)
  }

  // MARK: - Scalars

  /// Parses `true`, `false` or `null` at `index`.
  private mutating func parseLiteral(
    _ literal: StaticString, _ context: ValueContext
  ) throws(JSONSyntaxError) {
    var end = index
    var matches = true
    literal.withUTF8Buffer { literalBytes in
      for byte in literalBytes {
        guard end < input.count && input[end] == byte else {
          matches = false
          return
        }
        end += 1
      }
    }
    if !matches || (end < input.count && Self.isWordByte(input[end])) {
      throw expectedValue(context)
    }
    index = end
  }

  /// Reads the number at `index` when it is an integer of at most 15 digits without a leading
  /// zero, exact in a `Double`, that no `.`, `e` or `E` continues, as most numbers of a
  /// scenario; returns `nil`, having read nothing, for any other number and anything that is
  /// not one, which ``parseNumber()`` then reads or reports.
  ///
  /// Always inlined into the parse's loop, where ``parseNumber()``, which throws, stayed a call.
  @inline(__always)
  private mutating func shortInteger() -> Double? {
    let count = input.count
    var first = index
    let negative = input[first] == UInt8(ascii: "-")
    if negative { first &+= 1 }
    guard first < count, input[first] != UInt8(ascii: "0") else { return nil }
    var value = 0
    var end = first
    while end < count {
      let digit = input[end] &- UInt8(ascii: "0")
      guard digit < 10 else { break }
      value = value &* 10 &+ Int(digit)
      end &+= 1
    }
    let digits = end &- first
    guard digits > 0, digits <= 15,
      end == count
        || (input[end] != UInt8(ascii: ".") && input[end] | 0x20 != UInt8(ascii: "e"))
    else { return nil }
    index = end
    return Double(negative ? 0 &- value : value)
  }

  /// Parses a number at `index` per the JSON grammar.
  ///
  /// Numbers with at most 19 significant digits and a small decimal exponent are converted
  /// exactly with one multiplication or division (Clinger's fast path); others go through
  /// the standard library's correctly rounded `Double(_:)`.
  private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
    let count = input.count
    let start = index
    var i = start
    let negative = input[i] == UInt8(ascii: "-")
    if negative { i += 1 }
    guard i < count && Self.isDigit(input[i]) else {
      index = i
      throw unexpected("a digit after '-'", .other)
    }
    var mantissa: UInt64 = 0
    var significantDigits = 0
    var exact = true
    var fractionDigits = 0
    if input[i] == UInt8(ascii: "0") {
      i += 1
      if i < count && Self.isDigit(input[i]) {
        throw JSONSyntaxError(
          location: location(at: start), message: "numbers cannot have leading zeros")
      }
    } else {
      while i < count && Self.isDigit(input[i]) {
        Self.accumulate(input[i], &mantissa, &significantDigits, &exact)
        i += 1
      }
    }
    if i < count && input[i] == UInt8(ascii: ".") {
      i += 1
      guard i < count && Self.isDigit(input[i]) else {
        index = i
        throw unexpected("a digit after '.'", .other)
      }
      while i < count && Self.isDigit(input[i]) {
        Self.accumulate(input[i], &mantissa, &significantDigits, &exact)
        fractionDigits += 1
        i += 1
      }
    }
    var exponent = 0
    if i < count && (input[i] == UInt8(ascii: "e") || input[i] == UInt8(ascii: "E")) {
      i += 1
      var negativeExponent = false
      if i < count && (input[i] == UInt8(ascii: "+") || input[i] == UInt8(ascii: "-")) {
        negativeExponent = input[i] == UInt8(ascii: "-")
        i += 1
      }
      guard i < count && Self.isDigit(input[i]) else {
        index = i
        throw unexpected("a digit in the exponent", .other)
      }
      while i < count && Self.isDigit(input[i]) {
        if exponent < 1_000_000 { exponent = exponent * 10 + Int(input[i] &- 0x30) }
        i += 1
      }
      if negativeExponent { exponent = -exponent }
    }
    index = i

    var magnitude: Double
    let decimalExponent = exponent - fractionDigits
    if exact && mantissa == 0 {
      magnitude = 0
    } else if exact && mantissa <= 1 << 53 && decimalExponent >= -22 && decimalExponent <= 22 {
      let mantissaValue = Double(mantissa)
      magnitude =
        decimalExponent >= 0
        ? mantissaValue * Self.powersOfTen[decimalExponent]
        : mantissaValue / Self.powersOfTen[-decimalExponent]
    } else {
      let text = String(decoding: input[start..<i], as: UTF8.self)
      guard let parsed = Double(text), parsed.isFinite else {
        throw JSONSyntaxError(location: location(at: start), message: "number out of range")
      }
      return parsed
    }
    if negative { magnitude = -magnitude }
    return magnitude
  }

  /// Exact powers of ten for the fast number path.
  private static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// Adds a decimal digit to a mantissa, dropping leading zeros; more than 19 significant
  /// digits clear `exact`.
  private static func accumulate(
    _ digit: UInt8, _ mantissa: inout UInt64, _ significantDigits: inout Int,
    _ exact: inout Bool
  ) {
    let value = UInt64(digit &- 0x30)
    if mantissa == 0 && value == 0 { return }
    if significantDigits < 19 {
      mantissa = mantissa &* 10 &+ value
      significantDigits += 1
    } else {
      exact = false
    }
  }

  // MARK: - Strings

  /// Checks the string whose opening quote is at `index`, leaving `index` after the closing
  /// quote; when the string has escapes, ``scratch`` holds its value.
  ///
  /// - Returns: The index of the closing quote, and whether the string has escapes.
  ///
  /// Inlined into its callers, the parse's loop and the key's: it runs for every string and key.
  @inline(__always)
  package mutating func scanString() throws(JSONSyntaxError) -> (
    quote: Int, escaped: Bool, ascii: Bool
  ) {
    let count = input.count
    let quote = index
    var ascii = true
    var i = index &+ 1
    var segmentStart = i
    var escaped = false
    while i < count {
      // Eight bytes at a time up to the first that needs a look: a quote, a backslash, a
      // control character or a byte of a multi-byte character.
      if count &- i >= 8, let base = input.baseAddress {
        let special = Self.specialBytes(
          UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)))
        guard special != 0 else {
          i &+= 8
          continue
        }
        i &+= special.trailingZeroBitCount &>> 3
      }
      let byte = input[i]
      if byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\"")
        && byte != UInt8(ascii: "\\")
      {
        i &+= 1
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        if escaped { scratch.append(contentsOf: input[segmentStart..<i]) }
        index = i &+ 1
        return (i, escaped, ascii)
      case UInt8(ascii: "\\"):
        if !escaped {
          escaped = true
          scratch.removeAll(keepingCapacity: true)
        }
        scratch.append(contentsOf: input[segmentStart..<i])
        i = try parseEscape(at: i, quote: quote)
        segmentStart = i
      case 0x0A, 0x0D:
        throw JSONSyntaxError(
          location: location(at: quote),
          message: "unterminated string; expected a closing '\"' before the end of the line")
      case 0x00..<0x20:
        throw JSONSyntaxError(
          location: location(at: i),
          message: "unescaped control character \(Self.codePoint(UInt32(byte))) in a string; "
            + "write it as \(Self.escapeSuggestion(byte))")
      default:
        guard let length = Self.sequenceLength(bytes, at: i) else {
          throw invalidUTF8(at: i)
        }
        ascii = false
        multiByte = true
        i &+= length
      }
    }
    throw unterminatedString(quote)
  }

  /// The bytes of `word` that need a look, as their top bits; zero when there is none.
  ///
  /// `word` is eight bytes of a string, the first in the low byte; a byte needs a look when it
  /// is a quote, a backslash, below 0x20 or from 0x80. Bytes after the first such byte may be
  /// flagged too: a byte's test borrows only into the bytes after it, so the lowest bit set is
  /// always that of a byte that needs a look.
  private static func specialBytes(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let high: UInt64 = 0x8080_8080_8080_8080
    let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
    let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
    let zeroQuote = (quotes &- ones) & ~quotes
    let zeroBackslash = (backslashes &- ones) & ~backslashes
    let control = word &- ones &* 0x20
    return (zeroQuote | zeroBackslash | control | word) & high
  }

  /// Decodes the escape whose backslash is at `start` into ``scratch``.
  ///
  /// - Returns: The index after the escape.
  private mutating func parseEscape(
    at start: Int, quote: Int
  ) throws(JSONSyntaxError) -> Int {
    let count = input.count
    guard start + 1 < count else { throw unterminatedString(quote) }
    let byte = input[start + 1]
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
      scratch.append(byte)
    case UInt8(ascii: "b"): scratch.append(0x08)
    case UInt8(ascii: "f"): scratch.append(0x0C)
    case UInt8(ascii: "n"): scratch.append(0x0A)
    case UInt8(ascii: "r"): scratch.append(0x0D)
    case UInt8(ascii: "t"): scratch.append(0x09)
    case UInt8(ascii: "u"):
      let unit = try hexQuad(at: start + 2, quote: quote)
      var next = start + 6
      var scalar = unit
      if unit >= 0xD800 && unit <= 0xDBFF {
        if next >= count || (input[next] == UInt8(ascii: "\\") && next + 1 >= count) {
          throw unterminatedString(quote)
        }
        guard input[next] == UInt8(ascii: "\\") && input[next + 1] == UInt8(ascii: "u") else {
          throw unpairedSurrogate(unit, at: start)
        }
        let low = try hexQuad(at: next + 2, quote: quote)
        guard low >= 0xDC00 && low <= 0xDFFF else { throw unpairedSurrogate(unit, at: start) }
        scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        next += 6
      } else if unit >= 0xDC00 && unit <= 0xDFFF {
        throw unpairedSurrogate(unit, at: start)
      }
      Self.appendUTF8(scalar, to: &scratch)
      return next
    default:
      let found = Self.isPrintableASCII(byte) ? "'\\\(Character(Unicode.Scalar(byte)))'" : nil
      var message = "invalid escape"
      if let found {
        message += " \(found)"
      } else {
        message += ": '\\' followed by \(describeFound(at: start + 1))"
      }
      message += " in a string; to write a backslash, use '\\\\'"
      throw JSONSyntaxError(location: location(at: start), message: message)
    }
    return start + 2
  }

  /// Reads the four hex digits of a `\u` escape starting at `start`.
  private mutating func hexQuad(
    at start: Int, quote: Int
  ) throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for i in start..<(start + 4) {
      guard i < input.count else { throw unterminatedString(quote) }
      guard let digit = Self.hexValue(input[i]) else {
        index = i
        throw unexpected("4 hex digits after '\\u'", .other)
      }
      value = value << 4 | digit
    }
    return value
  }

  // MARK: - Position

  /// Advances past spaces, tabs and line breaks, counting lines.
  @inline(__always)
  private mutating func skipWhitespace() {
    let count = input.count
    while index < count {
      // Most calls find no whitespace: one comparison says so.
      let byte = input[index]
      if byte > UInt8(ascii: " ") { return }
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        index &+= 1
      case UInt8(ascii: "\n"):
        index &+= 1
        startLine()
      case UInt8(ascii: "\r"):
        index &+= 1
        if index < count && input[index] == UInt8(ascii: "\n") { index &+= 1 }
        startLine()
      default:
        return
      }
    }
  }

  /// Records that a new line starts at `index`.
  private mutating func startLine() {
    line += 1
    lineStart = index
    lines.startLine(at: index)
    anchorIndex = index
    anchorColumn = 1
  }

  /// The location of a byte on the current line.
  ///
  /// Columns are counted from the last location asked for, so asking in increasing order,
  /// as the parser does, counts each byte once.
  private mutating func location(at position: Int) -> TextLocation {
    if position < anchorIndex {
      anchorIndex = lineStart
      anchorColumn = 1
    }
    var column = anchorColumn
    var i = anchorIndex
    let end = min(position, input.count)
    while i < end {
      if input[i] & 0xC0 != 0x80 { column += 1 }
      i += 1
    }
    anchorIndex = end
    anchorColumn = column
    return TextLocation(line: line, column: column)
  }

  // MARK: - Errors

  /// An error at `index` saying what was expected and what was found there, with a hint.
  private mutating func unexpected(
    _ expected: String, _ expectation: Expectation
  ) -> JSONSyntaxError {
    if index < input.count && input[index] >= 0x80
      && Self.sequenceLength(bytes, at: index) == nil
    {
      return invalidUTF8(at: index)
    }
    var message = "expected \(expected), found \(describeFound(at: index))"
    if let hint = hint(for: expectation) { message += "; " + hint }
    return JSONSyntaxError(location: location(at: index), message: message)
  }

  /// The error for a missing value at `index`.
  private mutating func expectedValue(_ context: ValueContext) -> JSONSyntaxError {
    switch context {
    case .topLevel: unexpected("a JSON value", .value)
    case .firstElement: unexpected("a value or ']'", .value)
    case .nextElement: unexpected("a value after ','", .value)
    case .memberValue: unexpected("a value for \(Self.quoted(lastKey))", .value)
    }
  }

  /// The error for content after the top-level value, at `index`.
  private mutating func contentAfterEnd() -> JSONSyntaxError {
    if input[index] >= 0x80 && Self.sequenceLength(bytes, at: index) == nil {
      return invalidUTF8(at: index)
    }
    var message = "unexpected \(describeFound(at: index)) after the end of the JSON value"
    if input[index] == UInt8(ascii: "/") || input[index] == UInt8(ascii: "#") {
      message += "; JSON has no comments"
    }
    return JSONSyntaxError(location: location(at: index), message: message)
  }

  /// A suggestion for what was found at `index` when something else was expected.
  private func hint(for expectation: Expectation) -> String? {
    guard index < input.count else { return unclosedHint() }
    if expectation == .other { return nil }
    let byte = input[index]
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "#"):
      return "JSON has no comments"
    case UInt8(ascii: "'"):
      return expectation == .separator ? nil : "strings use double quotes"
    case 0x80...:
      switch Self.scalarValue(bytes, at: index) {
      case 0x201C, 0x201D, 0x2018, 0x2019:
        return "strings use straight double quotes '\"'"
      default:
        return nil
      }
    default:
      break
    }
    switch expectation {
    case .value:
      if byte == UInt8(ascii: "+") { return "numbers cannot start with '+'" }
      if byte == UInt8(ascii: ".") { return "numbers need a digit before the '.', as in 0.5" }
      guard Self.isLetter(byte) else { return nil }
      let found = word(at: index)
      switch found.lowercased() {
      case "true", "false", "null":
        return "the literals true, false and null are lowercase"
      case "nan", "infinity", "inf":
        return "JSON numbers cannot be NaN or infinite"
      default:
        if let literal = Suggestion.closest(to: found, among: ["true", "false", "null"]) {
          return "did you mean '\(literal)'?"
        }
        return "strings use double quotes"
      }
    case .key:
      return Self.isLetter(byte) || Self.isDigit(byte) || byte == UInt8(ascii: "_")
        ? "object keys must be quoted strings" : nil
    case .separator:
      guard let top = openContainer else { return nil }
      let closesOther = top.isObject ? UInt8(ascii: "]") : UInt8(ascii: "}")
      if byte == closesOther { return unclosedHint() }
      let startsValue =
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")
        || byte == UInt8(ascii: "-") || Self.isDigit(byte) || Self.isLetter(byte)
      guard startsValue else { return nil }
      return top.isObject ? "add a ',' between members" : "add a ',' between elements"
    case .colon:
      return byte == UInt8(ascii: "=") ? "use ':' between a key and its value" : nil
    case .other:
      return nil
    }
  }

  /// A hint naming the innermost container that is still open, if any.
  private func unclosedHint() -> String? {
    guard let top = openContainer else { return nil }
    let location = locate(tokens[top.token].offset)
    return "the '\(top.isObject ? "{" : "[")' at \(location) is not closed"
  }

  private mutating func unterminatedString(_ quote: Int) -> JSONSyntaxError {
    JSONSyntaxError(
      location: location(at: quote),
      message: "unterminated string; expected a closing '\"' before the end of the file")
  }

  private mutating func unpairedSurrogate(_ unit: UInt32, at start: Int) -> JSONSyntaxError {
    let isHigh = unit <= 0xDBFF
    let rule =
      isHigh
      ? "a high surrogate must be followed by a low surrogate escape (\\uDC00-\\uDFFF)"
      : "a low surrogate must follow a high surrogate escape (\\uD800-\\uDBFF)"
    return JSONSyntaxError(
      location: location(at: start),
      message: "unpaired surrogate '\\u\(Self.hex(unit, digits: 4))' in a string; \(rule)")
  }

  private mutating func invalidUTF8(at position: Int) -> JSONSyntaxError {
    let byte = input[position]
    let isLead = (0xC2...0xF4).contains(byte)
    let message =
      isLead
      ? "invalid UTF-8 sequence starting with byte 0x\(Self.hex(UInt32(byte), digits: 2))"
      : "invalid UTF-8 byte 0x\(Self.hex(UInt32(byte), digits: 2))"
    return JSONSyntaxError(
      location: location(at: position), message: message + "; the file must be UTF-8")
  }

  /// What is at `position`, for messages: `'x'`, `'word'`, `end of file`, or a code point.
  private func describeFound(at position: Int) -> String {
    guard position < input.count else { return "end of file" }
    let byte = input[position]
    if Self.isLetter(byte) { return "'\(word(at: position))'" }
    if Self.isPrintableASCII(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
    if byte < 0x80 { return "control character \(Self.codePoint(UInt32(byte)))" }
    guard let value = Self.scalarValue(bytes, at: position), let scalar = Unicode.Scalar(value)
    else {
      return "invalid UTF-8 byte 0x\(Self.hex(UInt32(byte), digits: 2))"
    }
    return "'\(Character(scalar))' (\(Self.codePoint(value)))"
  }

  /// The run of ASCII letters, digits and underscores at `position`, at most 32 long.
  private func word(at position: Int) -> String {
    var end = position
    while end < input.count && end - position < 32 && Self.isWordByte(input[end]) { end += 1 }
    let text = String(decoding: input[position..<end], as: UTF8.self)
    return end < input.count && Self.isWordByte(input[end]) ? text + "..." : text
  }

  // MARK: - Byte classes and encoding

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_")
  }

  private static func isPrintableASCII(_ byte: UInt8) -> Bool {
    byte >= 0x21 && byte < 0x7F
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// The length of the well-formed UTF-8 sequence of a non-ASCII scalar at `position`, or
  /// `nil` when the bytes there are not well-formed (RFC 3629: no overlong forms, no
  /// surrogates, nothing above U+10FFFF).
  private static func sequenceLength(_ bytes: [UInt8], at position: Int) -> Int? {
    func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
      let i = position + offset
      return i < bytes.count && bytes[i] >= low && bytes[i] <= high
    }
    switch bytes[position] {
    case 0xC2...0xDF:
      return continuation(1) ? 2 : nil
    case 0xE0:
      return continuation(1, 0xA0) && continuation(2) ? 3 : nil
    case 0xE1...0xEC, 0xEE...0xEF:
      return continuation(1) && continuation(2) ? 3 : nil
    case 0xED:
      return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : nil
    case 0xF0:
      return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : nil
    case 0xF1...0xF3:
      return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
    case 0xF4:
      return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : nil
    default:
      return nil
    }
  }

  /// The code point of the well-formed non-ASCII sequence at `position`, if it is one.
  private static func scalarValue(_ bytes: [UInt8], at position: Int) -> UInt32? {
    guard let length = sequenceLength(bytes, at: position) else { return nil }
    let lead = UInt32(bytes[position])
    var value = lead & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for offset in 1..<length {
      value = value << 6 | UInt32(bytes[position + offset] & 0x3F)
    }
    return value
  }

  private static func appendUTF8(_ scalar: UInt32, to buffer: inout [UInt8]) {
    switch scalar {
    case ..<0x80:
      buffer.append(UInt8(scalar))
    case ..<0x800:
      buffer.append(UInt8(0xC0 | scalar >> 6))
      buffer.append(UInt8(0x80 | scalar & 0x3F))
    case ..<0x10000:
      buffer.append(UInt8(0xE0 | scalar >> 12))
      buffer.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      buffer.append(UInt8(0x80 | scalar & 0x3F))
    default:
      buffer.append(UInt8(0xF0 | scalar >> 18))
      buffer.append(UInt8(0x80 | scalar >> 12 & 0x3F))
      buffer.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      buffer.append(UInt8(0x80 | scalar & 0x3F))
    }
  }

  /// Upper-case hexadecimal, zero-padded to `digits`.
  private static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }

  /// `U+XXXX`.
  private static func codePoint(_ value: UInt32) -> String {
    "U+" + hex(value, digits: 4)
  }

  /// The escape to write for a control character.
  private static func escapeSuggestion(_ byte: UInt8) -> String {
    switch byte {
    case 0x08: "\\b"
    case 0x09: "\\t"
    case 0x0C: "\\f"
    default: "\\u" + hex(UInt32(byte), digits: 4)
    }
  }

  /// A key in double quotes, with quotes, backslashes and control characters escaped.
  private static func quoted(_ key: String) -> String {
    var result = "\""
    for scalar in key.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\u{0}"..."\u{1F}": result += "\\u" + hex(scalar.value, digits: 4)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
