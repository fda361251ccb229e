package import LifecycleSimCore
import LifecycleSimSupport

/// The inputs of `adjustedContentInset` for one scroll view.
package struct ContentInsetInputs: Sendable, Hashable {
  package var behavior: ContentInsetAdjustmentBehavior
  package var contentInset: EdgeInsets
  /// The scroll view's own safe-area insets (docs/behaviour.md#safe-area-propagation).
  package var safeAreaInsets: EdgeInsets
  package var contentSize: Size
  package var boundsSize: Size
  /// The flag as the scroll view reads it, its class's default resolved
  /// (``ViewKind/defaultAlwaysBounceVertical``).
  package var alwaysBounceVertical: Bool
  package var alwaysBounceHorizontal: Bool
  package var bounces: Bool
  package var isScrollEnabled: Bool
  /// `alwaysBounceNeedsBounces` (docs/behaviour.md#c29): the always-bounce flags count only
  /// while `bounces` is on.
  package var alwaysBounceNeedsBounces: Bool
  /// `automatic`'s backward-compatible case: the content scroll view of a controller with
  /// `automaticallyAdjustsScrollViewInsets` that a navigation or tab bar controller shows.
  package var isLegacyContentScrollView: Bool
  /// seed001 row 5 variant (docs/behaviour.md#c1): the owner's flag is off and this is its content
  /// scroll view, so `automatic` adjusts nothing.
  package var suppressedBySeed001Variant: Bool

  /// Creates the inputs.
  package init(
    behavior: ContentInsetAdjustmentBehavior, contentInset: EdgeInsets = .zero,
    safeAreaInsets: EdgeInsets, contentSize: Size = .zero, boundsSize: Size,
    alwaysBounceVertical: Bool = false, alwaysBounceHorizontal: Bool = false,
    bounces: Bool = true, isScrollEnabled: Bool = true, alwaysBounceNeedsBounces: Bool = false,
    isLegacyContentScrollView: Bool = false, suppressedBySeed001Variant: Bool = false
  ) {
    self.behavior = behavior
    self.contentInset = contentInset
    self.safeAreaInsets = safeAreaInsets
    self.contentSize = contentSize
    self.boundsSize = boundsSize
    self.alwaysBounceVertical = alwaysBounceVertical
    self.alwaysBounceHorizontal = alwaysBounceHorizontal
    self.bounces = bounces
    self.isScrollEnabled = isScrollEnabled
    self.alwaysBounceNeedsBounces = alwaysBounceNeedsBounces
    self.isLegacyContentScrollView = isLegacyContentScrollView
    self.suppressedBySeed001Variant = suppressedBySeed001Variant
  }
}

