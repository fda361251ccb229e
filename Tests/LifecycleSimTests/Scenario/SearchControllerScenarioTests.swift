import LifecycleSim
import Testing

/// `searchController` and `setSearchActive` as a file writes them: defaults, round trips and
/// located refusals (docs/scenario-format.md#controller-nodes, #events).
@Suite struct SearchControllerScenarioTests {
  private func decode(ios: String, search: String, events: String = "") throws(ScenarioError)
    -> Scenario
  {
    let json = """
      { "format": "lifecycle-scenario/1", "name": "s", "device": "iPhone 8", "ios": "\(ios)",
        "root": { "navigationController": { "name": "Nav", "stack": [
          { "viewController": { "name": "List", "searchController": \(search) } } ] } },
        "events": [\(events)] }
      """
    return try Scenario.decode(Array(json.utf8), fileName: "s.json")
  }

  private func problems(ios: String, search: String, events: String = "") -> [String] {
    do {
      _ = try decode(ios: ios, search: search, events: events)
      return []
    } catch {
      return error.diagnostics.map { $0.rendered(fileName: "s.json") }
    }
  }

  private func list(_ scenario: Scenario) -> ControllerNode? {
    guard case .navigationController(let stack, _, _) = scenario.root.kind else { return nil }
    return stack.first
  }

  @Test func anEmptyObjectTakesUIKitsDefaults() throws {
    let search = try #require(list(try decode(ios: "13.0", search: "{}"))?.searchController)
    #expect(search == SearchControllerSpec())
    #expect(search.hidesSearchBarWhenScrolling)
    #expect(search.hidesNavigationBarDuringPresentation)
    #expect(search.placement == .automatic)
  }

  @Test func everyKeyDecodesAndEncodesBack() throws {
    let scenario = try decode(
      ios: "26.0",
      search: #"{ "hidesSearchBarWhenScrolling": false, "hidesNavigationBarDuringPresentation": false, "placement": "integratedCentered" }"#,
      events: #"{ "at": 1, "setSearchActive": { "controller": "List", "active": true } }"#)
    let expected = SearchControllerSpec(
      hidesSearchBarWhenScrolling: false, hidesNavigationBarDuringPresentation: false,
      placement: .integratedCentered)
    #expect(list(scenario)?.searchController == expected)
    let again = try Scenario.decode(scenario.jsonBytes(), fileName: "again.json")
    #expect(list(again)?.searchController == expected)
    #expect(again.events.first?.action.detail == "controller=List active=true")
  }

  @Test(arguments: [
    ("10.3", "{}", "navigationItem.searchController does not exist before iOS 11"),
    ("15.0", #"{ "placement": "stacked" }"#, #""stacked" needs iOS 16 or later"#),
    ("18.0", #"{ "placement": "integrated" }"#, #""integrated" needs iOS 26 or later"#),
    ("13.0", #"{ "placement": "stackd" }"#, #"did you mean "stacked"?"#),
    ("13.0", #"{ "hidesSearchBarWhenScroling": true }"#, #"did you mean "hidesSearchBarWhenScrolling"?"#),
    ("13.0", #"{ "hidesSearchBarWhenScrolling": 1 }"#, "hidesSearchBarWhenScrolling"),
  ])
  func aBadSearchControllerIsRefusedWithItsLocation(ios: String, search: String, expected: String) {
    let found = problems(ios: ios, search: search)
    #expect(found.count == 1, "\(found)")
    #expect(found.first?.hasPrefix("s.json:3:") == true, "\(found)")
    #expect(found.first?.contains(expected) == true, "\(found)")
  }

  @Test func setSearchActiveNeedsItsKeys() {
    let found = problems(
      ios: "13.0", search: "{}", events: #"{ "at": 1, "setSearchActive": { "controller": "List" } }"#)
    #expect(found.count == 1, "\(found)")
    #expect(found.first?.contains(#"missing required key "active""#) == true, "\(found)")
    let unknown = problems(
      ios: "13.0", search: "{}",
      events: #"{ "at": 1, "setSearchActive": { "controller": "Lst", "active": true } }"#)
    #expect(unknown.first?.contains(#"did you mean "List"?"#) == true, "\(unknown)")
  }
}
