/// What a page view controller does when its page changes (docs/behaviour.md#page-changes).
package struct PageBehaviour: Sendable, Hashable {
  /// A swipe the user cancels ends with the current page's `viewDidAppear` and the incoming
  /// page's `viewDidDisappear`, as an iOS 7 log shows (GT-242), rather than with neither, as a
  /// 2020 report says (WEB-951; quirk `pageSwipeCancelBalanced`, docs/behaviour.md#c85).
  package var cancelledSwipeBalances = false

  /// The rules every version shares: the newer report's.
  package init() {}
}
