import LifecycleSim
import Testing

/// Object names as the check compares them: as Swift strings, default names included, whatever
/// the number of names (the check keys names on their bytes while they are all ASCII).
@Suite struct ScenarioNameTableTests {
  private func problems(_ root: ControllerNode, events: [ScenarioEvent] = []) -> [String] {
    var scenario = Build.scenario("iPhone X", ios: "17.0", root: root)
    scenario.events = events
    do {
      _ = try Simulator(scenario)
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  private func taken(_ path: String, _ name: String, by owner: String) -> String {
    "\(path): the name \"\(name)\" is already used by \(owner); give every controller and view a "
      + "unique name"
  }

  /// The Kelvin sign is canonically equivalent to "K", and "é" to "e" and a combining acute
  /// accent: the same name to Swift, so the same name here, whichever comes first.
  @Test func canonicallyEquivalentNamesAreOneName() {
    for (first, second) in [("K", "\u{212A}"), ("\u{212A}", "K"), ("caf\u{E9}", "cafe\u{301}")] {
      let root = Build.plain("A", subviews: [ViewNode(name: first), ViewNode(name: second)])
      #expect(
        problems(root) == [taken("root.view.subviews[1]", second, by: "root.view.subviews[0]")])
    }
    let root = Build.plain("caf\u{E9}", subviews: [ViewNode(name: "cafe\u{301}")])
    #expect(problems(root) == [taken("root.view.subviews[0]", "cafe\u{301}", by: "root")])
  }

  @Test func defaultNamesCollideWithWrittenOnes() {
    let root = Build.plain(
      "A",
      subviews: [ViewNode(subviews: [ViewNode(name: "A.view/0/1"), ViewNode()]), ViewNode()])
    #expect(
      problems(root) == [
        taken(
          "root.view.subviews[0].subviews[1]", "A.view/0/1", by: "root.view.subviews[0].subviews[0]"
        )
      ])
  }

