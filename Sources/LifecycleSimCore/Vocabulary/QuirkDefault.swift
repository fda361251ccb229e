/// Where a quirk switch is on by default (docs/behaviour.md#quirk-switches, the "default"
/// column, which spells it as ``description`` does).
package enum QuirkDefault: Sendable, Hashable, CustomStringConvertible {
  /// Off in every version.
  case off
  /// On in the profiles from `first` through `last` (every later one when `last` is `nil`).
  case profiles(Int, through: Int?)
  /// On for the minor releases `minors` of `major` (any patch), by the scenario's exact version.
  case releases(major: Int, minors: ClosedRange<Int>)

  /// Whether the switch is on by default for a scenario on `ios`, run under `profile`.
  package func isOn(profile: Int, ios: IOSVersion) -> Bool {
    switch self {
    case .off: false
    case .profiles(let first, let last): profile >= first && profile <= (last ?? Int.max)
    case .releases(let major, let minors): ios.major == major && minors.contains(ios.minor)
    }
  }

  /// `off`, `on for 11`, `on for 16–18`, `on from 26`, `on for 15.0–15.1`.
  package var description: String {
    switch self {
    case .off: "off"
    case .profiles(let first, nil): "on from \(first)"
    case .profiles(let first, let last?) where last == first: "on for \(first)"
    case .profiles(let first, let last?): "on for \(first)–\(last)"
    case .releases(let major, let minors):
      "on for \(major).\(minors.lowerBound)–\(major).\(minors.upperBound)"
    }
  }
}
