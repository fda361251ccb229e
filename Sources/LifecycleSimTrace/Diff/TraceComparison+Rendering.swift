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
    // The section being written: -2 the header, -1 the final records, N epoch N.
    var section: Int?
    for difference in differences {
      let current: Int
      switch difference {
      case .header: current = -2
      case .final, .finalObject: current = -1
      default: current = difference.epoch ?? 0
      }
      if current != section {
        switch current {
        case -2: w.write("header\n")
        case -1: w.write("final\n")
        default:
          w.write("epoch ")
          w.write(integer: current)
          if current < epochCauses.count {
            w.write(" ")
            w.write(epochCauses[current])
          }
          w.write("\n")
        }
        section = current
      }
      w.write("  ")
      Self.write(difference, into: &w)
      w.write("\n")
    }
    w.write(summary)
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
    case first, second, same, summary, records, counts, differences, statistics
    case kind, field, old, new, epoch, object, callback, occurrence, seq, oldSeq, newSeq, count
    case property, only
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
