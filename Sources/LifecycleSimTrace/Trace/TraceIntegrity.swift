import LifecycleSimCore
import LifecycleSimSupport

/// What holds a trace file together, checked while either parser reads it, so that a file cut
/// short or edited by a bad merge fails with its location instead of reading as another trace.
///
/// The invariants are those every run has: `seq` counts from 1, times never go back, epochs are
/// numbered from 0 in order of start with `end >= start`, every record's epoch is declared
/// and started by the record's time (completions keep the epoch of their cause, so epoch numbers
/// may go back), each object has exactly one final row of a known kind, every object a record
/// names has one, and the end record's counts match what was read.
struct TraceIntegrity {
  /// Where something was first read.
  package struct Use {
    package var line: Int
    package var column: Int
    package var time: SimInstant = .zero
  }

  /// The counts the end record declares.
  struct Counts {
    package var records: Int
    package var epochs: Int
    package var finals: Int
  }

  private var ids: [String: Int32] = [:]
  private var names: [String] = []
  /// By object id: the first record naming the object, if any.
  private var firstRecord: [Use?] = []
  /// By object id: the kind its records give (JSON Lines records carry one).
  private var recordKind: [TraceObjectKind?] = []
  /// By object id: the line of its final row, if read.
  private var finalLine: [Int?] = []
  private var lastTime = SimInstant.zero
  private var lastEpoch: Int32 = -1
  /// By epoch number: the first record of that epoch (the earliest, times never going back).
  private var epochFirstRecord: [Int32: Use] = [:]
  private var epochs: [EpochSummary] = []

  /// The id of the object a record at `use` names, registering it on first sight.
  mutating func recordObject(
    _ name: String, kind: TraceObjectKind?, at use: Use, builder: inout TraceBuilder
  ) throws(TraceParseError) -> Int32 {
    if let id = ids[name] {
      if let kind, let known = recordKind[Int(id)], known != kind, let first = firstRecord[Int(id)]
      {
        throw TraceParseError(
          line: use.line, column: use.column,
          message: "'\(name)' is a \(kind.rawValue) here but a \(known.rawValue) at line "
            + "\(first.line); an object keeps its kind")
      }
      return id
    }
    let id = register(name, kind: kind ?? .view, builder: &builder)
    firstRecord[Int(id)] = use
    recordKind[Int(id)] = kind
    return id
  }

  private mutating func register(
    _ name: String, kind: TraceObjectKind, builder: inout TraceBuilder
  ) -> Int32 {
    let id = builder.addObject(name: name, kind: kind)
    ids[name] = id
    names.append(name)
    firstRecord.append(nil)
    recordKind.append(nil)
    finalLine.append(nil)
    return id
  }

  /// Checks a record's time and notes its epoch.
  package mutating func record(
    time: SimInstant, epoch: Int32, line: Int, timeColumn: Int, epochColumn: Int
  ) throws(TraceParseError) {
    guard time >= lastTime else {
      throw TraceParseError(
        line: line, column: timeColumn,
        message: "the time goes back from \(Self.seconds(lastTime)) to \(Self.seconds(time)); "
          + "records come in time order, so the trace was edited: re-record it")
    }
    lastTime = time
    guard epoch != lastEpoch else { return }
    lastEpoch = epoch
    if epochFirstRecord[epoch] == nil {
      epochFirstRecord[epoch] = Use(line: line, column: epochColumn, time: time)
    }
  }

  /// Checks an epoch summary against the ones before it.
  ///
  /// - Parameter columns: where its number, start and end are on `line`.
  package mutating func epoch(
    _ summary: EpochSummary, line: Int, columns: (index: Int, start: Int, end: Int)
  ) throws(TraceParseError) {
    guard summary.index == epochs.count else {
      throw TraceParseError(
        line: line, column: columns.index,
        message: "expected epoch \(epochs.count), found epoch \(summary.index); epochs are "
          + "numbered from 0 in order")
    }
    if let previous = epochs.last, summary.start < previous.start {
      throw TraceParseError(
        line: line, column: columns.start,
        message: "epoch \(summary.index) starts at \(Self.seconds(summary.start)), before epoch "
          + "\(previous.index) (\(Self.seconds(previous.start))); epochs start in order")
    }
    guard summary.end >= summary.start else {
      throw TraceParseError(
        line: line, column: columns.end,
        message: "epoch \(summary.index) ends at \(Self.seconds(summary.end)), before it starts "
          + "(\(Self.seconds(summary.start)))")
    }
    epochs.append(summary)
  }