/// `adjustedContentInset = contentInset + S`, where S holds the scroll view's safe-area insets on
/// the edges its behaviour selects (docs/behaviour.md#scroll-views, #automatic; Apple:
/// adjustedContentInset, Apple: UIScrollView.ContentInsetAdjustmentBehavior; seed000–003; GT-167,
/// GT-169, GT-170, GT-172, GT-173).
///
/// ```swift
/// // seed002/003: {64,0,60,0} + a 20-pt status bar → {84,0,60,0}
/// ContentInsetRule.adjustedContentInset(ContentInsetInputs(
///   behavior: .automatic, contentInset: EdgeInsets(top: 64, bottom: 60),
///   safeAreaInsets: EdgeInsets(top: 20), contentSize: Size(width: 375, height: 2000),
///   boundsSize: Size(width: 375, height: 667)))
/// ```
package enum ContentInsetRule {
  /// Vertically scrollable: scrolling enabled, and `alwaysBounceVertical` or content taller
  /// than the frame.
  ///
  /// Insets are not subtracted from the frame (GT-169, WEB-301, seed001 wording; seed002 for
  /// `isScrollEnabled`). `bounces` does not count unless `alwaysBounceNeedsBounces`
  /// (docs/behaviour.md#c29).
  package static func scrollsVertically(_ inputs: ContentInsetInputs) -> Bool {
    inputs.isScrollEnabled
      && (alwaysBounces(inputs.alwaysBounceVertical, inputs)
        || inputs.contentSize.height > inputs.boundsSize.height)
  }

  /// Horizontally scrollable, by the same rule on the width.
  package static func scrollsHorizontally(_ inputs: ContentInsetInputs) -> Bool {
    inputs.isScrollEnabled
      && (alwaysBounces(inputs.alwaysBounceHorizontal, inputs)
        || inputs.contentSize.width > inputs.boundsSize.width)
  }

  /// An always-bounce flag as it counts for scrollability.
  private static func alwaysBounces(_ flag: Bool, _ inputs: ContentInsetInputs) -> Bool {
    flag && (inputs.bounces || !inputs.alwaysBounceNeedsBounces)
  }

  /// The edges the behaviour adds the safe area on: `(vertical, horizontal)`.
  package static func adjustedAxes(_ inputs: ContentInsetInputs) -> (
    vertical: Bool, horizontal: Bool
  ) {
    let decision = decide(inputs)
    return (decision.vertical, decision.horizontal)
  }

  /// The edges the behaviour adds the safe area on, and the branch of the rule that chose them.
  package struct Decision {
    /// A branch of the rule (docs/behaviour.md#automatic).
    package enum Branch {
      case never, always, scrollableAxes, automaticSuppressed, automaticLegacy, automatic
    }

    package var vertical: Bool
    package var horizontal: Bool
    /// The branch taken.
    package var branch: Branch
    /// Whether the view scrolls vertically and horizontally, as the branch read it.
    package var scrolls: (vertical: Bool, horizontal: Bool)

    /// The branch taken and why, for `explain`; built only when asked for, since the geometry
    /// pass decides for every scroll view it computes.
    package var reason: String {
      let axes = "scrolls vertically: \(scrolls.vertical), horizontally: \(scrolls.horizontal)"
      switch branch {
      case .never: return "never: no edge"
      case .always: return "always: every edge"
      case .scrollableAxes: return "scrollableAxes: the edges of the axes that scroll (\(axes))"
      case .automaticSuppressed:
        return "automatic: the content scroll view of a controller whose "
          + "automaticallyAdjustsScrollViewInsets is off adjusts nothing"
      case .automaticLegacy:
        return "automatic: the content scroll view of a controller with "
          + "automaticallyAdjustsScrollViewInsets that a navigation or tab bar controller "
          + "shows adjusts top and bottom always (\(axes))"
      case .automatic:
        return "automatic: not a container's content scroll view, so like scrollableAxes "
          + "(\(axes))"
      }
    }
  }

  /// Decides the edges, naming the branch (docs/behaviour.md#automatic).
  package static func decide(_ inputs: ContentInsetInputs) -> Decision {
    let vertical = scrollsVertically(inputs)
    let horizontal = scrollsHorizontally(inputs)
    func decision(_ branch: Decision.Branch, _ v: Bool, _ h: Bool) -> Decision {
      Decision(vertical: v, horizontal: h, branch: branch, scrolls: (vertical, horizontal))
    }
    switch inputs.behavior {
    case .never: return decision(.never, false, false)
    case .always: return decision(.always, true, true)
    case .scrollableAxes: return decision(.scrollableAxes, vertical, horizontal)
    case .automatic:
      if inputs.suppressedBySeed001Variant { return decision(.automaticSuppressed, false, false) }
      if inputs.isLegacyContentScrollView { return decision(.automaticLegacy, true, horizontal) }
      return decision(.automatic, vertical, horizontal)
    }
  }

  /// The adjusted content inset.
  package static func adjustedContentInset(_ inputs: ContentInsetInputs) -> EdgeInsets {
    adjustedContentInset(inputs, decision: decide(inputs))
  }

  /// The adjusted content inset on the edges `decision` chose.
  package static func adjustedContentInset(_ inputs: ContentInsetInputs, decision: Decision)
    -> EdgeInsets
  {
    let s = inputs.safeAreaInsets
    return inputs.contentInset
      + EdgeInsets(
        top: decision.vertical ? s.top : 0, left: decision.horizontal ? s.left : 0,
        bottom: decision.vertical ? s.bottom : 0, right: decision.horizontal ? s.right : 0)
  }

  /// The offset after `adjustedContentInset` changes from `old` to `new`: a scroll view resting
  /// at the top (offset exactly −old.top) follows to −new.top, and the same on the left; an
  /// offset that is not at rest is kept (docs/behaviour.md#content-offset; OU-101, GT-173, OU-037).
  package static func contentOffset(_ offset: Point, old: EdgeInsets, new: EdgeInsets) -> Point {
    var result = offset
    if PointFormatting.same(offset.y, -old.top) { result.y = -new.top }
    if PointFormatting.same(offset.x, -old.left) { result.x = -new.left }
    return result
  }

  /// ``adjustedContentInset(_:decision:)``, with the branch of ``decide(_:)`` as its reason.
  package static let adjustedStory = RuleStory(
    "contentInset plus the safe area on the edges the behaviour selects",
    sources: [
      "seed000", "seed001", "seed002", "seed003", "GT-167", "GT-169", "GT-170", "WEB-301",
      "WEB-303", "docs/behaviour.md#automatic",
    ])

  /// A new scroll view's offset, before any inset moves it.
  package static let initialOffsetStory = RuleStory(
    "a new scroll view rests at (-left, -top)", sources: ["docs/behaviour.md#content-offset"])

  /// ``contentOffset(_:old:new:)`` when the adjusted inset changes.
  package static let restingOffsetStory = RuleStory(
    "a resting offset follows the adjusted inset",
    sources: ["OU-101", "GT-173", "OU-037", "docs/behaviour.md#content-offset"])

  /// ``contentOffset(_:old:new:)`` when an iOS 10 app sets a new `contentInset`.
  package static let newInsetOffsetStory = RuleStory(
    "a resting offset follows the new contentInset",
    sources: ["OU-101", "docs/behaviour.md#content-offset"])

  /// ``contentOffset(_:old:new:)`` when `automaticallyAdjustsScrollViewInsets` changes the
  /// inset again (iOS 10).
  package static let legacyOffsetStory = RuleStory(
    newInsetOffsetStory.rule, sources: ["GT-175", "GT-178", "docs/behaviour.md#content-offset"])

  /// The first `automaticallyAdjustsScrollViewInsets` adjustment, which scrolls to the top.
  package static let legacyFirstOffsetStory = RuleStory(
    "the first adjustment scrolls to the top: -top", sources: legacyOffsetStory.sources)
}
