import LifecycleSimCore
package import LifecycleSimSupport

extension TraceComparison {
  /// How ``render(_:labels:)`` writes a comparison.
  public enum Format: String, Sendable, CaseIterable {
    /// Sections `header`, `epoch N cause`, `final`, one line per difference (`-` only in the
    /// first trace, `+` only in the second, `~` changed), then the summary.
    case text
    /// One JSON document: `same`, `summary`, `counts`, and one object per difference with its
    /// `kind`; values are written in the text trace's notation.
    case json
  }

  /// The comparison as text or JSON, ending in a newline.
  ///
  /// - Parameter labels: what the two traces are (file names), for the text's `---`/`+++`
  ///   lines and the JSON's `first`/`second`.
  public func render(_ format: Format = .text, labels: (first: String, second: String)? = nil)
    -> String
  {
    var w = ByteWriter()
    switch format {
    case .text: writeText(labels: labels, into: &w)
    case .json: w.write(bytes: json(labels: labels))
    }
    return w.string
  }

  private func writeText(labels: (first: String, second: String)?, into w: inout ByteWriter) {
    if let labels {
      w.write("--- ")
      w.write(labels.first)
      w.write("\n+++ ")
      w.write(labels.second)
      w.write("\n")
    }
    let header = differences.filter { if case .header = $0 { true } else { false } }
    if !header.isEmpty {
      w.write("header\n")
      for difference in header { writeLine(difference, indent: "  ", into: &w) }
    }
    // The story first: what each object ends up reading, epoch by epoch.
    if !settled.isEmpty {
      w.write("settled (what each object ends up reading)\n")
      var epoch: Int?
      for difference in settled {
        if difference.epoch != epoch {
          writeEpochTitle(difference.epoch, indent: "  ", into: &w)
          epoch = difference.epoch
        }
        w.write(difference.values.allSatisfy { $0.old == $0.new } ? "    = " : "    ~ ")
        w.write(difference.object)
        for (index, value) in difference.values.enumerated() {
          w.write(index == 0 ? " " : " · ")
          w.write(value.property.rawValue)
          w.write(" ")
          w.write(value.old)
          if value.old == value.new {
            w.write(" in both")
          } else {
            w.write(" → ")
            w.write(value.new)
          }
        }
        w.write("\n")
      }
    }
    // Then from which record each value can be trusted.
    let validity = differences.filter { if case .validity = $0 { true } else { false } }
    if !validity.isEmpty {
      w.write("validity (the record from which a value can be trusted)\n")
      writeByEpoch(validity, into: &w)
    }
    // Then callback by callback, without the values the settled lines already state.
    var stated = Set<StatedValue>()
    for difference in settled {
      for value in difference.values where value.old != value.new {
        stated.insert(
          StatedValue(
            epoch: difference.epoch, object: difference.object, property: value.property,
            old: value.old, new: value.new))
      }
    }
    let records = differences.filter {
      switch $0 {
      case .header, .validity, .final, .finalObject: return false
      case .value(let id, let property, let old, let new, _):
        return !stated.contains(
          StatedValue(
            epoch: id.epoch, object: id.object, property: property, old: old, new: new))
      default: return true
      }
    }
    if !records.isEmpty {
      w.write("records (callback by callback)\n")
      writeByEpoch(records, into: &w)
    }
    let finals = differences.filter {
      switch $0 {
      case .final, .finalObject: true
      default: false
      }
    }
    if !finals.isEmpty {
      w.write("final\n")
      for difference in finals { writeLine(difference, indent: "  ", into: &w) }
    }
    w.write(summary)
    w.write("\n")
  }

  /// `differences`, all of an epoch, under a title per epoch.
  private func writeByEpoch(_ differences: [TraceDifference], into w: inout ByteWriter) {
    var epoch: Int?
    for difference in differences {
      let current = difference.epoch ?? 0
      if current != epoch {
        writeEpochTitle(current, indent: "  ", into: &w)
        epoch = current
      }
      writeLine(difference, indent: "    ", into: &w)
    }
  }

  /// `epoch N cause` on a line.
  private func writeEpochTitle(_ epoch: Int, indent: StaticString, into w: inout ByteWriter) {
    w.write(indent)
    w.write("epoch ")
    w.write(integer: epoch)
    if epoch < epochCauses.count {
      w.write(" ")
      w.write(epochCauses[epoch])
    }
    w.write("\n")
  }

