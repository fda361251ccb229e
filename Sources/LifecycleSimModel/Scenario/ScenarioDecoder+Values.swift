import LifecycleSimCore
import LifecycleSimSupport

/// The members of a decoded JSON object with a known key, each key once, in file order.
///
/// One pass over the object matches each member's key once against the known keys (by length,
/// then bytes) and records where each was first found, so a lookup finds its key among the
/// known ones and reads an array, not the tape; unknown keys are never looked up.
struct Fields {
  package var path: ScenarioPath
  /// The object.
  package var node: JSONNode
  /// Every member, unknown and duplicate keys included.
  package var members: JSONNode.Members
  /// The keys the object may have.
  package var keys: [String]
  /// For each of `keys`, the index of the key token of its first member, or -1.
  package var found: [Int]

  subscript(key: String) -> JSONNode? {
    let count = key.utf8.count
    for position in keys.indices where keys[position].utf8.count == count && keys[position] == key {
      let index = found[position]
      return index < 0 ? nil : JSONNode(tape: members.tape, index: index + 1)
    }
    return members.first(key)
  }

  /// The members kept: a known key, the first time it appears.
  package var kept: [JSONNode.Member] {
    found.filter { $0 >= 0 }.sorted().map { JSONNode.Member(tape: members.tape, keyIndex: $0) }
  }

  /// The member's value, or a "missing key" diagnostic.
  package func required(_ key: String, _ decoder: inout ScenarioDecoder) -> JSONNode? {
    if let value = self[key] { return value }
    decoder.report(
      path.isEmpty ? key : "\(path).\(key)", node.location, "missing required key \"\(key)\"")
    return nil
  }
}

extension ScenarioDecoder {
  /// An object's members, reporting unknown keys (with a suggestion) and duplicate keys.
  package mutating func object(_ value: JSONNode, path: ScenarioPath, keys: [String]) -> Fields? {
    guard let list = members(of: value, path: path) else { return nil }
    var found = [Int](repeating: -1, count: keys.count)
    for member in list {
      guard let position = member.key(among: keys) else {
        let suggestion = Suggestion.closest(to: member.key, among: keys)
        report(
          path.isEmpty ? member.key : "\(path).\(member.key)", member.keyLocation,
          "unknown key \"\(member.key)\"",
          fix: suggestion.map { "did you mean \"\($0)\"?" }
            ?? "expected one of \(Self.quotedList(keys))")
        continue
      }
      if found[position] < 0 {
        found[position] = member.keyIndex
      } else {
        // An earlier member with this key was kept.
        report(
          path.isEmpty ? member.key : "\(path).\(member.key)", member.keyLocation,
          "duplicate key \"\(member.key)\"", fix: "keep one")
      }
    }
    return Fields(path: path, node: value, members: list, keys: keys, found: found)
  }

  package mutating func members(of value: JSONNode, path: ScenarioPath) -> JSONNode.Members? {
    guard let members = value.members else {
      report(path, value.location, "expected an object, found \(value.typeDescription)")
      return nil
    }
    return members
  }

  /// A node written as `{ "kind": { … } }`: its kind and body.
  package mutating func kindedNode(
    _ value: JSONNode, path: ScenarioPath, kinds: [String], what: String
  )
    -> (String, JSONNode)?
  {
    guard let members = members(of: value, path: path) else { return nil }
    guard members.count == 1 else {
      report(
        path, value.location,
        "a \(what) node has exactly one key, its kind; found \(members.count)",
        fix: "write { \"\(kinds[0])\": { … } }")
      return nil
    }
    guard let member = members.first else { return nil }
    guard kinds.contains(where: member.hasKey) else {
      let suggestion = Suggestion.closest(to: member.key, among: kinds)
      report(
        path, member.keyLocation, "unknown \(what) kind \"\(member.key)\"",
        fix: suggestion.map { "did you mean \"\($0)\"?" }
          ?? "use one of \(Self.quotedList(kinds))")
      return nil
    }
    return (member.key, member.value)
  }

  package mutating func array(_ value: JSONNode, path: @autoclosure () -> String) -> JSONNode
    .Elements?
  {
    guard let items = value.elements else {
      report(path(), value.location, "expected an array, found \(value.typeDescription)")
      return nil
    }
    return items
  }

