import Testing

@testable import LifecycleSim

@Suite struct SuggestionTests {
  static let kinds = [
    "viewController", "navigationController", "tabBarController", "splitViewController",
    "pageViewController",
  ]

  static let keys = ["kind", "id", "safeArea", "children", "frame", "insets", "animated"]

  @Test(
    arguments: [
      // Case-insensitive edit distance.
      ("tabbarController", kinds, "tabBarController"),
      ("safearea", keys, "safeArea"),
      ("SAFEAREA", keys, "safeArea"),
      ("viewControler", kinds, "viewController"),
      ("veiwController", kinds, "viewController"),  // transposition counts 1
      ("knid", keys, "kind"),  // transposition within a short word
      ("childern", keys, "children"),
      ("frmae", keys, "frame"),
      ("di", keys, "id"),
      // Prefix with at least 4 characters in common.
      ("navigation", kinds, "navigationController"),
      ("animatedTransition", keys, "animated"),
      // Abbreviation: 4+ characters, all in order, the same first 3 characters.
      ("navController", kinds, "navigationController"),
      ("navC", kinds, "navigationController"),
      ("splitVC", kinds, "splitViewController"),
      ("pageVC", kinds, "pageViewController"),
    ] as [(String, [String], String)])
  func suggests(input: String, candidates: [String], expected: String) {
    #expect(Suggestion.closest(to: input, among: candidates) == expected)
  }

  @Test(
    arguments: [
      ("zzz", kinds),
      ("controller", kinds),
      ("", keys),
      ("xyzzy", keys),
      ("nav", kinds),  // an abbreviation needs at least 4 characters
      ("ins", keys),  // a prefix needs 4 characters in common
      ("anything", []),
    ] as [(String, [String])])
  func suggestsNothing(input: String, candidates: [String]) {
    #expect(Suggestion.closest(to: input, among: candidates) == nil)
  }

  @Test func exactCaseInsensitiveMatchWins() {
    #expect(Suggestion.closest(to: "ID", among: ["kind", "id"]) == "id")
  }

  @Test func closerCandidateWinsOverEarlierOne() {
    #expect(Suggestion.closest(to: "frmae", among: ["frames", "frame"]) == "frame")
  }

  @Test func tiesGoToTheEarlierCandidate() {
    #expect(Suggestion.closest(to: "cat", among: ["bat", "hat"]) == "bat")
    #expect(Suggestion.closest(to: "cat", among: ["hat", "bat"]) == "hat")
  }

  @Test func editDistanceIsOptimalStringAlignment() {
    func distance(_ a: String, _ b: String) -> Int {
      Suggestion.editDistance(Array(a), Array(b))
    }
    #expect(distance("", "abc") == 3)
    #expect(distance("abc", "") == 3)
    #expect(distance("kitten", "sitting") == 3)
    #expect(distance("ab", "ba") == 1)
    #expect(distance("ca", "abc") == 3)  // OSA, not unrestricted Damerau–Levenshtein (2)
    #expect(distance("same", "same") == 0)
  }
}
