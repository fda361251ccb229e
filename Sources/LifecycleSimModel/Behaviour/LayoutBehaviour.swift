/// Which views an invalidation reaches (docs/behaviour.md#layout-passes).
package struct LayoutBehaviour: Sendable, Hashable {
  /// `addSubview` also lays out every other subview of the target, as BadPirate's table on Stack
  /// Overflow 728372 says (WEB-202), rather than only the target and the added view (WEB-201,
  /// WEB-203; quirk `addSubviewLaysOutSiblings`).
  package var addSubviewLaysOutSiblings = false

  /// The rules every version shares: the target and the added view only.
  package init() {}
}
