/// SwiftUI's proposal/response layout of a hosting controller's `rootView`
/// (docs/behaviour.md#swiftui-layout): a parent proposes a size, the child chooses its own, and
/// the parent places it; stacks share their space by flexibility, least flexible first.
///
/// A node with modifiers is the node wrapped by each modifier in turn, the first innermost:
/// ``size(_:_:_:axis:)`` and ``place(_:_:in:_:)`` take how many of its modifiers apply. Only
/// named nodes are reported, by name (names are unique in a scenario).
struct SwiftUILayout {
  let host: SwiftUIHost
  /// Where each named node went.
  var placements: [String: SwiftUIPlacement] = [:]
  /// The named nodes laid out, in the order they were placed.
  var placed: [String] = []

  init(host: SwiftUIHost) { self.host = host }

  /// Lays out `root` in the hosting view: inside the safe area, centred (seed004, GT-290).
  mutating func layOut(_ root: SwiftUINode) {
    let safeArea = host.rootSafeArea
    let region = safeArea.safe
    let size = self.size(root, root.modifiers.count, SwiftUIProposal(region.size))
    place(root, root.modifiers.count, in: align(size, in: region, .center), safeArea)
  }

  // MARK: Sizes

  /// The size `node` with its first `applied` modifiers chooses for `proposal`; `axis` is the
  /// stack it is in (`true` vertical), for a `Spacer`.
  func size(_ node: SwiftUINode, _ applied: Int, _ p: SwiftUIProposal, axis: Bool? = nil) -> Size {
    guard applied > 0 else { return baseSize(node, p, axis: axis) }
    let inner = applied - 1
    switch node.modifiers[inner] {
    case .frame(let frame) where !frame.isFlexible:
      let child = size(
        node, inner,
        SwiftUIProposal(width: frame.width ?? p.width, height: frame.height ?? p.height),
        axis: axis)
      return Size(width: frame.width ?? child.width, height: frame.height ?? child.height)
    case .frame(let frame):
      return flexibleSize(node, inner, frame, p, axis: axis)
    case .padding(let edges, let length):
      let insets = physical(edges, length ?? host.behaviour.defaultPadding)
      let child = size(node, inner, shrink(p, by: insets), axis: axis)
      return Size(
        width: child.width + insets.left + insets.right,
        height: child.height + insets.top + insets.bottom)
    case .safeAreaInset(let edge, _, let spacing, let content):
      // It takes what it is offered (L, docs/behaviour.md#c37); offered nothing, its view and
      // content side by side.
      let vertical = edge == .top || edge == .bottom
      let bar = size(
        content, content.modifiers.count,
        vertical
          ? SwiftUIProposal(width: p.width, height: nil)
          : SwiftUIProposal(width: nil, height: p.height))
      let gap = spacing ?? host.behaviour.defaultSpacing
      let along = vertical ? bar.height + gap : bar.width + gap
      let child = size(
        node, inner,
        p.replacing(vertical, with: p.along(vertical).map { max(0, $0 - along) }), axis: axis)
      return Size(
        width: p.width ?? (vertical ? max(child.width, bar.width) : child.width + along),
        height: p.height ?? (vertical ? child.height + along : max(child.height, bar.height)))
    case .ignoresSafeArea, .edgesIgnoringSafeArea, .safeAreaPadding, .background, .overlay:
      return size(node, inner, p, axis: axis)
    }
  }

  /// `frame(minWidth:idealWidth:maxWidth:…)`: the child gets the proposal clamped to the range
  /// (the ideal value when none is proposed); the frame is the child's size clamped, growing to
  /// the proposal up to the maximum (docs/behaviour.md#swiftui-layout).
  private func flexibleSize(
    _ node: SwiftUINode, _ inner: Int, _ frame: SwiftUIFrame, _ p: SwiftUIProposal, axis: Bool?
  ) -> Size {
    func proposed(_ value: Double?, ideal: Double?, min lo: Double?, max hi: Double?) -> Double? {
      guard var v = value ?? ideal else { return nil }
      if let hi { v = Swift.min(v, hi) }
      if let lo { v = Swift.max(v, lo) }
      return v
    }
    let childProposal = SwiftUIProposal(
      width: proposed(p.width, ideal: frame.idealWidth, min: frame.minWidth, max: frame.maxWidth),
      height: proposed(
        p.height, ideal: frame.idealHeight, min: frame.minHeight, max: frame.maxHeight))
    let child = size(node, inner, childProposal, axis: axis)
    // A minimum raises the child's size towards the proposal, a maximum grows it to the
    // proposal up to the cap (L).
    func result(_ child: Double, _ p: Double?, min lo: Double?, max hi: Double?) -> Double {
      let offered = p ?? child
      var v = child
      if let lo { v = Swift.max(lo, Swift.min(v, offered)) }
      if let hi { v = Swift.min(hi, Swift.max(v, offered)) }
      return v
    }
    return Size(
      width: result(child.width, p.width, min: frame.minWidth, max: frame.maxWidth),
      height: result(child.height, p.height, min: frame.minHeight, max: frame.maxHeight))
  }

