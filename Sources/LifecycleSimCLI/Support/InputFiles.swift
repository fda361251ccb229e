#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LifecycleSim

/// Reading the files commands take: scenarios to run and saved traces.
enum InputFiles {
  /// The most any input may hold: ``FileDescriptor/readLimit``, 1 GiB.
  static let sizeLimit = FileDescriptor.readLimit

  /// The bytes of `path`, or of standard input for `-`.
  ///
  /// - Parameters:
  ///   - what: what the file should be (`scenario`, `scenario or trace`), for the error.
  ///   - limit: the most bytes the file may hold.
  static func read(
    _ path: String, what: String, input: () throws(CLIError) -> [UInt8], limit: Int = sizeLimit
  ) throws(CLIError) -> [UInt8] {
    if path == "-" { return try input() }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw .input(
        "Error: cannot read the \(what) '\(Printable.path(path))': no such readable file.\n"
          + "  Check the path; run 'ls traces/*.scenario.json' for the bundled scenarios.")
    }
    defer { close(descriptor) }
    var info = stat()
    if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
      throw .input("Error: '\(Printable.path(path))' is a folder; give a \(what) file.")
    }
    return try read(
      FileDescriptor(raw: descriptor), named: "'\(Printable.path(path))'", limit: limit)
  }

  /// The bytes of the regular file `path`, one a command found in a folder or by a path in
  /// another file (a sweep's summary and traces): anything else, a FIFO above all, is refused
  /// without waiting.
  ///
  /// - Parameter what: what the file should be (`trace`, `sweep summary`), for the error.
  static func readRegular(_ path: String, what: String) throws(CLIError) -> [UInt8] {
    do {
      return try FileDescriptor.contents(ofRegularFile: path, limit: sizeLimit)
    } catch {
      let shown = Printable.path(path)
      switch error {
      case .tooLarge:
        throw .input(
          "Error: '\(shown)' is larger than \(describe(sizeLimit)); lifecycle-sim reads files "
            + "up to \(describe(sizeLimit)).")
      case .notRegular:
        throw .input(
          "Error: cannot read the \(what) '\(shown)': it is not a regular file.\n"
            + "  Give a folder whose files are regular files (not FIFOs or devices).")
      case .system(let failure):
        throw .input(
          "Error: cannot read the \(what) '\(shown)': \(failure.description).\n"
            + "  Check the path.")
      }
    }
  }

  /// Standard input's bytes, up to ``sizeLimit``.
  static func readStandardInput() throws(CLIError) -> [UInt8] {
    try read(FileDescriptor(raw: 0), named: "standard input", limit: sizeLimit)
  }

  /// The bytes of an open file, up to `limit`.
  ///
  /// - Parameter name: how the error names the file (`'PATH'`, `standard input`).
  static func read(
    _ file: FileDescriptor, named name: String, limit: Int
  ) throws(CLIError) -> [UInt8] {
    do {
      return try file.readToEnd(limit: limit)
    } catch {
      switch error {
      case .tooLarge:
        let size = describe(limit)
        throw .input(
          "Error: \(name) is larger than \(size); lifecycle-sim reads scenarios and traces up "
            + "to \(size).")
      case .system(let error):
        throw .input("Error: cannot read \(name): \(error.description).")
      case .notRegular:
        throw .input("Error: cannot read \(name): it is not a regular file.")
      }
    }
  }

  /// `bytes` in the largest binary unit that divides it: `1 GiB`, `64 KiB`, `100 bytes`.
  private static func describe(_ bytes: Int) -> String {
    for (unit, shift) in [("GiB", 30), ("MiB", 20), ("KiB", 10)]
    where bytes > 0 && bytes % (1 << shift) == 0 {
      return "\(bytes >> shift) \(unit)"
    }
    return "\(bytes) bytes"
  }

  /// How diagnostics name `path`: escaped (``Printable/path(_:)``), `<stdin>` for `-`.
  static func displayName(_ path: String) -> String {
    path == "-" ? "<stdin>" : Printable.path(path)
  }

  /// Decodes and runs a scenario.
  ///
  /// - Parameter consequence: what the error's last line says happened, such as
  ///   `nothing was written`.
  static func simulate(_ bytes: [UInt8], fileName: String, consequence: String)
    throws(CLIError) -> Trace
  {
    try simulate(
      decode(bytes, fileName: fileName, consequence: consequence), consequence: consequence)
  }

  /// Decodes a scenario and runs it once to check it and measure its rendering in `format`
  /// (``Simulator/stream(_:)``), for a rendering as it runs.
  ///
  /// - Parameter consequence: what the error's last line says happened, such as
  ///   `nothing was written`.
  ///
  /// `keep` receives the simulator when the trace is whole, for a caller about to exit to keep
  /// rather than destroy (its world, freed piece by piece, costs about 5 million instructions at
  /// 100,000 views). A streamed trace's simulator is let go: its rendering run builds another
  /// world, and keeping the first would double the memory a long run needs.
  static func stream(
    _ scenario: Scenario, format: TraceFormat, consequence: String,
    keep: (Any) -> Void = { _ in }
  ) throws(CLIError) -> TraceStream {
    let limit = try memoryLimit()
    return try checked(consequence: consequence) { () throws(ScenarioError) in
      let simulator = try Simulator(scenario)
      let stream = try simulator.stream(format, memoryLimit: limit)
      if case .whole = stream.content { keep(simulator) }
      return stream
    }
  }

  /// Decodes a scenario file's bytes, its problems reported with their count and `consequence`.
  static func decode(_ bytes: [UInt8], fileName: String, consequence: String)
    throws(CLIError) -> Scenario
  {
    try checked(consequence: consequence) { () throws(ScenarioError) in
      try Scenario.decode(bytes, fileName: fileName)
    }
  }

  /// Runs a decoded scenario; `keep` receives the simulator once it has run (as in
  /// ``stream(_:format:consequence:keep:)``).
  static func simulate(
    _ scenario: Scenario, consequence: String, keep: (Any) -> Void = { _ in }
  ) throws(CLIError) -> Trace {
    let limit = try memoryLimit()
    return try checked(consequence: consequence) { () throws(ScenarioError) in
      let simulator = try Simulator(scenario)
      try simulator.checkMemory(limit: limit)
      defer { keep(simulator) }
      return try simulator.run()
    }
  }

  /// The environment variable that sets the memory a run may use, in bytes, in place of the
  /// physical memory or the control group's limit (to try the refusal, or to keep a run
  /// smaller than the machine).
  static let memoryLimitVariable = "LIFECYCLE_SIM_MEMORY_LIMIT"

  /// The memory a run may use, from ``memoryLimitVariable``; `nil` when it is not set.
  static func memoryLimit() throws(CLIError) -> Int? {
    guard let text = ProcessInfo.processInfo.environment[memoryLimitVariable] else { return nil }
    guard let bytes = Int(text), bytes > 0 else {
      throw .input(
        "Error: \(memoryLimitVariable)='\(PrintableText.escaped(text, escapingBackslash: true))' is not a number of bytes.\n"
          + "  Set it to a whole number of bytes, such as 2000000000, or unset it; nothing was "
          + "run.")
    }
    return bytes
  }

  /// What `body` returns, its problems reported with their count and `consequence`.
  private static func checked<Result>(
    consequence: String, _ body: () throws(ScenarioError) -> Result
  ) throws(CLIError) -> Result {
    do {
      return try body()
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
  /// fast for large traces. When both fail, the first one's error is reported. Two files with
  /// the same bytes are turned into one trace, used twice.
  static func traces(
    _ paths: [String], input: () throws(CLIError) -> [UInt8]
  ) throws(CLIError) -> [Trace] {
    var files: [(bytes: [UInt8], name: String)] = []
    for path in paths {
      files.append((try read(path, what: "scenario or trace", input: input), displayName(path)))
    }
    // Two files with the same bytes (a trace against a copy of itself) are read once.
    if files.count == 2, files[0].bytes.count == files[1].bytes.count,
      files[0].bytes.withUnsafeBytes({ a in
        files[1].bytes.withUnsafeBytes { b in
          a.baseAddress.flatMap { a in b.baseAddress.map { memcmp(a, $0, b.count) == 0 } } ?? true
        }
      })
    {
      let only = try trace(files[0].bytes, name: files[0].name)
      return [only, only]
    }
    let results = Locked([Result<Trace, CLIError>?](repeating: nil, count: files.count))
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
