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
    checkColumnWidth(spec.sidebarWidth, at: "\(path).sidebarWidth", node.location)
    checkColumnWidth(spec.contentWidth, at: "\(path).contentWidth", node.location)
    if spec.contentWidth != nil && columns == 2 {
      report(
        "\(path).contentWidth", node.location,
        "a two-column navigationSplitView has no content column",
        fix: "remove contentWidth, or add a content column between the sidebar and the detail")
    }
  }
}
