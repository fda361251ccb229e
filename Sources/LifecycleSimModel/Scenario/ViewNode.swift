public import LifecycleSimCore
public import LifecycleSimSupport

/// `UIScrollView.ContentInsetAdjustmentBehavior`.
public enum ContentInsetAdjustmentBehavior: String, Sendable, Hashable, CaseIterable {
  case automatic
  case scrollableAxes
  case never
  case always
}

/// `UITableView.Style`.
public enum TableViewStyle: String, Sendable, Hashable, CaseIterable {
  case plain
  case grouped
  case insetGrouped
}

/// `UICollectionViewFlowLayout.SectionInsetReference`.
public enum SectionInsetReference: String, Sendable, Hashable, CaseIterable {
  case fromContentInset
  case fromSafeArea
  case fromLayoutMargins
}

/// Insets by leading and trailing edges (`NSDirectionalEdgeInsets`), written
/// `[top, leading, bottom, trailing]`.
public struct DirectionalEdgeInsets: Sendable, Hashable {
  /// The inset from the top edge, in points.
  public var top: Double
  /// The inset from the leading edge, in points.
  public var leading: Double
  /// The inset from the bottom edge, in points.
  public var bottom: Double
  /// The inset from the trailing edge, in points.
  public var trailing: Double

  /// Creates directional insets.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The physical insets for a layout direction (leading is left in left-to-right).
  public func resolved(_ direction: LayoutDirection) -> EdgeInsets {
    switch direction {
    case .leftToRight: EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    case .rightToLeft: EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
  }
}

/// The properties of a scroll view node (`scrollView`, `tableView`, `collectionView`,
/// `webView`), with UIKit's defaults.
public struct ScrollViewProperties: Sendable, Hashable {
  /// `contentInset`, in points; default zero.
  public var contentInset: EdgeInsets
  /// `contentSize`, in points; default zero.
  public var contentSize: Size
  /// `nil` means the default: `automatic`, or `always` for a web view on profile ≥ 11.
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior?
  /// `nil` means the class's default (``ViewKind/defaultAlwaysBounceVertical``): `true` for a
  /// table view, else `false`.
  public var alwaysBounceVertical: Bool?
  /// `nil` means the class's default (``ViewKind/defaultAlwaysBounceHorizontal``): `false`.
  public var alwaysBounceHorizontal: Bool?
  /// `bounces`, default `true`.
  public var bounces: Bool
  /// `isScrollEnabled`, default `true`.
  public var isScrollEnabled: Bool

  /// Creates scroll-view properties.
  public init(
    contentInset: EdgeInsets = .zero, contentSize: Size = .zero,
    contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior? = nil,
    alwaysBounceVertical: Bool? = nil, alwaysBounceHorizontal: Bool? = nil, bounces: Bool = true,
    isScrollEnabled: Bool = true
  ) {
    self.contentInset = contentInset
    self.contentSize = contentSize
    self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
    self.alwaysBounceVertical = alwaysBounceVertical
    self.alwaysBounceHorizontal = alwaysBounceHorizontal
    self.bounces = bounces
    self.isScrollEnabled = isScrollEnabled
  }
}

/// The kind of a view node and its kind-specific properties.
///
/// The scroll kinds keep their properties out of line, so that the kind of a plain view, by far
/// the most common, takes one word.
public enum ViewKind: Sendable, Hashable {
  /// A plain `UIView`.
  case view
  /// A `UIScrollView`.
  indirect case scrollView(ScrollViewProperties)
  /// A `UITableView`, with its style and `insetsContentViewsToSafeArea`.
  indirect case tableView(
    ScrollViewProperties, style: TableViewStyle = .plain, insetsContentViewsToSafeArea: Bool = true)
  /// A `UICollectionView` with a flow layout's section inset and its reference.
  indirect case collectionView(
    ScrollViewProperties, sectionInset: EdgeInsets = .zero,
    sectionInsetReference: SectionInsetReference = .fromContentInset)
  /// The scroll view of a web view.
  indirect case webView(ScrollViewProperties)

  /// The name the scenario format and traces use for the kind.
  public var name: String {
    switch self {
    case .view: "view"
    case .scrollView: "scrollView"
    case .tableView: "tableView"
    case .collectionView: "collectionView"
    case .webView: "webView"
    }
  }

