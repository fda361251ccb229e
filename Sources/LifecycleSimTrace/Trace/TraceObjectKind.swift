/// The kind of an object in a trace (the `kind` field of docs/trace-formats.md).
public enum TraceObjectKind: String, Sendable, CaseIterable, Hashable {
  /// The app's window, named `window`.
  case window
  /// The status bar, named `statusBar`.
  case statusBar
  case viewController
  case navigationController
  case tabBarController
  case hostingController
  case view
  case scrollView
  case tableView
  case collectionView
  /// A web view, reported through its scroll view.
  case webView
  /// A navigation controller's navigation bar, named `<Controller>.navigationBar`.
  case navigationBar
  /// A navigation controller's toolbar, named `<Controller>.toolbar`.
  case toolbar
  /// A tab bar controller's tab bar, named `<Controller>.tabBar`.
  case tabBar
  /// The software keyboard, named `keyboard`: its notifications' records.
  case keyboard
  /// A named SwiftUI view of a hosting controller.
  case swiftUIView
  /// A named SwiftUI `ScrollView`, `List` or `Form`: it also reads content insets.
  case swiftUIScrollView
  /// A `UISplitViewController`.
  case splitViewController
  case pageViewController

  /// The case's position in ``allCases``, read without a search: a Swift enum without payloads
  /// is stored as its case's number in declaration order, one byte for fewer than 256 cases (the
  /// Swift ABI's type layout; `TraceStreamingTests` holds it to `allCases`).
  package var index: Int {
    MemoryLayout<TraceObjectKind>.size == 1 ? withUnsafeBytes(of: self) { Int($0[0]) } : 0
  }

  /// `true` for the controller kinds.
  public var isController: Bool {
    switch self {
    case .viewController, .navigationController, .tabBarController, .hostingController,
      .splitViewController, .pageViewController:
      true
    default: false
    }
  }

  /// `true` for the scroll-view kinds.
  public var isScrollView: Bool {
    switch self {
    case .scrollView, .tableView, .collectionView, .webView, .swiftUIScrollView: true
    default: false
    }
  }

  /// `true` for the window and the system bars.
  public var isSystemChrome: Bool {
    switch self {
    case .window, .statusBar, .navigationBar, .toolbar, .tabBar, .keyboard: true
    default: false
    }
  }
}