  /// One difference on a line of its own.
  private func writeLine(
    _ difference: TraceDifference, indent: StaticString, into w: inout ByteWriter
  ) {
    w.write(indent)
    Self.write(difference, into: &w)
    w.write("\n")
  }

  /// One difference as the text rendering's line, without indentation or newline.
  public static func line(_ difference: TraceDifference) -> String {
    var w = ByteWriter()
    write(difference, into: &w)
    return w.string
  }

  private static func write(_ difference: TraceDifference, into w: inout ByteWriter) {
    func identity(_ prefix: StaticString, _ identity: RecordIdentity) {
      w.write(prefix)
      w.write(identity.object)
      w.write(".")
      w.write(identity.callback.rawValue)
      if identity.occurrence > 0 {
        w.write(" #")
        w.write(integer: identity.occurrence + 1)
      }
    }
    func change(_ old: String, _ new: String) {
      w.write(old)
      w.write(" → ")
      w.write(new)
    }
    func more(_ count: Int) {
      w.write(" (and ")
      w.write(integer: count - 1)
      w.write(count == 2 ? " more record" : " more records")
    }
    switch difference {
    case .header(let field, let old, let new):
      w.write("~ ")
      w.write(field)
      w.write(" ")
      change(old, new)
    case .epoch(_, let old, let new):
      w.write("~ epoch ")
      change(old, new)
    case .missing(let id, let seq):
      identity("- ", id)
      w.write(" (seq ")
      w.write(integer: seq)
      w.write(", only in the first trace)")
    case .extra(let id, let seq):
      identity("+ ", id)
      w.write(" (seq ")
      w.write(integer: seq)
      w.write(", only in the second trace)")
    case .moved(let id, let oldSeq, let newSeq):
      identity("~ ", id)
      w.write(" moved (seq ")
      w.write(integer: oldSeq)
      w.write(" → ")
      w.write(integer: newSeq)
      w.write(")")
    case .time(let id, let old, let new, let count):
      identity("~ ", id)
      w.write(" at t=")
      w.write(seconds: old)
      w.write(" → t=")
      w.write(seconds: new)
      if count > 1 {
        more(count)
        w.write(" shifted by ")
        if new >= old { w.write("+") }
        w.write(seconds: SimInstant(microseconds: new.microseconds - old.microseconds))
        w.write("s)")
      }
    case .arguments(let id, let old, let new):
      identity("~ ", id)
      w.write(" arguments (")
      w.write(old)
      w.write(") → (")
      w.write(new)
      w.write(")")
    case .value(let id, let property, let old, let new, let count):
      identity("~ ", id)
      w.write(" ")
      w.write(property.rawValue)
      w.write(" ")
      change(old, new)
      if count > 1 {
        more(count)
        w.write(")")
      }
    case .validity(_, let object, let property, let old, let new):
      w.write(old == nil ? "+ " : new == nil ? "- " : "~ ")
      w.write(object)
      w.write(" ")
      w.write(property.rawValue)
      w.write(" becomes valid at ")
      w.write(new ?? old ?? "")
      if let old, new != nil {
        w.write(" instead of ")
        w.write(old)
      } else {
        w.write(new == nil ? " only in the first trace" : " only in the second trace")
      }
    case .final(let object, let property, let old, let new):
      w.write("~ ")
      w.write(object)
      w.write(" ")
      w.write(property.rawValue)
      w.write(" ")
      change(old, new)
    case .finalObject(let object, let inFirst):
      w.write(inFirst ? "- " : "+ ")
      w.write(object)
      w.write(inFirst ? " (only in the first trace)" : " (only in the second trace)")
    }
  }
  /// `diff --format json`: the opening of ``writeJSON(labels:into:_:)``, the counts, then one
  /// line per difference.
  private func json(labels: (first: String, second: String)?) -> [UInt8] {
    var json = JSONWriter()
    writeJSON(labels: labels, into: &json) { object in
      object.field(.records, [recordsCompared.first, recordsCompared.second])
      object.field(.counts) { json in
        json.object(entries: counts, key: \.kind.rawValue) { json, entry in
          json.value(entry.count)
        }
      }
      object.field(.settled, onNewLine: true) { json in
        json.array(settled, layout: .linePerElement) { json, difference in
          Self.writeJSON(difference, into: &json)
        }
      }
      object.field(.differences, onNewLine: true) { json in
        json.array(differences, layout: .linePerElement) { json, difference in
          Self.writeJSON(difference, into: &json)
        }
      }
    }
    json.output.write(byte: UInt8(ascii: "\n"))
    return json.output.bytes
  }

