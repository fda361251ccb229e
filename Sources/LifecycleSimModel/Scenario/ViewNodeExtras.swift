package import LifecycleSimCore

/// The properties of a ``ViewNode`` that few views set, kept out of line so that a node stays
/// small: a scenario holds one node per view.
package struct ViewNodeExtras: Sendable {
  /// An immutable box: setting a property makes a new one, so nodes keep value semantics.
  package final class Box: Sendable {
    package let values: ViewNodeExtras

    package init(_ values: ViewNodeExtras) { self.values = values }
  }

  package var layoutMargins: EdgeInsets?
  package var directionalLayoutMargins: DirectionalEdgeInsets?
  package var sourcePath: String?

  /// `true` when no property is set.
  package var isEmpty: Bool {
    layoutMargins == nil && directionalLayoutMargins == nil && sourcePath == nil
  }
}
