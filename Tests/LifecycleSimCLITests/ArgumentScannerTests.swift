import LifecycleSim
import Testing

@testable import LifecycleSimCLI

/// The scanner on its own, against the options of a sample command.
@Suite struct ArgumentScannerTests {
  /// One option of each kind the commands declare.
  enum Sample: CommandOption {
    case format, property, quirk, shard, output, brief, merge

    var declaration: OptionDeclaration {
      switch self {
      case .format:
        .value(
          "--format", short: "-f", "format", choices: .listed { ["text", "json"] },
          help: "text (default) or json.")
      case .property:
        .value(
          "--property", "name", repeats: true,
          choices: .suggested { TraceProperty.allCases.map(\.rawValue) },
          help: "Only this property (repeatable, or comma-separated).")
      case .quirk:
        .value(
          "--quirk", "name", syntax: "<name>=on|off", repeats: true,
          help: "Set a quirk switch (repeatable).")
      case .shard:
        .value("--shard", "i/n", syntax: "<i>/<n>", help: "The i-th of n slices.")
      case .output:
        .value(
          "--output", short: "-o", "file", prefersShortName: true, help: "The file to write.")
      case .brief:
        .flag("--brief", short: "-q", help: "Print only whether they differ.")
      case .merge:
        .flag("--merge", help: "Join the folders.")
      }
    }
  }

  static let command = CommandConfiguration(
    commandName: "sample", abstract: "A sample command.",
    usage: "lifecycle-sim sample <input> [<options>]",
    arguments: [("<input>", "A file.")], options: Sample.self)

  func scan(_ arguments: [String]) throws(CLIError) -> ArgumentScanner<Sample> {
    try ArgumentScanner(arguments, command: Self.command)
  }

  /// The message of the usage error scanning `arguments` throws, or `nil` when it throws none.
  func usageError(_ arguments: [String]) -> String? {
    do {
      _ = try scan(arguments)
      return nil
    } catch {
      return Self.message(of: error)
    }
  }

  /// The message of a usage error (the line after `Error: `), or its whole text otherwise.
  static func message(of error: CLIError) -> String {
    guard case .usage(let message, _) = error else { return error.message }
    return message
  }

  @Test func aLongAndAShortNameGiveTheSameOption() throws {
    for arguments in [["--format", "json"], ["-f", "json"], ["--format=json"], ["-f=json"]] {
      let scanner = try scan(arguments)
      #expect(scanner.value(.format) == "json", "\(arguments)")
      #expect(scanner.positionals == [])
    }
    for arguments in [["--brief"], ["-q"]] {
      #expect(try scan(arguments).contains(.brief))
    }
  }

  @Test func aValueFollowsItsOptionOrItsEqualsSign() throws {
    let scanner = try scan(["--quirk=a=on", "--output", "-", "--shard", "--merge"])
    // Only the first `=` separates: the rest is the value.
    #expect(scanner.values(.quirk) == ["a=on"])
    // The argument after a value option is its value, whatever it looks like.
    #expect(scanner.value(.output) == "-")
    #expect(scanner.value(.shard) == "--merge")
    #expect(!scanner.contains(.merge))
    #expect(scanner.positionals == [])
  }

  @Test func anOptionNotGivenHasNoValue() throws {
    let scanner = try scan(["input"])
    for option in Sample.allCases {
      #expect(!scanner.contains(option))
      #expect(scanner.value(option) == nil)
      #expect(scanner.values(option) == nil)
      #expect(scanner.items(option) == nil)
    }
    #expect(try scanner.cases(.property, as: TraceProperty.self) == nil)
  }

  @Test func aMissingValueIsNamedWithItsPlaceholder() {
    #expect(usageError(["--format"]) == "Missing value for '--format <format>'")
    // A short name is reported by its long name.
    #expect(usageError(["input", "-f"]) == "Missing value for '--format <format>'")
    #expect(usageError(["--shard"]) == "Missing value for '--shard <i/n>'")
  }

