/// An iOS version as a scenario writes it: `"11"`, `"11.0"`, `"15.1"`, `"17.4.1"`.
public struct IOSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The major version: 17 in `17.4.1`.
  public var major: Int
  /// The minor version, 0 when not written.
  public var minor: Int
  /// The patch version, 0 when not written.
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

  /// Orders by major, then minor, then patch version.
  public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }

  /// `major.minor`, with `.patch` when it is not 0: `11.0`, `17.4.1`.
  public var description: String {
    patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
  }
}

extension IOSVersion {
  /// `true` from iOS 11, where `safeAreaInsets` and `adjustedContentInset` appear (Apple:
  /// UIView.safeAreaInsets and UIScrollView.adjustedContentInset, both "iOS 11.0+"): what a
  /// trace of an older version cannot hold.
  package var hasSafeAreaAPI: Bool { major >= 11 }
}
