import Foundation
import Testing

@testable import LifecycleSim
@testable import LifecycleSimModel

/// Views read straight from the tape decode exactly as the general way decodes them: the same
/// nodes, locations and source paths, and the same problems, in the same order.
@Suite struct QuickViewTests {
  /// Everything a decoding gives, written out: `dump` shows every stored property, locations
  /// and source paths included.
  private static func decoded(_ bytes: [UInt8], quickly: Bool) -> String? {
    guard let tape = try? JSONParser.tape(bytes) else { return nil }
    var decoder = ScenarioDecoder()
    decoder.readsViewsQuickly = quickly
    var scenario = decoder.decodeScenario(tape.root)
    var text = ""
    // A dictionary's order varies from one instance to the next: its locations in key order.
    for (key, location) in (scenario?.keyLocations ?? [:]).sorted(by: { $0.key < $1.key }) {
      text += "\(key) \(location)\n"
    }
    scenario?.keyLocations = [:]
    dump(scenario, to: &text)
    dump(decoder.diagnostics, to: &text)
    return text
  }

  private static func expectSameBothWays(_ bytes: [UInt8], _ name: String) {
    let quick = decoded(bytes, quickly: true)
    #expect(quick == decoded(bytes, quickly: false), "\(name)")
  }

  @Test func referenceScenariosDecodeTheSameBothWays() throws {
    for name in ReferenceTraceTests.scenarios {
      let url = ReferenceTraceTests.directory.appendingPathComponent(name)
      Self.expectSameBothWays(Array(try Data(contentsOf: url)), name)
    }
  }

  @Test func randomScenariosDecodeTheSameBothWays() {
    for seed in 0..<200 {
      var rng = SplitMix64(seed: UInt64(seed))
      Self.expectSameBothWays(RandomScenario.make(using: &rng).jsonBytes(), "seed \(seed)")
    }
  }

  /// Views with a problem, or written in ways the quick reading leaves to the general way,
  /// next to views it reads.
  @Test func viewsWithProblemsDecodeTheSameBothWays() {
    let views = [
      #"{ "view": { "name": "a", "frame": [0, 0, 10, 10] } }"#,
      #"{ "name": "plain", "layout": "safeArea" }"#,
      #"{ "view": { "name": "a", "frame": [0, 0, -1, 10] } }"#,
      #"{ "view": { "frame": [0, 0, 10], "layout": "fill" } }"#,
      #"{ "view": { "name": "a", "name": "b" } }"#,
      #"{ "view": { "nmae": "a" } }"#,
      #"{ "view": { "name": "caf\u00e9", "layout": "margins" } }"#,
      #"{ "view": { "name": "é", "layout": { "top": "safeArea", "height": 40 } } }"#,
      #"{ "view": { "layout": "fil" } }"#,
      #"{ "view": { "contentSize": [1, 2] } }"#,
      #"{ "tableView": { "style": "grouped", "insetsContentViewsToSafeArea": false } }"#,
      #"{ "tableView": { "style": "groupd" } }"#,
      #"{ "collectionView": { "sectionInset": [1, 2, 3, 4], "sectionInsetReference": "fromSafeArea" } }"#,
      #"{ "scrollView": { "contentInsetAdjustmentBehavior": "never", "bounces": 1 } }"#,
      #"{ "webView": { "alwaysBounceVertical": true, "alwaysBounceHorizontal": false, "isScrollEnabled": false } }"#,
      #"{ "view": { "layoutMargins": [1, 2, 3, 4], "directionalLayoutMargins": [5, 6, 7, 8], "insetsLayoutMarginsFromSafeArea": false, "preservesSuperviewLayoutMargins": true } }"#,
      #"{ "view": { "frame": [0, 0, 2000000, 1] } }"#,
      #"{ "view": { "subviews": {} } }"#,
      #"{ "view": [] }"#,
      #"{ "view": { "name": "s" }, "frame": [0, 0, 1, 1] }"#,
      #"{ "slider": {} }"#,
      "12",
    ]
    for (index, view) in views.enumerated() {
      let subviews = (views[index...] + views[..<index]).joined(separator: ", ")
      let json = """
        { "format": "lifecycle-scenario/1", "name": "t", "device": "iPhone X", "ios": "17.0",
          "root": { "viewController": { "name": "A", "view": { "subviews": [
            \(view), { "view": { "name": "n\(index)", "subviews": [\(subviews)] } } ] } } } }
        """
      Self.expectSameBothWays(Array(json.utf8), "view \(index)")
    }
  }
}