  @Test func anEmptyValueIsRefused() {
    for arguments in [["--format="], ["--format", ""], ["-o", ""]] {
      let option = arguments[0] == "-o" ? "--output <file>" : "--format <format>"
      #expect(usageError(arguments) == "The value for '\(option)' is empty", "\(arguments)")
    }
  }

  @Test func anUnknownOptionSuggestsTheClosestKnownOne() {
    #expect(
      usageError(["--formt", "json"]) == "Unknown option '--formt'. Did you mean '--format'?")
    // The whole argument is quoted; the name alone is matched.
    #expect(usageError(["--mrege=1"]) == "Unknown option '--mrege=1'. Did you mean '--merge'?")
    #expect(usageError(["--hlp"]) == "Unknown option '--hlp'. Did you mean '--help'?")
    // A short name preferred in usage lines is offered; other short names are not.
    #expect(usageError(["-p"]) == "Unknown option '-p'. Did you mean '-o'?")
    #expect(usageError(["--zzzzzzzzzzzz"]) == "Unknown option '--zzzzzzzzzzzz'.")
  }

  @Test func aShortNameNoOptionDeclaresIsUnknown() {
    // `-o` stands for `--output` only where a command declares it: `devices` does not.
    do {
      let scanner = try ArgumentScanner<DevicesCommand.Option>(
        ["-o", "x"], command: DevicesCommand.configuration)
      Issue.record("scanned \(scanner.positionals)")
    } catch {
      #expect(Self.message(of: error) == "Unknown option '-o'.")
    }
  }

  @Test func aFlagTakesNoValue() {
    #expect(usageError(["--merge=yes"]) == "The flag '--merge' takes no value")
    #expect(usageError(["-q=1"]) == "The flag '--brief' takes no value")
  }

  @Test func aFlagGivenTwiceIsGivenOnce() throws {
    let scanner = try scan(["--merge", "-q", "--merge", "--brief"])
    #expect(scanner.contains(.merge))
    #expect(scanner.contains(.brief))
    #expect(scanner.values(.merge) == [])
  }

  @Test func anOptionThatDoesNotRepeatIsRefusedTwiceWithBothValues() {
    let expected = "The option '--format <format>' is given twice ('text' and 'json'); give it once"
    #expect(usageError(["--format", "text", "--format=json"]) == expected)
    #expect(usageError(["-f", "text", "input", "--format", "json"]) == expected)
    // The same value twice is refused too: one spelling, one value.
    #expect(
      usageError(["-o", "a", "--output", "a"])
        == "The option '--output <file>' is given twice ('a' and 'a'); give it once")
  }

  @Test func aRepeatableOptionKeepsEveryValueInOrder() throws {
    let scanner = try scan(["--quirk", "b=on", "--quirk=a=off,c=on", "--quirk", ","])
    #expect(scanner.values(.quirk) == ["b=on", "a=off,c=on", ","])
    #expect(scanner.value(.quirk) == ",")
    // Items split every value at its commas and drop the empty ones.
    #expect(scanner.items(.quirk) == ["b=on", "a=off", "c=on"])
    #expect(try scan(["--quirk", ","]).items(.quirk) == [])
  }

  @Test func aDashIsAPositional() throws {
    let scanner = try scan(["-", "--format", "json", "-"])
    #expect(scanner.positionals == ["-", "-"])
    #expect(scanner.value(.format) == "json")
  }

  @Test func aDoubleDashEndsTheOptions() throws {
    let scanner = try scan(["a", "--", "--format", "-q", "--", "-"])
    #expect(scanner.positionals == ["a", "--format", "-q", "--", "-"])
    #expect(scanner.value(.format) == nil)
    #expect(!scanner.contains(.brief))
    #expect(CommandConfiguration.asksForHelp(["a", "-h"]))
    #expect(CommandConfiguration.asksForHelp(["--help", "--"]))
    #expect(!CommandConfiguration.asksForHelp(["a", "--", "--help"]))
    #expect(!CommandConfiguration.asksForHelp(["--help=yes"]))
  }

  @Test func optionsMayFollowPositionals() throws {
    let scanner = try scan(["a", "--merge", "b", "-f", "json", "c", "--shard=1/2"])
    #expect(scanner.positionals == ["a", "b", "c"])
    #expect(scanner.contains(.merge))
    #expect(scanner.value(.format) == "json")
    #expect(scanner.value(.shard) == "1/2")
  }

  @Test func valuesAreCheckedAgainstTheDeclaredChoices() throws {
    let scanner = try scan(["--format", "xml", "--property", "frame,safeAreaInset"])
    #expect(
      Self.message(of: scanner.invalid("xml", for: .format))
        == "The value 'xml' is invalid for '--format <format>'. Please provide one of 'text' or 'json'."
    )
    #expect(throws: CLIError.self) { try scanner.cases(.property, as: TraceProperty.self) }
    do {
      _ = try scanner.cases(.property, as: TraceProperty.self)
    } catch {
      #expect(
        Self.message(of: error)
          == "The value 'safeAreaInset' is invalid for '--property <name>'. "
          + "Did you mean 'safeAreaInsets'?")
    }
    let valid = try scan(["--property", "frame", "--property", "safeAreaInsets,frame"])
    #expect(
      try valid.cases(.property, as: TraceProperty.self) == [.frame, .safeAreaInsets, .frame])
    // Without choices, or far from all of them, nothing is suggested.
    #expect(
      Self.message(of: scanner.invalid("0/1", for: .shard))
        == "The value '0/1' is invalid for '--shard <i>/<n>'.")
    #expect(Sample.property.declaration.hint(for: "zzzzzzzz") == "")
  }

  @Test func aListOfChoicesReadsAsASentence() {
    func listed(_ values: [String]) -> String {
      OptionDeclaration.value("--x", "x", choices: .listed { values }, help: "").hint(for: "y")
    }
    #expect(listed(["a"]) == " Please provide one of 'a'.")
    #expect(listed(["a", "b"]) == " Please provide one of 'a' or 'b'.")
    #expect(listed(["a", "b", "c"]) == " Please provide one of 'a', 'b' or 'c'.")
  }

  @Test func aRequiredOptionIsNamedAsUsageLinesNameIt() throws {
    let scanner = try scan([])
    #expect(Self.message(of: scanner.missing(.output)) == "Missing expected option '-o <file>'")
    #expect(
      Self.message(of: scanner.missing(.shard)) == "Missing expected option '--shard <i>/<n>'")
  }

  @Test func theDeclarationsSpellTheHelpRows() {
    #expect(Sample.format.declaration.label == "-f, --format <format>")
    #expect(Sample.quirk.declaration.label == "--quirk <name>=on|off")
    #expect(Sample.brief.declaration.label == "-q, --brief")
    #expect(Sample.merge.synopsis == "--merge")
    #expect(Sample.shard.synopsis == "--shard <i>/<n>")
    #expect(
      Self.command.help == """
        OVERVIEW: A sample command.

        USAGE: lifecycle-sim sample <input> [<options>]

        ARGUMENTS:
          <input>                 A file.

        OPTIONS:
          -f, --format <format>   text (default) or json.
          --property <name>       Only this property (repeatable, or comma-separated).
          --quirk <name>=on|off   Set a quirk switch (repeatable).
          --shard <i>/<n>         The i-th of n slices.
          -o, --output <file>     The file to write.
          -q, --brief             Print only whether they differ.
          --merge                 Join the folders.
          -h, --help              Show help information.

        """)
  }

  @Test func aUsageErrorEndsWithTheCommandsUsage() {
    #expect(
      CLIError.usage("Missing value for '--format <format>'", command: Self.command).message == """
        Error: Missing value for '--format <format>'
        Usage: lifecycle-sim sample <input> [<options>]
          See 'lifecycle-sim sample --help' for more information.

        """)
  }
}
