import LifecycleSimSupport

extension ScenarioDecoder {
  /// A `present` event's `detents`: a non-empty list of `"medium"`, `"large"` and heights in
  /// points, each at most once (docs/scenario-format.md#sheet-detents; Apple: detents).
  mutating func sheetDetents(_ value: JSONNode, path: ScenarioPath) -> [SheetDetent]? {
    distinctList(
      value, path: path, empty: "a sheet needs at least one detent",
      emptyFix: "list one or more of \"medium\", \"large\" or a height, or remove \"detents\"",
      named: { "detent \($0.text)" }
    ) { decoder, item, path in
      decoder.sheetDetent(item, path: path)
    }
  }

  /// The `detents` and `selectedDetent` of a `present` event (UIKit's or SwiftUI's), where
  /// `detents` (else `selectedDetent`) was written.
  mutating func sheetConfiguration(_ fields: Fields, path: ScenarioPath) -> SheetConfiguration {
    let detents = fields["detents"].flatMap { sheetDetents($0, path: path.appending("detents")) }
    let selected = fields["selectedDetent"].flatMap {
      sheetDetent($0, path: path.appending("selectedDetent"))
    }
    var sheet = SheetConfiguration(detents: detents ?? [], selectedDetent: selected)
    sheet.location = (fields["detents"] ?? fields["selectedDetent"])?.location
    return sheet
  }

  /// A non-empty list whose items `decode` reads, each at most once: an item listed again is
  /// reported (`named` says which) and left out; an empty list is reported with `empty` and
  /// `emptyFix`.
  mutating func distinctList<Item: Equatable>(
    _ value: JSONNode, path: ScenarioPath, empty: String, emptyFix: String,
    named: (Item) -> String,
    decode: (inout ScenarioDecoder, JSONNode, ScenarioPath) -> Item?
  ) -> [Item]? {
    guard let items = array(value, path: "\(path)") else { return nil }
    guard !items.isEmpty else {
      report(path, value.location, empty, fix: emptyFix)
      return nil
    }
    var result: [Item] = []
    for (index, item) in items.enumerated() {
      guard let decoded = decode(&self, item, path.appending(index: index)) else { continue }
      if result.contains(decoded) {
        report(
          "\(path)[\(index)]", item.location, "\(named(decoded)) is listed twice",
          fix: "keep one")
        continue
      }
      result.append(decoded)
    }
    return result
  }

  /// One detent: `"medium"`, `"large"` or a custom height in points, more than 0.
  mutating func sheetDetent(_ value: JSONNode, path: ScenarioPath) -> SheetDetent? {
    switch value.kind {
    case .string("medium"): return .medium
    case .string("large"): return .large
    case .string(let text):
      let suggestion = Suggestion.closest(to: text, among: ["medium", "large"])
      report(
        path, value.location, "unknown detent \"\(text)\"",
        fix: suggestion.map { "did you mean \"\($0)\"?" }
          ?? "use \"medium\", \"large\" or a height in points")
      return nil
    case .number:
      guard let points = length(value, path: "\(path)", "detent height") else { return nil }
      guard points > 0 else {
        report(path, value.location, "a detent height must be more than 0", fix: "use 1 or more")
        return nil
      }
      return .custom(points)
    default:
      report(
        path, value.location,
        "expected \"medium\", \"large\" or a height in points, found "
          + value.typeDescription)
      return nil
    }
  }
}
