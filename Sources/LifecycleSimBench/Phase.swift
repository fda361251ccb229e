/// A step of a run the benchmark times on its own, in the order a run takes them.
enum Phase: String, CaseIterable, Comparable {
  /// JSON parsing and decoding into a ``Scenario`` (with the checks decoding makes).
  case decode
  /// Resolving the scenario: device, iOS version, behaviour, names.
  case validate
  /// Building the world and running every event, without closing epochs.
  case simulate
  /// Marking validity as each epoch settles: the same run with epochs closed, minus `simulate`.
  case close
  /// Rendering the trace.
  case render

  /// How the report names the phase.
  var label: String { self == .close ? "close epochs" : rawValue }

  static func < (lhs: Phase, rhs: Phase) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}
