import Dispatch

/// Wall time elapsed since a start, for the lines that report how long a command or a benchmark
/// phase took; never part of a trace, a summary or anything else the simulator writes.
///
/// It stands in for `ContinuousClock`, which needs iOS 16 and macOS 13: `DispatchTime` is on
/// every platform the package declares and on Linux, and is monotonic.
///
/// ```swift
/// let stopwatch = Stopwatch()
/// runTheSweep()
/// print("took \(stopwatch.seconds) s")
/// ```
package struct Stopwatch: Sendable {
  private let start: UInt64

  /// A stopwatch started now.
  package init() { start = DispatchTime.now().uptimeNanoseconds }

  /// The seconds since the start.
  package var seconds: Double {
    Double(DispatchTime.now().uptimeNanoseconds &- start) / 1e9
  }

  /// The seconds since the start with one decimal, rounded half up, such as `2.5`: what
  /// `String(format: "%.1f", seconds)` prints, without Foundation's formatting.
  package var secondsText: String {
    let tenths = (DispatchTime.now().uptimeNanoseconds &- start &+ 50_000_000) / 100_000_000
    return "\(tenths / 10).\(tenths % 10)"
  }
}
