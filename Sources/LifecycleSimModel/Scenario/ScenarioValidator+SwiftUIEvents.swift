import LifecycleSimCore
import LifecycleSimSupport

extension ScenarioValidator {
  /// Checks a `swiftUI` event's own values: the view it adds (names, versions, depth), the
  /// hosting controller a presentation names, its style and detents
  /// (docs/scenario-format.md#swiftui-events).
  mutating func checkSwiftUIEvent(
    _ event: SwiftUIEvent, path: String, _ location: TextLocation?, capabilities: Capabilities
  ) {
    if let ios, ios.major < 13 {
      report(
        path, location, "SwiftUI events need iOS 13 or later (SwiftUI)",
        fix: "use \"ios\": \"13.0\" or later")
    }
    let key: String
    switch event {
    case .push: key = "view"
    case .present(_, let name, let view, let style, _, let sheet):
      // The hosting controller SwiftUI presents, checked as a presented controller is: its
      // name and its view's, and its rootView (whose nodes keep their own paths).
      var host = ControllerNode.hosting(name, view)
      host.location = location
      checkController(host, path: ScenarioPath(text: path))
      if style == .fullScreenCover {
        requireVersion(14, of: "fullScreenCover", path: "\(path).style", location)
      }
      if !sheet.isDefault {
        if style == .fullScreenCover {
          report(
            "\(path).detents", sheet.location ?? location,
            "detents apply to sheets, and a fullScreenCover is not one",
            fix: "use \"style\": \"sheet\", or remove the detents")
        } else {
          // presentationDetents(_:) is SwiftUI's from iOS 16 (UIKit's detents from 15).
          requireVersion(16, of: "presentationDetents", path: "\(path).detents", location)
          checkSheet(
            sheet, style: .pageSheet, path: path, location, capabilities: capabilities)
        }
      }
      return
    case .swap: key = "with"
    case .pop(_, _), .selectTab, .dismiss: return
    }
    guard let view = event.addedView else { return }
    let viewPath = "\(path).\(key)"
    if checkSwiftUIDepth(view, path: viewPath) { checkSwiftUINode(view, path: viewPath) }
  }

  /// Checks that the views and controllers a `swiftUI` event names exist and have the right
  /// kind: a stack is a `navigationStack` or `navigationView`, a tab view a `tabView`, a
  /// presenter or swapped view a named SwiftUI view, a dismissed name a presentation's.
  mutating func checkSwiftUIReferences(
    _ event: SwiftUIEvent, path: String, _ location: TextLocation?
  ) {
    switch event {
    case .push(let stack, _, _), .pop(let stack, _):
      checkSwiftUIContainer(
        stack, key: "stack", kinds: ["navigationStack", "navigationView"], path: path, location)
    case .selectTab(let tabView, _):
      checkSwiftUIContainer(tabView, key: "tabView", kinds: ["tabView"], path: path, location)
    case .present(let from, _, _, _, _, _):
      checkSwiftUIView(from, key: "from", path: path, location)
    case .swap(let view, _):
      checkSwiftUIView(view, key: "view", path: path, location)
    case .dismiss(let name, _):
      guard let kind = controllerKind(named: name) else {
        if namesMayBeMissing { return }
        report(
          "\(path).name", location, "no SwiftUI presentation named \"\(name)\"",
          fix: closestName(name, views: false)
            ?? "name the \"name\" of a swiftUI present event")
        return
      }
      if kind != "hostingController" {
        report(
          "\(path).name", location,
          "\"\(name)\" is a \(kind), not a SwiftUI presentation's hosting controller",
          fix: "name the \"name\" of a swiftUI present event, or use the UIKit dismiss event")
      }
    }
  }

  /// Reports `name` unless it names a SwiftUI view.
  private mutating func checkSwiftUIView(
    _ name: String, key: String, path: String, _ location: TextLocation?
  ) {
    let kind = viewKind(named: name)
    guard kind == "swiftUIView" || kind == "swiftUIScrollView" else {
      if namesMayBeMissing && kind == nil { return }
      report(
        "\(path).\(key)", location,
        kind.map { "\"\(name)\" is a \($0), not a SwiftUI view" }
          ?? "no SwiftUI view named \"\(name)\"",
        fix: closestName(name, views: true) ?? "name a named node of a rootView")
      return
    }
  }

  /// Reports `name` unless it names a SwiftUI container of one of `kinds`.
  private mutating func checkSwiftUIContainer(
    _ name: String, key: String, kinds: [String], path: String, _ location: TextLocation?
  ) {
    if let kind = swiftUIContainers[name] {
      guard !kinds.contains(kind) else { return }
      report(
        "\(path).\(key)", location, "\"\(name)\" is a \(kind), not a \(kinds[0])",
        fix: "name a \(kinds.joined(separator: " or "))")
      return
    }
    if namesMayBeMissing { return }
    let candidates = swiftUIContainers.filter { kinds.contains($0.value) }.keys.sorted()
    report(
      "\(path).\(key)", location,
      viewKind(named: name).map { "\"\(name)\" is a \($0), not a \(kinds[0])" }
        ?? "no \(kinds[0]) named \"\(name)\"",
      fix: Suggestion.closest(to: name, among: candidates).map { "did you mean \"\($0)\"?" }
        ?? "give the \(kinds.joined(separator: " or ")) a \"name\"")
  }
}
