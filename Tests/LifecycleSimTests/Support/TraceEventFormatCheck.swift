import Foundation

/// Checks a Chrome rendering against the Trace Event Format's structure, as Perfetto's JSON
/// importer reads it: the problems found, empty when the document is well formed.
///
/// Checked: one JSON object with a `traceEvents` array; each event's required fields for its
/// phase (`X` with whole `ts` and non-negative `dur`, `C` with numeric `args`, `M` naming a
/// process or thread or giving a sort index); flows (`bind_id` with `flow_out` once, each ended
/// by at least one later `flow_in`, each `flow_in` started); metadata naming every process and
/// thread an event uses, each thread in one process; slices of one thread nesting, none two
/// starting together; counter samples of one series in increasing time. And the timeline
/// (docs/trace-formats.md#chrome): `instant` slices in increasing virtual time (`args.t`), each
/// ending before the next begins; each record's slice (`args.seq`) inside the instant of its
/// `t`, one slot (`args.slot`) wide, a layout slice from its instant to its `end` record's.
enum TraceEventFormatCheck {
  /// An event as the checks need it.
  struct Event {
    var index: Int
    var phase: String
    var name: String
    var pid: Int
    var tid: Int
    var ts: Int
    var dur: Int
    var raw: [String: Any]
  }

