import LifecycleSim
import Testing

/// Which axes scroll (docs/behaviour.md#scrollable-axes): the content size against the frame,
/// the always-bounce flags with each class's defaults, `bounces`, and a table view with little
/// content under `automatic` and `scrollableAxes`.
@Suite struct ScrollableAxesTests {
  /// An iPhone X in portrait: a full-screen view's safe area.
  static let safeArea = EdgeInsets(top: 44, bottom: 34)
  static let bounds = Size(width: 375, height: 812)

  static func inputs(
    _ behavior: ContentInsetAdjustmentBehavior, contentHeight: Double,
    alwaysBounceVertical: Bool = false, bounces: Bool = true, needsBounces: Bool = false,
    contentInset: EdgeInsets = .zero
  ) -> ContentInsetInputs {
    ContentInsetInputs(
      behavior: behavior, contentInset: contentInset, safeAreaInsets: safeArea,
      contentSize: Size(width: 375, height: contentHeight), boundsSize: bounds,
      alwaysBounceVertical: alwaysBounceVertical, bounces: bounces,
      alwaysBounceNeedsBounces: needsBounces)
  }

  // MARK: Defaults per class

  /// WEB-303: a table view always bounces vertically; WEB-302, WEB-303, WEB-304: a scroll view,
  /// a collection view and a web view's scroll view do not; no class bounces horizontally.
  @Test func bounceDefaultsPerClass() {
    let empty = ScrollViewProperties()
    let kinds: [(ViewKind, Bool)] = [
      (.scrollView(empty), false), (.tableView(empty), true), (.collectionView(empty), false),
      (.webView(empty), false), (.view, false),
    ]
    for (kind, vertical) in kinds {
      #expect(kind.defaultAlwaysBounceVertical == vertical, "\(kind.name)")
      #expect(kind.defaultAlwaysBounceHorizontal == false, "\(kind.name)")
    }
    #expect(empty.bounces, "WEB-302: bounces defaults to true")
    #expect(empty.alwaysBounceVertical == nil, "the class default applies")
  }

  // MARK: The rule

  /// WEB-301, GT-169: the comparison is against the frame; insets are not subtracted, so 800 pt
  /// of content in an 812-pt frame under a 44-pt inset is not scrollable, 813 pt is.
  @Test(arguments: [(800.0, false), (812, false), (813, true)])
  func contentComparesWithTheFrameNotTheInsetFrame(height: Double, scrolls: Bool) {
    let inputs = Self.inputs(.scrollableAxes, contentHeight: height, contentInset: .all(20))
    #expect(ContentInsetRule.scrollsVertically(inputs) == scrolls)
    let expected = scrolls ? EdgeInsets(top: 64, left: 20, bottom: 54, right: 20) : .all(20)
    #expect(ContentInsetRule.adjustedContentInset(inputs) == expected)
  }

  /// WEB-301, GT-169: `alwaysBounceVertical` counts on its own; `bounces` off does not undo it.
  @Test func bouncesOffKeepsAlwaysBounceByDefault() {
    let inputs = Self.inputs(
      .scrollableAxes, contentHeight: 100, alwaysBounceVertical: true, bounces: false)
    #expect(ContentInsetRule.adjustedContentInset(inputs) == Self.safeArea)
  }

  /// WEB-302 under `alwaysBounceNeedsBounces` (docs/behaviour.md#c29): the flag counts only
  /// with `bounces`; tall content still scrolls.
  @Test func alwaysBounceNeedsBouncesVariant() {
    let off = Self.inputs(
      .scrollableAxes, contentHeight: 100, alwaysBounceVertical: true, bounces: false,
      needsBounces: true)
    #expect(ContentInsetRule.adjustedContentInset(off) == .zero)
    var on = off
    on.bounces = true
    #expect(ContentInsetRule.adjustedContentInset(on) == Self.safeArea)
    var tall = off
    tall.contentSize.height = 2000
    #expect(ContentInsetRule.adjustedContentInset(tall) == Self.safeArea)
  }

  // MARK: Little content, end to end

  /// A full-screen scroll view of `kind` with 100 pt of content in a plain controller (no
  /// container, so no legacy case), on an iPhone X on iOS 17.
  static func littleContent(
    _ kind: (ScrollViewProperties) -> ViewKind, behavior: ContentInsetAdjustmentBehavior,
    alwaysBounceVertical: Bool? = nil
  ) throws -> ObjectState {
    let properties = ScrollViewProperties(
      contentSize: Size(width: 375, height: 100), contentInsetAdjustmentBehavior: behavior,
      alwaysBounceVertical: alwaysBounceVertical)
    let list = ViewNode(kind(properties), name: "list", placement: .layout(.fill))
    let trace = try Build.run(
      Build.scenario("iPhone X", ios: "17.0", root: Build.plain("A", subviews: [list])))
    return trace.final("list")
  }

  /// WEB-303 with GT-169: a table with little content scrolls vertically by default, so both
  /// `automatic` and `scrollableAxes` add the top and bottom insets and not the sides.
  @Test(arguments: [ContentInsetAdjustmentBehavior.automatic, .scrollableAxes])
  func tableWithLittleContentAdjustsTopAndBottom(behavior: ContentInsetAdjustmentBehavior) throws {
    let table = try Self.littleContent({ .tableView($0) }, behavior: behavior)
    #expect(table.adjustedContentInset == Self.safeArea)
    #expect(table.contentOffset == Point(x: 0, y: -44))
  }

  /// WEB-303, WEB-305: a scroll view or a collection view with little content adjusts nothing,
  /// until its scenario sets `alwaysBounceVertical`.
  @Test(arguments: [false, true])
  func scrollAndCollectionViewsWithLittleContent(alwaysBounce: Bool) throws {
    let expected = alwaysBounce ? Self.safeArea : .zero
    for kind in [{ ViewKind.scrollView($0) }, { ViewKind.collectionView($0) }] {
      let state = try Self.littleContent(
        kind, behavior: .automatic, alwaysBounceVertical: alwaysBounce ? true : nil)
      #expect(state.adjustedContentInset == expected)
    }
  }

  /// WEB-303: a scenario's `alwaysBounceVertical: false` takes a table's default away.
  @Test func tableWithBounceTurnedOff() throws {
    let table = try Self.littleContent(
      { .tableView($0) }, behavior: .scrollableAxes, alwaysBounceVertical: false)
    #expect(table.adjustedContentInset == .zero)
  }
}
