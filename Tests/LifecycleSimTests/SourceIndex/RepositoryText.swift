import Foundation

/// The repository's text files, read from the checkout this test file sits in.
enum RepositoryText {
  /// The repository root: three levels above this file.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// One line of a repository file, with its path relative to the root and its 1-based number.
  struct Line {
    let path: String
    let number: Int
    let text: String
  }

  /// The lines of every UTF-8 file under these root-relative paths (folders are walked), sorted
  /// by path, skipping paths that start with one of `excluding`.
  static func lines(under paths: [String], excluding: [String] = []) -> [Line] {
    var files: [String] = []
    for path in paths {
      let url = root.appendingPathComponent(path)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
        continue
      }
      if !isFolder.boolValue {
        files.append(path)
        continue
      }
      let walker = FileManager.default.enumerator(atPath: url.path)
      while let relative = walker?.nextObject() as? String {
        files.append(path + "/" + relative)
      }
    }
    var result: [Line] = []
    for path in files.sorted() where !excluding.contains(where: { path.hasPrefix($0) }) {
      guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path),
        let text = String(data: data, encoding: .utf8)
      else { continue }
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        result.append(Line(path: path, number: index + 1, text: String(line)))
      }
    }
    return result
  }
}
