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
  /// A page of a page view controller.
  case page
  /// A child by containment, with the parent's view that holds its view.
  case contained(containerView: String?, layout: Layout)
  /// Presented modally by the controller `parent` names, in a resolved style.
  case presented(style: PresentationStyle)
  /// Removed from its parent (popped, dismissed or removed from containment).
  case removed
  /// A column of a split view controller.
  case splitColumn(SplitColumn)
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
  /// The search field docked at the bottom of the navigation controller's view (iOS 26 iPhone),
  /// in that view's coordinates; `nil` when the top controller's search is not docked there
  /// (docs/behaviour.md#search-controllers).
  var searchDock: Rect?
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

/// How much of the navigation bar's collapsing zone shows (the large title's band, with a
/// revealed search slot above it), and the content offset it was computed for: a zone changes
/// only when its content scroll view's offset moves, so a controller popped back to shows the
/// zone it was left with (docs/behaviour.md#large-title-collapse, #search-controllers).
struct CollapsingZoneState: Equatable {
  /// The zone's full height when it was computed.
  var zone: Double
  var visible: Double
  /// The content scroll view's ``ScrollState/scrollCount`` when the zone was computed, `nil`
  /// without a content scroll view.
  var scrollCount: Int?
  /// A search slot that hides when scrolling has been revealed (pulled down, or by a search
  /// that ended), so it is part of the zone.
  var searchRevealed = false
  /// The search was active when the zone was last computed.
  var searchWasActive = false
}

/// Whether a navigation bar is minimized (iOS 27), and the content scroll view as last seen.
struct BarMinimizationState: Equatable {
  var minimized: Bool
  /// The content scroll view's `contentOffset.y` at the last look, wherever the system moved it.
  var offsetY: Double
  /// Its ``ScrollState/scrollCount`` at the last look: a scroll since decides again.
  var scrollCount: Int
}

/// What a `present` event set on the presented controller (docs/behaviour.md#sheets,
/// docs/behaviour.md#popovers), set at its presentation; a `detent` event replaces it with
/// settings whose selected detent changed (docs/behaviour.md#detent-changes).
///
/// A class, so that the many controllers that are not presented pay one empty reference in
/// ``ControllerState`` rather than the settings inline (the geometry pass copies controller
/// states: 40 bytes less each, and one reference counted instead of the detents' array); its
/// values never change, so a copied world may share it.
final class PresentationSettings: Sendable {
  /// The `sheetPresentationController` settings.
  let sheet: SheetConfiguration
  /// The `popoverPresentationController` settings.
  let popover: PopoverConfiguration
  /// What a popover points at: a view, and a rectangle in its bounds (`nil`: all of them);
  /// `nil` for no source.
  let popoverSource: (view: ViewID, rect: Rect?)?

  init(
    sheet: SheetConfiguration, popover: PopoverConfiguration,
    popoverSource: (view: ViewID, rect: Rect?)?
  ) {
    self.sheet = sheet
    self.popover = popover
    self.popoverSource = popoverSource
  }
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
  /// A page view controller's pages (its data source's controllers), in order.
  package var pages: [ControllerID] = []
  /// The index in ``pages`` of the page shown.
  var shownPage = 0
  /// Children by containment, in order.
  package var contained: [ControllerID] = []
  /// A split view controller's columns, in column order.
  package var columns: [ControllerID] = []
  /// A split view controller's columns on screen now, as its last arrangement chose them
  /// (docs/behaviour.md#split-view-controllers).
  var shownColumns: [ControllerID] = []
  /// A split view controller's last arrangement; `nil` for other controllers.
  var splitArrangement: SplitViewRule.Arrangement?
  /// The display mode a `split` event asked for (`preferredDisplayMode` set while the app runs,
  /// or the mode `show(_:)` or `hide(_:)` chose); `nil` until one does, when the scenario's
  /// `preferredDisplayMode` holds (docs/behaviour.md#split-view-events).
  var splitDisplayMode: SplitDisplayMode?
  /// What a split view adds to this column's root view safe area (the primary's buffer, or the
  /// width a floating sidebar covers).
  var columnInsets: EdgeInsets = .zero
  /// A hosting controller's children that its `viewControllerRepresentable` nodes show.
  var represents: [String] = []
  /// Whether a `viewControllerRepresentable` shows this child: SwiftUI places its view
  /// (docs/behaviour.md#uikit-inside-swiftui).
  var isRepresented = false
  /// The root view, once loaded.
  package var view: ViewID?
  var appearance = AppearanceState.disappeared
  package var additionalSafeAreaInsets: EdgeInsets
  /// `prefersStatusBarHidden` as the app answers it now.
  var prefersStatusBarHidden: Bool?
  /// The controller this one presents, if any.
  var presentedController: ControllerID?
  /// A presented controller's sheet and popover settings; `nil` for any other controller.
  var presentation: PresentationSettings?
  /// Where a presented controller's view sits, as last placed.
  package var placement: SheetPlacement?
  /// The content scroll view once looked for (`.some(nil)`: none), `nil` before the first look.
  var contentScrollView: ViewID??
  /// As the top of a navigation stack whose bar shows a large title or a search slot that
  /// hides when scrolling, how much of that zone shows (docs/behaviour.md#large-title-collapse);
  /// `nil` while there is no such zone.
  var collapsingZone: CollapsingZoneState?
  /// As the top of a navigation stack whose bar can minimize, whether it is minimized
  /// (docs/behaviour.md#bar-minimization); `nil` while it cannot.
  var barMinimization: BarMinimizationState?
  /// `navigationItem.searchController.isActive`, as the `setSearchActive` event last set it.
  var searchActive = false
  package var topLayoutGuide: Double = 0
  package var bottomLayoutGuide: Double = 0
  /// The root view's `keyboardLayoutGuide.layoutFrame` when the scenario uses the guide, else
  /// `nil`; zero until first computed, as a layout guide's frame is before layout.
  package var keyboardLayoutGuide: Rect?
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
    if node.keyboardLayoutGuide != nil { keyboardLayoutGuide = .zero }
  }

  var isNavigation: Bool {
    if case .navigationController = node.kind { return true }
    return false
  }

  var isTabBar: Bool {
    if case .tabBarController = node.kind { return true }
    return false
  }

  var isSplit: Bool {
    if case .splitViewController = node.kind { return true }
    return false
  }

  var isPageView: Bool {
    if case .pageViewController = node.kind { return true }
    return false
  }

  /// The children shown with this controller: the top of the stack, the selected tab, the
  /// shown page, the shown columns, and the contained children.
  var visibleChildren: [ControllerID] {
    var result: [ControllerID] = []
    if let top = stack.last { result.append(top) }
    if tabs.indices.contains(selectedIndex) { result.append(tabs[selectedIndex]) }
    result.append(contentsOf: shownColumns)
    if pages.indices.contains(shownPage) { result.append(pages[shownPage]) }
    result.append(contentsOf: contained)
    return result
  }

  /// Every child, shown or not, in tree order.
  var allChildren: [ControllerID] { stack + tabs + columns + pages + contained }
}