  /// The size a node without modifiers chooses.
  private func baseSize(_ node: SwiftUINode, _ p: SwiftUIProposal, axis: Bool?) -> Size {
    switch node.kind {
    case .text(let ideal):
      // Without fonts, a narrower offer wraps the text onto more lines of the same height.
      guard let width = p.width, width < ideal.width, ideal.width > 0 else { return ideal }
      let lines = width > 0 ? (ideal.width / width).rounded(.up) : 1
      return Size(width: max(0, width), height: ideal.height * lines)
    case .color, .geometryReader, .list, .form, .navigationStack, .tabView:
      // Shapes and containers take what they are offered; offered nothing, 10 × 10.
      return Size(width: p.width ?? 10, height: p.height ?? 10)
    case .textField(let height):
      return Size(width: p.width ?? 10, height: height ?? host.behaviour.textFieldHeight)
    case .spacer(let minLength):
      let least = minLength ?? host.behaviour.defaultSpacing
      switch axis {
      case .some(true): return Size(width: 0, height: max(least, p.height ?? least))
      case .some(false): return Size(width: max(least, p.width ?? least), height: 0)
      case .none:
        return Size(width: max(least, p.width ?? least), height: max(least, p.height ?? least))
      }
    case .vstack(let spacing, _):
      return stack(node.children, vertical: true, spacing: spacing, p).size
    case .hstack(let spacing, _):
      return stack(node.children, vertical: false, spacing: spacing, p).size
    case .zstack:
      var result = Size.zero
      for child in node.children {
        let s = size(child, child.modifiers.count, p)
        result = Size(width: max(result.width, s.width), height: max(result.height, s.height))
      }
      return result
    case .scrollView:
      return Size(width: p.width ?? 10, height: p.height ?? 10)
    }
  }

  /// A stack's size and its children's, in order: the space left after spacing is shared out
  /// least flexible child first, each offered an equal part of what remains (SwiftUI's order;
  /// docs/behaviour.md#swiftui-layout).
  func stack(_ children: [SwiftUINode], vertical: Bool, spacing: Double?, _ p: SwiftUIProposal)
    -> (size: Size, sizes: [Size], gaps: [Double])
  {
    var gaps: [Double] = []
    for index in children.indices.dropFirst() {
      gaps.append(spacing ?? gap(between: children[index - 1], and: children[index]))
    }
    let totalGap = gaps.reduce(0, +)
    var sizes = [Size](repeating: .zero, count: children.count)
    if let available = p.along(vertical) {
      var flexibility: [(Double, Int)] = []
      for (index, child) in children.enumerated() {
        let small = size(
          child, child.modifiers.count, p.replacing(vertical, with: 0), axis: vertical)
        let large = size(
          child, child.modifiers.count, p.replacing(vertical, with: .infinity), axis: vertical)
        let range = vertical ? large.height - small.height : large.width - small.width
        flexibility.append((range.isNaN ? .infinity : range, index))
      }
      flexibility.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
      var remaining = max(0, available - totalGap)
      var count = Double(children.count)
      for (_, index) in flexibility {
        let child = children[index]
        let offer = max(0, remaining / count)
        let s = size(
          child, child.modifiers.count, p.replacing(vertical, with: offer), axis: vertical)
        sizes[index] = s
        remaining = max(0, remaining - (vertical ? s.height : s.width))
        count -= 1
      }
    } else {
      for (index, child) in children.enumerated() {
        sizes[index] = size(child, child.modifiers.count, p, axis: vertical)
      }
    }
    let along = sizes.reduce(totalGap) { $0 + (vertical ? $1.height : $1.width) }
    let across = sizes.reduce(0) { max($0, vertical ? $1.width : $1.height) }
    return (
      vertical ? Size(width: across, height: along) : Size(width: along, height: across), sizes,
      gaps
    )
  }

  /// The system spacing between two stacked views: none next to a spacer (L; docs/behaviour.md#c35).
  private func gap(between a: SwiftUINode, and b: SwiftUINode) -> Double {
    if case .spacer = a.kind { return 0 }
    if case .spacer = b.kind { return 0 }
    return host.behaviour.defaultSpacing
  }

  // MARK: Geometry helpers

  /// A proposal made smaller by insets (never below zero).
  func shrink(_ p: SwiftUIProposal, by insets: EdgeInsets) -> SwiftUIProposal {
    SwiftUIProposal(
      width: p.width.map { max(0, $0 - insets.left - insets.right) },
      height: p.height.map { max(0, $0 - insets.top - insets.bottom) })
  }

  /// SwiftUI edges as physical insets of `length` (leading is left in left-to-right).
  func physical(_ edges: SwiftUIEdges, _ length: Double) -> EdgeInsets {
    let rtl = host.direction == .rightToLeft
    return EdgeInsets(
      top: edges.contains(.top) ? length : 0,
      left: edges.contains(rtl ? .trailing : .leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0,
      right: edges.contains(rtl ? .leading : .trailing) ? length : 0)
  }

  /// SwiftUI edges as a physical edge mask.
  func mask(_ edges: SwiftUIEdges) -> EdgeInsets.Mask {
    let insets = physical(edges, 1)
    var mask: EdgeInsets.Mask = []
    if insets.top > 0 { mask.insert(.top) }
    if insets.left > 0 { mask.insert(.left) }
    if insets.bottom > 0 { mask.insert(.bottom) }
    if insets.right > 0 { mask.insert(.right) }
    return mask
  }

  /// A rectangle of `size` aligned in `region` (leading follows the layout direction).
  func align(_ size: Size, in region: Rect, _ alignment: SwiftUIAlignment) -> Rect {
    let h = host.direction == .rightToLeft ? -alignment.horizontal : alignment.horizontal
    let x = region.minX + (region.width - size.width) * Double(h + 1) / 2
    let y = region.minY + (region.height - size.height) * Double(alignment.vertical + 1) / 2
    return Rect(x: x, y: y, width: size.width, height: size.height)
  }
}
