/// A property an app reads, tracked by traces and by validity (docs/trace-formats.md).
public enum TraceProperty: String, Sendable, CaseIterable, Hashable {
  /// For a controller: of its root view.
  case safeAreaInsets
  /// For a controller: its root view's frame in window coordinates; for a view: in its
  /// superview; for a bar: in its container's view.
  case frame
  case inWindow
  case layoutMargins
  case adjustedContentInset
  case contentInset
  case contentOffset
  case topLayoutGuide
  case bottomLayoutGuide
  /// For bars.
  case hidden
  /// For table views: how far the content views of cells, headers and footers are inset from
  /// their frames (`insetsContentViewsToSafeArea`).
  case contentViewInsets
  /// For collection views: the flow layout's section inset with its `sectionInsetReference`
  /// applied.
  case effectiveSectionInset

  var bit: UInt16 { 1 << UInt16(Self.allCases.firstIndex(of: self) ?? 0) }
}

/// A set of ``TraceProperty`` values, as a bit mask.
public struct TracePropertySet: Sendable, Hashable, Sequence {
  var bits: UInt16

  /// Creates a set.
  public init(_ properties: [TraceProperty] = []) {
    bits = 0
    for property in properties { bits |= property.bit }
  }

  init(bits: UInt16) { self.bits = bits }

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
public struct ObjectState: Sendable, Hashable {
  public var safeAreaInsets: EdgeInsets?
  public var frame: Rect?
  public var inWindow: Bool?
  public var layoutMargins: EdgeInsets?
  public var adjustedContentInset: EdgeInsets?
  public var contentInset: EdgeInsets?
  public var contentOffset: Point?
  public var topLayoutGuide: Double?
  public var bottomLayoutGuide: Double?
  public var hidden: Bool?
  public var contentViewInsets: EdgeInsets?
  public var effectiveSectionInset: EdgeInsets?

  /// Creates a state.
  public init(
    safeAreaInsets: EdgeInsets? = nil, frame: Rect? = nil, inWindow: Bool? = nil,
    layoutMargins: EdgeInsets? = nil, adjustedContentInset: EdgeInsets? = nil,
    contentInset: EdgeInsets? = nil, contentOffset: Point? = nil, topLayoutGuide: Double? = nil,
    bottomLayoutGuide: Double? = nil, hidden: Bool? = nil, contentViewInsets: EdgeInsets? = nil,
    effectiveSectionInset: EdgeInsets? = nil
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
  }

  /// The properties that have a value.
  public var properties: TracePropertySet {
    var bits: UInt16 = 0
    for slot in TracedProperty.slots where slot.value(in: self) != nil { bits |= slot.bit }
    return TracePropertySet(bits: bits)
  }
}
