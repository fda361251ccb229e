/// Scroll-view rules of a version (docs/behaviour.md#scroll-views).
public struct ScrollViewBehaviour: Sendable, Hashable {
  /// A web view's scroll view starts with behaviour `always` (`webViewAlwaysAdjusts`).
  public var webViewsAlwaysAdjust: Bool
  /// The content scroll view is the root view or its first subview
  /// (`contentScrollViewIsFirstSubview`).
  public var contentScrollViewIsFirstSubview: Bool
  /// `automatic`'s legacy case needs a navigation controller; a tab bar controller does not
  /// count (`automaticLegacyCaseNavigationOnly`).
  public var legacyCaseNeedsNavigationController: Bool
  /// `automatic` adjusts nothing for the content scroll view of a controller with
  /// `automaticallyAdjustsScrollViewInsets` off (`seed001AASVIFalseSuppressesFirstScrollView`).
  public var ownerFlagOffSuppressesContentScrollView: Bool
  /// Grouped tables with estimated heights leave a header gap, noted in the header
  /// (`groupedTableEstimatedHeaderGap`).
  public var groupedTablesLeaveHeaderGap: Bool
  /// The always-bounce flags count for `scrollableAxes` only while `bounces` is on
  /// (`alwaysBounceNeedsBounces`).
  public var alwaysBounceNeedsBounces: Bool
}
