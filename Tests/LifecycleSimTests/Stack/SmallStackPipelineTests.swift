import Testing

@testable import LifecycleSim

/// Inputs at the depth limits run the whole pipeline on a small stack (`onSmallStack`: 448 KiB,
/// macOS's 512 KiB for secondary threads less a margin).
///
/// A debug build's frames are the largest. The pipeline: decode, validate, simulate, render every format, encode the scenario,
/// parse the trace back, diff it with itself and explain a value of the deepest view. Views at
/// 128 levels written in a file, with the Swift builders or by chained events; SwiftUI views at
/// 64 levels; a long modifier list; and inputs past the limits, refused with their location.
@Suite struct SmallStackPipelineTests {
  /// A scenario file on an iPhone 13 with iOS 17.0, `root` and `events` as JSON.
  private static func file(root: String, events: [String] = []) -> [UInt8] {
    Array(
      """
      { "format": "lifecycle-scenario/1", "name": "deep", "device": "iPhone 13", "ios": "17.0",
        "root": \(root), "events": [\(events.joined(separator: ",\n"))] }
      """.utf8)
  }

  /// What each stage of the pipeline gives, to assert on away from the small stack.
  private struct Outcome: Sendable {
    var leafFrame: Rect?
    var decodedEqual = false
    var renderedBytes: [Int] = []
    var parsedRecords = 0
    var differences = -1
    var explained = ""
    var failure: String?

    /// Asserts that every stage ran, and that `leaf` ended with `frame`.
    func expectComplete(frame: Rect, records: Int) {
      #expect(failure == nil)
      #expect(decodedEqual)
      #expect(leafFrame == frame)
      #expect(renderedBytes.count == 3)
      #expect(renderedBytes.allSatisfy { $0 > 0 })
      #expect(parsedRecords > records)
      #expect(differences == 0)
      #expect(explained.contains("Leaf.safeAreaInsets"))
    }
  }

  private static func pipeline(_ scenario: Scenario, leaf: String = "Leaf") -> Outcome {
    var outcome = Outcome()
    do {
      let bytes = scenario.jsonBytes()
      let decoded = try Scenario.decode(bytes, fileName: "deep.scenario.json")
      outcome.decodedEqual = decoded.jsonBytes() == bytes
      let trace = try Simulator(decoded).run()
      outcome.leafFrame = trace.final(leaf).frame
      outcome.renderedBytes = TraceFormat.all.map { $0.renderBytes(trace).count }
      let parsed = try Trace.parse(TraceFormat.jsonLines.renderBytes(trace))
      outcome.parsedRecords = parsed.records.count
      outcome.differences = TraceDiff.compare(trace, parsed).differences.count
      outcome.explained = try Explainer.explain(decoded, "\(leaf).safeAreaInsets").text
    } catch {
      outcome.failure = "\(error)"
    }
    return outcome
  }

  /// The file decoded, then the pipeline; a decoding error is the outcome's failure.
  private static func pipeline(file bytes: [UInt8], leaf: String = "Leaf") -> Outcome {
    do {
      return pipeline(try Scenario.decode(bytes, fileName: "deep.scenario.json"), leaf: leaf)
    } catch {
      return Outcome(failure: "\(error)")
    }
  }

  private static let fullScreen = Rect(x: 0, y: 0, width: 390, height: 844)

  /// 128 levels of views written in Swift and read back from their file.
  @Test func viewsAtTheLimit() throws {
    let scenario = Scenario(
      name: "deep", device: "iPhone 13", ios: "17.0",
      root: ControllerNode(name: "VC", view: Build.nestedViews(ViewTreeDepth.maximum)))
    let outcome = try #require(onSmallStack { Self.pipeline(scenario) })
    outcome.expectComplete(frame: Self.fullScreen, records: ViewTreeDepth.maximum)
  }

