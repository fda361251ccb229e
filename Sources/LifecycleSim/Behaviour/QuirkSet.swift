/// The set of quirk switches in force for a run.
package struct QuirkSet: Sendable, Hashable {
  private var bits: UInt32 = 0

  /// Every switch off.
  package init() {}

  /// Whether `quirk` is on.
  package subscript(quirk: Quirk) -> Bool {
    get { bits & Self.mask(quirk) != 0 }
    set { bits = newValue ? bits | Self.mask(quirk) : bits & ~Self.mask(quirk) }
  }

  private static func mask(_ quirk: Quirk) -> UInt32 {
    let index = Quirk.allCases.firstIndex(of: quirk) ?? 0
    return 1 << UInt32(index)
  }
}
