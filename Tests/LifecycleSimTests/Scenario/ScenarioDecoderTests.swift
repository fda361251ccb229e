import Foundation
@testable import LifecycleSim
@testable import LifecycleSimModel
import Testing

/// Decoding `lifecycle-scenario/1` files (docs/scenario-format.md).
@Suite struct ScenarioDecoderTests {
  /// Decodes without the validator, so events can be inspected.
  private func decodeStructure(_ json: String) throws -> (Scenario?, [ScenarioDiagnostic]) {
    var decoder = ScenarioDecoder()
    let scenario = decoder.decodeScenario(try JSONParser.tape(Array(json.utf8)).root)
    return (scenario, decoder.diagnostics)
  }

  private func wrap(root: String = #"{ "viewController": { "name": "A" } }"#, events: String = "[]")
    -> String
  {
    """
    { "format": "lifecycle-scenario/1", "name": "t", "device": "iPhone X", "ios": "11.0",
      "root": \(root), "events": \(events) }
    """
  }

  /// docs/scenario-format.md#example decodes into the model it describes.
  @Test func theFormatsExampleDecodes() throws {
    let json = """
      {
        "format": "lifecycle-scenario/1",
        "name": "iphone-x-nav-tab-table",
        "device": "iPhone X",
        "ios": "11.0",
        "orientation": "portrait",
        "root": { "tabBarController": { "name": "Tabs", "tabs": [
          { "navigationController": { "name": "Nav", "stack": [
            { "viewController": { "name": "List", "view": { "subviews": [
              { "tableView": { "name": "table", "layout": "fill", "contentSize": [375, 2000] } }
            ] } } }
          ] } }
        ] } },
        "events": [
          { "at": 1.0, "rotate": "landscapeLeft" },
          { "at": 2.0, "setAdditionalSafeAreaInsets": { "controller": "List", "insets": [0, 0, 10, 0] } }
        ]
      }
      """
    let (decoded, diagnostics) = try decodeStructure(json)
    #expect(diagnostics.isEmpty)
    let scenario = try #require(decoded)
    #expect(scenario.name == "iphone-x-nav-tab-table")
    #expect(scenario.device == "iPhone X")
    guard case .tabBarController(let tabs, 0, _) = scenario.root.kind,
      case .navigationController(let stack, _, _) = tabs.first?.kind
    else {
      Issue.record("unexpected root \(scenario.root.kind)")
      return
    }
    let list = try #require(stack.first)
    #expect(list.name == "List")
    let table = try #require(list.view.subviews.first)
    #expect(table.name == "table")
    #expect(table.placement == .layout(.fill))
    #expect(
      table.kind == .tableView(ScrollViewProperties(contentSize: Size(width: 375, height: 2000))))
    #expect(scenario.events.map(\.at) == [1.0, 2.0])
    guard case .rotate(.landscapeLeft) = scenario.events[0].action,
      case .setAdditionalSafeAreaInsets("List", let insets) = scenario.events[1].action
    else {
      Issue.record("unexpected events")
      return
    }
    #expect(insets == EdgeInsets(bottom: 10))
  }

