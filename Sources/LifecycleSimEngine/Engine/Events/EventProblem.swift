/// A problem an event meets when it runs: an event UIKit would refuse or that cannot apply.
struct EventProblem: Error {
  package var message: String
  package var fix: String?
  /// `true` when the event names a controller that is not there when it comes: after a refused
  /// event, most likely one that the refused event would have added.
  var namesAMissingController = false
}