  package mutating func string(_ value: JSONNode, path: @autoclosure () -> String) -> String? {
    guard let text = value.string else {
      report(path(), value.location, "expected a string, found \(value.typeDescription)")
      return nil
    }
    return text
  }

  mutating func bool(_ value: JSONNode, path: @autoclosure () -> String) -> Bool? {
    guard let flag = value.bool else {
      report(path(), value.location, "expected true or false, found \(value.typeDescription)")
      return nil
    }
    return flag
  }

  package mutating func number(_ value: JSONNode, path: @autoclosure () -> String) -> Double? {
    guard let number = value.number else {
      report(path(), value.location, "expected a number, found \(value.typeDescription)")
      return nil
    }
    guard abs(number) <= ScenarioValidator.largestValue else {
      report(
        path(), value.location,
        "\(number.magnitude < 1e15 ? PointFormatting.string(number) : "\(number)") is out of range",
        fix: "use values within ±\(Int(ScenarioValidator.largestValue))")
      return nil
    }
    return number
  }

  package mutating func integer(_ value: JSONNode, path: @autoclosure () -> String) -> Int? {
    guard let number = number(value, path: path()) else { return nil }
    guard number.rounded() == number, abs(number) < 1e9 else {
      report(
        path(), value.location, "expected a whole number, found \(PointFormatting.string(number))")
      return nil
    }
    return Int(number)
  }

  /// A number of 0 or more: a width, a height, a duration.
  package mutating func length(_ value: JSONNode, path: @autoclosure () -> String, _ what: String)
    -> Double?
  {
    guard let number = number(value, path: path()) else { return nil }
    guard number >= 0 else {
      report(
        path(), value.location,
        "a \(what) cannot be negative, found \(PointFormatting.string(number))",
        fix: "use 0 or more")
      return nil
    }
    return number
  }

  /// A whole number of 0 or more: an index.
  package mutating func index(_ value: JSONNode, path: @autoclosure () -> String) -> Int? {
    guard let index = integer(value, path: path()) else { return nil }
    guard index >= 0 else {
      report(
        path(), value.location, "an index cannot be negative, found \(index)",
        fix: "indexes count from 0")
      return nil
    }
    return index
  }

  /// An array of exactly `count` numbers; those whose position `lengths` names (such as
  /// `"width"`) must be 0 or more.
  package mutating func numbers(
    _ value: JSONNode, count: Int, path: @autoclosure () -> String, shape: String,
    lengths: [String?] = []
  ) -> [Double]? {
    guard let items = value.elements, items.count == count else {
      var found = value.typeDescription
      if let items = value.elements {
        found = "\(items.count) value\(items.count == 1 ? "" : "s")"
      }
      report(
        path(), value.location, "expected \(shape), found \(found)", fix: "write \(count) numbers")
      return nil
    }
    var result: [Double] = []
    result.reserveCapacity(count)
    for (index, item) in items.enumerated() {
      let parsed: Double?
      if index < lengths.count, let what = lengths[index] {
        parsed = length(item, path: "\(path())[\(index)]", what)
      } else {
        parsed = number(item, path: "\(path())[\(index)]")
      }
      guard let parsed else { return nil }
      result.append(parsed)
    }
    return result
  }

  package mutating func insets(_ value: JSONNode, path: @autoclosure () -> String) -> EdgeInsets? {
    numbers(value, count: 4, path: path(), shape: "insets [top, left, bottom, right]").flatMap(
      EdgeInsets.init)
  }

  package mutating func rect(_ value: JSONNode, path: @autoclosure () -> String) -> Rect? {
    numbers(
      value, count: 4, path: path(), shape: "a frame [x, y, width, height]",
      lengths: [nil, nil, "width", "height"]
    ).flatMap(Rect.init)
  }

  package mutating func point(_ value: JSONNode, path: @autoclosure () -> String) -> Point? {
    numbers(value, count: 2, path: path(), shape: "a point [x, y]").map {
      Point(x: $0[0], y: $0[1])
    }
  }

  package mutating func size(_ value: JSONNode, path: @autoclosure () -> String) -> Size? {
    numbers(
      value, count: 2, path: path(), shape: "a size [width, height]", lengths: ["width", "height"]
    ).map {
      Size(width: $0[0], height: $0[1])
    }
  }

