import LifecycleSim
import LifecycleSimSupport
import LifecycleSimTrace

extension RunCommand {
  /// Why `view`'s `--object` and `--property` filters would print no record of `trace`.
  ///
  /// A name not in the trace, an object with no records (a bar, whose values are in the final
  /// records only), or properties that no record of the chosen objects carries; `nil` when the
  /// view prints something. `scenario` is the path the fix names.
  static func filterProblem(_ view: TraceChangesView, in trace: Trace, scenario: String)
    -> String?
  {
    guard let objects = view.objects else { return propertyProblem(view, in: trace) }
    let known = trace.objects.map(\.name)
    var recorded: Set<String> = []
    for record in trace.records { recorded.insert(record.object) }
    // The objects that have records, in the order the trace met them, for suggestions.
    let withRecords = known.filter { recorded.contains($0) }
    for object in objects.sorted() {
      if !known.contains(object) {
        let hint =
          Suggestion.closest(to: object, among: known).map { " Did you mean '\($0)'?" } ?? ""
        return "Error: no object '\(object)' in the trace.\(hint)\n"
          + "  '--object' takes a name from the trace's object column; nothing was written."
      }
      if !recorded.contains(object) {
        return "Error: '\(object)' has no records: it gets no callbacks, so the changes view "
          + "has nothing to show for it.\n"
          + "  Its values are in its final record ('-f text') and in "
          + "'lifecycle-sim explain \(scenario) \(object).frame'; objects with records near it: "
          + near(object, among: withRecords) + ". Nothing was written."
      }
    }
    return propertyProblem(view, in: trace)
  }

  /// Why `view`'s `--property` filter matches no value of the chosen objects' records, if so.
  private static func propertyProblem(_ view: TraceChangesView, in trace: Trace) -> String? {
    guard let properties = view.properties else { return nil }
    var carried: Set<TraceProperty> = []
    for record in trace.records where view.objects?.contains(record.object) ?? true {
      for row in TracedProperty.all where row.value(in: record.state) != nil {
        carried.insert(row.property)
      }
      if properties.isSubset(of: carried) { return nil }
    }
    guard carried.isDisjoint(with: properties) else { return nil }
    let asked = properties.map(\.rawValue).sorted().joined(separator: ", ")
    let which = view.objects.map { "of " + $0.sorted().joined(separator: ", ") } ?? ""
    let offered = TraceProperty.allCases.filter(carried.contains).map(\.rawValue)
    let whose = view.objects?.count == 1 ? "Its" : "Their"
    return "Error: no record \(which.isEmpty ? "" : which + " ")carries \(asked).\n"
      + "  \(whose) records carry: "
      + (offered.isEmpty ? "no property" : offered.joined(separator: ", "))
      + ". Nothing was written."
  }

  /// Up to three of `candidates` that share `name`'s first component, else the closest one.
  private static func near(_ name: String, among candidates: [String]) -> String {
    let stem = name.split(separator: ".").first.map(String.init) ?? name
    let sharing = candidates.filter { $0 == stem || $0.hasPrefix(stem + ".") }.prefix(3)
    if !sharing.isEmpty { return sharing.map { "'\($0)'" }.joined(separator: ", ") }
    return Suggestion.closest(to: name, among: candidates).map { "'\($0)'" } ?? "none"
  }
}
