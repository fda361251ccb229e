/// An interface orientation, as scenario files spell it.
public enum Orientation: String, Sendable, CaseIterable {
  case portrait
  /// Upside down; a notched iPhone stays in portrait, with a warning, unless
  /// `upsideDownSwapsInsets` is on (docs/behaviour.md#rotation).
  case portraitUpsideDown
  case landscapeLeft
  case landscapeRight

  /// `true` for the two landscape orientations.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The horizontal layout direction of the app's content.
public enum LayoutDirection: String, Sendable, CaseIterable {
  case leftToRight
  case rightToLeft
}
