#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The width of the terminal standard output writes to, for output meant for people.
enum TerminalWidth {
  /// The width used when the terminal does not say.
  static let fallback = 120

  /// The columns of the terminal on standard output; `nil` for a pipe or a file.
  ///
  /// `COLUMNS` in `environment` wins over what the terminal reports, so a user can ask for
  /// another width.
  static func ofStandardOutput(environment: [String: String]) -> Int? {
    guard isatty(1) == 1 else { return nil }
    if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 {
      return columns
    }
    var size = winsize()
    let status = withUnsafeMutablePointer(to: &size) { ioctl(1, UInt(TIOCGWINSZ), $0) }
    return status == 0 && size.ws_col > 0 ? Int(size.ws_col) : fallback
  }
}
