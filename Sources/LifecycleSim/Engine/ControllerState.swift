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
struct NavigationBarState {
  var object: Int32
  var hidden: Bool
  var translucent: Bool
  var prefersLargeTitles: Bool
  /// The frame an app reads, in the navigation controller's view.
  var frame: Rect = .zero
  /// The frame the children's insets are computed from (differs from ``frame`` only under
  /// `navBarUnderNotchWhenStatusBarHidden`).
  var insetFrame: Rect = .zero
}

/// A toolbar's or tab bar's state.
struct BarState {
  var object: Int32
  var hidden: Bool
  var translucent: Bool
  /// The frame in the container's view.
  var frame: Rect = .zero
  /// A tab bar floating at the top (iPad, iOS 18+).
  var floatingTop = false
}

/// One controller of the world, with its spec, tree links and live state.
struct ControllerState {
  var name: String
  var object: Int32
  var node: ControllerNode
  var parent: Int32 = -1
  var relation: ControllerRelation = .windowRoot
  /// Navigation stack, bottom first.
  var stack: [Int32] = []
  /// Tabs.
  var tabs: [Int32] = []
  var selectedIndex = 0
  /// Children by containment, in order.
  var contained: [Int32] = []
  /// The root view, or -1 until loaded.
  var view: Int32 = -1
  var appearance = AppearanceState.disappeared
  var additionalSafeAreaInsets: EdgeInsets
  /// `prefersStatusBarHidden` as the app answers it now.
  var prefersStatusBarHidden: Bool?
  /// The controller this one presents, or -1.
  var presentedController: Int32 = -1
  /// The content scroll view once found (-1: none), `nil` before the first look.
  var contentScrollView: Int32?
  var topLayoutGuide: Double = 0
  var bottomLayoutGuide: Double = 0
  var navigationBar: NavigationBarState?
  var toolbar: BarState?
  var tabBar: BarState?

  init(name: String, object: Int32, node: ControllerNode) {
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
  var visibleChildren: [Int32] {
    var result: [Int32] = []
    if let top = stack.last { result.append(top) }
    if tabs.indices.contains(selectedIndex) { result.append(tabs[selectedIndex]) }
    result.append(contentsOf: contained)
    return result
  }

  /// Every child, shown or not, in tree order.
  var allChildren: [Int32] { stack + tabs + contained }
}
