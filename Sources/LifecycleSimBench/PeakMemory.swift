import Foundation

/// The process's peak resident memory so far, from `getrusage`.
enum PeakMemory {
  /// The peak in bytes; 0 when the system does not say.
  static func bytes() -> Int {
    var usage = rusage()
    // Linux gives kilobytes, macOS bytes.
    #if os(Linux)
    guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
    return Int(usage.ru_maxrss) &* 1024
    #else
    guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
    return Int(usage.ru_maxrss)
    #endif
  }
}
