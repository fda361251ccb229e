public import LifecycleSimCore
public import LifecycleSimSupport

/// `UIModalPresentationStyle` values a scenario can present with.
public enum PresentationStyle: String, Sendable, Hashable, CaseIterable {
  case fullScreen
  case pageSheet
  case formSheet
  case overFullScreen
  /// A popover on iPad; in a compact environment it adapts to full screen up to iOS 12 and to a
  /// form sheet from 13 (docs/behaviour.md#popovers).
  case popover
}

/// The keyboard height of a `showKeyboard` event.
public enum KeyboardHeight: Sendable, Hashable {
  /// A height in points.
  case points(Double)
  /// The device's software keyboard: measured, or its screen class
  /// (docs/behaviour.md#keyboard-heights).
  case system
}

/// What a scenario event does (docs/scenario-format.md#events).
///
/// Arguments the format may leave out default as in the format (`animated: true`, the profile's
/// durations, the default style); ``push(_:on:animated:)``, ``present(_:from:style:detents:selectedDetent:animated:)``
/// and ``addChild(_:to:in:layout:)`` are shorter spellings.
// The three cases that carry a controller tree are `indirect`: a `ControllerNode` is 320 bytes,
// and inline it made every event of a scenario 440 bytes, most of the memory a streamed run of
// 100,000 events kept; boxed, an event takes 104.
public enum EventAction: Sendable, Equatable {
  /// Rotates the interface to an orientation (docs/behaviour.md#rotation).
  case rotate(Orientation)
  /// Sets a controller's `prefersStatusBarHidden`; only the controller that decides the
  /// status bar counts (docs/behaviour.md#status-bar-events).
  case setStatusBarHidden(controller: String, hidden: Bool, animated: Bool = true)
  /// `setNavigationBarHidden(_:animated:)` on a navigation controller.
  case setNavigationBarHidden(navigationController: String, hidden: Bool, animated: Bool = true)
  /// `setToolbarHidden(_:animated:)` on a navigation controller.
  case setToolbarHidden(navigationController: String, hidden: Bool, animated: Bool = true)
  /// Pushes a new controller, which loads at push time (docs/behaviour.md#push-and-pop).
  indirect case push(
    navigationController: String, controller: ControllerNode, animated: Bool = true)
  /// Pops the top controller of a navigation controller.
  case pop(navigationController: String, animated: Bool = true)
  /// The edge-swipe pop (an extension of the original format; docs/scenario-format.md#events): it
  /// begins at the event's time and ends `duration` later (the push/pop duration by default),
  /// completed or cancelled.
  case interactivePop(navigationController: String, completes: Bool, duration: Double? = nil)
  /// `style` `nil` is the profile's default (`automatic`); `sheet` is what the event sets on the
  /// presented controller's `sheetPresentationController` (iOS 15+); `popover` what it sets on
  /// its `popoverPresentationController` and `preferredContentSize` (style `popover`).
  indirect case present(
    from: String, controller: ControllerNode, style: PresentationStyle? = nil,
    animated: Bool = true,
    sheet: SheetConfiguration = SheetConfiguration(),
    popover: PopoverConfiguration = PopoverConfiguration())
  /// Dismisses a presented controller, named by `controller`.
  case dismiss(controller: String, animated: Bool = true)
  /// Selects a tab of a tab bar controller by its 0-based `index`.
  case selectTab(tabBarController: String, index: Int)
  /// Sets a controller's `additionalSafeAreaInsets`.
  case setAdditionalSafeAreaInsets(controller: String, insets: EdgeInsets)
  /// Sets a scroll view's `contentInset`.
  case setContentInset(view: String, insets: EdgeInsets)
  /// Sets a scroll view's `contentSize`.
  case setContentSize(view: String, size: Size)
  /// Sets a scroll view's `contentInsetAdjustmentBehavior`.
  case setContentInsetAdjustmentBehavior(view: String, behavior: ContentInsetAdjustmentBehavior)
  /// Sets a view's frame, in its superview's coordinates.
  case setFrame(view: String, frame: Rect)
  /// Adds a child controller by containment, its view in `containerView` (`nil`: the parent's
  /// root view), placed by `layout`.
  indirect case addChild(
    parent: String, controller: ControllerNode, containerView: String? = nil, layout: Layout = .fill
  )
  /// Removes a child added by containment.
  case removeChild(controller: String)
  /// Shows the software keyboard; `duration` in seconds, `nil` for the profile's (0.25).
  case showKeyboard(height: KeyboardHeight, duration: Double? = nil)
  /// Hides the software keyboard; `duration` in seconds, `nil` for the profile's (0.25).
  case hideKeyboard(duration: Double? = nil)
  /// Calls `setNeedsLayout()` on a view, which then lays out alone
  /// (docs/behaviour.md#layout-passes).
  case setNeedsLayout(view: String)
  /// Sets a controller's `prefersHomeIndicatorAutoHidden`; no inset changes.
  case setHomeIndicatorAutoHidden(controller: String, hidden: Bool)
  /// Scrolls a scroll view to a content offset, as one frame of a user's drag or
  /// `setContentOffset(_:animated: false)` does; a drag over time is a sequence of them
  /// (docs/behaviour.md#scrolling).
  case scroll(view: String, offset: Point)
  /// `setContentOffset(_:animated: true)`: the offset moves to `offset` at a constant rate over
  /// `duration` seconds (`nil`: the profile's), in `frames` frames (`nil`: one every 1/60 s),
  /// then the delegate's `scrollViewDidEndScrollingAnimation` (docs/behaviour.md#scrolling).
  case animatedScroll(view: String, offset: Point, duration: Double? = nil, frames: Int? = nil)
  /// Sets `searchController.isActive` on a controller's navigation item: the search starts or
  /// ends, and the navigation bar and the safe area below it follow
  /// (docs/behaviour.md#search-controllers).
  case setSearchActive(controller: String, active: Bool)
  /// A change of SwiftUI state: a navigation stack's push or pop, a tab view's selection, a
  /// sheet or full-screen cover, a view swapped by a condition
  /// (docs/behaviour.md#swiftui-events).
  indirect case swiftUI(SwiftUIEvent)
  /// Resizes or moves an iPad app's window, or changes its multitasking mode, as the `window`
  /// key describes it (docs/scenario-format.md#window-events): every visible controller gets
  /// `viewWillTransition(to:with:)`, and the trait callbacks when a size class changes
  /// (docs/behaviour.md#window-resize).
  case resizeWindow(WindowSpec)
  /// Shows or hides a column of a split view controller, or sets its display mode, as the `split`
  /// key describes it (docs/scenario-format.md#split-events): the delegate's
  /// `splitViewController(_:willChangeTo:)`, the appearance callbacks of the columns that come and
  /// go, their new frames (docs/behaviour.md#split-view-events).
  case split(controller: String, change: SplitViewChange)
  /// A page view controller changes page: the app's `setViewControllers` or the user's swipe
  /// (docs/behaviour.md#page-changes).
  case changePage(PageChange)
  /// A presented sheet's selected detent changes: the user's drag or the app's
  /// `selectedDetentIdentifier` (docs/behaviour.md#detent-changes).
  case changeDetent(DetentChange)
  /// The user drags a presented sheet down to dismiss it; the dismissal completes or is
  /// cancelled (docs/behaviour.md#interactive-dismissal).
  case interactiveDismissal(DismissDrag)

