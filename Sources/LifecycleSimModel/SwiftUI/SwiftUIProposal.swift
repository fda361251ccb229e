package import LifecycleSimCore

/// A size a SwiftUI parent proposes to a child: `nil` on an axis asks for the ideal size,
/// `.infinity` for the largest (docs/behaviour.md#swiftui-layout).
package struct SwiftUIProposal: Sendable, Hashable {
  package var width: Double?
  package var height: Double?

  /// The proposal of a size.
  package init(_ size: Size) {
    width = size.width
    height = size.height
  }

  package init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// The proposal along `axis` (vertical: the height).
  package func along(_ vertical: Bool) -> Double? { vertical ? height : width }

  /// The proposal with the value along `axis` replaced.
  func replacing(_ vertical: Bool, with value: Double?) -> SwiftUIProposal {
    vertical
      ? SwiftUIProposal(width: width, height: value)
      : SwiftUIProposal(width: value, height: height)
  }
}