  /// The keys of the JSON renderings of a comparison (``render(_:labels:)``,
  /// ``renderStatistics(_:labels:)``, ``renderBrief(_:labels:)``), their differences and
  /// statistics.
  package enum JSONKeys: String, JSONKey {
    case first, second, same, summary, records, counts, settled, differences, statistics
    case kind, field, old, new, epoch, object, callback, occurrence, seq, oldSeq, newSeq, count
    case property, only, values
  }

  /// A settled difference: `epoch`, `object`, and `values`, each `property`, `old`, `new`.
  private static func writeJSON(_ difference: SettledDifference, into json: inout JSONWriter) {
    json.object(JSONKeys.self) { object in
      object.field(.epoch, difference.epoch)
      object.field(.object, difference.object)
      object.field(.values) { json in
        json.array(difference.values) { json, value in
          json.object(JSONKeys.self) { object in
            object.field(.property, JSONName(name: value.property.rawValue))
            object.field(.old, value.old)
            object.field(.new, value.new)
          }
        }
      }
    }
  }

  private static func writeJSON(_ difference: TraceDifference, into json: inout JSONWriter) {
    json.object(JSONKeys.self) { object in
      object.field(.kind, JSONName(name: difference.kind.rawValue))
      func identity(_ identity: RecordIdentity) {
        object.field(.epoch, identity.epoch)
        object.field(.object, identity.object)
        object.field(.callback, JSONName(name: identity.callback.rawValue))
        object.field(.occurrence, identity.occurrence)
      }
      switch difference {
      case .header(let name, let old, let new):
        object.field(.field, name)
        object.field(.old, old)
        object.field(.new, new)
      case .epoch(let index, let old, let new):
        object.field(.epoch, index)
        object.field(.old, old)
        object.field(.new, new)
      case .missing(let id, let seq), .extra(let id, let seq):
        identity(id)
        object.field(.seq, seq)
      case .moved(let id, let oldSeq, let newSeq):
        identity(id)
        object.field(.oldSeq, oldSeq)
        object.field(.newSeq, newSeq)
      case .time(let id, let old, let new, let count):
        identity(id)
        object.field(.old, JSONSeconds(instant: old))
        object.field(.new, JSONSeconds(instant: new))
        object.field(.count, count)
      case .arguments(let id, let old, let new):
        identity(id)
        object.field(.old, old)
        object.field(.new, new)
      case .value(let id, let property, let old, let new, let count):
        identity(id)
        object.field(.property, JSONName(name: property.rawValue))
        object.field(.old, old)
        object.field(.new, new)
        object.field(.count, count)
      case .validity(let epoch, let name, let property, let old, let new):
        object.field(.epoch, epoch)
        object.field(.object, name)
        object.field(.property, JSONName(name: property.rawValue))
        object.field(.old, old)
        object.field(.new, new)
      case .final(let name, let property, let old, let new):
        object.field(.object, name)
        object.field(.property, JSONName(name: property.rawValue))
        object.field(.old, old)
        object.field(.new, new)
      case .finalObject(let name, let inFirst):
        object.field(.object, name)
        object.field(.only, inFirst ? "first" : "second")
      }
    }
  }

  /// Writes `{"first":…,"second":…,"same":…,"summary":…`, the opening every JSON rendering of
  /// a comparison shares (`first` and `second` only with `labels`), then `rest`'s fields.
  package func writeJSON(
    labels: (first: String, second: String)?, into json: inout JSONWriter,
    _ rest: (inout JSONObject<JSONKeys>) -> Void
  ) {
    json.object(JSONKeys.self) { object in
      if let labels {
        object.field(.first, labels.first)
        object.field(.second, labels.second)
      }
      object.field(.same, isSame)
      object.field(.summary, summary)
      rest(&object)
    }
  }
}

/// A value a settled line states: a record's value difference with the same epoch, object,
/// property and values says nothing more.
private struct StatedValue: Hashable {
  var epoch: Int
  var object: String
  var property: TraceProperty
  var old: String
  var new: String
}