  /// The scroll-view properties, for the scroll-view kinds; setting them keeps the kind (and
  /// does nothing to a plain view): `node.kind.scrollProperties?.bounces = false`.
  public var scrollProperties: ScrollViewProperties? {
    get {
      switch self {
      case .view: nil
      case .scrollView(let p), .tableView(let p, _, _), .collectionView(let p, _, _),
        .webView(let p):
        p
      }
    }
    set {
      guard let p = newValue else { return }
      switch self {
      case .view: break
      case .scrollView: self = .scrollView(p)
      case .tableView(_, let style, let insets):
        self = .tableView(p, style: style, insetsContentViewsToSafeArea: insets)
      case .collectionView(_, let inset, let reference):
        self = .collectionView(p, sectionInset: inset, sectionInsetReference: reference)
      case .webView: self = .webView(p)
      }
    }
  }
}

/// A view of a scenario: its kind, name, placement, margins and subviews.
///
/// ```swift
/// let root = ViewNode(subviews: [
///   ViewNode(.tableView(ScrollViewProperties(contentSize: Size(width: 375, height: 2000))),
///            name: "table", placement: .layout(.fill))
/// ])
/// ```
public struct ViewNode: Sendable {
  /// What the view is, with its kind-specific properties.
  public var kind: ViewKind
  /// `nil` for the default name: `<Controller>.view` for a root view, else the parent's name
  /// followed by `/index` (`List.view/0`).
  public var name: String?
  /// How the view gets its frame; a root view's container places it.
  public var placement: ViewPlacement
  /// The subviews, in `subviews` order.
  public var subviews: [ViewNode]
  /// `layoutMargins` in points; `nil` for the default (docs/scenario-format.md#view-nodes).
  public var layoutMargins: EdgeInsets? {
    get { extras?.values.layoutMargins }
    set { updateExtras { $0.layoutMargins = newValue } }
  }
  /// `directionalLayoutMargins` in points, resolved by the layout direction; `nil` when unset.
  public var directionalLayoutMargins: DirectionalEdgeInsets? {
    get { extras?.values.directionalLayoutMargins }
    set { updateExtras { $0.directionalLayoutMargins = newValue } }
  }
  /// `insetsLayoutMarginsFromSafeArea` (iOS 11+); default `true`.
  public var insetsLayoutMarginsFromSafeArea: Bool
  /// `preservesSuperviewLayoutMargins`; default `false`.
  public var preservesSuperviewLayoutMargins: Bool
  /// Where the node was written, for error messages; `nil` for nodes built in code.
  public var location: TextLocation?
  /// The JSON path the node was decoded from, when the check cannot count it: after a sibling
  /// that did not decode.
  package var sourcePath: String? {
    get { extras?.values.sourcePath }
    set { updateExtras { $0.sourcePath = newValue } }
  }
  /// The properties a view seldom has, out of line: `nil` when it has none of them.
  private var extras: ViewNodeExtras.Box?

  /// Changes the seldom-set properties in a new box, or drops the box when none is left.
  private mutating func updateExtras(_ change: (inout ViewNodeExtras) -> Void) {
    var values = extras?.values ?? ViewNodeExtras()
    change(&values)
    extras = values.isEmpty ? nil : ViewNodeExtras.Box(values)
  }

  /// Creates a view node.
  public init(
    _ kind: ViewKind = .view, name: String? = nil, placement: ViewPlacement = .unspecified,
    subviews: [ViewNode] = [], layoutMargins: EdgeInsets? = nil,
    directionalLayoutMargins: DirectionalEdgeInsets? = nil,
    insetsLayoutMarginsFromSafeArea: Bool = true, preservesSuperviewLayoutMargins: Bool = false,
    location: TextLocation? = nil
  ) {
    self.kind = kind
    self.name = name
    self.placement = placement
    self.subviews = subviews
    self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
    self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
    self.location = location
    extras = nil
    if layoutMargins != nil || directionalLayoutMargins != nil {
      self.layoutMargins = layoutMargins
      self.directionalLayoutMargins = directionalLayoutMargins
    }
  }
}
