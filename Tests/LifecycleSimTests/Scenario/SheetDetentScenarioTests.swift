import LifecycleSim
import Testing

/// The `present` event's sheet keys (docs/scenario-format.md#sheet-detents): decoding, and the
/// located errors for what UIKit would not accept.
@Suite struct SheetDetentScenarioTests {
  /// A scenario on `device` and `ios` whose event at 1 s is `present`.
  private func json(_ present: String, device: String = "iPhone 14", ios: String = "16.0")
    -> String
  {
    """
    { "format": "lifecycle-scenario/1", "name": "t", "device": "\(device)", "ios": "\(ios)",
      "root": { "viewController": { "name": "Main" } },
      "events": [ { "at": 1, "present": { "from": "Main",
        "controller": { "viewController": { "name": "Sheet" } }, \(present) } } ] }
    """
  }

  /// The rendered problems of a file, as the CLI prints them (`file:line:column: …`).
  private func problems(_ text: String) -> [String] {
    do {
      _ = try Scenario.decode(Array(text.utf8), fileName: "s.json")
      return []
    } catch {
      return error.diagnostics.map { $0.rendered(fileName: error.fileName) }
    }
  }

  @Test func detentsAndASelectionDecode() throws {
    let scenario = try Scenario.decode(
      Array(json(#""detents": ["medium", 300, "large"], "selectedDetent": 300"#).utf8))
    guard case .present(_, _, _, _, let sheet, _) = try #require(scenario.events.first).action
    else {
      Issue.record("not a present event")
      return
    }
    #expect(sheet.detents == [.medium, .custom(300), .large])
    #expect(sheet.selectedDetent == .custom(300))
    // Where the detents were written does not make a decoded sheet differ from a built one.
    #expect(
      sheet
        == SheetConfiguration(
          detents: [.medium, .custom(300), .large], selectedDetent: .custom(300)))
    #expect(sheet != SheetConfiguration(detents: [.medium, .custom(300), .large]))
    #expect(
      try #require(scenario.events.first).action.detail
        == "from=Main controller=Sheet animated=true detents=[medium,300,large] selectedDetent=300")
  }

  /// WEB-413, Apple: sheetPresentationController exists from 15: the error names the version
  /// and points at the key.
  @Test func detentsNeedIOS15() {
    let found = problems(json(#""detents": ["medium"]"#, device: "iPhone 11", ios: "14.0"))
    #expect(
      found == [
        "s.json:4:73: events[0].present.detents: sheet detents need iOS 15 "
          + "(sheetPresentationController does not exist before); use \"ios\": \"15.0\" or "
          + "later, or remove \"detents\" and \"selectedDetent\""
      ])
  }

  /// WEB-407: a custom height needs 16.
  @Test func aCustomHeightNeedsIOS16() {
    let found = problems(json(#""detents": [300, "large"]"#, ios: "15.0"))
    #expect(found.count == 1)
    #expect(found.first?.contains("a custom detent height (300) needs iOS 16") == true)
    #expect(found.first?.hasPrefix("s.json:4:") == true)
  }

  @Test func detentsNeedASheetStyle() {
    let found = problems(json(#""style": "fullScreen", "detents": ["medium"]"#))
    #expect(found.first?.contains("detents apply to sheets, and fullScreen is not one") == true)
  }

  @Test func theSelectionMustBeADetent() {
    let found = problems(json(#""detents": ["large"], "selectedDetent": "medium""#))
    #expect(
      found.first?.contains("selectedDetent medium is not one of the sheet's detents") == true)
  }

  @Test(arguments: [
    (#""detents": []"#, "a sheet needs at least one detent"),
    (#""detents": ["half"]"#, "unknown detent \"half\""),
    (#""detents": ["large", "large"]"#, "detent large is listed twice"),
    (#""detents": [0]"#, "a detent height must be more than 0"),
    (#""detents": [-5]"#, "a detent height cannot be negative"),
    (#""detents": "medium""#, "expected an array"),
  ])
  func malformedDetentsAreLocated(key: String, message: String) {
    let found = problems(json(key))
    #expect(found.count == 1)
    #expect(found.first?.contains(message) == true, "\(found)")
    #expect(found.first?.hasPrefix("s.json:4:") == true, "\(found)")
  }
}
