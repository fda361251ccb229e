import Foundation
import Testing

/// Every relative link of the README, the CHANGELOG and `docs/` leads somewhere: the file
/// exists and, for a Markdown file, the anchor is one of its headings (as GitHub spells them)
/// or one of its `<a id=…>` tags. The README's reference moved to `docs/` in one go; this keeps
/// the pages pointing at each other as they change.
@Suite struct DocumentationLinkTests {
  /// The pages checked, root-relative.
  private static var pages: [String] {
    let docs =
      (try? FileManager.default.contentsOfDirectory(
        atPath: RepositoryText.root.appendingPathComponent("docs").path)) ?? []
    return ["README.md", "CHANGELOG.md"]
      + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }

  /// GitHub's anchor for a heading: lower case, punctuation but `-` and `_` dropped, spaces
  /// as `-`.
  static func anchor(ofHeading heading: String) -> String {
    String(
      heading.lowercased().unicodeScalars.compactMap { scalar -> Character? in
        if scalar == " " { return "-" }
        if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar) {
          return Character(scalar)
        }
        return nil
      })
  }

  /// The text outside fenced code blocks.
  private static func prose(_ text: String) -> [Substring] {
    var inFence = false
    return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
      if line.hasPrefix("```") {
        inFence.toggle()
        return false
      }
      return !inFence
    }
  }

  /// The anchors a Markdown page defines: its headings (a repeated one gets `-1`, `-2`…) and
  /// its `<a id="…">` tags.
  static func anchors(in text: String) -> Set<String> {
    var result: Set<String> = []
    var seen: [String: Int] = [:]
    for line in prose(text) {
      if line.hasPrefix("#"), let space = line.firstIndex(of: " "),
        line[..<space].allSatisfy({ $0 == "#" })
      {
        let base = anchor(ofHeading: String(line[line.index(after: space)...]))
        let count = seen[base, default: 0]
        seen[base] = count + 1
        result.insert(count == 0 ? base : "\(base)-\(count)")
      }
      var rest = line[...]
      while let tag = rest.range(of: "<a id=\"") ?? rest.range(of: "<a name=\"") {
        let after = rest[tag.upperBound...]
        guard let close = after.firstIndex(of: "\"") else { break }
        result.insert(String(after[..<close]))
        rest = after[close...]
      }
    }
    return result
  }

  /// The targets of `](target)` links in the prose of `text`.
  static func links(in text: String) -> [String] {
    var result: [String] = []
    for line in prose(text) {
      var rest = line[...]
      while let open = rest.range(of: "](") {
        let after = rest[open.upperBound...]
        guard let close = after.firstIndex(of: ")") else { break }
        result.append(String(after[..<close]))
        rest = after[close...]
      }
    }
    return result
  }

  @Test func theAnchorsOfHeadingsAreGitHubs() {
    #expect(Self.anchor(ofHeading: "`report`: see it") == "report-see-it")
    #expect(
      Self.anchor(ofHeading: "What is modelled, per iOS version")
        == "what-is-modelled-per-ios-version")
    #expect(
      Self.anchors(in: "# A\n## A\n<a id=\"c52\"></a>\n```\n# not a heading\n```\n")
        == ["a", "a-1", "c52"])
  }

  @Test func everyRelativeLinkLeadsSomewhere() throws {
    let root = RepositoryText.root
    var broken: [String] = []
    var anchorsOfFile: [String: Set<String>] = [:]
    for page in Self.pages {
      let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
      for target in Self.links(in: text)
      where !target.contains("://") && !target.hasPrefix("mailto:") {
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        let fragment = parts.count > 1 ? String(parts[1]) : nil
        let file =
          path.isEmpty
          ? root.appendingPathComponent(page)
          : root.appendingPathComponent(page).deletingLastPathComponent()
            .appendingPathComponent(path).standardizedFileURL
        guard FileManager.default.fileExists(atPath: file.path) else {
          broken.append("\(page): \(target): no such file")
          continue
        }
        guard let fragment, file.pathExtension == "md" else { continue }
        if anchorsOfFile[file.path] == nil {
          anchorsOfFile[file.path] = Self.anchors(in: try String(contentsOf: file, encoding: .utf8))
        }
        if anchorsOfFile[file.path]?.contains(fragment) != true {
          broken.append("\(page): \(target): no such heading or anchor")
        }
      }
    }
    #expect(broken == [])
  }
}
