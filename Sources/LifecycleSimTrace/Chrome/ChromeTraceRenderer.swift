import LifecycleSimCore
import LifecycleSimSupport

/// Writes one trace as Chrome Trace Event Format JSON (``TraceFormat/chrome``).
///
/// What repeats is rendered once: each object's pieces of a record's event (``ChromeObjectTexts``),
/// callback names and validity marks (``ChromeRecordTexts``) and the states' JSON, once for
/// equal states (``StateTexts``), so a record costs its numbers and copies.
struct ChromeTraceRenderer: ~Copyable {
  private let trace: Trace
  private let timeline: ChromeTimeline
  private let spans: ChromeSpans
  private let tracks: ChromeTracks
  private let objectTexts: ChromeObjectTexts
  private var recordTexts = ChromeRecordTexts()
  private var states = StateTexts(notation: .json)
  private var w: ByteWriter

  /// A renderer that writes into `writer`, which ``render()`` gives back.
  package init(_ trace: Trace, writer: consuming ByteWriter) {
    self.trace = trace
    timeline = ChromeTimeline(trace)
    spans = ChromeSpans(
      trace, recordTimes: timeline.recordTimes, recordEnds: timeline.recordEnds)
    tracks = ChromeTracks(
      trace, laneCount: timeline.laneCount, hasAppearance: spans.hasAppearance)
    objectTexts = ChromeObjectTexts(trace, tracks: tracks)
    writer.reserve(420 * trace.count + 4096)
    w = writer
  }

  /// Writes the whole document and gives back the writer.
  package consuming func render() -> ByteWriter {
    w.write("{\"displayTimeUnit\":\"ms\",\"otherData\":{\"format\":")
    w.write(jsonString: TraceHeader.format)
    w.write(",\"scenario\":")
    w.write(jsonString: trace.header.scenario)
    w.write(",\"device\":")
    w.write(jsonString: trace.header.device)
    w.write(",\"ios\":")
    w.write(jsonString: trace.header.ios)
    w.write(",\"profile\":")
    w.write(jsonString: String(trace.header.profile))
    w.write(",\"quirks\":")
    JSONLinesTraceRenderer.writeQuirks(of: trace.header, quirks: .standard, into: &w)
    w.write("},\"traceEvents\":[")
    writeMetadata()
    writeInstants()
    writeEpochs()
    writeRecords()
    writePhases()
    w.write("\n]}\n")
    return w
  }

  // MARK: Metadata

  private mutating func writeMetadata() {
    var first = true
    for process in tracks.processes {
      w.write(first ? "\n" : ",\n")
      first = false
      metadata("process_name", pid: process.pid, tid: process.pid, name: process.name)
      w.write(",\n")
      metadata("process_sort_index", pid: process.pid, tid: process.pid, sortIndex: process.pid)
      for (position, thread) in process.threads.enumerated() {
        w.write(",\n")
        metadata("thread_name", pid: process.pid, tid: thread.tid, name: thread.name)
        w.write(",\n")
        metadata("thread_sort_index", pid: process.pid, tid: thread.tid, sortIndex: position)
      }
    }
  }

  private mutating func metadata(
    _ kind: StaticString, pid: Int, tid: Int, name: String? = nil, sortIndex: Int = 0
  ) {
    w.write("{\"name\":\"")
    w.write(kind)
    w.write("\",\"ph\":\"M\",\"pid\":")
    w.write(integer: pid)
    w.write(",\"tid\":")
    w.write(integer: tid)
    if let name {
      w.write(",\"args\":{\"name\":")
      w.write(jsonString: name)
    } else {
      w.write(",\"args\":{\"sort_index\":")
      w.write(integer: sortIndex)
    }
    w.write("}}")
  }

  // MARK: Instants, epochs and transitions

  /// One slice per instant, named after its virtual time, over the slots of its sequence.
  private mutating func writeInstants() {
    for instant in timeline.instants {
      w.write(",\n{\"name\":\"t = ")
      w.write(seconds: instant.time)
      w.write(" s\",\"cat\":\"instant\",\"ph\":\"X\",\"ts\":")
      w.write(integer: Int(instant.begin))
      w.write(",\"dur\":")
      w.write(integer: Int(instant.end - instant.begin))
      w.write(",\"pid\":1,\"tid\":")
      w.write(integer: tracks.instantsThread)
      w.write(",\"args\":{\"t\":")
      w.write(seconds: instant.time)
      w.write(",\"records\":")
      w.write(integer: instant.records)
      w.write(",\"slot\":")
      w.write(integer: Int(instant.slot))
      w.write("}}")
    }
  }

