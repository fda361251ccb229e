import LifecycleSimSupport

/// The pieces of the Chrome rendering's record events that repeat across objects, rendered once:
/// each callback's name, and each set of validity marks as it first occurs.
struct ChromeRecordTexts: ~Copyable {
  /// Each callback's name, by ``Callback/index``.
  private var callbacks = ByteTable()
  /// The `,"valid":[…]` texts rendered so far.
  private var marks = ByteTable()
  /// By validity bits: the entry of their text in ``marks``, or -1 before it is rendered.
  private var markEntry = [Int32](repeating: -1, count: 1 << 16)

  init() {
    for callback in Callback.allCases {
      _ = callbacks.append { $0.write(callback.rawValue) }
    }
  }

  /// Writes `callback`'s name.
  func write(_ callback: Callback, into w: inout ByteWriter) {
    callbacks.write(callback.index, into: &w)
  }

  /// Writes `,"valid":[…]`: the properties whose bits are set in `valid`, in schema order.
  mutating func write(valid: UInt16, into w: inout ByteWriter) {
    var entry = Int(markEntry[Int(valid)])
    if entry < 0 {
      entry = marks.append { JSONLinesTraceRenderer.writeValid(valid, into: &$0) }
      markEntry[Int(valid)] = Int32(truncatingIfNeeded: entry)
    }
    marks.write(entry, into: &w)
  }
}
