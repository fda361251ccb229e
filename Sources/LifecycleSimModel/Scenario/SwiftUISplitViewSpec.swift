import LifecycleSimCore

/// SwiftUI's `NavigationSplitViewVisibility` (iOS 16+): which leading columns show in a
/// regular width (WEB-857).
public enum SwiftUISplitVisibility: String, Sendable, Hashable, CaseIterable {
  /// The system's choice for the device: the split view's `automatic` display mode.
  case automatic
  /// Every column.
  case all
  /// The content and detail columns of a three-column view; every column of a two-column one.
  case doubleColumn
  /// The detail column alone.
  case detailOnly
}

/// SwiftUI's `NavigationSplitViewStyle` (iOS 16+), set with `navigationSplitViewStyle(_:)`
/// (WEB-858).
public enum SwiftUISplitStyle: String, Sendable, Hashable, CaseIterable {
  /// The platform's default: the split view's `automatic` split behaviour.
  case automatic
  /// The detail shrinks to make room for the leading columns: UIKit's `tile`.
  case balanced
  /// The detail keeps its size and the leading columns lie over it: UIKit's `overlay`.
  case prominentDetail
}

/// SwiftUI's `NavigationSplitViewColumn` (iOS 17+): a column of a navigation split view.
public enum SwiftUISplitColumn: String, Sendable, Hashable, CaseIterable {
  /// The leading column.
  case sidebar
  /// The middle column of a three-column view.
  case content
  /// The detail area.
  case detail
}

/// A `NavigationSplitView`'s settings (docs/scenario-format.md#swiftui-views); its columns are
/// the node's children: sidebar and detail, or sidebar, content and detail.
public struct SwiftUISplitViewSpec: Sendable, Hashable {
  /// `columnVisibility`; default ``SwiftUISplitVisibility/automatic``.
  public var columnVisibility: SwiftUISplitVisibility
  /// `navigationSplitViewStyle(_:)`; default ``SwiftUISplitStyle/automatic``.
  public var style: SwiftUISplitStyle
  /// `preferredCompactColumn` (iOS 17+): the column on top when the view collapses; `nil`
  /// leaves SwiftUI's default, the sidebar (WEB-859, docs/behaviour.md#c41).
  public var preferredCompactColumn: SwiftUISplitColumn?
  /// `navigationSplitViewColumnWidth(_:)` on the sidebar's view, in points; `nil` is 320.
  public var sidebarWidth: Double?
  /// `navigationSplitViewColumnWidth(_:)` on the content column's view (three columns).
  public var contentWidth: Double?

  /// Creates the settings; the defaults are SwiftUI's.
  public init(
    columnVisibility: SwiftUISplitVisibility = .automatic, style: SwiftUISplitStyle = .automatic,
    preferredCompactColumn: SwiftUISplitColumn? = nil, sidebarWidth: Double? = nil,
    contentWidth: Double? = nil
  ) {
    self.columnVisibility = columnVisibility
    self.style = style
    self.preferredCompactColumn = preferredCompactColumn
    self.sidebarWidth = sidebarWidth
    self.contentWidth = contentWidth
  }

  /// The `UISplitViewController` SwiftUI sets up for a view of `columns` columns (2 or 3).
  ///
  /// A column style, the visibility as its display mode, the style as its split behaviour and
  /// the column widths (WEB-857, WEB-858, WEB-864; the mapping is docs/behaviour.md#c40). Its
  /// columns are left empty: SwiftUI's layout places them.
  package func splitViewSpec(columns: Int) -> SplitViewSpec {
    let triple = columns > 2
    let mode: SplitDisplayMode
    switch columnVisibility {
    case .automatic: mode = .automatic
    case .all: mode = triple ? .twoBesideSecondary : .oneBesideSecondary
    case .doubleColumn: mode = .oneBesideSecondary
    case .detailOnly: mode = .secondaryOnly
    }
    let behavior: SplitBehavior
    switch style {
    case .automatic: behavior = .automatic
    case .balanced: behavior = .tile
    case .prominentDetail: behavior = .overlay
    }
    return SplitViewSpec(
      style: triple ? .tripleColumn : .doubleColumn,
      preferredDisplayMode: mode.resolved(for: behavior), preferredSplitBehavior: behavior,
      preferredPrimaryColumnWidth: sidebarWidth,
      preferredSupplementaryColumnWidth: triple ? contentWidth : nil, columns: [])
  }

  /// The index, among `columns` children, of the column a collapsed view shows: the preferred
  /// compact column, else the sidebar (WEB-859, docs/behaviour.md#c41).
  package func compactColumnIndex(columns: Int) -> Int {
    switch preferredCompactColumn ?? .sidebar {
    case .sidebar: return 0
    case .content: return columns > 2 ? 1 : columns - 1
    case .detail: return columns - 1
    }
  }
}

extension SplitDisplayMode {
  /// The mode with its sidebars over the secondary (`…Over…`) when the split behaviour is
  /// `overlay`, as `prominentDetail` keeps the detail's size (WEB-858); else unchanged.
  fileprivate func resolved(for behavior: SplitBehavior) -> SplitDisplayMode {
    guard behavior == .overlay else { return self }
    switch self {
    case .oneBesideSecondary: return .oneOverSecondary
    case .twoBesideSecondary: return .twoOverSecondary
    default: return self
    }
  }
}
