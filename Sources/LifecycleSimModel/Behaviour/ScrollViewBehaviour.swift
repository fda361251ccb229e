/// Scroll-view rules of a version (docs/behaviour.md#scroll-views).
package struct ScrollViewBehaviour: Sendable, Hashable {
  /// A web view's scroll view starts with behaviour `always` (`webViewAlwaysAdjusts`).
  package var webViewsAlwaysAdjust: Bool
  /// The content scroll view is the root view or its first subview
  /// (`contentScrollViewIsFirstSubview`).
  package var contentScrollViewIsFirstSubview: Bool
  /// `automatic`'s legacy case needs a navigation controller; a tab bar controller does not
  /// count (`automaticLegacyCaseNavigationOnly`).
  package var legacyCaseNeedsNavigationController: Bool
  /// `automatic` adjusts nothing for the content scroll view of a controller with
  /// `automaticallyAdjustsScrollViewInsets` off (`seed001AASVIFalseSuppressesFirstScrollView`).
  package var ownerFlagOffSuppressesContentScrollView: Bool
  /// Grouped tables with estimated heights leave a header gap, noted in the header
  /// (`groupedTableEstimatedHeaderGap`).
  package var groupedTablesLeaveHeaderGap: Bool
  /// The always-bounce flags count for `scrollableAxes` only while `bounces` is on
  /// (`alwaysBounceNeedsBounces`).
  package var alwaysBounceNeedsBounces: Bool
}
