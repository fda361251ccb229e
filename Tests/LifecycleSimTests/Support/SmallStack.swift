import Foundation

/// Holds a value a thread hands back; written once before the semaphore is signalled and read
/// after the wait, so the two threads never touch it at the same time.
private final class HandOff<Value>: @unchecked Sendable {
  var value: Value?
}

/// Runs `body` on a thread with a 448 KiB stack and returns what it returns.
///
/// 512 KiB is the stack Swift Testing's threads, secondary threads and Dispatch workers get on
/// macOS; a walk that recurses too deep crashes the test process here on every platform. The
/// tests get 64 KiB less than that: what a walk needs at its deepest point depends on what ran
/// before it in the process (the first use of a generic type or of a library function does its
/// one-off work there, the runtime's metadata and the dynamic linker's lazy binding, some KiB
/// each), so a walk that just fits in 512 KiB passes alone and crashes after other tests, or
/// the other way round. Each test run alone is the worst case: the deepest needs 373 KiB.
func onSmallStack<Value: Sendable>(_ body: @escaping @Sendable () -> Value) -> Value? {
  let done = DispatchSemaphore(value: 0)
  let result = HandOff<Value>()
  let thread = Thread {
    result.value = body()
    done.signal()
  }
  thread.stackSize = 448 * 1024
  thread.start()
  done.wait()
  return result.value
}
