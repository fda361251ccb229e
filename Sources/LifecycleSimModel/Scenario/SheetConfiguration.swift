import LifecycleSimCore
package import LifecycleSimSupport

/// A height where a sheet rests: a `UISheetPresentationController.Detent`
/// (docs/scenario-format.md#sheet-detents).
public enum SheetDetent: Sendable, Hashable {
  /// `.medium()`: about half the screen (iOS 15), inactive in compact height.
  case medium
  /// `.large()`: the full sheet (iOS 15).
  case large
  /// `.custom { _ in points }` (iOS 16): a height within the sheet's safe area.
  case custom(Double)

  /// The spelling in scenario files: `"medium"`, `"large"` or the number of points.
  public var text: String {
    switch self {
    case .medium: "medium"
    case .large: "large"
    case .custom(let points): PointFormatting.string(points)
    }
  }
}

/// What a `present` event sets on the presented controller's `sheetPresentationController`
/// before presenting (iOS 15+; docs/scenario-format.md#sheet-detents).
public struct SheetConfiguration: Sendable, Hashable {
  /// `detents`, smallest first; empty leaves UIKit's default, `[.large()]`.
  public var detents: [SheetDetent]
  /// `selectedDetentIdentifier`; `nil` shows the smallest detent (Apple:
  /// selectedDetentIdentifier).
  public var selectedDetent: SheetDetent?
  /// Where `detents` (else `selectedDetent`) was written, for errors; `nil` in code.
  package var location: TextLocation?

  /// A configuration; the default is UIKit's (`[.large()]`, nothing selected).
  public init(detents: [SheetDetent] = [], selectedDetent: SheetDetent? = nil) {
    self.detents = detents
    self.selectedDetent = selectedDetent
  }

  /// `true` when the event sets nothing.
  public var isDefault: Bool { detents.isEmpty && selectedDetent == nil }
}
