/// The properties of a ``ViewNode`` that few views set, kept out of line so that a node stays
/// small: a scenario holds one node per view.
struct ViewNodeExtras: Sendable {
  /// An immutable box: setting a property makes a new one, so nodes keep value semantics.
  final class Box: Sendable {
    let values: ViewNodeExtras

    init(_ values: ViewNodeExtras) { self.values = values }
  }

  var layoutMargins: EdgeInsets?
  var directionalLayoutMargins: DirectionalEdgeInsets?
  var sourcePath: String?

  /// `true` when no property is set.
  var isEmpty: Bool {
    layoutMargins == nil && directionalLayoutMargins == nil && sourcePath == nil
  }
}
