import LifecycleSimModel

/// What a run fixes at its start and never changes: the device, the behaviour model and the
/// window values they give, kept behind one reference.
///
/// Together they are most of the bytes of a ``World`` stored inline, and the world is copied
/// whole each time one of its `mutating` methods calls one of its non-`mutating` methods that
/// is not inlined (the callee borrows `self`, which the caller holds `inout`; the compiler
/// lends it a copy): a `layoutSubviews` recording a view, a geometry visit recording a value.
/// Behind a reference they cost that copy 8 bytes (docs/performance.md).
final class RunConstants: Sendable {
  let device: Device
  let behaviour: Behaviour
  let windowMetrics: WindowMetrics

  init(device: Device, behaviour: Behaviour, windowMetrics: WindowMetrics) {
    self.device = device
    self.behaviour = behaviour
    self.windowMetrics = windowMetrics
  }
}
