/// The limits on a hosting controller's `rootView` that keep its layout's recursion within a
/// small thread stack (docs/scenario-format.md#limits).
enum SwiftUILimits {
  /// The deepest nesting of SwiftUI views: the root is level 1, and a child or the content of a
  /// modifier (`background`, `overlay`, `safeAreaInset`) is one level below its node.
  ///
  /// Measuring a stack recurses once per level (the modifiers of a node are walked in a loop,
  /// and placing uses a worklist); at about 6 KB a level in a debug build, 64 levels take under
  /// 400 KB, inside a 512 KiB secondary thread's stack.
  static let maximumDepth = 64
}
