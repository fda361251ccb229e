extension SourceIndex {
  /// The id families of the index, in the order they first appear: each id without its
  /// three-digit number (`GT-`, `OU-`, `seed`, `WEB-`).
  ///
  /// Read from the ids themselves; a test checks that the citation scanner
  /// (``SourceCitations/families``) knows every one of them.
  package static let families: [String] = {
    var families: [String] = []
    for source in all {
      let family = String(source.id.dropLast(3))
      if !families.contains(family) { families.append(family) }
    }
    return families
  }()
}
