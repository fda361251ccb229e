/// Text from outside the program (file names, above all) as the command line prints it: a
/// name may hold any byte but `/` and NUL, and printed raw, a newline in it could forge a line
/// of output (an `ok` line in `verify`'s list) and an escape sequence could rewrite the
/// terminal.
enum Printable {
  /// `path` with every character that could change how output reads escaped.
  ///
  /// Escaped the way Swift writes them in a string literal: `\n`, `\r`, `\t`, `\\` for a backslash, and `\u{1B}` for
  /// the other control characters (C0, DEL, C1) and the invisible marks that reorder or hide
  /// text (bidirectional overrides and isolates, zero-width joiners). Anything else, accented
  /// letters and emoji included, stays as it is.
  static func path(_ path: String) -> String {
    guard path.unicodeScalars.contains(where: needsEscape) else { return path }
    var escaped = ""
    for scalar in path.unicodeScalars {
      switch scalar {
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      case "\\": escaped += "\\\\"
      case _ where needsEscape(scalar):
        escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// Whether `scalar` is printed escaped.
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x5C, 0x7F...0x9F: return true
    // Zero-width space and joiners, marks, bidirectional embeddings, overrides and isolates.
    case 0x200B...0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: return true
    default: return false
    }
  }
}
