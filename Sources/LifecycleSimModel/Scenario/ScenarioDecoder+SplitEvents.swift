import LifecycleSimCore
import LifecycleSimSupport

extension ScenarioDecoder {
  /// A `split` event (docs/scenario-format.md#split-events):
  /// `{ "controller": NAME, "show" | "hide": COLUMN }` or `{ "controller": NAME, "displayMode":
  /// MODE }`, exactly one of the three.
  mutating func splitEvent(_ value: JSONNode, path: ScenarioPath) -> EventAction? {
    guard let fields = object(value, path: path, keys: ["controller"] + SplitViewChange.keys)
    else { return nil }
    let controller = fields.required("controller", &self).flatMap {
      string($0, path: "\(path).controller")
    }
    let given = SplitViewChange.keys.filter { fields[$0] != nil }
    guard given.count == 1 else {
      report(
        path.description, value.location,
        given.isEmpty
          ? "a split event needs what to change"
          : "a split event changes one thing; found \(given.map { "\"\($0)\"" }.joined(separator: " and "))",
        fix: "give one of \"show\": COLUMN, \"hide\": COLUMN or \"displayMode\": MODE")
      return nil
    }
    let key = given[0]
    guard let node = fields[key] else { return nil }
    let change: SplitViewChange?
    switch key {
    case "show": change = choice(node, path: "\(path).show", SplitColumn.self).map { .show($0) }
    case "hide": change = choice(node, path: "\(path).hide", SplitColumn.self).map { .hide($0) }
    default:
      change = choice(node, path: "\(path).displayMode", SplitDisplayMode.self).map {
        .displayMode($0)
      }
    }
    guard let controller, let change else { return nil }
    return .split(controller: controller, change: change)
  }
}
