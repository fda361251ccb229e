/// `UIUserInterfaceSizeClass`, as the trait callbacks of a trace carry it
/// (docs/trace-formats.md#records).
public enum SizeClass: String, Sendable, Hashable, CaseIterable {
  /// `.compact`.
  case compact
  /// `.regular`.
  case regular

  /// `.regular` when `regular`, else `.compact`.
  @inlinable public init(regular: Bool) { self = regular ? .regular : .compact }
}
