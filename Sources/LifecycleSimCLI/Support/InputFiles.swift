import Foundation
import LifecycleSim
import Synchronization

/// Reading the files commands take: scenarios to run and saved traces.
enum InputFiles {
  /// The bytes of `path`, or of standard input for `-`.
  ///
  /// - Parameter what: what the file should be (`scenario`, `scenario or trace`), for the error.
  static func read(_ path: String, what: String, input: () -> [UInt8]) throws(CLIError) -> [UInt8] {
    if path == "-" { return input() }
    guard let bytes = readFile(path) else {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        throw .input("Error: '\(path)' is a folder; give a \(what) file.")
      }
      throw .input(
        "Error: cannot read the \(what) '\(path)': no such readable file.\n"
          + "  Check the path; run 'ls traces/*.scenario.json' for the bundled scenarios.")
    }
    return bytes
  }

  /// A file's bytes, read straight into an array.
  ///
  /// That is one copy fewer than through `Data`, which counts for traces of hundreds of
  /// megabytes. Pipes such as `<(…)` are read to their end. `nil` when the file cannot be opened
  /// or read (a folder, say).
  private static func readFile(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var info = stat()
    if fstat(fileno(file), &info) == 0, info.st_mode & S_IFMT == S_IFREG {
      let size = Int(info.st_size)
      let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
        count = size == 0 ? 0 : fread(buffer.baseAddress, 1, size, file)
      }
      return bytes.count == size && ferror(file) == 0 ? bytes : nil
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      bytes.append(contentsOf: chunk[..<count])
      if count < chunk.count { break }
    }
    return ferror(file) == 0 ? bytes : nil
  }

  /// How diagnostics name `path`.
  static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

  /// Decodes and runs a scenario.
  ///
  /// - Parameter consequence: what the error's last line says happened, such as
  ///   `nothing was written`.
  static func simulate(_ bytes: [UInt8], fileName: String, consequence: String)
    throws(CLIError) -> Trace
  {
    do {
      return try Simulator(Scenario.decode(bytes, fileName: fileName)).run()
    } catch {
      let count = error.diagnostics.count
      throw .input(
        error.description + "\n\(count) problem\(count == 1 ? "" : "s") found; \(consequence)."
      )
    }
  }

  /// `true` when `bytes` start like a trace (`# lifecycle-trace/…` or a JSON Lines `header`
  /// record) rather than a scenario.
  static func looksLikeTrace(_ bytes: [UInt8]) -> Bool {
    let start = bytes.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }.prefix(10)
    return start.starts(with: Array("#".utf8)) || start.starts(with: Array("{\"record\"".utf8))
  }

  /// The traces in `paths`, each parsed when it is a saved trace and simulated when it is a
  /// scenario.
  ///
  /// The files are read in order, then turned into traces side by side, one thread each: the
  /// two are independent, so the result is the same as one after the other, about twice as
  /// fast for large traces. When both fail, the first one's error is reported.
  static func traces(_ paths: [String], input: () -> [UInt8]) throws(CLIError) -> [Trace] {
    var files: [(bytes: [UInt8], name: String)] = []
    for path in paths {
      files.append((try read(path, what: "scenario or trace", input: input), displayName(path)))
    }
    let results = Mutex([Result<Trace, CLIError>?](repeating: nil, count: files.count))
    let inputs = files
    DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
      let result = Result { () throws(CLIError) -> Trace in
        try trace(inputs[index].bytes, name: inputs[index].name)
      }
      results.withLock { $0[index] = result }
    }
    var traces: [Trace] = []
    for result in results.withLock({ $0 }) {
      guard let result else { continue }
      traces.append(try result.get())
    }
    return traces
  }

  /// The trace `bytes` hold: parsed when they are a saved trace, simulated when a scenario.
  private static func trace(_ bytes: [UInt8], name: String) throws(CLIError) -> Trace {
    guard looksLikeTrace(bytes) else {
      return try simulate(bytes, fileName: name, consequence: "nothing was compared")
    }
    do {
      return try Trace.parse(bytes)
    } catch {
      throw .input(
        "\(name):\(error.line):\(error.column): \(error.message)\n"
          + "  The file starts like a trace; re-record it with 'lifecycle-sim run SCENARIO "
          + "--output \(name)', or give the scenario instead.")
    }
  }
}
