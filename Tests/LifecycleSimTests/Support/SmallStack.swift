import Foundation

/// Holds a value a thread hands back; written once before the semaphore is signalled and read
/// after the wait, so the two threads never touch it at the same time.
private final class HandOff<Value>: @unchecked Sendable {
  var value: Value?
}

/// Runs `body` on a thread with a 512 KiB stack and returns what it returns.
///
/// 512 KiB is the stack Swift Testing's threads, secondary threads and Dispatch workers get on
/// macOS; a walk that recurses too deep crashes the test process here on every platform.
func onSmallStack<Value: Sendable>(_ body: @escaping @Sendable () -> Value) -> Value? {
  let done = DispatchSemaphore(value: 0)
  let result = HandOff<Value>()
  let thread = Thread {
    result.value = body()
    done.signal()
  }
  thread.stackSize = 512 * 1024
  thread.start()
  done.wait()
  return result.value
}
