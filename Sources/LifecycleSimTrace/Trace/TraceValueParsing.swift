import LifecycleSimCore

/// The numbers of a trace as its two parsers read them: every one range-checked, so no
/// conversion can trap whatever a file holds.
enum TraceValueParsing {
  /// The latest time a trace may hold, in seconds: beyond it a JSON number no longer names a
  /// microsecond exactly (scenario events happen by 1000000 seconds).
  static let latestSeconds: Int64 = 1_000_000_000

  /// The largest magnitude of a point value (an inset, a frame, a guide, a duration): far
  /// beyond any geometry, and still exact to the thousandth in a `Double`.
  static let largestPoint: Double = 1e15

  /// What a time must look like, for error messages.
  package static let timeExpectation =
    "a time in seconds from 0 to 1000000000, at most six decimals"

  /// A canonical non-negative decimal integer (`0`, `17`; no sign, no leading zero) of at
  /// most 18 digits, so it always fits an `Int`.
  package static func integer(_ text: ArraySlice<UInt8>) -> Int? {
    text.withUnsafeBufferPointer { integer($0) }
  }

  /// ``integer(_:)`` of `range` of `buffer`: the parsers' hot path, with no array slice to
  /// retain.
  package static func integer(_ range: Range<Int>, in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
    integer(UnsafeBufferPointer(rebasing: buffer[range]))
  }

  private static func integer(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
    let count = text.count
    guard count > 0, count <= 18, count == 1 || text[0] != UInt8(ascii: "0") else { return nil }
    var value = 0
    var index = 0
    while index < count {
      let digit = text[index] &- UInt8(ascii: "0")
      guard digit <= 9 else { return nil }
      value = value &* 10 &+ Int(digit)
      index &+= 1
    }
    return value
  }

  /// ``integer(_:)`` that fits an `Int32`: epoch numbers.
  static func integer32(_ text: ArraySlice<UInt8>) -> Int32? {
    integer(text).flatMap { Int32(exactly: $0) }
  }

  /// ``integer32(_:)`` of `range` of `buffer`.
  package static func integer32(_ range: Range<Int>, in buffer: UnsafeBufferPointer<UInt8>)
    -> Int32?
  {
    integer(range, in: buffer).flatMap { Int32(exactly: $0) }
  }

  /// Seconds as the renderers print them (`0`, `1.35`, `0.000001`: no leading zero, one to six
  /// decimals without a trailing zero), to an instant, exactly; `nil` beyond
  /// ``latestSeconds``.
  package static func instant(_ text: ArraySlice<UInt8>) -> SimInstant? {
    text.withUnsafeBufferPointer { instant($0) }
  }

  /// ``instant(_:)`` of `range` of `buffer`.
  package static func instant(_ range: Range<Int>, in buffer: UnsafeBufferPointer<UInt8>)
    -> SimInstant?
  {
    instant(UnsafeBufferPointer(rebasing: buffer[range]))
  }

  private static func instant(_ text: UnsafeBufferPointer<UInt8>) -> SimInstant? {
    let dot = text.firstIndex(of: UInt8(ascii: "."))
    guard let seconds = integer(UnsafeBufferPointer(rebasing: text[..<(dot ?? text.endIndex)])),
      seconds <= latestSeconds
    else { return nil }
    var micros: Int64 = 0
    if let dot {
      let fraction = text[(dot + 1)...]
      guard !fraction.isEmpty, fraction.count <= 6, fraction.last != UInt8(ascii: "0") else {
        return nil
      }
      for byte in fraction {
        guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
        micros = micros &* 10 &+ Int64(byte &- UInt8(ascii: "0"))
      }
      for _ in fraction.count..<6 { micros &*= 10 }
      guard seconds < latestSeconds else { return nil }
    }
    // seconds <= 1e9 and micros < 1e6: the sum stays far below Int64.max.
    return SimInstant(microseconds: Int64(seconds) &* 1_000_000 &+ micros)
  }

  /// Seconds from a JSON number, exactly: `nil` when negative (`-0` included), later than
  /// ``latestSeconds`` or not a whole number of microseconds.
  package static func instant(_ seconds: Double) -> SimInstant? {
    guard seconds.sign == .plus, seconds <= Double(latestSeconds) else { return nil }
    let micros = (seconds * 1_000_000).rounded()
    guard micros / 1_000_000 == seconds else { return nil }
    // micros <= 1e15: exact in a Double and far inside Int64.
    return SimInstant(microseconds: Int64(micros))
  }

  /// A point value as the renderers print it (`-12`, `47.333`): an optional minus, at most 15
  /// integer digits, an optional fraction of at most 15 digits.
  package static func number(_ text: Substring) -> Double? {
    var digits = text.utf8[...]
    if digits.first == UInt8(ascii: "-") { digits = digits.dropFirst() }
    let dot = digits.firstIndex(of: UInt8(ascii: "."))
    let whole = digits[..<(dot ?? digits.endIndex)]
    let fraction = dot.map { digits[digits.index(after: $0)...] }
    guard isDigits(whole, atMost: 15) else { return nil }
    if let fraction, !isDigits(fraction, atMost: 15) { return nil }
    return Double(text)
  }

  /// A JSON point value: `nil` unless its magnitude is below ``largestPoint``.
  package static func number(_ value: Double) -> Double? {
    abs(value) < largestPoint ? value : nil
  }

  /// `true` when `text` is one to `limit` ASCII digits.
  private static func isDigits(_ text: Substring.UTF8View.SubSequence, atMost limit: Int) -> Bool {
    !text.isEmpty && text.count <= limit
      && text.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
  }

  /// `{a,b,c,d}` or `(a,b,…)` with `count` numbers.
  package static func numbers(_ text: Substring, open: Character, close: Character, count: Int)
    -> [Double]?
  {
    // On UTF-8 code units: the brackets and commas are ASCII.
    guard let open = open.asciiValue, let close = close.asciiValue else { return nil }
    let utf8 = text.utf8
    guard utf8.count >= 2, utf8.first == open, utf8.last == close else { return nil }
    var values: [Double] = []
    values.reserveCapacity(count)
    for part in utf8.dropFirst().dropLast().split(
      separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
    {
      guard values.count < count, let value = number(Substring(part)) else { return nil }
      values.append(value)
    }
    return values.count == count ? values : nil
  }
}
