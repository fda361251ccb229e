/// A callback or system-made state change recorded in a trace: the Swift base name of UIKit's
/// method, without arguments (docs/trace-formats.md).
public enum Callback: String, Sendable, CaseIterable, Hashable {
  case loadView
  case viewDidLoad
  case viewWillAppear
  /// `viewIsAppearing(_:)`: iOS 17+, or 13+ with `backDeployViewIsAppearing`.
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
  /// A controller's `viewSafeAreaInsetsDidChange()` (iOS 11+).
  case viewSafeAreaInsetsDidChange
  /// A controller's `viewLayoutMarginsDidChange()` (iOS 11+).
  case viewLayoutMarginsDidChange
  /// `viewWillTransition(to:with:)`, with the new `size`.
  case viewWillTransition
  /// `willTransition(to:with:)` for a new trait collection.
  case willTransitionToTraitCollection
  case traitCollectionDidChange
  /// A view's `safeAreaInsetsDidChange()` (iOS 11+).
  case safeAreaInsetsDidChange
  /// A view's `layoutMarginsDidChange()`.
  case layoutMarginsDidChange
  /// A view's `layoutSubviews()`.
  case layoutSubviews
  /// A scroll view's `adjustedContentInsetDidChange()` (iOS 11+).
  case adjustedContentInsetDidChange
  /// The scroll view delegate's `scrollViewDidChangeAdjustedContentInset(_:)`, right after
  /// `adjustedContentInsetDidChange`.
  case scrollViewDidChangeAdjustedContentInset
  /// A state change made by the system, with `args.by` naming the mechanism.
  case contentInsetDidChange
  /// `keyboardWillShowNotification`, on the `keyboard` object.
  case keyboardWillShow
  /// `keyboardDidShowNotification`, on the `keyboard` object.
  case keyboardDidShow
  /// `keyboardWillHideNotification`, on the `keyboard` object.
  case keyboardWillHide
  /// `keyboardDidHideNotification`, on the `keyboard` object.
  case keyboardDidHide
  /// SwiftUI's `onAppear` of a named node.
  case onAppear
  /// SwiftUI's `onDisappear` of a named node.
  case onDisappear
  /// A named SwiftUI node's geometry as a `GeometryReader` reports it through a preference
  /// (seed004's `onPreferenceChange`): at a layout that changes its frame or insets.
  case onPreferenceChange
  /// The scroll view delegate's `scrollViewDidScroll(_:)`, when a `scroll` event moves the
  /// content offset.
  case scrollViewDidScroll
  /// The scroll view delegate's `scrollViewDidEndScrollingAnimation(_:)`, at the end of an
  /// animated scroll.
  case scrollViewDidEndScrollingAnimation
  /// A named SwiftUI node's `.task` starts, right after its `onAppear`.
  case taskStart
  /// A named SwiftUI node's `.task` is cancelled, right after its `onDisappear`.
  case taskCancel
  /// The split view delegate's `splitViewControllerDidCollapse(_:)`, on the split view
  /// controller, once a width class change has collapsed its columns into one.
  case splitViewControllerDidCollapse
  /// The split view delegate's `splitViewControllerDidExpand(_:)`, on the split view controller,
  /// once a width class change has brought its columns back.
  case splitViewControllerDidExpand
  /// The split view delegate's `splitViewController(_:willChangeTo:)`, on the split view
  /// controller, with the `displayMode` it is about to take: before a `split` event changes which
  /// columns show (docs/behaviour.md#split-view-events).
  case splitViewControllerWillChangeDisplayMode
  /// The page view controller delegate's `pageViewController(_:willTransitionTo:)`, on the page
  /// view controller, as a swipe begins (never for `setViewControllers`).
  case pageViewControllerWillTransition
  /// The page view controller delegate's
  /// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`, on
  /// the page view controller, as a swipe ends, with `completed`.
  case pageViewControllerDidFinishAnimating
  /// The sheet presentation controller delegate's
  /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`, on the presented
  /// controller, after the user drags its sheet to another detent (never for the app's own
  /// change; docs/behaviour.md#detent-changes).
  case sheetPresentationControllerDidChangeSelectedDetentIdentifier
  /// The presentation controller delegate's `presentationControllerWillDismiss(_:)`, on the
  /// presented controller, as the user starts dragging its sheet down (never for the app's
  /// `dismiss`; docs/behaviour.md#interactive-dismissal).
  case presentationControllerWillDismiss
  /// The presentation controller delegate's `presentationControllerDidDismiss(_:)`, on the
  /// presented controller, once the user's drag has dismissed its sheet.
  case presentationControllerDidDismiss
  /// The presentation controller delegate's `presentationControllerDidAttemptToDismiss(_:)`, on
  /// the presented controller, when `isModalInPresentation` refuses the user's drag.
  case presentationControllerDidAttemptToDismiss
  /// The split view delegate's `splitViewController(_:willShow:)` (iOS 14+, column styles), on
  /// the split view controller, with the `column` about to show: when the system (a rotation, a
  /// window change, a collapse or expansion) shows it, never for `show(_:)`
  /// (docs/behaviour.md#split-view-system-changes).
  case splitViewControllerWillShowColumn
  /// The split view delegate's `splitViewController(_:willHide:)` (iOS 14+, column styles), on
  /// the split view controller, with the `column` about to hide: when the system hides it, never
  /// for `hide(_:)`.
  case splitViewControllerWillHideColumn
  /// The split view delegate's `splitViewController(_:didShow:)` (iOS 26+), on the split view
  /// controller, with the `column` the system finished showing.
  case splitViewControllerDidShowColumn
  /// The split view delegate's `splitViewController(_:didHide:)` (iOS 26+), on the split view
  /// controller, with the `column` the system finished hiding.
  case splitViewControllerDidHideColumn
  /// The split view delegate's `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`
  /// (iOS 14+, column styles), on the split view controller, with the proposed `column`: as a
  /// width class change collapses it.
  case splitViewControllerTopColumnForCollapsing
  /// The split view delegate's
  /// `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)` (iOS 14+, column
  /// styles), on the split view controller, with the proposed `displayMode`: as a width class
  /// change expands it.
  case splitViewControllerDisplayModeForExpanding
}

extension Callback {
  /// The case's position in ``allCases``, read without a search: a Swift enum without payloads
  /// is stored as its case's number in declaration order, one byte for fewer than 256 cases (the
  /// Swift ABI's type layout; `CallbackTests` holds it to `allCases`).
  package var index: Int {
    MemoryLayout<Callback>.size == 1 ? withUnsafeBytes(of: self) { Int($0[0]) } : 0
  }
}
