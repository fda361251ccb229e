/// Loaded views by name, for events (looked up, never iterated): indexed on the first lookup
/// and brought up to date at each, since a run looks names up only for its events, and hashing
/// every view's name as it loads cost more than the rest of loading it (a run of 100,000 views
/// without events looks up none).
struct ViewNameIndex {
  private var ids: [String: ViewID] = [:]
  /// The number of views indexed: views are only added, in id order, and keep their names.
  private var indexed = 0

  /// The id of the view named `name` in `views`: the last one loaded with that name.
  mutating func id(of name: String, in views: ViewStore) -> ViewID? {
    while indexed < views.name.count {
      let id = ViewID(raw: Int32(truncatingIfNeeded: indexed))
      ids[views.name[id]] = id
      indexed += 1
    }
    return ids[name]
  }
}
