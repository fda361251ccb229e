public import LifecycleSimCore

/// A property an app reads, tracked by traces and by validity (docs/trace-formats.md).
public enum TraceProperty: String, Sendable, CaseIterable, Hashable {
  /// For a controller: of its root view.
  case safeAreaInsets
  /// For a controller: its root view's frame in window coordinates; for a view: in its
  /// superview; for a bar: in its container's view.
  case frame
  /// Whether the view (for a controller: its root view) is in the window.
  case inWindow
  /// For a controller: of its root view.
  case layoutMargins
  /// For scroll views, from iOS 11.
  case adjustedContentInset
  /// For scroll views.
  case contentInset
  /// For scroll views.
  case contentOffset
  /// For controllers: the guide's length, in points.
  case topLayoutGuide
  /// For controllers: the guide's length, in points.
  case bottomLayoutGuide
  /// For bars.
  case hidden
  /// For table views: how far the content views of cells, headers and footers are inset from
  /// their frames (`insetsContentViewsToSafeArea`).
  case contentViewInsets
  /// For collection views: the flow layout's section inset with its `sectionInsetReference`
  /// applied.
  case effectiveSectionInset
  /// For controllers whose scenario uses it: the root view's `keyboardLayoutGuide.layoutFrame`,
  /// in the root view's coordinates (iOS 15+).
  case keyboardLayoutGuide
  /// For controllers, iPadOS 26+: its root view's safe area adapted to the window's corners and
  /// controls, `UIView.LayoutRegion.safeArea(cornerAdaptation:)`: left and right are the
  /// `.horizontal` region's, top and bottom the `.vertical` one's
  /// (docs/behaviour.md#corner-adaptation).
  case safeAreaCornerAdapted
  /// For controllers, iPadOS 26+: its root view's margins adapted the same way,
  /// `UIView.LayoutRegion.margins(cornerAdaptation:)` (docs/behaviour.md#corner-adaptation).
  case marginsCornerAdapted

  package var bit: UInt16 { 1 << UInt16(Self.allCases.firstIndex(of: self) ?? 0) }
}

/// A set of ``TraceProperty`` values, as a bit mask.
@frozen public struct TracePropertySet: Sendable, Hashable, Sequence {
  @usableFromInline package var bits: UInt16

  /// Creates a set.
  public init(_ properties: [TraceProperty] = []) {
    bits = 0
    for property in properties { bits |= property.bit }
  }

  @inlinable package init(bits: UInt16) { self.bits = bits }

  /// Whether `property` is in the set.
  public func contains(_ property: TraceProperty) -> Bool { bits & property.bit != 0 }

  /// Adds `property`.
  public mutating func insert(_ property: TraceProperty) { bits |= property.bit }

  /// `true` when empty.
  public var isEmpty: Bool { bits == 0 }

  /// The members, in ``TraceProperty`` order.
  public func makeIterator() -> IndexingIterator<[TraceProperty]> {
    TraceProperty.allCases.filter(contains).makeIterator()
  }

  /// Calls `body` with each member, in ``TraceProperty`` order, without allocating.
  func forEachMember(_ body: (TraceProperty) -> Void) {
    var rest = bits
    while rest != 0 {
      body(TraceProperty.allCases[rest.trailingZeroBitCount])
      rest &= rest - 1
    }
  }
}

/// What an app would read from an object at one instant; `nil` where it does not apply.
@frozen public struct ObjectState: Sendable, Hashable {
  /// A view's `safeAreaInsets`, or a controller's root view's (iOS 11+), in points.
  public var safeAreaInsets: EdgeInsets?
  /// The frame, in points, in the coordinates ``TraceProperty/frame`` gives.
  public var frame: Rect?
  /// Whether the view (for a controller: its root view) is in the window.
  public var inWindow: Bool?
  /// A view's `layoutMargins`, or a controller's root view's, in points.
  public var layoutMargins: EdgeInsets?
  /// A scroll view's `adjustedContentInset` (iOS 11+), in points.
  public var adjustedContentInset: EdgeInsets?
  /// A scroll view's `contentInset`, in points.
  public var contentInset: EdgeInsets?
  /// A scroll view's `contentOffset`, in points.
  public var contentOffset: Point?
  /// A controller's `topLayoutGuide` length, in points.
  public var topLayoutGuide: Double?
  /// A controller's `bottomLayoutGuide` length, in points.
  public var bottomLayoutGuide: Double?
  /// Whether a bar or the status bar is hidden.
  public var hidden: Bool?
  /// A table view's content-view insets (``TraceProperty/contentViewInsets``), in points.
  public var contentViewInsets: EdgeInsets?
  /// A collection view's section inset after its `sectionInsetReference`, in points.
  public var effectiveSectionInset: EdgeInsets?
  /// A controller's root view's `keyboardLayoutGuide.layoutFrame` (iOS 15+), in the root view's
  /// coordinates, in points; `nil` unless the scenario has the controller use the guide.
  public var keyboardLayoutGuide: Rect?
  /// A controller's root view's corner-adapted safe area
  /// (``TraceProperty/safeAreaCornerAdapted``), in points.
  public var safeAreaCornerAdapted: EdgeInsets?
  /// A controller's root view's corner-adapted margins
  /// (``TraceProperty/marginsCornerAdapted``), in points.
  public var marginsCornerAdapted: EdgeInsets?

  /// Creates a state.
  @inlinable public init(
    safeAreaInsets: EdgeInsets? = nil, frame: Rect? = nil, inWindow: Bool? = nil,
    layoutMargins: EdgeInsets? = nil, adjustedContentInset: EdgeInsets? = nil,
    contentInset: EdgeInsets? = nil, contentOffset: Point? = nil, topLayoutGuide: Double? = nil,
    bottomLayoutGuide: Double? = nil, hidden: Bool? = nil, contentViewInsets: EdgeInsets? = nil,
    effectiveSectionInset: EdgeInsets? = nil, keyboardLayoutGuide: Rect? = nil,
    safeAreaCornerAdapted: EdgeInsets? = nil, marginsCornerAdapted: EdgeInsets? = nil
  ) {
    self.safeAreaInsets = safeAreaInsets
    self.frame = frame
    self.inWindow = inWindow
    self.layoutMargins = layoutMargins
    self.adjustedContentInset = adjustedContentInset
    self.contentInset = contentInset
    self.contentOffset = contentOffset
    self.topLayoutGuide = topLayoutGuide
    self.bottomLayoutGuide = bottomLayoutGuide
    self.hidden = hidden
    self.contentViewInsets = contentViewInsets
    self.effectiveSectionInset = effectiveSectionInset
    self.keyboardLayoutGuide = keyboardLayoutGuide
    self.safeAreaCornerAdapted = safeAreaCornerAdapted
    self.marginsCornerAdapted = marginsCornerAdapted
  }

  /// The properties that have a value.
  public var properties: TracePropertySet {
    var bits: UInt16 = 0
    for slot in TracedProperty.slots where slot.value(in: self) != nil { bits |= slot.bit }
    return TracePropertySet(bits: bits)
  }
}
