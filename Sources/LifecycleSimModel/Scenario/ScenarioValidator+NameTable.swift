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
  /// While every name is ASCII, names are found by their UTF-8 bytes in an open-addressing
  /// table with an FNV-1a hash, with no `String` hashed or compared. Swift compares strings by
  /// canonical equivalence, under which a non-ASCII name can equal an ASCII one (`"\u{212A}"`,
  /// the Kelvin sign, equals `"K"`), so the first non-ASCII name moves every name into a
  /// `[String: Int]` and names are compared as strings from then on. Neither order reaches a
  /// diagnostic: the table answers only whether a name is taken, and by whom.
  struct NameTable {
    /// One claimed name, its owner and role.
    private struct Entry {
      /// The name; a short one is kept inside the string, without an allocation.
      package var name: String
      package var owner: LazyPath
      var role: NameRole
    }

    private var entries: [Entry] = []
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
      return name.withUnsafeBufferPointer { bytes in
        claim(bytes, owner: owner, role: role, checked: checked) {
          String(decoding: bytes, as: UTF8.self)
        }
      }
    }

    /// Claims `name` for `owner` with `role`, unless it needs ``NameRules`` and is not
    /// `checked` yet.
    package mutating func claim(_ name: String, owner: LazyPath, role: NameRole, checked: Bool)
      -> Claim
    {
      if let claim = name.utf8.withContiguousStorageIfAvailable({
        claim($0, owner: owner, role: role, checked: checked) { name }
      }) {
        return claim
      }
      return Array(name.utf8).withUnsafeBufferPointer {
        claim($0, owner: owner, role: role, checked: checked) { name }
      }
    }

    /// The role of the owner of `name`, or `nil` when no one claimed it.
    mutating func role(of name: String) -> NameRole? {
      let bytes = Array(name.utf8)
      let hash = bytes.withUnsafeBufferPointer { Self.hash($0) }
      if byString == nil && !hash.ascii { moveToStrings() }
      if let byString { return byString[name].map { entries[$0].role } }
      return bytes.withUnsafeBufferPointer { find($0, hash: hash.value) }.map { entries[$0].role }
    }

    /// The claimed names whose role passes `include`, sorted.
    package func names(where include: (NameRole) -> Bool) -> [String] {
      entries.filter { include($0.role) }.map(\.name).sorted()
    }

    /// Claims the name whose bytes are `name`; `string` makes it a string, to keep.
    private mutating func claim(
      _ name: UnsafeBufferPointer<UInt8>, owner: LazyPath, role: NameRole, checked: Bool,
      string: () -> String
    ) -> Claim {
      let hash = Self.hash(name)
      if !checked && !hash.plain { return .needsRules }
      if byString == nil && !hash.ascii { moveToStrings() }
      let text = string()
      if byString != nil {
        if let index = byString?[text] { return .taken(entries[index].owner) }
        byString?[text] = entries.count
      } else {
        // One probe finds the name or the free slot it goes in.
        let slot: Int
        switch probe(name, hash: hash.value) {
        case .found(let index): return .taken(entries[index].owner)
        case .free(let free): slot = free
        }
        slots[slot] = UInt64(hash.value) << 32 | UInt64(truncatingIfNeeded: entries.count + 1)
      }
      entries.append(Entry(name: text, owner: owner, role: role))
      if entries.count * 2 > slots.count && byString == nil { grow(to: slots.count * 2) }
      return .claimed
    }

    /// Makes room for `count` names in all, so that claiming them grows nothing: the table
    /// stays at most half full, as ``claim(_:owner:role:checked:string:)`` keeps it.
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

    /// The entry of `name`, whose hash is `hash`, in the byte table, or the free slot where the
    /// search for it ended.
    private func probe(_ name: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Probe {
      let mask = slots.count - 1
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] != 0 {
        let value = slots[slot]
        let index = Int(truncatingIfNeeded: value & 0xFFFF_FFFF) - 1
        if UInt32(truncatingIfNeeded: value >> 32) == hash, equals(entries[index], name) {
          return .found(index)
        }
        slot = (slot + 1) & mask
      }
      return .free(slot)
    }

    /// The entry of `name`, whose hash is `hash`, in the byte table.
    private func find(_ name: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Int? {
      guard case .found(let index) = probe(name, hash: hash) else { return nil }
      return index
    }

    private func equals(_ entry: Entry, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
      entry.name.utf8.count == name.count && entry.name.utf8.elementsEqual(name)
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
      for (index, entry) in entries.enumerated() { table[entry.name] = index }
      byString = table
    }

    /// The FNV-1a hash of `name`, whether it is all ASCII, and whether it is a plain object
    /// name (see ``Claim/needsRules``), in one pass.
    ///
    /// Each byte's refusal is its bit in ``NameRules/refuses(_:reservingPunctuation:)``'s masks
    /// (the low mask for bytes below 64, the high one above), or-ed in without a branch; a byte
    /// of 128 or more reads a bit of no meaning, but makes the name not ASCII, hence not plain.
    @inline(__always)
    private static func hash(_ name: UnsafeBufferPointer<UInt8>) -> (
      value: UInt32, ascii: Bool, plain: Bool
    ) {
      var hash: UInt32 = 2_166_136_261
      var bits: UInt8 = 0
      var refused: UInt64 = 0
      for byte in name {
        hash = (hash ^ UInt32(byte)) &* 16_777_619
        bits |= byte
        let mask = byte < 64 ? NameRules.refusedLow : NameRules.refusedHigh
        refused |= mask >> UInt64(byte & 63)
      }
      let plain =
        refused & 1 == 0 && bits < 0x80 && !name.isEmpty && name.count <= NameRules.maximumLength
        && name.first != 0x20 && name.last != 0x20
      return (hash, bits < 0x80, plain)
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
