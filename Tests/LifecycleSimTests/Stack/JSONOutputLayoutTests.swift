import Testing

@testable import LifecycleSim
@testable import LifecycleSimModel
@testable import LifecycleSimSupport

/// `JSONOutput`, the writer behind `Scenario.jsonBytes()`, lays out values without recursion:
/// the same bytes as the recursive writer it replaced, in work linear in the size at any depth.
@Suite struct JSONOutputLayoutTests {
  /// The writer it replaced, kept here as the reference: it recurses once a level, and renders
  /// each value's one-line form at every level above it to see whether the value fits.
  private static func reference(_ value: JSONOutput) -> [UInt8] {
    var writer = ByteWriter()
    referenceWrite(value, into: &writer, indent: 0, column: 0)
    writer.write("\n")
    return writer.bytes
  }

  private static func referenceCompact(_ value: JSONOutput, into writer: inout ByteWriter) {
    switch value {
    case .bool(let flag): writer.write(flag ? "true" : "false")
    case .number(let number): writer.write(JSONOutput.text(of: number))
    case .string(let text): writer.write(jsonString: text)
    case .null: writer.write("null")
    case .array(let items):
      writer.write("[")
      for (index, item) in items.enumerated() {
        if index > 0 { writer.write(", ") }
        referenceCompact(item, into: &writer)
      }
      writer.write("]")
    case .object(let members):
      guard !members.isEmpty else { return writer.write("{}") }
      writer.write("{ ")
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { writer.write(", ") }
        writer.write(jsonString: key)
        writer.write(": ")
        referenceCompact(value, into: &writer)
      }
      writer.write(" }")
    }
  }

  private static func referenceWrite(
    _ value: JSONOutput, into writer: inout ByteWriter, indent: Int, column: Int
  ) {
    var line = ByteWriter()
    referenceCompact(value, into: &line)
    let children: [(String?, JSONOutput)]
    switch value {
    case .array(let items): children = items.map { (nil, $0) }
    case .object(let members): children = members.map { ($0.0, $0.1) }
    default: children = []
    }
    guard column + line.bytes.count > JSONOutput.lineWidth, !children.isEmpty else {
      return writer.write(bytes: line.bytes)
    }
    let isObject = if case .object = value { true } else { false }
    writer.write(isObject ? "{\n" : "[\n")
    for (index, (key, child)) in children.enumerated() {
      writer.pad(indent + 2)
      var keyWidth = 0
      if let key {
        let before = writer.bytes.count
        writer.write(jsonString: key)
        writer.write(": ")
        keyWidth = writer.bytes.count - before
      }
      let trailing = index + 1 < children.count ? 1 : 0
      referenceWrite(
        child, into: &writer, indent: indent + 2, column: indent + 2 + keyWidth + trailing)
      writer.write(trailing == 1 ? ",\n" : "\n")
    }
    writer.pad(indent)
    writer.write(isObject ? "}" : "]")
  }

  /// A random value up to `depth` levels deep: scalars of every kind (strings to escape,
  /// non-ASCII text, whole and fractional numbers, NaN), empty and long containers.
  private static func random(depth: Int, using rng: inout SplitMix64) -> JSONOutput {
    let strings = [
      "", "List", "a \"quoted\" name", "tab\there", "é—ü", String(repeating: "x", count: 60),
    ]
    let roll = depth == 0 ? Int.random(in: 0..<5, using: &rng) : Int.random(in: 0..<9, using: &rng)
    switch roll {
    case 0: return .bool(Bool.random(using: &rng))
    case 1:
      return .number(
        [0, -4, 2000, 0.35, 97.66666666666667, 1e20, .nan].randomElement(using: &rng) ?? 0)
    case 2: return .string(strings.randomElement(using: &rng) ?? "")
    case 3: return .null
    case 4: return .array([])
    case 5, 6:
      let count = Int.random(in: 0..<6, using: &rng)
      return .array((0..<count).map { _ in random(depth: depth - 1, using: &rng) })
    default:
      let count = Int.random(in: 0..<6, using: &rng)
      return .object(
        (0..<count).map { index in
          (
            (strings.randomElement(using: &rng) ?? "") + "\(index)",
            random(depth: depth - 1, using: &rng)
          )
        })
    }
  }

  /// `levels` arrays each holding the next and a number, the deepest holding a string.
  private static func nested(_ levels: Int) -> JSONOutput {
    var value = JSONOutput.string("leaf")
    for level in 0..<levels { value = .array([.number(Double(level)), value]) }
    return value
  }

  private static func steps(_ value: JSONOutput) -> (steps: Int, entries: Int) {
    var layout = JSONOutputLayout(value)
    var writer = ByteWriter()
    layout.write(into: &writer)
    return (layout.steps, layout.entries.count)
  }

  @Test func randomValuesAreWrittenAsTheRecursiveWriterWroteThem() {
    for seed in 0..<2_000 {
      var rng = SplitMix64(seed: UInt64(seed))
      let value = Self.random(depth: 6, using: &rng)
      #expect(value.bytes == Self.reference(value), "seed \(seed)")
    }
  }

  @Test func scenariosAreWrittenAsTheRecursiveWriterWroteThem() {
    for seed in 0..<300 {
      var rng = SplitMix64(seed: UInt64(seed))
      let value = ScenarioEncoder.scenario(RandomScenario.make(using: &rng))
      #expect(value.bytes == Self.reference(value), "seed \(seed)")
    }
  }

  @Test func lineBreaksFollowTheWidth() {
    let fits = JSONOutput.object([
      ("name", .string("List")), ("frame", .array([.number(0), .number(10)])),
    ])
    #expect(
      String(decoding: fits.bytes, as: UTF8.self) == "{ \"name\": \"List\", \"frame\": [0, 10] }\n")
    #expect(String(decoding: JSONOutput.object([]).bytes, as: UTF8.self) == "{}\n")
    #expect(String(decoding: JSONOutput.array([.array([])]).bytes, as: UTF8.self) == "[[]]\n")
    // 99 columns of string: with the brackets, 101, so the array breaks; its element, at
    // column 2, is written on its line alone. One column less fits.
    let long = String(repeating: "a", count: 97)
    #expect(
      String(decoding: JSONOutput.array([.string(long)]).bytes, as: UTF8.self)
        == "[\n  \"\(long)\"\n]\n")
    #expect(
      String(decoding: JSONOutput.array([.string(String(long.dropLast()))]).bytes, as: UTF8.self)
        == "[\"\(long.dropLast())\"]\n")
    // A key counts in its member's column, and a comma after a member too: 8 columns, then
    // 93 of array.
    let member = String(repeating: "b", count: 89)
    #expect(
      String(
        decoding: JSONOutput.object([("k", .array([.string(member)])), ("z", .null)]).bytes,
        as: UTF8.self)
        == "{\n  \"k\": [\n    \"\(member)\"\n  ],\n  \"z\": null\n}\n")
  }

  /// The steps grow with the number of values, not with their depth.
  ///
  /// At 10 and 100 times the depth, 10 and 100 times the steps, about four a value (flattened, measured, and written
  /// on a broken line or in a one-line form). The recursive writer rendered each value's
  /// one-line form once per level above it: for these, the depth squared over two. (The
  /// output itself grows with the square of the depth, for each broken level is indented two
  /// spaces more than the one above it.)
  @Test func workIsLinearInDepth() {
    let (small, smallEntries) = Self.steps(Self.nested(50))
    let (tenfold, tenfoldEntries) = Self.steps(Self.nested(500))
    let (hundredfold, hundredfoldEntries) = Self.steps(Self.nested(5_000))
    #expect(smallEntries == 101)
    #expect(tenfoldEntries == 1_001)
    #expect(hundredfoldEntries == 10_001)
    #expect(small <= 4 * smallEntries)
    #expect(tenfold <= 10 * small + 10)
    #expect(hundredfold <= 100 * small + 100)
    #expect(tenfold >= 9 * small)
    #expect(hundredfold >= 90 * small)
  }

  /// `levels` levels of views under a controller, built in Swift, where no limit holds them.
  private static func deepScenario(_ levels: Int) -> Scenario {
    var node = ViewNode(name: "Leaf")
    for level in stride(from: levels - 1, to: 0, by: -1) {
      node = ViewNode(name: "V\(level)", subviews: [node])
    }
    return Scenario(
      name: "deep", device: "iPhone 13", ios: "17.0", root: ControllerNode(name: "VC", view: node))
  }

  /// The same for a scenario's views nested 10, 100 and 1,000 levels: each level of views adds
  /// the same steps.
  @Test func deepViewTreesAreWrittenInLinearSteps() {
    let steps = [10, 100, 1_000].map {
      Self.steps(ScenarioEncoder.scenario(Self.deepScenario($0))).steps
    }
    let perLevel = Double(steps[1] - steps[0]) / 90
    #expect(perLevel < 40)
    #expect(abs(Double(steps[2] - steps[1]) / 900 - perLevel) < 0.5)
  }
}
