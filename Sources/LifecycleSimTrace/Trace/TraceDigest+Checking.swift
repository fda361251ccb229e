import LifecycleSimSupport

extension TraceDigest {
  /// Checks the digest an end record declares (`declared`, at `line`:`column`) against the
  /// bytes before the end record.
  ///
  /// - Parameter endRecord: how the message names the end record.
  /// - Throws: for a digest that is not 16 lowercase hexadecimal digits, or that the bytes do
  ///   not have: the trace was edited after it was written.
  package static func check(
    _ declared: Substring, of bytes: ArraySlice<UInt8>, line: Int, column: Int,
    endRecord: String
  ) throws(TraceParseError) {
    let isDigest =
      declared.utf8.count == 16
      && declared.utf8.allSatisfy {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
          || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
      }
    guard isDigest else {
      throw TraceParseError(
        line: line, column: column,
        message: "expected a digest of 16 lowercase hexadecimal digits in \(endRecord), found "
          + "'\(declared.prefix(40))'")
    }
    let actual = text(of(bytes))
    guard declared != actual else { return }
    throw TraceParseError(
      line: line, column: column,
      message: "the trace was edited after it was written (digest \(actual), expected "
        + "\(declared) from \(endRecord)): re-record it with 'lifecycle-sim verify FOLDER "
        + "--record' (or 'lifecycle-sim run SCENARIO --output FILE'), or a test's golden with "
        + "LIFECYCLE_SIM_RECORD=failed")
  }
}

extension TraceDigest {
  /// `trace` with its end record's digest recomputed for the bytes before it.
  ///
  /// `trace` is text or JSON Lines, format version 2; it comes back unchanged when it has no
  /// digest to replace. For tests that
  /// edit a trace by hand and need it to read as written (docs/trace-formats.md#digest); the
  /// command line offers no such thing on purpose.
  package static func resealed(_ trace: [UInt8]) -> [UInt8] {
    var bytes = trace
    guard bytes.last == UInt8(ascii: "\n") else { return trace }
    let endStart = (bytes.dropLast().lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
    let digest = Array(text(of(bytes[..<endStart])).utf8)
    let endLine = Array(bytes[endStart...])
    let key = Array((bytes.first == UInt8(ascii: "{") ? "\"digest\":\"" : "digest=").utf8)
    guard
      let keyStart = endLine.indices.first(where: { endLine[$0...].starts(with: key) })
        .map({ $0 + key.count }),
      endLine.count >= keyStart + 16
    else { return trace }
    bytes.replaceSubrange(endStart + keyStart..<endStart + keyStart + 16, with: digest)
    return bytes
  }
}
