import LifecycleSimCore
import LifecycleSimModel

/// The appearance state machine of a controller (docs/behaviour.md#overview; the appearance state
/// machines of the UIKit reimplementations studied before the project began): every
/// "will" is paired with its "did" or with a reversal.
enum AppearanceState: Sendable {
  case disappeared
  case appearing
  case appeared
  case disappearing
}

/// How a controller is held by its parent.
enum ControllerRelation: Sendable {
  /// The window's root controller.
  case windowRoot
  /// An entry of a navigation controller's stack.
  case navigationStack
  /// A tab of a tab bar controller.
  case tab
  /// A child by containment, with the parent's view that holds its view.
  case contained(containerView: String?, layout: Layout)
  /// Presented modally by the controller `parent` names, in a resolved style.
  case presented(style: PresentationStyle)
  /// Removed from its parent (popped, dismissed or removed from containment).
  case removed
}

/// A navigation bar's state.
struct NavigationBarState: Equatable {
  package var object: ObjectID
  package var hidden: Bool
  var translucent: Bool
  var prefersLargeTitles: Bool
  /// The frame an app reads, in the navigation controller's view.
  package var frame: Rect = .zero
  /// The frame the children's insets are computed from (differs from ``frame`` only under
  /// `navBarUnderNotchWhenStatusBarHidden`).
  var insetFrame: Rect = .zero
}

/// A toolbar's or tab bar's state.
struct BarState: Equatable {
  package var object: ObjectID
  package var hidden: Bool
  var translucent: Bool
  /// The frame in the container's view.
  package var frame: Rect = .zero
  /// A tab bar floating at the top (iPad, iOS 18+).
  var floatingTop = false
  /// A tab bar minimized by scrolling (iOS 26+; docs/behaviour.md#tab-bar-minimization): its
  /// frame stays, and its bottom accessory goes inline.
  var minimized = false
  /// How far a tab bar's bottom accessory reaches into the tab children's bottom safe area,
  /// above the bar; 0 without one.
  var accessoryCover = 0.0
}

/// A tab bar controller's iOS 26 `tabBarMinimizeBehavior` and bottom accessory, and the content
/// scroll view that drove the bar when it was last placed (docs/behaviour.md#tab-bar-minimization).
struct TabBarMinimizationState: Equatable {
  var behavior: TabBarMinimizeBehavior
  /// The bottom accessory's height; `nil` without one.
  var accessoryHeight: Double?
  /// The selected tab's content scroll view when the bar was last placed, and its
  /// `contentOffset.y` then.
  var driver: ViewID?
  var driverOffsetY = 0.0
}

/// How much of a large title's zone shows, and the content offset it was computed for: a zone
/// changes only when its content scroll view's offset moves, so a controller popped back to
/// shows the zone it was left with.
struct LargeTitleState: Equatable {
  var visible: Double
  /// The content scroll view's `contentOffset.y`, `nil` without a content scroll view.
  var offsetY: Double?
}

/// One controller of the world, with its spec, tree links and live state.
struct ControllerState {
  package var name: String
  package var object: ObjectID
  package var node: ControllerNode
  package var parent: ControllerID?
  var relation: ControllerRelation = .windowRoot
  /// Navigation stack, bottom first.
  package var stack: [ControllerID] = []
  /// Tabs.
  package var tabs: [ControllerID] = []
  var selectedIndex = 0
  /// Children by containment, in order.
  package var contained: [ControllerID] = []
  /// The root view, once loaded.
  package var view: ViewID?
  var appearance = AppearanceState.disappeared
  package var additionalSafeAreaInsets: EdgeInsets
  /// `prefersStatusBarHidden` as the app answers it now.
  var prefersStatusBarHidden: Bool?
  /// The controller this one presents, if any.
  var presentedController: ControllerID?
  /// A presented controller's `sheetPresentationController` settings.
  package var sheet = SheetConfiguration()
  /// Where a presented controller's view sits, as last placed.
  package var placement: SheetPlacement?
  /// The content scroll view once looked for (`.some(nil)`: none), `nil` before the first look.
  var contentScrollView: ViewID??
  /// As the top of a navigation stack whose bar shows a large title, how much of the title's
  /// zone shows (docs/behaviour.md#large-title-collapse); `nil` while no large title shows.
  var largeTitle: LargeTitleState?
  package var topLayoutGuide: Double = 0
  package var bottomLayoutGuide: Double = 0
  package var navigationBar: NavigationBarState?
  package var toolbar: BarState?
  package var tabBar: BarState?
  /// A tab bar controller's iOS 26 minimization and accessory; `nil` before 26 and when the
  /// scenario sets neither.
  var tabBarMinimization: TabBarMinimizationState?
  /// The bars as the last geometry pass placed them (a container's only).
  var placedBars: PlacedBars?
  /// A hosting controller's named SwiftUI nodes, in ``SwiftUIStore/nodes``.
  var swiftUINodes: Range<Int> = 0..<0

  package init(name: String, object: ObjectID, node: ControllerNode) {
    self.name = name
    self.object = object
    self.node = node
    self.additionalSafeAreaInsets = node.additionalSafeAreaInsets
    self.prefersStatusBarHidden = node.prefersStatusBarHidden
  }

  var isNavigation: Bool {
    if case .navigationController = node.kind { return true }
    return false
  }

  var isTabBar: Bool {
    if case .tabBarController = node.kind { return true }
    return false
  }

  /// The children shown with this controller: the top of the stack, the selected tab, and the
  /// contained children.
  var visibleChildren: [ControllerID] {
    var result: [ControllerID] = []
    if let top = stack.last { result.append(top) }
    if tabs.indices.contains(selectedIndex) { result.append(tabs[selectedIndex]) }
    result.append(contentsOf: contained)
    return result
  }

  /// Every child, shown or not, in tree order.
  var allChildren: [ControllerID] { stack + tabs + contained }
}
