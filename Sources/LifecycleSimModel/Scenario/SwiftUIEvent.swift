/// How a SwiftUI presentation covers its presenter: `.sheet` or `.fullScreenCover`.
public enum SwiftUIPresentationStyle: String, Sendable, Hashable, CaseIterable {
  /// `.sheet(isPresented:content:)`: a sheet, presented as UIKit presents a page sheet (a form
  /// sheet on an iPad from iOS 18).
  case sheet
  /// `.fullScreenCover(isPresented:content:)` (iOS 14+): a full-screen presentation.
  case fullScreenCover
}

/// A change of SwiftUI state that an app makes at run time, as a `swiftUI` event
/// (docs/scenario-format.md#swiftui-events, docs/behaviour.md#swiftui-events).
///
/// Every view it names is a named node of a hosting controller's `rootView`, or of a view an
/// earlier event added; every view it adds is a SwiftUI node tree with names of its own.
public enum SwiftUIEvent: Sendable, Hashable {
  /// Appends `view` to the path of the `NavigationStack` (or `NavigationView`) named `stack`:
  /// a `navigationDestination` pushed.
  case push(stack: String, view: SwiftUINode, animated: Bool = true)
  /// Removes the last view of the path of the navigation stack named `stack`.
  case pop(stack: String, animated: Bool = true)
  /// Sets the selection of the `TabView` named `tabView` to the tab at `index` (0-based).
  case selectTab(tabView: String, index: Int)
  /// Presents `view` from the SwiftUI view named `from` with `style`, in a hosting controller
  /// named `name`; `sheet` is its `presentationDetents` and selection (iOS 16 SwiftUI API, the
  /// UIKit sheet's from 15).
  case present(
    from: String, name: String, view: SwiftUINode, style: SwiftUIPresentationStyle,
    animated: Bool = true, sheet: SheetConfiguration = SheetConfiguration())
  /// Dismisses the SwiftUI presentation whose hosting controller is named `name`.
  case dismiss(name: String, animated: Bool = true)
  /// Replaces the SwiftUI view named `view` with `with`: an `if`/`else` whose condition
  /// changes.
  case swap(view: String, with: SwiftUINode)

  /// The sub-action's key in scenario files.
  public var name: String {
    switch self {
    case .push: "push"
    case .pop: "pop"
    case .selectTab: "selectTab"
    case .present: "present"
    case .dismiss: "dismiss"
    case .swap: "swap"
    }
  }

  /// Every sub-action key, in the order of docs/scenario-format.md#swiftui-events.
  public static let allNames = ["push", "pop", "selectTab", "present", "dismiss", "swap"]

  /// The view tree the event adds, if any.
  public var addedView: SwiftUINode? {
    switch self {
    case .push(_, let view, _), .present(_, _, let view, _, _, _), .swap(_, let view): view
    case .pop, .selectTab, .dismiss: nil
    }
  }

  /// The arguments as `name=value` pairs, as epoch summaries print them.
  var detail: String {
    switch self {
    case .push(let stack, let view, let animated):
      return "push stack=\(stack) view=\(view.name ?? view.kind.name) animated=\(animated)"
    case .pop(let stack, let animated):
      return "pop stack=\(stack) animated=\(animated)"
    case .selectTab(let tabView, let index):
      return "selectTab tabView=\(tabView) index=\(index)"
    case .present(let from, let name, _, let style, let animated, let sheet):
      let detents =
        sheet.detents.isEmpty
        ? "" : " detents=[\(sheet.detents.map(\.text).joined(separator: ","))]"
      return "present from=\(from) name=\(name) style=\(style.rawValue) animated=\(animated)"
        + detents + (sheet.selectedDetent.map { " selectedDetent=\($0.text)" } ?? "")
    case .dismiss(let name, let animated):
      return "dismiss name=\(name) animated=\(animated)"
    case .swap(let view, let with):
      return "swap view=\(view) with=\(with.name ?? with.kind.name)"
    }
  }
}
