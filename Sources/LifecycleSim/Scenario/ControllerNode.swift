/// `UIRectEdge` for `edgesForExtendedLayout`.
public struct RectEdges: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let top = RectEdges(rawValue: 1)
  public static let left = RectEdges(rawValue: 2)
  public static let bottom = RectEdges(rawValue: 4)
  public static let right = RectEdges(rawValue: 8)
  public static let all: RectEdges = [.top, .left, .bottom, .right]
  public static let none: RectEdges = []
}

/// `UINavigationItem.LargeTitleDisplayMode`.
public enum LargeTitleDisplayMode: String, Sendable, Hashable, CaseIterable {
  case automatic
  case always
  case never
}

/// A navigation controller's bar settings (docs/scenario-format.md#controller-nodes
/// `navigationBar`).
public struct NavigationBarSpec: Sendable, Hashable {
  public var hidden: Bool
  public var translucent: Bool
  public var prefersLargeTitles: Bool

  /// Creates the settings; the defaults are UIKit's.
  public init(hidden: Bool = false, translucent: Bool = true, prefersLargeTitles: Bool = false) {
    self.hidden = hidden
    self.translucent = translucent
    self.prefersLargeTitles = prefersLargeTitles
  }
}

/// A toolbar or tab bar's settings (docs/scenario-format.md#controller-nodes `toolbar`, `tabBar`).
public struct BarSpec: Sendable, Hashable {
  public var hidden: Bool
  public var translucent: Bool

  /// Creates the settings.
  public init(hidden: Bool, translucent: Bool = true) {
    self.hidden = hidden
    self.translucent = translucent
  }
}

/// A child controller added by containment, and where its view goes.
public struct ChildEmbedding: Sendable, Equatable {
  public var controller: ControllerNode
  /// The name of the parent's view that receives the child's view; `nil` is the root view.
  public var containerView: String?
  public var layout: Layout

  /// Creates an embedding; the child's view fills its container by default.
  public init(_ controller: ControllerNode, in containerView: String? = nil, layout: Layout = .fill)
  {
    self.controller = controller
    self.containerView = containerView
    self.layout = layout
  }
}

/// The kind of a controller node and its kind-specific content.
public enum ControllerKind: Sendable, Equatable {
  case viewController
  case navigationController(
    stack: [ControllerNode], navigationBar: NavigationBarSpec = NavigationBarSpec(),
    toolbar: BarSpec = BarSpec(hidden: true))
  case tabBarController(
    tabs: [ControllerNode], selectedIndex: Int = 0, tabBar: BarSpec = BarSpec(hidden: false))
  /// A `UIHostingController` and its SwiftUI `rootView` (docs/scenario-format.md#swiftui-views).
  case hostingController(rootView: SwiftUINode)

  /// The name the scenario format uses for the kind.
  public var name: String {
    switch self {
    case .viewController: "viewController"
    case .navigationController: "navigationController"
    case .tabBarController: "tabBarController"
    case .hostingController: "hostingController"
    }
  }
}

/// A controller of a scenario, with `UIViewController`'s properties and UIKit's defaults.
///
/// ```swift
/// let tree = ControllerNode(.tabBarController(tabs: [
///   ControllerNode(.navigationController(stack: [ControllerNode(name: "List")]), name: "Nav"),
/// ]), name: "Tabs")
/// ```
public struct ControllerNode: Sendable {
  public var kind: ControllerKind
  public var name: String
  public var additionalSafeAreaInsets: EdgeInsets
  public var edgesForExtendedLayout: RectEdges
  public var extendedLayoutIncludesOpaqueBars: Bool
  public var automaticallyAdjustsScrollViewInsets: Bool
  /// `nil` leaves the choice to the system (hidden on an iPhone in landscape).
  public var prefersStatusBarHidden: Bool?
  public var prefersHomeIndicatorAutoHidden: Bool
  public var viewRespectsSystemMinimumLayoutMargins: Bool
  public var hidesBottomBarWhenPushed: Bool
  public var largeTitleDisplayMode: LargeTitleDisplayMode
  /// The root view.
  public var view: ViewNode
  /// Child controllers by containment, installed in the controller's `viewDidLoad`.
  public var children: [ChildEmbedding]
  /// Where the node was written, for error messages; `nil` for nodes built in code.
  public var location: TextLocation?
  /// The JSON path the node was decoded from, so errors name it even when a sibling before it
  /// failed to decode.
  var sourcePath: String?

  /// Creates a controller node; every property defaults to UIKit's default.
  public init(
    _ kind: ControllerKind = .viewController, name: String,
    additionalSafeAreaInsets: EdgeInsets = .zero, edgesForExtendedLayout: RectEdges = .all,
    extendedLayoutIncludesOpaqueBars: Bool = false,
    automaticallyAdjustsScrollViewInsets: Bool = true, prefersStatusBarHidden: Bool? = nil,
    prefersHomeIndicatorAutoHidden: Bool = false,
    viewRespectsSystemMinimumLayoutMargins: Bool = true, hidesBottomBarWhenPushed: Bool = false,
    largeTitleDisplayMode: LargeTitleDisplayMode = .automatic, view: ViewNode = ViewNode(),
    children: [ChildEmbedding] = [], location: TextLocation? = nil
  ) {
    self.kind = kind
    self.name = name
    self.additionalSafeAreaInsets = additionalSafeAreaInsets
    self.edgesForExtendedLayout = edgesForExtendedLayout
    self.extendedLayoutIncludesOpaqueBars = extendedLayoutIncludesOpaqueBars
    self.automaticallyAdjustsScrollViewInsets = automaticallyAdjustsScrollViewInsets
    self.prefersStatusBarHidden = prefersStatusBarHidden
    self.prefersHomeIndicatorAutoHidden = prefersHomeIndicatorAutoHidden
    self.viewRespectsSystemMinimumLayoutMargins = viewRespectsSystemMinimumLayoutMargins
    self.hidesBottomBarWhenPushed = hidesBottomBarWhenPushed
    self.largeTitleDisplayMode = largeTitleDisplayMode
    self.view = view
    self.children = children
    self.location = location
  }
}
