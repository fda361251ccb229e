/// A value that threads share, read and changed only while holding a lock.
///
/// It stands in for `Synchronization.Mutex`, which needs iOS 18 and macOS 15: ``SystemLock`` is
/// on every platform the package declares and on Linux. The sweep, the CLI's parallel work and the
/// testing library's golden registry use it; the simulator itself stays single-threaded.
///
/// ```swift
/// let done = Locked(0)
/// DispatchQueue.concurrentPerform(iterations: 4) { _ in done.withLock { $0 += 1 } }
/// done.withLock { $0 }  // 4
/// ```
///
/// `@unchecked Sendable` is sound because `state` is private and only ever touched inside
/// ``withLock(_:)``, between `lock()` and `unlock()` of the one ``SystemLock``, and `State` is itself
/// `Sendable`, so the copies that `withLock` hands out may cross threads.
package final class Locked<State: Sendable>: @unchecked Sendable {
  private let lock = SystemLock()
  private var state: State

  /// A lock around `state`.
  package init(_ state: State) { self.state = state }

  /// Runs `body` on the state while holding the lock, and returns what it returns.
  ///
  /// `body` must not call `withLock` on the same value: the lock is not recursive.
  package func withLock<Result, Failure: Error>(
    _ body: (inout State) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
