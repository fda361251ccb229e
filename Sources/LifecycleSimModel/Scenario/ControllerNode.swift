public import LifecycleSimCore
public import LifecycleSimSupport

/// `UIRectEdge` for `edgesForExtendedLayout`.
public struct RectEdges: OptionSet, Sendable, Hashable {
  /// The edges as bits: 1 top, 2 left, 4 bottom, 8 right.
  public let rawValue: UInt8
  /// Creates a set from its bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The top edge.
  public static let top = RectEdges(rawValue: 1)
  /// The left edge.
  public static let left = RectEdges(rawValue: 2)
  /// The bottom edge.
  public static let bottom = RectEdges(rawValue: 4)
  /// The right edge.
  public static let right = RectEdges(rawValue: 8)
  /// Every edge, `edgesForExtendedLayout`'s default.
  public static let all: RectEdges = [.top, .left, .bottom, .right]
  /// No edge.
  public static let none: RectEdges = []
}

/// `UINavigationItem.LargeTitleDisplayMode`.
public enum LargeTitleDisplayMode: String, Sendable, Hashable, CaseIterable {
  /// A large title when the bar prefers large titles: modelled as ``always`` is.
  case automatic
  case always
  case never
}

/// A navigation controller's bar settings (docs/scenario-format.md#controller-nodes
/// `navigationBar`).
public struct NavigationBarSpec: Sendable, Hashable {
  /// `isNavigationBarHidden`; default `false`.
  public var hidden: Bool
  /// `navigationBar.isTranslucent`; default `true`.
  public var translucent: Bool
  /// `navigationBar.prefersLargeTitles` (iOS 11+); default `false`.
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
  /// Whether the bar is hidden (`isToolbarHidden`, `tabBar.isHidden`).
  public var hidden: Bool
  /// The bar's `isTranslucent`; default `true`.
  public var translucent: Bool
  /// A tab bar's `tabBarMinimizeBehavior` (iOS 26+).
  ///
  /// Default ``TabBarMinimizeBehavior/automatic``. A toolbar has none: the scenario format refuses
  /// the key there.
  public var minimizeBehavior: TabBarMinimizeBehavior
  /// A tab bar's `bottomAccessory` (iOS 26+), default none; a toolbar has none.
  public var bottomAccessory: BottomAccessorySpec?

  /// Creates the settings.
  public init(
    hidden: Bool, translucent: Bool = true, minimizeBehavior: TabBarMinimizeBehavior = .automatic,
    bottomAccessory: BottomAccessorySpec? = nil
  ) {
    self.hidden = hidden
    self.translucent = translucent
    self.minimizeBehavior = minimizeBehavior
    self.bottomAccessory = bottomAccessory
  }
}

/// A child controller added by containment, and where its view goes.
public struct ChildEmbedding: Sendable, Equatable {
  /// The child controller.
  public var controller: ControllerNode
  /// The name of the parent's view that receives the child's view; `nil` is the root view.
  public var containerView: String?
  /// How the child's view is placed in its container; default ``Layout/fill``.
  public var layout: Layout

  /// Creates an embedding; the child's view fills its container by default.
  public init(_ controller: ControllerNode, in containerView: String? = nil, layout: Layout = .fill)
  {
    self.controller = controller
    self.containerView = containerView
    self.layout = layout
  }
}

/// `UIHostingController.safeAreaRegions` (iOS 16.4+): the regions of the hosting view's safe
/// area its SwiftUI content is laid out in; the hosting view's own `safeAreaInsets` keep them all.
public enum HostingSafeAreaRegions: String, Sendable, Hashable, CaseIterable {
  /// The container and keyboard regions, UIKit's default.
  case all
  /// The container region only: the content does not avoid the keyboard.
  case container
  /// The keyboard region only: the content ignores bars and the device's insets.
  case keyboard
  /// No region (`[]`): the content is laid out as if the safe area were zero.
  case none

  /// Whether the content sees the container region.
  package var includesContainer: Bool { self == .all || self == .container }
  /// Whether the content avoids the keyboard.
  package var includesKeyboard: Bool { self == .all || self == .keyboard }
}

/// The kind of a controller node and its kind-specific content.
public enum ControllerKind: Sendable, Equatable {
  /// A plain `UIViewController`.
  case viewController
  /// A `UINavigationController`: its stack, bottom first (only the top one loads at first
  /// display), its navigation bar, and its toolbar (hidden by default).
  case navigationController(
    stack: [ControllerNode], navigationBar: NavigationBarSpec = NavigationBarSpec(),
    toolbar: BarSpec = BarSpec(hidden: true))
  /// A `UITabBarController`: its tabs, the selected one (0-based; only it loads at first
  /// display), and its tab bar.
  case tabBarController(
    tabs: [ControllerNode], selectedIndex: Int = 0, tabBar: BarSpec = BarSpec(hidden: false))
  /// A `UIHostingController`, its SwiftUI `rootView` (docs/scenario-format.md#swiftui-views)
  /// its `safeAreaRegions` (iOS 16.4+; docs/behaviour.md#uikit-inside-swiftui) and its
  /// `sizingOptions` (iOS 16+; docs/behaviour.md#hosting-sizing-options).
  case hostingController(
    rootView: SwiftUINode, safeAreaRegions: HostingSafeAreaRegions = .all,
    sizingOptions: [HostingSizingOption] = [])
  /// A `UISplitViewController`: its style, display settings and columns
  /// (docs/scenario-format.md#split-view-controllers, docs/behaviour.md#split-view-controllers).
  indirect case splitViewController(SplitViewSpec)
  /// A `UIPageViewController`: its pages, the one shown first (0-based; the app's
  /// `setViewControllers` in `viewDidLoad`, so only it loads), and its style
  /// (docs/behaviour.md#page-view-controllers).
  case pageViewController(
    pages: [ControllerNode], selected: Int = 0, spec: PageViewSpec = PageViewSpec())

