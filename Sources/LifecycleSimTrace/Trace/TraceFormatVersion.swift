import LifecycleSimCore

/// The trace format versions a reader meets (docs/trace-formats.md#compatibility): the one this
/// version writes, the older ones it still reads, and newer ones it cannot.
enum TraceFormatVersion {
  /// The version `text` names (`2` in `lifecycle-trace/2`), when this version reads it.
  package static func readable(_ text: String) -> Int? {
    guard text.utf8.count <= 9, text.utf8.allSatisfy({ (48...57).contains($0) }),
      let version = Int(text), TraceHeader.readableFormatVersions.contains(version)
    else { return nil }
    return version
  }

  /// The message for a trace of a format version this version cannot read.
  static func unsupported(_ text: String) -> String {
    let versions = TraceHeader.readableFormatVersions
    let quoted = text.count > 40 ? "\(text.prefix(40))…" : text
    return
      "unsupported trace format version \(quoted) (lifecycle-sim \(LifecycleSimVersion.current) "
      + "reads versions \(versions.lowerBound) to \(versions.upperBound)); a newer lifecycle-sim "
      + "wrote it: upgrade, or re-record the trace with this one"
  }
}
