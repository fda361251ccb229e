import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimSupport
import LifecycleSimTrace

extension ReportTrace {
  /// The trace as the page's script reads it: one JSON object, records as columns of numbers
  /// (times and epochs as differences from the record before), states interned.
  ///
  /// - Parameter records: `false` for a sweep's small screens, which need only the settled
  ///   states.
  func data(records: Bool = true) -> [UInt8] {
    let header = trace.header
    let device = DeviceCatalog.device(named: header.device)

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
    let sheets = ReportSheets(trace, family: device?.family ?? .phone)
    let order = drawingOrder
    let portrait =
      device?.portraitSize ?? Size(width: header.screen.width, height: header.screen.height)
    func sheetNames(_ epoch: Int) -> Set<String> {
      Set(sheets.sheets(inEpoch: epoch).map(\.controller))
    }
    func splits(_ row: [Int], epoch: Int) -> [ReportSplit] {
      ReportSplit.splits(
        row: row, objects: trace.objects, order: order, table: table, sheets: sheetNames(epoch))
    }
    func window(_ row: [Int], epoch: Int) -> ReportWindow? {
      ReportWindow(
        row: row, epoch: epoch, trace: trace, order: order, table: table, portrait: portrait,
        family: device?.family ?? .phone)
    }

    var json = JSONWriter()
    json.object(DataKey.self) { data in
      data.field(.label, label)
      data.field(.scenario, header.scenario)
      data.field(.device, header.device)
      data.field(.ios, header.ios)
      data.field(.profile, header.profile)
      data.field(.orientation, header.orientation.rawValue)
      data.field(.portrait) { json in
        json.array { size in
          size.element(JSONPoint(value: device?.portraitSize.width ?? header.screen.width))
          size.element(JSONPoint(value: device?.portraitSize.height ?? header.screen.height))
        }
      }
      data.field(.cutout, device?.cutout.rawValue ?? "none")
      data.field(.family, device?.family.rawValue ?? "phone")
      data.field(.warnings, header.warnings)
      data.field(.direction, header.layoutDirection.rawValue)
      data.field(.objects, onNewLine: true) { json in
        json.array(zip(trace.objects, anchors)) { json, pair in
          json.array { object in
            object.element(pair.0.name)
            object.element(pair.0.kind.rawValue)
            object.element(pair.1)
          }
        }
      }
      data.field(.order, onNewLine: true, order)
      if records {
        data.field(.callbacks, onNewLine: true, Callback.allCases.map(\.rawValue))
        data.field(.args, onNewLine: true) { json in
          json.array(trace.argumentTable) { json, arguments in
            var text = ByteWriter()
            if !arguments.isEmpty { TextTraceRenderer.writeArguments(arguments, into: &text) }
            json.value(text.string)
          }
        }
        data.field(.epochs, onNewLine: true) { json in
          json.array(trace.epochs) { json, epoch in
            json.array { fields in
              fields.element(JSONSeconds(instant: epoch.start))
              fields.element(JSONSeconds(instant: epoch.end))
              fields.element(epoch.cause)
              fields.element(epoch.detail)
              fields.element(epoch.truncated ? 1 : 0)
            }
          }
        }
        data.field(.rec, onNewLine: true) { json in writeColumns(into: &json) }
      }
      data.field(.finals, onNewLine: true, finals)
      data.field(.snap, onNewLine: true, snapshots)
      data.field(.sheets, onNewLine: true) { json in
        json.array(sheets.changes) { json, change in
          json.array { fields in
            fields.element(change.epoch)
            fields.element { json in
              let known = change.sheets.compactMap { sheet in
                names[sheet.controller].map { (sheet, $0) }
              }
              json.array(known) { json, pair in
                json.array { fields in
                  fields.element(pair.1)
                  fields.element(pair.0.restsAtLarge ? 1 : 0)
                }
              }
            }
          }
        }
      }
      data.field(.states, onNewLine: true) { json in
        json.array(table.states, layout: .lineBeforeEach) { json, state in
          Self.write(state: state, into: &json)
        }
      }
      data.field(.expect, onNewLine: true) { json in
        json.object(ExpectKey.self) { expect in
          expect.field(.records, records ? trace.count : 0)
          let lastSheets = sheetNames(trace.epochs.count - 1)
          expect.field(.final, drawn(finals, table: table, sheets: lastSheets))
          expect.field(
            .epochs,
            snapshots.map { rows in
              rows.enumerated().map { drawn($1, table: table, sheets: sheetNames($0)) }
            })
          expect.field(
            .finalCards,
            cards(finals, sheets: sheets.sheets(inEpoch: trace.epochs.count - 1), table: table))
          expect.field(
            .cards,
            snapshots.map { rows in
              rows.enumerated().map { cards($1, sheets: sheets.sheets(inEpoch: $0), table: table) }
            })
          expect.field(.finalWindow) { json in
            Self.write(window(finals, epoch: trace.epochs.count - 1), into: &json)
          }
          expect.field(.finalSplits) { json in
            Self.write(
              splits(finals, epoch: trace.epochs.count - 1), objects: trace.objects, into: &json)
          }
          expect.field(.splits) { json in
            if let snapshots {
              json.array(snapshots.enumerated()) { json, item in
                Self.write(
                  splits(item.element, epoch: item.offset), objects: trace.objects, into: &json)
              }
            } else {
              json.null()
            }
          }
          expect.field(.windows) { json in
            if let snapshots {
              json.array(snapshots.enumerated()) { json, item in
                Self.write(window(item.element, epoch: item.offset), into: &json)
              }
            } else {
              json.null()
            }
          }
        }
      }
    }
    return json.output.bytes
  }

