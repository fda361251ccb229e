import Testing

@testable import LifecycleSimCLI

/// `PathText`, which stands in for `NSString`'s path methods: the values are what
/// `(folder as NSString).appendingPathComponent(relative)` and `lastPathComponent` print with
/// swift-corelibs-foundation on Linux (Swift 6.3), so that every path the commands print stays
/// as it was. The one difference is kept on purpose: `//` names the root, so its last component
/// is `/` (Foundation gives an empty string).
@Suite struct PathTextTests {
  @Test(arguments: [
    ("out", "summary.json", "out/summary.json"),
    ("out", "traces/x.trace", "out/traces/x.trace"),
    ("out", "", "out"),
    ("out/", "summary.json", "out/summary.json"),
    ("out/", "", "out/"),
    ("out//", "summary.json", "out//summary.json"),
    ("", "summary.json", "summary.json"),
    ("", "", ""),
    ("/", "summary.json", "/summary.json"),
    ("./a", "traces/x.trace", "./a/traces/x.trace"),
    ("a//b", "summary.json", "a//b/summary.json"),
  ])
  func joiningGivesWhatFoundationGave(folder: String, relative: String, expected: String) {
    #expect(PathText.joining(folder, relative) == expected)
  }

  @Test(arguments: [
    ("a/b/", "b"), ("/", "/"), ("", ""), ("a", "a"), ("a//", "a"), ("/a", "a"),
    ("a/b//c", "c"), ("//", "/"), ("sweep/traces/iPhone X.trace", "iPhone X.trace"),
  ])
  func theLastComponentIgnoresTrailingSlashes(path: String, expected: String) {
    #expect(PathText.lastComponent(path) == expected)
  }
}