  /// A default name is as long as it is written out: a 195-character controller name leaves
  /// room for `.view`, not for `.view/0`.
  @Test func defaultNamesCountTowardsTheLengthLimit() {
    let root = Build.plain(String(repeating: "x", count: 195), subviews: [ViewNode()])
    #expect(
      problems(root) == [
        "root.view.subviews[0]: the default name \"\(String(repeating: "x", count: 40))…\" "
          + "derived for this object is not a valid name: the name is 202 characters long; "
          + "give the object a name of its own, or shorten the name it derives from"
      ])
  }

  @Test func manyNamesKeepTheirOwners() {
    let views =
      (0..<700).map { ViewNode(name: "v\($0)") } + [
        ViewNode(name: "v5"), ViewNode(name: "v699"), ViewNode(name: "A"), ViewNode(name: "window"),
      ]
    #expect(
      problems(Build.plain("A", subviews: views)) == [
        taken("root.view.subviews[700]", "v5", by: "root.view.subviews[5]"),
        taken("root.view.subviews[701]", "v699", by: "root.view.subviews[699]"),
        taken("root.view.subviews[702]", "A", by: "root"),
        taken("root.view.subviews[703]", "window", by: "the system"),
      ])
  }

  @Test func eventsFindViewsAndControllersByName() {
    let root = Build.navigation(
      "N", [Build.plain("B", subviews: [ViewNode(subviews: [ViewNode()])])])
    let events = [
      ScenarioEvent(at: 1, .setNeedsLayout(view: "B.view/0/0")),
      ScenarioEvent(at: 1, .setContentSize(view: "B.view/0", size: Size(width: 1, height: 1))),
      ScenarioEvent(at: 1, .setNeedsLayout(view: "B.view/0/1")),
      ScenarioEvent(at: 2, .push(navigationController: "B", controller: Build.plain("C"))),
      ScenarioEvent(at: 3, .setNeedsLayout(view: "N.navigationBar")),
    ]
    #expect(
      problems(root, events: events) == [
        #"events[1].setContentSize.view: "B.view/0" is a view, not a scroll view; name a scrollView, tableView, collectionView or webView"#,
        #"events[2].setNeedsLayout.view: no view named "B.view/0/1"; did you mean "B.view/0/0"?"#,
        #"events[3].push.navigationController: "B" is a viewController, not a navigationController"#,
        #"events[4].setNeedsLayout.view: no view named "N.navigationBar""#,
      ])
  }

  /// The check makes room for the root tree's names at once; a controller an event pushes adds
  /// names past that room, and the table still finds every one of them, and their owners.
  @Test func namesPastTheRootTreeKeepTheirOwners() {
    let root = Build.navigation("N", [Build.plain("A", subviews: [ViewNode(name: "a")])])
    let pushed = Build.plain(
      "P", subviews: (0..<300).map { ViewNode(name: "p\($0)") } + [ViewNode(name: "p7")])
    let events = [
      ScenarioEvent(at: 1, .push(navigationController: "N", controller: pushed)),
      ScenarioEvent(at: 2, .setNeedsLayout(view: "p299")),
      ScenarioEvent(at: 3, .setNeedsLayout(view: "p300")),
    ]
    let found = problems(root, events: events)
    #expect(found.count == 2)
    #expect(found.first?.contains(#"the name "p7" is already used by"#) == true)
    #expect(found.last?.hasPrefix(#"events[2].setNeedsLayout.view: no view named "p300""#) == true)
  }
  /// Names of at most 16 bytes are compared as two packed words, longer ones byte by byte: names
  /// that differ only in their first or last byte, at 16 and 17 bytes, are different names, a
  /// copy of each is taken, and a suggestion spells a claimed name back out in full.
  @Test func shortAndLongNamesAreComparedWhole() {
    let names = [
      "abcdefghijklmnop", "bbcdefghijklmnop", "abcdefghijklmnoq", "abcdefghijklmnopq",
      "xabcdefghijklmnop", "abcdefghijklmnopr", "a", "b", "ab", "ba", "abcdefgh", "abcdefghi",
      "qrstuvwxyzabcdef",
    ]
    let views = (names + names.reversed()).map { ViewNode(name: $0) }
    let expected = names.indices.reversed().map { index in
      taken(
        "root.view.subviews[\(2 * names.count - 1 - index)]", names[index],
        by: "root.view.subviews[\(index)]")
    }
    #expect(problems(Build.plain("A", subviews: views)) == expected)
    let root = Build.plain("A", subviews: names.map { ViewNode(name: $0) })
    let events = [
      ScenarioEvent(at: 1, .setNeedsLayout(view: "qrstuvwxyzabcdeg")),
      ScenarioEvent(at: 1, .setNeedsLayout(view: "xabcdefghijklmnoz")),
    ]
    #expect(
      problems(root, events: events) == [
        #"events[0].setNeedsLayout.view: no view named "qrstuvwxyzabcdeg"; did you mean "qrstuvwxyzabcdef"?"#,
        #"events[1].setNeedsLayout.view: no view named "xabcdefghijklmnoz"; did you mean "xabcdefghijklmnop"?"#,
      ])
  }

  /// A name taken deep in a tree, by a leaf and by a view with subviews, is reported at its
  /// full path, as is its owner's, whose path the check keeps without writing it out.
  @Test func deepOwnersKeepTheirPaths() {
    let depth = 120
    var leaf = ViewNode(name: "L0")
    for level in 1..<depth {
      leaf = ViewNode(
        name: "L\(level)", subviews: [ViewNode(name: level == 60 ? "A" : nil), leaf])
    }
    let root = Build.plain("A", subviews: [leaf, ViewNode(name: "L0"), ViewNode(name: "L100")])
    // The chain's view at depth d (1 under the root view) is at subviews[0] then d - 1 times
    // subviews[1]; the one named L(level) is at depth `depth - level`.
    func chain(_ depth: Int) -> String {
      "root.view.subviews[0]" + String(repeating: ".subviews[1]", count: depth - 1)
    }
    #expect(
      problems(root) == [
        taken("\(chain(depth - 60)).subviews[0]", "A", by: "root"),
        taken("root.view.subviews[1]", "L0", by: chain(depth)),
        taken("root.view.subviews[2]", "L100", by: chain(depth - 100)),
      ])
  }

  /// The check's walk over views is linear: a wide tree of 1,000, 10,000 and 100,000 views
  /// with one name taken twice at its end reports that one, at its path, whatever the size.
  @Test(arguments: [1_000, 10_000, 100_000])
  func theCheckIsLinearInTheTree(views count: Int) {
    let groups = (0..<(count / 10)).map { group in
      ViewNode(subviews: (0..<9).map { ViewNode(name: "v\(group)-\($0)") })
    }
    let last = count / 10 - 1
    let root = Build.plain("A", subviews: groups + [ViewNode(name: "v\(last)-8")])
    #expect(
      problems(root) == [
        taken(
          "root.view.subviews[\(count / 10)]", "v\(last)-8",
          by: "root.view.subviews[\(last)].subviews[8]")
      ])
  }
}
