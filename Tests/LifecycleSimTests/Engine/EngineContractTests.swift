import Foundation
import Testing

/// The engine's contract (`World`'s documentation): each store of the world has one owner, event
/// handlers change only what their event names, and only the phases compute derived values.
///
/// The compiler checks part of it: only the scheduler moves the clock (`SimulationClock.now` has
/// a setter private to the scheduler's file), and recording cannot change the world (the
/// recording files declare no `mutating` method on it, checked below). This suite checks the rest
/// by reading the engine's sources: a write to a store outside the folders that own it fails.
@Suite struct EngineContractTests {
  /// A kind of write, and the engine files (paths under `Sources/LifecycleSimEngine/`, folders
  /// ending in `/`) that may make it.
  struct WriteRule {
    let what: String
    let pattern: String
    let owners: [String]

    func allows(_ path: String) -> Bool { owners.contains { path.hasPrefix($0) } }
  }

  /// An assignment, a compound assignment, or a call that changes a collection in place.
  private static let write = #"\s*(=[^=]|\+=|-=|\.(append|remove[A-Za-z]*|insert)\()"#

  static let rules: [WriteRule] = [
    WriteRule(
      what: "a view's derived safe area, margins or window origin",
      pattern: #"\.(safeArea|margins|windowOrigin)\[[^\]]*\]"# + write,
      owners: ["Engine/Phases/", "Engine/State/ViewStore.swift"]),
    WriteRule(
      what: "a view's frame",
      pattern: #"views\.frame\[[^\]]*\]"# + write,
      // The app's own `frame` setter (the `setFrame` event) is an input, not a derived value.
      owners: [
        "Engine/Phases/", "Engine/State/ViewStore.swift",
        "Engine/Events/World+PropertyEvents.swift",
      ]),
    WriteRule(
      what: "a scroll view's adjusted inset or offset",
      pattern:
        #"scrolls\[[^\]]*\]\.(adjustedContentInset|appliedLegacyAdjustment|contentOffset)\b[\w.]*"#
        + write,
      // The `scroll` event sets the offset the user or the app scrolled to: an input.
      owners: ["Engine/Phases/", "Engine/Events/World+Scroll.swift"]),
    WriteRule(
      what: "a controller's appearance, placement, bars' frames, layout guides or split columns",
      pattern:
        #"controllers\[[^\]]*\]\.(appearance|placement|placedBars|topLayoutGuide|bottomLayoutGuide|contentScrollView|collapsingZone|barMinimization|shownColumns|splitArrangement|columnInsets|(navigationBar|toolbar|tabBar)\??\.(frame|insetFrame|floatingTop|searchDock))\b[\w.]*"#
        + write,
      owners: ["Engine/Phases/"]),
    WriteRule(
      what: "the window's safe area or status bar (WindowGeometry)",
      pattern: #"\bwindowGeometry\.[\w.]+"# + write,
      owners: ["Engine/Phases/"]),
    WriteRule(
      what: "the passes' bookkeeping (PassState)",
      pattern: #"\bpass\.[\w.]+"# + write,
      // `Simulator.forcesFullGeometry` is the tests' setting, made before the run.
      owners: ["Engine/Phases/", "Scheduling/Simulator.swift"]),
    WriteRule(
      what: "the window's orientation, size or root views (WindowState)",
      pattern: #"\bwindow\.[\w.]+"# + write,
      owners: ["Engine/Events/", "Engine/State/World.swift"]),
    WriteRule(
      what: "the running transitions (TransitionState)",
      pattern: #"\btransitions\.[\w.]+(\[[^\]]*\])?"# + write,
      owners: ["Engine/Events/"]),
    WriteRule(
      what: "the object directory (ObjectDirectory)",
      pattern: #"\bobjects\.(references|controllerIDs|viewNames)\b[\w.]*(\[[^\]]*\])?"# + write,
      owners: ["Engine/State/World.swift", "Engine/Phases/World+Loading.swift"]),
    WriteRule(
      what: "the SwiftUI nodes (SwiftUIStore)",
      pattern:
        #"\bswiftUI\.(nodes|valueProblems|largeTitles)\b(\[[^\]]*\])?[\w.]*"#
        + write,
      owners: ["Engine/State/World.swift", "Engine/Phases/"]),
    WriteRule(
      what: "a SwiftUI scroll view's offset",
      pattern: #"\bswiftUI\.(offsets|scrolled)\[[^\]]*\]"# + write,
      // The `scroll` event sets the offset the user or the app scrolled to: an input.
      owners: ["Engine/Phases/", "Engine/Events/World+Scroll.swift"]),
    WriteRule(
      what: "a hosting controller's SwiftUI tree as events changed it",
      pattern: #"\bswiftUI\.(roots|added|tracesBars)\b(\[[^\]]*\])?"# + write,
      // The `swiftUI` events change the app's SwiftUI state (a path, a selection, a condition):
      // an input, as the `scroll` event's offset; the world decides at its start whether bars
      // are traced.
      owners: ["Engine/Events/World+SwiftUIEvents.swift", "Engine/State/World.swift"]),
    WriteRule(
      what:
        "a compact inspector's request for a sheet and the nodes it lends (InspectorSheetStore)",
      pattern: #"\bswiftUI\.inspectors\.(requests|held|lentNodes)\b(\[[^\]]*\])?"# + write,
      // The layout finds an inspector in a compact width and asks for its sheet.
      owners: ["Engine/Phases/"]),
    WriteRule(
      what: "the inspector sheets presented (InspectorSheetStore)",
      pattern: #"\bswiftUI\.inspectors\.(sheets|presentations)\b(\[[^\]]*\])?"# + write,
      // Presenting and dismissing them is an event's work, done after the layout asked.
      owners: ["Engine/Events/World+InspectorSheets.swift"]),
  ]

