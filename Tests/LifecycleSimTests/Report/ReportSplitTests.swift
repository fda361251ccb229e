import Foundation
import Testing

@testable import LifecycleSim

@Suite("Report split views: columns, the floating sidebar, dividers")
struct ReportSplitTests {
  /// The `finalSplits` and `splits` of a report as text: `Split: Sidebar (0,0,320,834) floats,
  /// Detail (0,0,1210,834) | (320,0,1,768)` per split, `;`-separated.
  static func splits(_ name: String) throws -> (final: String, epochs: [String]?) {
    let expect = try ReportSheetsTests.expect(name)
    func numbers(_ values: ArraySlice<Any>) -> String {
      values.compactMap { $0 as? Double }.map { $0 == $0.rounded() ? "\(Int($0))" : "\($0)" }
        .joined(separator: ",")
    }
    func text(_ screen: Any) -> String {
      ((screen as? [[Any]]) ?? []).map { split in
        let columns = ((split[1] as? [[Any]]) ?? []).map { column in
          "\(column[0]) (\(numbers(column[1...4])))" + ((column[5] as? Int) == 1 ? " floats" : "")
        }
        let dividers = ((split[2] as? [[Any]]) ?? []).map { "(\(numbers($0[...])))" }
        return "\(split[0]): " + columns.joined(separator: ", ")
          + (dividers.isEmpty ? "" : " | " + dividers.joined(separator: " "))
      }.joined(separator: "; ")
    }
    let epochs = (expect["splits"] as? [Any])?.map(text)
    return (text(expect["finalSplits"] as Any), epochs)
  }

  @Test("classic columns side by side, with the 1-pt divider in the gap (WEB-890)")
  func classic() throws {
    let splits = try Self.splits("split-classic-ipad-6-ios13-landscape-window-collapse")
    #expect(
      splits.epochs == [
        "Split: MasterNav (0,0,320,768), Detail (321,0,703,768) | (320,0,1,768)",
        // A Split View third collapses the split view to one column.
        "Split: Detail (0,0,320,768)",
        "Split: MasterNav (0,0,320,768), Detail (321,0,703,768) | (320,0,1,768)",
      ])
  }

  @Test("the iOS 26 sidebar floats over the secondary, which spans the split (WEB-892)")
  func floatingSidebar() throws {
    let splits = try Self.splits("split-double-column-ipad-pro-11-ios26-landscape")
    #expect(splits.final == "Split: Sidebar (0,0,320,834) floats, Detail (0,0,1210,834)")
    let triple = try Self.splits("split-events-triple-column-ipad-pro-11-ios26-landscape")
    #expect(
      triple.final
        == "Split: Sidebar (0,0,320,834) floats, List (0,0,640,834), Detail (641,0,569,834)"
        + " | (640,0,1,834)")
  }

  @Test("a sidebar of 14–18 reaches past the leading edge and is still a column (C59)")
  func sidebarBuffer() throws {
    let splits = try Self.splits("split-triple-column-ipad-pro-12-9-ios14-landscape")
    #expect(
      splits.final
        == "Split: Sidebar (-100,0,420,1024), List (321,0,320,1024), Detail (642,0,724,1024)"
        + " | (320,0,1,1024) (641,0,1,1024)")
  }

  @Test("a floating column's objects are drawn after the rest of its split")
  func screenOrder() throws {
    let scenario = try HTMLReportTests.scenario("split-double-column-ipad-pro-11-ios26-landscape")
    let trace = try Simulator(scenario).run()
    let report = ReportTrace(label: "split", trace: trace)
    let expect = try ReportSheetsTests.expect("split-double-column-ipad-pro-11-ios26-landscape")
    let drawn = try #require(expect["final"] as? [String])
    #expect(drawn == ["window", "statusBar", "Split", "Detail", "Sidebar"])
    // In tree order the sidebar comes first.
    let names = report.drawingOrder.map { trace.objects[$0].name }
    #expect((names.firstIndex(of: "Sidebar") ?? 0) < (names.firstIndex(of: "Detail") ?? 0))
  }

  @Test(
    "the columns are read in one pass over 10× and 100× the split's objects", arguments: [10, 100])
  func scaling(factor: Int) {
    // A split followed by `factor` controllers, each inside the first: one column, read in one
    // pass (the columns are few; each object is compared with them only).
    func frame(_ x: Double, _ width: Double) -> Rect { Rect(x: x, y: 0, width: width, height: 500) }
    var objects = [TraceObject(name: "window", kind: .window)]
    objects.append(TraceObject(name: "Split", kind: .splitViewController))
    var states = [ObjectState(frame: frame(0, 1000)), ObjectState(frame: frame(0, 1000))]
    for index in 0..<factor {
      objects.append(TraceObject(name: "C\(index)", kind: .viewController))
      states.append(ObjectState(frame: frame(0, 300)))
    }
    objects.append(TraceObject(name: "Detail", kind: .viewController))
    states.append(ObjectState(frame: frame(301, 699)))
    for state in states.indices { states[state].inWindow = true }
    let table = StateTable(states)
    let splits = ReportSplit.splits(
      row: Array(states.indices), objects: objects, order: Array(objects.indices), table: table,
      sheets: [])
    #expect(splits.map { $0.columns.map(\.controller) } == [[2, objects.count - 1]])
    #expect(splits.first?.dividers == [Rect(x: 300, y: 0, width: 1, height: 500)])
    #expect(splits.first?.range == 1..<objects.count)
  }
}
