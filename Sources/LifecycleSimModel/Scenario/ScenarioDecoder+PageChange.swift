import LifecycleSimCore
import LifecycleSimSupport

extension ScenarioDecoder {
  /// A `page` event's argument (docs/scenario-format.md#events): `controller`, `to`, and
  /// optionally `direction`, `animated`, `interactive`, `completes` and `duration`.
  mutating func pageChange(_ value: JSONNode, path: ScenarioPath) -> PageChange? {
    let keys = [
      "controller", "to", "direction", "animated", "interactive", "completes", "duration",
    ]
    guard let fields = object(value, path: path, keys: keys) else { return nil }
    let direction = fields["direction"].flatMap {
      choice($0, path: "\(path).direction", PageDirection.self)
    }
    let animated = fields["animated"].flatMap { bool($0, path: "\(path).animated") }
    let interactive = fields["interactive"].flatMap { bool($0, path: "\(path).interactive") }
    let completes = fields["completes"].flatMap { bool($0, path: "\(path).completes") }
    let duration = fields["duration"].flatMap {
      length($0, path: "\(path).duration", "duration")
    }
    guard
      let controller = fields.required("controller", &self).flatMap({
        string($0, path: "\(path).controller")
      }),
      let to = fields.required("to", &self).flatMap({ index($0, path: "\(path).to") })
    else { return nil }
    var change = PageChange(
      controller: controller, to: to, direction: direction, animated: animated ?? true,
      interactive: interactive ?? false, completes: completes ?? true, duration: duration)
    change.location = value.location
    return change
  }
}
