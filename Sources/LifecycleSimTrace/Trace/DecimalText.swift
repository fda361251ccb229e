import LifecycleSimSupport

/// The decimal digits of a number the text renderer writes on every record, kept from one
/// record to the next: a record's sequence number is the one before plus one (``increment()``).
///
/// Counting up in place changes the last digit, and the digits it carries into: a six-digit
/// sequence number cost about 94 instructions to write and 30 to measure (a division per
/// digit) when it was formed anew for each record. The digits are kept in a tuple written in
/// place: kept in an array, each digit written was preceded by the check that its storage was
/// not shared (about 56 instructions a record in all).
struct DecimalText {
  /// The number.
  private(set) var value: Int
  /// The number's digits, right-aligned: the last byte is its last digit, and the ``count``
  /// bytes before it and that one hold it; a `-` before them for a negative number.
  private var digits: (UInt64, UInt64, UInt64) = (
    DecimalText.zeros, DecimalText.zeros, DecimalText.zeros
  )
  /// How many characters the number takes, its sign included.
  private(set) var count = 1

  /// Eight `0` characters.
  private static let zeros: UInt64 = 0x3030_3030_3030_3030
  /// The most characters kept, the bytes of ``digits``: `Int.min` has 19 digits and a sign.
  private static let capacity = 24

  /// The digits of `value`.
  init(_ value: Int) {
    self.value = value
    form(value)
  }

  /// Changes the number to `value`, forming its digits only when it differs.
  mutating func set(_ value: Int) {
    guard value != self.value else { return }
    self.value = value
    form(value)
  }

  /// Adds one to a number that is not negative (a negative one is formed anew), carrying
  /// from the last digit.
  mutating func increment() {
    guard value >= 0, value < Int.max else { return set(value &+ 1) }
    value += 1
    let first = DecimalText.capacity - count
    let carried = withUnsafeMutableBytes(of: &digits) { digits in
      var index = DecimalText.capacity - 1
      while index >= first && digits[index] == UInt8(ascii: "9") {
        digits[index] = UInt8(ascii: "0")
        index -= 1
      }
      if index < first {
        // Every digit carried: the number gains one (19 digits at most, so `index` is not
        // negative).
        digits[index] = UInt8(ascii: "1")
        return true
      }
      digits[index] += 1
      return false
    }
    if carried { count += 1 }
  }

  /// Writes the number.
  func write(into w: inout ByteWriter) {
    let count = self.count
    withUnsafeBytes(of: digits) { digits in
      w.write(
        UnsafeBufferPointer(
          rebasing: digits.bindMemory(to: UInt8.self)[(DecimalText.capacity - count)...]))
    }
  }

  /// Forms the digits of `value` anew.
  private mutating func form(_ value: Int) {
    var rest = value.magnitude
    var index = DecimalText.capacity
    withUnsafeMutableBytes(of: &digits) { digits in
      repeat {
        index -= 1
        digits[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
        rest /= 10
      } while rest > 0
      if value < 0 {
        index -= 1
        digits[index] = UInt8(ascii: "-")
      }
    }
    count = DecimalText.capacity - index
  }
}
