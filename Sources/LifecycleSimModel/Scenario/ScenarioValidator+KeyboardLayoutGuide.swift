import LifecycleSimCore

extension ScenarioValidator {
  /// Checks a controller's `keyboardLayoutGuide`: the guide is iOS 15+, `usesBottomSafeArea`
  /// iOS 17+ (WEB-965, WEB-966).
  mutating func checkKeyboardLayoutGuide(
    _ guide: KeyboardLayoutGuideSpec, of node: ControllerNode, path: ScenarioPath
  ) {
    guard let ios else { return }
    if ios.major < 15 {
      report(
        "\(path).keyboardLayoutGuide", node.location,
        "UIView.keyboardLayoutGuide needs iOS 15 or later; this scenario uses iOS \(ios)",
        fix: "use \"ios\": \"15.0\" or later, or remove \"keyboardLayoutGuide\"")
    } else if guide.usesBottomSafeArea != nil, ios.major < 17 {
      report(
        "\(path).keyboardLayoutGuide.usesBottomSafeArea", node.location,
        "UIKeyboardLayoutGuide.usesBottomSafeArea needs iOS 17 or later; this scenario uses iOS"
          + " \(ios) (the guide then always rests on the bottom safe area)",
        fix: "use \"ios\": \"17.0\" or later, or write \"keyboardLayoutGuide\": true")
    }
  }
}
