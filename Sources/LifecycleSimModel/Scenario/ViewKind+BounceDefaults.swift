/// The bounce flags each scroll-view class starts with (docs/behaviour.md#scrollable-axes).
///
/// | kind | `alwaysBounceVertical` | `alwaysBounceHorizontal` | source |
/// |---|---|---|---|
/// | `scrollView` | `false` | `false` | WEB-302 (the header's defaults) |
/// | `tableView` | `true` | `false` | WEB-303 (a one-row table still drags) |
/// | `collectionView` (vertical flow layout) | `false` | `false` | WEB-303 |
/// | `webView` (its scroll view) | `false` | `false` | WEB-304 |
///
/// `bounces` is `true` for every class (WEB-302).
extension ViewKind {
  /// The class's default `alwaysBounceVertical`: `true` for a table view, else `false`.
  public var defaultAlwaysBounceVertical: Bool {
    if case .tableView = self { return true }
    return false
  }

  /// The class's default `alwaysBounceHorizontal`: `false` for every class.
  public var defaultAlwaysBounceHorizontal: Bool { false }
}
