import LifecycleSimSupport

extension TraceComparison {
  /// How many differences one object and property has (`lifecycle-sim diff --stat`).
  public struct Statistic: Sendable, Hashable {
    /// The object, or `(header)` and `(epoch N)` for differences that belong to no object.
    public var object: String
    /// The property, `callbacks` for records that are missing, extra, moved, retimed or called
    /// with other arguments, `P validity` for where P becomes valid, or the header field.
    public var property: String
    /// The number of differing records (or fields).
    public var count: Int
  }

  /// The differences counted per object and property, in the order they first appear.
  public var statistics: [Statistic] {
    var result: [Statistic] = []
    var index: [String: Int] = [:]
    func add(_ object: String, _ property: String, _ count: Int) {
      let key = object + "\u{0}" + property
      if let at = index[key] {
        result[at].count += count
      } else {
        index[key] = result.count
        result.append(Statistic(object: object, property: property, count: count))
      }
    }
    for difference in differences {
      switch difference {
      case .header(let field, _, _): add("(header)", field, 1)
      case .epoch(let index, _, _): add("(epoch \(index))", "cause", 1)
      case .missing(let id, _), .extra(let id, _), .moved(let id, _, _), .arguments(let id, _, _):
        add(id.object, "callbacks", 1)
      case .time(let id, _, _, let count): add(id.object, "callbacks", count)
      case .value(let id, let property, _, _, let count): add(id.object, property.rawValue, count)
      case .validity(_, let object, let property, _, _):
        add(object, "\(property.rawValue) validity", 1)
      case .final(let object, let property, _, _): add(object, property.rawValue, 1)
      case .finalObject(let object, _): add(object, "(final record)", 1)
      }
    }
    return result
  }

  /// ``statistics`` as an aligned table, or as one JSON document, then the summary.
  public func renderStatistics(
    _ format: Format = .text, labels: (first: String, second: String)? = nil
  ) -> String {
    var w = ByteWriter()
    let rows = statistics
    switch format {
    case .text:
      if let labels {
        w.write("--- \(labels.first)\n+++ \(labels.second)\n")
      }
      let objectWidth = rows.map(\.object.count).max().map { Swift.max($0, 6) } ?? 6
      let propertyWidth = rows.map(\.property.count).max().map { Swift.max($0, 8) } ?? 8
      if !rows.isEmpty {
        w.write("object")
        w.pad(objectWidth - 6 + 2)
        w.write("property")
        w.pad(propertyWidth - 8 + 2)
        w.write("differences\n")
      }
      for row in rows {
        w.write(row.object)
        w.pad(objectWidth - row.object.count + 2)
        w.write(row.property)
        w.pad(propertyWidth - row.property.count + 2)
        w.write(integer: row.count)
        w.write("\n")
      }
      w.write(summary)
      w.write("\n")
    case .json:
      var json = JSONWriter()
      writeJSON(labels: labels, into: &json) { object in
        object.field(.statistics) { json in
          json.array(rows) { json, row in
            json.object(JSONKeys.self) { object in
              object.field(.object, row.object)
              object.field(.property, row.property)
              object.field(.count, row.count)
            }
          }
        }
      }
      w.write(bytes: json.output.bytes)
      w.write("\n")
    }
    return w.string
  }

  /// One line when the traces differ (`Traces A and B differ`, or a JSON object), nothing when
  /// they mean the same: `diff --brief`.
  public func renderBrief(_ format: Format = .text, labels: (first: String, second: String))
    -> String
  {
    guard !isSame else { return "" }
    guard format == .json else { return "Traces \(labels.first) and \(labels.second) differ\n" }
    var json = JSONWriter()
    json.object(JSONKeys.self) { object in
      object.field(.first, labels.first)
      object.field(.second, labels.second)
      object.field(.same, false)
    }
    json.output.write(byte: UInt8(ascii: "\n"))
    return json.output.string
  }
}
