import Foundation
import LifecycleSim
import Testing

/// The builder spells in Swift what the reference scenarios spell in JSON, and gives the same
/// values the longer constructors give.
@Suite struct ScenarioBuilderTests {
  static func reference(_ name: String) throws -> Scenario {
    let url = ReferenceTraceTests.directory.appendingPathComponent("\(name).scenario.json")
    return try Scenario.decode(Array(try Data(contentsOf: url)), fileName: name)
  }

  @Test func aSwiftUITreeWithModifiers() throws {
    let statusBar = SwiftUINode.text("StatusBar", width: 80, height: 20)
      .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: 40)
      .padding()
      .background(.color(), isStyle: true)
    let built = Scenario(
      name: "swiftui-safe-area-inset-list-ios15", device: "iPhone 13", ios: "15.0",
      root: .hosting(
        "Host",
        .navigationView(
          title: "Chat",
          .list(
            "Messages", [.text("FirstRow", width: 120, height: 20), .text(width: 120, height: 20)]
          )
          .safeAreaInset(edge: .bottom, spacing: 0, statusBar)
          .safeAreaInset(edge: .trailing, spacing: 0, .color("SideBar").frame(width: 50)))))
    #expect(built == (try Self.reference("swiftui-safe-area-inset-list-ios15")))
  }

  @Test func marginsPinsAndConfiguredProperties() throws {
    let label = ViewNode.view(
      "label",
      .pins(
        LayoutPins(
          top: LayoutPin(.margins), leading: LayoutPin(.margins),
          trailing: LayoutPin(.margins, constant: 8), height: 20)))
    let built = Scenario(
      name: "seed003-margins-rtl", device: "iPhone X", ios: "11.0",
      layoutDirection: .rightToLeft,
      root: .controller(
        "Form",
        subviews: [
          .view("card", .margins, subviews: [label]) {
            $0.directionalLayoutMargins = DirectionalEdgeInsets(
              top: 4, leading: 12, bottom: 4, trailing: 2)
          },
          .view("edgeToEdge", .frame(Rect(x: 0, y: 700, width: 375, height: 112))) {
            $0.preservesSuperviewLayoutMargins = true
          },
          .view("ignoresSafeArea", .frame(Rect(x: 0, y: 0, width: 375, height: 100))) {
            $0.insetsLayoutMarginsFromSafeArea = false
          },
        ]
      ) { $0.view.directionalLayoutMargins = DirectionalEdgeInsets(leading: 10, trailing: 30) })
    #expect(built == (try Self.reference("seed003-margins-rtl")))
  }

  @Test func aSheetWithDetents() throws {
    let sheet = ControllerNode.navigation(
      "SheetNav",
      [
        .controller(
          "Sheet",
          subviews: [
            .table("sheetTable") {
              $0.kind.scrollProperties?.contentSize = Size(width: 393, height: 2000)
            }
          ])
      ])
    let built = Scenario(
      name: "event-present-medium-detent-iphone-15-pro", device: "iPhone 15 Pro", ios: "17.0",
      root: .controller("Main"),
      events: [.at(1, .present(sheet, from: "Main", detents: [.medium, .large]))])
    #expect(built == (try Self.reference("event-present-medium-detent-iphone-15-pro")))
  }

  @Test func containmentEvents() throws {
    let built = Scenario(
      name: "event-add-remove-child-iphone-x", device: "iPhone X", ios: "17.0",
      root: .controller(
        "Host", subviews: [.view("panel", .frame(Rect(x: 0, y: 512, width: 375, height: 300)))]),
      events: [
        .at(
          1,
          .addChild(
            .controller("Card", subviews: [.view("cardContent", .safeArea)]), to: "Host",
            in: "panel")),
        .at(2, .removeChild(controller: "Card")),
      ])
    #expect(built == (try Self.reference("event-add-remove-child-iphone-x")))
  }

  @Test func theFactoriesGiveWhatTheConstructorsGive() {
    let table = ScrollViewProperties(contentSize: Size(width: 0, height: 2000))
    #expect(
      ControllerNode.tabs(
        "Tabs",
        [.navigation("Nav", [.controller("List", subviews: [.table("t", contentHeight: 2000)])])])
        == ControllerNode(
          .tabBarController(tabs: [
            ControllerNode(
              .navigationController(stack: [
                ControllerNode(
                  name: "List",
                  view: ViewNode(subviews: [
                    ViewNode(.tableView(table), name: "t", placement: .layout(.fill))
                  ]))
              ]), name: "Nav")
          ]), name: "Tabs"))
    // A root view is placed by its container, so the factory clears the placement.
    #expect(
      ControllerNode.controller("List", view: .table(contentHeight: 2000))
        == ControllerNode(name: "List", view: ViewNode(.tableView(table))))
    #expect(
      ViewNode.collection(
        "grid", sectionInset: EdgeInsets(left: 10, right: 10), sectionInsetReference: .fromSafeArea)
        == ViewNode(
          .collectionView(
            ScrollViewProperties(), sectionInset: EdgeInsets(left: 10, right: 10),
            sectionInsetReference: .fromSafeArea),
          name: "grid", placement: .layout(.fill)))
    #expect(ViewNode.web("page").kind == .webView(ScrollViewProperties()))
    #expect(
      ViewNode.scroll("pager", contentSize: Size(width: 750, height: 300)).kind.scrollProperties?
        .contentSize.width == 750)
    #expect(
      EventAction.push(.controller("Detail"), on: "Nav")
        == .push(
          navigationController: "Nav", controller: ControllerNode(name: "Detail"), animated: true))
  }

  @Test func settingScrollPropertiesKeepsTheKind() {
    var kind = ViewKind.tableView(
      ScrollViewProperties(), style: .grouped, insetsContentViewsToSafeArea: false)
    kind.scrollProperties?.bounces = false
    #expect(
      kind
        == .tableView(
          ScrollViewProperties(bounces: false), style: .grouped, insetsContentViewsToSafeArea: false
        ))
    var plain = ViewKind.view
    plain.scrollProperties = ScrollViewProperties(bounces: false)
    #expect(plain == .view)
  }

  /// Equality compares every stored property but the source locations; a property added later
  /// must be added to `==` (Sources/LifecycleSimModel/Scenario/Swift/ScenarioEquality.swift) and here.
  @Test func equalitySeesEveryStoredProperty() {
    func labels(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }
    #expect(
      labels(Scenario(name: "", device: "", ios: "", root: .controller("A"))) == [
        "name", "device", "ios", "orientation", "layoutDirection", "quirks", "root", "events",
        "window", "requiresFullScreen", "keyLocations", "sourceName", "hasPlaceholderRoot",
        "isPartial", "resolution",
      ])
    #expect(
      labels(ControllerNode.controller("A")) == [
        "kind", "name", "additionalSafeAreaInsets", "edgesForExtendedLayout",
        "extendedLayoutIncludesOpaqueBars", "automaticallyAdjustsScrollViewInsets",
        "prefersStatusBarHidden", "prefersHomeIndicatorAutoHidden",
        "viewRespectsSystemMinimumLayoutMargins", "hidesBottomBarWhenPushed",
        "largeTitleDisplayMode", "contentScrollView", "searchController",
        "navigationBarMinimization", "keyboardLayoutGuide", "isModalInPresentation", "view",
        "children", "location", "sourcePath",
      ])
    #expect(
      labels(ViewNode()) == [
        "kind", "name", "placement", "subviews", "insetsLayoutMarginsFromSafeArea",
        "preservesSuperviewLayoutMargins", "location", "extras",
      ])
    // The seldom-set properties, out of line.
    let extras = Mirror(reflecting: ViewNode(layoutMargins: .zero))
      .descendant("extras", "some", "values")
    #expect(extras.map(labels) == ["layoutMargins", "directionalLayoutMargins", "sourcePath"])
    #expect(
      labels(ScenarioEvent.at(0, .hideKeyboard())) == ["at", "action", "location", "sourcePath"])
    #expect(
      labels(SwiftUINode.color()) == [
        "kind", "name", "modifiers", "children", "location", "modifierLocations", "sourcePath",
      ])
    #expect(labels(SheetConfiguration()) == ["detents", "selectedDetent", "location"])
    #expect(labels(QuirkOverride(.webViewAlwaysAdjusts, true)) == ["name", "enabled", "location"])
  }
}

