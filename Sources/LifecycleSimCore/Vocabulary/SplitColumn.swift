/// A column of a split view controller (`UISplitViewController.Column`).
///
/// In Core because the trace carries it: the split view delegate's column records name the
/// column they are about (`column=primary`, docs/trace-formats.md#records).
public enum SplitColumn: String, Sendable, Hashable, CaseIterable {
  case primary
  case supplementary
  case secondary
  /// The controller a column-style split view shows instead of its columns in compact width.
  case compact
}
