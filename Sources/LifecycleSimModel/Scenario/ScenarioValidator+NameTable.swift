extension ScenarioValidator {
  /// What owns a claimed object name: the system, a bar, a controller or a view of some kind.
  enum NameRole: UInt8 {
    case system, bar
    case viewController, navigationController, tabBarController, hostingController
    case view, scrollView, tableView, collectionView, webView, swiftUIView, swiftUIScrollView
    case splitViewController
    case pageViewController

    /// The role of a controller of `kind`.
    package init(_ kind: ControllerKind) {
      switch kind {
      case .viewController: self = .viewController
      case .navigationController: self = .navigationController
      case .tabBarController: self = .tabBarController
      case .hostingController: self = .hostingController
      case .splitViewController: self = .splitViewController
      case .pageViewController: self = .pageViewController
      }
    }

    /// The role of a view of `kind`.
    package init(_ kind: ViewKind) {
      switch kind {
      case .view: self = .view
      case .scrollView: self = .scrollView
      case .tableView: self = .tableView
      case .collectionView: self = .collectionView
      case .webView: self = .webView
      }
    }

    /// The kind name of a controller (`navigationController`, …), or `nil` for another role.
    var controllerKind: String? {
      switch self {
      case .viewController: "viewController"
      case .navigationController: "navigationController"
      case .tabBarController: "tabBarController"
      case .hostingController: "hostingController"
      case .splitViewController: "splitViewController"
      case .pageViewController: "pageViewController"
      default: nil
      }
    }

    /// The kind name of a view (`view`, `tableView`, `swiftUIView`, …), or `nil` for another
    /// role.
    var viewKind: String? {
      switch self {
      case .view: "view"
      case .scrollView: "scrollView"
      case .tableView: "tableView"
      case .collectionView: "collectionView"
      case .webView: "webView"
      case .swiftUIView: "swiftUIView"
      case .swiftUIScrollView: "swiftUIScrollView"
      default: nil
      }
    }
  }

  /// What claiming a name found.
  enum Claim {
    /// The name was free and is now taken.
    case claimed
    /// Another owner, at this path, has the name.
    case taken(LazyPath)
    /// The name is not plain ASCII (printable, no space at either end, no reserved punctuation,
    /// at most ``NameRules/maximumLength`` long): check it with
    /// ``NameRules/problem(objectName:)``, then claim it again, checked.
    case needsRules
  }

  /// The object names claimed in a check, with their owners' paths and roles, and default names
  /// being built in a scratch buffer of UTF-8 bytes.
  ///
  /// No `String` is kept: a name of at most 16 UTF-8 bytes (most) is kept packed in two words
  /// of its entry, a longer one in a buffer of the longer names' bytes, so that a claim copies
  /// a few bytes rather than retaining a string (and releasing it later), and compares two
  /// words rather than bytes.
  ///
  /// While every name is ASCII, names are found by their bytes in an open-addressing table with
  /// an FNV-1a hash, with no `String` hashed or compared. Swift compares strings by canonical
  /// equivalence, under which a non-ASCII name can equal an ASCII one (`"\u{212A}"`, the Kelvin
  /// sign, equals `"K"`), so the first non-ASCII name moves every name into a `[String: Int]`
  /// and names are compared as strings from then on. Neither order reaches a diagnostic: the
  /// table answers only whether a name is taken, and by whom.
  struct NameTable {
    /// One claimed name, its owner and role.
    ///
    /// A name of `count` bytes is ``Key/packed`` when `count` is at most 16, else
    /// `longNames[start..<start + count]`.
    private struct Entry {
      var packed: (low: UInt64, high: UInt64)
      var start: Int
      var count: Int
      var owner: LazyPath
      var role: NameRole
    }

    /// What one pass over a name's bytes finds.
    private struct Key {
      /// Its FNV-1a hash.
      var hash: UInt32
      /// Whether it is all ASCII, and whether it is a plain object name (see
      /// ``Claim/needsRules``).
      var ascii: Bool
      var plain: Bool
      /// Its bytes shifted in one by one from the low end of a 128-bit word (`high` its upper
      /// 64 bits): for a name of at most 16 bytes, with its count, the name itself.
      var packed: (low: UInt64, high: UInt64)
    }

    private var entries: [Entry] = []
    /// The bytes of the names longer than 16 bytes, in the order they were claimed.
    private var longNames: [UInt8] = []
    /// Per slot, 0 when empty, else the entry's index plus one in the low 32 bits and its
    /// name's hash in the high 32.
    private var slots = [UInt64](repeating: 0, count: 64)
    /// Every name by its string, once a non-ASCII name has been seen; `nil` before.
    private var byString: [String: Int]?
    /// Default names being built: a view's is `scratch[start...]`, its parents' below it.
    private var scratch: [UInt8] = []

    /// Appends `name` to the scratch buffer and returns where it starts.
    package mutating func push(_ name: String) -> Int {
      let start = scratch.count
      scratch.append(contentsOf: name.utf8)
      return start
    }

    /// Appends the default name of the subview at `index` of the view named
    /// `scratch[parent...]` (`parent/index`) and returns where it starts.
    mutating func pushDefault(under parent: Int, index: Int) -> Int {
      let start = scratch.count
      for position in parent..<start { scratch.append(scratch[position]) }
      scratch.append(UInt8(ascii: "/"))
      append(decimal: index)
      return start
    }

    /// Appends `suffix` to the name at the end of the scratch buffer.
    package mutating func extend(_ suffix: StaticString) {
      suffix.withUTF8Buffer { scratch.append(contentsOf: $0) }
    }

    /// Drops the scratch buffer back to `start`.
    package mutating func pop(to start: Int) {
      scratch.removeLast(scratch.count - start)
    }

    /// The name `scratch[start...]`, as a string.
    package func name(from start: Int) -> String {
      scratch.withUnsafeBufferPointer {
        String(decoding: UnsafeBufferPointer(rebasing: $0[start...]), as: UTF8.self)
      }
    }

    /// Claims `scratch[start...]`, as ``claim(_:owner:role:checked:)`` does.
    package mutating func claim(from start: Int, owner: LazyPath, role: NameRole, checked: Bool)
      -> Claim
    {
      let name = scratch[start...]
      return name.withUnsafeBufferPointer { claim($0, owner: owner, role: role, checked: checked) }
    }

    /// Claims `name` for `owner` with `role`, unless it needs ``NameRules`` and is not
    /// `checked` yet.
    package mutating func claim(_ name: String, owner: LazyPath, role: NameRole, checked: Bool)
      -> Claim
    {
      if let claim = name.utf8.withContiguousStorageIfAvailable({
        claim($0, owner: owner, role: role, checked: checked)
      }) {
        return claim
      }
      return Array(name.utf8).withUnsafeBufferPointer {
        claim($0, owner: owner, role: role, checked: checked)
      }
    }

    /// Claims the name of the view at `node`, its own (not `nil`), unchecked, as
    /// ``claim(_:owner:role:checked:)`` does; the name is read in place, not copied.
    mutating func claimName(of node: UnsafePointer<ViewNode>, owner: LazyPath, role: NameRole)
      -> Claim
    {
      if let claim = node.pointee.name?.utf8.withContiguousStorageIfAvailable({
        claim($0, owner: owner, role: role, checked: false)
      }) {
        return claim
      }
      return claim(node.pointee.name ?? "", owner: owner, role: role, checked: false)
    }

    /// The role of the owner of `name`, or `nil` when no one claimed it.
    mutating func role(of name: String) -> NameRole? {
      let utf8 = Array(name.utf8)
      let key = utf8.withUnsafeBufferPointer { Self.key($0) }
      if byString == nil && !key.ascii { moveToStrings() }
      if let byString { return byString[name].map { entries[$0].role } }
      return utf8.withUnsafeBufferPointer { find($0, key) }.map { entries[$0].role }
    }

    /// The claimed names whose role passes `include`, sorted.
    package func names(where include: (NameRole) -> Bool) -> [String] {
      entries.filter { include($0.role) }.map(name(of:)).sorted()
    }

    /// The name of `entry`, as a string.
    private func name(of entry: Entry) -> String {
      guard entry.count <= 16 else {
        return String(decoding: longNames[entry.start..<(entry.start + entry.count)], as: UTF8.self)
      }
      // The first byte was shifted in first, so it is the highest of the `count`.
      let bytes = (0..<entry.count).map { index in
        let position = entry.count - 1 - index
        let word = position < 8 ? entry.packed.low : entry.packed.high
        return UInt8(truncatingIfNeeded: word >> UInt64(8 * (position & 7)))
      }
      return String(decoding: bytes, as: UTF8.self)
    }

    /// Claims the name whose bytes are `name`.
    private mutating func claim(
      _ name: UnsafeBufferPointer<UInt8>, owner: LazyPath, role: NameRole, checked: Bool
    ) -> Claim {
      let key = Self.key(name)
      if !checked && !key.plain { return .needsRules }
      if byString == nil && !key.ascii { moveToStrings() }
      if byString != nil {
        let text = String(decoding: name, as: UTF8.self)
        if let index = byString?[text] { return .taken(entries[index].owner) }
        byString?[text] = entries.count
      } else {
        // One probe finds the name or the free slot it goes in.
        let slot: Int
        switch probe(name, key) {
        case .found(let index): return .taken(entries[index].owner)
        case .free(let free): slot = free
        }
        slots[slot] = UInt64(key.hash) << 32 | UInt64(truncatingIfNeeded: entries.count + 1)
      }
      entries.append(
        Entry(
          packed: key.packed, start: longNames.count, count: name.count, owner: owner, role: role))
      if name.count > 16 { longNames.append(contentsOf: name) }
      if entries.count * 2 > slots.count && byString == nil { grow(to: slots.count * 2) }
      return .claimed
    }

    /// Makes room for `count` names in all, so that claiming them grows nothing: the table
    /// stays at most half full, as ``claim(_:owner:role:checked:)`` keeps it.
    package mutating func reserve(_ count: Int) {
      entries.reserveCapacity(count)
      var size = slots.count
      while size < 2 * count { size *= 2 }
      if size > slots.count && byString == nil { grow(to: size) }
    }

    /// Where a probe for a name ended: at its entry, or at the free slot it would take.
    private enum Probe {
      case found(Int)
      case free(Int)
    }

    /// The entry of `name`, whose ``Key`` is `key`, in the byte table, or the free slot where
    /// the search for it ended.
    private func probe(_ name: UnsafeBufferPointer<UInt8>, _ key: Key) -> Probe {
      let mask = slots.count - 1
      var slot = Int(truncatingIfNeeded: key.hash) & mask
      while slots[slot] != 0 {
        let value = slots[slot]
        let index = Int(truncatingIfNeeded: value & 0xFFFF_FFFF) - 1
        if UInt32(truncatingIfNeeded: value >> 32) == key.hash, equals(entries[index], name, key) {
          return .found(index)
        }
        slot = (slot + 1) & mask
      }
      return .free(slot)
    }

    /// The entry of `name`, whose ``Key`` is `key`, in the byte table.
    private func find(_ name: UnsafeBufferPointer<UInt8>, _ key: Key) -> Int? {
      guard case .found(let index) = probe(name, key) else { return nil }
      return index
    }

    /// `true` when the name of `entry` is `name`, whose ``Key`` is `key`, byte for byte.
    private func equals(_ entry: Entry, _ name: UnsafeBufferPointer<UInt8>, _ key: Key) -> Bool {
      guard entry.count == name.count else { return false }
      guard name.count > 16 else {
        return entry.packed.low == key.packed.low && entry.packed.high == key.packed.high
      }
      return longNames[entry.start..<(entry.start + entry.count)].elementsEqual(name)
    }

    /// Makes the slots `size` (a larger power of two) and puts every entry back.
    private mutating func grow(to size: Int) {
      var grown = [UInt64](repeating: 0, count: size)
      let mask = grown.count - 1
      for value in slots where value != 0 {
        var slot = Int(truncatingIfNeeded: value >> 32) & mask
        while grown[slot] != 0 { slot = (slot + 1) & mask }
        grown[slot] = value
      }
      slots = grown
    }

    /// Keys every name by its string from now on.
    private mutating func moveToStrings() {
      var table: [String: Int] = [:]
      for (index, entry) in entries.enumerated() { table[name(of: entry)] = index }
      byString = table
    }

    /// The ``Key`` of `name`: its FNV-1a hash, whether it is all ASCII, whether it is a plain
    /// object name (see ``Claim/needsRules``), and its bytes packed, in one pass.
    ///
    /// Each byte's refusal is its bit in ``NameRules/refuses(_:reservingPunctuation:)``'s masks
    /// (the low mask for bytes below 64, the high one above), or-ed in without a branch; a byte
    /// of 128 or more reads a bit of no meaning, but makes the name not ASCII, hence not plain.
    @inline(__always)
    private static func key(_ name: UnsafeBufferPointer<UInt8>) -> Key {
      var hash: UInt32 = 2_166_136_261
      var bits: UInt8 = 0
      var refused: UInt64 = 0
      var low: UInt64 = 0
      var high: UInt64 = 0
      for byte in name {
        hash = (hash ^ UInt32(byte)) &* 16_777_619
        high = high << 8 | low >> 56
        low = low << 8 | UInt64(byte)
        bits |= byte
        let mask = byte < 64 ? NameRules.refusedLow : NameRules.refusedHigh
        refused |= mask >> UInt64(byte & 63)
      }
      let plain =
        refused & 1 == 0 && bits < 0x80 && !name.isEmpty && name.count <= NameRules.maximumLength
        && name.first != 0x20 && name.last != 0x20
      return Key(hash: hash, ascii: bits < 0x80, plain: plain, packed: (low, high))
    }

    /// Appends the digits of `value`, which is not negative.
    private mutating func append(decimal value: Int) {
      let start = scratch.count
      var rest = value
      repeat {
        scratch.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10))
        rest /= 10
      } while rest > 0
      scratch[start...].reverse()
    }
  }
}
