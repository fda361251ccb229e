import Foundation
import Testing

@testable import LifecycleSim

@Suite("Report sheets: which presentations a report draws as cards")
struct ReportSheetsTests {
  static func sheets(_ name: String) throws -> [[ReportSheets.Sheet]] {
    let scenario = try HTMLReportTests.scenario(name)
    let trace = try Simulator(scenario).run()
    let family = DeviceCatalog.device(named: trace.header.device)?.family ?? .phone
    let sheets = ReportSheets(trace, family: family)
    return trace.epochs.indices.map { sheets.sheets(inEpoch: $0) }
  }

  /// The `expect` object of a report's main trace.
  static func expect(_ name: String, scenario withScenario: Bool = true) throws -> [String: Any] {
    let scenario = try HTMLReportTests.scenario(name)
    let trace = try Simulator(scenario).run()
    let report = HTMLReport(
      main: withScenario
        ? ReportTrace(label: name, trace: trace, scenario: scenario)
        : ReportTrace(label: name, trace: trace))
    let main = try #require(try HTMLReportTests.data(report)["main"] as? [String: Any])
    return try #require(main["expect"] as? [String: Any])
  }

  @Test("an epoch's detail reads as name=value pairs, names with spaces included")
  func fields() {
    let fields = ReportSheets.fields(
      "from=My List controller=Sheet Nav style=formSheet animated=true detents=[medium,large] selectedDetent=large"
    )
    #expect(
      fields == [
        "from": "My List", "controller": "Sheet Nav", "style": "formSheet", "animated": "true",
        "detents": "[medium,large]", "selectedDetent": "large",
      ])
    #expect(ReportSheets.fields("").isEmpty)
    #expect(ReportSheets.fields("name=") == ["name": ""])
    // A hand-edited trace's detail may hold anything: read as far as it goes, never a trap.
    #expect(ReportSheets.fields("=") == ["": ""])
    #expect(ReportSheets.fields("a==b") == ["a": "", "": "b"])
    #expect(ReportSheets.fields("just words") == [:])
    #expect(ReportSheets.fields(" controller= x  y=z") == ["controller": " x ", "y": "z"])
  }

  @Test(
    "a page sheet rests at its large detent, a medium one does not; each is listed until the epoch that dismisses it ends"
  )
  func pageSheets() throws {
    let sheetNav = ReportSheets.Sheet(controller: "SheetNav", presenter: "List", restsAtLarge: true)
    let half = ReportSheets.Sheet(controller: "Half", presenter: "List", restsAtLarge: false)
    let epochs = try Self.sheets("event-present-page-sheet-home-button-iphone-se-ios16")
    #expect(
      epochs == [
        [], [sheetNav], [sheetNav], [half], [half],
      ])
  }

  @Test(
    "a detent event moves the sheet to its large detent and back: the presenter is pushed back at large only"
  )
  func detentChanges() throws {
    let medium = ReportSheets.Sheet(controller: "SheetNav", presenter: "List", restsAtLarge: false)
    var large = medium
    large.restsAtLarge = true
    let epochs = try Self.sheets("sheet-detent-change-iphone-14-ios16")
    #expect(epochs == [[], [medium], [large], [medium], [medium], [large]])
  }

  @Test(
    "a drag that springs back keeps the sheet; one that completes dismisses it as its epoch ends")
  func dismissDrags() throws {
    let medium = ReportSheets.Sheet(controller: "SheetNav", presenter: "List", restsAtLarge: false)
    var large = medium
    large.restsAtLarge = true
    let epochs = try Self.sheets("sheet-dismiss-drag-iphone-14-ios17")
    #expect(epochs == [[], [medium], [medium], [large], [large]])
    let edit = ReportSheets.Sheet(controller: "EditNav", presenter: "List", restsAtLarge: true)
    let info = ReportSheets.Sheet(controller: "Info", presenter: "List", restsAtLarge: false)
    // A refused drag (isModalInPresentation) keeps the sheet; the app's dismissal at 3 and the
    // completed drag at 6 list it in their own epochs only.
    let modal = try Self.sheets("sheet-dismiss-drag-modal-home-button-iphone-se-ios15")
    #expect(modal == [[], [edit], [edit], [edit], [info], [info], [info]])
  }

  @Test("a SwiftUI sheet is listed, a full-screen cover is not")
  func swiftUI() throws {
    let epochs = try Self.sheets("swiftui-sheet-detents-iphone-14-ios16")
    let sheet = ReportSheets.Sheet(controller: "Sheet", presenter: "Content", restsAtLarge: false)
    #expect(epochs == [[], [sheet], [sheet], [], []])
  }

  @Test("a custom detent rests below large; an iPad popover is not a sheet, its form sheet is")
  func detentsAndPopovers() throws {
    #expect(
      try Self.sheets("event-present-custom-detent-iphone-14-ios16")
        == [[], [.init(controller: "Sheet", presenter: "Main", restsAtLarge: false)]])
    let popovers = try Self.sheets("event-present-popover-ipad-ios26")
    #expect(popovers.count == 5 && popovers.prefix(4).allSatisfy(\.isEmpty))
    #expect(popovers[4] == [.init(controller: "Form", presenter: "Picker", restsAtLarge: true)])
  }

  @Test("cards are the sheets whose frame is not the window's, per epoch and on the final screen")
  func cards() throws {
    let sheet = try Self.expect("event-present-page-sheet-vs-full-screen-iphone-x")
    #expect(sheet["cards"] as? [[String]] == [[], ["SheetNav"], [], [], []])
    #expect(sheet["finalCards"] as? [String] == [])
    // Before iOS 13 an unspecified style is full screen: listed, but drawn as a rectangle.
    let modal = ReportSheets.Sheet(controller: "Modal", presenter: "List", restsAtLarge: true)
    #expect(
      try Self.sheets("event-present-default-style-iphone-8-ios12")
        == [[], [modal], [modal]])
    let fullScreen = try Self.expect("event-present-default-style-iphone-8-ios12")
    #expect(fullScreen["cards"] as? [[String]] == [[], [], []])
    // An iPhone in landscape shows a form sheet as the whole window; rotated back, a card.
    let landscape = try Self.expect("event-present-sheet-iphone-15-pro-max-landscape")
    #expect(landscape["cards"] as? [[String]] == [[], [], ["SheetNav"]])
    // Epochs that present or dismiss nothing change nothing: one change for a sheet rotated.
    let rotated = try Simulator(HTMLReportTests.scenario("event-present-form-sheet-ipad-ios15"))
      .run()
    let changes = ReportSheets(rotated, family: .pad).changes
    #expect(changes.map(\.epoch) == [1] && changes.map(\.sheets.count) == [1])
    // A trace alone knows only its final screen.
    let traceOnly = try Self.expect("event-present-medium-detent-iphone-15-pro", scenario: false)
    #expect(traceOnly["cards"] is NSNull)
    #expect(traceOnly["finalCards"] as? [String] == ["SheetNav"])
  }
}