  /// A large-title list whose content scroll view, named by `contentScrollView`, is the deepest
  /// view the limit allows; scrolls collapse the bar (the walks that find the scroll view and
  /// the navigation controller it drives, docs/behaviour.md#large-title-collapse).
  @Test func aContentScrollViewAtTheLimitDrivesTheBar() throws {
    let table = ViewNode(
      .tableView(ScrollViewProperties(contentSize: Size(width: 390, height: 3000))),
      name: "Leaf", placement: .layout(.fill))
    // The navigation controller's view and its wrapper count as levels of the list's views:
    // 125 levels here are the 128 of the limit.
    var list = ControllerNode(
      name: "List", view: Build.nestedViews(ViewTreeDepth.maximum - 3, leaf: table))
    list.contentScrollView = "Leaf"
    var scenario = Scenario(
      name: "deep", device: "iPhone 13", ios: "17.0",
      root: ControllerNode(
        .navigationController(
          stack: [list], navigationBar: NavigationBarSpec(prefersLargeTitles: true)),
        name: "Nav"))
    scenario.events = [
      ScenarioEvent(at: 1, .scroll(view: "Leaf", offset: Point(x: 0, y: -120))),
      ScenarioEvent(at: 2, .scroll(view: "Leaf", offset: Point(x: 0, y: 300))),
    ]
    let scrolled = scenario
    let outcome = try #require(onSmallStack { Self.pipeline(scrolled) })
    outcome.expectComplete(frame: Self.fullScreen, records: ViewTreeDepth.maximum)
    let trace = try Simulator(scrolled).run()
    #expect(trace.final("Nav.navigationBar").frame?.height == 44)
    #expect(trace.final("Leaf").contentOffset == Point(x: 0, y: 300))
  }

  /// The same tree built with the builders a test writes: `.controller` and `.view`.
  @Test func viewsAtTheLimitFromTheBuilders() throws {
    var node = ViewNode.view("Leaf")
    for level in stride(from: ViewTreeDepth.maximum - 1, to: 1, by: -1) {
      node = .view("V\(level)", subviews: [node])
    }
    let scenario = Scenario(
      name: "deep", device: "iPhone 13", ios: "17.0", root: .controller("VC", subviews: [node]))
    let outcome = try #require(onSmallStack { Self.pipeline(scenario) })
    outcome.expectComplete(frame: Self.fullScreen, records: ViewTreeDepth.maximum)
  }