  /// The name the scenario format uses for the kind.
  public var name: String {
    switch self {
    case .viewController: "viewController"
    case .navigationController: "navigationController"
    case .tabBarController: "tabBarController"
    case .hostingController: "hostingController"
    case .splitViewController: "splitViewController"
    case .pageViewController: "pageViewController"
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
  /// What the controller is, with its kind-specific content.
  public var kind: ControllerKind
  /// The unique name records and events use (docs/scenario-format.md#names).
  public var name: String
  /// `additionalSafeAreaInsets` in points (negative values allowed); default zero.
  public var additionalSafeAreaInsets: EdgeInsets
  /// `edgesForExtendedLayout`; default ``RectEdges/all``.
  public var edgesForExtendedLayout: RectEdges
  /// `extendedLayoutIncludesOpaqueBars`; default `false`.
  public var extendedLayoutIncludesOpaqueBars: Bool
  /// `automaticallyAdjustsScrollViewInsets`, which counts on iOS 10 only
  /// (docs/behaviour.md#ios-10-scroll-view-insets); default `true`.
  public var automaticallyAdjustsScrollViewInsets: Bool
  /// `nil` leaves the choice to the system (hidden on an iPhone in landscape).
  public var prefersStatusBarHidden: Bool?
  /// `prefersHomeIndicatorAutoHidden`; default `false`.
  public var prefersHomeIndicatorAutoHidden: Bool
  /// `viewRespectsSystemMinimumLayoutMargins` (iOS 11+); default `true`.
  public var viewRespectsSystemMinimumLayoutMargins: Bool
  /// `hidesBottomBarWhenPushed`; default `false`.
  public var hidesBottomBarWhenPushed: Bool
  /// `navigationItem.largeTitleDisplayMode`; default ``LargeTitleDisplayMode/automatic``.
  public var largeTitleDisplayMode: LargeTitleDisplayMode
  /// `setContentScrollView(_:for: .all)` (iOS 15+): the name of the scroll view, among the
  /// controller's own views, that its bars follow instead of the one UIKit finds; `nil` leaves
  /// UIKit's choice (docs/behaviour.md#c2).
  public var contentScrollView: String?
  /// `navigationItem.searchController` (iOS 11+) with the item's search settings; `nil`: none
  /// (docs/behaviour.md#search-controllers).
  public var searchController: SearchControllerSpec?
  /// `navigationItem.navigationBarMinimization` (iOS 27+); `nil`: UIKit's defaults
  /// (docs/behaviour.md#bar-minimization).
  public var navigationBarMinimization: BarMinimizationSpec?
  /// The root view's `keyboardLayoutGuide` (iOS 15+); `nil`: the app does not use it.
  ///
  /// The trace carries the guide on the controller (docs/behaviour.md#keyboard-layout-guide).
  /// The builders set it in their `configure` closure.
  public var keyboardLayoutGuide: KeyboardLayoutGuideSpec? = nil
  /// `isModalInPresentation` (iOS 13+); default `false`.
  ///
  /// A sheet showing this controller refuses the user's drag to dismiss it
  /// (docs/behaviour.md#interactive-dismissal). The builders set it in their `configure`
  /// closure.
  public var isModalInPresentation = false
  /// The root view.
  public var view: ViewNode
  /// Child controllers by containment, installed in the controller's `viewDidLoad`.
  public var children: [ChildEmbedding]
  /// Where the node was written, for error messages; `nil` for nodes built in code.
  public var location: TextLocation?
  /// The JSON path the node was decoded from, so errors name it even when a sibling before it
  /// failed to decode.
  package var sourcePath: String?

  /// Creates a controller node; every property defaults to UIKit's default.
  public init(
    _ kind: ControllerKind = .viewController, name: String,
    additionalSafeAreaInsets: EdgeInsets = .zero, edgesForExtendedLayout: RectEdges = .all,
    extendedLayoutIncludesOpaqueBars: Bool = false,
    automaticallyAdjustsScrollViewInsets: Bool = true, prefersStatusBarHidden: Bool? = nil,
    prefersHomeIndicatorAutoHidden: Bool = false,
    viewRespectsSystemMinimumLayoutMargins: Bool = true, hidesBottomBarWhenPushed: Bool = false,
    largeTitleDisplayMode: LargeTitleDisplayMode = .automatic, contentScrollView: String? = nil,
    searchController: SearchControllerSpec? = nil,
    navigationBarMinimization: BarMinimizationSpec? = nil,
    view: ViewNode = ViewNode(), children: [ChildEmbedding] = [], location: TextLocation? = nil
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
    self.contentScrollView = contentScrollView
    self.searchController = searchController
    self.navigationBarMinimization = navigationBarMinimization
    self.view = view
    self.children = children
    self.location = location
  }
}
