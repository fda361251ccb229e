import LifecycleSim
import Testing

@testable import LifecycleSimCLI

/// `verify` runs its scenarios on every processor and reports them in order.
@Suite struct OrderedBatchesTests {
  /// Items whose work takes longer the earlier they come still come back in order.
  @Test func resultsComeBackInItemOrder() {
    let items = Array(0..<37)
    var seen: [Int] = []
    OrderedBatches.run(
      items,
      work: { item in
        // Earlier items do more work, so they tend to finish last.
        (0..<(37 - item) * 2_000).reduce(item) { $0 &+ $1 & 1 }
      },
      consume: { item, _ in
        seen.append(item)
        return true
      })
    #expect(seen == items)
  }

  /// Once `consume` says stop, no later batch starts.
  @Test func stoppingEndsTheRunAfterTheBatch() {
    let started = Locked(0)
    var seen: [Int] = []
    let size = OrderedBatches.batchSize(processors: 1)
    OrderedBatches.run(
      Array(0..<100),
      work: { item in
        started.withLock { $0 += 1 }
        return item
      },
      consume: { item, _ in
        seen.append(item)
        return item < 2
      })
    #expect(seen == [0, 1, 2])
    #expect(started.withLock { $0 } < 100)
    #expect(size == 4)
  }
}
