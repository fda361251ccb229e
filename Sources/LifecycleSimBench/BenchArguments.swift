/// The benchmark's command line: a command and its options, checked before any work.
struct BenchArguments {
  /// What to run.
  enum Command: String {
    /// Generate a scenario and time its phases.
    case run
    /// Generate a scenario and render its trace as `lifecycle-sim run` writes it.
    case stream
    /// Write the generated scenario to standard output or a file.
    case scenario
    /// The scheduler-only workload of the C++ anchor.
    case scheduler
    /// Write the window's tree for the flat C++ geometry pass.
    case tree
    /// Build the window, rotate it and print the checksum of its geometry.
    case geometry
    /// Generate a scenario and explain one value of it, as `lifecycle-sim explain` does.
    case explain
  }

  /// A usage error: the message, then the usage text, exit status 2.
  struct Failure: Error {
    var message: String
  }

  var command = Command.run
  var views = 100_000
  var events = 1_000
  var mix = AppShape.Mix.mixed
  var through: Phase?
  var format = "text"
  var output: String?
  var processes = 1_000
  var schedulerEvents = 1_000_000
  var rotations = 2
  /// `geometry --epochs closed|open`: whether the run closes its epochs (marks validity).
  var closesEpochs = true
  /// `geometry --check on|off`: whether it computes the checksum of the rotations' records.
  var checks = true
  /// `explain --target OBJECT.PROPERTY`: the value explained.
  var target = "Feed.safeAreaInsets"

  static let usage = """
    usage: lifecycle-sim-bench [run] [--views N] [--events N] [--mix M]
                               [--through decode|validate|simulate|close|render]
                               [--format text|jsonl|chrome]
           lifecycle-sim-bench stream [--views N] [--events N] [--mix M]
                                      [--format text|jsonl|chrome]
           lifecycle-sim-bench scenario [--views N] [--events N] [--mix M] [--output FILE]
           lifecycle-sim-bench scheduler [--events N] [--processes N]
           lifecycle-sim-bench tree [--views N] [--output FILE]
           lifecycle-sim-bench geometry [--views N] [--rotations N] [--epochs closed|open]
                                        [--check on|off]
           lifecycle-sim-bench explain [--views N] [--events N] [--mix M]
                                       [--target OBJECT.PROPERTY]

      run        generates an app-shaped scenario (default 1e5 views, 1e3 events, mixed) and
                 prints, per phase, wall seconds, records/s, MB/s and peak memory (getrusage)
      stream     generates the scenario and renders its trace into a sink that counts, as
                 'lifecycle-sim run' writes it: past 262,144 records one epoch at a time, after a
                 checking run; prints each step's seconds and the peak memory after it
      scenario   writes the generated scenario, to time 'lifecycle-sim run' on it
      scheduler  the scheduler-only workload of scripts/anchor/scheduler.cpp (default 1e6
                 timeout events, 1,000 processes); prints the same checksum as the anchor
      tree       writes the window's views for scripts/anchor/safearea.cpp
      geometry   rotates the window N times (default 2) and prints the checksums of its geometry
                 and of the rotations' records, as scripts/anchor/safearea.cpp does; --epochs open
                 leaves validity unmarked, --check off skips the records' checksum
      explain    generates the scenario and explains one of its settled values (default
                 Feed.safeAreaInsets) as 'lifecycle-sim explain' does; prints the value, its
                 steps, the seconds and the peak memory; compare with 'run --through close'

    M, the events: leaf, light, mixed (the default), scroll or pushpop (a push then a pop, again
    and again: --events 2e3 is 1,000 pairs); see docs/performance.md, "The benchmark".
    Numbers may be written 1e5. For instruction counts, run under valgrind with --through:
      valgrind --tool=callgrind --callgrind-out-file=/dev/null lifecycle-sim-bench run --through P
    reports the instructions up to the end of P; a phase's own count is its total minus the
    previous phase's. --through simulate runs the simulation without closing epochs, --through
    close with them.
    """

  init(_ arguments: [String]) throws(Failure) {
    var rest = arguments[...]
    if let first = rest.first, !first.hasPrefix("-") {
      guard let command = Command(rawValue: first) else {
        throw Failure(message: "unknown command '\(first)'")
      }
      self.command = command
      rest = rest.dropFirst()
    }
    var eventsGiven: Int?
    while let option = rest.popFirst() {
      guard let value = rest.popFirst() else {
        throw Failure(message: "'\(option)' needs a value")
      }
      switch (command, option) {
      case (.run, "--views"), (.stream, "--views"), (.scenario, "--views"), (.tree, "--views"),
        (.geometry, "--views"), (.explain, "--views"):
        views = try Self.count(value, option: option, range: 1...10_000_000)
      case (_, "--events"):
        eventsGiven = try Self.count(value, option: option, range: 0...100_000_000)
      case (.scheduler, "--processes"):
        processes = try Self.count(value, option: option, range: 1...10_000_000)
      case (.run, "--mix"), (.stream, "--mix"), (.scenario, "--mix"), (.explain, "--mix"):
        guard let mix = AppShape.Mix(rawValue: value) else {
          throw Failure(
            message: "'--mix' is one of \(AppShape.Mix.allCases.map(\.rawValue)), not '\(value)'")
        }
        self.mix = mix
      case (.run, "--through"):
        guard let phase = Phase(rawValue: value) else {
          throw Failure(
            message: "'--through' is one of \(Phase.allCases.map(\.rawValue)), not '\(value)'")
        }
        through = phase
      case (.run, "--format"), (.stream, "--format"):
        format = value
      case (.geometry, "--rotations"):
        rotations = try Self.count(value, option: option, range: 0...1_000)
      case (.geometry, "--epochs"):
        guard value == "closed" || value == "open" else {
          throw Failure(message: "'--epochs' is closed or open, not '\(value)'")
        }
        closesEpochs = value == "closed"
      case (.geometry, "--check"):
        guard value == "on" || value == "off" else {
          throw Failure(message: "'--check' is on or off, not '\(value)'")
        }
        checks = value == "on"
      case (.explain, "--target"):
        target = value
      case (.scenario, "--output"), (.tree, "--output"):
        output = value
      default:
        throw Failure(message: "unknown option '\(option)' for '\(command.rawValue)'")
      }
    }
    if let eventsGiven {
      if command == .scheduler { schedulerEvents = eventsGiven } else { events = eventsGiven }
    }
    if command != .scheduler && events > 1_000_000 {
      throw Failure(message: "'--events' is at most 1e6 for a scenario")
    }
  }

  /// A whole number in `range`, written as digits or as `1e5`.
  private static func count(_ text: String, option: String, range: ClosedRange<Int>) throws(Failure)
    -> Int
  {
    guard let value = Double(text), value.isFinite, value.rounded() == value,
      value >= Double(range.lowerBound), value <= Double(range.upperBound),
      let count = Int(exactly: value)
    else {
      throw Failure(
        message: "'\(option)' takes a whole number from \(range.lowerBound) to "
          + "\(range.upperBound), not '\(text)'")
    }
    return count
  }
}
