import Foundation
import Testing

@testable import LifecycleSimCLI

/// Every command's declared options: spelled well, listed in its help, and taken by its parsing.
@Suite struct CommandOptionsTests {
  /// The positionals each command needs before its options are read, by command name.
  static let positionals: [String: [String]] = [
    "run": ["a.scenario.json"], "diff": ["a.trace", "b.trace"], "verify": [], "devices": [],
    "explain": ["a.scenario.json", "List.safeAreaInsets"], "sweep": ["a.scenario.json"],
    "report": ["a.scenario.json"], "migrate": ["a.trace"],
  ]

  /// The starts of the scanner's own errors; a command's errors about a value come after it.
  static let scannerErrors = [
    "Unknown option", "Missing value for", "The value for", "The flag", "The option",
  ]

  @Test func everySubcommandHasItsOwnNameAndPositionalsHere() {
    let names = LifecycleSimCommand.subcommands.map { $0.configuration.commandName }
    #expect(Set(names).count == names.count)
    #expect(Set(Self.positionals.keys) == Set(names))
  }

  @Test func everyOptionIsSpelledWellAndOnce() {
    for command in LifecycleSimCommand.commands {
      var names: [String] = ["--help", "-h"]
      for option in command.options {
        #expect(option.name.hasPrefix("--") && option.name.count > 3, "\(option.name)")
        #expect(!option.name.contains("="), "\(option.name)")
        if let short = option.shortName {
          #expect(short.count == 2 && short.hasPrefix("-") && short != "--", "\(short)")
          names.append(short)
        }
        #expect(!option.help.isEmpty, "\(option.name)")
        names.append(option.name)
      }
      #expect(Set(names).count == names.count, "\(command.commandName): \(names)")
    }
  }

  @Test func everyOptionHasItsRowInTheHelp() {
    for command in LifecycleSimCommand.commands {
      let help = runCLI([command.commandName, "--help"])
      #expect(help.status == 0)
      let lines = help.stdout.split(separator: "\n").map(String.init)
      guard let options = lines.firstIndex(of: "OPTIONS:") else {
        Issue.record("\(command.commandName): no OPTIONS section")
        continue
      }
      // Each row's label, in the order the declarations give, then `--help`.
      let labels = lines[(options + 1)...].compactMap { line -> String? in
        guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
        let label = line.dropFirst(2)
        guard let gap = label.range(of: "  ") else { return String(label) }
        return String(label[..<gap.lowerBound])
      }
      let declared = command.options.map(\.label)
      #expect(
        labels.filter { !$0.hasPrefix("<") } == declared + ["-h, --help"],
        "\(command.commandName): \(labels)")
    }
  }

  /// A value the option accepts where it declares choices, else a placeholder-like word.
  static func sample(for option: OptionDeclaration) -> String? {
    switch (option.kind, option.choices) {
    case (.flag, _): nil
    case (.value, .listed(let values)), (.value, .suggested(let values)): values().last ?? "x"
    case (.value, nil): "1"
    }
  }

  @Test func everyOptionParsesByEachOfItsNames() {
    for command in LifecycleSimCommand.subcommands {
      let name = command.configuration.commandName
      let positionals = Self.positionals[name] ?? []
      for option in command.configuration.options {
        let value = Self.sample(for: option)
        var spellings = [[option.name] + (value.map { [$0] } ?? [])]
        if let value { spellings.append(["\(option.name)=\(value)"]) }
        if let short = option.shortName {
          spellings.append([short] + (value.map { [$0] } ?? []))
        }
        for arguments in spellings {
          do {
            _ = try command.init(positionals + arguments)
          } catch {
            // A command may refuse the value or miss another option; the scanner must not
            // refuse the option.
            guard case .usage(let message, _) = error else { continue }
            #expect(
              !Self.scannerErrors.contains { message.hasPrefix($0) },
              "\(name) \(arguments): \(message)")
          }
        }
      }
    }
  }

  @Test func anOptionOfAnotherCommandIsUnknown() {
    // `--sources` is `devices`' alone: every other command refuses it by name.
    for command in LifecycleSimCommand.subcommands
    where !command.configuration.options.contains(where: { $0.name == "--sources" }) {
      let name = command.configuration.commandName
      do {
        _ = try command.init((Self.positionals[name] ?? []) + ["--sources"])
        Issue.record("\(name) took --sources")
      } catch {
        guard case .usage(let message, _) = error else {
          Issue.record("\(name): \(error.message)")
          continue
        }
        #expect(message.hasPrefix("Unknown option '--sources'."), "\(name): \(message)")
      }
    }
  }
}
