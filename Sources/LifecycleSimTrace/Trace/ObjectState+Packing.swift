package import LifecycleSimCore

extension ObjectState {
  /// The most numbers a state holds: eight insets, two rects, a point and two lengths.
  package static let mostNumbers = 8 * 4 + 2 * 4 + 2 + 2

  /// Stores the state's numbers at `numbers` (room for ``mostNumbers``), property by property
  /// in ``TracedProperty/all`` order, and returns the bits of the properties it has (low half),
  /// of its flags that are `true` (high half), and the count of numbers stored: the form
  /// ``PackedStates`` keeps.
  ///
  /// It names each property, where ``TracedProperty/Slot`` reaches them through byte offsets
  /// and a ``TraceValue`` each: it runs for every record and every settled and final state,
  /// and is several times cheaper so. `PackedStatesTests` holds it to the slots' reading, one
  /// property at a time, so a property added to the schema and not here fails there.
  package func pack(into numbers: UnsafeMutablePointer<Double>) -> (bits: UInt32, count: Int) {
    var packer = Packer(numbers: numbers)
    packer.insets(safeAreaInsets, 0)
    packer.rect(frame, 1)
    packer.flag(inWindow, 2)
    packer.insets(layoutMargins, 3)
    packer.insets(adjustedContentInset, 4)
    packer.insets(contentInset, 5)
    if let contentOffset { packer.numbers(contentOffset.x, contentOffset.y, 6) }
    if let topLayoutGuide { packer.numbers(topLayoutGuide, 7) }
    if let bottomLayoutGuide { packer.numbers(bottomLayoutGuide, 8) }
    packer.flag(hidden, 9)
    packer.insets(contentViewInsets, 10)
    packer.insets(effectiveSectionInset, 11)
    packer.rect(keyboardLayoutGuide, 12)
    packer.insets(safeAreaCornerAdapted, 13)
    packer.insets(marginsCornerAdapted, 14)
    return (packer.bits, packer.count)
  }

  /// Packs the state of a view that is not a scroll view, as ``pack(into:)`` packs
  /// `ObjectState(safeAreaInsets:frame:inWindow:layoutMargins:)` with the same values, without
  /// building it: closing an epoch reads most objects' states this way.
  ///
  /// - Parameter numbers: room for ``mostNumbers``.
  package static func packView(
    safeAreaInsets: EdgeInsets?, frame: Rect, inWindow: Bool, layoutMargins: EdgeInsets,
    into numbers: UnsafeMutablePointer<Double>
  ) -> (bits: UInt32, count: Int) {
    var packer = Packer(numbers: numbers)
    packer.insets(safeAreaInsets, 0)
    packer.rect(frame, 1)
    packer.flag(inWindow, 2)
    packer.insets(layoutMargins, 3)
    return (packer.bits, packer.count)
  }

  /// Calls `body` with the state packed (``pack(into:)``) on the stack.
  package func withPacked<Result>(_ body: (PackedState) -> Result) -> Result {
    withUnsafeTemporaryAllocation(of: Double.self, capacity: Self.mostNumbers) { room in
      // Never taken: the room is not empty, so it has an address.
      guard let base = room.baseAddress else {
        return body(PackedState(bits: 0, numbers: UnsafeBufferPointer(room)))
      }
      let (bits, count) = pack(into: base)
      return body(PackedState(bits: bits, numbers: UnsafeBufferPointer(start: base, count: count)))
    }
  }
}

/// Writes a state's numbers one property at a time, for ``ObjectState/pack(into:)``.
///
/// Its methods are inlined: called out of line, each costs more than the stores it makes
/// (measured: 234 instructions a state out of line).
private struct Packer {
  package let numbers: UnsafeMutablePointer<Double>
  package var bits: UInt32 = 0
  package var count = 0

  @inline(__always) package mutating func insets(_ insets: EdgeInsets?, _ position: UInt32) {
    guard let insets else { return }
    numbers(insets.top, insets.left, insets.bottom, insets.right, position)
  }

  @inline(__always) package mutating func rect(_ rect: Rect?, _ position: UInt32) {
    guard let rect else { return }
    numbers(rect.x, rect.y, rect.width, rect.height, position)
  }

  @inline(__always) package mutating func flag(_ flag: Bool?, _ position: UInt32) {
    guard let flag else { return }
    bits |= 1 << position
    if flag { bits |= 1 << (position + 16) }
  }

  @inline(__always) package mutating func numbers(
    _ a: Double, _ b: Double, _ c: Double, _ d: Double, _ position: UInt32
  ) {
    bits |= 1 << position
    numbers[count] = a
    numbers[count + 1] = b
    numbers[count + 2] = c
    numbers[count + 3] = d
    count += 4
  }

  @inline(__always) package mutating func numbers(_ a: Double, _ b: Double, _ position: UInt32) {
    bits |= 1 << position
    numbers[count] = a
    numbers[count + 1] = b
    count += 2
  }

  @inline(__always) package mutating func numbers(_ a: Double, _ position: UInt32) {
    bits |= 1 << position
    numbers[count] = a
    count += 1
  }
}
