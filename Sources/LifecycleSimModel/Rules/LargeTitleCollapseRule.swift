import LifecycleSimCore

/// How a large title's zone gives way as the content scrolls up (docs/behaviour.md#large-title-collapse).
package enum LargeTitleCollapse: Sendable, Hashable {
  /// iOS 11–18: the zone shrinks point for point as the content moves up, so the bar, the safe
  /// area below it and the content scroll view's adjusted inset follow every offset; the content
  /// stays against the bar until the zone is gone (WEB-701, WEB-702, GT-115).
  case withTheOffset
  /// iOS 26: the bar keeps its height while the large title scrolls with the content; once the
  /// content has moved the whole zone, the zone goes at once, and a scroll made by code (not a
  /// finger) moves the offset on by the zone's height (OU-031, OU-032, OU-034, OU-104).
  case atOnce
}

/// The visible part of a large title's zone for the content scroll view's offset.
package enum LargeTitleCollapseRule {
  /// The outcome: the zone's visible height, and how far UIKit moves the offset with it.
  package struct Outcome: Sendable, Hashable {
    package var visible: Double
    package var offsetShift: Double
    /// The value rests on a choice no public measurement confirms (docs/behaviour.md#c46).
    package var unverified = false
  }

  /// The zone's visible height once the content scroll view is at `offsetY`.
  ///
  /// The zone shows whole while the content rests at its top. When the scroll view's adjusted
  /// inset holds the bars (its adjustment added to the top), that top moves with the zone, so
  /// the offset that shows it whole is the top without the zone, less the zone; otherwise it is
  /// the top itself.
  ///
  /// - Parameters:
  ///   - zone: the full zone (52).
  ///   - visibleBefore: the zone's visible height when `adjustedTop` was computed.
  ///   - adjustedTop: the content scroll view's `adjustedContentInset.top`, as last computed.
  ///   - contentInsetTop: its `contentInset.top`.
  package static func outcome(
    _ collapse: LargeTitleCollapse, zone: Double, visibleBefore: Double, offsetY: Double,
    adjustedTop: Double, contentInsetTop: Double
  ) -> Outcome {
    let moved =
      offsetY
      - wholeAt(
        zone: zone, visibleBefore: visibleBefore, adjustedTop: adjustedTop,
        contentInsetTop: contentInsetTop)
    switch collapse {
    case .withTheOffset:
      // Pulled below the top, UIKit stretches the zone by an amount nobody has measured.
      return Outcome(
        visible: Swift.min(zone, Swift.max(0, zone - moved)), offsetShift: 0, unverified: moved < 0)
    case .atOnce:
      if visibleBefore > 0 {
        guard moved >= visibleBefore else { return Outcome(visible: visibleBefore, offsetShift: 0) }
        return Outcome(visible: 0, offsetShift: visibleBefore)
      }
      // Collapsed: back at the top (or pulled past it), the zone returns; a resting offset then
      // follows the taller inset.
      let atTheTop = restsAtTheTop(offsetY: offsetY, adjustedTop: adjustedTop)
      return Outcome(visible: atTheTop ? zone : 0, offsetShift: 0, unverified: atTheTop)
    }
  }

  /// The offset at which the whole zone shows: the top without the zone, less the zone, when
  /// the adjusted inset holds the bars; else the top itself.
  package static func wholeAt(
    zone: Double, visibleBefore: Double, adjustedTop: Double, contentInsetTop: Double
  ) -> Double {
    adjustedTop - contentInsetTop > 0 ? -(adjustedTop - visibleBefore) - zone : -adjustedTop
  }

  /// The zone of a bar that was not showing a large title until now: whole when the content
  /// rests at the top, gone when it is scrolled.
  package static func firstVisible(zone: Double, offsetY: Double, adjustedTop: Double) -> Double {
    restsAtTheTop(offsetY: offsetY, adjustedTop: adjustedTop) ? zone : 0
  }

  /// The content is at its top, or pulled past it: the offset is at or above `-adjustedTop`, as
  /// the trace prints it.
  package static func restsAtTheTop(offsetY: Double, adjustedTop: Double) -> Bool {
    PointFormatting.same(offsetY, -adjustedTop) || offsetY < -adjustedTop
  }

  /// The collapse of a large title.
  package static let story = RuleStory(
    "the large title's zone gives way as its content scroll view scrolls up",
    sources: [
      "WEB-701", "WEB-702", "GT-115", "OU-031", "OU-032", "OU-034", "OU-104",
      "docs/behaviour.md#large-title-collapse", "docs/behaviour.md#c46",
    ])
}