  /// The engine's source lines, comments dropped, with paths under `Sources/LifecycleSimEngine/`.
  static func engineLines() -> [(path: String, number: Int, code: String)] {
    let prefix = "Sources/LifecycleSimEngine/"
    return RepositoryText.lines(under: [String(prefix.dropLast())]).compactMap { line in
      guard line.path.hasSuffix(".swift") else { return nil }
      var code = line.text
      if let comment = code.range(of: "//") { code = String(code[..<comment.lowerBound]) }
      return (String(line.path.dropFirst(prefix.count)), line.number, code)
    }
  }

  /// The lines that break a rule: `path:line: what`.
  static func violations(
    in lines: [(path: String, number: Int, code: String)], rules: [WriteRule]
  ) throws -> [String] {
    var found: [String] = []
    for rule in rules {
      let regex = try NSRegularExpression(pattern: rule.pattern)
      for line in lines where !rule.allows(line.path) {
        let range = NSRange(line.code.startIndex..., in: line.code)
        if regex.firstMatch(in: line.code, range: range) != nil {
          found.append("\(line.path):\(line.number): writes \(rule.what)")
        }
      }
    }
    return found
  }

  @Test func everyStoreIsWrittenOnlyByItsOwners() throws {
    let lines = Self.engineLines()
    // The sources were found: an empty scan would pass whatever the code does.
    #expect(lines.count > 3_000)
    let violations = try Self.violations(in: lines, rules: Self.rules)
    #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
  }

  @Test func eachRuleFindsTheWritesItForbids() throws {
    // Each rule matches a write of its kind and not a read, so the scan above can fail.
    let writes = [
      "    views.safeArea[view] = insets",
      "    views.frame[rootView] = windowBounds",
      "    scrolls[scroll].adjustedContentInset = insets",
      "    controllers[id].navigationBar?.frame = frame",
      "    windowGeometry.insets = .zero",
      "    pass.joinedUnchanged.append(object)",
      "    window.rootViews.append(view)",
      "    transitions.ends[navigation] = now",
      "    objects.references.append(reference)",
      "    swiftUI.nodes[index].placement = nil",
      "    swiftUI.scrolled[host] = moved",
      "    swiftUI.roots[host] = changed",
      "    swiftUI.inspectors.requests[controller] = nil",
      "    swiftUI.inspectors.sheets[host] = sheet",
    ]
    let reads = [
      "    let old = views.safeArea[view]",
      "    if views.frame[view] == frame {",
      "    guard scrolls[scroll].contentOffset != offset else { return }",
      "    let floats = controllers[id].tabBar?.floatingTop == true",
      "    if let sheet = swiftUI.inspectors.sheets[host] {",
    ]
    let outsider = "Engine/Recording/Outsider.swift"
    for (index, rule) in Self.rules.enumerated() {
      let found = try Self.violations(
        in: [(outsider, 1, writes[index])], rules: [rule])
      #expect(found.count == 1, "\(rule.what) misses \(writes[index])")
    }
    // A split view's shown columns are derived: only the phases choose them.
    let columns = try Self.violations(
      in: [(outsider, 1, "    controllers[split].shownColumns = shown")], rules: Self.rules)
    #expect(columns.count == 1)
    let readsFound = try Self.violations(
      in: reads.map { (outsider, 1, $0) }, rules: Self.rules)
    #expect(readsFound == [])
  }

  @Test func recordingCannotChangeTheWorld() {
    // A non-mutating method cannot write the world's state: the compiler checks the rest.
    let mutating = Self.engineLines().filter {
      $0.path.hasPrefix("Engine/Recording/World+") && $0.code.contains("mutating ")
    }
    #expect(mutating.map { "\($0.path):\($0.number)" } == [])
  }
}
