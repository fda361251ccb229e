/// A callback or system-made state change recorded in a trace: the Swift base name of UIKit's
/// method, without arguments (docs/trace-formats.md).
public enum Callback: String, Sendable, CaseIterable, Hashable {
  case loadView
  case viewDidLoad
  case viewWillAppear
  case viewIsAppearing
  case viewDidAppear
  case viewWillDisappear
  case viewDidDisappear
  /// `willMove(toParent:)`.
  case willMove
  /// `didMove(toParent:)`.
  case didMove
  case viewWillLayoutSubviews
  case viewDidLayoutSubviews
  case viewSafeAreaInsetsDidChange
  case viewLayoutMarginsDidChange
  case viewWillTransition
  case willTransitionToTraitCollection
  case traitCollectionDidChange
  case safeAreaInsetsDidChange
  case layoutMarginsDidChange
  case layoutSubviews
  case adjustedContentInsetDidChange
  case scrollViewDidChangeAdjustedContentInset
  /// A state change made by the system, with `args.by` naming the mechanism.
  case contentInsetDidChange
  case keyboardWillShow
  case keyboardDidShow
  case keyboardWillHide
  case keyboardDidHide
  /// SwiftUI's `onAppear` of a named node.
  case onAppear
  /// SwiftUI's `onDisappear` of a named node.
  case onDisappear
  /// A named SwiftUI node's geometry as a `GeometryReader` reports it through a preference
  /// (seed004's `onPreferenceChange`): at a layout that changes its frame or insets.
  case onPreferenceChange
}