  private mutating func writeEpochs() {
    for (index, summary) in trace.epochs.enumerated() where index < timeline.epochs.count {
      let span = timeline.epochs[index]
      let cause = summary.detail.isEmpty ? summary.cause : "\(summary.cause)(\(summary.detail))"
      sliceStart(
        name: "epoch \(index): \(cause)", category: "epoch", begin: span.begin, end: span.end,
        pid: 1, tid: tracks.epochsThread)
      epochArguments(summary)
      w.write("}}")
      sliceStart(
        name: summary.cause, category: "cause", begin: span.cause, end: span.causeEnd, pid: 1,
        tid: tracks.epochsThread)
      flow(out: ChromeTimeline.causeFlow(of: index))
      epochArguments(summary)
      w.write("}}")
    }
    for transition in timeline.transitions where transition.lane < tracks.laneThreads.count {
      let summary = trace.epochs[transition.epoch]
      sliceStart(
        name: summary.cause, category: "transition", begin: transition.begin,
        end: transition.end, pid: 1, tid: tracks.laneThreads[transition.lane])
      flow(out: ChromeTimeline.transitionFlow(of: transition.epoch))
      epochArguments(summary)
      w.write(",\"duration\":")
      w.write(seconds: SimInstant(microseconds: transition.end - transition.begin))
      w.write("}}")
    }
  }

  /// `,"args":{…` describing an epoch, left open.
  private mutating func epochArguments(_ summary: EpochSummary) {
    w.write(",\"args\":{\"epoch\":")
    w.write(integer: summary.index)
    w.write(",\"cause\":")
    w.write(jsonString: summary.cause)
    w.write(",\"detail\":")
    w.write(jsonString: summary.detail)
    w.write(",\"start\":")
    w.write(seconds: summary.start)
    w.write(",\"end\":")
    w.write(seconds: summary.end)
    w.write(summary.truncated ? ",\"truncated\":true" : ",\"truncated\":false")
  }

  // MARK: Records and counters

  private mutating func writeRecords() {
    var safeArea = [EdgeInsets?](repeating: nil, count: trace.objects.count)
    var adjusted = [EdgeInsets?](repeating: nil, count: trace.objects.count)
    // The state each object's counters last looked at: records in a row often share one.
    var seenState = [Int32](repeating: -1, count: trace.objects.count)
    let sides = horizontalCounters()
    for index in 0..<trace.count where !spans.closesLayout[index] && !w.isStopped {
      let slot = trace.slots[index]
      let objectIndex = Int(slot.object)
      guard objectIndex >= 0, objectIndex < trace.objects.count else { continue }
      let kind = trace.objects[objectIndex].kind
      let begin = timeline.recordTimes[index]
      let closing = spans.layoutEnd[index]
      if closing >= 0 {
        w.write(",\n{\"name\":\"layout")
        objectTexts.write(.category, of: objectIndex, into: &w)
        w.write(integer: Int(begin))
        w.write(",\"dur\":")
        w.write(integer: Int(timeline.recordEnds[closing] - begin))
      } else {
        objectTexts.write(.namePrefix, of: objectIndex, into: &w)
        recordTexts.write(slot.callback, into: &w)
        objectTexts.write(.category, of: objectIndex, into: &w)
        w.write(integer: Int(begin))
        w.write(",\"dur\":")
        w.write(integer: Int(timeline.recordEnds[index] - begin))
      }
      objectTexts.write(.track, of: objectIndex, into: &w)
      flow(in: timeline.flowIn[index])
      w.write(",\"args\":{")
      recordArguments(index)
      if closing >= 0 {
        w.write(",\"end\":{")
        recordArguments(closing)
        w.write("}")
      }
      w.write("}}")
      guard kind.isController || kind.isScrollView, seenState[objectIndex] != slot.state else {
        continue
      }
      seenState[objectIndex] = slot.state
      let state = trace.states[Int(slot.state)]
      if kind.isController, let insets = state.safeAreaInsets, insets != safeArea[objectIndex] {
        safeArea[objectIndex] = insets
        counter(
          .safeAreaCounter, of: objectIndex, insets, horizontal: sides[objectIndex], at: begin)
      }
      if kind.isScrollView, let insets = state.adjustedContentInset,
        insets != adjusted[objectIndex]
      {
        adjusted[objectIndex] = insets
        counter(
          .adjustedInsetCounter, of: objectIndex, insets, horizontal: sides[objectIndex], at: begin)
      }
    }
  }