  /// The action's key in scenario files.
  public var name: String {
    switch self {
    case .rotate: "rotate"
    case .setStatusBarHidden: "setStatusBarHidden"
    case .setNavigationBarHidden: "setNavigationBarHidden"
    case .setToolbarHidden: "setToolbarHidden"
    case .push: "push"
    case .pop: "pop"
    case .interactivePop: "interactivePop"
    case .present: "present"
    case .dismiss: "dismiss"
    case .selectTab: "selectTab"
    case .setAdditionalSafeAreaInsets: "setAdditionalSafeAreaInsets"
    case .setContentInset: "setContentInset"
    case .setContentSize: "setContentSize"
    case .setContentInsetAdjustmentBehavior: "setContentInsetAdjustmentBehavior"
    case .setFrame: "setFrame"
    case .addChild: "addChild"
    case .removeChild: "removeChild"
    case .showKeyboard: "showKeyboard"
    case .hideKeyboard: "hideKeyboard"
    case .setNeedsLayout: "setNeedsLayout"
    case .setHomeIndicatorAutoHidden: "setHomeIndicatorAutoHidden"
    case .scroll, .animatedScroll: "scroll"
    case .setSearchActive: "setSearchActive"
    case .swiftUI: "swiftUI"
    case .resizeWindow: "window"
    case .split: "split"
    case .changePage: "page"
    case .changeDetent: "detent"
    case .interactiveDismissal: "dismissDrag"
    }
  }

  /// The most frames an animated scroll may have: ten seconds at 60 Hz.
  public static let mostScrollFrames = 600

  /// Every action key, in the order of docs/scenario-format.md#events.
  public static let allNames: [String] = [
    "rotate", "setStatusBarHidden", "setNavigationBarHidden", "setToolbarHidden", "push", "pop",
    "interactivePop", "present", "dismiss", "selectTab", "setAdditionalSafeAreaInsets",
    "setContentInset",
    "setContentSize", "setContentInsetAdjustmentBehavior", "setFrame", "addChild", "removeChild",
    "showKeyboard", "hideKeyboard", "setNeedsLayout", "setHomeIndicatorAutoHidden",
    "scroll", "setSearchActive", "swiftUI", "window", "split", "page", "detent",
    "dismissDrag",
  ]
}

/// A scenario event: an action at a time.
///
/// Events at the same time keep their order.
public struct ScenarioEvent: Sendable {
  /// Seconds after the initial display starts.
  public var at: Double
  /// What the event does.
  public var action: EventAction
  /// Where the event was written, for error messages; `nil` for events built in code.
  public var location: TextLocation?
  /// The JSON path the event was decoded from.
  package var sourcePath: String?

