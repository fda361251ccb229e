extension ScenarioEncoder {
  /// A controller's `keyboardLayoutGuide`: `true` with UIKit's defaults, else its object.
  static func keyboardLayoutGuide(_ spec: KeyboardLayoutGuideSpec) -> JSONOutput {
    guard let usesBottomSafeArea = spec.usesBottomSafeArea else { return .bool(true) }
    var m = JSONMembers()
    m.add("usesBottomSafeArea", .bool(usesBottomSafeArea))
    return m.object
  }
}
