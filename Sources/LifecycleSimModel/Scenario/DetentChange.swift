import LifecycleSimCore
package import LifecycleSimSupport

/// Who changes a sheet's selected detent (docs/behaviour.md#detent-changes).
public enum DetentChangeCause: String, Sendable, Hashable, CaseIterable {
  /// The user drags the sheet to the detent: its delegate's
  /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` follows.
  case user
  /// The app sets `selectedDetentIdentifier` (inside `animateChanges(_:)` when animated): the
  /// delegate hears nothing.
  case program
}

/// A `detent` event (docs/scenario-format.md#events): a presented sheet's selected detent
/// changes, by the user's drag or the app's `selectedDetentIdentifier`
/// (docs/behaviour.md#detent-changes).
public struct DetentChange: Sendable, Hashable {
  /// The presented controller's name.
  public var controller: String
  /// The detent the sheet rests at afterwards; one of the sheet's detents.
  public var to: SheetDetent
  /// The user's drag or the app's change.
  public var by: DetentChangeCause
  /// Whether the app's change animates (inside `animateChanges(_:)`); a drag always does.
  public var animated: Bool
  /// Where the event's argument was written, for errors; `nil` in code.
  package var location: TextLocation?

  /// Creates a detent change; the defaults are the app's animated change.
  public init(
    controller: String, to: SheetDetent, by: DetentChangeCause = .program, animated: Bool = true
  ) {
    self.controller = controller
    self.to = to
    self.by = by
    self.animated = animated
  }

  /// The arguments as `name=value` pairs, as epoch summaries print them.
  package var detail: String {
    "controller=\(controller) to=\(to.text) by=\(by.rawValue)"
      + (by == .program ? " animated=\(animated)" : "")
  }
}

extension DetentChange {
  /// Whether two detent changes say the same, wherever they were written.
  public static func == (lhs: DetentChange, rhs: DetentChange) -> Bool {
    lhs.controller == rhs.controller && lhs.to == rhs.to && lhs.by == rhs.by
      && lhs.animated == rhs.animated
  }

  /// Hashes what ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(controller)
    hasher.combine(to)
    hasher.combine(by)
    hasher.combine(animated)
  }
}
