/// `UIModalPresentationStyle` values a scenario can present with.
public enum PresentationStyle: String, Sendable, Hashable, CaseIterable {
  case fullScreen
  case pageSheet
  case formSheet
  case overFullScreen
}

/// The keyboard height of a `showKeyboard` event.
public enum KeyboardHeight: Sendable, Hashable {
  /// A height in points.
  case points(Double)
  /// The device's measured keyboard height (BEHAVIOUR.md §3.3).
  case system
}

/// What a scenario event does (FORMATS.md §1 "Events").
public enum EventAction: Sendable {
  case rotate(Orientation)
  case setStatusBarHidden(controller: String, hidden: Bool, animated: Bool)
  case setNavigationBarHidden(navigationController: String, hidden: Bool, animated: Bool)
  case setToolbarHidden(navigationController: String, hidden: Bool, animated: Bool)
  case push(navigationController: String, controller: ControllerNode, animated: Bool)
  case pop(navigationController: String, animated: Bool)
  /// `style` `nil` is the profile's default (`automatic`).
  case present(from: String, controller: ControllerNode, style: PresentationStyle?, animated: Bool)
  case dismiss(controller: String, animated: Bool)
  case selectTab(tabBarController: String, index: Int)
  case setAdditionalSafeAreaInsets(controller: String, insets: EdgeInsets)
  case setContentInset(view: String, insets: EdgeInsets)
  case setContentSize(view: String, size: Size)
  case setContentInsetAdjustmentBehavior(view: String, behavior: ContentInsetAdjustmentBehavior)
  case setFrame(view: String, frame: Rect)
  case addChild(parent: String, controller: ControllerNode, containerView: String?, layout: Layout)
  case removeChild(controller: String)
  case showKeyboard(height: KeyboardHeight, duration: Double?)
  case hideKeyboard(duration: Double?)
  case setNeedsLayout(view: String)
  case setHomeIndicatorAutoHidden(controller: String, hidden: Bool)

  /// The action's key in scenario files.
  public var name: String {
    switch self {
    case .rotate: "rotate"
    case .setStatusBarHidden: "setStatusBarHidden"
    case .setNavigationBarHidden: "setNavigationBarHidden"
    case .setToolbarHidden: "setToolbarHidden"
    case .push: "push"
    case .pop: "pop"
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
    }
  }

  /// Every action key, in FORMATS.md order.
  public static let allNames: [String] = [
    "rotate", "setStatusBarHidden", "setNavigationBarHidden", "setToolbarHidden", "push", "pop",
    "present", "dismiss", "selectTab", "setAdditionalSafeAreaInsets", "setContentInset",
    "setContentSize", "setContentInsetAdjustmentBehavior", "setFrame", "addChild", "removeChild",
    "showKeyboard", "hideKeyboard", "setNeedsLayout", "setHomeIndicatorAutoHidden",
  ]
}

/// A scenario event: an action at a time.
///
/// Events at the same time keep their order.
public struct ScenarioEvent: Sendable {
  /// Seconds after the initial display starts.
  public var at: Double
  public var action: EventAction
  /// Where the event was written, for error messages; `nil` for events built in code.
  public var location: TextLocation?
  /// The JSON path the event was decoded from.
  var sourcePath: String?

  /// Creates an event.
  public init(at: Double, _ action: EventAction, location: TextLocation? = nil) {
    self.at = at
    self.action = action
    self.location = location
  }
}
