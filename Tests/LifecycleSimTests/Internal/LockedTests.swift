import Dispatch
import Testing

@testable import LifecycleSim

/// `Locked`, the lock the sweep, the CLI and the golden registry share state with, and
/// `Stopwatch`, the wall time of their progress lines.
@Suite struct LockedTests {
  private struct Refused: Error, Equatable { var value: Int }

  @Test func everyIncrementFromManyThreadsIsKept() {
    let count = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<1_000 { count.withLock { $0 += 1 } }
    }
    #expect(count.withLock { $0 } == 8_000)
  }

  @Test func resultsWrittenByIndexComeBackInOrder() {
    let results = Locked([Int?](repeating: nil, count: 64))
    DispatchQueue.concurrentPerform(iterations: 64) { index in
      results.withLock { $0[index] = index * index }
    }
    #expect(results.withLock { $0 } == (0..<64).map { $0 * $0 })
  }

  @Test func aTypedErrorPassesThroughAndTheLockIsFreeAfterIt() {
    let value = Locked(1)
    #expect(throws: Refused(value: 1)) {
      try value.withLock { (state: inout Int) throws(Refused) -> Void in throw Refused(value: state)
      }
    }
    // A second call would deadlock if the throw had left the lock held.
    #expect(
      value.withLock {
        $0 += 1; return $0
      } == 2)
  }

  @Test func aStopwatchNeverGoesBackwards() {
    let stopwatch = Stopwatch()
    let first = stopwatch.seconds
    let second = stopwatch.seconds
    #expect(first >= 0)
    #expect(second >= first)
  }

  /// One decimal, as `String(format: "%.1f", seconds)` printed it in the sweep's last line.
  @Test func aStopwatchPrintsTenthsOfASecond() throws {
    let text = Stopwatch().secondsText
    let parts = text.split(separator: ".")
    #expect(parts.count == 2)
    #expect(parts.last?.count == 1)
    #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) })
    #expect(try #require(Double(text)) < 60)
  }
}
