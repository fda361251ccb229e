/// The arguments of a recorded callback (`args` in JSON Lines), all optional.
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

  /// Creates arguments.
  public init(
    animated: Bool? = nil, parent: String?? = nil, size: Size? = nil, by: String? = nil,
    duration: Double? = nil
  ) {
    self.animated = animated
    self.parent = parent
    self.size = size
    self.by = by
    self.duration = duration
  }

  /// No arguments.
  public static let none = TraceArguments()

  /// `true` when no argument is set.
  public var isEmpty: Bool { self == .none }
}
