#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
package import LifecycleSimModel

/// The memory a run may use, and what a run needs, estimated before it starts, so that input
/// that cannot fit is refused with a message rather than ending in an abort when memory runs
/// out.
///
/// The estimate's constants were measured on release builds (docs/performance.md): a tree
/// object, with its views, costs about 0.75 KB whole; a record kept, about 110 bytes; an event
/// (its decoded form, its epoch summary, its argument lists), about 1.6 KB. A streamed run
/// keeps the records of its largest epoch, at most ``recordsPerObjectInAnEpoch`` per object, and
/// up to ``Simulator/recordBudget`` records while it checks the scenario. The estimate is meant as an
/// upper bound for streamed runs: an epoch that touches few objects keeps far fewer records. It
/// counts the objects in the tree before the run: the bars, and the controllers that events
/// push, present or add, are not counted, so a scenario that adds many can need more; for
/// 10,000 views and 100,000 mixed events it gives 244 MB where 146 MB were measured (231 MB
/// when the constants were set).
package struct MemoryBudget: Sendable {
  /// The bytes the process may use.
  package var available: Int
  /// Where ``available`` comes from, for messages.
  package var source: String

  /// What a process needs before any scenario: the runtime, the binary, the buffers.
  static let baseBytes = 32 << 20
  static let bytesPerObject = 768
  static let bytesPerRecord = 128
  static let bytesPerEvent = 1_600
  /// The most records one epoch has per object in the tree: a rotation notifies each view of
  /// its safe area, its margins and its layout, in two geometry visits.
  static let recordsPerObjectInAnEpoch = 8

  /// A budget of `available` bytes, given by the caller.
  package init(available: Int) {
    self.init(available: available, source: "the limit given")
  }

  private init(available: Int, source: String) {
    self.available = available
    self.source = source
  }

  /// This budget's share for one of `runs` runs at once (`verify` and `sweep` run one a
  /// processor or job): an equal part of it.
  func shared(by runs: Int) -> MemoryBudget {
    guard runs > 1 else { return self }
    return MemoryBudget(
      available: available / runs, source: "\(source), shared by \(runs) runs at once")
  }

  /// The memory this process can have: the machine's physical memory, or on Linux the
  /// control group's limit when it is lower.
  package static func current() -> MemoryBudget {
    var available = Int(clamping: ProcessInfo.processInfo.physicalMemory)
    var source = "the physical memory"
    #if os(Linux)
    for path in ["/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"] {
      guard let data = FileManager.default.contents(atPath: path),
        let text = String(data: data, encoding: .utf8),
        let limit = Int(text.split(whereSeparator: \.isWhitespace).first ?? ""), limit > 0
      else { continue }
      if limit < available {
        available = limit
        source = "the control group's limit"
      }
    }
    #endif
    return MemoryBudget(available: available, source: source)
  }

  /// The bytes a run of `objects` tree objects and `events` events needs when it keeps
  /// `records` records at once.
  package static func need(objects: Int, events: Int, records: Int) -> Int {
    baseBytes
      .addingClamped(objects.multipliedClamped(by: bytesPerObject))
      .addingClamped(events.multipliedClamped(by: bytesPerEvent))
      .addingClamped(records.multipliedClamped(by: bytesPerRecord))
  }

  /// The bytes a streamed run needs: its largest epoch's records, and the `checking` records
  /// its checking run keeps whole or the `part` its rendering run hands on at a time.
  static func streamedNeed(objects: Int, events: Int, checking: Int, part: Int) -> Int {
    let epoch = objects.multipliedClamped(by: recordsPerObjectInAnEpoch)
    return need(objects: objects, events: events, records: epoch.addingClamped(max(checking, part)))
  }

  /// Throws, naming what the run needs, what there is and how to reduce it, when `need` bytes
  /// do not fit.
  ///
  /// - Parameter what: what needs them, such as `the whole trace of 3,000,000 records`.
  package func check(
    _ need: Int, for what: String, fileName: String?, reduce: String
  ) throws(ScenarioError) {
    guard need > available else { return }
    throw ScenarioError(
      fileName: fileName,
      diagnostics: [
        ScenarioDiagnostic(
          path: "", location: nil,
          message:
            "not enough memory: \(what) needs about \(Self.megabytes(need)) MB, and this process "
            + "can have \(Self.megabytes(available)) MB (\(source)); nothing was run",
          fix: reduce)
      ])
  }

  /// `bytes` in whole megabytes (10^6), rounded up.
  package static func megabytes(_ bytes: Int) -> Int {
    bytes / 1_000_000 + (bytes % 1_000_000 == 0 ? 0 : 1)
  }
}

extension Int {
  /// `self + other`, or `Int.max` when it overflows.
  fileprivate func addingClamped(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? .max : sum
  }

  /// `self × other`, or `Int.max` when it overflows.
  fileprivate func multipliedClamped(by other: Int) -> Int {
    let (product, overflow) = multipliedReportingOverflow(by: other)
    return overflow ? .max : product
  }
}
