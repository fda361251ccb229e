public import LifecycleSimCore

/// Short constructors for controller trees, the Swift spelling of the scenario format's
/// controller nodes (docs/scenario-format.md#swift).
///
/// ```swift
/// let root: ControllerNode = .tabs("Tabs", [
///   .navigation("Nav", [.controller("List", subviews: [.table("table", contentHeight: 2000)])]),
///   .hosting("Settings", .list("Rows", [.text("Row", width: 120, height: 44)])),
/// ])
/// ```
///
/// Each takes the kind's content; every other property keeps UIKit's default, and the trailing
/// `configure` closure sets any of them:
///
/// ```swift
/// .controller("Detail") { $0.hidesBottomBarWhenPushed = true }
/// ```
extension ControllerNode {
  /// A `UIViewController` whose root view is a plain view with `subviews`.
  public static func controller(
    _ name: String, subviews: [ViewNode] = [], children: [ChildEmbedding] = [],
    configure: (inout ControllerNode) -> Void = { _ in }
  ) -> ControllerNode {
    var node = ControllerNode(name: name, view: ViewNode(subviews: subviews), children: children)
    configure(&node)
    return node
  }

  /// A `UIViewController` whose root view is `view`, such as a `UITableViewController`'s table.
  ///
  /// `.controller("List", view: .table(contentHeight: 2000))`. The container places a root
  /// view, so `view`'s placement is cleared.
  public static func controller(
    _ name: String, view: ViewNode, children: [ChildEmbedding] = [],
    configure: (inout ControllerNode) -> Void = { _ in }
  ) -> ControllerNode {
    var root = view
    root.placement = .unspecified
    var node = ControllerNode(name: name, view: root, children: children)
    configure(&node)
    return node
  }

  /// A `UINavigationController` with `stack`, bottom first.
  public static func navigation(
    _ name: String, _ stack: [ControllerNode],
    navigationBar: NavigationBarSpec = NavigationBarSpec(),
    toolbar: BarSpec = BarSpec(hidden: true),
    configure: (inout ControllerNode) -> Void = { _ in }
  ) -> ControllerNode {
    var node = ControllerNode(
      .navigationController(stack: stack, navigationBar: navigationBar, toolbar: toolbar),
      name: name)
    configure(&node)
    return node
  }

  /// A `UITabBarController` with `tabs`, the one at `selectedIndex` selected.
  public static func tabs(
    _ name: String, _ tabs: [ControllerNode], selectedIndex: Int = 0,
    tabBar: BarSpec = BarSpec(hidden: false), configure: (inout ControllerNode) -> Void = { _ in }
  ) -> ControllerNode {
    var node = ControllerNode(
      .tabBarController(tabs: tabs, selectedIndex: selectedIndex, tabBar: tabBar), name: name)
    configure(&node)
    return node
  }

  /// A `UISplitViewController` of `style` with its columns' controllers
  /// (docs/scenario-format.md#split-view-controllers).
  ///
  /// ```swift
  /// ControllerNode.split(
  ///   "Split", style: .doubleColumn, primary: .controller("Sidebar"),
  ///   secondary: .controller("Detail"))
  /// ```
  public static func split(
    _ name: String, style: SplitViewStyle = .classic, primary: ControllerNode? = nil,
    supplementary: ControllerNode? = nil, secondary: ControllerNode? = nil,
    compact: ControllerNode? = nil, preferredDisplayMode: SplitDisplayMode = .automatic,
    preferredSplitBehavior: SplitBehavior = .automatic, preferredPrimaryColumnWidth: Double? = nil,
    preferredSupplementaryColumnWidth: Double? = nil,
    configure: (inout ControllerNode) -> Void = { _ in }
  ) -> ControllerNode {
    var columns: [SplitColumnChild] = []
    for (column, controller) in [
      (SplitColumn.primary, primary), (.supplementary, supplementary), (.secondary, secondary),
      (.compact, compact),
    ] {
      if let controller { columns.append(SplitColumnChild(column, controller)) }
    }
    var node = ControllerNode(
      .splitViewController(
        SplitViewSpec(
          style: style, preferredDisplayMode: preferredDisplayMode,
          preferredSplitBehavior: preferredSplitBehavior,
          preferredPrimaryColumnWidth: preferredPrimaryColumnWidth,
          preferredSupplementaryColumnWidth: preferredSupplementaryColumnWidth, columns: columns)),
      name: name)
    configure(&node)
    return node
  }

  /// A `UIPageViewController` with `pages`, the one at `selected` shown first.
  public static func pages(
    _ name: String, _ pages: [ControllerNode], selected: Int = 0,
    spec: PageViewSpec = PageViewSpec(), configure: (inout ControllerNode) -> Void = { _ in }
  ) -> ControllerNode {
    var node = ControllerNode(
      .pageViewController(pages: pages, selected: selected, spec: spec), name: name)
    configure(&node)
    return node
  }

  /// A `UIHostingController` whose `rootView` is `rootView` (iOS 13+), with its
  /// `safeAreaRegions` (iOS 16.4+) and `sizingOptions` (iOS 16+).
  public static func hosting(
    _ name: String, _ rootView: SwiftUINode, safeAreaRegions: HostingSafeAreaRegions = .all,
    sizingOptions: [HostingSizingOption] = [],
    configure: (inout ControllerNode) -> Void = { _ in }
  ) -> ControllerNode {
    var node = ControllerNode(
      .hostingController(
        rootView: rootView, safeAreaRegions: safeAreaRegions, sizingOptions: sizingOptions),
      name: name)
    configure(&node)
    return node
  }
}
