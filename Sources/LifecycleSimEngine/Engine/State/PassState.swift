import LifecycleSimTrace

/// The bookkeeping of the running layout and geometry passes.
///
/// Owner: the phases (`Engine/Phases`); nothing outside them reads it, and no value in it
/// outlives a turn except the setting ``forcesFullGeometry``.
struct PassState {
  /// A layout pass is running: an invalidation then stops at the view it names
  /// (``World/invalidateFrame(of:from:)``).
  var inLayoutPass = false
  /// Every geometry pass recomputes its whole subtree instead of what can have changed; the
  /// tests that compare the two set it (``World/updateGeometry(of:notify:)``).
  var forcesFullGeometry = false
  /// The trace objects of views that joined or left the window and that the running geometry
  /// pass found unchanged, noted as computed at once (``Recorder/noteComputed(_:inWindow:)``).
  var joinedUnchanged: [ObjectID] = []
  var leftUnchanged: [ObjectID] = []
}
