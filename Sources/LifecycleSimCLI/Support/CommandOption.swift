/// The options of one command, a case each, in the order its help lists them.
///
/// The scanner reads the declarations of `allCases`, and the command reads the values through
/// the cases, so an option's spelling is written once, in ``declaration``.
protocol CommandOption: CaseIterable, Equatable, Sendable where AllCases == [Self] {
  /// How the option is spelled, parsed and described.
  var declaration: OptionDeclaration { get }
}

extension CommandOption {
  /// The long name, with its dashes: `--format`.
  var name: String { declaration.name }

  /// The long name and the value's syntax, as errors about the option spell it:
  /// `--shard <i>/<n>`.
  var synopsis: String { declaration.synopsis }
}
