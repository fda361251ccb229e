import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimSupport

extension SweepSummary {
  /// Reads a `summary.json` that ``json`` wrote (the groups are recomputed, not read).
  ///
  /// Every field is checked before anything uses it, since `merge` and `report` build paths
  /// from the combinations: a device must be a catalog name as the catalog spells it, a
  /// version one the simulator knows written as a sweep writes it, an index inside the plan
  /// and in plan order, the `trace` path the one the combination's file has (`null` when it
  /// could not run), and no string may hold a control character.
  ///
  /// - Throws: ``SweepSummaryError`` at the first value that is missing, of the wrong kind or
  ///   not one a sweep writes.
  package static func parse(_ bytes: [UInt8]) throws(SweepSummaryError) -> SweepSummary {
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw SweepSummaryError(location: error.location, message: error.message)
    }
    let top = try Reader<JSONKeys.Summary>(root)
    guard try top.string(.format) == format else {
      throw SweepSummaryError(
        location: try top.value(.format).location,
        message: "not a \(format) summary; give the folder a 'sweep --out' wrote")
    }
    let total = try top.integer(.total)
    // The largest plan: every device on every version in every orientation and window.
    let largest =
      DeviceCatalog.devices.count * BehaviourRegistry.standard.profiles.count
      * Orientation.allCases.count * SweepWindow.limit
    guard total <= largest else {
      throw SweepSummaryError(
        location: try top.value(.total).location,
        message: "a plan of \(total) combinations is larger than any sweep's (\(largest))")
    }
    var traces = SweepTraces.all
    if let member = top.members.first(where: { $0.key == JSONKeys.Summary.traces.rawValue }) {
      let text = try Reader<JSONKeys.Summary>.string(member.value)
      guard let parsed = SweepTraces(rawValue: text) else {
        throw SweepSummaryError(
          location: member.value.location,
          message: "'\(text)' is not a traces mode (all, groups, none)")
      }
      traces = parsed
    }
    var results: [SweepResult] = []
    // Each combination's `trace` as written, checked once the groups are known.
    var tracePaths: [(path: String?, location: TextLocation)] = []
    for element in try top.array(.combinations) {
      let item = try Reader<JSONKeys.Combination>(element)
      let combination = try Self.combination(item, total: total, after: results.last)
      let orientationName = try item.string(.orientation)
      guard let orientation = Orientation(rawValue: orientationName) else {
        throw SweepSummaryError(
          location: try item.value(.orientation).location,
          message: "no orientation '\(orientationName)'")
      }
      var window: SweepWindow?
      // Present only in a sweep over windows.
      if let member = item.members.first(where: {
        $0.key == JSONKeys.Combination.window.rawValue
      }) {
        let name = try Reader<JSONKeys.Combination>.string(member.value)
        guard let parsed = SweepWindow(parsing: name), parsed.name == name else {
          throw SweepSummaryError(
            location: member.value.location,
            message: "no window '\(name)', as a sweep writes it (fullScreen, splitHalf, "
              + "windowed:800x600, …)")
        }
        window = parsed
      }
      var warnings: [String] = []
      for warning in try item.array(.warnings) {
        warnings.append(try Reader<JSONKeys.Combination>.string(warning))
      }
      let error = try item.optionalString(.error)
      let trace = try item.value(.trace)
      let path: String? =
        if case .null = trace.kind { nil } else { try Reader<JSONKeys.Combination>.string(trace) }
      tracePaths.append((path, trace.location))
      results.append(
        SweepResult(
          combination: SweepCombination(
            index: combination.index, device: combination.device, ios: combination.ios,
            orientation: orientation, window: window),
          profile: try item.integer(.profile), warnings: warnings,
          outcome: try item.entries(.outcome), validity: try item.entries(.validity),
          error: error))
    }
    let shardText = try top.optionalString(.shard)
    var shard: SweepShard?
    if let shardText {
      guard let parsed = SweepShard(parsing: shardText) else {
        throw SweepSummaryError(
          location: try top.value(.shard).location, message: "'\(shardText)' is not I/N")
      }
      shard = parsed
    }
    // Present only in a sweep over windows that left some out.
    let skippedWindows =
      if top.members.contains(where: { $0.key == JSONKeys.Summary.skippedWindows.rawValue }) {
        try top.integer(.skippedWindows)
      } else {
        0
      }
    let summary = SweepSummary(
      scenario: try top.string(.scenario), scenarioDigest: try top.string(.scenarioDigest),
      selection: try top.string(.selection), properties: try top.string(.properties),
      baseline: try top.optionalString(.baseline), total: total,
      skipped: try top.integer(.skipped), skippedWindows: skippedWindows, shard: shard,
      results: results, traces: traces)
    let traced = Set(summary.tracedResults.map(\.combination.index))
    for (result, written) in zip(results, tracePaths) {
      let expected =
        traced.contains(result.combination.index) ? result.combination.tracePath : nil
      guard written.path == expected else {
        throw SweepSummaryError(
          location: written.location,
          message: expected.map { "expected the trace path \"\($0)\"" }
            ?? (result.error == nil
              ? "expected null: the sweep keeps the traces of \(traces.rawValue)"
              : "expected null: the combination could not run"))
      }
    }
    return summary
  }

  /// The index, device and iOS version of a combination, checked; the orientation is the
  /// caller's.
  private static func combination(
    _ item: Reader<JSONKeys.Combination>, total: Int, after previous: SweepResult?
  ) throws(SweepSummaryError) -> SweepCombination {
    let index = try item.integer(.index)
    guard index < total, index > previous?.combination.index ?? -1 else {
      throw SweepSummaryError(
        location: try item.value(.index).location,
        message: "index \(index) is not in plan order inside a plan of \(total)")
    }
    let device = try item.string(.device)
    guard DeviceCatalog.device(named: device)?.name == device else {
      throw SweepSummaryError(
        location: try item.value(.device).location,
        message: "no device \"\(device)\" in the catalog, as the catalog spells it")
    }
    let ios = try item.string(.ios)
    guard let version = IOSVersion(parsing: ios), version.description == ios,
      BehaviourRegistry.standard.profiles.contains(version.major)
    else {
      throw SweepSummaryError(
        location: try item.value(.ios).location,
        message: "\"\(ios)\" is not an iOS version the simulator knows, as a sweep writes it")
    }
    return SweepCombination(index: index, device: device, ios: ios, orientation: .portrait)
  }

  /// The members of one JSON object, looked up by the keys ``json`` writes them with.
  private struct Reader<Key: JSONKey> {
    let object: JSONValue
    let members: [JSONMember]

    init(_ value: JSONValue) throws(SweepSummaryError) {
      guard case .object(let members) = value.kind else {
        throw SweepSummaryError(
          location: value.location, message: "expected an object, found \(value.typeDescription)")
      }
      object = value
      self.members = members
    }

    func value(_ key: Key) throws(SweepSummaryError) -> JSONValue {
      guard let member = members.first(where: { $0.key == key.rawValue }) else {
        throw SweepSummaryError(location: object.location, message: "missing key '\(key.rawValue)'")
      }
      return member.value
    }

    static func string(_ value: JSONValue) throws(SweepSummaryError) -> String {
      guard case .string(let text) = value.kind else {
        throw SweepSummaryError(
          location: value.location, message: "expected a string, found \(value.typeDescription)")
      }
      try checkPrintable(text, at: value.location)
      return text
    }

    /// Strings reach the table and messages: none a sweep writes holds a control character.
    static func checkPrintable(_ text: String, at location: TextLocation) throws(SweepSummaryError)
    {
      guard
        !text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
        )
      else {
        throw SweepSummaryError(location: location, message: "a control character in a string")
      }
    }

    func string(_ key: Key) throws(SweepSummaryError) -> String {
      try Self.string(try value(key))
    }

    func optionalString(_ key: Key) throws(SweepSummaryError) -> String? {
      let found = try value(key)
      if case .null = found.kind { return nil }
      return try Self.string(found)
    }

    func integer(_ key: Key) throws(SweepSummaryError) -> Int {
      let found = try value(key)
      guard case .number(let number) = found.kind, number >= 0, number < 1e9,
        number == number.rounded()
      else {
        throw SweepSummaryError(
          location: found.location, message: "expected a whole number for '\(key.rawValue)'")
      }
      return Int(number)
    }

    func array(_ key: Key) throws(SweepSummaryError) -> [JSONValue] {
      let found = try value(key)
      guard case .array(let elements) = found.kind else {
        throw SweepSummaryError(
          location: found.location, message: "expected an array, found \(found.typeDescription)")
      }
      return elements
    }

    func entries(_ key: Key) throws(SweepSummaryError) -> [SweepResult.Entry] {
      let found = try value(key)
      guard case .object(let members) = found.kind else {
        throw SweepSummaryError(
          location: found.location, message: "expected an object, found \(found.typeDescription)")
      }
      var entries: [SweepResult.Entry] = []
      for member in members {
        try Self.checkPrintable(member.key, at: member.value.location)
        entries.append(SweepResult.Entry(key: member.key, value: try Self.string(member.value)))
      }
      return entries
    }
  }
}
