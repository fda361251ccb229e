import LifecycleSimCore
import LifecycleSimSupport

extension ScenarioDecoder {
  /// The keys a `present` event may give for a popover (docs/scenario-format.md#popovers).
  static let popoverKeys = [
    "sourceView", "sourceRect", "permittedArrowDirections", "preferredContentSize",
  ]

  /// A `present` event's popover settings.
  ///
  /// `sourceView` (a view's name), `sourceRect` (`[x, y, width, height]`),
  /// `permittedArrowDirections` (`"any"` or a list of `"up"`, `"down"`, `"left"`, `"right"`) and
  /// `preferredContentSize` (`[width, height]`, each more than 0). Whether they fit the style and
  /// the names is the validator's part.
  mutating func popover(_ fields: Fields, path: ScenarioPath) -> PopoverConfiguration {
    var popover = PopoverConfiguration()
    popover.sourceView = fields["sourceView"].flatMap { string($0, path: "\(path).sourceView") }
    popover.sourceRect = fields["sourceRect"].flatMap { rect($0, path: "\(path).sourceRect") }
    if let value = fields["permittedArrowDirections"] {
      popover.permittedArrowDirections =
        arrowDirections(value, path: path.appending("permittedArrowDirections")) ?? []
    }
    if let value = fields["preferredContentSize"],
      let size = size(value, path: "\(path).preferredContentSize")
    {
      if size.width > 0 && size.height > 0 {
        popover.preferredContentSize = size
      } else {
        report(
          "\(path).preferredContentSize", value.location,
          "a preferred content size needs a width and a height of more than 0",
          fix: "give both in points, or leave \"preferredContentSize\" out for the default size")
      }
    }
    popover.location = Self.popoverKeys.lazy.compactMap { fields[$0]?.location }.first
    return popover
  }

  /// `"any"`, or a non-empty list of directions, each at most once.
  private mutating func arrowDirections(_ value: JSONNode, path: ScenarioPath)
    -> [PopoverArrowDirection]?
  {
    if case .string("any") = value.kind { return [] }
    if case .string = value.kind {
      return choice(value, path: "\(path)", PopoverArrowDirection.self).map { [$0] }
    }
    return distinctList(
      value, path: path, empty: "a popover needs at least one permitted arrow direction",
      emptyFix: "list one or more of \"up\", \"down\", \"left\", \"right\", or write \"any\"",
      named: { "direction \($0.rawValue)" }
    ) { decoder, item, path in
      decoder.choice(item, path: "\(path)", PopoverArrowDirection.self)
    }
  }
}
