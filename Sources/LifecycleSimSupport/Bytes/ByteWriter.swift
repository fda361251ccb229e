/// An append-only UTF-8 byte buffer that traces are rendered into, kept whole or handed on a
/// buffer at a time.
///
/// Rendering into one buffer, with literals as `StaticString` and numbers formatted by
/// integer code, is about ten times faster than building each line by `String`
/// interpolation (measured on 1e6 trace lines). The buffer is its own allocation, written
/// through a pointer: a write is a capacity check and a copy, without the uniqueness check and
/// generic path of `Array.append(contentsOf:)`. It cannot be copied, so no two writers share it.
///
/// Made with a sink, the writer keeps a fixed-size buffer and hands it to the sink whenever it
/// fills (and at ``flush()``), so that a whole trace is never held in memory; once the sink
/// refuses bytes, ``isStopped`` is set and later bytes are dropped.
@usableFromInline package struct ByteWriter: ~Copyable {
  @usableFromInline var base: UnsafeMutablePointer<UInt8>
  @usableFromInline var capacity: Int
  /// The bytes in the buffer.
  @usableFromInline var buffered = 0
  /// The bytes already handed to the sink.
  @usableFromInline var flushed = 0
  /// Where full buffers go; `nil` keeps every byte.
  @usableFromInline let sink: ((UnsafeRawBufferPointer) -> Bool)?
  /// Whether the sink refused bytes: the rest of the rendering is dropped.
  package private(set) var isStopped = false
  /// The digest of the bytes written since ``startDigest()``, while one is being taken.
  private var digest: TraceDigest?
  /// The bytes at the start of the buffer that `digest` has taken in, or that came before it.
  private var digested = 0

  /// The buffer size of a writer with a sink: 256 KiB, a few `write(2)` calls per megabyte.
  package static let chunkSize = 1 << 18

  package init(reservingCapacity capacity: Int = 0) {
    self.capacity = max(capacity, 64)
    base = .allocate(capacity: self.capacity)
    sink = nil
  }

  /// A writer that hands its bytes to `sink` about `chunkSize` at a time; `sink` returns
  /// `false` to stop the rendering.
  package init(
    chunkSize: Int = ByteWriter.chunkSize, sink: @escaping (UnsafeRawBufferPointer) -> Bool
  ) {
    capacity = max(chunkSize, 64)
    base = .allocate(capacity: capacity)
    self.sink = sink
  }

  deinit { base.deallocate() }

  /// Makes room for `capacity` bytes in all, when the writer keeps every byte.
  package mutating func reserve(_ capacity: Int) {
    if sink == nil && capacity > self.capacity { resize(to: capacity) }
  }

  /// Makes room for `extra` more bytes: hands the buffer to the sink, or grows it.
  @usableFromInline mutating func makeRoom(_ extra: Int) {
    if sink != nil {
      flush()
      if extra <= capacity { return }
    }
    resize(to: max(capacity * 2, buffered + extra))
  }

  private mutating func resize(to newCapacity: Int) {
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    grown.initialize(from: base, count: buffered)
    base.deallocate()
    base = grown
    capacity = newCapacity
  }

  /// Empties a writer without a sink, keeping its memory.
  package mutating func clear() {
    if sink == nil {
      buffered = 0
      digested = 0
    }
  }

  /// Starts a ``TraceDigest`` of the bytes written from here on, taken as they pass (a buffer
  /// at a time, when they go to a sink), for the end record of a trace.
  package mutating func startDigest() {
    digest = TraceDigest()
    digested = buffered
  }

  /// The digest of the bytes written since ``startDigest()``, which it ends.
  package mutating func finishDigest() -> TraceDigest {
    digestBuffered()
    defer { digest = nil }
    return digest ?? TraceDigest()
  }

  /// Adds the bytes in the buffer not yet digested to the digest being taken.
  private mutating func digestBuffered() {
    guard digest != nil, buffered > digested else { return }
    digest?.update(UnsafeRawBufferPointer(start: base + digested, count: buffered - digested))
    digested = buffered
  }

  /// Hands the buffered bytes to the sink, if there is one.
  package mutating func flush() {
    guard let sink, buffered > 0 else { return }
    digestBuffered()
    digested = 0
    if !isStopped && !sink(UnsafeRawBufferPointer(start: base, count: buffered)) {
      isStopped = true
    }
    flushed += buffered
    buffered = 0
  }

  @inlinable package mutating func write(_ literal: StaticString) {
    literal.withUTF8Buffer { write($0) }
  }

  @inlinable package mutating func write(_ string: String) {
    // A native string's bytes are read in place; only another one is made contiguous first.
    if string.utf8.withContiguousStorageIfAvailable({ write($0) }) != nil { return }
    var string = string
    string.withUTF8 { write($0) }
  }

  @inlinable package mutating func write(bytes other: [UInt8]) {
    other.withUnsafeBufferPointer { write($0) }
  }

  /// Writes the bytes of `buffer`.
  @inlinable package mutating func write(_ buffer: UnsafeBufferPointer<UInt8>) {
    let count = buffer.count
    guard let source = buffer.baseAddress, count > 0 else { return }
    guard count <= capacity - buffered else { return writeInParts(source, count) }
    if count <= 32 {
      ByteWriter.copyShort(from: source, to: base + buffered, count: count)
    } else {
      (base + buffered).initialize(from: source, count: count)
    }
    buffered += count
  }

  /// Copies `count` bytes (1 to 32) from `source` to `target`, which do not overlap, in a few
  /// loads and stores of up to 8 bytes: the first and the last words of the range, which may
  /// overlap, so that no byte outside it is read or written.
  ///
  /// Names, callbacks and valid lists are this short: through `memcpy` each copy paid about
  /// 20 instructions of call overhead for a few of work.
  @inlinable @inline(__always) static func copyShort(
    from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int
  ) {
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(target)
    if count >= 8 {
      // Words at 0, 8 and 16 while they fit before the last, then the last 8 bytes.
      var offset = 0
      while offset &+ 8 < count {
        to.storeBytes(
          of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset,
          as: UInt64.self)
        offset &+= 8
      }
      to.storeBytes(
        of: from.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self),
        toByteOffset: count &- 8, as: UInt64.self)
    } else if count >= 4 {
      let first = from.loadUnaligned(as: UInt32.self)
      let last = from.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
      to.storeBytes(of: first, as: UInt32.self)
      to.storeBytes(of: last, toByteOffset: count &- 4, as: UInt32.self)
    } else {
      // 1 to 3 bytes: the first, the middle and the last (some the same).
      let first = source[0]
      let middle = source[count >> 1]
      let last = source[count &- 1]
      target[0] = first
      target[count >> 1] = middle
      target[count &- 1] = last
    }
  }

  /// Writes `count` bytes from `source` that do not fit: into a grown buffer, or a buffer at a
  /// time to the sink, so that no chunk is larger than the buffer.
  @usableFromInline mutating func writeInParts(_ source: UnsafePointer<UInt8>, _ count: Int) {
    guard sink != nil else {
      makeRoom(count)
      (base + buffered).initialize(from: source, count: count)
      buffered += count
      return
    }
    var done = 0
    while done < count {
      if buffered == capacity { flush() }
      let part = min(count - done, capacity - buffered)
      (base + buffered).initialize(from: source + done, count: part)
      buffered += part
      done += part
    }
  }

  @inlinable package mutating func write(byte: UInt8) {
    if buffered == capacity { makeRoom(1) }
    base[buffered] = byte
    buffered += 1
  }

  /// The number of bytes written, including those handed to the sink.
  @inlinable package var count: Int { flushed + buffered }

  /// Calls `body` with the bytes in the buffer (every byte written, without a sink).
  @inlinable package func withBufferedBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result)
    -> Result
  {
    body(UnsafeBufferPointer(start: base, count: buffered))
  }

  /// Writes `count` spaces.
  ///
  /// Always inlined: a text record writes six pads, and the call around the few stores of a
  /// short one cost more than the stores (about 42 instructions a pad through the call).
  @inlinable @inline(__always) package mutating func pad(_ count: Int) {
    // Most pads are short: four 8-byte stores of spaces, past `count` when there is room (the
    // bytes past it are written over next), instead of a call to `memset`.
    if count <= 32 && capacity - buffered >= 32 {
      guard count > 0 else { return }
      let spaces: UInt64 = 0x2020_2020_2020_2020
      let start = UnsafeMutableRawPointer(base + buffered)
      for word in 0..<4 { start.storeBytes(of: spaces, toByteOffset: word * 8, as: UInt64.self) }
      buffered += count
      return
    }
    padInParts(count)
  }

  /// Writes `count` spaces that ``pad(_:)`` does not write in place: a long pad, or one near
  /// the end of the buffer.
  @usableFromInline mutating func padInParts(_ count: Int) {
    var rest = count
    while rest > 0 {
      if buffered == capacity { makeRoom(rest) }
      let part = min(rest, capacity - buffered)
      (base + buffered).initialize(repeating: UInt8(ascii: " "), count: part)
      buffered += part
      rest -= part
    }
  }

  @inlinable package mutating func write(integer value: Int) {
    if value < 0 {
      write(byte: UInt8(ascii: "-"))
      write(unsigned: UInt64(value.magnitude))
    } else {
      write(unsigned: UInt64(value))
    }
  }

  /// Writes `value` in decimal: the digits are formed right to left in place, two at a time.
  ///
  /// A record's sequence number and epoch go through here: one division by 100 and a copy of
  /// two digits from ``digitPairs`` per pair of digits took the text renderer's six-digit
  /// sequence numbers from about 127 instructions a call (a division by 10 a digit) to 94.
  @inlinable package mutating func write(unsigned value: UInt64) {
    if value < 10 {
      write(byte: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
      return
    }
    // UInt64.max has 20 digits.
    if 20 > capacity - buffered { makeRoom(20) }
    var length = 2
    var bound: UInt64 = 100
    while length < 20 && value >= bound {
      length += 1
      bound = bound &* 10
    }
    // The buffer is read once: stores through it do not make the compiler load it again.
    let start = base + buffered
    ByteWriter.digitPairs.withUTF8Buffer { pairs in
      // Bounds: `index` starts at `length` (the room made above holds 20 bytes) and goes down
      // by two per pair while `rest` has three digits or more, and `rest % 100 * 2 + 1` is at
      // most 199, below the 200 bytes of `digitPairs`.
      var index = length
      var rest = value
      while rest >= 100 {
        let pair = Int(truncatingIfNeeded: rest % 100) &* 2
        rest /= 100
        index -= 2
        start[index] = pairs[pair]
        start[index + 1] = pairs[pair + 1]
      }
      if rest >= 10 {
        let pair = Int(truncatingIfNeeded: rest) &* 2
        start[0] = pairs[pair]
        start[1] = pairs[pair + 1]
      } else {
        start[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
      }
    }
    buffered += length
  }

  /// The numbers 00 to 99 in two digits each, for ``write(unsigned:)``: a literal, so reading
  /// it costs no lazy initialisation.
  @usableFromInline static var digitPairs: StaticString {
    """
    0001020304050607080910111213141516171819\
    2021222324252627282930313233343536373839\
    4041424344454647484950515253545556575859\
    6061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899
    """
  }

  /// Writes `value` as a JSON string literal, escaping quotes, backslashes and controls.
  package mutating func write(jsonString value: String) {
    write(byte: UInt8(ascii: "\""))
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""): write("\\\"")
      case UInt8(ascii: "\\"): write("\\\\")
      case UInt8(ascii: "\n"): write("\\n")
      case UInt8(ascii: "\r"): write("\\r")
      case UInt8(ascii: "\t"): write("\\t")
      case 0..<0x20:
        write("\\u00")
        let hex: StaticString = "0123456789abcdef"
        hex.withUTF8Buffer { digits in
          write(byte: digits[Int(byte >> 4)])
          write(byte: digits[Int(byte & 0xF)])
        }
      default: write(byte: byte)
      }
    }
    write(byte: UInt8(ascii: "\""))
  }

  /// The bytes written (those in the buffer, for a writer with a sink).
  package var bytes: [UInt8] { withBufferedBytes { Array($0) } }

  /// The buffer as a `String`.
  package var string: String { withBufferedBytes { String(decoding: $0, as: UTF8.self) } }
}
