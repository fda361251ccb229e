package import LifecycleSimSupport

/// The rendered texts of a trace's states while a renderer writes it: the recent ones, and
/// those its final block shares with records, kept from the record that first renders them
/// until the final block.
///
/// A final row's state is very often its object's last record's state (``Trace/FinalSlot``
/// shares its index), so each such state is rendered once for both. Only the states of final
/// rows are kept whole; the others stay in a fixed amount of memory (``RecentTexts``). States
/// are rendered straight from their packed numbers (``PackedStates/writeText(_:into:)``).
package struct StateTexts: ~Copyable {
  /// How states are written.
  package enum Notation {
    /// As text traces write them (``PackedStates/writeText(_:into:)``).
    case text
    /// As JSON Lines write them (``PackedStates/writeJSON(_:into:)``).
    case json
  }

  /// A ``keptEntry`` value: a final row needs the state, which no record has rendered yet.
  private static let wanted: Int32 = -2
  /// A ``keptEntry`` value: no final row needs the state.
  private static let unwanted: Int32 = -1

  private let notation: Notation
  private var recent = RecentTexts()
  /// By state index: the entry of its text in ``kept``, or ``wanted`` or ``unwanted``.
  private var keptEntry: [Int32]
  /// The texts of the final rows' states that records rendered.
  private var kept = ByteTable()

  /// Texts for rendering `trace` in `notation`, keeping those of the states its final rows use.
  package init(keepingFinalsOf trace: Trace, notation: Notation) {
    self.notation = notation
    keptEntry = [Int32](repeating: StateTexts.unwanted, count: trace.states.count)
    for slot in trace.finalSlots where slot.sharesRecordState {
      keptEntry[Int(slot.state)] = StateTexts.wanted
    }
  }

  /// Writes the text of the record state at `index` of `states` (the trace's): a kept or
  /// recent copy, or the state rendered, then kept.
  package mutating func write(_ index: Int, of states: PackedStates, into w: inout ByteWriter) {
    let notation = self.notation
    let entry = keptEntry[index]
    if entry == StateTexts.unwanted {
      recent.write(index, into: &w) { Self.render(index, of: states, notation, into: &$0) }
      return
    }
    var kept = Int(entry)
    if entry == StateTexts.wanted {
      kept = self.kept.append { Self.render(index, of: states, notation, into: &$0) }
      keptEntry[index] = Int32(truncatingIfNeeded: kept)
    }
    self.kept.write(kept, into: &w)
  }

  /// Writes the text of a final row's state: the copy a record kept, or the state rendered (a
  /// state of the final row's own, which no other final row uses, or one no record wrote).
  func writeFinal(_ final: Trace.FinalSlot, of trace: Trace, into w: inout ByteWriter) {
    let index = Int(final.state)
    guard final.sharesRecordState else {
      return Self.render(index, of: trace.finalStates, notation, into: &w)
    }
    let entry = keptEntry[index]
    guard entry >= 0 else { return Self.render(index, of: trace.states, notation, into: &w) }
    kept.write(Int(entry), into: &w)
  }

  private static func render(
    _ index: Int, of states: PackedStates, _ notation: Notation, into w: inout ByteWriter
  ) {
    switch notation {
    case .text: states.writeText(index, into: &w)
    case .json: states.writeJSON(index, into: &w)
    }
  }
}