  /// The same tree written in a scenario file (3 levels of JSON a level of views: 385 in all).
  @Test func viewsAtTheLimitFromAFile() throws {
    var view = #"{ "view": { "name": "Leaf", "layout": "fill" } }"#
    for level in stride(from: ViewTreeDepth.maximum - 1, to: 1, by: -1) {
      view = #"{ "view": { "name": "V\#(level)", "layout": "fill", "subviews": [\#(view)] } }"#
    }
    let bytes = Self.file(
      root: #"{ "viewController": { "name": "VC", "view": { "subviews": [\#(view)] } } }"#)
    let outcome = try #require(onSmallStack { Self.pipeline(file: bytes) })
    outcome.expectComplete(frame: Self.fullScreen, records: ViewTreeDepth.maximum)
  }

  /// 43 controllers written in a file, each the child of the one before.
  ///
  /// With two container views between a controller's view and its child's, the last one's view
  /// is at level 127, and its subview at 128. They all load and lay out in the first display.
  @Test func nestedChildControllersAtTheLimit() throws {
    let leaf = #"{ "view": { "name": "Leaf", "layout": "fill" } }"#
    var controller = #"{ "viewController": { "name": "C43", "view": { "subviews": [\#(leaf)] } } }"#
    for level in stride(from: 42, to: 0, by: -1) {
      let children = #"[{ "controller": \#(controller) }]"#
      controller = #"{ "viewController": { "name": "C\#(level)", "children": \#(children) } }"#
    }
    let bytes = Self.file(root: controller)
    let outcome = try #require(onSmallStack { Self.pipeline(file: bytes) })
    outcome.expectComplete(frame: Self.fullScreen, records: 43)
  }

  /// 31 page view controllers nested, each the next one's only page, the deepest the view limit
  /// allows (a page's view is two levels below its parent's, in the internal scroll view): they
  /// all load and lay out; one more is refused with its location.
  @Test func nestedPageViewControllersAtTheLimit() throws {
    func file(_ levels: Int) -> [UInt8] {
      let leaf = #"{ "view": { "name": "Leaf", "layout": "fill" } }"#
      var controller =
        #"{ "viewController": { "name": "Page", "view": { "subviews": [\#(leaf)] } } }"#
      for level in stride(from: levels, to: 0, by: -1) {
        controller =
          #"{ "pageViewController": { "name": "P\#(level)", "pages": [\#(controller)] } }"#
      }
      return Self.file(root: controller)
    }
    let atTheLimit = file(31)
    let outcome = try #require(onSmallStack { Self.pipeline(file: atTheLimit) })
    outcome.expectComplete(frame: Self.fullScreen, records: 31)
    let past = file(32)
    let refused = try #require(onSmallStack { Self.pipeline(file: past) })
    #expect(refused.failure?.contains("deep.scenario.json:") == true, "\(refused.failure ?? "")")
  }

  /// 127 `addChild` events, each child added to the one before: the last child's view is at
  /// level 128.
  @Test func chainedAddChildEventsAtTheLimit() throws {
    let events = (1...127).map {
      #"{ "at": \#($0), "addChild": { "parent": "C\#($0 - 1)", "controller": { "viewController": { "name": "C\#($0)", "view": { "name": "\#($0 == 127 ? "Leaf" : "C\($0)View")" } } } } }"#
    }
    let bytes = Self.file(root: #"{ "viewController": { "name": "C0" } }"#, events: events)
    let outcome = try #require(onSmallStack { Self.pipeline(file: bytes) })
    outcome.expectComplete(frame: Self.fullScreen, records: 127)
  }

  /// 59 pushes, each of a controller holding the navigation controller the next push targets:
  /// the last one's views reach level 127.
  @Test func chainedPushesNearTheLimit() throws {
    let events = (1...59).map {
      #"{ "at": \#($0), "push": { "navigationController": "N\#($0 - 1)", "animated": false, "controller": { "viewController": { "name": "V\#($0)", "children": [{ "controller": { "navigationController": { "name": "N\#($0)", "stack": [{ "viewController": { "name": "R\#($0)", "view": { "name": "\#($0 == 59 ? "Leaf" : "R\($0)View")" } } }] } } }] } } } }"#
    }
    let bytes = Self.file(
      root:
        #"{ "navigationController": { "name": "N0", "stack": [{ "viewController": { "name": "R0" } }] } }"#,
      events: events)
    let outcome = try #require(onSmallStack { Self.pipeline(file: bytes) })
    #expect(outcome.failure == nil)
    #expect(outcome.decodedEqual)
    #expect(outcome.leafFrame != nil)
    #expect(outcome.differences == 0)
    #expect(outcome.explained.contains("Leaf.safeAreaInsets"))
  }

  /// `levels` levels of SwiftUI stacks, the deepest a text named `Leaf`.
  private static func stacks(_ levels: Int) -> SwiftUINode {
    var node = SwiftUINode.text("Leaf", width: 100, height: 20)
    for level in stride(from: levels - 1, to: 0, by: -1) {
      node = level % 2 == 0 ? .vstack("S\(level)", [node]) : .hstack("S\(level)", [node])
    }
    return node
  }

  /// 64 levels of SwiftUI stacks, the limit.
  @Test func swiftUIAtTheLimit() throws {
    let scenario = Scenario(
      name: "deep", device: "iPhone 13", ios: "17.0", root: .hosting("Host", Self.stacks(64)))
    let outcome = try #require(onSmallStack { Self.pipeline(scenario) })
    #expect(outcome.failure == nil)
    #expect(outcome.decodedEqual)
    #expect(outcome.leafFrame == Rect(x: 145, y: 418.5, width: 100, height: 20))
    #expect(outcome.differences == 0)
    #expect(outcome.explained.contains("Leaf.safeAreaInsets"))
  }

  /// 512 levels of SwiftUI stacks built in Swift: written to JSON, refused when read back (the
  /// JSON nests deeper than the parser's cap) and refused at the 65th level when run.
  @Test func swiftUIPastTheLimitIsRefused() throws {
    let scenario = Scenario(
      name: "deep", device: "iPhone 13", ios: "17.0", root: .hosting("Host", Self.stacks(512)))
    let messages = try #require(
      onSmallStack { () -> [String] in
        let bytes = scenario.jsonBytes()
        var messages = ["\(bytes.count)"]
        do { _ = try Scenario.decode(bytes, fileName: "deep.json") } catch {
          messages.append("\(error)")
        }
        do { _ = try Simulator(scenario).run() } catch { messages.append("\(error)") }
        return messages
      })
    #expect(messages.count == 3)
    #expect(Int(messages[0]) ?? 0 > 512 * 20)
    #expect(
      messages.dropFirst().first?.contains("nested too deeply (more than 512 levels)") == true)
    #expect(messages.last?.contains("SwiftUI views are nested more than 64 levels deep") == true)
    #expect(messages.last?.contains("rootView") == true)
  }

