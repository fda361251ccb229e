import LifecycleSimCore
package import LifecycleSimSupport

/// A `dismissDrag` event (docs/scenario-format.md#events): the user drags a presented sheet down
/// to dismiss it, and lets go past the point of no return (`completes`) or before it, when the
/// sheet springs back (docs/behaviour.md#interactive-dismissal).
public struct DismissDrag: Sendable, Hashable {
  /// The presented controller's name.
  public var controller: String
  /// Whether the sheet is dismissed (`true`) or springs back (`false`).
  public var completes: Bool
  /// Seconds from the drag's start to its end; `nil`: the modal transition's length.
  public var duration: Double?
  /// Where the event's argument was written, for errors; `nil` in code.
  package var location: TextLocation?

  /// Creates a drag on the sheet of the controller named `controller`.
  public init(controller: String, completes: Bool, duration: Double? = nil) {
    self.controller = controller
    self.completes = completes
    self.duration = duration
  }

  /// The arguments as `name=value` pairs, as epoch summaries print them.
  package var detail: String {
    "controller=\(controller) completes=\(completes)"
      + (duration.map { " duration=\(PointFormatting.string($0))" } ?? "")
  }
}

extension DismissDrag {
  /// Whether two drags say the same, wherever they were written.
  public static func == (lhs: DismissDrag, rhs: DismissDrag) -> Bool {
    lhs.controller == rhs.controller && lhs.completes == rhs.completes
      && lhs.duration == rhs.duration
  }

  /// Hashes what ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(controller)
    hasher.combine(completes)
    hasher.combine(duration)
  }
}
