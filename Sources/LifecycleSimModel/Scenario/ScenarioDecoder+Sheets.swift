import LifecycleSimSupport

extension ScenarioDecoder {
  /// A `present` event's `detents`: a non-empty list of `"medium"`, `"large"` and heights in
  /// points, each at most once (docs/scenario-format.md#sheet-detents; Apple: detents).
  mutating func sheetDetents(_ value: JSONNode, path: ScenarioPath) -> [SheetDetent]? {
    guard let items = array(value, path: "\(path)") else { return nil }
    guard !items.isEmpty else {
      report(
        path, value.location, "a sheet needs at least one detent",
        fix: "list one or more of \"medium\", \"large\" or a height, or remove \"detents\"")
      return nil
    }
    var detents: [SheetDetent] = []
    for (index, item) in items.enumerated() {
      guard let detent = sheetDetent(item, path: path.appending(index: index)) else { continue }
      if detents.contains(detent) {
        report(
          "\(path)[\(index)]", item.location, "detent \(detent.text) is listed twice",
          fix: "keep one")
        continue
      }
      detents.append(detent)
    }
    return detents
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
