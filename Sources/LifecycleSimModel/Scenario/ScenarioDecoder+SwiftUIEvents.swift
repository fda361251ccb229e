import LifecycleSimSupport

extension ScenarioDecoder {
  /// The keys of each `swiftUI` sub-action (docs/scenario-format.md#swiftui-events).
  private static func swiftUIEventKeys(of name: String) -> [String] {
    switch name {
    case "push": ["stack", "view", "animated"]
    case "pop": ["stack", "animated"]
    case "selectTab": ["tabView", "index"]
    case "present": ["from", "name", "style", "view", "animated", "detents", "selectedDetent"]
    case "dismiss": ["name", "animated"]
    default: ["view", "with"]
    }
  }

  /// A `swiftUI` event's argument: `{ SUB-ACTION: { … } }`, exactly one of
  /// ``SwiftUIEvent/allNames``.
  mutating func swiftUIEvent(_ value: JSONNode, path: ScenarioPath) -> SwiftUIEvent? {
    guard
      let (name, body) = kindedNode(
        value, path: path, kinds: SwiftUIEvent.allNames, what: "SwiftUI event")
    else { return nil }
    let path = path.appending(key: name)
    guard let fields = object(body, path: path, keys: Self.swiftUIEventKeys(of: name)) else {
      return nil
    }
    func text(_ key: String) -> String? {
      fields.required(key, &self).flatMap { string($0, path: "\(path).\(key)") }
    }
    func view(_ key: String) -> SwiftUINode? {
      fields.required(key, &self).flatMap { swiftUINode($0, path: path.appending(key: key)) }
    }
    let animated = fields["animated"].flatMap { bool($0, path: "\(path).animated") } ?? true
    switch name {
    case "push":
      guard let stack = text("stack"), let view = view("view") else { return nil }
      return .push(stack: stack, view: view, animated: animated)
    case "pop":
      guard let stack = text("stack") else { return nil }
      return .pop(stack: stack, animated: animated)
    case "selectTab":
      guard let tabView = text("tabView"),
        let index = fields.required("index", &self).flatMap({
          self.index($0, path: "\(path).index")
        })
      else { return nil }
      return .selectTab(tabView: tabView, index: index)
    case "present":
      let style = fields.required("style", &self).flatMap {
        choice($0, path: "\(path).style", SwiftUIPresentationStyle.self)
      }
      let sheet = sheetConfiguration(fields, path: path)
      guard let from = text("from"), let host = text("name"), let style, let view = view("view")
      else { return nil }
      return .present(
        from: from, name: host, view: view, style: style, animated: animated, sheet: sheet)
    case "dismiss":
      guard let host = text("name") else { return nil }
      return .dismiss(name: host, animated: animated)
    default:
      guard let old = text("view"), let new = view("with") else { return nil }
      return .swap(view: old, with: new)
    }
  }
}
