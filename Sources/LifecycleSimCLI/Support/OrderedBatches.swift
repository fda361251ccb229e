import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LifecycleSim

/// Work on independent items, spread over the processors a batch at a time, with the results
/// handed back in item order: the output is the same as one item after the other.
enum OrderedBatches {
  /// The items a batch holds for `processors` processors: enough that a slow item rarely
  /// leaves a processor idle, few enough that results are reported as they come.
  static func batchSize(processors: Int) -> Int { max(1, processors) * 4 }

  /// The most items ``run(_:work:consume:)`` works on at once: one a processor.
  static var itemsAtOnce: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// Runs `work` on every item of `items`, a batch at a time on all processors, and passes each
  /// result to `consume` in item order; stops after the batch in which `consume` returns
  /// `false`.
  static func run<Item: Sendable, Result: Sendable>(
    _ items: [Item], work: @Sendable (Item) -> Result, consume: (Item, Result) -> Bool
  ) {
    let processors = ProcessInfo.processInfo.activeProcessorCount
    let size = batchSize(processors: processors)
    var start = 0
    while start < items.count {
      let batch = Array(items[start..<min(start + size, items.count)])
      start += batch.count
      let results = Locked([Result?](repeating: nil, count: batch.count))
      if processors > 1 && batch.count > 1 {
        DispatchQueue.concurrentPerform(iterations: batch.count) { index in
          let result = work(batch[index])
          results.withLock { $0[index] = result }
        }
      } else {
        for index in batch.indices {
          let result = work(batch[index])
          results.withLock { $0[index] = result }
        }
      }
      for (item, result) in zip(batch, results.withLock({ $0 })) {
        guard let result, consume(item, result) else { return }
      }
    }
  }
}
