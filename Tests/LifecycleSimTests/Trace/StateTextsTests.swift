import LifecycleSimCore
@testable import LifecycleSimSupport
@testable import LifecycleSimTrace
import Testing

/// State texts kept by content (``StateTexts``, ``ContentTexts``): equal states share one
/// rendering, states whose numbers differ in any bit do not, and a full table changes what a
/// rendering costs, never its bytes.
@Suite struct StateTextsTests {
  /// Writes the text of `tag` and `key` through `texts`, counting the renderings.
  static func write(
    _ texts: inout ContentTexts, tag: UInt64, _ key: [UInt8], _ text: String,
    renders: inout Int
  ) -> String {
    var w = ByteWriter()
    key.withUnsafeBytes { bytes in
      let entry = texts.entry(tag: tag, key: bytes) {
        renders += 1
        $0.write(text)
      }
      texts.write(entry, into: &w)
    }
    return w.string
  }

  /// A kept text is written back for an equal key; another tag, another length or another byte
  /// is another key.
  @Test func contentTextsKeepATextPerKey() {
    var texts = ContentTexts()
    var renders = 0
    #expect(Self.write(&texts, tag: 1, [1, 2, 3], "first", renders: &renders) == "first")
    #expect(Self.write(&texts, tag: 1, [1, 2, 3], "again", renders: &renders) == "first")
    #expect(renders == 1)
    #expect(Self.write(&texts, tag: 2, [1, 2, 3], "tag", renders: &renders) == "tag")
    #expect(Self.write(&texts, tag: 1, [1, 2, 3, 0], "longer", renders: &renders) == "longer")
    #expect(Self.write(&texts, tag: 1, [1, 2, 4], "byte", renders: &renders) == "byte")
    #expect(Self.write(&texts, tag: 1, [], "empty", renders: &renders) == "empty")
    #expect(Self.write(&texts, tag: 1, [], "again", renders: &renders) == "empty")
    #expect(renders == 5)
    #expect(texts.count == 5)
    #expect(texts.generation == 0)
  }

  /// A full table is emptied before its next new key: each text is still the key's own.
  @Test(arguments: [(1, 1 << 20), (3, 1 << 20), (64, 40)])
  func aFullTableIsEmptiedAndStillWritesEachKeysText(entryLimit: Int, byteLimit: Int) {
    var texts = ContentTexts(entryLimit: entryLimit, byteLimit: byteLimit)
    var renders = 0
    for round in 0..<3 {
      for key in 0..<10 {
        let text = Self.write(
          &texts, tag: 0, [UInt8(key)], "text \(key)", renders: &renders)
        #expect(text == "text \(key)", "round \(round)")
      }
    }
    #expect(texts.generation > 0)
    #expect(texts.count <= entryLimit)
  }

  /// Doubles are compared by their bits: `-0.0` and `0.0` are different keys, and so are two
  /// NaNs with different payloads, while equal bits are one key.
  @Test func numbersAreComparedByTheirBits() {
    var texts = ContentTexts()
    var renders = 0
    func key(_ value: Double) -> [UInt8] { withUnsafeBytes(of: value) { Array($0) } }
    let quiet = Double.nan
    let payload = Double(nan: 7, signaling: false)
    #expect(quiet.bitPattern != payload.bitPattern)
    #expect(Self.write(&texts, tag: 0, key(0.0), "zero", renders: &renders) == "zero")
    #expect(Self.write(&texts, tag: 0, key(-0.0), "minus", renders: &renders) == "minus")
    #expect(Self.write(&texts, tag: 0, key(quiet), "nan", renders: &renders) == "nan")
    #expect(Self.write(&texts, tag: 0, key(payload), "payload", renders: &renders) == "payload")
    #expect(Self.write(&texts, tag: 0, key(quiet), "again", renders: &renders) == "nan")
    #expect(renders == 4)
  }

