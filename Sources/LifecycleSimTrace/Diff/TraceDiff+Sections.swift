import LifecycleSimCore
import LifecycleSimSupport

extension TraceDiff {
  package static func headerDifferences(_ old: TraceHeader, _ new: TraceHeader) -> [TraceDifference]
  {
    var result: [TraceDifference] = []
    func compare(_ field: String, _ a: String, _ b: String) {
      if a != b { result.append(.header(field: field, old: a, new: b)) }
    }
    // The scenario's name is not compared: traces that differ only in it mean the same.
    compare("device", old.device, new.device)
    compare("ios", old.ios, new.ios)
    compare("profile", String(old.profile), String(new.profile))
    compare("orientation", old.orientation.rawValue, new.orientation.rawValue)
    compare("screen", old.screen.description, new.screen.description)
    compare("direction", old.layoutDirection.rawValue, new.layoutDirection.rawValue)
    // A warning only one trace has, such as a device outside its supported iOS range.
    for warning in old.warnings where !new.warnings.contains(warning) {
      result.append(.header(field: "warning", old: warning, new: "–"))
    }
    for warning in new.warnings where !old.warnings.contains(warning) {
      result.append(.header(field: "warning", old: "–", new: warning))
    }
    // Each switch as it was in force: a switch a header leaves out is at its default.
    let quirks = QuirkCatalogue.standard
    let a = quirks.values(of: old, defaults: quirks.defaults(ios: old.ios, profile: old.profile))
    let b = quirks.values(of: new, defaults: quirks.defaults(ios: new.ios, profile: new.profile))
    for (index, name) in quirks.names.enumerated() where a[index] != b[index] {
      compare("quirk \(name)", a[index] ? "on" : "off", b[index] ? "on" : "off")
    }
    return result
  }

  package static func epochDifferences(_ old: [EpochSummary], _ new: [EpochSummary])
    -> [TraceDifference]
  {
    var result: [TraceDifference] = []
    for index in 0..<max(old.count, new.count) {
      let a = index < old.count ? describe(old[index]) : "–"
      let b = index < new.count ? describe(new[index]) : "–"
      if a != b { result.append(.epoch(index: index, old: a, new: b)) }
    }
    return result
  }

  private static func describe(_ epoch: EpochSummary) -> String {
    var writer = ByteWriter()
    writer.write(epoch.cause)
    if !epoch.detail.isEmpty { writer.write("(" + epoch.detail + ")") }
    writer.write(epoch.truncated ? " truncated at " : " settled at ")
    writer.write(seconds: epoch.end)
    return writer.string
  }

  static func finalDifferences(
    _ old: [FinalRecord], _ new: [FinalRecord], options: TraceDiffOptions
  ) -> [TraceDifference] {
    var result: [TraceDifference] = []
    var newByName: [String: FinalRecord] = [:]
    for record in new { newByName[record.object] = record }
    var seen: Set<String> = []
    for record in old where options.objects?.contains(record.object) ?? true {
      seen.insert(record.object)
      guard let other = newByName[record.object] else {
        result.append(.finalObject(object: record.object, inFirst: true))
        continue
      }
      guard record.state != other.state else { continue }
      for row in TracedProperty.all where options.properties?.contains(row.property) ?? true {
        let a = record.state.text(of: row)
        let b = other.state.text(of: row)
        if a != b {
          result.append(
            .final(object: record.object, property: row.property, old: a ?? "–", new: b ?? "–"))
        }
      }
    }
    for record in new
    where !seen.contains(record.object) && (options.objects?.contains(record.object) ?? true) {
      result.append(.finalObject(object: record.object, inFirst: false))
    }
    return result
  }
}

extension ObjectState {
  /// One property as text traces print it, `nil` when the state has no value for it.
  package func text(of row: TracedProperty) -> String? {
    row.value(in: self)?.text
  }
}

extension TraceArguments {
  /// The arguments as text traces print them, without parentheses.
  package var text: String {
    var writer = ByteWriter()
    TextTraceRenderer.writeArguments(self, into: &writer)
    return writer.string
  }
}