  /// Creates an event.
  public init(at: Double, _ action: EventAction, location: TextLocation? = nil) {
    self.at = at
    self.action = action
    self.location = location
  }
}

extension EventAction {
  /// `true` for `showKeyboard` and `hideKeyboard`.
  package var isKeyboardEvent: Bool {
    switch self {
    case .showKeyboard, .hideKeyboard: true
    default: false
    }
  }

  /// The view the action looks up by name, if any.
  package var viewName: String? {
    switch self {
    case .setContentInset(let view, _), .setContentSize(let view, _),
      .setContentInsetAdjustmentBehavior(let view, _), .setFrame(let view, _),
      .setNeedsLayout(let view), .scroll(let view, _):
      view
    default: nil
    }
  }

  /// The arguments as `name=value` pairs, as epoch summaries print them.
  public var detail: String {
    func insets(_ value: EdgeInsets) -> String { value.description }
    switch self {
    case .rotate(let orientation): return "orientation=\(orientation.rawValue)"
    case .setStatusBarHidden(let controller, let hidden, let animated):
      return "controller=\(controller) hidden=\(hidden) animated=\(animated)"
    case .setNavigationBarHidden(let navigation, let hidden, let animated),
      .setToolbarHidden(let navigation, let hidden, let animated):
      return "navigationController=\(navigation) hidden=\(hidden) animated=\(animated)"
    case .push(let navigation, let controller, let animated):
      return "navigationController=\(navigation) controller=\(controller.name) animated=\(animated)"
    case .pop(let navigation, let animated):
      return "navigationController=\(navigation) animated=\(animated)"
    case .interactivePop(let navigation, let completes, let duration):
      return "navigationController=\(navigation) completes=\(completes)"
        + (duration.map { " duration=\(PointFormatting.string($0))" } ?? "")
    case .present(let from, let controller, let style, let animated, let sheet, let popover):
      let detents =
        sheet.detents.isEmpty
        ? "" : " detents=[\(sheet.detents.map(\.text).joined(separator: ","))]"
      return "from=\(from) controller=\(controller.name)"
        + (style.map { " style=\($0.rawValue)" } ?? "") + " animated=\(animated)" + detents
        + (sheet.selectedDetent.map { " selectedDetent=\($0.text)" } ?? "") + popover.detail
    case .dismiss(let controller, let animated):
      return "controller=\(controller) animated=\(animated)"
    case .selectTab(let tabs, let index): return "tabBarController=\(tabs) index=\(index)"
    case .setAdditionalSafeAreaInsets(let controller, let value):
      return "controller=\(controller) insets=\(insets(value))"
    case .setContentInset(let view, let value): return "view=\(view) insets=\(insets(value))"
    case .setContentSize(let view, let size): return "view=\(view) size=\(size)"
    case .setContentInsetAdjustmentBehavior(let view, let behavior):
      return "view=\(view) behavior=\(behavior.rawValue)"
    case .setFrame(let view, let frame): return "view=\(view) frame=\(frame)"
    case .addChild(let parent, let controller, let container, _):
      return "parent=\(parent) controller=\(controller.name)"
        + (container.map { " in=\($0)" } ?? "")
    case .removeChild(let controller): return "controller=\(controller)"
    case .showKeyboard(let height, let duration):
      let heightText: String
      switch height {
      case .points(let points): heightText = PointFormatting.string(points)
      case .system: heightText = "system"
      }
      return "height=\(heightText)"
        + (duration.map { " duration=\(PointFormatting.string($0))" } ?? "")
    case .hideKeyboard(let duration):
      return duration.map { "duration=\(PointFormatting.string($0))" } ?? ""
    case .setNeedsLayout(let view): return "view=\(view)"
    case .setHomeIndicatorAutoHidden(let controller, let hidden):
      return "controller=\(controller) hidden=\(hidden)"
    case .scroll(let view, let offset):
      return "view=\(view) offset=(\(PointFormatting.string(offset.x)),"
        + "\(PointFormatting.string(offset.y)))"
    case .setSearchActive(let controller, let active):
      return "controller=\(controller) active=\(active)"
    case .resizeWindow(let window):
      return "mode=\(window.mode.rawValue)" + (window.size.map { " size=\($0)" } ?? "")
        + (window.origin.map { " origin=\($0)" } ?? "")
    case .animatedScroll(let view, let offset, let duration, let frames):
      return "view=\(view) offset=(\(PointFormatting.string(offset.x)),"
        + "\(PointFormatting.string(offset.y))) animated=true"
        + (duration.map { " duration=\(PointFormatting.string($0))" } ?? "")
        + (frames.map { " frames=\($0)" } ?? "")
    case .swiftUI(let event):
      return event.detail
    case .split(let controller, let change):
      return "controller=\(controller) \(change.key)=\(change.value)"
    case .changePage(let change):
      return change.detail
    case .changeDetent(let change):
      return change.detail
    case .interactiveDismissal(let drag):
      return drag.detail
    }
  }
}
