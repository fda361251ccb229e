import LifecycleSimCore
import LifecycleSimSupport

extension ScenarioDecoder {
  /// A key of a view node's body, and its bit in ``allowed(for:)``.
  private enum ViewField: UInt8 {
    case name, frame, layout, subviews, layoutMargins, directionalLayoutMargins
    case insetsLayoutMarginsFromSafeArea, preservesSuperviewLayoutMargins
    case contentInset, contentSize, contentInsetAdjustmentBehavior, alwaysBounceVertical
    case alwaysBounceHorizontal, bounces, isScrollEnabled
    case style, insetsContentViewsToSafeArea
    case sectionInset, sectionInsetReference

    package var bit: UInt32 { 1 << rawValue }
  }

  /// The kind key of a view node, as ``viewKinds`` lists them.
  private enum QuickViewKind {
    case view, scrollView, tableView, collectionView, webView
  }

  /// Reads the view node at token `index` straight from the tape into `node` (a new one), when
  /// it is plainly well formed: returns the token of its body, and of its `subviews` array or
  /// -1, and leaves the subviews and location to the caller.
  ///
  /// Well formed means known keys once each, values of the right type and range, ASCII strings
  /// without escapes, and a layout written as a string; anything else gives `nil`, and
  /// ``view(_:path:into:)`` then decodes the node the general way, reporting what is wrong. Reports
  /// nothing itself, so where it succeeds the general way would find no problem and build the
  /// same node.
  ///
  /// It changes nothing of the decoder, and is not `mutating`: from a mutating method, each
  /// call of a helper below copied the whole decoder first (about 40 instructions a call).
  package func quickView(at index: Int, into node: inout ViewNode) -> (
    body: Int, subviews: Int
  )? {
    guard tokens.count > index, tokens[index].kind == .object else { return nil }
    var body = index
    var kind = QuickViewKind.view
    let outerEnd = end(ofToken: index)
    // `{ "kind": { … } }`: one member whose key is a view kind.
    if outerEnd > index + 1, end(ofToken: index + 2) == outerEnd,
      let wrapped = quickViewKind(key: index + 1)
    {
      guard tokens[index + 2].kind == .object else { return nil }
      kind = wrapped
      body = index + 2
    }
    let allowed: UInt32
    switch kind {
    case .view: allowed = 0xFF
    case .scrollView, .webView: allowed = 0x7FFF
    case .tableView:
      allowed = 0x7FFF | ViewField.style.bit | ViewField.insetsContentViewsToSafeArea.bit
    case .collectionView:
      allowed = 0x7FFF | ViewField.sectionInset.bit | ViewField.sectionInsetReference.bit
    }
    var scroll = ScrollViewProperties()
    var style = TableViewStyle.plain
    var insetsContent = true
    var sectionInset = EdgeInsets.zero
    var reference = SectionInsetReference.fromContentInset
    var subviews = -1
    var seen: UInt32 = 0
    let bodyEnd = end(ofToken: body)
    var key = body + 1
    while key < bodyEnd {
      let value = key + 1
      guard let field = quickViewField(key: key), allowed & field.bit != 0, seen & field.bit == 0
      else { return nil }
      seen |= field.bit
      switch field {
      case .name:
        guard let name = quickString(value) else { return nil }
        node.name = name
      case .frame:
        guard seen & ViewField.layout.bit == 0, let v = quickNumbers(value, 4, lengths: 0b1100)
        else { return nil }
        node.placement = .frame(Rect(x: v.0, y: v.1, width: v.2, height: v.3))
      case .layout:
        guard seen & ViewField.frame.bit == 0, tokens[value].kind == .string else { return nil }
        let (start, count) = stringBytes(value)
        if same(start, count, "fill") {
          node.placement = .layout(.fill)
        } else if same(start, count, "safeArea") {
          node.placement = .layout(.safeArea)
        } else if same(start, count, "margins") {
          node.placement = .layout(.margins)
        } else {
          return nil
        }
      case .subviews:
        guard tokens[value].kind == .array else { return nil }
        subviews = value
      case .layoutMargins:
        guard let v = quickNumbers(value, 4) else { return nil }
        node.layoutMargins = EdgeInsets(top: v.0, left: v.1, bottom: v.2, right: v.3)
      case .directionalLayoutMargins:
        guard let v = quickNumbers(value, 4) else { return nil }
        node.directionalLayoutMargins = DirectionalEdgeInsets(
          top: v.0, leading: v.1, bottom: v.2, trailing: v.3)
      case .insetsLayoutMarginsFromSafeArea:
        guard let flag = quickBool(value) else { return nil }
        node.insetsLayoutMarginsFromSafeArea = flag
      case .preservesSuperviewLayoutMargins:
        guard let flag = quickBool(value) else { return nil }
        node.preservesSuperviewLayoutMargins = flag
      case .contentInset:
        guard let v = quickNumbers(value, 4) else { return nil }
        scroll.contentInset = EdgeInsets(top: v.0, left: v.1, bottom: v.2, right: v.3)
      case .contentSize:
        guard let v = quickNumbers(value, 2, lengths: 0b11) else { return nil }
        scroll.contentSize = Size(width: v.0, height: v.1)
      case .contentInsetAdjustmentBehavior:
        guard let text = quickString(value),
          let behavior = ContentInsetAdjustmentBehavior(rawValue: text)
        else { return nil }
        scroll.contentInsetAdjustmentBehavior = behavior
      case .alwaysBounceVertical:
        guard let flag = quickBool(value) else { return nil }
        scroll.alwaysBounceVertical = flag
      case .alwaysBounceHorizontal:
        guard let flag = quickBool(value) else { return nil }
        scroll.alwaysBounceHorizontal = flag
      case .bounces:
        guard let flag = quickBool(value) else { return nil }
        scroll.bounces = flag
      case .isScrollEnabled:
        guard let flag = quickBool(value) else { return nil }
        scroll.isScrollEnabled = flag
      case .style:
        guard let text = quickString(value), let choice = TableViewStyle(rawValue: text) else {
          return nil
        }
        style = choice
      case .insetsContentViewsToSafeArea:
        guard let flag = quickBool(value) else { return nil }
        insetsContent = flag
      case .sectionInset:
        guard let v = quickNumbers(value, 4) else { return nil }
        sectionInset = EdgeInsets(top: v.0, left: v.1, bottom: v.2, right: v.3)
      case .sectionInsetReference:
        guard let text = quickString(value), let choice = SectionInsetReference(rawValue: text)
        else { return nil }
        reference = choice
      }
      key = end(ofToken: value)
    }
    switch kind {
    case .view: break
    case .scrollView: node.kind = .scrollView(scroll)
    case .webView: node.kind = .webView(scroll)
    case .tableView:
      node.kind = .tableView(scroll, style: style, insetsContentViewsToSafeArea: insetsContent)
    case .collectionView:
      node.kind = .collectionView(
        scroll, sectionInset: sectionInset, sectionInsetReference: reference)
    }
    return (body, subviews)
  }

