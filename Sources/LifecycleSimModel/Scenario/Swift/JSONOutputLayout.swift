import LifecycleSimSupport

/// A ``JSONOutput`` flattened for writing: its values in document order, each with its width on
/// one line, so that it is written without recursion and in time linear in its size.
///
/// Deciding whether a value fits on its line needs the width of its one-line form. Rendering
/// that form at every level of nesting, as a recursive writer does, costs the depth times the
/// size; here every key and scalar is rendered once into ``pieces``, and a container's width is
/// summed from its members' in one pass from the last value to the first. The lines are then
/// written with an explicit stack of the containers broken over several lines.
struct JSONOutputLayout {
  /// One value of the output.
  struct Entry {
    enum Kind { case scalar, array, object }

    var kind: Kind
    /// Where the entry's key, written `"key": `, starts in ``pieces`` (it is empty in an array).
    var keyStart: Int
    /// Where its key ends, and a scalar's text starts.
    var keyEnd: Int
    /// Where a scalar's text ends.
    var textEnd: Int
    /// How many members a container has.
    var members: Int
    /// The index after the entry's last member at any depth.
    var end = 0
    /// The width of its one-line form, its key left out.
    var width = 0

    var keyWidth: Int { keyEnd - keyStart }
  }

  /// The values, each before its members.
  private(set) var entries: [Entry] = []
  /// The keys (`"key": `) and scalars, each as written, in document order.
  private let pieces: [UInt8]
  /// The steps taken so far: a value flattened, measured or written counts one, so that a test
  /// can see the work grow with the size and not with the depth.
  private(set) var steps = 0

  /// Flattens `value` and measures each of its values.
  init(_ value: JSONOutput) {
    var pieces = ByteWriter()
    var pending: [(value: JSONOutput, key: String?)] = [(value, nil)]
    while let (value, key) = pending.popLast() {
      steps += 1
      let keyStart = pieces.count
      if let key {
        pieces.write(jsonString: key)
        pieces.write(": ")
      }
      let keyEnd = pieces.count
      var kind = Entry.Kind.scalar
      var members = 0
      switch value {
      case .bool(let flag): pieces.write(flag ? "true" : "false")
      case .number(let number): pieces.write(JSONOutput.text(of: number))
      case .string(let text): pieces.write(jsonString: text)
      case .null: pieces.write("null")
      case .array(let items):
        kind = .array
        members = items.count
        for item in items.reversed() { pending.append((item, nil)) }
      case .object(let fields):
        kind = .object
        members = fields.count
        for (name, field) in fields.reversed() { pending.append((field, name)) }
      }
      let textEnd = pieces.count
      entries.append(
        Entry(
          kind: kind, keyStart: keyStart, keyEnd: keyEnd, textEnd: textEnd, members: members,
          width: textEnd - keyEnd))
    }
    self.pieces = pieces.bytes
    measure()
  }

  /// Sets each container's ``Entry/end`` and ``Entry/width``.
  ///
  /// From the last entry back, a container's members are already measured and are the last
  /// `members` on `measured`, its first member last.
  private mutating func measure() {
    var measured: [(width: Int, count: Int)] = []
    for index in entries.indices.reversed() {
      steps += 1
      var entry = entries[index]
      var count = 1
      if entry.kind != .scalar {
        // `[` `]`, `{}`, or `{ ` ` }`; two columns of `, ` between two members.
        var width = entry.kind == .object && entry.members > 0 ? 4 : 2
        for member in 0..<entry.members {
          let (memberWidth, memberCount) = measured.removeLast()
          width += memberWidth + (member > 0 ? 2 : 0)
          count += memberCount
        }
        entry.width = width
      }
      entry.end = index + count
      entries[index] = entry
      measured.append((entry.keyWidth + entry.width, count))
    }
  }

  /// Writes the value, the first line at column 0: a container wider than the line is broken
  /// one member per line, each indented two spaces more than its container's closing line.
  mutating func write(into writer: inout ByteWriter) {
    let pieces = self.pieces
    pieces.withUnsafeBufferPointer { pieces in
      /// The containers broken open: each with its closing line's indent and its next member.
      var open: [(entry: Int, next: Int, indent: Int)] = []
      var current = 0
      var indent = 0
      var column = 0
      while true {
        steps += 1
        let entry = entries[current]
        if column + entry.width > JSONOutput.lineWidth && entry.members > 0 {
          writer.write(entry.kind == .object ? "{\n" : "[\n")
          open.append((current, current + 1, indent))
        } else {
          writeOneLine(current, pieces, into: &writer)
        }
        // The next member to write, closing each container whose members are written.
        while let (container, next, closingIndent) = open.last {
          let end = entries[container].end
          if next < end {
            if next > container + 1 { writer.write(",\n") }
            let member = entries[next]
            writer.pad(closingIndent + 2)
            writer.write(UnsafeBufferPointer(rebasing: pieces[member.keyStart..<member.keyEnd]))
            open[open.count - 1].next = member.end
            current = next
            indent = closingIndent + 2
            column = indent + member.keyWidth + (member.end < end ? 1 : 0)
            break
          }
          writer.write("\n")
          writer.pad(closingIndent)
          writer.write(entries[container].kind == .object ? "}" : "]")
          open.removeLast()
        }
        if open.isEmpty { return }
      }
    }
  }

  /// Writes entry `first` and its members on one line (`first`'s key is written already).
  private mutating func writeOneLine(
    _ first: Int, _ pieces: UnsafeBufferPointer<UInt8>, into writer: inout ByteWriter
  ) {
    /// The containers open on the line: each with how many of its members are not yet begun.
    var open: [(isObject: Bool, remaining: Int, started: Bool)] = []
    for index in first..<entries[first].end {
      steps += 1
      let entry = entries[index]
      var start = entry.keyEnd
      if index > first {
        if open[open.count - 1].started { writer.write(", ") }
        open[open.count - 1].started = true
        open[open.count - 1].remaining -= 1
        start = entry.keyStart
      }
      switch (entry.kind, entry.members) {
      case (.scalar, _):
        writer.write(UnsafeBufferPointer(rebasing: pieces[start..<entry.textEnd]))
      case (.array, 0), (.object, 0):
        writer.write(UnsafeBufferPointer(rebasing: pieces[start..<entry.keyEnd]))
        writer.write(entry.kind == .object ? "{}" : "[]")
      case (.array, _), (.object, _):
        writer.write(UnsafeBufferPointer(rebasing: pieces[start..<entry.keyEnd]))
        writer.write(entry.kind == .object ? "{ " : "[")
        open.append((entry.kind == .object, entry.members, false))
        continue
      }
      while let last = open.last, last.remaining == 0 {
        writer.write(last.isObject ? " }" : "]")
        open.removeLast()
      }
    }
  }
}
