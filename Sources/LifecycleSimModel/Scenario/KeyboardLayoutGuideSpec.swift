/// A controller whose root view's `keyboardLayoutGuide` the app uses (iOS 15+;
/// docs/scenario-format.md#controller-nodes): the trace then carries the guide's frame on the
/// controller (docs/behaviour.md#keyboard-layout-guide).
public struct KeyboardLayoutGuideSpec: Sendable, Hashable {
  /// `usesBottomSafeArea` (iOS 17+), when the app sets it; `nil` leaves UIKit's default, `true`
  /// (WEB-966), which is also how the guide behaves on iOS 15 and 16 (WEB-967).
  public var usesBottomSafeArea: Bool?

  /// Creates the settings; `nil` leaves UIKit's default.
  public init(usesBottomSafeArea: Bool? = nil) {
    self.usesBottomSafeArea = usesBottomSafeArea
  }

  /// Whether the guide rests on the safe area's bottom while no keyboard covers the view.
  public var restsOnSafeArea: Bool { usesBottomSafeArea ?? true }
}
