import Foundation
import Testing

@testable import LifecycleSim

@Suite("JSONWriter: separators, nesting, escaping and keys declared once")
struct JSONWriterTests {
  enum Key: String, JSONKey {
    case name, count, missing, values, nested, on, empty
  }

  enum Inner: String, JSONKey {
    case flag
  }

  static func text(_ body: (inout JSONWriter) -> Void) -> String {
    var json = JSONWriter()
    body(&json)
    return json.output.string
  }

  @Test("an object's fields, with commas between them and nulls for nil")
  func object() {
    let text = Self.text { json in
      json.object(Key.self) { object in
        object.field(.name, "a\"b\\c\n\u{1}é")
        object.field(.count, -12)
        object.field(.missing, String?.none)
        object.field(.values, [1, 2, 3])
        object.field(.nested) { json in json.object(Inner.self) { $0.field(.flag, true) } }
        object.field(.on, onNewLine: true, ["x"])
        object.field(.empty) { json in json.array(layout: .lineBeforeEach) { _ in } }
      }
    }
    #expect(
      text == #"{"name":"a\"b\\c\n\u0001é","count":-12,"missing":null,"values":[1,2,3],"#
        + #""nested":{"flag":true},"# + "\n" + #""on":["x"],"empty":[]}"#)
    #expect(Self.text { $0.object(Key.self) { _ in } } == "{}")
  }

  @Test(
    "the three layouts of an array",
    arguments: [
      (JSONLayout.inline, "[1,2,3]"), (.lineBetween, "[1,\n2,\n3]"),
      (.lineBeforeEach, "[\n1,\n2,\n3]"),
    ])
  func layouts(layout: JSONLayout, expected: String) {
    #expect(Self.text { $0.array([1, 2, 3], layout: layout) { $0.value($1) } } == expected)
    #expect(Self.text { $0.array(Array<Int>(), layout: layout) { $0.value($1) } } == "[]")
  }

  @Test("arrays of arrays, optionals, raw JSON, seconds and points")
  func values() {
    let text = Self.text { json in
      json.array { array in
        array.element([[1], []] as [[Int]])
        array.element([String?.none, "s"])
        array.element(RawJSON(bytes: Array(#"{"k":[true]}"#.utf8)))
        array.element(JSONSeconds(instant: SimInstant(microseconds: 1_350_000)))
        array.element(JSONPoint(value: 47.333))
        array.element { $0.null() }
        array.element(JSONName(name: "viewWillAppear"))
      }
    }
    #expect(text == #"[[[1],[]],[null,"s"],{"k":[true]},1.35,47.333,null,"viewWillAppear"]"#)
  }

  @Test("an object keyed by data keeps its entries' order and escapes its keys")
  func entries() {
    let entries = [("b", 1), ("a\"", 2)]
    let text = Self.text { json in
      json.object(entries: entries, key: \.0) { json, entry in json.value(entry.1) }
    }
    #expect(text == #"{"b":1,"a\"":2}"#)
  }

  @Test("what it writes parses, strings and numbers intact", arguments: 0..<20)
  func parses(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let strings = (0..<8).map { _ in
      String(
        String.UnicodeScalarView(
          (0..<Int(random.next() % 12)).compactMap {
            _ in Unicode.Scalar(UInt32(random.next() % 0x300))
          }))
    }
    let numbers = (0..<8).map { _ in Int(random.next() % (1 << 52)) - (1 << 51) }
    let text = Self.text { json in
      json.object(Key.self) { object in
        object.field(.values, strings)
        object.field(.nested, onNewLine: true) { json in
          json.array(numbers, layout: .lineBeforeEach) { $0.value($1) }
        }
      }
    }
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(parsed["values"] as? [String] == strings)
    #expect((parsed["nested"] as? [NSNumber])?.map(\.int64Value) == numbers.map(Int64.init))
  }
}