  /// The id of the object a final row at `use` names; throws on a second row for it or a kind
  /// its records contradict.
  package mutating func finalObject(
    _ name: String, kind: TraceObjectKind, at use: Use, builder: inout TraceBuilder
  ) throws(TraceParseError) -> Int32 {
    let id = ids[name] ?? register(name, kind: kind, builder: &builder)
    if let first = finalLine[Int(id)] {
      throw TraceParseError(
        line: use.line, column: use.column,
        message: "a second final row for '\(name)' (the first is at line \(first)); each object "
          + "has one: the trace was edited or badly merged, re-record it")
    }
    if let known = recordKind[Int(id)], known != kind, let record = firstRecord[Int(id)] {
      throw TraceParseError(
        line: use.line, column: use.column,
        message: "the final row says '\(name)' is a \(kind.rawValue), its records (line "
          + "\(record.line)) a \(known.rawValue)")
    }
    finalLine[Int(id)] = use.line
    builder.setKind(kind, of: id)
    return id
  }

  /// Checks the end record against what was read, then what only the whole trace can tell.
  ///
  /// - Parameters:
  ///   - declared: the end record's counts, at `line`; `columns` locate each count.
  ///   - read: the counts read.
  package func finish(
    declared: Counts, read: Counts, line: Int, columns: (records: Int, epochs: Int, finals: Int)
  ) throws(TraceParseError) {
    func check(_ name: String, _ declared: Int, _ read: Int, _ column: Int, _ what: String)
      throws(TraceParseError)
    {
      guard declared != read else { return }
      throw TraceParseError(
        line: line, column: column,
        message: "the end record says \(name)=\(declared) but the trace has \(read) \(what): it "
          + "was cut or edited, re-record it")
    }
    try check("records", declared.records, read.records, columns.records, "records")
    try check("epochs", declared.epochs, read.epochs, columns.epochs, "epochs")
    try check("finals", declared.finals, read.finals, columns.finals, "final rows")
    for (epoch, use) in epochFirstRecord.sorted(by: { $0.value.line < $1.value.line }) {
      guard Int(epoch) < epochs.count else {
        throw TraceParseError(
          line: use.line, column: use.column,
          message: "epoch \(epoch) is not in the epochs block (\(epochs.count) epochs)")
      }
      let start = epochs[Int(epoch)].start
      guard start <= use.time else {
        throw TraceParseError(
          line: use.line, column: use.column,
          message: "a record of epoch \(epoch) at \(Self.seconds(use.time)), before the epoch "
            + "starts (\(Self.seconds(start)))")
      }
    }
    var missing: (name: String, use: Use)?
    for (id, use) in firstRecord.enumerated() where finalLine[id] == nil {
      if let use, use.line < missing?.use.line ?? Int.max { missing = (names[id], use) }
    }
    if let missing {
      throw TraceParseError(
        line: missing.use.line, column: missing.use.column,
        message: "'\(missing.name)' has records but no final row: the final block was edited, "
          + "re-record it")
    }
  }

  /// The error for a trace that ends at `line` before its end record.
  static func cutShort(atLine line: Int, endRecord: String) -> TraceParseError {
    TraceParseError(
      line: line, column: 1,
      message: "the trace ends at line \(line) without its end record (\(endRecord)): it was "
        + "cut short, or written before traces had one; re-record it")
  }

  /// An instant as traces print it.
  package static func seconds(_ instant: SimInstant) -> String {
    var writer = ByteWriter()
    writer.write(seconds: instant)
    return writer.string
  }
}
