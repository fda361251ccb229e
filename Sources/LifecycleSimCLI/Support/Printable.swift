import LifecycleSim

/// Text from outside the program (file names, above all) as the command line prints it: a
/// name may hold any byte but `/` and NUL, and printed raw, a newline in it could forge a line
/// of output (an `ok` line in `verify`'s list) and an escape sequence could rewrite the
/// terminal.
enum Printable {
  /// `path` with every character that could change how output reads escaped.
  ///
  /// Escaped the way Swift writes them in a string literal (`\n`, `\\` for a backslash, `\u{1B}`): control
  /// characters and the invisible marks that reorder or hide text (``PrintableText``).
  /// Anything else, accented letters and emoji included, stays as it is.
  static func path(_ path: String) -> String {
    PrintableText.escaped(path, escapingBackslash: true)
  }
}
