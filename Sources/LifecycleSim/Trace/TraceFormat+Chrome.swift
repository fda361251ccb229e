extension TraceFormat {
  /// Chrome Trace Event Format JSON, for Perfetto or `chrome://tracing`.
  ///
  /// Each object is a thread named after it; each record an instant event carrying the state
  /// in `args`, and each controller layout bracket (`viewWillLayoutSubviews` …
  /// `viewDidLayoutSubviews`) a duration slice named `layout`. Timestamps are logical: the
  /// virtual time in microseconds plus the record's rank among records at the same instant, so
  /// viewers keep the delivery order.
  public static let chrome = TraceFormat(name: "chrome") { trace in
    var w = ByteWriter(reservingCapacity: 300 * trace.count + 4096)
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
    w.write("},\"traceEvents\":[\n")
    w.write("{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":1,\"tid\":0,\"args\":{\"name\":")
    w.write(jsonString: "lifecycle-sim: \(trace.header.scenario)")
    w.write("}}")
    for (index, object) in trace.objects.enumerated() {
      w.write(",\n{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":1,\"tid\":")
      w.write(integer: index + 1)
      w.write(",\"args\":{\"name\":")
      w.write(jsonString: object.name)
      w.write("}}")
    }
    var lastTime = SimInstant(microseconds: -1)
    var rank: Int64 = 0
    for index in 0..<trace.count {
      let slot = trace.slots[index]
      if slot.time == lastTime { rank += 1 } else { rank = 0 }
      lastTime = slot.time
      let object = trace.objects[Int(slot.object)]
      let bracket: StaticString? =
        switch slot.callback {
        case .viewWillLayoutSubviews: "B"
        case .viewDidLayoutSubviews: "E"
        default: nil
        }
      w.write(",\n{\"name\":")
      if bracket != nil {
        w.write(jsonString: "layout")
      } else {
        w.write(jsonString: "\(object.name).\(slot.callback.rawValue)")
      }
      w.write(",\"cat\":\"")
      w.write(object.kind.rawValue)
      w.write("\",\"ph\":\"")
      if let bracket {
        w.write(bracket)
        w.write("\"")
      } else {
        w.write("i\",\"s\":\"t\"")
      }
      w.write(",\"ts\":")
      w.write(integer: Int(slot.time.microseconds + rank))
      w.write(",\"pid\":1,\"tid\":")
      w.write(integer: Int(slot.object) + 1)
      w.write(",\"args\":{\"seq\":")
      w.write(integer: index + 1)
      w.write(",\"epoch\":")
      w.write(integer: Int(slot.epoch))
      w.write(",\"callback\":\"")
      w.write(slot.callback.rawValue)
      w.write("\"")
      let arguments = trace.argumentTable[Int(slot.arguments)]
      if !arguments.isEmpty { JSONLinesTraceRenderer.writeArguments(arguments, into: &w) }
      JSONLinesTraceRenderer.writeState(trace.states[Int(slot.state)], into: &w)
      w.write("}}")
    }
    w.write("\n]}\n")
    return w.bytes
  }
}