  /// One of an enumeration's raw values, with a suggestion when misspelt.
  package mutating func choice<Choice: RawRepresentable & CaseIterable>(
    _ value: JSONNode, path: @autoclosure () -> String, _ type: Choice.Type
  ) -> Choice? where Choice.RawValue == String {
    guard let text = string(value, path: path()) else { return nil }
    if let choice = Choice(rawValue: text) { return choice }
    let names = Choice.allCases.map(\.rawValue)
    let suggestion = Suggestion.closest(to: text, among: names)
    report(
      path(), value.location, "unknown value \"\(text)\"",
      fix: suggestion.map { "did you mean \"\($0)\"?" } ?? "use one of \(Self.quotedList(names))")
    return nil
  }

  /// `"all"`, `"none"`, or a list of `top`, `left`, `bottom`, `right`.
  package mutating func edges(_ value: JSONNode, path: @autoclosure () -> String) -> RectEdges? {
    let names: [(String, RectEdges)] = [
      ("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right),
    ]
    switch value.kind {
    case .string("all"): return .all
    case .string("none"): return RectEdges.none
    case .array(let items):
      var edges: RectEdges = []
      for (index, item) in items.enumerated() {
        guard let name = string(item, path: "\(path())[\(index)]") else { continue }
        if let edge = names.first(where: { $0.0 == name })?.1 {
          edges.insert(edge)
        } else {
          report(
            "\(path())[\(index)]", item.location, "unknown edge \"\(name)\"",
            fix: "use \"top\", \"left\", \"bottom\" or \"right\"")
        }
      }
      return edges
    default:
      report(
        path(), value.location, "expected \"all\", \"none\" or a list of edges",
        fix: "e.g. [\"top\", \"bottom\"]")
      return nil
    }
  }

  /// `"fill"`, `"safeArea"`, `"margins"` or an object of per-edge pins.
  package mutating func layout(_ value: JSONNode, path: @autoclosure () -> String) -> Layout? {
    switch value.kind {
    case .string("fill"): return .fill
    case .string("safeArea"): return .safeArea
    case .string("margins"): return .margins
    case .string(let other):
      let suggestion = Suggestion.closest(to: other, among: ["fill", "safeArea", "margins"])
      report(
        path(), value.location, "unknown layout \"\(other)\"",
        fix: suggestion.map { "did you mean \"\($0)\"?" }
          ?? "use \"fill\", \"safeArea\", \"margins\" or per-edge pins")
      return nil
    case .object:
      let objectPath = path()
      let edgeKeys = ["top", "left", "bottom", "right", "leading", "trailing"]
      // Pins with a problem are left out, not checked as if the bad pin were absent.
      let problemsBefore = diagnostics.count
      guard
        let fields = object(
          value, path: ScenarioPath(text: objectPath), keys: edgeKeys + ["width", "height"])
      else {
        return nil
      }
      var pins = LayoutPins()
      func pin(_ key: String) -> LayoutPin? {
        fields[key].flatMap { self.pin($0, path: fields.path.appending(key: key)) }
      }
      pins.top = pin("top")
      pins.left = pin("left")
      pins.bottom = pin("bottom")
      pins.right = pin("right")
      pins.leading = pin("leading")
      pins.trailing = pin("trailing")
      pins.width = fields["width"].flatMap { length($0, path: "\(objectPath).width", "width") }
      pins.height = fields["height"].flatMap { length($0, path: "\(objectPath).height", "height") }
      return diagnostics.count == problemsBefore ? .pins(pins) : nil
    default:
      report(
        path(), value.location,
        "expected a layout (a string or an object of pins), found \(value.typeDescription)")
      return nil
    }
  }

  /// `"edge"`, `"safeArea"`, `"margins"` or `{ "to": …, "constant": n }`.
  private mutating func pin(_ value: JSONNode, path: ScenarioPath) -> LayoutPin? {
    if case .object = value.kind {
      guard let fields = object(value, path: path, keys: ["to", "constant"]) else { return nil }
      guard
        let anchor = fields.required("to", &self).flatMap({
          choice($0, path: "\(path).to", LayoutAnchor.self)
        })
      else { return nil }
      let constant = fields["constant"].flatMap { number($0, path: "\(path).constant") } ?? 0
      return LayoutPin(anchor, constant: constant)
    }
    return choice(value, path: "\(path)", LayoutAnchor.self).map { LayoutPin($0) }
  }
}
