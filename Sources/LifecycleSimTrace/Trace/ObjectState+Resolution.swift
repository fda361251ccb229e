import LifecycleSimCore
import LifecycleSimSupport

extension ObjectState {
  /// The state with every number as a trace prints it, to a thousandth of a point
  /// (docs/trace-formats.md#numbers): what the same state reads after a trip through a text or
  /// JSON Lines file.
  ///
  /// The engine computes exact values, such as the 97.666… points a child controller reads
  /// under a navigation bar on a Dynamic Island iPhone, which no literal equals; at the trace's
  /// resolution the value is `97.667`, so `==` with `EdgeInsets(top: 97.667)` holds, for a
  /// trace run in memory exactly as for one read back from its file.
  public var atTraceResolution: ObjectState {
    var rounded = self
    for row in TracedProperty.all {
      switch row.storage {
      case .insets(let path):
        rounded[keyPath: path] = self[keyPath: path].map {
          EdgeInsets(
            top: Self.resolved($0.top), left: Self.resolved($0.left),
            bottom: Self.resolved($0.bottom), right: Self.resolved($0.right))
        }
      case .rect(let path):
        rounded[keyPath: path] = self[keyPath: path].map {
          Rect(
            x: Self.resolved($0.x), y: Self.resolved($0.y), width: Self.resolved($0.width),
            height: Self.resolved($0.height))
        }
      case .point(let path):
        rounded[keyPath: path] = self[keyPath: path].map {
          Point(x: Self.resolved($0.x), y: Self.resolved($0.y))
        }
      case .number(let path): rounded[keyPath: path] = self[keyPath: path].map(Self.resolved)
      case .flag: break
      }
    }
    return rounded
  }

  /// `value` as the trace prints and reads it back: the printed decimal's nearest `Double`.
  private static func resolved(_ value: Double) -> Double {
    guard value.isFinite else { return value }
    return Double(PointFormatting.string(value)) ?? value
  }
}
