import LifecycleSimModel
import LifecycleSimTrace

/// How one value of a run was derived: the value an app reads, the chain of rules that produced
/// it, and from which callback on it can be trusted (`lifecycle-sim explain`).
///
/// ```swift
/// let explanation = try Explainer.explain(scenario, "List.safeAreaInsets")
/// explanation.value            // "{88,0,83,0}"
/// explanation.steps.map(\.rule)
/// // the window's insets, each superview's overlap, the bars of the containers, …
/// ```
public struct Explanation: Sendable, Hashable {
  /// A record of the trace, named as the diff names it.
  public struct RecordMark: Sendable, Hashable {
    /// The record's sequence number.
    public var seq: Int
    /// `Object.callback`.
    public var name: String
    /// The property's value at the record, as traces print it.
    public var value: String
    /// Why the record reads a provisional value, for a record before the valid one.
    public var reason: String?
  }

  /// Where the value can be trusted from in its epoch.
  public struct Validity: Sendable, Hashable {
    /// The epoch.
    public var epoch: Int
    /// The record from which the value is valid, if any.
    public var validAt: RecordMark?
    /// The earlier records of the epoch that read the property, with what they read and why it
    /// was provisional.
    public var provisional: [RecordMark]
    /// One sentence on why it became valid where it did.
    public var summary: String
  }

  /// The object, as the trace names it.
  public var object: String
  /// The property.
  public var property: TraceProperty
  /// The record explained, or `nil` for the settled value at the end of ``validity``'s epoch.
  public var record: RecordMark?
  /// The value an app reads, as traces print it.
  public var value: String
  /// The rules that produced it, first to last: the window and the superviews first, the
  /// object's own last.
  public var steps: [DerivationStep]
  /// Where the value can be trusted from.
  public var validity: Validity
  /// The run's device, iOS version and behaviour profile, as the trace header gives them.
  public var context: String
  /// What the run's profile or device takes from another without a source, one sentence each.
  ///
  /// Every value of the run may rest on them (docs/behaviour.md#ios-27,
  /// docs/behaviour.md#window-insets); empty when the profile and the device are sourced.
  public var unverified: [String] = []

  /// The value as a ``TraceValue``, for the tests that hold it against the trace.
  var traceValue: TraceValue?
  /// `true` when the steps are those the engine wrote while computing the value; `false` for a
  /// value the app or an event sets, explained as such.
  var fromDerivation = false
}

/// Where in a run to explain a value.
public enum ExplainPoint: Sendable, Hashable {
  /// The settled value at the end of an epoch; `nil` for the last epoch.
  case settled(epoch: Int?)
  /// The value read at a record: `callback` (`viewDidLoad`, or `Object.callback` to name
  /// another object's record) and its occurrence (1 for the first), optionally within an epoch.
  case record(callback: String, occurrence: Int, epoch: Int?)
}

/// Why a value cannot be explained: an unknown object, property or callback (with the closest
/// name), a property the object does not have, or a scenario that does not run.
public struct ExplainError: Error, Sendable, CustomStringConvertible {
  /// What is wrong.
  public var message: String
  /// How to fix it.
  public var fix: String?
  /// The scenario's own problems, when it does not run.
  public var scenario: ScenarioError?

  /// The message and its fix, as the CLI prints them.
  public var description: String {
    if let scenario { return scenario.description }
    return fix.map { "Error: \(message)\n  \($0)" } ?? "Error: \(message)"
  }
}