  static func problems(_ bytes: [UInt8]) -> [String] {
    guard let root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
      return ["not one JSON object"]
    }
    guard let list = root["traceEvents"] as? [[String: Any]] else {
      return ["no traceEvents array of objects"]
    }
    var problems: [String] = []
    var events: [Event] = []
    for (index, raw) in list.enumerated() {
      guard let phase = raw["ph"] as? String, let name = raw["name"] as? String,
        let pid = raw["pid"] as? Int, let tid = raw["tid"] as? Int
      else {
        problems.append("event \(index) lacks ph, name, pid or tid: \(raw)")
        continue
      }
      var event = Event(
        index: index, phase: phase, name: name, pid: pid, tid: tid, ts: 0, dur: 0, raw: raw)
      switch phase {
      case "X":
        guard let ts = raw["ts"] as? Int, let dur = raw["dur"] as? Int, ts >= 0, dur >= 0 else {
          problems.append("X event \(index) (\(name)) needs whole ts and dur >= 0")
          continue
        }
        event.ts = ts
        event.dur = dur
      case "C":
        guard let ts = raw["ts"] as? Int, let args = raw["args"] as? [String: Any], !args.isEmpty,
          args.values.allSatisfy({ isNumber($0) })
        else {
          problems.append("C event \(index) (\(name)) needs ts and numeric args")
          continue
        }
        event.ts = ts
      case "M":
        let args = raw["args"] as? [String: Any] ?? [:]
        switch name {
        case "process_name", "thread_name":
          if (args["name"] as? String)?.isEmpty != false {
            problems.append("M event \(index) \(name) has no name")
          }
        case "process_sort_index", "thread_sort_index":
          if args["sort_index"] as? Int == nil {
            problems.append("M event \(index) \(name) has no sort_index")
          }
        default:
          problems.append("M event \(index) is an unknown metadata kind \(name)")
        }
      default:
        problems.append("event \(index) has an unexpected phase \(phase)")
      }
      events.append(event)
    }
    problems += metadataProblems(events)
    problems += flowProblems(events)
    problems += nestingProblems(events)
    problems += counterProblems(events)
    problems += instantProblems(events)
    return problems
  }

  private static func isNumber(_ value: Any) -> Bool {
    guard let number = value as? NSNumber else { return false }
    let text = "\(number)"
    return text != "true" && text != "false"
  }

  private static func metadataProblems(_ events: [Event]) -> [String] {
    var problems: [String] = []
    let metadata = events.filter { $0.phase == "M" }
    let namedProcesses = Set(metadata.filter { $0.name == "process_name" }.map(\.pid))
    var namedThreads: [Int: Int] = [:]
    for event in metadata where event.name == "thread_name" {
      if let other = namedThreads[event.tid], other != event.pid {
        problems.append("thread \(event.tid) is named in processes \(other) and \(event.pid)")
      }
      namedThreads[event.tid] = event.pid
    }
    for event in events where event.phase != "M" {
      if !namedProcesses.contains(event.pid) {
        problems.append("event \(event.index) uses unnamed process \(event.pid)")
      }
      if namedThreads[event.tid] != event.pid {
        problems.append("event \(event.index) uses thread \(event.tid) unnamed in \(event.pid)")
      }
    }
    return problems
  }

  private static func flowProblems(_ events: [Event]) -> [String] {
    var problems: [String] = []
    var starts: [Int: Event] = [:]
    var ends: [Int: [Event]] = [:]
    for event in events {
      guard let id = event.raw["bind_id"] as? Int else { continue }
      let out = event.raw["flow_out"] as? Bool == true
      let into = event.raw["flow_in"] as? Bool == true
      if out == into { problems.append("event \(event.index) has bind_id without one direction") }
      if event.phase != "X" { problems.append("flow on event \(event.index) that is no slice") }
      if out {
        if starts[id] != nil { problems.append("flow \(id) starts twice") }
        starts[id] = event
      }
      if into { ends[id, default: []].append(event) }
    }
    for (id, start) in starts where ends[id] == nil {
      problems.append("flow \(id) from event \(start.index) never ends")
    }
    for (id, list) in ends {
      guard let start = starts[id] else {
        problems.append("flow \(id) ends without a start")
        continue
      }
      for end in list where end.ts <= start.ts {
        problems.append("flow \(id) ends at event \(end.index) before it starts")
      }
    }
    return problems
  }

  private static func nestingProblems(_ events: [Event]) -> [String] {
    var problems: [String] = []
    var threads: [Int: [Event]] = [:]
    for event in events where event.phase == "X" { threads[event.tid, default: []].append(event) }
    for (tid, slices) in threads {
      let sorted = slices.sorted { ($0.ts, -$0.dur, $0.index) < ($1.ts, -$1.dur, $1.index) }
      var open: [Event] = []
      var previous: Event?
      for slice in sorted {
        if let previous, previous.ts == slice.ts {
          problems.append(
            "thread \(tid): events \(previous.index) and \(slice.index) start together")
        }
        previous = slice
        while let top = open.last, top.ts + top.dur <= slice.ts { open.removeLast() }
        if let top = open.last, slice.ts + slice.dur > top.ts + top.dur {
          problems.append("thread \(tid): event \(slice.index) overlaps event \(top.index)")
        }
        open.append(slice)
      }
    }
    return problems
  }

  private static func counterProblems(_ events: [Event]) -> [String] {
    var problems: [String] = []
    var last: [String: Int] = [:]
    for event in events where event.phase == "C" {
      let series = "\(event.pid) \(event.name)"
      if let time = last[series], time >= event.ts {
        problems.append("counter \(series) goes back in time at event \(event.index)")
      }
      last[series] = event.ts
    }
    return problems
  }

  private static func instantProblems(_ events: [Event]) -> [String] {
    var problems: [String] = []
    var instants: [Double: Event] = [:]
    var previous: (t: Double, event: Event)?
    for event in events where event.phase == "X" && event.raw["cat"] as? String == "instant" {
      guard let t = arguments(event)["t"] as? Double, arguments(event)["slot"] as? Int != nil
      else {
        problems.append("instant \(event.index) has no t or slot")
        continue
      }
      if let previous {
        if previous.t >= t {
          problems.append("instant \(event.index) does not follow \(previous.t)")
        }
        if previous.event.ts + previous.event.dur > event.ts {
          problems.append("instant \(previous.event.index) overlaps the next, \(event.index)")
        }
      }
      previous = (t, event)
      instants[t] = event
    }
    for event in events where event.phase == "X" {
      let args = arguments(event)
      guard args["seq"] is Int, let t = args["t"] as? Double else { continue }
      guard let instant = instants[t] else {
        problems.append("record \(event.index) at t \(t) has no instant")
        continue
      }
      var last = instant
      if let end = args["end"] as? [String: Any] {
        guard let endTime = end["t"] as? Double, let closing = instants[endTime] else {
          problems.append("layout \(event.index) ends at no instant")
          continue
        }
        last = closing
      } else if event.dur != arguments(instant)["slot"] as? Int {
        problems.append("record \(event.index) is not one slot of instant \(instant.index) wide")
      }
      if event.ts < instant.ts || event.ts + event.dur > last.ts + last.dur {
        problems.append("record \(event.index) lies outside instant \(instant.index) (t \(t))")
      }
    }
    return problems
  }

  private static func arguments(_ event: Event) -> [String: Any] {
    event.raw["args"] as? [String: Any] ?? [:]
  }
}
