package import LifecycleSimSupport

/// The rendered texts of a trace's states while a renderer writes it, found by content.
///
/// Equal states of different objects (most views of a large tree read one of a few dozen
/// states) and a state an object reads again after a rotation and back are rendered once: a
/// state's text is kept under its bits and its packed numbers, compared bit for bit
/// (``ContentTexts``), in a bounded amount of memory however long the trace. A final row's
/// state is found the same way, whether it is a record's (``Trace/FinalSlot``) or its own.
/// States are rendered straight from their packed numbers (``PackedStates/writeText(_:into:)``).
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

  /// Texts for rendering states in `notation`, in a table of at most `entryLimit` texts and
  /// about `byteLimit` bytes (``ContentTexts``).
  package init(
    notation: Notation, entryLimit: Int = ContentTexts.defaultEntryLimit,
    byteLimit: Int = ContentTexts.defaultByteLimit
  ) {
    self.notation = notation
    texts = ContentTexts(entryLimit: entryLimit, byteLimit: byteLimit)
  }

  /// Writes the text of the state at `index` of `states`: a kept copy of an equal state's, or
  /// the state rendered, then kept.
  package mutating func write(_ index: Int, of states: PackedStates, into w: inout ByteWriter) {
    let notation = self.notation
    states.withContent(index) { bits, numbers in
      texts.write(tag: UInt64(bits), key: numbers, into: &w) {
        switch notation {
        case .text: states.writeText(index, into: &$0)
        case .json: states.writeJSON(index, into: &$0)
        }
      }
    }
  }

  /// Writes the text of a final row's state: the state of a record (most often its object's
  /// last), or one of the final row's own.
  mutating func writeFinal(_ final: Trace.FinalSlot, of trace: Trace, into w: inout ByteWriter) {
    if final.sharesRecordState {
      write(Int(final.state), of: trace.states, into: &w)
    } else {
      write(Int(final.state), of: trace.finalStates, into: &w)
    }
  }
}
