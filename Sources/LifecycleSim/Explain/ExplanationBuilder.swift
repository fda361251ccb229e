import LifecycleSimEngine
import LifecycleSimModel
import LifecycleSimSupport
import LifecycleSimTrace

/// Puts together an ``Explanation`` from a run's trace and the derivations the engine wrote.
struct ExplanationBuilder {
  let trace: Trace
  /// Every computation of the explained value.
  let history: [DerivationLog.Entry]
  /// The number of records that existed when each epoch settled.
  let epochEnds: [Int]
  let object: String
  let property: TraceProperty
  let origin: TracedProperty.Origin
  /// The notes of the run's profile and device (``Explanation/unverified``).
  let unverified: [String]

  /// The explanation at `point`.
  func explain(at point: ExplainPoint) throws(ExplainError) -> Explanation {
    let lastEpoch = Swift.max(0, trace.epochs.count - 1)
    let epoch: Int
    let position: Int
    var mark: Explanation.RecordMark?
    var readAt: TraceRecord?
    switch point {
    case .settled(let wanted):
      epoch = try checkedEpoch(wanted ?? lastEpoch)
      position = epoch < epochEnds.count ? epochEnds[epoch] : trace.count
    case .record(let callback, let occurrence, let wanted):
      if let wanted { _ = try checkedEpoch(wanted) }
      let record = try find(callback, occurrence: occurrence, epoch: wanted)
      epoch = record.epoch
      position = record.seq - 1
      readAt = record
    }
    let steps: [DerivationStep]
    let value: TraceValue?
    let entry = readAt == nil ? history.entry(settling: epoch) : history.entry(before: position)
    if let entry {
      steps = entry.steps
      value = entry.value
    } else {
      value = inputValue(at: position, epoch: epoch, settled: readAt == nil)
      steps = value.map { [inputStep($0)] } ?? []
    }
    if let readAt {
      mark = Explanation.RecordMark(
        seq: readAt.seq, name: readAt.qualifiedName, value: value?.text ?? "none")
    }
    guard let value else {
      throw ExplainError(
        message: "\(object) reads no \(property.rawValue) "
          + (readAt.map { "at \($0.qualifiedName) (seq \($0.seq))" } ?? "in epoch \(epoch)")
          + ".",
        fix: "a controller reads its view's values once the view is loaded; explain a later "
          + "callback, or the settled value (no --at)")
    }
    return Explanation(
      object: object, property: property, record: mark, value: value.text, steps: steps,
      validity: validity(in: epoch), context: context, unverified: unverified,
      traceValue: value, fromDerivation: entry != nil)
  }

  /// The run's device, version, profile and orientation.
  private var context: String {
    let header = trace.header
    return "\(header.device) · iOS \(header.ios) (profile \(header.profile)) · "
      + header.orientation.rawValue
  }

  private func checkedEpoch(_ epoch: Int) throws(ExplainError) -> Int {
    guard trace.epochs.indices.contains(epoch) else {
      throw ExplainError(
        message: "there is no epoch \(epoch).",
        fix: "the run has epochs 0 to \(Swift.max(0, trace.epochs.count - 1))")
    }
    return epoch
  }

  /// The `occurrence`-th record named `callback` (of the explained object unless qualified).
  private func find(_ callback: String, occurrence: Int, epoch: Int?) throws(ExplainError)
    -> TraceRecord
  {
    let qualified = callback.contains(".") ? callback : "\(object).\(callback)"
    var seen = 0
    var names: [String] = []
    for record in trace.records where epoch == nil || record.epoch == epoch {
      let name = record.qualifiedName
      if name == qualified {
        seen += 1
        if seen == occurrence { return record }
      } else if !names.contains(name) {
        names.append(name)
      }
    }
    let scope = epoch.map { " in epoch \($0)" } ?? ""
    if seen > 0 {
      throw ExplainError(
        message: "\(qualified) occurs \(seen) time\(seen == 1 ? "" : "s")\(scope), "
          + "so there is no #\(occurrence).",
        fix: "use #1 to #\(seen), or --epoch to pick an epoch")
    }
    let ownNames = names.filter { $0.hasPrefix(object + ".") }
    let hint = Suggestion.closest(to: qualified, among: names).map { " Did you mean '\($0)'?" }
    throw ExplainError(
      message: "there is no record \(qualified)\(scope).\(hint ?? "")",
      fix: "\(object)'s callbacks\(scope): "
        + Explainer.listing(ownNames.isEmpty ? names : ownNames))
  }

