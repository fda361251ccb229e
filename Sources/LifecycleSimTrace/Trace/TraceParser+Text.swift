#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LifecycleSimCore
import LifecycleSimSupport

/// Reads ``TraceFormat/text``: the header block, the records by the columns of their header
/// row, the epochs block, the final block and the end line, checking that they hold together
/// (``TraceIntegrity``).
struct TextTraceParser {
  package let bytes: [UInt8]
  /// The quirk switches a header may name, and their defaults.
  package let quirks: QuirkCatalogue

  /// The end line, as error messages spell it.
  static let endLine = "'# end  records=N epochs=N finals=N digest=HEX'"
  /// The end line of format version 1, as error messages spell it.
  static let endLineVersion1 = "'# end  records=N epochs=N finals=N'"

  /// A line: its 1-based number and its bytes' range (the records' lines are read as bytes
  /// and never become strings).
  private struct Line {
    package var number: Int
    package var range: Range<Int>

    package func hasPrefix(_ prefix: StaticString, in bytes: [UInt8]) -> Bool {
      prefix.withUTF8Buffer { prefix in
        range.count >= prefix.count
          && bytes[range.lowerBound..<range.lowerBound + prefix.count].elementsEqual(prefix)
      }
    }

    package func equals(_ other: StaticString, in bytes: [UInt8]) -> Bool {
      other.withUTF8Buffer { other in bytes[range].elementsEqual(other) }
    }
  }

  /// The next line to read, found when the parser moves on to it: the lines are read in order
  /// and no table of them is kept.
  private struct Lines {
    package let bytes: [UInt8]
    /// The next line, or `nil` past the last one.
    package private(set) var next: Line?
    /// The number of the last line read.
    private var passed = 0

    package init(_ bytes: [UInt8]) {
      self.bytes = bytes
      next = Self.line(in: bytes, from: 0, number: 1)
    }

