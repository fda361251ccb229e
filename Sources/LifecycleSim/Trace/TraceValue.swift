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
enum TraceValue: Sendable, Hashable {
  case insets(EdgeInsets)
  case rect(Rect)
  case point(Point)
  case flag(Bool)
  case number(Double)

  /// The shapes a traced property's value can take.
  enum Shape: Sendable, Hashable {
    case insets, rect, point, flag, number

    /// How many numbers a value of this shape holds (`0` for a flag).
    var count: Int {
      switch self {
      case .insets, .rect: 4
      case .point: 2
      case .number: 1
      case .flag: 0
      }
    }

    /// The value of this shape made of `numbers` (``count`` of them), or of `flag`.
    func value(numbers: [Double], flag: Bool = false) -> TraceValue? {
      guard numbers.count == count else { return nil }
      switch self {
      case .insets: return EdgeInsets(numbers).map(TraceValue.insets)
      case .rect: return Rect(numbers).map(TraceValue.rect)
      case .point: return .point(Point(x: numbers[0], y: numbers[1]))
      case .number: return .number(numbers[0])
      case .flag: return .flag(flag)
      }
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
  var shape: Shape {
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
    switch self {
    case .insets(let insets): w.write(insetsBraces: insets)
    case .rect, .point: writeNumbers(between: UInt8(ascii: "("), and: UInt8(ascii: ")"), into: &w)
    case .flag(let flag): w.write(flag ? "true" : "false")
    case .number(let number): w.write(number: number)
    }
  }

  /// Writes the value as JSON Lines do: `[88,0,34,0]`, `true`, `47.333`.
  func writeJSON(into w: inout ByteWriter) {
    switch self {
    case .insets, .rect, .point:
      writeNumbers(between: UInt8(ascii: "["), and: UInt8(ascii: "]"), into: &w)
    case .flag(let flag): w.write(flag ? "true" : "false")
    case .number(let number): w.write(number: number)
    }
  }

  /// Writes the numbers of insets, a rect or a point, comma-separated between `open` and
  /// `close`.
  private func writeNumbers(between open: UInt8, and close: UInt8, into w: inout ByteWriter) {
    w.write(byte: open)
    switch self {
    case .insets(let insets): w.write(numbers: insets.top, insets.left, insets.bottom, insets.right)
    case .rect(let rect): w.write(numbers: rect.x, rect.y, rect.width, rect.height)
    case .point(let point): w.write(numbers: point.x, point.y)
    case .flag, .number: break
    }
    w.write(byte: close)
  }

  /// The value as text traces write it.
  var text: String {
    var writer = ByteWriter()
    writeText(into: &writer)
    return writer.string
  }

  /// `true` when both values print the same in traces (to 1/1000 pt), `nil` reading as absent.
  static func displaySame(_ a: TraceValue?, _ b: TraceValue?) -> Bool {
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
