import LifecycleSimCore

extension SwiftUILayout {
  /// A `NavigationSplitView`: the `UISplitViewController` SwiftUI sets up fills the container
  /// region and places its columns by ``SplitViewRule`` (the UIKit split view's geometry), each
  /// column's view laid out in its column with the column's safe area and a navigation bar
  /// (docs/behaviour.md#swiftui-navigation-split-view).
  ///
  /// In a compact width the view collapses into one column, the preferred compact column or
  /// the sidebar (WEB-859, docs/behaviour.md#c41). The columns not shown are noted in
  /// ``hiddenColumns``.
  mutating func placeSplitColumns(
    _ id: Int, _ spec: SwiftUISplitViewSpec, _ columns: [Int], _ frame: Rect,
    _ safeArea: SwiftUISafeArea, into tasks: inout [Placing]
  ) {
    guard columns.count >= 2 else { return }
    let (extended, _) = safeArea.ignoring(
      container: true, keyboard: false, edges: .all, frame: frame, tolerance: host.tolerance)
    guard host.horizontalRegular else {
      let shown = spec.compactColumnIndex(columns: columns.count)
      placeColumn(
        columns[shown], in: extended, added: .zero, column: .compact, safeArea, into: &tasks)
      hiddenColumns += columns.indices.filter { $0 != shown }.map { columns[$0] }
      return
    }
    let arrangement = SplitViewRule.layout(
      spec.splitViewSpec(columns: columns.count), size: extended.size, regularWidth: true,
      floatingSidebar: host.floatingSidebar, rightToLeft: host.direction == .rightToLeft)
    var shown: [Int] = []
    for placed in arrangement.columns {
      let index: Int
      switch placed.column {
      case .primary: index = 0
      case .supplementary: index = 1
      case .secondary, .compact: index = columns.count - 1
      }
      shown.append(index)
      let columnFrame = placed.frame.offsetBy(dx: extended.minX, dy: extended.minY)
      placeColumn(
        columns[index], in: columnFrame, added: placed.addedInsets, column: placed.column,
        safeArea, into: &tasks)
    }
    hiddenColumns += columns.indices.filter { !shown.contains($0) }.map { columns[$0] }
  }

  /// Lays out column view `column` in `columnFrame`.
  ///
  /// Its safe area is the split view's, cut to the column, plus what the split view adds on its
  /// leading edge (a column style's primary buffer, or the width a floating sidebar covers;
  /// WEB-891, WEB-892). A column shows a
  /// navigation bar (UIKit wraps each column in a navigation controller, WEB-860); a column
  /// that is a `navigationStack` is that bar's stack.
  private mutating func placeColumn(
    _ column: Int, in columnFrame: Rect, added: EdgeInsets, column splitColumn: SplitColumn,
    _ safeArea: SwiftUISafeArea, into tasks: inout [Placing]
  ) {
    var container = safeArea.container.intersection(columnFrame)
    if added.left > 0 {
      container = container.withMinX(max(container.minX, columnFrame.minX + added.left))
    }
    if added.right > 0 {
      container = container.withMaxX(min(container.maxX, columnFrame.maxX - added.right))
    }
    var area = SwiftUISafeArea(
      outer: columnFrame, container: container,
      keyboard: safeArea.keyboard.intersection(columnFrame))
    area.splitColumn = splitColumn
    let region = columnFrame.intersection(area.safe)
    if case .navigationStack = tree[column].kind {
      tasks.append(Placing(node: column, frame: region, safeArea: area))
      return
    }
    placeNavigationContent(
      column, column, title: nil, mode: .inline, minimization: nil, region, area,
      into: &tasks)
  }
}
