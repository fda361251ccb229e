package import LifecycleSimCore

/// What a hosting view gives its SwiftUI content: its size, its safe area from the UIKit engine
/// (window, bars, `additionalSafeAreaInsets`, sheets), the keyboard's overlap, and the
/// behaviour and bar metrics SwiftUI's own containers use (docs/behaviour.md#swiftui).
package struct SwiftUIHost: Sendable {
  /// The hosting view's bounds size.
  package var size: Size
  /// The hosting view's `safeAreaInsets`: the container region.
  package var containerInsets: EdgeInsets
  /// How much of the hosting view's bottom the keyboard covers: the keyboard region (0 when
  /// hidden, and on iOS 13).
  package var keyboardOverlap: Double
  package var direction: LayoutDirection
  /// Half a pixel: how close an edge must be to the safe area's to touch it.
  package var tolerance: Double
  package var behaviour: SwiftUIBehaviour
  package var bars: BarEnvironment
  package var navigationBar: NavigationBarMetrics
  package var tabBar: TabBarMetrics
  /// How far a navigation bar rises into the status bar on a Dynamic Island device (GT-121).
  package var navigationBarOverlap: Double?
  /// The leading inset of a `List` row's content: the root layout margin (C21).
  package var rowInset: Double
  /// The named scroll views the `scroll` event moved, by name; the others rest at their top
  /// (docs/behaviour.md#swiftui-scrolling).
  package var scrollPositions: [String: SwiftUIScrollPosition] = [:]
  /// Each navigation stack's large title as the last layout left it, by node index in the
  /// ``SwiftUITree``.
  package var largeTitles: [Int: SwiftUILargeTitle] = [:]
  /// Each navigation stack's bar minimization as the last layout left it, by node index in the
  /// ``SwiftUITree`` (iOS 27).
  package var barMinimizations: [Int: SwiftUIBarMinimization] = [:]
  /// Whether the hosting view's horizontal size class is regular: a `NavigationSplitView`
  /// collapses into one column in a compact one (docs/behaviour.md#swiftui-navigation-split-view).
  package var horizontalRegular = false
  /// Whether a split view's sidebar floats over the column after it (iOS 26+, WEB-892).
  package var floatingSidebar = false

  /// Creates a value from each of its stored properties.
  package init(
    size: Size, containerInsets: EdgeInsets, keyboardOverlap: Double, direction: LayoutDirection,
    tolerance: Double, behaviour: SwiftUIBehaviour, bars: BarEnvironment,
    navigationBar: NavigationBarMetrics, tabBar: TabBarMetrics, navigationBarOverlap: Double?,
    rowInset: Double
  ) {
    self.size = size
    self.containerInsets = containerInsets
    self.keyboardOverlap = keyboardOverlap
    self.direction = direction
    self.tolerance = tolerance
    self.behaviour = behaviour
    self.bars = bars
    self.navigationBar = navigationBar
    self.tabBar = tabBar
    self.navigationBarOverlap = navigationBarOverlap
    self.rowInset = rowInset
  }

  /// The safe area at the hosting view's bounds.
  package var rootSafeArea: SwiftUISafeArea {
    let bounds = Rect(size: size)
    var keyboard = bounds
    if keyboardOverlap > 0 { keyboard = bounds.withMaxY(max(0, size.height - keyboardOverlap)) }
    return SwiftUISafeArea(
      outer: bounds, container: bounds.inset(by: containerInsets), keyboard: keyboard)
  }
}

/// Where the layout put one named node, in the hosting view's coordinates.
package struct SwiftUIPlacement: Sendable, Hashable {
  package var frame: Rect
  /// What its `GeometryReader` reads.
  package var safeAreaInsets: EdgeInsets
  /// For `ScrollView`, `List` and `Form`: their content insets (UIKit's `automatic`) and
  /// resting offset.
  package var adjustedContentInset: EdgeInsets?
  package var contentOffset: Point?
  /// The safe area it was laid out in and the frame it had before its own container
  /// extension, for `explain`.
  package var safeArea: SwiftUISafeArea
}
