import Foundation

/// Writes a Swift file that holds the text of the HTML report's asset files, so that the
/// library carries them without reading a resource at run time (the `EmbedReportAssets`
/// build-tool plugin runs it on every build whose assets changed; `scripts/fuzz.sh` runs it by
/// hand).
///
///     ReportAssetsGenerator ASSETS_FOLDER OUTPUT.swift
///
/// Each file of ``assets`` becomes a `static let` of `enum EmbeddedReportAssets`: its text
/// (UTF-8) without its final line break, so that the files end in one as text files do while
/// the page keeps the bytes it had. A missing or unreadable file or text that is not UTF-8 ends
/// it with status 2 and nothing written.
@main
struct ReportAssetsGenerator {
  static func main() {
    do throws(Failure) {
      try run(Array(CommandLine.arguments.dropFirst()))
    } catch {
      FileHandle.standardError.write(Data("ReportAssetsGenerator: \(error.message)\n".utf8))
      exit(2)
    }
  }

  struct Failure: Error {
    let message: String
  }

  /// Each constant of `EmbeddedReportAssets` and the file in the assets folder it holds.
  static let assets = [("style", "report.css"), ("body", "report.html"), ("script", "report.js")]

  static func run(_ arguments: [String]) throws(Failure) {
    guard arguments.count == 2 else {
      throw Failure(message: "usage: ReportAssetsGenerator ASSETS_FOLDER OUTPUT.swift")
    }
    let (folder, output) = (arguments[0], arguments[1])
    var source = """
      // Generated at build time by ReportAssetsGenerator (the EmbedReportAssets plugin) from the
      // files in Sources/LifecycleSim/Report/Assets: edit those, not this.

      /// The text of the report's asset files, each without its final line break.
      enum EmbeddedReportAssets {

      """
    for (name, file) in assets {
      let path = folder + "/" + file
      guard let data = FileManager.default.contents(atPath: path) else {
        throw Failure(message: "cannot read \(path): check that the file exists")
      }
      guard var text = String(data: data, encoding: .utf8) else {
        throw Failure(message: "\(path) is not UTF-8 text: save it as UTF-8")
      }
      if text.hasSuffix("\n") { text.removeLast() }
      source += "  /// `\(file)`.\n"
      source += "  static let \(name) = \(literal(text))\n"
    }
    source += "}\n"
    guard FileManager.default.createFile(atPath: output, contents: Data(source.utf8)) else {
      throw Failure(message: "cannot write \(output): check that its folder exists")
    }
  }

  /// `text` as a one-line Swift string literal: quotes, backslashes and control characters
  /// escaped, everything else as it is.
  static func literal(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": literal += "\\\\"
      case "\"": literal += "\\\""
      case "\n": literal += "\\n"
      case "\r": literal += "\\r"
      case "\t": literal += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        literal += "\\u{\(String(scalar.value, radix: 16))}"
      default: literal.unicodeScalars.append(scalar)
      }
    }
    return literal + "\""
  }
}
