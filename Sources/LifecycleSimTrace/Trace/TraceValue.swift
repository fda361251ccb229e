package import LifecycleSimCore
package import LifecycleSimSupport

/// The value of one traced property, by its shape; the one place each shape is written, read
/// back from text and compared.
///
/// | shape    | text          | JSON        |
/// |----------|---------------|-------------|
/// | `insets` | `{t,l,b,r}`   | `[t,l,b,r]` |
/// | `rect`   | `(x,y,w,h)`   | `[x,y,w,h]` |
/// | `point`  | `(x,y)`       | `[x,y]`     |
/// | `flag`   | `true`        | `true`      |
/// | `number` | `47.333`      | `47.333`    |
package enum TraceValue: Sendable, Hashable {
  case insets(EdgeInsets)
  case rect(Rect)
  case point(Point)
  case flag(Bool)
  case number(Double)

  /// The shapes a traced property's value can take.
  package enum Shape: Sendable, Hashable {
    case insets, rect, point, flag, number

    /// How many numbers a value of this shape holds (`0` for a flag).
    package var count: Int {
      switch self {
      case .insets, .rect: 4
      case .point: 2
      case .number: 1
      case .flag: 0
      }
    }

    /// The value of this shape made of `numbers` (``count`` of them), or of `flag`.
    package func value(numbers: [Double], flag: Bool = false) -> TraceValue? {
      guard numbers.count == count else { return nil }
      switch self {
      case .insets: return EdgeInsets(numbers).map(TraceValue.insets)
      case .rect: return Rect(numbers).map(TraceValue.rect)
      case .point: return .point(Point(x: numbers[0], y: numbers[1]))
      case .number: return .number(numbers[0])
      case .flag: return .flag(flag)
      }
    }

    /// Writes a value of this shape as text traces do, from its numbers (``count`` of them, a
    /// flag as 1 or 0).
    func writeText(_ numbers: UnsafePointer<Double>, into w: inout ByteWriter) {
      switch self {
      case .insets:
        Self.write(numbers, count: 4, between: UInt8(ascii: "{"), UInt8(ascii: "}"), into: &w)
      case .rect:
        Self.write(numbers, count: 4, between: UInt8(ascii: "("), UInt8(ascii: ")"), into: &w)
      case .point:
        Self.write(numbers, count: 2, between: UInt8(ascii: "("), UInt8(ascii: ")"), into: &w)
      case .flag: w.write(numbers[0] != 0 ? "true" as StaticString : "false")
      case .number: w.write(number: numbers[0])
      }
    }

    /// Writes a value of this shape as JSON Lines do, from its numbers (``count`` of them, a
    /// flag as 1 or 0).
    package func writeJSON(_ numbers: UnsafePointer<Double>, into w: inout ByteWriter) {
      switch self {
      case .insets, .rect, .point:
        Self.write(numbers, count: count, between: UInt8(ascii: "["), UInt8(ascii: "]"), into: &w)
      case .flag: w.write(numbers[0] != 0 ? "true" as StaticString : "false")
      case .number: w.write(number: numbers[0])
      }
    }

    /// The first `count` (2 or 4) of `numbers`, comma-separated between `open` and `close`.
    private static func write(
      _ numbers: UnsafePointer<Double>, count: Int, between open: UInt8, _ close: UInt8,
      into w: inout ByteWriter
    ) {
      w.write(byte: open)
      if count == 4 {
        w.write(numbers: numbers[0], numbers[1], numbers[2], numbers[3])
      } else {
        w.write(numbers: numbers[0], numbers[1])
      }
      w.write(byte: close)
    }

    /// Reads a value as text traces write it; `nil` when `text` is not one of this shape.
    func parseText(_ text: Substring) -> TraceValue? {
      switch self {
      case .flag:
        return text == "true" ? .flag(true) : text == "false" ? .flag(false) : nil
      case .number:
        return TraceValueParsing.number(text).map(TraceValue.number)
      case .insets, .rect, .point:
        let (open, close): (Character, Character) = self == .insets ? ("{", "}") : ("(", ")")
        return TraceValueParsing.numbers(text, open: open, close: close, count: count).flatMap {
          value(numbers: $0)
        }
      }
    }
  }

  /// The value's shape.
  package var shape: Shape {
    switch self {
    case .insets: .insets
    case .rect: .rect
    case .point: .point
    case .flag: .flag
    case .number: .number
    }
  }

  /// Writes the value as text traces do: `{88,0,34,0}`, `(0,0,375,812)`, `true`, `47.333`.
  func writeText(into w: inout ByteWriter) {
    withNumbers { shape.writeText($0, into: &w) }
  }

  /// Writes the value as JSON Lines do: `[88,0,34,0]`, `true`, `47.333`.
  package func writeJSON(into w: inout ByteWriter) {
    withNumbers { shape.writeJSON($0, into: &w) }
  }

  /// Calls `body` with the value's numbers, in the order every format writes them: the shape's
  /// ``Shape/count`` of them, a flag as one number, 1 or 0.
  private func withNumbers<Result>(_ body: (UnsafePointer<Double>) -> Result) -> Result {
    Self.withRoomForNumbers { numbers in
      store(into: numbers)
      return body(numbers)
    }
  }

  /// Calls `body` with room for the numbers of one value (four), on the stack.
  static func withRoomForNumbers<Result>(
    _ body: (UnsafeMutablePointer<Double>) -> Result
  ) -> Result {
    var room: (Double, Double, Double, Double) = (0, 0, 0, 0)
    return withUnsafeMutablePointer(to: &room) { tuple in
      tuple.withMemoryRebound(to: Double.self, capacity: 4, body)
    }
  }

  /// Stores the value's numbers (see ``withNumbers(_:)``) at `numbers`, which has room for four.
  package func store(into numbers: UnsafeMutablePointer<Double>) {
    switch self {
    case .insets(let insets):
      numbers[0] = insets.top
      numbers[1] = insets.left
      numbers[2] = insets.bottom
      numbers[3] = insets.right
    case .rect(let rect):
      numbers[0] = rect.x
      numbers[1] = rect.y
      numbers[2] = rect.width
      numbers[3] = rect.height
    case .point(let point):
      numbers[0] = point.x
      numbers[1] = point.y
    case .flag(let flag): numbers[0] = flag ? 1 : 0
    case .number(let number): numbers[0] = number
    }
  }

  /// The value as text traces write it.
  package var text: String {
    var writer = ByteWriter()
    writeText(into: &writer)
    return writer.string
  }

  /// `true` when both values print the same in traces (to 1/1000 pt), `nil` reading as absent.
  package static func displaySame(_ a: TraceValue?, _ b: TraceValue?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (.insets(let a)?, .insets(let b)?): a.displaysSame(as: b)
    case (.rect(let a)?, .rect(let b)?):
      PointFormatting.same(a.x, b.x) && PointFormatting.same(a.y, b.y)
        && PointFormatting.same(a.width, b.width) && PointFormatting.same(a.height, b.height)
    case (.point(let a)?, .point(let b)?):
      PointFormatting.same(a.x, b.x) && PointFormatting.same(a.y, b.y)
    case (.flag(let a)?, .flag(let b)?): a == b
    case (.number(let a)?, .number(let b)?): PointFormatting.same(a, b)
    default: false
    }
  }
}
