import LifecycleSimSupport

extension SweepSummary {
  /// `summary.json`: the plan, one line per combination, then one line per group.
  ///
  /// ```json
  /// {"format":"lifecycle-sweep/1","scenario":"…","scenarioDigest":"…","selection":"…",
  ///  "properties":"default","baseline":null,"total":2,"skipped":0,"shard":null,
  ///  "combinations":[
  ///   {"index":0,"device":"iPhone X","ios":"13.0","orientation":"portrait","profile":13,
  ///    "trace":"traces/iphone-x_ios13.0_portrait.trace","warnings":[],
  ///    "outcome":{"List.safeAreaInsets":"{88,0,83,0}"},
  ///    "validity":{"List.safeAreaInsets":"viewLayoutMarginsDidChange"}}],
  ///  "groups":[
  ///   {"group":1,"outcome":{…},"error":null,"members":[0]}]}
  /// ```
  package var json: [UInt8] {
    var json = JSONWriter()
    json.object(JSONKeys.Summary.self) { summary in
      summary.field(.format, Self.format)
      summary.field(.scenario, scenario)
      summary.field(.scenarioDigest, scenarioDigest)
      summary.field(.selection, selection)
      summary.field(.properties, properties)
      summary.field(.baseline, baseline)
      summary.field(.total, total)
      summary.field(.skipped, skipped)
      // Written only by a sweep over windows, so that earlier summaries read the same.
      if skippedWindows > 0 { summary.field(.skippedWindows, skippedWindows) }
      summary.field(.shard, shard?.description)
      // Written only when not every trace is kept, so that earlier summaries read the same.
      if traces != .all { summary.field(.traces, traces.rawValue) }
      summary.field(.combinations, onNewLine: true) { json in
        let traced = Set(tracedResults.map(\.combination.index))
        json.array(results, layout: .lineBeforeEach) { json, result in
          Self.write(result, traced: traced.contains(result.combination.index), into: &json)
        }
      }
      summary.field(.groups, onNewLine: true) { json in
        json.array(groups, layout: .lineBeforeEach) { json, group in
          json.object(JSONKeys.Group.self) { object in
            object.field(.group, group.number)
            object.field(.outcome) { Self.write(group.outcome, into: &$0) }
            object.field(.error, group.error)
            object.field(.members, group.members.map(\.combination.index))
          }
        }
      }
    }
    json.output.write(byte: UInt8(ascii: "\n"))
    return json.output.bytes
  }

  /// The keys of `summary.json`, which ``SweepSummary/read(_:)`` reads back.
  enum JSONKeys {
    /// The summary's.
    enum Summary: String, JSONKey {
      case format, scenario, scenarioDigest, selection, properties, baseline, total, skipped
      case shard, traces, combinations, groups
      /// The combinations whose window does not exist there (`--windows`), when any.
      case skippedWindows
    }

    /// A combination's.
    enum Combination: String, JSONKey {
      case index, device, ios, orientation, profile, trace, warnings, outcome, validity, error
      /// The window, in a sweep over windows (`--windows`).
      case window
    }

    /// A group's.
    enum Group: String, JSONKey {
      case group, outcome, error, members
    }
  }

  private static func write(_ result: SweepResult, traced: Bool, into json: inout JSONWriter) {
    let combination = result.combination
    json.object(JSONKeys.Combination.self) { object in
      object.field(.index, combination.index)
      object.field(.device, combination.device)
      object.field(.ios, combination.ios)
      object.field(.orientation, combination.orientation.rawValue)
      // Written only by a sweep over windows, so that earlier summaries read the same.
      if let window = combination.window { object.field(.window, window.name) }
      object.field(.profile, result.profile)
      object.field(.trace, traced ? combination.tracePath : nil)
      object.field(.warnings, result.warnings)
      object.field(.outcome) { Self.write(result.outcome, into: &$0) }
      object.field(.validity) { Self.write(result.validity, into: &$0) }
      object.field(.error, result.error)
    }
  }

  /// `{"Object.property":"value",…}`.
  private static func write(_ entries: [SweepResult.Entry], into json: inout JSONWriter) {
    json.object(entries: entries, key: \.key) { json, entry in json.value(entry.value) }
  }
}
