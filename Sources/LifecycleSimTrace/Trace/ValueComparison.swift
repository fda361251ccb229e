import LifecycleSimCore
import LifecycleSimSupport

/// How the testing library compares a value an app reads with an expected one: at the trace's
/// resolution (1/1000 pt, docs/trace-formats.md#numbers) by default, or within an accuracy.
package enum ValueComparison {
  /// The numbers of a traced value (insets, rects, sizes, points, numbers), `nil` for another
  /// type.
  private static func numbers(_ value: Any) -> [Double]? {
    switch value {
    case let insets as EdgeInsets: insets.array
    case let rect as Rect: rect.array
    case let size as Size: [size.width, size.height]
    case let point as Point: [point.x, point.y]
    case let number as Double: [number]
    default: nil
    }
  }

  /// Whether `actual` matches `expected`: each number within `accuracy`, or, without one,
  /// printing the same in traces; other types by `==`.
  package static func matches<Value: Equatable>(
    _ actual: Value, _ expected: Value, accuracy: Double?
  ) -> Bool {
    guard let a = numbers(actual), let b = numbers(expected), a.count == b.count else {
      return actual == expected
    }
    for (x, y) in zip(a, b) {
      if let accuracy {
        guard (x - y).magnitude <= accuracy else { return false }
      } else {
        guard PointFormatting.same(x, y) else { return false }
      }
    }
    return true
  }

  /// The value with every digit Swift keeps, for messages where the rounded forms look equal.
  package static func fullPrecision(_ value: Any) -> String {
    guard let numbers = numbers(value) else { return "\(value)" }
    let text = numbers.map { "\($0)" }.joined(separator: ",")
    switch value {
    case is EdgeInsets: return "{\(text)}"
    case is Rect, is Point: return "(\(text))"
    case is Size: return numbers.map { "\($0)" }.joined(separator: "x")
    default: return text
    }
  }

  /// The value as the trace prints it, every digit kept of a number the trace would round.
  ///
  /// `{97.667,0,34,0}` for values at the trace's resolution, `{97.66666666666667,0,34,0}` for
  /// the engine's value: two different values never get the same text. Other types get their
  /// `description`.
  package static func unambiguousDescription(_ value: Any) -> String {
    guard let numbers = numbers(value) else { return "\(value)" }
    let texts = numbers.map { number in
      let printed = PointFormatting.string(number)
      return Double(printed) == number ? printed : "\(number)"
    }
    switch value {
    case is EdgeInsets: return "{" + texts.joined(separator: ",") + "}"
    case is Rect, is Point: return "(" + texts.joined(separator: ",") + ")"
    case is Size: return texts.joined(separator: "x")
    default: return texts.joined(separator: ",")
    }
  }
}
