import LifecycleSimCore
import LifecycleSimSupport

extension ScenarioValidator {
  /// Checks a `page` event's flags (docs/scenario-format.md#events): a swipe is animated, and
  /// only a swipe can be cancelled.
  mutating func checkPageChange(_ change: PageChange, path: String, _ location: TextLocation?) {
    let location = change.location ?? location
    if change.interactive && !change.animated {
      report(
        "\(path).animated", location, "a swipe is always animated",
        fix: "remove \"animated\", or remove \"interactive\" for the app's own page change")
    }
    if !change.interactive && !change.completes {
      report(
        "\(path).completes", location,
        "only a swipe can be cancelled; setViewControllers always completes",
        fix: "add \"interactive\": true for a swipe the user cancels, or remove \"completes\"")
    }
    if !change.interactive && !change.animated && change.duration != nil {
      report(
        "\(path).duration", location, "a page change without animation has no duration",
        fix: "remove \"duration\", or remove \"animated\": false")
    }
  }

  /// Checks that a `page` event's page exists, when its page view controller is declared in the
  /// scenario (in the tree or in an event's controller).
  mutating func checkPageIndex(_ change: PageChange, path: String, _ location: TextLocation?) {
    guard let count = pageCounts[change.controller], change.to >= count else { return }
    report(
      "\(path).to", change.location ?? location,
      "\(change.controller) has \(count) page\(count == 1 ? "" : "s"); there is no page \(change.to)",
      fix: "use an index from 0 to \(count - 1)")
  }
}
