public import LifecycleSimCore

/// One rule applied while the engine computed a value: what it computed, from which inputs,
/// which quirk switches decided it, and the sources behind the rule.
public struct DerivationStep: Sendable, Hashable {
  /// One input of a step, as the trace would print it.
  public struct Input: Sendable, Hashable {
    /// What the input is, such as `superview insets` or `navigation bar`.
    public var name: String
    /// Its value, as text traces print values (`{44,0,34,0}`, `(0,0,375,812)`, `true`).
    public var value: String

    /// Creates an input.
    public init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }

  /// The object whose value the step computed, such as `Nav.view` or `window`.
  public var subject: String
  /// The rule, in a few words: `overlap with the superview's unsafe area`.
  public var rule: String
  /// The inputs, in the order the rule takes them.
  public var inputs: [Input]
  /// Why the rule took the branch it took, when it has branches.
  public var reason: String?
  /// The result, as text traces print it.
  public var result: String
  /// The quirk switches that decided the step, with their state in this run.
  public var quirks: [QuirkSetting]
  /// The ids of the sources behind the rule (``SourceIndex``), and the project's documents.
  public var sources: [String]

  /// Creates a step.
  public init(
    subject: String, rule: String, inputs: [Input] = [], reason: String? = nil, result: String,
    quirks: [QuirkSetting] = [], sources: [String] = []
  ) {
    self.subject = subject
    self.rule = rule
    self.inputs = inputs
    self.reason = reason
    self.result = result
    self.quirks = quirks
    self.sources = sources
  }
}
