import LifecycleSimCore
import LifecycleSimSupport

extension ScenarioDecoder {
  /// A `detent` event's argument (docs/scenario-format.md#events): `controller`, `to` (a detent:
  /// `"medium"`, `"large"` or a height in points), and optionally `by` (`"user"` or
  /// `"program"`) and `animated`.
  mutating func detentChange(_ value: JSONNode, path: ScenarioPath) -> DetentChange? {
    guard let fields = object(value, path: path, keys: ["controller", "to", "by", "animated"])
    else { return nil }
    let by = fields["by"].flatMap { choice($0, path: "\(path).by", DetentChangeCause.self) }
    let animated = fields["animated"].flatMap { bool($0, path: "\(path).animated") }
    guard
      let controller = fields.required("controller", &self).flatMap({
        string($0, path: "\(path).controller")
      }),
      let to = fields.required("to", &self).flatMap({
        sheetDetent($0, path: path.appending("to"))
      })
    else { return nil }
    var change = DetentChange(
      controller: controller, to: to, by: by ?? .program, animated: animated ?? true)
    change.location = value.location
    return change
  }
}
