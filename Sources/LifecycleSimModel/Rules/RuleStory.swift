package import LifecycleSimCore

/// What a rule declares about itself, next to the function that computes its value: the rule in
/// a few words and the sources behind it.
///
/// `explain` builds its ``DerivationStep``s from these, and a test holds docs/behaviour.md to
/// them, so the text and the sources are written once. A rule's story is a constant: the engine
/// reads it only while it explains a value (under `if derivations != nil`), so a run that
/// explains nothing never touches it.
///
/// ```swift
/// OverlapRule.story.sources.first  // "GT-148"
/// ```
package struct RuleStory: Sendable, Hashable {
  /// The rule, in a few words, as a derivation step shows it.
  package let rule: String
  /// The ids of its sources (``SourceIndex``), then the sections of docs/behaviour.md that
  /// describe it (`docs/behaviour.md#margins`), in the order `explain` lists them.
  package let sources: [String]

  /// Creates a story.
  package init(_ rule: String, sources: [String]) {
    self.rule = rule
    self.sources = sources
  }

  /// The ids of ``sources`` that name an entry of the ``SourceIndex``, without the documents.
  package var sourceIDs: [String] { sources.filter { !$0.hasPrefix("docs/") } }

  /// The sections of docs/behaviour.md that ``sources`` cite, by anchor (`margins`).
  var behaviourSections: [String] {
    let prefix = "docs/behaviour.md#"
    return sources.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
  }
}

extension DerivationStep {
  /// A step that applies `story`: its rule text and, after the sources of the metrics the value
  /// was computed from (`metrics`), its sources.
  package init(
    subject: String, story: RuleStory, inputs: [Input] = [], reason: String? = nil,
    result: String, quirks: [QuirkSetting] = [], metrics: [String] = []
  ) {
    self.init(
      subject: subject, rule: story.rule, inputs: inputs, reason: reason, result: result,
      quirks: quirks, sources: metrics + story.sources)
  }
}