  /// Every event of docs/scenario-format.md#events decodes to its action.
  @Test(arguments: [
    (#"{ "at": 0, "rotate": "landscapeRight" }"#, "rotate"),
    (
      #"{ "at": 0, "setStatusBarHidden": { "controller": "A", "hidden": true } }"#,
      "setStatusBarHidden"
    ),
    (
      #"{ "at": 0, "setNavigationBarHidden": { "navigationController": "N", "hidden": true, "animated": false } }"#,
      "setNavigationBarHidden"
    ),
    (
      #"{ "at": 0, "setToolbarHidden": { "navigationController": "N", "hidden": false } }"#,
      "setToolbarHidden"
    ),
    (
      #"{ "at": 0, "push": { "navigationController": "N", "controller": { "viewController": { "name": "B" } } } }"#,
      "push"
    ),
    (#"{ "at": 0, "pop": { "navigationController": "N" } }"#, "pop"),
    (
      #"{ "at": 0, "present": { "from": "A", "controller": { "viewController": { "name": "M" } }, "style": "pageSheet" } }"#,
      "present"
    ),
    (#"{ "at": 0, "dismiss": { "controller": "M" } }"#, "dismiss"),
    (#"{ "at": 0, "selectTab": { "tabBarController": "T", "index": 1 } }"#, "selectTab"),
    (
      #"{ "at": 0, "setAdditionalSafeAreaInsets": { "controller": "A", "insets": [1, 2, 3, 4] } }"#,
      "setAdditionalSafeAreaInsets"
    ),
    (
      #"{ "at": 0, "setContentInset": { "view": "t", "insets": [0, 0, 0, 0] } }"#, "setContentInset"
    ),
    (#"{ "at": 0, "setContentSize": { "view": "t", "size": [1, 2] } }"#, "setContentSize"),
    (
      #"{ "at": 0, "setContentInsetAdjustmentBehavior": { "view": "t", "behavior": "never" } }"#,
      "setContentInsetAdjustmentBehavior"
    ),
    (#"{ "at": 0, "setFrame": { "view": "v", "frame": [0, 0, 1, 1] } }"#, "setFrame"),
    (
      #"{ "at": 0, "addChild": { "parent": "A", "controller": { "viewController": { "name": "C" } }, "layout": "safeArea" } }"#,
      "addChild"
    ),
    (#"{ "at": 0, "removeChild": { "controller": "C" } }"#, "removeChild"),
    (#"{ "at": 0, "showKeyboard": { "height": "system", "duration": 0.25 } }"#, "showKeyboard"),
    (#"{ "at": 0, "showKeyboard": { "height": 260 } }"#, "showKeyboard"),
    (#"{ "at": 0, "hideKeyboard": {} }"#, "hideKeyboard"),
    (#"{ "at": 0, "setNeedsLayout": { "view": "v" } }"#, "setNeedsLayout"),
    (
      #"{ "at": 0, "setHomeIndicatorAutoHidden": { "controller": "A", "hidden": true } }"#,
      "setHomeIndicatorAutoHidden"
    ),
  ])
  func everyEventDecodes(event: String, action: String) throws {
    let (decoded, diagnostics) = try decodeStructure(wrap(events: "[\(event)]"))
    #expect(diagnostics.isEmpty)
    #expect(decoded?.events.first?.action.name == action)
  }

  /// Events that break UIKit's rules are refused when they come, with the event's location.
  @Test func impossibleEventsAreRefusedWithTheirLocation() throws {
    let json = wrap(events: #"[{ "at": 1, "dismiss": { "controller": "A" } }]"#)
    let scenario = try Scenario.decode(Array(json.utf8), fileName: "s.json")
    let error = try #require(throws: ScenarioError.self) { try Simulator(scenario).run() }
    #expect(
      error.description
        == "s.json:2:61: events[0].dismiss: at 1 s: A is not presented, so it cannot be "
        + "dismissed; dismiss the controller a present event showed")
  }

  /// Every view kind and property is decoded.
  @Test func viewKindsAndPropertiesDecode() throws {
    let root = """
      { "viewController": { "name": "A", "view": { "layoutMargins": [1, 2, 3, 4], "subviews": [
        { "scrollView": { "name": "s", "frame": [0, 0, 10, 10], "contentInset": [1, 1, 1, 1],
          "contentInsetAdjustmentBehavior": "always", "alwaysBounceVertical": true,
          "alwaysBounceHorizontal": true, "bounces": false, "isScrollEnabled": false } },
        { "tableView": { "name": "t", "style": "insetGrouped", "insetsContentViewsToSafeArea": false } },
        { "collectionView": { "name": "c", "sectionInset": [5, 5, 5, 5], "sectionInsetReference": "fromSafeArea" } },
        { "webView": { "name": "w" } },
        { "view": { "name": "v", "directionalLayoutMargins": [1, 2, 3, 4],
          "insetsLayoutMarginsFromSafeArea": false, "preservesSuperviewLayoutMargins": true,
          "layout": { "top": { "to": "safeArea", "constant": 8 }, "leading": "margins", "trailing": "edge", "height": 44 } } },
        { "name": "shorthand", "frame": [1, 1, 1, 1] }
      ] } } }
      """
    let (decoded, diagnostics) = try decodeStructure(wrap(root: root))
    #expect(diagnostics.isEmpty)
    let view = try #require(decoded?.root.view)
    #expect(view.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    let kinds = view.subviews.map(\.kind.name)
    #expect(kinds == ["scrollView", "tableView", "collectionView", "webView", "view", "view"])
    #expect(
      view.subviews[0].kind
        == .scrollView(
          ScrollViewProperties(
            contentInset: .all(1), contentInsetAdjustmentBehavior: .always,
            alwaysBounceVertical: true, alwaysBounceHorizontal: true, bounces: false,
            isScrollEnabled: false)))
    #expect(
      view.subviews[1].kind
        == .tableView(
          ScrollViewProperties(), style: .insetGrouped, insetsContentViewsToSafeArea: false))
    #expect(
      view.subviews[2].kind
        == .collectionView(
          ScrollViewProperties(), sectionInset: .all(5), sectionInsetReference: .fromSafeArea))
    let pinned = view.subviews[4]
    #expect(
      pinned.directionalLayoutMargins
        == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    #expect(pinned.insetsLayoutMarginsFromSafeArea == false)
    #expect(pinned.preservesSuperviewLayoutMargins == true)
    #expect(
      pinned.placement
        == .layout(
          .pins(
            LayoutPins(
              top: LayoutPin(.safeArea, constant: 8), leading: LayoutPin(.margins),
              trailing: LayoutPin(.edge), height: 44))))
    #expect(view.subviews[5].name == "shorthand")
  }

  /// Controller properties and container settings are decoded with UIKit's defaults.
  @Test func controllerPropertiesDecode() throws {
    let root = """
      { "navigationController": { "name": "N",
        "navigationBar": { "hidden": true, "translucent": false, "prefersLargeTitles": true },
        "toolbar": { "hidden": false, "translucent": false },
        "stack": [ { "viewController": { "name": "A", "additionalSafeAreaInsets": [-20, 0, 0, 0],
          "edgesForExtendedLayout": ["top", "bottom"], "extendedLayoutIncludesOpaqueBars": true,
          "automaticallyAdjustsScrollViewInsets": false, "prefersStatusBarHidden": true,
          "prefersHomeIndicatorAutoHidden": true, "viewRespectsSystemMinimumLayoutMargins": false,
          "hidesBottomBarWhenPushed": true, "largeTitleDisplayMode": "never",
          "children": [ { "controller": { "viewController": { "name": "C" } }, "layout": "margins" } ] } } ] } }
      """
    let (decoded, diagnostics) = try decodeStructure(wrap(root: root))
    #expect(diagnostics.isEmpty)
    guard
      case .navigationController(let stack, let bar, let toolbar) = try #require(decoded).root.kind
    else {
      Issue.record("not a navigation controller")
      return
    }
    #expect(bar == NavigationBarSpec(hidden: true, translucent: false, prefersLargeTitles: true))
    #expect(toolbar == BarSpec(hidden: false, translucent: false))
    let a = try #require(stack.first)
    #expect(a.additionalSafeAreaInsets == EdgeInsets(top: -20))
    #expect(a.edgesForExtendedLayout == [.top, .bottom])
    #expect(a.extendedLayoutIncludesOpaqueBars)
    #expect(!a.automaticallyAdjustsScrollViewInsets)
    #expect(a.prefersStatusBarHidden == true)
    #expect(a.prefersHomeIndicatorAutoHidden)
    #expect(!a.viewRespectsSystemMinimumLayoutMargins)
    #expect(a.hidesBottomBarWhenPushed)
    #expect(a.largeTitleDisplayMode == .never)
    #expect(a.children.first?.controller.name == "C")
    #expect(a.children.first?.layout == .margins)
  }

  /// Every problem of a file is reported at once, in file order, each with its path,
  /// line:column and a fix (docs/scenario-format.md#errors); a duplicate controller is one problem,
  /// not one more for its default root view's name.
  @Test func everyProblemIsReportedAtOnce() throws {
    let json = """
      {
        "format": "lifecycle-scenario/1",
        "name": "bad",
        "device": "iPhone Xs Maxx",
        "ios": "11.0",
        "orientaton": "portrait",
        "quirks": { "webViewAlwaysAdjust": true },
        "root": { "tabBarController": { "name": "Tabs", "tabs": [
          { "navController": { "name": "Nav", "stack": [] } },
          { "viewController": { "name": "Tabs", "view": { "subviews": [
              { "tableView": { "layout": { "top": "safeArea", "height": 30 }, "contentSize": [375] } }
          ] } } }
        ] } },
        "events": [ { "at": 1, "rotate": "landscape" } ]
      }
      """
    let error = try #require(throws: ScenarioError.self) {
      try Scenario.decode(Array(json.utf8), fileName: "bad.json")
    }
    #expect(
      error.description.split(separator: "\n").map(String.init) == [
        #"bad.json:4:13: device: unknown device "iPhone Xs Maxx"; did you mean "iPhone XS Max"?"#,
        #"bad.json:6:3: orientaton: unknown key "orientaton"; did you mean "orientation"?"#,
        #"bad.json:7:15: quirks.webViewAlwaysAdjust: unknown quirk "webViewAlwaysAdjust"; did you mean "webViewAlwaysAdjusts"?"#,
        #"bad.json:9:7: root.tabs[0]: unknown controller kind "navController"; did you mean "navigationController"?"#,
        #"bad.json:10:5: root.tabs[1]: the name "Tabs" is already used by root; give every controller and view a unique name"#,
        #"bad.json:11:24: root.tabs[1].view.subviews[0].layout: the horizontal position is ambiguous; give exactly two of left (or leading), right (or trailing) and width"#,
        #"bad.json:11:88: root.tabs[1].view.subviews[0].contentSize: expected a size [width, height], found 1 value; write 2 numbers"#,
        #"bad.json:14:36: events[0].rotate: unknown value "landscape"; did you mean "landscapeLeft"?"#,
      ])
  }

  /// Each member's key is matched once: an escaped spelling of a known key is that key, the
  /// first member with a key is kept, later ones are duplicates, and unknown keys are reported
  /// in file order.
  @Test func keysAreMatchedOncePerMemberInFileOrder() throws {
    let json = wrap(
      root: #"{ "viewController": { "n\u0061me": "A", "nam": 1, "name": "B", "vew": {} } }"#)
    let (scenario, diagnostics) = try decodeStructure(json)
    #expect(scenario?.root.name == "A")
    #expect(
      diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.message)" }
        == [
          #"2:51 unknown key "nam""#,
          #"2:61 duplicate key "name""#,
          #"2:74 unknown key "vew""#,
        ])
  }

  /// A syntax error is one located diagnostic.
  @Test func syntaxErrorsAreLocated() throws {
    let error = try #require(throws: ScenarioError.self) {
      try Scenario.decode(Array(#"{ "format": "lifecycle-scenario/1", }"#.utf8), fileName: "x.json")
    }
    #expect(error.diagnostics.count == 1)
    #expect(error.description == "x.json:1:35: trailing comma before '}'; remove it")
  }

  /// Wrong types, missing keys and unknown enumeration values name what was expected.
  @Test(arguments: [
    (#"{ "viewController": { "name": 3 } }"#, "root.name: expected a string, found a number"),
    (#"{ "viewController": {} }"#, #"root.name: missing required key "name""#),
    (
      #"{ "viewController": { "name": "A", "edgesForExtendedLayout": ["up"] } }"#,
      #"root.edgesForExtendedLayout[0]: unknown edge "up"; use "top", "left", "bottom" or "right""#
    ),
    (
      #"{ "viewController": { "name": "A", "largeTitleDisplayMode": "alway" } }"#,
      #"root.largeTitleDisplayMode: unknown value "alway"; did you mean "always"?"#
    ),
    (
      #"{ "viewController": { "name": "A", "view": { "subviews": [ { "label": {} } ] } } }"#,
      #"root.view.subviews[0]: unknown view kind or property "label"; use one of "view", "scrollView", "tableView", "collectionView" or "webView""#
    ),
    (
      #"{ "viewController": { "name": "A", "view": { "subviews": [ { "view": { "frame": [0, 0, 1, 1], "layout": "fill" } } ] } } }"#,
      #"root.view.subviews[0]: a view takes "frame" or "layout", not both; keep one"#
    ),
    (
      #"{ "viewController": { "name": "A", "view": { "layout": "fil" } } }"#,
      #"root.view.layout: unknown layout "fil"; did you mean "fill"?"#
    ),
  ])
  func typeErrorsNameTheExpectation(root: String, message: String) throws {
    let error = try #require(throws: ScenarioError.self) {
      try Scenario.decode(Array(wrap(root: root).utf8))
    }
    #expect(error.diagnostics.map(\.description).contains(message), "\(error.description)")
  }

  /// A node after a sibling that did not decode keeps its path in the file, in the decoder's
  /// problems and in the check's, and its owner path in a duplicate-name message.
  @Test func pathsCountSiblingsThatDidNotDecode() throws {
    let json = wrap(
      root: """
        { "navigationController": { "name": "Nav", "stack": [
          { "viewControler": { "name": "Bad" } },
          { "viewController": { "name": "A", "view": { "subviews": [
            { "lable": { "name": "x" } },
            { "view": { "name": "A", "frame": [0, 0, -1, 1] } },
            { "view": { "name": "v", "subviews": [{ "view": { "name": "v" } }] } }
          ] } } }
        ] } }
        """)
    let error = try #require(throws: ScenarioError.self) {
      try Scenario.decode(Array(json.utf8))
    }
    let lines = error.diagnostics.map(\.description)
    #expect(lines.contains { $0.hasPrefix("root.stack[0]: unknown controller kind") })
    #expect(lines.contains { $0.hasPrefix("root.stack[1].view.subviews[0]: unknown view kind") })
    #expect(
      lines.contains { $0.hasPrefix("root.stack[1].view.subviews[1].frame[2]: a width cannot") })
    #expect(
      lines.contains {
        $0.hasPrefix(
          "root.stack[1].view.subviews[1]: the name \"A\" is already used by root.stack[1];")
      })
    #expect(
      lines.contains {
        $0.hasPrefix(
          "root.stack[1].view.subviews[2].subviews[0]: the name \"v\" is already used by "
            + "root.stack[1].view.subviews[2];")
      }, "\(error.description)")
  }
}

/// A scenario built in code and the same scenario read from a file give the same trace.
@Suite struct SwiftAPIEquivalenceTests {
  @Test func codeAndFileGiveTheSameTrace() throws {
    let table = ViewNode(
      .tableView(ScrollViewProperties(contentSize: Size(width: 375, height: 2000))), name: "table",
      placement: .layout(.fill))
    let inCode = Scenario(
      name: "seed003-iphone-x-tab-nav-portrait", device: "iPhone X", ios: "11.0",
      root: Build.tabs("Tabs", [Build.navigation("Nav", [Build.plain("List", subviews: [table])])]))
    let file = ReferenceTraceTests.directory.appendingPathComponent(
      "seed003-iphone-x-tab-nav-portrait.scenario.json")
    let fromFile = try Scenario.decode(Array(try Data(contentsOf: file)))
    #expect(
      TraceFormat.text.render(try Simulator(inCode).run())
        == TraceFormat.text.render(try Simulator(fromFile).run()))
  }
}
