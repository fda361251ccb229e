extension TraceDiff {
  /// How a stored trace differs from the trace a run produces now, for `verify` and golden
  /// assertions: the semantic diff (stored first) when the stored file parses and means
  /// something else; otherwise the first differing line, after the parse error if any.
  ///
  /// - Parameters:
  ///   - stored: the stored file's bytes.
  ///   - actual: the trace produced now.
  ///   - actualBytes: `actual` rendered in the stored file's format.
  ///   - labels: what the two are, for the `---`/`+++` lines.
  public static func describe(
    stored: [UInt8], actual: Trace, actualBytes: [UInt8], labels: (first: String, second: String)
  ) -> String {
    let layout = LineDifference.describe(
      expected: String(decoding: stored, as: UTF8.self),
      actual: String(decoding: actualBytes, as: UTF8.self))
    let storedTrace: Trace
    do {
      storedTrace = try Trace.parse(stored)
    } catch {
      return "\(labels.first) cannot be read as a trace (\(error)); the first differing line:\n"
        + layout
    }
    let comparison = compare(storedTrace, actual)
    guard !comparison.isSame else {
      return "The traces mean the same but are laid out differently (an older rendering?); "
        + "the first differing line:\n" + layout
    }
    var text = comparison.render(.text, labels: labels)
    text.removeLast()
    return text
  }
}
