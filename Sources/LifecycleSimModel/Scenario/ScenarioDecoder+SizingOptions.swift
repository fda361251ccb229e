import LifecycleSimSupport

extension ScenarioDecoder {
  /// A hosting controller's `sizingOptions`: a list of `"preferredContentSize"` and
  /// `"intrinsicContentSize"`, each once; `[]` is UIKit's default, the empty set.
  mutating func sizingOptions(_ value: JSONNode, path: ScenarioPath) -> [HostingSizingOption]? {
    if let items = value.elements, items.isEmpty { return [] }
    return distinctList(
      value, path: path, empty: "", emptyFix: "", named: { "option \($0.rawValue)" }
    ) { decoder, item, path in
      decoder.choice(item, path: "\(path)", HostingSizingOption.self)
    }
  }
}
