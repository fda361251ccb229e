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
    case .json: writeJSON(labels: labels, into: &w)
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

  private func writeJSON(labels: (first: String, second: String)?, into w: inout ByteWriter) {
    writeJSONOpening(labels: labels, into: &w)
    w.write(",\"records\":[")
    w.write(integer: recordsCompared.first)
    w.write(",")
    w.write(integer: recordsCompared.second)
    w.write("],\"counts\":{")
    w.write(each: counts) { w, entry in
      w.write(jsonString: entry.kind.rawValue)
      w.write(":")
      w.write(integer: entry.count)
    }
    w.write("},\n\"differences\":[")
    for (position, difference) in differences.enumerated() {
      w.write(position == 0 ? "\n" : ",\n")
      Self.writeJSON(difference, into: &w)
    }
    w.write(differences.isEmpty ? "]}\n" : "\n]}\n")
  }

  private static func writeJSON(_ difference: TraceDifference, into w: inout ByteWriter) {
    w.write("{\"kind\":\"")
    w.write(difference.kind.rawValue)
    w.write("\"")
    func field(_ name: StaticString, _ value: String?) {
      w.write(",\"")
      w.write(name)
      w.write("\":")
      w.write(jsonStringOrNull: value)
    }
    func field(_ name: StaticString, integer value: Int) {
      w.write(",\"")
      w.write(name)
      w.write("\":")
      w.write(integer: value)
    }
    func identity(_ identity: RecordIdentity) {
      field("epoch", integer: identity.epoch)
      field("object", identity.object)
      field("callback", identity.callback.rawValue)
      field("occurrence", integer: identity.occurrence)
    }
    switch difference {
    case .header(let name, let old, let new):
      field("field", name)
      field("old", old)
      field("new", new)
    case .epoch(let index, let old, let new):
      field("epoch", integer: index)
      field("old", old)
      field("new", new)
    case .missing(let id, let seq), .extra(let id, let seq):
      identity(id)
      field("seq", integer: seq)
    case .moved(let id, let oldSeq, let newSeq):
      identity(id)
      field("oldSeq", integer: oldSeq)
      field("newSeq", integer: newSeq)
    case .time(let id, let old, let new, let count):
      identity(id)
      w.write(",\"old\":")
      w.write(seconds: old)
      w.write(",\"new\":")
      w.write(seconds: new)
      field("count", integer: count)
    case .arguments(let id, let old, let new):
      identity(id)
      field("old", old)
      field("new", new)
    case .value(let id, let property, let old, let new, let count):
      identity(id)
      field("property", property.rawValue)
      field("old", old)
      field("new", new)
      field("count", integer: count)
    case .validity(let epoch, let object, let property, let old, let new):
      field("epoch", integer: epoch)
      field("object", object)
      field("property", property.rawValue)
      field("old", old)
      field("new", new)
    case .final(let object, let property, let old, let new):
      field("object", object)
      field("property", property.rawValue)
      field("old", old)
      field("new", new)
    case .finalObject(let object, let inFirst):
      field("object", object)
      field("only", inFirst ? "first" : "second")
    }
    w.write("}")
  }

  /// `{"first":…,"second":…,"same":…,"summary":…`, the opening every JSON rendering of a
  /// comparison shares.
  func writeJSONOpening(labels: (first: String, second: String)?, into w: inout ByteWriter) {
    w.write("{")
    if let labels {
      w.write("\"first\":")
      w.write(jsonString: labels.first)
      w.write(",\"second\":")
      w.write(jsonString: labels.second)
      w.write(",")
    }
    w.write(isSame ? "\"same\":true" : "\"same\":false")
    w.write(",\"summary\":")
    w.write(jsonString: summary)
  }
}
