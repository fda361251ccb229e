public import LifecycleSimCore

/// What a `split` event does to a split view controller (docs/scenario-format.md#split-events):
/// `show(_:)` or `hide(_:)` a column (iOS 14+, column styles), or set `preferredDisplayMode`.
public enum SplitViewChange: Sendable, Hashable {
  /// `show(_:)`: the closest display mode where the column is fully visible.
  case show(SplitColumn)
  /// `hide(_:)`: the closest display mode where the column is hidden.
  case hide(SplitColumn)
  /// `preferredDisplayMode` set while the app runs.
  case displayMode(SplitDisplayMode)

  /// The change's key in the `split` event.
  public var key: String {
    switch self {
    case .show: "show"
    case .hide: "hide"
    case .displayMode: "displayMode"
    }
  }

  /// The change's value as the format writes it.
  public var value: String {
    switch self {
    case .show(let column), .hide(let column): column.rawValue
    case .displayMode(let mode): mode.rawValue
    }
  }

  /// Every key a `split` event takes besides `controller`, in the order of the format.
  public static let keys = ["show", "hide", "displayMode"]
}
