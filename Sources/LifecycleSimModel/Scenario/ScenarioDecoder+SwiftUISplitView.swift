import LifecycleSimCore
import LifecycleSimSupport

extension ScenarioDecoder {
  /// The keys of a `navigationSplitView` besides `children`, `name` and `modifiers`.
  static let swiftUISplitViewKeys = [
    "columnVisibility", "style", "preferredCompactColumn", "sidebarWidth", "contentWidth",
  ]

  /// A `navigationSplitView`'s settings (docs/scenario-format.md#swiftui-views); its columns
  /// are its children, decoded with them.
  mutating func swiftUISplitViewSpec(_ fields: Fields, path: ScenarioPath) -> SwiftUISplitViewSpec {
    var spec = SwiftUISplitViewSpec()
    if let v = fields["columnVisibility"] {
      spec.columnVisibility =
        choice(v, path: "\(path).columnVisibility", SwiftUISplitVisibility.self) ?? .automatic
    }
    if let v = fields["style"] {
      spec.style = choice(v, path: "\(path).style", SwiftUISplitStyle.self) ?? .automatic
    }
    spec.preferredCompactColumn = fields["preferredCompactColumn"].flatMap {
      choice($0, path: "\(path).preferredCompactColumn", SwiftUISplitColumn.self)
    }
    spec.sidebarWidth = fields["sidebarWidth"].flatMap {
      length($0, path: "\(path).sidebarWidth", "column width")
    }
    spec.contentWidth = fields["contentWidth"].flatMap {
      length($0, path: "\(path).contentWidth", "column width")
    }
    return spec
  }
}
