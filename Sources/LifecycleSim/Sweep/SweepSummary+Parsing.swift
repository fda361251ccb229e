extension SweepSummary {
  /// Reads a `summary.json` that ``json`` wrote (the groups are recomputed, not read).
  ///
  /// - Throws: ``SweepSummaryError`` at the first value that is missing or of the wrong kind.
  package static func parse(_ bytes: [UInt8]) throws(SweepSummaryError) -> SweepSummary {
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw SweepSummaryError(location: error.location, message: error.message)
    }
    let top = try Reader(root)
    guard try top.string("format") == format else {
      throw SweepSummaryError(
        location: try top.value("format").location,
        message: "not a \(format) summary; give the folder a 'sweep --out' wrote")
    }
    var results: [SweepResult] = []
    for element in try top.array("combinations") {
      let item = try Reader(element)
      let orientationName = try item.string("orientation")
      guard let orientation = Orientation(rawValue: orientationName) else {
        throw SweepSummaryError(
          location: try item.value("orientation").location,
          message: "no orientation '\(orientationName)'")
      }
      var warnings: [String] = []
      for warning in try item.array("warnings") { warnings.append(try Reader.string(warning)) }
      results.append(
        SweepResult(
          combination: SweepCombination(
            index: try item.integer("index"), device: try item.string("device"),
            ios: try item.string("ios"), orientation: orientation),
          profile: try item.integer("profile"), warnings: warnings,
          outcome: try item.entries("outcome"), validity: try item.entries("validity"),
          error: try item.optionalString("error")))
    }
    let shardText = try top.optionalString("shard")
    var shard: SweepShard?
    if let shardText {
      guard let parsed = SweepShard(parsing: shardText) else {
        throw SweepSummaryError(
          location: try top.value("shard").location, message: "'\(shardText)' is not I/N")
      }
      shard = parsed
    }
    return SweepSummary(
      scenario: try top.string("scenario"), scenarioDigest: try top.string("scenarioDigest"),
      selection: try top.string("selection"), properties: try top.string("properties"),
      baseline: try top.optionalString("baseline"), total: try top.integer("total"),
      skipped: try top.integer("skipped"), shard: shard, results: results)
  }

  /// The members of one JSON object, looked up by key.
  private struct Reader {
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

    func value(_ key: String) throws(SweepSummaryError) -> JSONValue {
      guard let member = members.first(where: { $0.key == key }) else {
        throw SweepSummaryError(location: object.location, message: "missing key '\(key)'")
      }
      return member.value
    }

    static func string(_ value: JSONValue) throws(SweepSummaryError) -> String {
      guard case .string(let text) = value.kind else {
        throw SweepSummaryError(
          location: value.location, message: "expected a string, found \(value.typeDescription)")
      }
      return text
    }

    func string(_ key: String) throws(SweepSummaryError) -> String {
      try Self.string(try value(key))
    }

    func optionalString(_ key: String) throws(SweepSummaryError) -> String? {
      let found = try value(key)
      if case .null = found.kind { return nil }
      return try Self.string(found)
    }

    func integer(_ key: String) throws(SweepSummaryError) -> Int {
      let found = try value(key)
      guard case .number(let number) = found.kind, number >= 0, number < 1e9,
        number == number.rounded()
      else {
        throw SweepSummaryError(
          location: found.location, message: "expected a whole number for '\(key)'")
      }
      return Int(number)
    }

    func array(_ key: String) throws(SweepSummaryError) -> [JSONValue] {
      let found = try value(key)
      guard case .array(let elements) = found.kind else {
        throw SweepSummaryError(
          location: found.location, message: "expected an array, found \(found.typeDescription)")
      }
      return elements
    }

    func entries(_ key: String) throws(SweepSummaryError) -> [SweepResult.Entry] {
      let found = try value(key)
      guard case .object(let members) = found.kind else {
        throw SweepSummaryError(
          location: found.location, message: "expected an object, found \(found.typeDescription)")
      }
      var entries: [SweepResult.Entry] = []
      for member in members {
        entries.append(SweepResult.Entry(key: member.key, value: try Self.string(member.value)))
      }
      return entries
    }
  }
}
