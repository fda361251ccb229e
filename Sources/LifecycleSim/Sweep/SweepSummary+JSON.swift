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
    var w = ByteWriter()
    w.write("{\"format\":")
    w.write(jsonString: Self.format)
    w.write(",\"scenario\":")
    w.write(jsonString: scenario)
    w.write(",\"scenarioDigest\":")
    w.write(jsonString: scenarioDigest)
    w.write(",\"selection\":")
    w.write(jsonString: selection)
    w.write(",\"properties\":")
    w.write(jsonString: properties)
    w.write(",\"baseline\":")
    w.write(jsonStringOrNull: baseline)
    w.write(",\"total\":")
    w.write(integer: total)
    w.write(",\"skipped\":")
    w.write(integer: skipped)
    w.write(",\"shard\":")
    w.write(jsonStringOrNull: shard?.description)
    w.write(",\n\"combinations\":[")
    for (position, result) in results.enumerated() {
      w.write(position == 0 ? "\n" : ",\n")
      let combination = result.combination
      w.write("{\"index\":")
      w.write(integer: combination.index)
      w.write(",\"device\":")
      w.write(jsonString: combination.device)
      w.write(",\"ios\":")
      w.write(jsonString: combination.ios)
      w.write(",\"orientation\":")
      w.write(jsonString: combination.orientation.rawValue)
      w.write(",\"profile\":")
      w.write(integer: result.profile)
      w.write(",\"trace\":")
      w.write(jsonStringOrNull: result.error == nil ? combination.tracePath : nil)
      w.write(",\"warnings\":[")
      w.write(each: result.warnings) { w, warning in
        w.write(jsonString: warning)
      }
      w.write("],\"outcome\":")
      Self.write(result.outcome, into: &w)
      w.write(",\"validity\":")
      Self.write(result.validity, into: &w)
      w.write(",\"error\":")
      w.write(jsonStringOrNull: result.error)
      w.write("}")
    }
    w.write("],\n\"groups\":[")
    for (position, group) in groups.enumerated() {
      w.write(position == 0 ? "\n" : ",\n")
      w.write("{\"group\":")
      w.write(integer: group.number)
      w.write(",\"outcome\":")
      Self.write(group.outcome, into: &w)
      w.write(",\"error\":")
      w.write(jsonStringOrNull: group.error)
      w.write(",\"members\":[")
      w.write(each: group.members) { w, member in w.write(integer: member.combination.index) }
      w.write("]}")
    }
    w.write("]}\n")
    return w.bytes
  }

  private static func write(_ entries: [SweepResult.Entry], into w: inout ByteWriter) {
    w.write("{")
    w.write(each: entries) { w, entry in
      w.write(jsonString: entry.key)
      w.write(":")
      w.write(jsonString: entry.value)
    }
    w.write("}")
  }
}