  /// A file nesting `background` content 120 levels (JSON 483 levels deep, near the parser's
  /// cap): decoded on the small stack, and refused at the 65th level with its path.
  @Test func swiftUIContentNearTheNestingCapIsRefused() throws {
    var node = #"{ "color": { "name": "Leaf" } }"#
    for level in stride(from: 119, to: 0, by: -1) {
      node = #"{ "color": { "name": "B\#(level)", "modifiers": [{ "background": \#(node) }] } }"#
    }
    let root = #"{ "hostingController": { "name": "Host", "rootView": \#(node) } }"#
    let outcome = try #require(onSmallStack { Self.pipeline(file: Self.file(root: root)) })
    let failure = try #require(outcome.failure)
    #expect(failure.contains("SwiftUI views are nested more than 64 levels deep"))
    #expect(failure.contains("rootView"))
  }

  /// 4,500 modifiers on one SwiftUI view, applied in a loop.
  @Test func aLongModifierList() throws {
    var node = SwiftUINode.color("Leaf")
    for _ in 0..<4_500 { node = node.padding(0) }
    let scenario = Scenario(
      name: "deep", device: "iPhone 13", ios: "17.0", root: .hosting("Host", node))
    let outcome = try #require(onSmallStack { Self.pipeline(scenario) })
    #expect(outcome.failure == nil)
    #expect(outcome.decodedEqual)
    #expect(outcome.leafFrame == Rect(x: 0, y: 47, width: 390, height: 763))
    #expect(outcome.differences == 0)
  }

  /// A file whose views nest 170 levels, 511 levels of JSON, one below the parser's cap: decoded
  /// on the small stack and refused by the view-depth limit at the controller, with its location.
  @Test func jsonNearTheNestingCapIsRefusedWithItsLocation() throws {
    var view = #"{ "view": { "name": "Leaf" } }"#
    for level in stride(from: 169, to: 1, by: -1) {
      view = #"{ "view": { "name": "V\#(level)", "subviews": [\#(view)] } }"#
    }
    let root = #"{ "viewController": { "name": "VC", "view": { "subviews": [\#(view)] } } }"#
    let outcome = try #require(onSmallStack { Self.pipeline(file: Self.file(root: root)) })
    let failure = try #require(outcome.failure)
    #expect(failure.contains("VC's views could nest 170 levels deep"))
    #expect(failure.contains("nest at most 128 levels of views and controllers"))
    #expect(failure.contains("root"))
  }
}

/// Containers written in a file, each holding the next: every kind, and the kinds in turn, at
/// depths around the view limit. Each runs the whole pipeline on the small stack or is refused
/// with its location; none may crash the process.
@Suite struct NestedContainersOnASmallStackTests {
  /// Wraps `inner` in a container of `kind` named `name`.
  private static func wrap(_ inner: String, in kind: String, name: String) -> String {
    switch kind {
    case "navigationController":
      return #"{ "navigationController": { "name": "\#(name)", "stack": [\#(inner)] } }"#
    case "tabBarController":
      return #"{ "tabBarController": { "name": "\#(name)", "tabs": [\#(inner)] } }"#
    case "splitViewController":
      return
        #"{ "splitViewController": { "name": "\#(name)", "style": "doubleColumn", "primary": { "viewController": { "name": "\#(name)Side" } }, "secondary": \#(inner) } }"#
    case "pageViewController":
      return #"{ "pageViewController": { "name": "\#(name)", "pages": [\#(inner)] } }"#
    default:
      return
        #"{ "viewController": { "name": "\#(name)", "children": [{ "controller": \#(inner) }] } }"#
    }
  }

