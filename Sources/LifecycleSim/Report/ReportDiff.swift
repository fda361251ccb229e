import LifecycleSimSupport
import LifecycleSimTrace

/// The semantic diff of two traces as the report highlights it: the text of each difference,
/// and the records (by side and `seq`) and objects it concerns.
struct ReportDiff {
  let comparison: TraceComparison
  /// `(side, seq)` of each record a difference names: side 0 the first trace, 1 the second.
  let marks: [[(side: Int, seq: Int)]]
  /// The object each difference concerns, if any.
  let objects: [String?]

  init(_ first: Trace, _ second: Trace) {
    comparison = TraceDiff.compare(first, second)
    let identities = (Self.identities(of: first), Self.identities(of: second))
    var marks: [[(side: Int, seq: Int)]] = []
    var objects: [String?] = []
    for difference in comparison.differences {
      var found: [(side: Int, seq: Int)] = []
      var object: String?
      func both(_ identity: RecordIdentity) {
        object = identity.object
        if let seq = identities.0[identity] { found.append((0, seq)) }
        if let seq = identities.1[identity] { found.append((1, seq)) }
      }
      switch difference {
      case .missing(let identity, let seq):
        object = identity.object
        found.append((0, seq))
      case .extra(let identity, let seq):
        object = identity.object
        found.append((1, seq))
      case .moved(let identity, let oldSeq, let newSeq):
        object = identity.object
        found += [(0, oldSeq), (1, newSeq)]
      case .time(let identity, _, _, _), .arguments(let identity, _, _),
        .value(let identity, _, _, _, _):
        both(identity)
      case .validity(_, let name, _, _, _), .final(let name, _, _, _),
        .finalObject(let name, _):
        object = name
      case .header, .epoch:
        break
      }
      marks.append(found)
      objects.append(object)
    }
    self.marks = marks
    self.objects = objects
  }

  /// Each record's identity and `seq`.
  private static func identities(of trace: Trace) -> [RecordIdentity: Int] {
    var seen: [RecordIdentity: Int] = [:]
    var counts: [RecordIdentity: Int] = [:]
    for record in trace.records {
      var identity = RecordIdentity(
        epoch: record.epoch, object: record.object, callback: record.callback, occurrence: 0)
      let occurrence = counts[identity, default: 0]
      counts[identity] = occurrence + 1
      identity.occurrence = occurrence
      seen[identity] = record.seq
    }
    return seen
  }

  /// `{"summary":…,"items":[{"text":…,"object":…,"marks":[[side,seq],…]}]}`, the text of each
  /// item being its epoch and the line `lifecycle-sim diff` prints for it.
  var data: [UInt8] {
    var json = JSONWriter()
    json.object(Key.self) { data in
      data.field(.summary, comparison.summary)
      data.field(.items) { json in
        json.array(marks.enumerated(), layout: .lineBetween) { json, item in
          let (index, marks) = item
          let difference = comparison.differences[index]
          let epoch = difference.epoch.map { "epoch \($0): " } ?? ""
          json.object(ItemKey.self) { object in
            object.field(.text, epoch + TraceComparison.line(difference))
            object.field(.object, objects[index])
            object.field(.marks) { json in
              json.array(marks) { json, mark in
                json.array { pair in
                  pair.element(mark.side)
                  pair.element(mark.seq)
                }
              }
            }
          }
        }
      }
    }
    return json.output.bytes
  }

  /// The keys of ``data``.
  enum Key: String, JSONKey {
    case summary, items
  }

  /// The keys of an item of ``data``.
  enum ItemKey: String, JSONKey {
    case text, object, marks
  }
}
