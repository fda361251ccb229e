#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// What a process removes when `SIGINT`, `SIGTERM` or `SIGHUP` ends it: the temporary files
/// and folders its writers are making, so that an interrupted `run --output` or `sweep` leaves
/// nothing behind.
///
/// Writers register each temporary path while they create it (``create(_:_:)``) and
/// unregister it once it is renamed into place or removed. ``install()``, which the command
/// line calls once at start, turns the three signals into events on a queue of their own
/// (a Dispatch signal source: the handler runs on an ordinary thread, not inside a signal
/// handler, so it may remove a folder tree). The handler takes the lock every registration
/// takes and keeps it: a writer in the middle of creating a file finishes first, and no writer
/// creates anything afterwards. It removes what is registered, newest first, then ends the
/// process with the signal's default action, so that the parent (a shell, `make`, CI) sees it
/// ended by that signal. A signal that was ignored when the process started (a background
/// job's `SIGINT`) stays ignored.
///
/// `SIGKILL` cannot be caught: what a killed process leaves is recognised by its name
/// (``AtomicFile/temporaryPrefix`` and the process id) and removed by the next command that
/// meets it once the process is gone.
package enum InterruptCleanup {
  /// One registered path and how to remove it.
  package enum Entry: Sendable {
    /// A file: unlinked.
    case file(String)
    /// A folder the process made and fills: removed with everything in it.
    case tree(String)
    /// A folder the process made empty (`sweep --out`'s target, a missing parent): removed
    /// only while it is still empty.
    case emptyFolder(String)
  }

  /// The registered entries, behind a lock that the signal handler takes and never releases.
  private final class Registry: @unchecked Sendable {
    package let lock = SystemLock()
    package var entries: [(token: Int, entry: Entry)] = []
    package var nextToken = 0
    /// The signal sources, kept alive.
    package var sources: [any DispatchSourceSignal] = []
  }

  private static let registry = Registry()
  private static let queue = DispatchQueue(label: "lifecycle-sim.interrupts")

  /// Turns `SIGINT`, `SIGTERM` and `SIGHUP` into a clean-up and an exit by that signal.
  ///
  /// Call once, from the main thread, before any work.
  package static func install() {
    for number in [SIGINT, SIGTERM, SIGHUP] {
      let previous = signal(number, SIG_IGN)
      if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
        continue
      }
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler { cleanUpAndExit(number) }
      source.resume()
      withLock { registry.sources.append(source) }
    }
  }

  /// Registers `entry` without creating anything; returns its token for ``unregister(_:)``.
  @discardableResult
  package static func register(_ entry: Entry) -> Int {
    withLock { add(entry) }
  }

  /// Runs `create`, which makes the file or folder of `entry`, and registers `entry` when it
  /// succeeds, both under the lock: a signal cannot come between the two.
  ///
  /// - Returns: what `create` returned, and the token, `nil` when `create` failed (`succeeded`
  ///   said so).
  package static func create<Result>(
    _ entry: Entry, _ create: () -> Result, succeeded: (Result) -> Bool
  ) -> (result: Result, token: Int?) {
    withLock {
      let result = create()
      return (result, succeeded(result) ? add(entry) : nil)
    }
  }

  /// Runs `body` under the lock: an interrupt waits until it is done (a rename that swaps a
  /// folder in two steps, say), and a writer's file is never made after the handler started.
  package static func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    registry.lock.lock()
    defer { registry.lock.unlock() }
    return try body()
  }

  /// Forgets a registered entry (it was renamed into place or removed); also under the lock,
  /// when called from ``withLock(_:)`` with `locked: true`.
  package static func unregister(_ token: Int?, locked: Bool = false) {
    guard let token else { return }
    if !locked { registry.lock.lock() }
    registry.entries.removeAll { $0.token == token }
    if !locked { registry.lock.unlock() }
  }

  private static func add(_ entry: Entry) -> Int {
    let token = registry.nextToken
    registry.nextToken += 1
    registry.entries.append((token, entry))
    return token
  }

  /// Removes every registered entry, newest first, then ends the process by `number`.
  private static func cleanUpAndExit(_ number: Int32) -> Never {
    // Never released: writers stop at their next registration.
    registry.lock.lock()
    for (_, entry) in registry.entries.reversed() {
      switch entry {
      case .file(let path): unlink(path)
      case .tree(let path): try? FileManager.default.removeItem(atPath: path)
      case .emptyFolder(let path): rmdir(path)
      }
    }
    // Dispatch keeps the signal blocked in its threads; unblock it here with the default
    // action, so that raising it ends the process as the signal would have.
    signal(number, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, number)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(number)
    _exit(128 + number)
  }
}