  private static let kinds = [
    "navigationController", "tabBarController", "splitViewController", "pageViewController",
    "viewController",
  ]

  /// A file of `levels` containers, the kind of level `k` given by `kind(k)`, on an iPad (so a
  /// split view controller shows its columns side by side), the deepest holding `Leaf`.
  private static func file(levels: Int, kind: (Int) -> String) -> [UInt8] {
    var node =
      #"{ "viewController": { "name": "Inner", "view": { "subviews": [{ "view": { "name": "Leaf", "layout": "fill" } }] } } }"#
    for level in stride(from: levels, to: 0, by: -1) {
      node = wrap(node, in: kind(level), name: "C\(level)")
    }
    return Array(
      """
      { "format": "lifecycle-scenario/1", "name": "deep", "device": "iPad Air (5th generation)",
        "ios": "18.0", "root": \(node) }
      """.utf8)
  }

  /// Decodes, runs, renders and explains `bytes`; `nil` when it all ran, else the error.
  private static func pipeline(_ bytes: [UInt8]) -> String? {
    do {
      let scenario = try Scenario.decode(bytes, fileName: "deep.scenario.json")
      let trace = try Simulator(scenario).run()
      guard trace.final("Leaf").frame != nil else { return "no frame for Leaf" }
      for format in TraceFormat.all where format.renderBytes(trace).isEmpty {
        return "empty \(format)"
      }
      let parsed = try Trace.parse(TraceFormat.jsonLines.renderBytes(trace))
      guard TraceDiff.compare(trace, parsed).differences.isEmpty else { return "diff" }
      let explained = try Explainer.explain(scenario, "Leaf.safeAreaInsets").text
      return explained.contains("Leaf.safeAreaInsets") ? nil : "explain"
    } catch {
      return "\(error)"
    }
  }

  /// Each kind holding the next, `levels` deep, around the inner controller: 43 controllers in
  /// all (42 levels) are the most the view limit allows, and they run; one more, or a nesting
  /// as deep as the JSON cap allows, is refused where the 44th controller starts, before the
  /// decoder recurses further. Page view controllers, whose pages sit one view deeper, stop at
  /// 31 (``SmallStackPipelineTests/nestedPageViewControllersAtTheLimit()``).
  @Test(arguments: kinds)
  func eachKindNested(kind: String) throws {
    let limit = kind == "pageViewController" ? 31 : ViewTreeDepth.maximumControllerNesting - 1
    for levels in [8, limit, limit + 1, 64, 120] {
      let bytes = Self.file(levels: levels) { _ in kind }
      let failure = try #require(onSmallStack { Self.pipeline(bytes) })
      if levels <= limit {
        #expect(failure == nil, "\(kind) × \(levels): \(failure ?? "")")
      } else {
        let message = try #require(failure, "\(kind) × \(levels) ran")
        #expect(message.contains("deep.scenario.json:2:"), "\(kind) × \(levels): \(message)")
        #expect(message.contains("nest"), "\(kind) × \(levels): \(message)")
        if kind != "pageViewController" && levels > limit + 1 {
          #expect(
            message.contains("controllers are nested more than 43 levels deep"),
            "\(kind) × \(levels): \(message)")
        }
      }
    }
  }

  /// The kinds in turn, nested 10 to 64 levels: each runs or is refused with its location.
  @Test func kindsInTurn() throws {
    var ran = 0
    for levels in stride(from: 10, through: 64, by: 6) {
      let bytes = Self.file(levels: levels) { Self.kinds[$0 % Self.kinds.count] }
      let failure = try #require(onSmallStack { Self.pipeline(bytes) })
      if let failure {
        #expect(failure.contains("deep.scenario.json:"), "\(levels): \(failure)")
      } else {
        ran += 1
      }
    }
    #expect(ran >= 3)
  }
}
