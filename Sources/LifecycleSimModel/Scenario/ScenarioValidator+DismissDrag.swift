import LifecycleSimCore
import LifecycleSimSupport

extension ScenarioValidator {
  /// Checks a `dismissDrag` event against the version (docs/scenario-format.md#events): a sheet
  /// is dragged down to dismiss it from iOS 13, and a duration lies in range.
  mutating func checkDismissDrag(
    _ drag: DismissDrag, path: String, _ eventLocation: TextLocation?
  ) {
    let location = drag.location ?? eventLocation
    if let ios, ios.major < 13 {
      report(
        path, location,
        "a sheet is dragged down to dismiss it from iOS 13; this scenario uses iOS \(ios)",
        fix: "use \"ios\": \"13.0\" or later, or \"dismiss\" for the app's dismissal")
    }
    if let seconds = drag.duration, !(seconds >= 0 && seconds <= Self.largestValue) {
      report("\(path).duration", location, "a duration must lie between 0 and 1000000 seconds")
    }
  }

  /// Checks that a `dismissDrag` event names a controller a `present` event shows as a sheet
  /// (docs/scenario-format.md#events): a full-screen presentation has no sheet to drag.
  mutating func checkDismissDragTarget(
    _ drag: DismissDrag, path: String, _ eventLocation: TextLocation?
  ) {
    let location = drag.location ?? eventLocation
    guard let presented = presentedSheets[drag.controller] else {
      if namesMayBeMissing { return }
      report(
        "\(path).controller", location,
        "\(drag.controller) is not shown by a present event, so there is no sheet to drag",
        fix: "name the controller of a present event, or \"dismiss\" a presented controller")
      return
    }
    if let style = presented.style, style == .fullScreen || style == .overFullScreen {
      report(
        "\(path).controller", location,
        "\(drag.controller) is presented \(style.rawValue), which the user cannot drag down",
        fix: "present it as a sheet (\"pageSheet\" or \"formSheet\"), or use \"dismiss\"")
    }
  }
}
