import LifecycleSimCore
package import LifecycleSimSupport

/// `UIPageViewController.NavigationDirection`: the way pages move in a page change.
public enum PageDirection: String, Sendable, Hashable, CaseIterable {
  /// To a later page: `.forward`.
  case forward
  /// To an earlier page: `.reverse`.
  case reverse
}

/// A `page` event (docs/scenario-format.md#events): the app's
/// `setViewControllers(_:direction:animated:)` on a page view controller, or the user's swipe to
/// the next or previous page, which completes or is cancelled
/// (docs/behaviour.md#page-changes).
public struct PageChange: Sendable, Hashable {
  /// The page view controller's name.
  public var controller: String
  /// The index of the page to show, among the page view controller's `pages`.
  public var to: Int
  /// The direction given to `setViewControllers`, or `nil` for the way the page index moves.
  ///
  /// A swipe's direction is the way it moves.
  public var direction: PageDirection?
  /// Whether `setViewControllers` animates; a swipe is always animated.
  public var animated: Bool
  /// Whether the user swipes (an interactive transition) rather than the app setting the page.
  public var interactive: Bool
  /// Whether a swipe completes (`true`) or springs back (`false`); `true` for the app's change.
  public var completes: Bool
  /// The length of the animation in seconds; `nil`: the profile's page transition length.
  public var duration: Double?
  /// Where the event's argument was written, for errors; `nil` in code.
  package var location: TextLocation?

  /// Creates a page change; the defaults are the app's animated `setViewControllers`.
  public init(
    controller: String, to: Int, direction: PageDirection? = nil, animated: Bool = true,
    interactive: Bool = false, completes: Bool = true, duration: Double? = nil
  ) {
    self.controller = controller
    self.to = to
    self.direction = direction
    self.animated = animated
    self.interactive = interactive
    self.completes = completes
    self.duration = duration
  }

  /// The arguments as `name=value` pairs, as epoch summaries print them.
  package var detail: String {
    "controller=\(controller) to=\(to)"
      + (direction.map { " direction=\($0.rawValue)" } ?? "")
      + (interactive ? " interactive=true completes=\(completes)" : " animated=\(animated)")
      + (duration.map { " duration=\(PointFormatting.string($0))" } ?? "")
  }
}

extension PageChange {
  /// Whether two page changes say the same, wherever they were written.
  public static func == (lhs: PageChange, rhs: PageChange) -> Bool {
    lhs.controller == rhs.controller && lhs.to == rhs.to && lhs.direction == rhs.direction
      && lhs.animated == rhs.animated && lhs.interactive == rhs.interactive
      && lhs.completes == rhs.completes && lhs.duration == rhs.duration
  }

  /// Hashes what ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(controller)
    hasher.combine(to)
    hasher.combine(direction)
    hasher.combine(animated)
    hasher.combine(interactive)
    hasher.combine(completes)
    hasher.combine(duration)
  }
}
