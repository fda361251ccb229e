import LifecycleSimCore
import LifecycleSimSupport

extension ScenarioDecoder {
  /// A `dismissDrag` event's argument (docs/scenario-format.md#events): `controller`,
  /// `completes`, and optionally `duration`.
  mutating func dismissDrag(_ value: JSONNode, path: ScenarioPath) -> DismissDrag? {
    guard let fields = object(value, path: path, keys: ["controller", "completes", "duration"])
    else { return nil }
    let duration = fields["duration"].flatMap {
      length($0, path: "\(path).duration", "duration")
    }
    guard
      let controller = fields.required("controller", &self).flatMap({
        string($0, path: "\(path).controller")
      }),
      let completes = fields.required("completes", &self).flatMap({
        bool($0, path: "\(path).completes")
      })
    else { return nil }
    var drag = DismissDrag(controller: controller, completes: completes, duration: duration)
    drag.location = value.location
    return drag
  }
}