    /// The line that starts at `start`, without its newline, or `nil` past the end.
    private static func line(in bytes: [UInt8], from start: Int, number: Int) -> Line? {
      guard start < bytes.count else { return nil }
      let end = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress,
          let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start)
        else { return buffer.count }
        return UnsafeRawPointer(newline) - base
      }
      return Line(number: number, range: start..<end)
    }

    /// Moves on to the line after the next one.
    package mutating func advance() {
      guard let line = next else { return }
      passed = line.number
      next = Self.line(in: bytes, from: line.range.upperBound + 1, number: line.number + 1)
    }

    /// The next line; a trace that ends before it was cut short.
    package func current() throws(TraceParseError) -> Line {
      guard let next else {
        throw TraceIntegrity.cutShort(atLine: passed, endRecord: TextTraceParser.endLine)
      }
      return next
    }

    /// `true` when the next line exists and is `text`.
    package func at(_ text: StaticString, in bytes: [UInt8]) -> Bool {
      next?.equals(text, in: bytes) ?? false
    }
  }

  /// A line's text.
  private func text(_ line: Line) -> Substring {
    Substring(String(decoding: bytes[line.range], as: UTF8.self))
  }

  /// At most 40 characters of `text`, for quoting in a message.
  private static func quoted(_ text: some StringProtocol) -> String {
    text.count > 40 ? "'\(text.prefix(40))…'" : "'\(text)'"
  }

  private func quoted(_ range: Range<Int>) -> String {
    Self.quoted(String(decoding: bytes[range], as: UTF8.self))
  }

  package func parse() throws(TraceParseError) -> Trace {
    var lines = Lines(bytes)
    let version = try parseFormatLine(lines)
    if bytes.last != UInt8(ascii: "\n") {
      let lastStart = (bytes.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
      let count = bytes.reduce(into: 1) { count, byte in
        if byte == UInt8(ascii: "\n") { count += 1 }
      }
      throw TraceParseError(
        line: count, column: bytes.count - lastStart + 1,
        message: "the trace ends in the middle of line \(count): it was cut short; "
          + "re-record it")
    }
    let header = try parseHeader(&lines, version: version)
    var builder = TraceBuilder(header: header)
    var integrity = TraceIntegrity()
    try parseRecords(&lines, &builder, &integrity)
    try parseEpochs(&lines, &builder, &integrity)
    try parseFinals(&lines, &builder, &integrity)
    try parseEnd(
      &lines, integrity, version: version,
      read: TraceIntegrity.Counts(
        records: builder.trace.count, epochs: builder.trace.epochs.count,
        finals: builder.trace.finalSlots.count))
    return builder.finish()
  }

  // MARK: Header

  /// The format version the first line names.
  private func parseFormatLine(_ lines: Lines) throws(TraceParseError) -> Int {
    guard let first = lines.next else {
      throw TraceParseError(
        line: 1, column: 1, message: "the file is empty; expected '# \(TraceHeader.format)'")
    }
    guard first.hasPrefix("# lifecycle-trace/", in: bytes) else {
      throw TraceParseError(
        line: 1, column: 1,
        message: "expected '# \(TraceHeader.format)' as the first line of a text trace")
    }
    let versionText = text(first).dropFirst("# lifecycle-trace/".count)
    guard let version = TraceFormatVersion.readable(String(versionText)) else {
      throw TraceParseError(
        line: 1, column: 19, message: TraceFormatVersion.unsupported(String(versionText)))
    }
    return version
  }

  private func parseHeader(
    _ lines: inout Lines, version: Int
  ) throws(TraceParseError) -> TraceHeader {
    lines.advance()
    var fields: [String: (Int, Substring)] = [:]
    var quirkLines = HeaderQuirks { name, isOn in "'# quirk \(name) \(isOn ? "on" : "off")'" }
    var warnings: [String] = []
    while !lines.at(TextTraceLayout.separator, in: bytes) {
      let line = try lines.current()
      guard line.hasPrefix("# ", in: bytes) else {
        throw TraceParseError(
          line: line.number, column: 1, message: "expected a header line '# key value'")
      }
      let body = text(line).dropFirst(2)
      let key = body.prefix { $0 != " " }
      let value = body.dropFirst(key.count).drop { $0 == " " }
      switch TextTraceLayout.HeaderKey(rawValue: String(key)) {
      case .quirk:
        let parts = value.split(separator: " ")
        guard parts.count == 2, parts[1] == "on" || parts[1] == "off" else {
          throw TraceParseError(
            line: line.number, column: 3, message: "expected '# quirk NAME on|off'")
        }
        let lineText = body.base
        func column(_ part: Substring) -> Int {
          lineText.utf8.distance(from: lineText.startIndex, to: part.startIndex) + 1
        }
        quirkLines.append(
          HeaderQuirks.Entry(
            name: String(parts[0]), isOn: parts[1] == "on", line: line.number,
            nameColumn: column(parts[0]), valueColumn: column(parts[1])))
      case .warning:
        warnings.append(String(value))
      case .some(let field) where field.isField:
        if let (first, _) = fields[String(key)] {
          throw TraceParseError(
            line: line.number, column: 3,
            message: "a second '# \(key)' line (the first is at line \(first))")
        }
        fields[String(key)] = (line.number, value)
      case .some, nil:
        throw TraceParseError(
          line: line.number, column: 3, message: "unknown header line \(Self.quoted(key))")
      }
      lines.advance()
    }
    let endLine = try lines.current().number
    func field(_ key: TextTraceLayout.HeaderKey) throws(TraceParseError) -> (Int, Substring) {
      let name = key.rawValue
      guard let value = fields[name] else {
        throw TraceParseError(
          line: endLine, column: 1, message: "the header has no '# \(name)' line")
      }
      return value
    }
    let (profileLine, profileText) = try field(.profile)
    guard let profile = TraceValueParsing.integer(ArraySlice(profileText.utf8)) else {
      throw TraceParseError(
        line: profileLine, column: TextTraceLayout.headerValueColumn,
        message: "expected a profile number")
    }
    let (orientationLine, orientationText) = try field(.orientation)
    guard let orientation = Orientation(rawValue: String(orientationText)) else {
      throw TraceParseError(
        line: orientationLine, column: TextTraceLayout.headerValueColumn,
        message: "expected an orientation")
    }
    let (screenLine, screenText) = try field(.screen)
    let size = screenText.split(separator: "x", omittingEmptySubsequences: false)
    guard size.count == 2, let width = TraceValueParsing.number(size[0]),
      let height = TraceValueParsing.number(size[1])
    else {
      throw TraceParseError(
        line: screenLine, column: TextTraceLayout.headerValueColumn,
        message: "expected WIDTHxHEIGHT")
    }
    let (directionLine, directionText) = try field(.direction)
    guard let direction = LayoutDirection(rawValue: String(directionText)) else {
      throw TraceParseError(
        line: directionLine, column: TextTraceLayout.headerValueColumn,
        message: "expected a layout direction")
    }
    var header = TraceHeader(
      scenario: String(try field(.scenario).1), device: String(try field(.device).1),
      ios: String(try field(.ios).1), profile: profile, quirks: [],
      orientation: orientation, screen: Size(width: width, height: height),
      layoutDirection: direction, warnings: warnings)
    try quirkLines.resolve(into: &header, version: version, catalogue: quirks)
    return header
  }

  // MARK: Records

  /// The byte offsets where the columns of a header row start.
  private func columns(_ line: Line, _ names: [String]) throws(TraceParseError) -> [Int] {
    let text = Array(bytes[line.range])
    var offsets: [Int] = []
    var searchFrom = 1
    for name in names {
      let token = Array(name.utf8)
      var found: Int?
      var index = searchFrom
      while index + token.count <= text.count {
        if Array(text[index..<index + token.count]) == token
          && (index + token.count == text.count || text[index + token.count] == UInt8(ascii: " "))
          && text[index - 1] == UInt8(ascii: " ")
        {
          found = index
          break
        }
        index += 1
      }
      guard let found else {
        throw TraceParseError(
          line: line.number, column: 1,
          message: "expected a column header row naming \(names.joined(separator: ", "))")
      }
      offsets.append(found)
      searchFrom = found + token.count
    }
    return offsets
  }

  private func parseRecords(
    _ lines: inout Lines, _ builder: inout TraceBuilder, _ integrity: inout TraceIntegrity
  ) throws(TraceParseError) {
    lines.advance()
    let offsets = try columns(try lines.current(), TextTraceLayout.recordColumns)
    lines.advance()
    var expected = 1
    // Names, callbacks and states repeat: each distinct text is parsed once, and each distinct
    // rest of a line (object, callback, state) is looked up once.
    var objectIDs: [ByteKey: Int32] = [:]
    var callbacks: [ByteKey: (Callback, TraceArguments)] = [:]
    var states: [ByteKey: (state: Int32, valid: TracePropertySet)] = [:]
    var bodies = ByteIndex<RecordBody>()
    var fields = [Range<Int>](repeating: 0..<0, count: offsets.count)
    try bytes.withUnsafeBufferPointer { buffer throws(TraceParseError) in
      while true {
        let line = try lines.current()
        let (start, end) = (line.range.lowerBound, line.range.upperBound)
        if end - start == 1 && buffer[start] == UInt8(ascii: "#") { break }
        // The seq, time and epoch, and where the object starts, as ``fields(_:offsets:in:into:)``
        // finds them: the rest of the line is read only when its text is new.
        fields[0] = Self.trimmed(start..<min(start + offsets[1], end), in: buffer)
        fields[1] = Self.trimmed(
          min(start + offsets[1], end)..<min(start + offsets[2], end), in: buffer)
        fields[2] = Self.trimmed(
          min(start + offsets[2], end)..<min(start + offsets[3], end), in: buffer)
        var objectStart = min(start + offsets[3], end)
        let objectEnd = min(start + offsets[4], end)
        while objectStart < objectEnd && buffer[objectStart] == UInt8(ascii: " ") {
          objectStart += 1
        }
        guard let seq = TraceValueParsing.integer(fields[0], in: buffer), seq == expected else {
          var start = line.range.lowerBound
          while start < line.range.upperBound && bytes[start] == UInt8(ascii: " ") { start += 1 }
          throw TraceParseError(
            line: line.number, column: 1,
            message: "expected record number \(expected), found "
              + quoted(start..<token(from: start, to: line.range.upperBound)))
        }
        for column in 1..<offsets.count where start + offsets[column] < end {
          guard buffer[start + offsets[column] - 1] == UInt8(ascii: " ") else {
            try checkAlignment(line, offsets, in: buffer)
            break
          }
        }
        guard let time = TraceValueParsing.instant(fields[1], in: buffer) else {
          throw TraceParseError(
            line: line.number, column: offsets[1] + 1,
            message: "expected \(TraceValueParsing.timeExpectation), found \(quoted(fields[1]))")
        }
        guard let epoch = TraceValueParsing.integer32(fields[2], in: buffer) else {
          throw TraceParseError(
            line: line.number, column: offsets[2] + 1,
            message: "expected an epoch number from 0 to 2147483647, found \(quoted(fields[2]))")
        }
        try integrity.record(
          time: time, epoch: epoch, line: line.number, timeColumn: offsets[1] + 1,
          epochColumn: offsets[2] + 1)
        let bodyRange = objectStart..<end
        let hash = ByteIndex<RecordBody>.hash(bodyRange, in: buffer)
        let body: RecordBody
        if let known = bodies.value(for: bodyRange, hash: hash, in: buffer) {
          body = known
        } else {
          Self.fields(line.range, offsets: offsets, in: buffer, into: &fields)
          let name = bytes[fields[3]]
          guard !name.isEmpty else {
            throw TraceParseError(
              line: line.number, column: offsets[3] + 1, message: "expected an object name")
          }
          let (callback, arguments) = try callbacks.parsed(bytes[fields[4]]) {
            text throws(TraceParseError) in
            try Self.callback(text, line: line.number, column: offsets[4] + 1)
          }
          let (state, valid) = try states.parsed(
            bytes[fields[5].lowerBound..<line.range.upperBound]
          ) { text throws(TraceParseError) in
            let (state, valid) = try Self.state(text, line: line.number, column: offsets[5] + 1)
            return (builder.addState(state), valid)
          }
          let object = try objectIDs.parsed(name) { text throws(TraceParseError) in
            try integrity.recordObject(
              String(text), kind: nil,
              at: TraceIntegrity.Use(line: line.number, column: offsets[3] + 1),
              builder: &builder)
          }
          body = RecordBody(
            object: object, callback: callback, arguments: builder.argumentSlot(for: arguments),
            state: state, valid: valid)
          bodies.insert(bodyRange, hash: hash, value: body)
        }
        builder.record(
          time: time, epoch: epoch, object: body.object, callback: body.callback,
          argumentSlot: body.arguments, stateIndex: body.state, valid: body.valid)
        expected += 1
        lines.advance()
      }
    }
  }

  /// Throws when a value runs into the next column: the renderer pads every column to its
  /// widest value, so a row that does not line up with its header row was edited.
  private func checkAlignment(
    _ line: Line, _ offsets: [Int], in buffer: UnsafeBufferPointer<UInt8>
  ) throws(TraceParseError) {
    for offset in offsets.dropFirst() {
      let position = line.range.lowerBound + offset
      guard position < line.range.upperBound else { return }
      guard buffer[position - 1] == UInt8(ascii: " ") else {
        throw TraceParseError(
          line: line.number, column: offset,
          message: "a value runs into the column at \(offset + 1); rows line up with their "
            + "header row, so this one was edited: re-record the trace")
      }
    }
  }

  /// What a record line says after its seq, time and epoch, with its tables' indices.
  private struct RecordBody {
    package var object: Int32
    package var callback: Callback
    package var arguments: Int32
    package var state: Int32
    package var valid: TracePropertySet
  }

  /// The byte ranges of a line's columns, starting at `offsets`, without their padding; the
  /// last runs to the end of the line untrimmed at its end.
  private static func fields(
    _ line: Range<Int>, offsets: [Int], in bytes: UnsafeBufferPointer<UInt8>,
    into result: inout [Range<Int>]
  ) {
    for (index, offset) in offsets.enumerated() {
      var from = index == 0 ? line.lowerBound : min(line.lowerBound + offset, line.upperBound)
      if index + 1 < offsets.count {
        let to = min(line.lowerBound + offsets[index + 1], line.upperBound)
        result[index] = trimmed(from..<to, in: bytes)
      } else {
        while from < line.upperBound && bytes[from] == UInt8(ascii: " ") { from += 1 }
        result[index] = from..<line.upperBound
      }
    }
  }

  /// `range` of `bytes` without the spaces at its ends, skipped eight at a time, then one at a
  /// time.
  @inline(__always)
  private static func trimmed(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>)
    -> Range<Int>
  {
    let spaces: UInt64 = 0x2020_2020_2020_2020
    let raw = UnsafeRawBufferPointer(bytes)
    var (from, to) = (range.lowerBound, range.upperBound)
    while to - from >= 8 && raw.loadUnaligned(fromByteOffset: from, as: UInt64.self) == spaces {
      from += 8
    }
    while from < to && bytes[from] == UInt8(ascii: " ") { from += 1 }
    while to - from >= 8 && raw.loadUnaligned(fromByteOffset: to - 8, as: UInt64.self) == spaces {
      to -= 8
    }
    while to > from && bytes[to - 1] == UInt8(ascii: " ") { to -= 1 }
    return from..<to
  }

  /// `name` or `name(key=value,…)`.
  package static func callback(_ text: Substring, line: Int, column: Int) throws(TraceParseError)
    -> (Callback, TraceArguments)
  {
    let name = text.prefix { $0 != "(" }
    guard let callback = Callback(rawValue: String(name)) else {
      let hint =
        Suggestion.closest(to: String(name), among: Callback.allCases.map(\.rawValue))
        .map { "; did you mean '\($0)'?" } ?? ""
      throw TraceParseError(
        line: line, column: column,
        message: "expected a callback name, found \(quoted(name))\(hint)")
    }
    guard name.count < text.count else { return (callback, .none) }
    guard text.last == ")" else {
      throw TraceParseError(line: line, column: column, message: "expected ')' after the arguments")
    }
    var arguments = TraceArguments()
    for pair in argumentPairs(text.dropFirst(name.count + 1).dropLast()) {
      let key = pair.prefix { $0 != "=" }
      let value = pair.dropFirst(key.count + 1)
      switch key {
      case "animated" where value == "true" || value == "false":
        arguments.animated = value == "true"
      case "parent":
        arguments.parent = .some(value == "nil" ? nil : String(value))
      case "size":
        let parts = value.split(separator: "x")
        if parts.count == 2, let width = TraceValueParsing.number(parts[0]),
          let height = TraceValueParsing.number(parts[1])
        {
          arguments.size = Size(width: width, height: height)
        } else {
          throw TraceParseError(line: line, column: column, message: "expected size=WxH")
        }
      case "by":
        arguments.by = String(value)
      case "duration":
        guard let seconds = TraceValueParsing.number(value) else {
          throw TraceParseError(line: line, column: column, message: "expected duration=SECONDS")
        }
        arguments.duration = seconds
      case "curve":
        guard value.count <= 3, value.allSatisfy(\.isASCII), value.allSatisfy(\.isNumber),
          let curve = Int(value)
        else {
          throw TraceParseError(line: line, column: column, message: "expected curve=INTEGER")
        }
        arguments.curve = curve
      case "frameBegin", "frameEnd":
        guard let n = TraceValueParsing.numbers(value, open: "(", close: ")", count: 4) else {
          throw TraceParseError(
            line: line, column: column, message: "expected \(key)=(x,y,width,height)")
        }
        let frame = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
        if key == "frameBegin" { arguments.frameBegin = frame } else { arguments.frameEnd = frame }
      case "isLocal" where value == "true" || value == "false":
        arguments.isLocal = value == "true"
      case "completed" where value == "true" || value == "false":
        arguments.completed = value == "true"
      case "horizontalSizeClass", "verticalSizeClass":
        guard let sizeClass = SizeClass(rawValue: String(value)) else {
          throw TraceParseError(
            line: line, column: column, message: "expected \(key)=compact or \(key)=regular")
        }
        if key == "horizontalSizeClass" {
          arguments.horizontalSizeClass = sizeClass
        } else {
          arguments.verticalSizeClass = sizeClass
        }
      case "displayMode":
        guard let mode = SplitDisplayMode(rawValue: String(value)) else {
          throw TraceParseError(
            line: line, column: column,
            message: "expected displayMode=MODE, a split view display mode such as"
              + " oneBesideSecondary")
        }
        arguments.displayMode = mode
      case "column":
        guard let splitColumn = SplitColumn(rawValue: String(value)) else {
          throw TraceParseError(
            line: line, column: column,
            message: "expected column=COLUMN, a split view column such as primary")
        }
        arguments.column = splitColumn
      default:
        throw TraceParseError(
          line: line, column: column, message: "unknown argument \(quoted(pair))")
      }
    }
    return (callback, arguments)
  }

  /// The `key=value` pairs of an argument list: split at the commas outside parentheses, so
  /// that a frame's `(x,y,w,h)` stays whole.
  private static func argumentPairs(_ text: Substring) -> [Substring] {
    var pairs: [Substring] = []
    var depth = 0
    var start = text.startIndex
    for index in text.indices {
      switch text[index] {
      case "(": depth += 1
      case ")": depth = Swift.max(0, depth - 1)
      case "," where depth == 0:
        pairs.append(text[start..<index])
        start = text.index(after: index)
      default: break
      }
    }
    pairs.append(text[start...])
    return pairs.filter { !$0.isEmpty }
  }

  /// `key=value` pairs separated by spaces, then `  valid=a,b`.
  ///
  /// Split on UTF-8 code units: the separators are ASCII, and splitting by `Character` would
  /// run a grapheme break check on every character of every distinct state.
  package static func state(_ text: Substring, line: Int, column: Int) throws(TraceParseError)
    -> (ObjectState, TracePropertySet)
  {
    let utf8 = text.utf8
    var bodyEnd = utf8.endIndex
    var valid = TracePropertySet()
    if let marker = firstRange(of: TextTraceLayout.valid, in: utf8) {
      bodyEnd = marker.lowerBound
      for name in utf8[marker.upperBound...].split(separator: UInt8(ascii: ",")) {
        guard let property = TraceProperty(rawValue: String(Substring(name))) else {
          throw TraceParseError(
            line: line, column: column,
            message: "unknown property \(quoted(Substring(name))) in valid=")
        }
        valid.insert(property)
      }
    }
    var state = ObjectState()
    for pair in utf8[..<bodyEnd].split(separator: UInt8(ascii: " ")) {
      let equals = pair.firstIndex(of: UInt8(ascii: "=")) ?? pair.endIndex
      let value =
        equals == pair.endIndex ? equals..<equals : pair.index(after: equals)..<pair.endIndex
      guard let row = TracedProperty.named(Substring(pair[..<equals])),
        let value = row.shape.parseText(Substring(pair[value])),
        row.set(value, in: &state)
      else {
        throw TraceParseError(
          line: line, column: column,
          message: "expected a property as name=value, found \(quoted(Substring(pair)))")
      }
    }
    return (state, valid)
  }

  /// Where `pattern` first occurs in `text`, if it does.
  private static func firstRange(
    of pattern: StaticString, in text: Substring.UTF8View
  ) -> Range<Substring.UTF8View.Index>? {
    pattern.withUTF8Buffer { pattern -> Range<Substring.UTF8View.Index>? in
      guard let first = pattern.first else { return nil }
      var start = text.startIndex
      while let found = text[start...].firstIndex(of: first) {
        var end = found
        var matched = 0
        while matched < pattern.count, end < text.endIndex, text[end] == pattern[matched] {
          text.formIndex(after: &end)
          matched += 1
        }
        if matched == pattern.count { return found..<end }
        start = text.index(after: found)
      }
      return nil
    }
  }

  // MARK: Epochs, finals and the end line

  /// The offset of the last `pattern` in `range`, if any.
  private func lastOffset(of pattern: StaticString, in range: Range<Int>) -> Int? {
    pattern.withUTF8Buffer { pattern -> Int? in
      var start = range.upperBound - pattern.count
      while start >= range.lowerBound {
        if bytes[start..<start + pattern.count].elementsEqual(pattern) { return start }
        start -= 1
      }
      return nil
    }
  }

  /// The end of the run of bytes from `start` up to a space or `end`.
  private func token(from start: Int, to end: Int) -> Int {
    var index = start
    while index < end && bytes[index] != UInt8(ascii: " ") { index += 1 }
    return index
  }

  /// `true` when `literal` is at `offset`, before `end`.
  private func matches(_ literal: StaticString, at offset: Int, before end: Int) -> Bool {
    literal.withUTF8Buffer { literal in
      end - offset >= literal.count
        && bytes[offset..<offset + literal.count].elementsEqual(literal)
    }
  }

  private func parseEpochs(
    _ lines: inout Lines, _ builder: inout TraceBuilder, _ integrity: inout TraceIntegrity
  ) throws(TraceParseError) {
    lines.advance()
    let title = try lines.current()
    guard title.equals(TextTraceLayout.epochsTitle, in: bytes) else {
      throw TraceParseError(line: title.number, column: 1, message: "expected '# epochs'")
    }
    lines.advance()
    while try lines.current().hasPrefix(TextTraceLayout.epochPrefix, in: bytes) {
      let line = try lines.current()
      let start = line.range.lowerBound
      let end = line.range.upperBound
      func error(_ offset: Int, _ message: String) -> TraceParseError {
        TraceParseError(line: line.number, column: offset - start + 1, message: message)
      }
      let indexStart = start + TextTraceLayout.epochPrefix.utf8CodeUnitCount
      let indexEnd = token(from: indexStart, to: end)
      guard let index = TraceValueParsing.integer32(bytes[indexStart..<indexEnd]) else {
        throw error(indexStart, "expected an epoch number from 0 to 2147483647")
      }
      guard matches(TextTraceLayout.epochStart, at: indexEnd, before: end) else {
        throw error(
          indexEnd, "expected '\(TextTraceLayout.epochStart)SECONDS' after the epoch number")
      }
      let timeStart = indexEnd + TextTraceLayout.epochStart.utf8CodeUnitCount
      let timeEnd = token(from: timeStart, to: end)
      guard let startTime = TraceValueParsing.instant(bytes[timeStart..<timeEnd]) else {
        throw error(timeStart, "expected \(TraceValueParsing.timeExpectation)")
      }
      guard matches("  ", at: timeEnd, before: end) else {
        throw error(timeEnd, "expected '  CAUSE' after the start time")
      }
      let causeStart = timeEnd + 2
      let settled = lastOffset(of: TextTraceLayout.settledAt, in: causeStart..<end)
      let truncated = lastOffset(of: TextTraceLayout.truncatedAt, in: causeStart..<end)
      let marker = max(settled ?? -1, truncated ?? -1)
      guard marker >= causeStart else {
        throw error(causeStart, "expected '… settled at SECONDS' or '… truncated at SECONDS'")
      }
      let isTruncated = marker == truncated
      let endStart =
        marker
        + (isTruncated ? TextTraceLayout.truncatedAt : TextTraceLayout.settledAt).utf8CodeUnitCount
      guard let endTime = TraceValueParsing.instant(bytes[endStart..<end]) else {
        throw error(endStart, "expected \(TraceValueParsing.timeExpectation)")
      }
      let cause = String(decoding: bytes[causeStart..<marker], as: UTF8.self)
      let name = cause.prefix { $0 != "(" }
      guard !name.isEmpty else { throw error(causeStart, "expected the epoch's cause") }
      var detail = ""
      if name.count < cause.count {
        guard cause.last == ")" else {
          throw error(marker, "expected ')' after the cause's details")
        }
        detail = String(cause.dropFirst(name.count + 1).dropLast())
      }
      let summary = EpochSummary(
        index: Int(index), start: startTime, cause: String(name), detail: detail, end: endTime,
        truncated: isTruncated)
      try integrity.epoch(
        summary, line: line.number,
        columns: (indexStart - start + 1, timeStart - start + 1, endStart - start + 1))
      builder.appendEpoch(summary)
      lines.advance()
    }
  }

  private func parseFinals(
    _ lines: inout Lines, _ builder: inout TraceBuilder, _ integrity: inout TraceIntegrity
  ) throws(TraceParseError) {
    let titles: [(StaticString, String)] = [
      (TextTraceLayout.separator, "expected an 'epoch' line or '#'"),
      (TextTraceLayout.finalTitle, "expected '# final'"),
    ]
    for (title, expectation) in titles {
      let line = try lines.current()
      guard line.equals(title, in: bytes) else {
        throw TraceParseError(line: line.number, column: 1, message: expectation)
      }
      lines.advance()
    }
    let offsets = try columns(try lines.current(), TextTraceLayout.finalColumns)
    lines.advance()
    var states: [ByteKey: ObjectState] = [:]
    var fields = [Range<Int>](repeating: 0..<0, count: offsets.count)
    while !(try lines.current().hasPrefix(TextTraceLayout.end, in: bytes)) {
      let line = try lines.current()
      guard line.hasPrefix(TextTraceLayout.finalPrefix, in: bytes) else {
        throw TraceParseError(
          line: line.number, column: 1,
          message: "expected a 'final' line or the end line \(Self.endLine)")
      }
      try bytes.withUnsafeBufferPointer { buffer throws(TraceParseError) in
        try checkAlignment(line, offsets, in: buffer)
        Self.fields(line.range, offsets: offsets, in: buffer, into: &fields)
      }
      fields[0] =
        min(line.range.lowerBound + offsets[0], fields[0].upperBound)..<fields[0].upperBound
      let name = String(decoding: bytes[fields[0]], as: UTF8.self)
      guard !name.isEmpty else {
        throw TraceParseError(
          line: line.number, column: offsets[0] + 1, message: "expected an object name")
      }
      let kindText = String(decoding: bytes[fields[1]], as: UTF8.self)
      guard let kind = TraceObjectKind(rawValue: kindText) else {
        throw TraceParseError(
          line: line.number, column: offsets[1] + 1,
          message: "unknown object kind \(Self.quoted(kindText))")
      }
      let state = try states.parsed(bytes[fields[2].lowerBound..<line.range.upperBound]) {
        text throws(TraceParseError) in
        try Self.state(text, line: line.number, column: offsets[2] + 1).0
      }
      let object = try integrity.finalObject(
        name, kind: kind, at: TraceIntegrity.Use(line: line.number, column: offsets[0] + 1),
        builder: &builder)
      builder.addFinal(object: object, state: state)
      lines.advance()
    }
  }

  /// `# end  records=R epochs=E finals=F digest=HEX` (format version 1: without the digest),
  /// the last line.
  private func parseEnd(
    _ lines: inout Lines, _ integrity: TraceIntegrity, version: Int, read: TraceIntegrity.Counts
  ) throws(TraceParseError) {
    let line = try lines.current()
    let start = line.range.lowerBound
    let end = line.range.upperBound
    let expected = version >= 2 ? Self.endLine : Self.endLineVersion1
    var offset = start
    var values: [(value: Int, column: Int)] = []
    for label in TextTraceLayout.endLabels {
      let valueStart = offset + label.utf8CodeUnitCount
      let valueEnd = token(from: valueStart, to: end)
      guard matches(label, at: offset, before: end),
        let value = TraceValueParsing.integer(bytes[valueStart..<valueEnd])
      else {
        throw TraceParseError(
          line: line.number, column: offset - start + 1, message: "expected \(expected)")
      }
      values.append((value, valueStart - start + 1))
      offset = valueEnd
    }
    var digest: (value: Substring, column: Int)?
    if version >= 2 {
      let valueStart = offset + TextTraceLayout.endDigest.utf8CodeUnitCount
      guard matches(TextTraceLayout.endDigest, at: offset, before: end) else {
        throw TraceParseError(
          line: line.number, column: offset - start + 1, message: "expected \(expected)")
      }
      offset = token(from: valueStart, to: end)
      digest = (
        Substring(String(decoding: bytes[valueStart..<offset], as: UTF8.self)),
        valueStart - start + 1
      )
    }
    guard offset == end else {
      throw TraceParseError(
        line: line.number, column: offset - start + 1, message: "expected \(expected)")
    }
    if line.range.upperBound + 1 < bytes.count {
      throw TraceParseError(
        line: line.number + 1, column: 1,
        message: "unexpected text after the end line; the trace was edited or two were joined")
    }
    try integrity.finish(
      declared: TraceIntegrity.Counts(
        records: values[0].value, epochs: values[1].value, finals: values[2].value),
      read: read, line: line.number,
      columns: (values[0].column, values[1].column, values[2].column))
    if let digest {
      try TraceDigest.check(
        digest.value, of: bytes[..<start], line: line.number, column: digest.column,
        endRecord: "the end line")
    }
  }
}
