import LifecycleSimCore
import LifecycleSimSupport

extension ScenarioDecoder {
  /// The scenario's `window` key (docs/scenario-format.md#window): `mode`, `size`, `origin`.
  ///
  /// Without a `mode`, a window with a `size` is `windowed` and one without is `fullScreen`.
  mutating func window(_ value: JSONNode, path: ScenarioPath) -> WindowSpec? {
    guard let fields = object(value, path: path, keys: ["mode", "size", "origin"]) else {
      return nil
    }
    let size = fields["size"].flatMap { self.size($0, path: "\(path).size") }
    let origin = fields["origin"].flatMap { point($0, path: "\(path).origin") }
    let mode =
      fields["mode"].flatMap { choice($0, path: "\(path).mode", WindowMode.self) }
      ?? (fields["size"] == nil ? .fullScreen : .windowed)
    var spec = WindowSpec(mode: mode, size: size, origin: origin)
    spec.location = value.location
    spec.modeLocation = fields["mode"]?.location
    spec.sizeLocation = fields["size"]?.location
    spec.originLocation = fields["origin"]?.location
    return spec
  }
}
