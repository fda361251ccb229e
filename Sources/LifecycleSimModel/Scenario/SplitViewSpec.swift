public import LifecycleSimCore

/// `UISplitViewController.Style`: `classic` is a split view made without a style (iOS 8–13's
/// only kind, and `UISplitViewController()` later).
public enum SplitViewStyle: String, Sendable, Hashable, CaseIterable {
  /// No style: the primary beside the secondary, 320 pt and a 1-pt divider.
  case classic
  /// `.doubleColumn` (iOS 14+): a primary and a secondary column.
  case doubleColumn
  /// `.tripleColumn` (iOS 14+): a primary, a supplementary and a secondary column.
  case tripleColumn

  /// Whether the style has columns (iOS 14+).
  public var hasColumns: Bool { self != .classic }
}

/// `UISplitViewController.SplitBehavior` (iOS 14+): how the columns share the width.
public enum SplitBehavior: String, Sendable, Hashable, CaseIterable {
  /// The system's choice: the display mode decides.
  case automatic
  /// The columns side by side.
  case tile
  /// The sidebars over the secondary.
  case overlay
  /// The sidebars push the secondary partly off screen.
  case displace
}

/// A controller in one column of a split view controller.
public struct SplitColumnChild: Sendable, Equatable {
  /// The column.
  public var column: SplitColumn
  /// The column's controller.
  public var controller: ControllerNode

  /// Creates a column's entry.
  public init(_ column: SplitColumn, _ controller: ControllerNode) {
    self.column = column
    self.controller = controller
  }
}

/// A split view controller's settings and columns (docs/scenario-format.md#split-view-controllers).
public struct SplitViewSpec: Sendable, Equatable {
  /// The style; default ``SplitViewStyle/classic``.
  public var style: SplitViewStyle
  /// `preferredDisplayMode`; default ``SplitDisplayMode/automatic``.
  public var preferredDisplayMode: SplitDisplayMode
  /// `preferredSplitBehavior` (iOS 14+, column styles); default ``SplitBehavior/automatic``.
  public var preferredSplitBehavior: SplitBehavior
  /// `preferredPrimaryColumnWidth` in points; `nil` is UIKit's 320.
  public var preferredPrimaryColumnWidth: Double?
  /// `preferredSupplementaryColumnWidth` in points (triple column); `nil` is 320 (unverified).
  public var preferredSupplementaryColumnWidth: Double?
  /// The columns' controllers, in the order primary, supplementary, secondary, compact; each
  /// column at most once.
  public var columns: [SplitColumnChild]

  /// Creates the settings; the defaults are UIKit's.
  public init(
    style: SplitViewStyle = .classic, preferredDisplayMode: SplitDisplayMode = .automatic,
    preferredSplitBehavior: SplitBehavior = .automatic, preferredPrimaryColumnWidth: Double? = nil,
    preferredSupplementaryColumnWidth: Double? = nil, columns: [SplitColumnChild]
  ) {
    self.style = style
    self.preferredDisplayMode = preferredDisplayMode
    self.preferredSplitBehavior = preferredSplitBehavior
    self.preferredPrimaryColumnWidth = preferredPrimaryColumnWidth
    self.preferredSupplementaryColumnWidth = preferredSupplementaryColumnWidth
    self.columns = columns.sorted { $0.column.order < $1.column.order }
  }

  /// The controller of `column`, if the split view has one there.
  public func controller(in column: SplitColumn) -> ControllerNode? {
    columns.first { $0.column == column }?.controller
  }
}

extension SplitColumn {
  /// The column's place among the split view's children.
  package var order: Int {
    switch self {
    case .primary: 0
    case .supplementary: 1
    case .secondary: 2
    case .compact: 3
    }
  }

  /// The column's key in the scenario format.
  package var key: StaticString {
    switch self {
    case .primary: "primary"
    case .supplementary: "supplementary"
    case .secondary: "secondary"
    case .compact: "compact"
    }
  }
}