  /// The keys of ``data(records:)``, which the page's script reads.
  enum DataKey: String, JSONKey {
    case label, scenario, device, ios, profile, orientation, portrait, cutout, family, warnings
    case objects, order, callbacks, args, epochs, rec, finals, snap, states, expect
    /// Where the presented controllers ``ReportSheets`` lists change: `[first epoch, [[object,
    /// 1 when it rests at its large detent], …]]`.
    case sheets
    /// The header's layout direction, which puts the window controls at the top-left or the
    /// top-right.
    case direction
  }

  /// The record columns of ``data(records:)``: object, callback, state, arguments, valid bits,
  /// epoch and time.
  enum ColumnKey: String, JSONKey {
    case o, c, s, a, v, e, t
  }

  /// What the page's self-check expects to find, in ``data(records:)``.
  enum ExpectKey: String, JSONKey {
    case records, final, epochs
    /// The sheets drawn as cards on the final screen and, when known, on each epoch's.
    case finalCards, cards
    /// The screen, the window on it and its controls (``ReportWindow``) on the final screen
    /// and, when known, on each epoch's.
    case finalWindow, windows
    /// The split views' columns and dividers (``ReportSplit``) on the final screen and, when
    /// known, on each epoch's.
    case finalSplits, splits
  }

  /// A screen's split views.
  private static func write(
    _ splits: [ReportSplit], objects: [TraceObject], into json: inout JSONWriter
  ) {
    json.array(splits) { json, split in split.write(into: &json, objects: objects) }
  }

  /// A screen's ``ReportWindow``, `null` without one.
  private static func write(_ window: ReportWindow?, into json: inout JSONWriter) {
    if let window { window.write(into: &json) } else { json.null() }
  }

  /// The record columns: object, callback, state, arguments, valid bits, and the epoch and
  /// time (in microseconds) as differences from the record before.
  ///
  /// The columns are a few integers per record, so their numbers go straight into the output
  /// in one loop each, as the trace renderers write theirs; the object and its keys go through
  /// the writer.
  private func writeColumns(into json: inout JSONWriter) {
    let callbacks = Callback.allCases
    var index: [Callback: Int] = [:]
    for (position, callback) in callbacks.enumerated() { index[callback] = position }
    // Each column's value of a record, and whether it is written as the difference from the
    // record before (the epoch and the time).
    let columns: [(key: ColumnKey, value: (Trace.RecordSlot) -> Int64, delta: Bool)] = [
      (.o, { Int64($0.object) }, false), (.c, { Int64(index[$0.callback] ?? 0) }, false),
      (.s, { Int64($0.state) }, false), (.a, { Int64($0.arguments) }, false),
      (.v, { Int64($0.valid) }, false), (.e, { Int64($0.epoch) }, true),
      (.t, { $0.time.microseconds }, true),
    ]
    json.object(ColumnKey.self) { rec in
      for column in columns {
        rec.field(column.key) { json in
          json.output.write("[")
          var previous: Int64 = 0
          for (offset, slot) in trace.slots.enumerated() {
            if offset > 0 { json.output.write(byte: UInt8(ascii: ",")) }
            let value = column.value(slot)
            json.output.write(
              integer: Int(truncatingIfNeeded: column.delta ? value &- previous : value))
            previous = value
          }
          json.output.write("]")
        }
      }
    }
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
      case .viewController, .navigationController, .tabBarController, .hostingController,
        .pageViewController:
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
  /// in drawing order, a floating split view column after the columns it floats over
  /// (``ReportSplit/screenOrder(_:splits:)``); `sheets` are the controllers presented as sheets.
  private func drawn(_ row: [Int], table: StateTable, sheets: Set<String>) -> [String] {
    let order = drawingOrder
    let splits = ReportSplit.splits(
      row: row, objects: trace.objects, order: order, table: table, sheets: sheets)
    var names: [String] = []
    for index in ReportSplit.screenOrder(order, splits: splits) where row[index] >= 0 {
      let object = trace.objects[index]
      if Self.isDrawn(object, state: table.states[row[index]], objects: trace.objects) {
        names.append(object.name)
      }
    }
    return names
  }

  /// The names of the sheets a screen draws as cards for the given states: those drawn whose
  /// frame is not the window's (to within 0.01 pt, as the page compares them).
  private func cards(_ row: [Int], sheets: [ReportSheets.Sheet], table: StateTable) -> [String] {
    let objects = trace.objects
    guard let window = objects.firstIndex(where: { $0.kind == .window }), row[window] >= 0,
      let screen = table.states[row[window]].frame
    else { return [] }
    return sheets.compactMap { sheet in
      guard let index = objects.firstIndex(where: { $0.name == sheet.controller }),
        row[index] >= 0
      else { return nil }
      let state = table.states[row[index]]
      guard Self.isDrawn(objects[index], state: state, objects: objects), let frame = state.frame
      else { return nil }
      let edges = [
        (frame.x, screen.x), (frame.y, screen.y), (frame.width, screen.width),
        (frame.height, screen.height),
      ]
      return edges.allSatisfy { abs($0.0 - $0.1) <= 0.01 } ? nil : sheet.controller
    }
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
  private static func write(state: ObjectState, into json: inout JSONWriter) {
    let values = TracedProperty.slots.map { $0.value(in: state) }
    let count = (values.lastIndex { $0 != nil } ?? -1) + 1
    json.array(values.prefix(count)) { json, value in
      if let value { value.writeJSON(into: &json.output) } else { json.null() }
    }
  }
}