  /// The value of a property the engine does not derive (`inWindow`, `contentInset`, `hidden`),
  /// as the object's last record at or before `position` reads it; the final state for the
  /// settled value of the last epoch.
  private func inputValue(at position: Int, epoch: Int, settled: Bool) -> TraceValue? {
    let slot = TracedProperty.row(for: property).slot
    if settled && epoch == trace.epochs.count - 1, let final = trace.finalState(of: object) {
      return slot.value(in: final)
    }
    var index = Swift.min(position, trace.count - 1)
    while index >= 0 {
      let record = trace[index]
      if record.object == object { return slot.value(in: record.state) }
      index -= 1
    }
    return nil
  }

  /// The step for a value the app or an event sets.
  private func inputStep(_ value: TraceValue) -> DerivationStep {
    let rule: String
    switch property {
    case .inWindow:
      rule = "in the window from the moment its view joins it until it leaves"
    case .contentInset:
      rule = "set by the scenario or by a setContentInset event"
    case .hidden:
      rule =
        "set by the scenario or an event; a tab bar also hides under a pushed controller "
        + "with hidesBottomBarWhenPushed, the status bar as the window decides"
    default:
      rule = "the value the object was created with; no rule has changed it"
    }
    return DerivationStep(
      subject: object, rule: rule, result: value.text, sources: ["docs/scenario-format.md"])
  }

  /// Where the property became valid in `epoch`, and the provisional records before.
  private func validity(in epoch: Int) -> Explanation.Validity {
    let slot = TracedProperty.row(for: property).slot
    var reading: [(record: TraceRecord, value: TraceValue)] = []
    for record in trace.records where record.epoch == epoch && record.object == object {
      if let value = slot.value(in: record.state) { reading.append((record, value)) }
    }
    let validIndex = reading.firstIndex { $0.record.valid.contains(property) }
    let settled = validIndex.map { reading[$0].value }
    let validAt = validIndex.map {
      Explanation.RecordMark(
        seq: reading[$0].record.seq, name: reading[$0].record.qualifiedName,
        value: reading[$0].value.text)
    }
    let earlier = reading.prefix(validIndex ?? reading.count)
    let provisional = earlier.map { entry in
      Explanation.RecordMark(
        seq: entry.record.seq, name: entry.record.qualifiedName, value: entry.value.text,
        reason: reason(reading: entry.value, settled: settled))
    }
    let summary: String
    if let validAt, let settled {
      summary =
        origin == .geometry && !earlier.isEmpty
          && TraceValue.displaySame(earlier.last?.value, settled)
        ? "valid from seq \(validAt.seq) \(validAt.name): the first record after the engine computed it where "
          + "\(object) settles; every later record of the epoch reads \(settled.text)"
        : "valid from seq \(validAt.seq) \(validAt.name): from there on every record of the epoch reads "
          + "\(settled.text)"
    } else if reading.isEmpty {
      summary = "\(object) reads \(property.rawValue) at no record of epoch \(epoch)"
    } else {
      summary =
        "no record of epoch \(epoch) reads the settled value: \(object) settles where its "
        + "values were computed after its last record"
    }
    return Explanation.Validity(
      epoch: epoch, validAt: validAt, provisional: provisional, summary: summary)
  }

  /// Why a record before the valid one read a provisional value.
  private func reason(reading value: TraceValue, settled: TraceValue?) -> String {
    guard let settled else { return "the epoch settles after this record" }
    if TraceValue.displaySame(value, settled) {
      return origin == .geometry
        ? "equal to the settled value, but not yet computed where \(object) settles"
        : "equal to the settled value, but a later record of the epoch reads another"
    }
    return "provisional: the epoch settles at \(settled.text)"
  }
}
