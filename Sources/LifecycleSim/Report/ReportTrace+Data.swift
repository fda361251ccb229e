extension ReportTrace {
  /// The trace as the page's script reads it: one JSON object, records as columns of numbers
  /// (times and epochs as differences from the record before), states interned.
  ///
  /// - Parameter records: `false` for a sweep's small screens, which need only the settled
  ///   states.
  func data(records: Bool = true) -> [UInt8] {
    var w = ByteWriter()
    let header = trace.header
    let device = DeviceCatalog.device(named: header.device)
    w.write("{\"label\":")
    w.write(jsonString: label)
    w.write(",\"scenario\":")
    w.write(jsonString: header.scenario)
    w.write(",\"device\":")
    w.write(jsonString: header.device)
    w.write(",\"ios\":")
    w.write(jsonString: header.ios)
    w.write(",\"profile\":")
    w.write(integer: header.profile)
    w.write(",\"orientation\":")
    w.write(jsonString: header.orientation.rawValue)
    w.write(",\"portrait\":[")
    w.write(number: device?.portraitSize.width ?? header.screen.width)
    w.write(",")
    w.write(number: device?.portraitSize.height ?? header.screen.height)
    w.write("],\"cutout\":")
    w.write(jsonString: device?.cutout.rawValue ?? "none")
    w.write(",\"family\":")
    w.write(jsonString: device?.family.rawValue ?? "phone")
    w.write(",\"warnings\":")
    w.write(jsonStrings: header.warnings)
    w.write(",\n\"objects\":[")
    w.write(each: zip(trace.objects, anchors)) { w, pair in
      let (object, anchor) = pair
      w.write("[")
      w.write(jsonString: object.name)
      w.write(",")
      w.write(jsonString: object.kind.rawValue)
      w.write(",")
      w.write(integer: anchor)
      w.write("]")
    }
    w.write("],\n\"order\":")
    w.write(jsonIntegers: drawingOrder)

    // States: the records' interned table first, then the settled states added to it.
    var table = StateTable(records ? Array(trace.states) : [])
    let names = Dictionary(
      trace.objects.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    func states(of finals: [FinalRecord]) -> [Int] {
      var row = [Int](repeating: -1, count: trace.objects.count)
      for final in finals {
        if let index = names[final.object] { row[index] = table.index(of: final.state) }
      }
      return row
    }
    let finals = states(of: trace.finals)
    let snapshots = epochStates.map { $0.map(states(of:)) }
    if records {
      w.write(",\n\"callbacks\":")
      w.write(jsonStrings: Callback.allCases.map(\.rawValue))
      w.write(",\n\"args\":[")
      w.write(each: trace.argumentTable) { w, arguments in
        var text = ByteWriter()
        if !arguments.isEmpty { TextTraceRenderer.writeArguments(arguments, into: &text) }
        w.write(jsonString: text.string)
      }
      w.write("],\n\"epochs\":[")
      w.write(each: trace.epochs) { w, epoch in
        w.write("[")
        w.write(seconds: epoch.start)
        w.write(",")
        w.write(seconds: epoch.end)
        w.write(",")
        w.write(jsonString: epoch.cause)
        w.write(",")
        w.write(jsonString: epoch.detail)
        w.write(epoch.truncated ? ",1]" : ",0]")
      }
      w.write("],\n\"rec\":{")
      writeColumns(into: &w)
      w.write("}")
    }
    w.write(",\n\"finals\":")
    w.write(jsonIntegers: finals)
    w.write(",\n\"snap\":")
    if let snapshots {
      w.write("[")
      w.write(each: snapshots) { w, row in
        w.write(jsonIntegers: row)
      }
      w.write("]")
    } else {
      w.write("null")
    }
    w.write(",\n\"states\":[")
    for (index, state) in table.states.enumerated() {
      w.write(index == 0 ? "\n" : ",\n")
      Self.write(state: state, into: &w)
    }
    w.write("],\n\"expect\":{\"records\":")
    w.write(integer: records ? trace.count : 0)
    w.write(",\"final\":")
    w.write(jsonStrings: drawn(finals, table: table))
    w.write(",\"epochs\":")
    if let snapshots {
      w.write("[")
      w.write(each: snapshots) { w, row in
        w.write(jsonStrings: drawn(row, table: table))
      }
      w.write("]")
    } else {
      w.write("null")
    }
    w.write("}}")
    return w.bytes
  }

  /// The record columns: object, callback, state, arguments, valid bits, and the epoch and
  /// time (in microseconds) as differences from the record before.
  private func writeColumns(into w: inout ByteWriter) {
    let callbacks = Callback.allCases
    var index: [Callback: Int] = [:]
    for (position, callback) in callbacks.enumerated() { index[callback] = position }
    let columns: [(String, (Trace.RecordSlot) -> Int)] = [
      ("o", { Int($0.object) }), ("c", { index[$0.callback] ?? 0 }), ("s", { Int($0.state) }),
      ("a", { Int($0.arguments) }), ("v", { Int($0.valid) }),
    ]
    w.write(each: columns) { w, column in
      w.write("\"\(column.0)\":[")
      for (offset, slot) in trace.slots.enumerated() {
        if offset > 0 { w.write(byte: UInt8(ascii: ",")) }
        w.write(integer: column.1(slot))
      }
      w.write("]")
    }
    w.write(",\"e\":[")
    var epoch: Int32 = 0
    var time: Int64 = 0
    for (offset, slot) in trace.slots.enumerated() {
      if offset > 0 { w.write(byte: UInt8(ascii: ",")) }
      w.write(integer: Int(slot.epoch - epoch))
      epoch = slot.epoch
    }
    w.write("],\"t\":[")
    for (offset, slot) in trace.slots.enumerated() {
      if offset > 0 { w.write(byte: UInt8(ascii: ",")) }
      w.write(integer: Int(truncatingIfNeeded: slot.time.microseconds &- time))
      time = slot.time.microseconds
    }
    w.write("]")
  }

  /// For each object, the object whose window origin its frame is relative to, or `-1` for one
  /// in window coordinates: a bar's controller, a view's controller (the nearest controller
  /// before it in tree order: a view of a controller's own tree follows it and its bars).
  var anchors: [Int] {
    var positions: [String: Int] = [:]
    for (index, object) in trace.objects.enumerated() where positions[object.name] == nil {
      positions[object.name] = index
    }
    var anchors = [Int](repeating: -1, count: trace.objects.count)
    var controller = -1
    // The final records are in tree order; the objects, in order of creation.
    for final in trace.finals {
      guard let index = positions[final.object] else { continue }
      switch final.kind {
      case .window, .statusBar, .keyboard:
        break
      case .viewController, .navigationController, .tabBarController, .hostingController:
        controller = index
      case .navigationBar, .toolbar, .tabBar:
        let owner = final.object.split(separator: ".").dropLast().joined(separator: ".")
        anchors[index] = positions[owner] ?? controller
      default:
        anchors[index] = controller
      }
    }
    return anchors
  }

  /// The objects in the order a screen draws them: tree order (that of the final records),
  /// then any other object in order of creation.
  var drawingOrder: [Int] {
    var positions: [String: Int] = [:]
    for (index, object) in trace.objects.enumerated() where positions[object.name] == nil {
      positions[object.name] = index
    }
    var order: [Int] = []
    var listed = Set<Int>()
    for final in trace.finals {
      if let index = positions[final.object], listed.insert(index).inserted { order.append(index) }
    }
    for index in trace.objects.indices where !listed.contains(index) { order.append(index) }
    return order
  }

  /// The names of the objects a screen shows for the given states (``isDrawn(_:state:objects:)``),
  /// in drawing order.
  private func drawn(_ row: [Int], table: StateTable) -> [String] {
    var names: [String] = []
    for index in drawingOrder where row[index] >= 0 {
      let object = trace.objects[index]
      if Self.isDrawn(object, state: table.states[row[index]], objects: trace.objects) {
        names.append(object.name)
      }
    }
    return names
  }

  /// Whether a screen draws `object` in `state`: it has a frame of some size, is not out of
  /// the window or hidden, and is not a controller's root view (drawn as the controller).
  static func isDrawn(_ object: TraceObject, state: ObjectState, objects: [TraceObject]) -> Bool {
    guard let frame = state.frame, frame.width > 0, frame.height > 0, state.inWindow != false,
      state.hidden != true
    else { return false }
    if object.kind == .view, object.name.hasSuffix(".view") {
      let owner = String(object.name.dropLast(5))
      if objects.contains(where: { $0.name == owner && $0.kind.isController }) { return false }
    }
    return true
  }

  /// A state as an array in ``TraceProperty`` order, `null` where it has no value, trailing
  /// `null`s left out.
  private static func write(state: ObjectState, into w: inout ByteWriter) {
    let values = TracedProperty.slots.map { $0.value(in: state) }
    let count = (values.lastIndex { $0 != nil } ?? -1) + 1
    w.write("[")
    w.write(each: values.prefix(count)) { w, value in
      if let value { value.writeJSON(into: &w) } else { w.write("null") }
    }
    w.write("]")
  }
}