  /// Equal states of different objects, at different indices, are one key; states that differ
  /// in a flag, a property present or a number's sign are not.
  @Test func equalStatesShareAKeyAndOthersDoNot() {
    let view = ObjectState(
      safeAreaInsets: EdgeInsets(), frame: Rect(x: 0, y: 0, width: 0, height: 0),
      inWindow: true, layoutMargins: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    var minusZero = view
    minusZero.frame = Rect(x: -0.0, y: 0, width: 0, height: 0)
    var outside = view
    outside.inWindow = false
    var noMargins = view
    noMargins.layoutMargins = nil
    let states = [view, minusZero, view, outside, noMargins, view]
    var packed = PackedStates()
    for state in states { packed.append(state) }
    var texts = ContentTexts()
    var renders = 0
    var written: [String] = []
    for index in packed.indices {
      var w = ByteWriter()
      packed.withContent(index) { bits, numbers in
        let entry = texts.entry(tag: UInt64(bits), key: numbers) {
          renders += 1
          packed.writeText(index, into: &$0)
        }
        texts.write(entry, into: &w)
      }
      written.append(w.string)
    }
    #expect(renders == 4)
    #expect(written[0] == written[2] && written[0] == written[5])
    for (index, text) in written.enumerated() {
      var w = ByteWriter()
      packed.writeText(index, into: &w)
      #expect(text == w.string, "\(index)")
    }
  }

  /// A state's entry noted by its index is used only while the table keeps it and until the
  /// next part, whose states are numbered anew.
  @Test func notedEntriesFollowClearsAndParts() {
    let first = ObjectState(safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let second = ObjectState(frame: Rect(x: 0, y: 0, width: 390, height: 844), inWindow: true)
    var part = PackedStates()
    part.append(first)
    part.append(second)
    var next = PackedStates()
    next.append(second)
    next.append(first)
    func alone(_ index: Int, of states: PackedStates) -> String {
      var w = ByteWriter()
      states.writeText(index, into: &w)
      return w.string
    }
    var texts = StateTexts(notation: .text, entryLimit: 1)
    func written(_ index: Int, of states: PackedStates, _ texts: inout StateTexts) -> String {
      var w = ByteWriter()
      texts.write(index, of: states, into: &w)
      return w.string
    }
    #expect(alone(0, of: part) != alone(1, of: part))
    // The one-entry table is emptied by each new state: the note of index 0 is then stale.
    let text1 = written(0, of: part, &texts)
    #expect(text1 == alone(0, of: part))
    let text2 = written(1, of: part, &texts)
    #expect(text2 == alone(1, of: part))
    let text3 = written(0, of: part, &texts)
    #expect(text3 == alone(0, of: part))
    let text4 = written(0, of: part, &texts)
    #expect(text4 == alone(0, of: part))
    texts.startPart()
    let text5 = written(0, of: next, &texts)
    #expect(text5 == alone(0, of: next))
    let text6 = written(1, of: next, &texts)
    #expect(text6 == alone(1, of: next))
  }

  /// Every record's and final row's state of a reference trace, written through a table that
  /// holds one text, a few, or the default number, gives the bytes of each state rendered on
  /// its own, in both notations.
  @Test(arguments: [StateTexts.Notation.text, .json], [(1, 1 << 20), (5, 1 << 20), (4096, 300)])
  func anyTableSizeWritesTheStatesAsRendered(
    _ notation: StateTexts.Notation, limits: (entries: Int, bytes: Int)
  ) throws {
    let trace = try TraceStreamingTests.largestTrace()
    func render(_ index: Int, of states: PackedStates, into w: inout ByteWriter) {
      switch notation {
      case .text: states.writeText(index, into: &w)
      case .json: states.writeJSON(index, into: &w)
      }
    }
    var small = StateTexts(notation: notation, entryLimit: limits.entries, byteLimit: limits.bytes)
    var standard = StateTexts(notation: notation)
    var bySmall = ByteWriter()
    var byStandard = ByteWriter()
    var alone = ByteWriter()
    for slot in trace.slots {
      let index = Int(slot.state)
      small.write(index, of: trace.states, into: &bySmall)
      standard.write(index, of: trace.states, into: &byStandard)
      render(index, of: trace.states, into: &alone)
    }
    for final in trace.finalSlots {
      small.writeFinal(final, of: trace, into: &bySmall)
      standard.writeFinal(final, of: trace, into: &byStandard)
      let index = Int(final.state)
      render(index, of: final.sharesRecordState ? trace.states : trace.finalStates, into: &alone)
    }
    try #require(alone.count > 10_000)
    #expect(bySmall.bytes == alone.bytes)
    #expect(byStandard.bytes == alone.bytes)
  }
}
