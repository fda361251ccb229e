/// Paths joined and taken apart as text, the way the commands print them.
///
/// It stands in for `NSString`'s path methods, which FoundationEssentials (what the package
/// imports on Linux) does not have, and gives what they give on Linux for the paths the commands
/// build: a folder the user named and a relative path the command chose.
enum PathText {
  /// `relative` inside `folder`: `folder` itself when `relative` is empty, `relative` when
  /// `folder` is empty, one `/` between them otherwise.
  ///
  /// ```swift
  /// PathText.joining("out", "summary.json")   // "out/summary.json"
  /// PathText.joining("out/", "summary.json")  // "out/summary.json"
  /// PathText.joining("", "summary.json")      // "summary.json"
  /// ```
  static func joining(_ folder: String, _ relative: String) -> String {
    if relative.isEmpty { return folder }
    if folder.isEmpty { return relative }
    return folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
  }

  /// The folder part of `path` without its trailing `/` (`"/"` for the root, `""` for a bare
  /// name), and the last component, trailing slashes ignored (`""` for the root).
  static func split(_ path: String) -> (folder: String, name: String) {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return ("", String(trimmed)) }
    let folder = trimmed[..<slash]
    return (folder.isEmpty ? "/" : String(folder), String(trimmed[trimmed.index(after: slash)...]))
  }

  /// The last component of `path`, trailing slashes ignored; `"/"` for the root.
  ///
  /// ```swift
  /// PathText.lastComponent("traces/a.trace")  // "a.trace"
  /// PathText.lastComponent("sweep/")          // "sweep"
  /// PathText.lastComponent("/")               // "/"
  /// ```
  static func lastComponent(_ path: String) -> String {
    let (folder, name) = split(path)
    return name.isEmpty && folder == "/" ? "/" : name
  }
}
