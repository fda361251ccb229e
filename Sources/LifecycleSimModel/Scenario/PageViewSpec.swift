/// `UIPageViewController.TransitionStyle` (docs/scenario-format.md#controller-nodes
/// `transitionStyle`).
public enum PageTransitionStyle: String, Sendable, Hashable, CaseIterable {
  /// Pages slide past in a scroll view, UIKit's default in code.
  case scroll
  /// Pages turn like a book's.
  case pageCurl
}

/// `UIPageViewController.NavigationOrientation` (docs/scenario-format.md#controller-nodes
/// `navigationOrientation`).
public enum PageNavigationOrientation: String, Sendable, Hashable, CaseIterable {
  /// Pages follow each other left to right (mirrored right to left), UIKit's default.
  case horizontal
  /// Pages follow each other top to bottom.
  case vertical
}

/// A page view controller's settings other than its pages: the two its initializer takes.
///
/// Neither changes a traced value: the shown page fills the page view controller's view in either
/// style and orientation (docs/behaviour.md#page-view-controllers). They are kept so that a
/// scenario says what the app builds, and an encoded scenario keeps them.
public struct PageViewSpec: Sendable, Hashable {
  /// `transitionStyle`; default ``PageTransitionStyle/scroll``.
  public var transitionStyle: PageTransitionStyle
  /// `navigationOrientation`; default ``PageNavigationOrientation/horizontal``.
  public var navigationOrientation: PageNavigationOrientation

  /// Creates the settings; the defaults are a scroll-style, horizontal page view controller.
  public init(
    transitionStyle: PageTransitionStyle = .scroll,
    navigationOrientation: PageNavigationOrientation = .horizontal
  ) {
    self.transitionStyle = transitionStyle
    self.navigationOrientation = navigationOrientation
  }
}
