import LifecycleSimTrace

/// The bookkeeping of the running layout and geometry passes.
///
/// Owner: the phases (`Engine/Phases`); nothing outside them reads it but the tests, and no
/// value in it outlives a turn except the setting ``forcesFullGeometry`` and the count of the
/// passes' steps, ``work``.
struct PassState {
  /// A layout pass is running: an invalidation then stops at the view it names
  /// (``World/invalidateFrame(of:from:)``).
  var inLayoutPass = false
  /// Every geometry pass recomputes its whole subtree instead of what can have changed, and a
  /// tree `loadView` made takes the general pass (``World/updateLoadedGeometry(of:end:)``); the
  /// tests that compare the two set it (``World/updateGeometry(of:notify:)``).
  var forcesFullGeometry = false
  /// The trace objects of views that joined or left the window and that the running geometry
  /// pass found unchanged, noted as computed at once (``Recorder/noteComputed(_:inWindow:)``).
  var joinedUnchanged: [ObjectID] = []
  var leftUnchanged: [ObjectID] = []
  /// While explaining one value, `false` as the geometry pass computes a view off the chain
  /// that value's derivation builds on: its steps are not written (``World/derivesHere``).
  var derivesVisitedView = true
  /// The work the passes have done since the run began, counted for the tests that hold it to
  /// what each event moved.
  var work = PassWork()
}

/// Steps of the passes, counted (not timed), so that a test can check how they grow.
struct PassWork: Equatable {
  /// Views visited by the walks that move a subtree in or out of the window: the marking
  /// (``ViewStore/markAttachment(of:inWindow:keyboardAdjusts:)``) and the geometry pass's
  /// noting of the views it need not recompute.
  var attachmentVisits = 0
  /// Views the layout passes entered, and the bracketed controllers whose paths they marked.
  var layoutVisits = 0
  /// Views the geometry passes visited: recomputed, moved, noted or only walked through.
  var geometryVisits = 0
  /// Views the geometry passes recomputed.
  var geometryRecomputations = 0
  /// Views the geometry passes only moved in the window with their superview, without
  /// recomputing them (``ViewFlags/geometryOriginMoves``).
  var originMoves = 0
}
