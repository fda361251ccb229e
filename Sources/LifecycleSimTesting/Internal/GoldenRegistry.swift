import LifecycleSimSupport
import LifecycleSimTrace

/// The goldens asserted in this process, so that two assertions never share one file: the only
/// shared mutable state of the testing library.
enum GoldenRegistry {
  private static let claims = Locked<[String: String]>([:])

  /// Claims the golden at `path` for the assertion at `callSite`.
  ///
  /// - Returns: `false` when another call site claimed it already. The same call site may claim
  ///   it again (a repeated test run).
  static func claim(_ path: String, by callSite: String) -> Bool {
    claims.withLock { claims in
      if let owner = claims[path] { return owner == callSite }
      claims[path] = callSite
      return true
    }
  }
}
