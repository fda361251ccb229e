/// A member of `UIHostingController.sizingOptions` (iOS 16+; docs/scenario-format.md
/// `sizingOptions`, docs/behaviour.md#hosting-sizing-options).
public enum HostingSizingOption: String, Sendable, Hashable, CaseIterable {
  /// `.preferredContentSize`: the controller's `preferredContentSize` tracks the content's ideal
  /// size (WEB-954, WEB-986), which a popover presenting it takes as its content size.
  case preferredContentSize
  /// `.intrinsicContentSize`: the hosting view's intrinsic size follows the ideal size, for
  /// Auto Layout (WEB-954); nothing traced reads it.
  case intrinsicContentSize
}
