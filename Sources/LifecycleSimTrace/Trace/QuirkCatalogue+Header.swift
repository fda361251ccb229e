import LifecycleSimCore

extension QuirkCatalogue {
  /// Every switch's value in `header`, in ``names`` order: its setting there, or its default.
  package func values(of header: TraceHeader, defaults: [Bool]) -> [Bool] {
    var values = defaults
    for setting in header.quirks { values[setting.quirk.position] = setting.enabled }
    for index in switches.indices.dropFirst(Quirk.allCases.count) {
      if let value = header.otherQuirks[switches[index].name] { values[index] = value }
    }
    return values
  }

  /// Sets every switch of `header`: `values` in ``names`` order (a switch ``Quirk`` has no
  /// case for is kept only where it differs from `defaults`).
  package func set(_ values: [Bool], defaults: [Bool], in header: inout TraceHeader) {
    header.quirks = Quirk.allCases.map { QuirkSetting($0, values[$0.position]) }
    header.otherQuirks = Self.otherQuirks(names: names, values: values, defaults: defaults)
  }
}
