/// The values each object settles at in each epoch, for people to read and for golden files
/// that pin outcomes rather than every callback.
///
/// One block per epoch, one line per object the epoch delivers records to, in tree order:
/// each property the object reads in the epoch, with the value it reads from the record at
/// which it becomes valid (``Trace/validRecord(of:_:epoch:)``), or `–` when it never becomes
/// valid in the epoch (a cancelled transition, an epoch cut short). The view names no
/// sequence number, so it does not change when records of other objects come or go.
///
/// ```
/// # push-on-iphone-x: settled values per epoch (– never settles in the epoch)
/// # iPhone X · iOS 13.0 (profile 13) · portrait 375x812 · leftToRight
///
/// epoch 0 initialDisplay
///   List   safeAreaInsets {88,0,34,0} · frame (0,0,375,812) · inWindow true · …
///   table  safeAreaInsets {88,0,34,0} · … · adjustedContentInset {88,0,34,0} · …
/// ```
public struct TraceSettledView: Sendable {
  /// Only these objects; `nil` for all.
  public var objects: Set<String>?
  /// Only these properties; `nil` for all.
  public var properties: Set<TraceProperty>?

  /// Creates a view of the given objects and properties.
  public init(objects: Set<String>? = nil, properties: Set<TraceProperty>? = nil) {
    self.objects = objects
    self.properties = properties
  }

  /// The view of `trace`, ending in a newline.
  public func render(_ trace: Trace) -> String {
    let header = trace.header
    var text = "# \(header.scenario): settled values per epoch (– never settles in the epoch)\n"
    text +=
      "# \(header.device) · iOS \(header.ios) (profile \(header.profile)) · "
      + "\(header.orientation.rawValue) \(header.screen) · \(header.layoutDirection.rawValue)\n"
    let rows = TracedProperty.all.filter { properties?.contains($0.property) ?? true }
    let chosen = trace.treeOrder.filter { objects?.contains(trace.objects[$0].name) ?? true }
    for (index, epoch) in trace.epochs.enumerated() {
      // The properties each chosen object reads in the epoch, and those that become valid.
      var read = [UInt16](repeating: 0, count: trace.objects.count)
      var seen = [Bool](repeating: false, count: trace.objects.count)
      for slot in trace.slots where Int(slot.epoch) == index {
        seen[Int(slot.object)] = true
        read[Int(slot.object)] |= trace.states.properties(at: Int(slot.state))
      }
      var lines: [(object: String, values: String)] = []
      for object in chosen where seen[object] {
        let settled = trace.settledState(of: Int32(object), epoch: index) ?? ObjectState()
        let values = rows.filter { read[object] & $0.bit != 0 }.map { row in
          row.name + " " + (row.value(in: settled.atTraceResolution)?.text ?? "–")
        }
        guard !values.isEmpty || properties == nil else { continue }
        lines.append((trace.objects[object].name, values.joined(separator: " · ")))
      }
      text += "\nepoch \(index) \(epoch.title)\(epoch.truncated ? " (cut short)" : "")\n"
      let width = lines.map(\.object.count).max() ?? 0
      for line in lines {
        text += "  " + line.object
        if !line.values.isEmpty {
          text += String(repeating: " ", count: width - line.object.count + 2) + line.values
        }
        text += "\n"
      }
    }
    return text
  }
}