  /// For each object, whether its counters show left and right too: when one is ever non-zero.
  private func horizontalCounters() -> [Bool] {
    var sides = [Bool](repeating: false, count: trace.objects.count)
    var seenState = [Int32](repeating: -1, count: trace.objects.count)
    for slot in trace.slots where slot.object >= 0 && Int(slot.object) < sides.count {
      let object = Int(slot.object)
      let kind = trace.objects[object].kind
      guard kind.isController || kind.isScrollView, !sides[object], seenState[object] != slot.state
      else { continue }
      seenState[object] = slot.state
      let state = trace.states[Int(slot.state)]
      for insets in [state.safeAreaInsets, state.adjustedContentInset]
      where insets.map({ $0.left != 0 || $0.right != 0 }) == true {
        sides[object] = true
      }
    }
    return sides
  }

  /// `"seq":…,"t":…,` the callback, its arguments, the state and the validity marks.
  private mutating func recordArguments(_ index: Int) {
    let slot = trace.slots[index]
    w.write("\"seq\":")
    w.write(integer: index + 1)
    w.write(",\"t\":")
    w.write(seconds: slot.time)
    w.write(",\"epoch\":")
    w.write(integer: Int(slot.epoch))
    w.write(",\"callback\":\"")
    recordTexts.write(slot.callback, into: &w)
    w.write(byte: UInt8(ascii: "\""))
    // Slot 0 holds no arguments.
    if slot.arguments != 0 {
      let arguments = trace.argumentTable[Int(slot.arguments)]
      if !arguments.isEmpty { JSONLinesTraceRenderer.writeArguments(arguments, into: &w) }
    }
    states.write(Int(slot.state), of: trace.states, into: &w)
    recordTexts.write(valid: slot.valid, into: &w)
  }

  private mutating func counter(
    _ text: ChromeObjectTexts.Piece, of object: Int, _ insets: EdgeInsets, horizontal: Bool,
    at time: Int64
  ) {
    objectTexts.write(text, of: object, into: &w)
    w.write(integer: Int(time))
    objectTexts.write(.track, of: object, into: &w)
    w.write(",\"args\":{\"top\":")
    w.write(number: insets.top)
    w.write(",\"bottom\":")
    w.write(number: insets.bottom)
    if horizontal {
      w.write(",\"left\":")
      w.write(number: insets.left)
      w.write(",\"right\":")
      w.write(number: insets.right)
    }
    w.write("}}")
  }

  // MARK: Appearance phases

  private mutating func writePhases() {
    for phase in spans.phases {
      let objectIndex = Int(phase.object)
      let object = trace.objects[objectIndex]
      let slot = trace.slots[phase.first]
      let animated = trace.argumentTable[Int(slot.arguments)].animated ?? false
      let name = phase.appearing ? "appearing" : "disappearing"
      sliceStart(
        name: animated ? "\(name) (animated)" : name, category: "appearance", begin: phase.begin,
        end: phase.end, pid: tracks.objectProcess[objectIndex],
        tid: tracks.appearanceThread[objectIndex])
      w.write(",\"args\":{\"object\":")
      w.write(jsonString: object.name)
      w.write(",\"from\":")
      w.write(integer: phase.first + 1)
      w.write(",\"start\":")
      w.write(seconds: slot.time)
      if let last = phase.last {
        w.write(",\"to\":")
        w.write(integer: last + 1)
        w.write(",\"end\":")
        w.write(seconds: trace.slots[last].time)
      }
      w.write(phase.last == nil ? ",\"completed\":false}}" : ",\"completed\":true}}")
    }
  }

  // MARK: Events

  /// `,\n{"name":…,"cat":…,"ph":"X","ts":…,"dur":…,"pid":…,"tid":…`, left open.
  private mutating func sliceStart(
    name: String, category: String, begin: Int64, end: Int64, pid: Int, tid: Int
  ) {
    w.write(",\n{\"name\":")
    w.write(jsonString: name)
    w.write(",\"cat\":")
    w.write(jsonString: category)
    w.write(",\"ph\":\"X\",\"ts\":")
    w.write(integer: Int(begin))
    w.write(",\"dur\":")
    w.write(integer: Int(max(end - begin, 0)))
    w.write(",\"pid\":")
    w.write(integer: pid)
    w.write(",\"tid\":")
    w.write(integer: tid)
  }

  /// Starts flow `id` at the open slice when a record ends it.
  private mutating func flow(out id: Int) {
    guard timeline.usedFlows.contains(id) else { return }
    w.write(",\"bind_id\":")
    w.write(integer: id)
    w.write(",\"flow_out\":true")
  }

  /// Ends flow `id` (0: none) at the open slice.
  private mutating func flow(in id: Int) {
    guard id != 0 else { return }
    w.write(",\"bind_id\":")
    w.write(integer: id)
    w.write(",\"flow_in\":true")
  }
}
