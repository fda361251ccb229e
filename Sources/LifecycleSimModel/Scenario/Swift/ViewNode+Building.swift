public import LifecycleSimCore

/// Short constructors for view trees, the Swift spelling of the scenario format's view nodes
/// (docs/scenario-format.md#swift).
///
/// A view built here fills its superview unless told otherwise; pass a placement (`.safeArea`,
/// `.margins`, `.frame(…)`, `.pins(…)`) as the second argument. The trailing `configure`
/// closure sets any other property:
///
/// ```swift
/// .controller("List", subviews: [
///   .table("table", contentHeight: 2000) { $0.layoutMargins = .all(20) },
///   .view("banner", .frame(Rect(x: 0, y: 0, width: 375, height: 44))),
///   .scroll("pager", .safeArea, contentSize: Size(width: 750, height: 300)) {
///     $0.kind.scrollProperties?.contentInsetAdjustmentBehavior = .never
///   },
/// ])
/// ```
extension ViewNode {
  /// A plain `UIView`.
  public static func view(
    _ name: String? = nil, _ placement: ViewPlacement = .fill, subviews: [ViewNode] = [],
    configure: (inout ViewNode) -> Void = { _ in }
  ) -> ViewNode {
    make(.view, name, placement, subviews, configure)
  }

  /// A `UIScrollView` with its content size.
  public static func scroll(
    _ name: String? = nil, _ placement: ViewPlacement = .fill, contentSize: Size = .zero,
    subviews: [ViewNode] = [], configure: (inout ViewNode) -> Void = { _ in }
  ) -> ViewNode {
    make(
      .scrollView(ScrollViewProperties(contentSize: contentSize)), name, placement, subviews,
      configure)
  }

  /// A `UITableView` whose rows are `contentHeight` points tall in all (its content size is
  /// `[0, contentHeight]`: a table scrolls vertically only).
  public static func table(
    _ name: String? = nil, _ placement: ViewPlacement = .fill, contentHeight: Double = 0,
    style: TableViewStyle = .plain, insetsContentViewsToSafeArea: Bool = true,
    subviews: [ViewNode] = [], configure: (inout ViewNode) -> Void = { _ in }
  ) -> ViewNode {
    let properties = ScrollViewProperties(contentSize: Size(width: 0, height: contentHeight))
    return make(
      .tableView(
        properties, style: style, insetsContentViewsToSafeArea: insetsContentViewsToSafeArea),
      name, placement, subviews, configure)
  }

  /// A `UICollectionView` with a flow layout's section inset.
  public static func collection(
    _ name: String? = nil, _ placement: ViewPlacement = .fill, contentSize: Size = .zero,
    sectionInset: EdgeInsets = .zero,
    sectionInsetReference: SectionInsetReference = .fromContentInset,
    subviews: [ViewNode] = [], configure: (inout ViewNode) -> Void = { _ in }
  ) -> ViewNode {
    make(
      .collectionView(
        ScrollViewProperties(contentSize: contentSize), sectionInset: sectionInset,
        sectionInsetReference: sectionInsetReference),
      name, placement, subviews, configure)
  }

  /// A `WKWebView`, reported through its scroll view.
  public static func web(
    _ name: String? = nil, _ placement: ViewPlacement = .fill, contentSize: Size = .zero,
    configure: (inout ViewNode) -> Void = { _ in }
  ) -> ViewNode {
    make(.webView(ScrollViewProperties(contentSize: contentSize)), name, placement, [], configure)
  }

  private static func make(
    _ kind: ViewKind, _ name: String?, _ placement: ViewPlacement, _ subviews: [ViewNode],
    _ configure: (inout ViewNode) -> Void
  ) -> ViewNode {
    var node = ViewNode(kind, name: name, placement: placement, subviews: subviews)
    configure(&node)
    return node
  }
}

extension ViewPlacement {
  /// Laid out to fill the superview's bounds: `.layout(.fill)`.
  public static let fill = ViewPlacement.layout(.fill)
  /// Laid out on the superview's safe-area layout guide: `.layout(.safeArea)`.
  public static let safeArea = ViewPlacement.layout(.safeArea)
  /// Laid out on the superview's layout-margins guide: `.layout(.margins)`.
  public static let margins = ViewPlacement.layout(.margins)

  /// Laid out by per-edge pins: `.pins(LayoutPins(bottom: LayoutPin(.safeArea), height: 44, …))`.
  public static func pins(_ pins: LayoutPins) -> ViewPlacement { .layout(.pins(pins)) }
}
