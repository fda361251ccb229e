import Testing

@testable import LifecycleSim
@testable import LifecycleSimModel
@testable import LifecycleSimTrace

/// The semantic diff and the parsers' lookups on inputs wide enough to take every path of their
/// fast code (issue 14): radix passes of more than one digit, a hash table that grows.
@Suite struct TraceDiffScaleTests {
  /// 5,000 objects, each with one record in epoch 0 and one in epoch 70,000: the alignment's
  /// callback-and-object key needs 18 bits and its epoch key 17, two radix passes each.
  static func wideSteps(changing changed: Int? = nil) -> [Step] {
    var steps: [Step] = []
    for epoch: Int32 in [0, 70_000] {
      for object in 0..<5_000 {
        steps.append(
          Step(
            object: "view/\(object)", callback: .layoutSubviews,
            top: object == changed && epoch > 0 ? 1 : 0, time: epoch == 0 ? 0 : 1, epoch: epoch))
      }
    }
    return steps
  }

  @Test func occurrencesAreCountedInAWideShuffledTrace() {
    // Two rounds over 5,000 objects in a scrambled order, even objects in epoch 0 and odd ones
    // in epoch 70,000: the sort must bring each object's two records together, through every
    // pass, for the second to count as its second occurrence.
    var steps: [Step] = []
    for round in 0..<2 {
      for index in 0..<5_000 {
        let object = (index * 7_919 + round * 13) % 5_000
        steps.append(
          Step(
            object: "view/\(object)", callback: .layoutSubviews,
            epoch: object % 2 == 0 ? 0 : 70_000))
      }
    }
    let trace = syntheticTrace(steps)
    var names: [String: Int32] = [:]
    let alignment = TraceDiff.Alignment(trace: trace, options: TraceDiffOptions(), names: &names)
    let wrong = (0..<trace.count).filter {
      alignment.identity($0).occurrence != ($0 < 5_000 ? 0 : 1)
    }
    #expect(wrong.count == 0)
    #expect(TraceDiff.compare(trace, trace).isSame)
  }

  @Test func aWideTraceFindsItsOneChangedRecord() {
    let comparison = TraceDiff.compare(
      syntheticTrace(Self.wideSteps()), syntheticTrace(Self.wideSteps(changing: 4_321)))
    #expect(
      comparison.differences.map(TraceComparison.line) == [
        "~ view/4321.layoutSubviews safeAreaInsets {0,0,0,0} → {1,0,0,0}"
      ])
    #expect(comparison.differences.first?.epoch == 70_000)
  }

  @Test func aByteIndexFindsEveryKeyAndNoOther() {
    // Keys of every length from 0 to 40 bytes, and for each one the same key with its last
    // byte changed: lengths below, at and above the 8- and 16-byte steps of the hash.
    var bytes: [UInt8] = []
    var keys: [Range<Int>] = []
    var others: [Range<Int>] = []
    for length in 0...40 {
      let key = (0..<length).map { UInt8(ascii: "a") + UInt8(($0 * 7 + length) % 26) }
      keys.append(bytes.count..<bytes.count + length)
      bytes += key
      guard length > 0 else { continue }
      others.append(bytes.count..<bytes.count + length)
      bytes += key.dropLast() + [UInt8(ascii: "!")]
    }
    var index = ByteIndex<Int>()
    bytes.withUnsafeBufferPointer { buffer in
      for (value, key) in keys.enumerated() {
        index.insert(key, hash: ByteIndex<Int>.hash(key, in: buffer), value: value)
      }
      for (value, key) in keys.enumerated() {
        #expect(
          index.value(for: key, hash: ByteIndex<Int>.hash(key, in: buffer), in: buffer) == value)
      }
      for key in others {
        #expect(
          index.value(for: key, hash: ByteIndex<Int>.hash(key, in: buffer), in: buffer) == nil)
      }
    }
  }
}
