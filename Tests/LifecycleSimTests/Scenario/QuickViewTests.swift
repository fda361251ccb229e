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
      #"{ "view": { "frame": [-2000000, 0, 1, 1] } }"#,
      #"{ "view": { "layoutMargins": [1, 2, 3, 3000000] } }"#,
      #"{ "view": { "layoutMargins": [1, "2", 3, 4] } }"#,
      #"{ "view": { "directionalLayoutMargins": [1, 2, 3, null] } }"#,
      #"{ "scrollView": { "contentSize": [-1, 2] } }"#,
      #"{ "scrollView": { "contentSize": [1, -2] } }"#,
      #"{ "scrollView": { "contentSize": [1, 2, 3, 4], "contentInset": [-1, -2, -3, -4] } }"#,
      #"{ "view": { "name": "abcdefghijklmnopqrstuvwxyz0123456789", "layout": "margins" } }"#,
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

  /// Every key the quick reading knows is read quickly, whether it is matched byte by byte or,
  /// at most 8 bytes long, as one word (``ScenarioDecoder/ShortKey``): a key it failed to match
  /// would decode the same the general way, unnoticed by the tests above.
  @Test func everyKnownKeyIsReadQuickly() throws {
    let views = [
      #"{ "view": { "name": "a", "frame": [0, 0, 1, 2], "subviews": [] } }"#,
      #"{ "name": "a", "layout": "fill", "layoutMargins": [1, 2, 3, 4] }"#,
      #"{ "view": { "directionalLayoutMargins": [1, 2, 3, 4], "insetsLayoutMarginsFromSafeArea": false, "preservesSuperviewLayoutMargins": true } }"#,
      #"{ "scrollView": { "contentInset": [1, 2, 3, 4], "contentSize": [5, 6], "contentInsetAdjustmentBehavior": "never" } }"#,
      #"{ "webView": { "alwaysBounceVertical": true, "alwaysBounceHorizontal": false, "bounces": false, "isScrollEnabled": false } }"#,
      #"{ "tableView": { "style": "grouped", "insetsContentViewsToSafeArea": false } }"#,
      #"{ "collectionView": { "sectionInset": [1, 2, 3, 4], "sectionInsetReference": "fromSafeArea" } }"#,
    ]
    for view in views {
      let tape = try JSONParser.tape(Array(view.utf8))
      var decoder = ScenarioDecoder()
      var node = ViewNode()
      let read = decoder.reading(tape) { $0.quickView(at: 0, into: &node) != nil }
      #expect(read, "\(view)")
    }
  }

  /// A short key's word holds its bytes, the first in the low byte.
  @Test func shortKeysAreTheirBytes() {
    let keys: [(StaticString, UInt64)] = [
      ("view", ScenarioDecoder.ShortKey.view), ("webView", ScenarioDecoder.ShortKey.webView),
      ("name", ScenarioDecoder.ShortKey.name), ("frame", ScenarioDecoder.ShortKey.frame),
      ("style", ScenarioDecoder.ShortKey.style), ("layout", ScenarioDecoder.ShortKey.layout),
      ("bounces", ScenarioDecoder.ShortKey.bounces),
      ("subviews", ScenarioDecoder.ShortKey.subviews),
    ]
    for (key, word) in keys {
      var expected: UInt64 = 0
      key.withUTF8Buffer { bytes in
        for (position, byte) in bytes.enumerated() { expected |= UInt64(byte) << (8 * position) }
      }
      #expect(word == expected, "\(key)")
    }
  }
}
