import LifecycleSim
import LifecycleSimTesting
import Testing

/// Swift Testing prints geometry values as the trace does, with every digit of a number the
/// trace would round, so a failed `#expect` never shows two identical texts.
@Suite struct TestDescriptionTests {
  @Test func valuesAtTheTracesResolutionPrintAsTheTraceDoes() {
    #expect(EdgeInsets(top: 97.667, bottom: 34).testDescription == "{97.667,0,34,0}")
    #expect(
      Rect(x: 0, y: 97.667, width: 393, height: 754.333).testDescription == "(0,97.667,393,754.333)"
    )
    #expect(Size(width: 393, height: 852).testDescription == "393x852")
    #expect(Point(x: 0, y: -97.667).testDescription == "(0,-97.667)")
  }

  @Test func aValueBetweenTheTracesKeepsEveryDigit() {
    let engine = 59 + 44 - 16.0 / 3
    #expect(EdgeInsets(top: engine, bottom: 34).testDescription == "{\(engine),0,34,0}")
    #expect(EdgeInsets(top: engine).description == EdgeInsets(top: 97.667).description)
    #expect(EdgeInsets(top: engine).testDescription != EdgeInsets(top: 97.667).testDescription)
    #expect(Point(x: 0.1 + 0.2, y: 0).testDescription == "(0.30000000000000004,0)")
    #expect(Size(width: 1.0 / 3, height: 2).testDescription == "\(1.0 / 3)x2")
  }

  /// A failed `#expect` on a record's unrounded value shows the two different texts.
  @Test func aFailedExpectationShowsTwoDifferentTexts() throws {
    let island = try Simulator(
      Scenario(
        name: "island", device: "iPhone 14 Pro", ios: "16.0",
        root: .navigation("Nav", [.controller("List")]))
    ).run()
    let read = island.record("List.viewDidAppear")?.state.safeAreaInsets
    let exact = try #require(read?.top)
    withKnownIssue {
      #expect(read == EdgeInsets(top: 97.667, bottom: 34))
    } matching: { issue in
      "\(issue)".hasPrefix(
        """
        Expectation failed: (read → {\(exact),0,34,0}) == (EdgeInsets(top: 97.667, bottom: 34) → \
        {97.667,0,34,0})
        """)
    }
  }
}
