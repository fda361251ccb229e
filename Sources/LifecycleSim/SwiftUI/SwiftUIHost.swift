/// What a hosting view gives its SwiftUI content: its size, its safe area from the UIKit engine
/// (window, bars, `additionalSafeAreaInsets`, sheets), the keyboard's overlap, and the
/// behaviour and bar metrics SwiftUI's own containers use (docs/behaviour.md#swiftui).
struct SwiftUIHost: Sendable {
  /// The hosting view's bounds size.
  var size: Size
  /// The hosting view's `safeAreaInsets`: the container region.
  var containerInsets: EdgeInsets
  /// How much of the hosting view's bottom the keyboard covers: the keyboard region (0 when
  /// hidden, and on iOS 13).
  var keyboardOverlap: Double
  var direction: LayoutDirection
  /// Half a pixel: how close an edge must be to the safe area's to touch it.
  var tolerance: Double
  var behaviour: SwiftUIBehaviour
  var bars: BarEnvironment
  var navigationBar: NavigationBarMetrics
  var tabBar: TabBarMetrics
  /// How far a navigation bar rises into the status bar on a Dynamic Island device (GT-121).
  var navigationBarOverlap: Double?
  /// The leading inset of a `List` row's content: the root layout margin (C21).
  var rowInset: Double

  /// The safe area at the hosting view's bounds.
  var rootSafeArea: SwiftUISafeArea {
    let bounds = Rect(size: size)
    var keyboard = bounds
    if keyboardOverlap > 0 { keyboard = bounds.withMaxY(max(0, size.height - keyboardOverlap)) }
    return SwiftUISafeArea(
      outer: bounds, container: bounds.inset(by: containerInsets), keyboard: keyboard)
  }
}

/// Where the layout put one named node, in the hosting view's coordinates.
struct SwiftUIPlacement: Sendable, Hashable {
  var frame: Rect
  /// What its `GeometryReader` reads.
  var safeAreaInsets: EdgeInsets
  /// For `ScrollView`, `List` and `Form`: their content insets (UIKit's `automatic`) and
  /// resting offset.
  var adjustedContentInset: EdgeInsets?
  var contentOffset: Point?
  /// The safe area it was laid out in and the frame it had before its own container
  /// extension, for `explain`.
  var safeArea: SwiftUISafeArea
}