/// The examples of docs/api.md#scenarios-in-swift and docs/scenario-format.md#swift compile and
/// say what the docs say.
@Suite struct ScenarioBuilderDocumentationTests {
  @Test func theFormatPagesExample() throws {
    let scenario = Scenario(
      name: "iphone-x-nav-tab-table", device: "iPhone X", ios: "11.0",
      root: .tabs(
        "Tabs",
        [
          .navigation(
            "Nav", [.controller("List", subviews: [.table("table", contentHeight: 2000)])])
        ]),
      events: [
        .at(1, .rotate(.landscapeLeft)),
        .at(2, .setAdditionalSafeAreaInsets(controller: "List", insets: EdgeInsets(bottom: 10))),
      ])
    let trace = try Simulator(scenario).run()
    #expect(
      trace.finalState(of: "List")?.safeAreaInsets
        == EdgeInsets(top: 32, left: 44, bottom: 63, right: 44))
  }

  @Test func theReadmesExample() throws {
    let scenario = Scenario(
      name: "iphone-x-nav-tab-table", device: "iPhone X", ios: "11.0",
      root: .tabs(
        "Tabs",
        [
          .navigation(
            "Nav", [.controller("List", subviews: [.table("table", contentHeight: 2000)])])
        ]),
      events: [
        .at(1, .rotate(.landscapeLeft)),
        .at(2, .push(.controller("Detail") { $0.hidesBottomBarWhenPushed = true }, on: "Nav")),
      ])
    let trace = try Simulator(scenario).run()
    #expect(
      trace.finalState(of: "Detail")?.safeAreaInsets
        == EdgeInsets(top: 32, left: 44, bottom: 21, right: 44))
  }

  @Test func theTablesSnippetsBuild() throws {
    let host = ControllerNode.hosting(
      "Host",
      .vstack(
        "Stack", spacing: 8, alignment: .leading,
        [
          .text("Title", width: 90, height: 20).padding(.horizontal, 16).frame(maxWidth: .infinity),
          .scrollView(axes: .horizontal, [.color("Bg").frame(height: 52)]),
          .textField(height: 34).ignoresSafeArea(.keyboard, edges: .bottom),
          .spacer(minLength: 8).safeAreaPadding(8).overlay(.geometryReader("Reader")),
          .tabView(selectedIndex: 1, [.form("F", []), .list("Rows", [])])
            .safeAreaInset(edge: .bottom, spacing: 0, .color())
            .background(.color(), isStyle: true).edgesIgnoringSafeArea(.all),
        ]))
    let scenario = Scenario(
      name: "snippets", device: "iPhone 15 Pro", ios: "17.0",
      quirks: [QuirkOverride(.rootMarginsBySizeClass, true)],
      root: .tabs(
        "Tabs",
        [
          .navigation(
            "Nav",
            [
              .controller(
                "List",
                subviews: [
                  .view("banner", .frame(Rect(x: 0, y: 0, width: 375, height: 44))),
                  .view(
                    "bar",
                    .pins(
                      LayoutPins(
                        left: LayoutPin(.edge), bottom: LayoutPin(.safeArea, constant: 8),
                        right: LayoutPin(.edge), height: 44))),
                  .scroll("pager", .safeArea, contentSize: Size(width: 750, height: 300)) {
                    $0.kind.scrollProperties?.contentInsetAdjustmentBehavior = .never
                  },
                  .collection(
                    "grid", .margins, sectionInset: EdgeInsets(left: 10, right: 10),
                    sectionInsetReference: .fromSafeArea),
                  .table(
                    "table", contentHeight: 2000, style: .grouped,
                    insetsContentViewsToSafeArea: false
                  ) { $0.layoutMargins = .all(20) },
                  .web("page", .unspecified),
                ],
                children: [ChildEmbedding(.controller("Card"), in: "banner", layout: .safeArea)]
              ) { $0.additionalSafeAreaInsets = EdgeInsets(bottom: 10) }
            ], navigationBar: NavigationBarSpec(prefersLargeTitles: true),
            toolbar: BarSpec(hidden: false)),
          host,
          .controller("Web", view: .web()),
        ], selectedIndex: 0, tabBar: BarSpec(hidden: false, translucent: false)),
      events: [
        .at(1, .present(.controller("Sheet"), from: "List", detents: [.medium, .large])),
        .at(2, .dismiss(controller: "Sheet")),
        .at(3, .addChild(.controller("Extra"), to: "List", in: "banner")),
        .at(4, .showKeyboard(height: .system)),
        .at(4.5, .push(.controller("Detail"), on: "Nav")),
        .at(5, .pop(navigationController: "Nav")),
      ])
    #expect(throws: Never.self) { try Simulator(scenario).run() }
    #expect(try Scenario.decode(scenario.jsonBytes()) == scenario)
  }
}
