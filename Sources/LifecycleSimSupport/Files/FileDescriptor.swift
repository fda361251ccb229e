#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An open POSIX file descriptor, read and written with `read(2)` and `write(2)` directly.
///
/// Unlike `FileHandle`, a failed read or write comes back as a ``SystemError`` instead of
/// trapping, and interrupted calls (`EINTR`) and partial writes are retried.
package struct FileDescriptor {
  /// The descriptor number, such as `STDOUT_FILENO`.
  package var raw: Int32

  /// Wraps an open descriptor; the caller keeps ownership and closes it.
  package init(raw: Int32) { self.raw = raw }

  /// The most a scenario or trace file may hold: 1 GiB.
  ///
  /// Inputs are read whole into memory. `diff` peaks at about 1.5 times the size of its two
  /// inputs (830 MB for two 287 MB traces), so two inputs at the limit need about 3 GB. The
  /// limit is three times the largest inputs of the benchmarks (287 MB text and 380 MB JSON
  /// Lines traces of 1.6 million records), while an endless input such as `/dev/zero` stops
  /// with an error instead of exhausting memory.
  package static let readLimit = 1 << 30

  /// The bytes of the file at `path`, up to `limit`.
  ///
  /// - Throws: ``ReadFailure/system(_:)`` when it cannot be opened or read (a folder, say),
  ///   ``ReadFailure/tooLarge`` beyond `limit`.
  package static func contents(
    ofFile path: String, limit: Int = readLimit
  ) throws(ReadFailure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .system(.last) }
    defer { close(descriptor) }
    return try FileDescriptor(raw: descriptor).readToEnd(limit: limit)
  }

  /// The bytes of the regular file at `path`, up to `limit`: anything else (a FIFO, a device,
  /// a folder) is refused without waiting, as the files a command finds by listing a folder or
  /// by a path in another file are read (`verify`, `sweep --merge`, `report --sweep`).
  ///
  /// The file is opened without blocking, so that opening a FIFO does not wait for a writer,
  /// and checked with `fstat(2)` before anything is read.
  ///
  /// - Throws: ``ReadFailure/notRegular`` for anything but a regular file (a symbolic link to
  ///   one is followed), and as ``contents(ofFile:limit:)``.
  package static func contents(
    ofRegularFile path: String, limit: Int = readLimit
  ) throws(ReadFailure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .system(.last) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .system(.last) }
    guard info.st_mode & S_IFMT == S_IFREG else { throw .notRegular }
    return try FileDescriptor(raw: descriptor).readToEnd(limit: limit)
  }

  /// Why ``readToEnd(limit:)`` stopped.
  package enum ReadFailure: Error, CustomStringConvertible {
    /// There are more than `limit` bytes.
    case tooLarge
    /// `read(2)` failed.
    case system(SystemError)
    /// ``contents(ofRegularFile:limit:)`` found something else than a regular file.
    case notRegular

    /// `too large`, the system's message, or `not a regular file`.
    package var description: String {
      switch self {
      case .tooLarge: "larger than the limit"
      case .system(let error): error.description
      case .notRegular: "not a regular file"
      }
    }
  }

  /// Writes every byte of `bytes`, retrying after `EINTR` and partial writes.
  package func writeAll(_ bytes: UnsafeRawBufferPointer) throws(SystemError) {
    guard var next = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let written = write(raw, next, remaining)
      if written < 0 {
        if errno == EINTR { continue }
        throw .last
      }
      // write(2) returns 0 only for a zero count; treat it as a failure rather than spin.
      guard written > 0 else { throw SystemError(code: EIO) }
      next += written
      remaining -= written
    }
  }

  /// Writes what `render` hands on, a buffer at a time, as it is made (such as
  /// ``TraceFormat/render(_:chunks:)``); the first failed write stops it.
  ///
  /// - Throws: the ``SystemError`` of the first failed write.
  package func writeChunks(
    of render: ((UnsafeRawBufferPointer) -> Bool) -> Void
  ) throws(SystemError) {
    var failure: SystemError?
    render { chunk in
      do throws(SystemError) {
        try writeAll(chunk)
        return true
      } catch {
        failure = error
        return false
      }
    }
    if let failure { throw failure }
  }

  /// Writes every byte of `bytes`.
  package func writeAll(_ bytes: [UInt8]) throws(SystemError) {
    let result = bytes.withUnsafeBytes { buffer in
      Result { () throws(SystemError) in try writeAll(buffer) }
    }
    try result.get()
  }

  /// Reads to the end, refusing more than `limit` bytes.
  ///
  /// A regular file's size is known first (`fstat`), so it is refused before anything is read
  /// when too large, and otherwise read straight into an array of that size. Anything else
  /// (pipe, terminal, device) is read in chunks, counting.
  package func readToEnd(limit: Int) throws(ReadFailure) -> [UInt8] {
    var info = stat()
    var expected = 0
    if fstat(raw, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
      guard let size = Int(exactly: info.st_size), size <= limit else { throw .tooLarge }
      expected = size
    }
    var failure: ReadFailure?
    var atEnd = false
    // One byte more than expected, so that reaching the end is seen without another read.
    let capacity = expected < Int.max ? expected + 1 : expected
    var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      while count < buffer.count, let start = buffer.baseAddress {
        let got = read(raw, start + count, buffer.count - count)
        if got < 0 {
          if errno == EINTR { continue }
          failure = .system(.last)
          return
        }
        if got == 0 {
          atEnd = true
          return
        }
        count += got
      }
    }
    if let failure { throw failure }
    if bytes.count > limit { throw .tooLarge }
    // A file that grew while being read, or anything other than a regular file.
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while !atEnd {
      let got = chunk.withUnsafeMutableBytes { read(raw, $0.baseAddress, $0.count) }
      if got < 0 {
        if errno == EINTR { continue }
        throw .system(.last)
      }
      if got == 0 { break }
      guard got <= limit - bytes.count else { throw .tooLarge }
      bytes.append(contentsOf: chunk[..<got])
    }
    return bytes
  }
}
