/// The rendered texts of a trace's states while a renderer writes it: the recent ones, and
/// those its final block shares with records, kept from the record that first renders them
/// until the final block.
///
/// A final row's state is very often its object's last record's state (``Trace/FinalSlot``
/// shares its index), so each such state is rendered once for both. Only the states of final
/// rows are kept whole; the others stay in a fixed amount of memory (``RecentTexts``).
struct StateTexts: ~Copyable {
  /// A ``keptEntry`` value: a final row needs the state, which no record has rendered yet.
  private static let wanted: Int32 = -2
  /// A ``keptEntry`` value: no final row needs the state.
  private static let unwanted: Int32 = -1

  private var recent = RecentTexts()
  /// By state index: the entry of its text in ``kept``, or ``wanted`` or ``unwanted``.
  private var keptEntry: [Int32]
  /// The texts of the final rows' states that records rendered.
  private var kept = ByteTable()

  /// Texts for rendering `trace`, keeping those of the states its final rows use.
  init(keepingFinalsOf trace: Trace) {
    keptEntry = [Int32](repeating: StateTexts.unwanted, count: trace.states.count)
    for slot in trace.finalSlots where slot.sharesRecordState {
      keptEntry[Int(slot.state)] = StateTexts.wanted
    }
  }

  /// Writes the text of the state at `index` for a record: a kept or recent copy, or what
  /// `render` writes, which is then kept.
  mutating func write(_ index: Int, into w: inout ByteWriter, render: (inout ByteWriter) -> Void) {
    let entry = keptEntry[index]
    if entry == StateTexts.unwanted {
      recent.write(index, into: &w, render: render)
      return
    }
    var kept = Int(entry)
    if entry == StateTexts.wanted {
      kept = self.kept.append(render)
      keptEntry[index] = Int32(truncatingIfNeeded: kept)
    }
    self.kept.write(kept, into: &w)
  }

  /// Writes the text of a final row's state: the copy a record kept, or what `render` writes
  /// (a state of the final row's own, which no other final row uses, or one no record wrote).
  func writeFinal(
    _ final: Trace.FinalSlot, into w: inout ByteWriter, render: (inout ByteWriter) -> Void
  ) {
    let entry = final.sharesRecordState ? keptEntry[Int(final.state)] : StateTexts.unwanted
    guard entry >= 0 else { return render(&w) }
    kept.write(Int(entry), into: &w)
  }
}
