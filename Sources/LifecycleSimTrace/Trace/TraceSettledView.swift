import LifecycleSimCore
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
    var position = [Int](repeating: 0, count: trace.objects.count)
    for (index, object) in trace.treeOrder.enumerated() { position[object] = index }
    let settled = trace.settledObjects()
    for (index, epoch) in trace.epochs.enumerated() {
      let observed = (settled.indices.contains(index) ? settled[index] : [])
        .filter { objects?.contains(trace.objects[Int($0.object)].name) ?? true }
        .sorted { position[Int($0.object)] < position[Int($1.object)] }
      var lines: [(object: String, values: String)] = []
      for entry in observed {
        let state = entry.state.atTraceResolution
        let values = rows.filter { entry.read & $0.bit != 0 }.map { row in
          row.name + " " + (row.value(in: state)?.text ?? "–")
        }
        guard !values.isEmpty || properties == nil else { continue }
        lines.append((trace.objects[Int(entry.object)].name, values.joined(separator: " · ")))
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
