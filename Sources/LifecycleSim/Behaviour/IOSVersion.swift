/// An iOS version as a scenario writes it: `"11"`, `"11.0"`, `"15.1"`, `"17.4.1"`.
public struct IOSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var major: Int
  public var minor: Int
  public var patch: Int

  /// Creates a version.
  public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// Parses `major[.minor[.patch]]`; `nil` for anything else.
  public init?(parsing text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    var numbers: [Int] = []
    for part in parts {
      guard !part.isEmpty, part.count <= 4, part.allSatisfy({ $0.isASCII && $0.isNumber }),
        let value = Int(part)
      else { return nil }
      numbers.append(value)
    }
    while numbers.count < 3 { numbers.append(0) }
    self.init(numbers[0], numbers[1], numbers[2])
  }

  public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }

  public var description: String {
    patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
  }
}
