import LifecycleSimSupport

extension ScenarioDecoder {
  /// A controller's `keyboardLayoutGuide`: `true` (the guide with UIKit's defaults), `false`
  /// (no guide, as when the key is left out), or `{ "usesBottomSafeArea": BOOL }`
  /// (docs/scenario-format.md#controller-nodes).
  mutating func keyboardLayoutGuide(_ value: JSONNode, path: ScenarioPath)
    -> KeyboardLayoutGuideSpec?
  {
    if let flag = value.bool { return flag ? KeyboardLayoutGuideSpec() : nil }
    guard value.members != nil else {
      report(
        "\(path)", value.location,
        "expected true, false or an object, found \(value.typeDescription)",
        fix: "write \"keyboardLayoutGuide\": true or { \"usesBottomSafeArea\": false }")
      return nil
    }
    guard let fields = object(value, path: path, keys: ["usesBottomSafeArea"]) else { return nil }
    var spec = KeyboardLayoutGuideSpec()
    if let v = fields["usesBottomSafeArea"] {
      spec.usesBottomSafeArea = bool(v, path: "\(path).usesBottomSafeArea")
    }
    return spec
  }
}
