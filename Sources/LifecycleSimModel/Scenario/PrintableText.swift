/// Which characters print as themselves on one line, and how diagnostics show the others.
///
/// Control characters (`\n`, ESC, …), format characters (bidirectional overrides, zero-width
/// joiners) and the line and paragraph separators are not printable: they break a line, move
/// the cursor or change what the rest of the line looks like. Names refuse them, and diagnostics
/// that echo what a file wrote escape them, so a diagnostic is always one honest line.
package enum PrintableText {
  /// `true` for a scalar that does not print as itself on one line.
  package static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: return true
    default: return false
    }
  }

  /// `text` with every unprintable scalar escaped.
  ///
  /// Escaped as Swift writes them in a string literal: `\n`, `\r`, `\t`, else `\u{1B}`. With `escapingBackslash`, a backslash is written `\\`
  /// too, so that an escape in the output always means an escaped character (file names, which
  /// may hold any byte but `/` and NUL).
  package static func escaped(_ text: String, escapingBackslash: Bool = false) -> String {
    func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
      isUnprintable(scalar) || (escapingBackslash && scalar == "\\")
    }
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\\" where escapingBackslash: result += "\\\\"
      case _ where isUnprintable(scalar):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The first unprintable scalar of `text`, written `U+001B`, or `nil`.
  static func firstUnprintable(in text: String) -> String? {
    guard let scalar = text.unicodeScalars.first(where: isUnprintable) else { return nil }
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
