import LifecycleSimCore
/// The limits on a hosting controller's `rootView` that keep its layout's recursion within a
/// small thread stack (docs/scenario-format.md#limits).
package enum SwiftUILimits {
  /// The deepest nesting of SwiftUI views: the root is level 1, and a child or the content of a
  /// modifier (`background`, `overlay`, `safeAreaInset`) is one level below its node.
  ///
  /// Measuring a stack recurses once per level (the modifiers of a node are walked in a loop,
  /// and placing uses a worklist); at about 6 KB a level in a debug build, 64 levels take under
  /// 400 KB, inside a 512 KiB secondary thread's stack.
  package static let maximumDepth = 64

  /// The largest magnitude a laid-out SwiftUI value may have.
  ///
  /// Scenario values stay within
  /// ±1000000, but a text offered a width near zero wraps onto as many lines as the width
  /// divides its own (1e17 points for a `frame` 1e-14 wide, infinity below 1e-292); beyond this
  /// the run is refused at the node, so a trace never holds a value its readers refuse
  /// (they take under 1e15) or a non-finite one.
  package static let largestValue: Double = 1e12

  /// `true` when every value of `placement` is finite and within ``largestValue``.
  static func isInRange(_ placement: SwiftUIPlacement) -> Bool {
    var values = placement.frame.array + placement.safeAreaInsets.array
    if let inset = placement.adjustedContentInset { values += inset.array }
    if let offset = placement.contentOffset { values += [offset.x, offset.y] }
    return values.allSatisfy { $0.magnitude <= largestValue }
  }
}
