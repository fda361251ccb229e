import LifecycleSimCore

extension ScenarioValidator {
  /// Checks a `navigationSplitView` node at `path`: iOS 16+, two or three columns, the
  /// compact column (iOS 17+) and the column widths (docs/scenario-format.md#swiftui-views).
  mutating func checkSwiftUISplitView(
    _ spec: SwiftUISplitViewSpec, _ node: SwiftUINode, path: String
  ) {
    requireVersion(16, of: "navigationSplitView", path: path, node.location)
    let columns = node.children.count
    if !(2...3).contains(columns) && !namesMayBeMissing {
      report(
        path, node.location,
        "a navigationSplitView has two columns (sidebar, detail) or three (sidebar, content, detail); found \(columns) children",
        fix: "write the columns as its children: [sidebar, detail] or [sidebar, content, detail]")
    }
    if let compact = spec.preferredCompactColumn {
      requireVersion(
        17, of: "preferredCompactColumn", path: "\(path).preferredCompactColumn", node.location)
      if compact == .content && columns == 2 {
        report(
          "\(path).preferredCompactColumn", node.location,
          "a two-column navigationSplitView has no content column",
          fix: "use \"sidebar\" or \"detail\", or add a content column between them")
      }
    }
    checkSwiftUIColumnWidth(spec.sidebarWidth, "sidebarWidth", node, path)
    checkSwiftUIColumnWidth(spec.contentWidth, "contentWidth", node, path)
    if spec.contentWidth != nil && columns == 2 {
      report(
        "\(path).contentWidth", node.location,
        "a two-column navigationSplitView has no content column",
        fix: "remove contentWidth, or add a content column between the sidebar and the detail")
    }
  }

  /// Checks a column width: above 0 and at most ``SplitViewRule/maximumColumnWidth``.
  private mutating func checkSwiftUIColumnWidth(
    _ width: Double?, _ key: String, _ node: SwiftUINode, _ path: String
  ) {
    guard let width, !(width > 0 && width <= SplitViewRule.maximumColumnWidth) else { return }
    report(
      "\(path).\(key)", node.location,
      "the column width \(PointFormatting.string(width)) is out of range",
      fix:
        "use a width above 0 and at most \(PointFormatting.string(SplitViewRule.maximumColumnWidth)) points, or leave it out for 320"
    )
  }
}
