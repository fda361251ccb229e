public import LifecycleSimCore
package import LifecycleSimSupport

/// A side a popover's arrow may point to: `UIPopoverArrowDirection`.
///
/// `up` puts the popover below its source (docs/scenario-format.md#popovers).
public enum PopoverArrowDirection: String, Sendable, Hashable, CaseIterable {
  case up
  case down
  case left
  case right
}

/// What a `present` event with `style: "popover"` sets on the presented controller's
/// `popoverPresentationController` and `preferredContentSize` before presenting
/// (docs/scenario-format.md#popovers).
public struct PopoverConfiguration: Sendable, Hashable {
  /// `sourceView`: the name of the view the popover points at; `nil` for none.
  public var sourceView: String?
  /// `sourceRect`: in `sourceView`'s coordinates, or in the presenter's root view without a
  /// `sourceView`; `nil`: the source view's bounds.
  public var sourceRect: Rect?
  /// `permittedArrowDirections`; empty is `.any`, UIKit's default.
  public var permittedArrowDirections: [PopoverArrowDirection]
  /// The presented controller's `preferredContentSize`; `nil` leaves UIKit's default
  /// (docs/behaviour.md#popovers).
  public var preferredContentSize: Size?
  /// Where the first popover key was written, for errors; `nil` in code.
  package var location: TextLocation?

  /// A configuration; the default sets nothing (no source, any direction, the default size).
  public init(
    sourceView: String? = nil, sourceRect: Rect? = nil,
    permittedArrowDirections: [PopoverArrowDirection] = [], preferredContentSize: Size? = nil
  ) {
    self.sourceView = sourceView
    self.sourceRect = sourceRect
    self.permittedArrowDirections = permittedArrowDirections
    self.preferredContentSize = preferredContentSize
  }

  /// `true` when the event sets nothing.
  public var isDefault: Bool {
    sourceView == nil && sourceRect == nil && permittedArrowDirections.isEmpty
      && preferredContentSize == nil
  }

  /// `true` when the popover has something to point at.
  public var hasSource: Bool { sourceView != nil || sourceRect != nil }

  /// The directions UIKit may choose from: the permitted ones, or all four for `.any`.
  public var directions: [PopoverArrowDirection] {
    permittedArrowDirections.isEmpty ? PopoverArrowDirection.allCases : permittedArrowDirections
  }

  /// The keys the event sets, as epoch summaries print them (` sourceView=B …`).
  package var detail: String {
    var text = ""
    if let sourceView { text += " sourceView=\(sourceView)" }
    if let sourceRect { text += " sourceRect=\(sourceRect)" }
    if !permittedArrowDirections.isEmpty {
      text +=
        " permittedArrowDirections=[\(permittedArrowDirections.map(\.rawValue).joined(separator: ","))]"
    }
    if let size = preferredContentSize { text += " preferredContentSize=\(size)" }
    return text
  }
}
