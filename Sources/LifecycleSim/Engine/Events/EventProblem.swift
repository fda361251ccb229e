/// A problem an event meets when it runs: an event UIKit would refuse or that cannot apply.
struct EventProblem: Error {
  var message: String
  var fix: String?
}
