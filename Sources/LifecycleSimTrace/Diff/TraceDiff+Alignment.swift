extension TraceDiff {
  /// The identity of every record of one trace: its object (numbered the same way in both
  /// traces), callback and occurrence within its epoch.
  ///
  /// Records are sorted by `(epoch, callback, object, position)` once, so occurrences and the
  /// matching of two traces come from a merge of sorted arrays, without hashing a record.
  struct Alignment {
    package let trace: Trace
    /// Each record's occurrence (0-based), `-1` for records the options leave out.
    package private(set) var occurrences: [Int32]
    /// The positions of the included records, sorted by `(epoch, callback, object, position)`.
    private var sorted: [Entry] = []
    /// Each object's number, shared by the two traces' alignments.
    private var unified: [Int32] = []

    private struct Entry {
      /// `epoch << 32 | callback`.
      package var group: UInt64
      /// `object << 32 | position`.
      package var member: UInt64

      package var object: UInt64 { member >> 32 }
      package var position: Int { Int(member & 0xFFFF_FFFF) }
    }

    /// The number of records the options include.
    package var included: Int { sorted.count }

    package init(trace: Trace, options: TraceDiffOptions, names: inout [String: Int32]) {
      self.trace = trace
      occurrences = [Int32](repeating: -1, count: trace.count)
      let callbacks = Callback.allCases
      var includedObjects: [Bool] = []
      for object in trace.objects {
        if let id = names[object.name] {
          unified.append(id)
        } else {
          let id = Int32(names.count)
          names[object.name] = id
          unified.append(id)
        }
        includedObjects.append(options.objects?.contains(object.name) ?? true)
      }
      sorted.reserveCapacity(trace.count)
      for (position, slot) in trace.slots.enumerated()
      where includedObjects[Int(slot.object)]
        && (options.callbacks?.contains(slot.callback) ?? true)
      {
        sorted.append(
          Entry(
            group: UInt64(UInt32(bitPattern: slot.epoch)) << 32
              | UInt64(callbacks.firstIndex(of: slot.callback) ?? 0),
            member: UInt64(UInt32(bitPattern: unified[Int(slot.object)])) << 32
              | UInt64(position)))
      }
      Self.sort(&sorted)
      var previous: Entry?
      var occurrence: Int32 = 0
      for entry in sorted {
        if let previous, previous.group == entry.group, previous.object == entry.object {
          occurrence += 1
        } else {
          occurrence = 0
        }
        occurrences[entry.position] = occurrence
        previous = entry
      }
    }

    /// Sorts `entries`, which are in the order of their positions, by `(group, member)`: a
    /// stable radix sort by callback and object (one number of at most 37 bits), then by
    /// epoch, in passes of at most 16 bits each.
    ///
    /// - Complexity: O(n) per pass; the traces of the benchmarks take one pass for each of the
    ///   two keys.
    private static func sort(_ entries: inout [Entry]) {
      var (objects, callbacks, epochs): (UInt64, UInt64, UInt64) = (0, 0, 0)
      for entry in entries {
        objects |= entry.object
        callbacks |= entry.group & 0xFFFF_FFFF
        epochs |= entry.group >> 32
      }
      func width(_ used: UInt64) -> UInt64 { UInt64(64 - used.leadingZeroBitCount) }
      let objectBits = width(objects)
      var scratch = entries
      var inScratch = false
      // The callback and object, then the epoch: the last key sorted is the most significant.
      for field in 0..<2 {
        let bits = field == 0 ? objectBits + width(callbacks) : width(epochs)
        let passes = (bits + 15) / 16
        guard passes > 0 else { continue }
        let digitBits = (bits + passes - 1) / passes
        let mask = (UInt64(1) << digitBits) - 1
        var counts = [Int](repeating: 0, count: 1 << digitBits)
        func key(_ entry: Entry) -> UInt64 {
          field == 0 ? (entry.group & 0xFFFF_FFFF) << objectBits | entry.object : entry.group >> 32
        }
        for pass in 0..<passes {
          let shift = pass * digitBits
          let moved = entries.withUnsafeMutableBufferPointer { entries in
            scratch.withUnsafeMutableBufferPointer { scratch in
              counts.withUnsafeMutableBufferPointer { counts in
                let (from, to) = inScratch ? (scratch, entries) : (entries, scratch)
                counts.update(repeating: 0)
                for entry in from { counts[Int(key(entry) >> shift & mask)] += 1 }
                // A digit that is the same in every entry leaves the order as it is.
                guard !counts.contains(from.count) else { return false }
                var next = 0
                for index in counts.indices {
                  let count = counts[index]
                  counts[index] = next
                  next += count
                }
                for entry in from {
                  let digit = Int(key(entry) >> shift & mask)
                  to[counts[digit]] = entry
                  counts[digit] += 1
                }
                return true
              }
            }
          }
          if moved { inScratch.toggle() }
        }
      }
      if inScratch { entries = scratch }
    }

    /// For each record of `left` its counterpart in `right` (same identity), and the reverse;
    /// `-1` where there is none or the record is left out.
    package static func match(_ left: Alignment, _ right: Alignment) -> (left: [Int], right: [Int])
    {
      var leftCounterparts = [Int](repeating: -1, count: left.trace.count)
      var rightCounterparts = [Int](repeating: -1, count: right.trace.count)
      var i = 0
      var j = 0
      while i < left.sorted.count && j < right.sorted.count {
        let a = left.sorted[i]
        let b = right.sorted[j]
        let keyA = (a.group, a.object, left.occurrences[a.position])
        let keyB = (b.group, b.object, right.occurrences[b.position])
        if keyA < keyB {
          i += 1
        } else if keyB < keyA {
          j += 1
        } else {
          leftCounterparts[a.position] = b.position
          rightCounterparts[b.position] = a.position
          i += 1
          j += 1
        }
      }
      return (leftCounterparts, rightCounterparts)
    }

    /// `true` when the record at `position` is compared.
    func includes(_ position: Int) -> Bool { occurrences[position] >= 0 }

    /// The name of the object of the record at `position`.
    package func objectName(_ position: Int) -> String {
      trace.objects[Int(trace.slots[position].object)].name
    }

    /// The shared number of the object of the record at `position`.
    func unifiedObject(_ position: Int) -> Int32 {
      unified[Int(trace.slots[position].object)]
    }

    /// The identity of the record at `position`.
    package func identity(_ position: Int) -> RecordIdentity {
      let slot = trace.slots[position]
      return RecordIdentity(
        epoch: Int(slot.epoch), object: trace.objects[Int(slot.object)].name,
        callback: slot.callback, occurrence: Int(max(occurrences[position], 0)))
    }
  }
}
