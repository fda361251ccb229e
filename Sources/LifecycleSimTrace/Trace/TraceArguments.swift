public import LifecycleSimCore

/// The arguments of a recorded callback (`args` in docs/trace-formats.md), all optional.
public struct TraceArguments: Sendable, Hashable {
  /// `animated` of appearance callbacks.
  public var animated: Bool?
  /// `toParent` of `willMove`/`didMove`: the parent's name, or `.some(nil)` for `nil`.
  public var parent: String??
  /// `size` of `viewWillTransition(to:with:)`.
  public var size: Size?
  /// The mechanism behind a system-made state change (`automaticallyAdjustsScrollViewInsets`).
  public var by: String?
  /// The animation's duration in seconds (keyboard notifications).
  public var duration: Double?
  /// The animation curve, `UIKeyboardAnimationCurveUserInfoKey` (keyboard notifications).
  public var curve: Int?
  /// `UIKeyboardFrameBeginUserInfoKey`: the keyboard's frame in screen coordinates before the
  /// animation.
  public var frameBegin: Rect?
  /// `UIKeyboardFrameEndUserInfoKey`: the keyboard's frame in screen coordinates after the
  /// animation.
  public var frameEnd: Rect?
  /// `UIKeyboardIsLocalUserInfoKey`: whether the keyboard belongs to this app.
  public var isLocal: Bool?
  /// The horizontal size class of the trait collection a trait callback brings, in scenarios
  /// with a `window` (docs/trace-formats.md#records).
  public var horizontalSizeClass: SizeClass?
  /// The vertical size class of the trait collection a trait callback brings, in scenarios
  /// with a `window` (docs/trace-formats.md#records).
  public var verticalSizeClass: SizeClass?
  /// The display mode a split view is about to take, on the split view delegate's
  /// `splitViewControllerWillChangeDisplayMode` (docs/trace-formats.md#records).
  public var displayMode: SplitDisplayMode?
  /// `transitionCompleted` of the page view controller delegate's `didFinishAnimating`: whether
  /// the swipe completed.
  public var completed: Bool?
  /// The column a split view delegate's column record is about: `willShow`, `willHide`,
  /// `didShow`, `didHide`, and the proposed top column of `topColumnForCollapsing`
  /// (docs/trace-formats.md#records).
  public var column: SplitColumn?

  /// Creates arguments.
  public init(
    animated: Bool? = nil, parent: String?? = nil, size: Size? = nil, by: String? = nil,
    duration: Double? = nil, curve: Int? = nil, frameBegin: Rect? = nil, frameEnd: Rect? = nil,
    isLocal: Bool? = nil, horizontalSizeClass: SizeClass? = nil,
    verticalSizeClass: SizeClass? = nil, displayMode: SplitDisplayMode? = nil,
    completed: Bool? = nil, column: SplitColumn? = nil
  ) {
    self.animated = animated
    self.parent = parent
    self.size = size
    self.by = by
    self.duration = duration
    self.curve = curve
    self.frameBegin = frameBegin
    self.frameEnd = frameEnd
    self.isLocal = isLocal
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.displayMode = displayMode
    self.completed = completed
    self.column = column
  }

  /// No arguments.
  public static let none = TraceArguments()

  /// `true` when no argument is set.
  public var isEmpty: Bool { self == .none }
}
