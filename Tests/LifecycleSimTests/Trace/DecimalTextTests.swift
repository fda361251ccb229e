import Testing

@testable import LifecycleSimSupport
@testable import LifecycleSimTrace

/// The text renderer's kept digits (``DecimalText``) write what `String(value)` writes, as they
/// count up across carries and lengths and are set to other numbers.
@Suite struct DecimalTextTests {
  /// The text `number` writes, and the width it says it takes.
  private static func written(_ number: DecimalText) -> (text: String, count: Int) {
    var writer = ByteWriter()
    number.write(into: &writer)
    return (writer.string, number.count)
  }

  @Test func countingUpCarriesIntoNewDigits() {
    for start in [0, 7, 95, 990, 9_990, 99_990, 999_995, 123_456_789] {
      var number = DecimalText(start)
      for value in start..<(start + 30) {
        #expect(Self.written(number) == (String(value), String(value).count))
        number.increment()
      }
    }
  }

  @Test func countingUpAfterAShorterNumberIsSetReadsOnlyItsDigits() {
    // 99 leaves nines before the digits of 9; counting on must not carry into them.
    var number = DecimalText(99)
    number.set(9)
    number.increment()
    #expect(Self.written(number) == ("10", 2))
    number.set(999_999)
    number.set(19)
    for value in 19..<120 {
      #expect(Self.written(number) == (String(value), String(value).count))
      number.increment()
    }
  }

  @Test func setWritesAnyNumber() {
    var number = DecimalText(5)
    for value in [0, 1, 10, 4_294_967_296, -1, -42, Int.max, Int.min, 12, 12] {
      number.set(value)
      #expect(number.value == value)
      #expect(Self.written(number) == (String(value), String(value).count))
    }
  }

  @Test func countingUpFromNegativeNumbersAndTheLargest() {
    var number = DecimalText(-3)
    for value in -3..<12 {
      #expect(Self.written(number) == (String(value), String(value).count))
      number.increment()
    }
    number.set(Int.max - 1)
    number.increment()
    #expect(Self.written(number) == (String(Int.max), 19))
  }
}
