import LifecycleSimCore

extension ScenarioValidator {
  /// Checks a hosting controller's `sizingOptions`: `UIHostingController.sizingOptions` exists
  /// from iOS 16 (WEB-954).
  mutating func checkSizingOptions(
    _ options: [HostingSizingOption], of node: ControllerNode, path: String
  ) {
    guard !options.isEmpty, let ios, ios.major < 16 else { return }
    report(
      "\(path).sizingOptions", node.location,
      "sizingOptions needs iOS 16 or later; this scenario uses iOS \(ios)",
      fix: "use \"ios\": \"16.0\" or later, or remove \"sizingOptions\"")
  }
}
