@testable import LifecycleSim

/// `trace` (text or JSON Lines, format version 2) with its end record's digest recomputed for the
/// bytes before it: a test's hand-edited trace made to read as written
/// (docs/trace-formats.md#digest).
func resealed(_ trace: [UInt8]) -> [UInt8] {
  var bytes = trace
  guard bytes.last == UInt8(ascii: "\n") else { return trace }
  let endStart = (bytes.dropLast().lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
  let digest = Array(TraceDigest.text(TraceDigest.of(bytes[..<endStart])).utf8)
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
