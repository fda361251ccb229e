import LifecycleSimCore
import LifecycleSimSupport

/// The quirk switches a trace header names, as either parser reads them, checked against a
/// ``QuirkCatalogue`` and completed with the defaults of the header's iOS version
/// (docs/trace-formats.md#header-quirks).
struct HeaderQuirks {
  /// One switch the header names.
  package struct Entry {
    package var name: String
    var isOn: Bool
    /// Where the name and the value are.
    package var line: Int
    var nameColumn: Int
    var valueColumn: Int
  }

  /// How messages spell an entry: `'# quirk NAME on'` or `"NAME":true`.
  package let spelling: (_ name: String, _ isOn: Bool) -> String
  private var entries: [Entry] = []

  package init(spelling: @escaping (_ name: String, _ isOn: Bool) -> String) {
    self.spelling = spelling
  }

  package mutating func append(_ entry: Entry) {
    entries.append(entry)
  }

  /// Sets every switch of `header`: those named, the others at their defaults.
  ///
  /// - Throws: for a switch the catalogue does not know, a switch named twice, or (from format
  ///   version 2, whose headers name only the switches that differ) a switch at its default.
  package func resolve(
    into header: inout TraceHeader, version: Int, catalogue: QuirkCatalogue
  ) throws(TraceParseError) {
    let defaults = catalogue.defaults(ios: header.ios, profile: header.profile)
    var values = defaults
    var seen: [Int: Int] = [:]
    for entry in entries {
      guard let index = catalogue.index(of: entry.name) else {
        let suggestion = Suggestion.closest(to: entry.name, among: catalogue.names)
        throw TraceParseError(
          line: entry.line, column: entry.nameColumn,
          message: "unknown quirk switch '\(entry.name)'"
            + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
            + " (docs/behaviour.md#quirk-switches lists them; a switch this version does not know "
            + "means the trace was written by a newer lifecycle-sim: upgrade it)")
      }
      if let first = seen[index] {
        throw TraceParseError(
          line: entry.line, column: entry.nameColumn,
          message: "\(spelling(entry.name, entry.isOn)) names the switch a second time (first at "
            + "line \(first)); a header names each switch once, so the trace was edited or "
            + "badly merged: re-record it")
      }
      seen[index] = entry.line
      if version >= 2 && entry.isOn == defaults[index] {
        throw TraceParseError(
          line: entry.line, column: entry.valueColumn,
          message: "\(spelling(entry.name, entry.isOn)) is the default on iOS \(header.ios); a "
            + "header names only the switches that differ from their defaults, so the trace was "
            + "edited: re-record it")
      }
      values[index] = entry.isOn
    }
    catalogue.set(values, defaults: defaults, in: &header)
  }
}
