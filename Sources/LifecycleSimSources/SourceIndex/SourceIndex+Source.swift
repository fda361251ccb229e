extension SourceIndex {
  /// One cited source: an observation, a peer measurement, a seed article or a documentation page.
  public struct Source: Sendable, Hashable {
    /// What kind of evidence a source is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
      /// A measured or logged UIKit value, a screenshot, a table or a statement from a public page.
      case observation
      /// A value from a peer project's tests or comments (OpenUIKit, measured on iOS 26.1).
      case peer
      /// One of the five articles the project started from.
      case seed
      /// Apple's documentation or API headers.
      case documentation
    }

    /// The id that code and documents cite: `GT-nnn`, `OU-nnn`, `WEB-nnn` or `seed00n`.
    public let id: String
    /// The kind of evidence.
    public let kind: Kind
    /// How it was obtained: a simulator-probed table, a log, a screenshot, a test expectation….
    public let evidence: String
    /// What was observed, with its values.
    public let observed: String
    /// The device (and orientation) it was observed on, or `any`.
    public let device: String
    /// The iOS version or range it was observed on.
    public let ios: String
    /// The scenario or setup that produced it.
    public let setup: String
    /// Where it was published: a URL, or a title and author when no address is known.
    public let citation: String
  }
}
