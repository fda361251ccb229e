#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock: the platform's `pthread_mutex_t`, at an address that never moves.
///
/// It stands in for Foundation's `NSLock`, which FoundationEssentials (what the package imports
/// on Linux) does not have, and for `Synchronization.Mutex`, which needs iOS 18 and macOS 15.
/// ``Locked`` and ``InterruptCleanup`` use it. It is not recursive: a thread that locks it twice
/// without unlocking waits forever.
///
/// `@unchecked Sendable` is sound because the mutex is only reached through `pthread_mutex_lock`
/// and `pthread_mutex_unlock`, which are made to be called from any thread.
package final class SystemLock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// An unlocked lock.
  package init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Waits until no other thread holds the lock, then holds it.
  package func lock() { pthread_mutex_lock(mutex) }

  /// Lets the lock go; only the thread that holds it may call this.
  package func unlock() { pthread_mutex_unlock(mutex) }
}
