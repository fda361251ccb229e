package import LifecycleSimSupport

/// The rendered texts of a trace's states while a renderer writes it, found by content.
///
/// Equal states of different objects (most views of a large tree read one of a few dozen
/// states) and a state an object reads again after a rotation and back are rendered once: a
/// state's text is kept under its bits and its packed numbers, compared bit for bit
/// (``ContentTexts``), in a bounded amount of memory however long the trace. A record state's
/// entry is also noted by its index, so that the records that share it and the final row that
/// shares it (``Trace/FinalSlot``, most often its object's last record's) copy it without
/// looking it up. States are rendered straight from their packed numbers
/// (``PackedStates/writeText(_:into:)``).
package struct StateTexts: ~Copyable {
  /// How states are written.
  package enum Notation: Sendable {
    /// As text traces write them (``PackedStates/writeText(_:into:)``).
    case text
    /// As JSON Lines write them (``PackedStates/writeJSON(_:into:)``).
    case json
  }

  private let notation: Notation
  private var texts: ContentTexts
  /// By the index of a state of the current part's records: its entry in ``texts`` plus one,
  /// and the table's generation in the high half (``noted(_:)``); 0 when not noted.
  private var notes: [Int] = []

  /// Texts for rendering states in `notation`, in a table of at most `entryLimit` texts and
  /// about `byteLimit` bytes (``ContentTexts``).
  package init(
    notation: Notation, entryLimit: Int = ContentTexts.defaultEntryLimit,
    byteLimit: Int = ContentTexts.defaultByteLimit
  ) {
    self.notation = notation
    texts = ContentTexts(
      entryLimit: min(entryLimit, Int(Int32.max) - 1), byteLimit: byteLimit)
  }

  /// Forgets which entry each record state index has, keeping the texts.
  ///
  /// The next records (a streamed run's next part) number their states anew.
  package mutating func startPart() {
    notes.removeAll(keepingCapacity: true)
  }

  /// Writes the text of the state at `index` of `states`, the states of the current part's
  /// records: a kept copy of an equal state's, or the state rendered, then kept.
  package mutating func write(_ index: Int, of states: PackedStates, into w: inout ByteWriter) {
    if index < notes.count {
      let note = notes[index]
      if note >> 32 == texts.generation && note != 0 {
        return texts.write((note & 0xFFFF_FFFF) - 1, into: &w)
      }
    } else {
      notes.append(contentsOf: repeatElement(0, count: states.count - notes.count))
    }
    let entry = self.entry(index, of: states)
    notes[index] = texts.generation << 32 | (entry + 1)
    texts.write(entry, into: &w)
  }

  /// Writes the text of a final row's state: the state of a record of the current part (most
  /// often its object's last), or one of the final row's own.
  mutating func writeFinal(_ final: Trace.FinalSlot, of trace: Trace, into w: inout ByteWriter) {
    if final.sharesRecordState {
      write(Int(final.state), of: trace.states, into: &w)
    } else {
      texts.write(entry(Int(final.state), of: trace.finalStates), into: &w)
    }
  }

  /// The entry of the text of the state at `index` of `states`, found by its content.
  private mutating func entry(_ index: Int, of states: PackedStates) -> Int {
    let notation = self.notation
    return states.withContent(index) { bits, numbers in
      texts.entry(tag: UInt64(bits), key: numbers) {
        switch notation {
        case .text: states.writeText(index, into: &$0)
        case .json: states.writeJSON(index, into: &$0)
        }
      }
    }
  }
}
