@testable import LifecycleSim

extension JSONParser {
  /// The error parsing `bytes` throws, as `line:column: message`; `nil` when they parse.
  static func failure(_ bytes: [UInt8]) -> String? {
    do {
      _ = try parse(bytes)
      return nil
    } catch {
      return error.description
    }
  }
}
