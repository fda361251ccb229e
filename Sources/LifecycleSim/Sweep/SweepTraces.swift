/// Which traces a sweep keeps beside its summary (`sweep --traces`).
///
/// A sweep of the whole catalog on every version writes hundreds of traces that mostly repeat
/// each other; its summary and one trace of each outcome are what a reader needs.
package enum SweepTraces: String, Sendable, Hashable, CaseIterable {
  /// One trace per combination that ran (the default).
  case all
  /// One trace per group of identical outcomes: its first combination that ran, which `report`
  /// draws.
  case groups
  /// No trace: the summary only.
  case none
}
