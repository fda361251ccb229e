/// Loaded views by name, for events (looked up, never iterated): indexed on the first lookup
/// and brought up to date at each, and only for names the run's events can look up.
///
/// Hashing every view's name into a dictionary cost more than the rest of loading the view
/// (77 M instructions at 100,000 views), although a run looks up only the names its events
/// give. So the index keeps only views whose name can equal one of those: a plain ASCII name
/// is first folded by FNV-1a, in one pass over its bytes that also tells it is ASCII, and hashed into the
/// dictionary only when two bits of that fold are set in a filter of the looked-up names (a
/// 4,096-bit Bloom filter: about one name in a hundred passes by chance with 200 names). A name
/// that is not plain ASCII is always a candidate, since Swift compares strings by canonical
/// equivalence, under which one (the Kelvin sign `"\u{212A}"`, say) can equal an ASCII name of
/// other bytes; a looked-up name that is not ASCII makes every view a candidate. A name the
/// index was not made for widens the filter and the views are considered again, so a lookup
/// always answers as a dictionary of every view would.
struct ViewNameIndex {
  private var ids: [String: ViewID] = [:]
  /// The number of views considered: views are only added, in id order, and keep their names.
  private var indexed = 0
  /// The Bloom filter of the looked-up ASCII names' folds.
  private var filter = [UInt64](repeating: 0, count: 64)
  /// Every view is a candidate.
  private var indexesEveryView = false

  /// An index for lookups of `names`, and of any other name at a higher cost.
  package init(lookingUp names: some Sequence<String>) {
    for name in names { allow(name) }
  }

  /// The id of the view named `name` in `views`: the last one loaded with that name.
  ///
  /// - Complexity: amortized O(1) per view loaded, and O(views loaded) when `name` is not one
  ///   the index was made for.
  package mutating func id(of name: String, in views: ViewStore) -> ViewID? {
    if !indexesEveryView && !isCandidate(name) {
      allow(name)
      indexed = 0
    }
    while indexed < views.name.count {
      let id = ViewID(raw: Int32(truncatingIfNeeded: indexed))
      let viewName = views.name[id]
      if indexesEveryView || isCandidate(viewName) { ids[viewName] = id }
      indexed += 1
    }
    return ids[name]
  }

  /// Makes views named `name` candidates from now on.
  private mutating func allow(_ name: String) {
    guard let fold = Self.asciiFold(name) else {
      indexesEveryView = true
      return
    }
    let (first, second) = Self.filterBits(fold)
    filter[first >> 6] |= 1 << UInt64(first & 63)
    filter[second >> 6] |= 1 << UInt64(second & 63)
  }

  /// Whether a view named `name` can equal a looked-up name.
  private func isCandidate(_ name: String) -> Bool {
    guard let fold = Self.asciiFold(name) else { return true }
    let (first, second) = Self.filterBits(fold)
    return filter[first >> 6] & (1 << UInt64(first & 63)) != 0
      && filter[second >> 6] & (1 << UInt64(second & 63)) != 0
  }

  /// The filter's two bits for a fold: its top twelve bits and the twelve below them.
  private static func filterBits(_ fold: UInt64) -> (Int, Int) {
    (Int(truncatingIfNeeded: fold >> 52), Int(truncatingIfNeeded: (fold >> 40) & 0xFFF))
  }

  /// The FNV-1a fold of a plain ASCII name's bytes, or `nil` for a name that is not ASCII.
  ///
  /// A name's bytes are read in place where the string stores them contiguously (as a native
  /// string does), else through its UTF-8 view.
  private static func asciiFold(_ name: String) -> UInt64? {
    if let fold = name.utf8.withContiguousStorageIfAvailable(asciiFold) { return fold }
    return asciiFold(name.utf8)
  }

  private static func asciiFold(_ bytes: some Sequence<UInt8>) -> UInt64? {
    var fold: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      if byte >= 0x80 { return nil }
      fold = (fold ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return fold
  }
}