  /// The index of the token after the value at token `index` and everything inside it.
  package func end(ofToken index: Int) -> Int {
    let token = tokens[index]
    switch token.kind {
    case .array, .object: return Int(truncatingIfNeeded: token.payload)
    default: return index + 1
    }
  }

  /// The offset and length of the bytes of the string token at `index`, between its quotes.
  private func stringBytes(_ index: Int) -> (start: Int, count: Int) {
    let token = tokens[index]
    let start = token.offset + 1
    return (start, Int(truncatingIfNeeded: token.payload) - start)
  }

  /// `true` when the `count` bytes from `start` are `literal`'s.
  private func same(_ start: Int, _ count: Int, _ literal: StaticString) -> Bool {
    guard literal.utf8CodeUnitCount == count else { return false }
    let expected = literal.utf8Start
    var offset = 0
    while offset < count {
      guard text[start + offset] == expected[offset] else { return false }
      offset += 1
    }
    return true
  }

  /// The keys of at most 8 bytes the quick reader meets, each as one word of its bytes, the
  /// first in the low byte (as ``word(_:_:)`` reads them): a key is matched by its length and
  /// one comparison, where comparing byte by byte cost about 40 instructions a key.
  enum ShortKey {
    static let view: UInt64 = 0x7765_6976
    static let webView: UInt64 = 0x77_6569_5662_6577
    static let name: UInt64 = 0x656D_616E
    static let frame: UInt64 = 0x65_6D61_7266
    static let style: UInt64 = 0x65_6C79_7473
    static let layout: UInt64 = 0x7475_6F79_616C
    static let bounces: UInt64 = 0x73_6563_6E75_6F62
    static let subviews: UInt64 = 0x7377_6569_7662_7573
  }

