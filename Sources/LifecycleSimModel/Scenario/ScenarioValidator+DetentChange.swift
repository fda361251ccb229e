import LifecycleSimCore
import LifecycleSimSupport

extension ScenarioValidator {
  /// Checks a `detent` event against the version (docs/scenario-format.md#events): detents need
  /// iOS 15 and a custom height iOS 16; a drag always animates.
  mutating func checkDetentChange(
    _ change: DetentChange, path: String, _ eventLocation: TextLocation?,
    capabilities: Capabilities
  ) {
    let location = change.location ?? eventLocation
    guard capabilities.hasSheetDetents else {
      report(
        "\(path).to", location,
        "a sheet's selected detent needs iOS 15 (sheetPresentationController does not exist"
          + " before)",
        fix: "use \"ios\": \"15.0\" or later, or remove the event")
      return
    }
    if case .custom(let points) = change.to {
      if !capabilities.hasCustomSheetDetents {
        report(
          "\(path).to", location, "a custom detent height (\(change.to.text)) needs iOS 16",
          fix: "use \"ios\": \"16.0\" or later, or the \"medium\" and \"large\" detents")
      }
      if !(points > 0 && points <= Self.largestValue) {
        report(
          "\(path).to", location, "a detent height must lie between 0 and 1000000",
          fix: "use a height in points, more than 0")
      }
    }
    if change.by == .user && !change.animated {
      report(
        "\(path).animated", location, "a drag always animates",
        fix: "remove \"animated\", or use \"by\": \"program\" for the app's change without"
          + " animation")
    }
  }

  /// Checks that a `detent` event names a controller a `present` event shows as a sheet, and a
  /// detent among that sheet's detents (docs/scenario-format.md#events).
  mutating func checkDetentTarget(
    _ change: DetentChange, path: String, _ eventLocation: TextLocation?
  ) {
    let location = change.location ?? eventLocation
    guard let presented = presentedSheets[change.controller] else {
      if namesMayBeMissing { return }
      report(
        "\(path).controller", location,
        "\(change.controller) is not shown by a present event, so it has no sheet detents",
        fix: "name the controller of a present event with \"style\": \"pageSheet\" or"
          + " \"formSheet\"")
      return
    }
    if let style = presented.style, style == .fullScreen || style == .overFullScreen {
      report(
        "\(path).controller", location,
        "\(change.controller) is presented \(style.rawValue), which has no detents",
        fix: "present it with \"style\": \"pageSheet\" or \"formSheet\"")
      return
    }
    let available = presented.sheet.detents.isEmpty ? [SheetDetent.large] : presented.sheet.detents
    guard !available.contains(change.to) else { return }
    report(
      "\(path).to", location,
      "\(change.to.text) is not one of \(change.controller)'s detents ("
        + available.map(\.text).joined(separator: ", ") + ")",
      fix: "add it to the present event's \"detents\", or use one of "
        + available.map { "\"\($0.text)\"" }.joined(separator: ", "))
  }
}