  /// The `count` bytes (1 to 8) from `start` as one word, the first in the low byte; `nil` when
  /// the text holds fewer than 8 bytes from `start`, so that the load stays inside it.
  ///
  /// A key of at least 4 bytes always has 8: its closing quote, the colon, a value and the
  /// object's closing brace follow it.
  func word(_ start: Int, _ count: Int) -> UInt64? {
    guard count >= 1, count <= 8, start >= 0, start + 8 <= text.count, let base = text.baseAddress
    else { return nil }
    let bytes = UInt64(
      littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
    return count == 8 ? bytes : bytes & ((1 << UInt64(8 * count)) - 1)
  }

  /// The view kind the key token at `index` names, when it is an ASCII string without escapes.
  private func quickViewKind(key index: Int) -> QuickViewKind? {
    guard tokens[index].kind == .string else { return nil }
    let (start, count) = stringBytes(index)
    switch count {
    case 4: return word(start, count) == ShortKey.view ? .view : nil
    case 7: return word(start, count) == ShortKey.webView ? .webView : nil
    case 9: return same(start, count, "tableView") ? .tableView : nil
    case 10: return same(start, count, "scrollView") ? .scrollView : nil
    case 14: return same(start, count, "collectionView") ? .collectionView : nil
    default: return nil
    }
  }

  /// The view key the key token at `index` names, when it is an ASCII string without escapes.
  ///
  /// A key of at most 8 bytes is matched by its length and its first word, read at once (the
  /// text holds 8 bytes from the start of any key of 4 or more: its closing quote, the colon, a
  /// value and the object's closing brace follow it); a longer one byte by byte. Always inlined
  /// into ``quickView(at:into:)``, where it was a call with ``word(_:_:)``'s checks.
  @inline(__always)
  private func quickViewField(key index: Int) -> ViewField? {
    let token = tokens[index]
    guard token.kind == .string else { return nil }
    let start = token.offset &+ 1
    let count = Int(truncatingIfNeeded: token.payload) &- start
    guard start &+ 8 <= text.count, let base = text.baseAddress else { return nil }
    let first = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
    func field(_ literal: StaticString, _ field: ViewField) -> ViewField? {
      same(start, count, literal) ? field : nil
    }
    switch count {
    case 4: return first & 0xFFFF_FFFF == ShortKey.name ? .name : nil
    case 5:
      let key = first & 0xFF_FFFF_FFFF
      return key == ShortKey.frame ? .frame : key == ShortKey.style ? .style : nil
    case 6: return first & 0xFFFF_FFFF_FFFF == ShortKey.layout ? .layout : nil
    case 7: return first & 0xFF_FFFF_FFFF_FFFF == ShortKey.bounces ? .bounces : nil
    case 8: return first == ShortKey.subviews ? .subviews : nil
    case 11: return field("contentSize", .contentSize)
    case 12: return field("contentInset", .contentInset) ?? field("sectionInset", .sectionInset)
    case 13: return field("layoutMargins", .layoutMargins)
    case 15: return field("isScrollEnabled", .isScrollEnabled)
    case 20: return field("alwaysBounceVertical", .alwaysBounceVertical)
    case 21: return field("sectionInsetReference", .sectionInsetReference)
    case 22: return field("alwaysBounceHorizontal", .alwaysBounceHorizontal)
    case 24: return field("directionalLayoutMargins", .directionalLayoutMargins)
    case 28: return field("insetsContentViewsToSafeArea", .insetsContentViewsToSafeArea)
    case 30: return field("contentInsetAdjustmentBehavior", .contentInsetAdjustmentBehavior)
    case 31:
      return field("insetsLayoutMarginsFromSafeArea", .insetsLayoutMarginsFromSafeArea)
        ?? field("preservesSuperviewLayoutMargins", .preservesSuperviewLayoutMargins)
    default: return nil
    }
  }

  /// The text of the string token at `index`, when it is ASCII without escapes.
  ///
  /// Its bytes are copied into the new string, which checks them once, where
  /// `String(decoding:as:)` cost about 70 instructions more a name.
  private func quickString(_ index: Int) -> String? {
    guard tokens[index].kind == .string else { return nil }
    let (start, count) = stringBytes(index)
    let bytes = UnsafeBufferPointer(rebasing: text[start..<(start + count)])
    return String(unsafeUninitializedCapacity: count) { buffer in
      _ = buffer.initialize(from: bytes)
      return count
    }
  }

  /// The flag of the `true` or `false` token at `index`.
  private func quickBool(_ index: Int) -> Bool? {
    switch tokens[index].kind {
    case .true: true
    case .false: false
    default: nil
    }
  }

  /// The `count` (2 or 4) numbers of the array at token `index`, each within the range
  /// ``number(_:path:)`` accepts, and 0 or more where bit `k` of `lengths` is set for the
  /// `k`th; unused places are 0.
  ///
  /// The places are checked together, the kinds by one test of the tokens' kinds and the
  /// range by the largest magnitude, where checking each number in turn cost about 110
  /// instructions an array.
  private func quickNumbers(_ index: Int, _ count: Int, lengths: UInt8 = 0)
    -> (Double, Double, Double, Double)?
  {
    let token = tokens[index]
    guard token.kind == .array, Int(truncatingIfNeeded: token.payload) == index &+ 1 &+ count,
      count == 2 || count == 4
    else { return nil }
    let first = tokens[index &+ 1]
    let second = tokens[index &+ 2]
    // For 2 numbers, the first stands in the unused places for the checks.
    let third = count == 4 ? tokens[index &+ 3] : first
    let fourth = count == 4 ? tokens[index &+ 4] : first
    guard first.kind == .number, second.kind == .number, third.kind == .number,
      fourth.kind == .number
    else { return nil }
    let a = Double(bitPattern: first.payload)
    let b = Double(bitPattern: second.payload)
    let c = Double(bitPattern: third.payload)
    let d = Double(bitPattern: fourth.payload)
    guard max(max(abs(a), abs(b)), max(abs(c), abs(d))) <= ScenarioValidator.largestValue,
      lengths & 1 == 0 || a >= 0, lengths & 2 == 0 || b >= 0, lengths & 4 == 0 || c >= 0,
      lengths & 8 == 0 || d >= 0
    else { return nil }
    return count == 4 ? (a, b, c, d) : (a, b, 0, 0)
  }
}
