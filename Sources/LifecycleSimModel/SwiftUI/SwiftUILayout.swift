package import LifecycleSimCore

/// SwiftUI's proposal/response layout of a hosting controller's `rootView`
/// (docs/behaviour.md#swiftui-layout): a parent proposes a size, the child chooses its own, and
/// the parent places it; stacks share their space by flexibility, least flexible first.
///
/// A node with modifiers is the node wrapped by each modifier in turn, the first innermost:
/// ``size(_:_:_:axis:)`` takes a node's index in the ``SwiftUITree`` and how many of its
/// modifiers apply, and walks the modifiers in a loop; ``place(_:in:_:)`` walks the tree with a
/// worklist. A pass remembers what
/// each node measured for each proposal, so a stack that sizes a child three times (at zero, at
/// infinity, then at its share) does the work once per distinct proposal, and nested stacks cost
/// time linear in their nodes. Only named nodes are reported, by name (names are unique in a
/// scenario).
package struct SwiftUILayout {
  /// What the hosting controller gives the layout.
  ///
  /// A `var`, though it never changes: a debug
  /// build copies a `let` property whole each time a field of it is read, and the layout reads
  /// it in walks that recurse once a level of views (docs/scenario-format.md#limits).
  package private(set) var host: SwiftUIHost
  /// Where each named node went.
  package var placements: [String: SwiftUIPlacement] = [:]
  /// The named nodes laid out, in the order they were placed.
  package var placed: [String] = []
  /// Where each `viewControllerRepresentable` put its controller's view, by the controller's
  /// name, in the hosting view's coordinates.
  package var representedFrames: [String: Rect] = [:]
  /// The nodes placed with a value beyond ``SwiftUILimits/largestValue`` or not finite, in the
  /// order they were placed.
  package var outOfRange: [Int] = []
  /// Each navigation stack's large title after this pass, by node index in the tree
  /// (docs/behaviour.md#swiftui-scrolling).
  package var largeTitles: [Int: SwiftUILargeTitle] = [:]
  /// Each navigation stack's bar minimization after this pass, by node index in the tree
  /// (iOS 27; docs/behaviour.md#swiftui-bar-minimization).
  package var barMinimizations: [Int: SwiftUIBarMinimization] = [:]
  /// The root views of the tabs a `TabView` did not select, by node index, when the version
  /// builds every tab at once (``SwiftUIBehaviour/tabViewBuildsEveryTab``), in tab order.
  package var unselectedTabs: [Int] = []
  /// The columns a `NavigationSplitView` does not show in this pass (collapsed, or hidden by
  /// its display mode), by node index, in column order.
  package var hiddenColumns: [Int] = []
  /// The presented `inspector`s a compact width shows as a sheet, in the order placed: each
  /// one's content, by node index, and its sheet (docs/behaviour.md#swiftui-inspector).
  package var compactInspectors: [(content: Int, sheet: InspectorSheetSpec)] = []
  /// The scrolled scroll views' positions, as the host gave them and a collapse moved them on.
  var scrollPositions: [String: SwiftUIScrollPosition]
  /// How many sizes were computed rather than remembered: the work of the pass, for tests.
  package private(set) var measurements = 0
  /// The nodes being laid out.
  package private(set) var tree = SwiftUITree(SwiftUINode(.color))
  /// The size each node chose, by node, modifiers applied, proposal and stack axis.
  private var measured: [MeasureKey: Size] = [:]

  package init(host: SwiftUIHost) {
    self.host = host
    scrollPositions = host.scrollPositions
  }

  /// Lays out `root` in the hosting view: inside the safe area, centred (seed004, GT-290).
  package mutating func layOut(_ root: SwiftUINode) {
    tree = SwiftUITree(root)
    measured = [:]
    unselectedTabs = []
    hiddenColumns = []
    compactInspectors = []
    let safeArea = host.rootSafeArea
    let region = safeArea.safe
    let size = self.size(0, SwiftUIProposal(region.size))
    place(0, in: align(size, in: region, .center), safeArea)
  }

  /// The ideal size of `root`, placing nothing.
  ///
  /// It is the size `root` chooses for the unspecified proposal, `nil` on both axes, as a
  /// hosting controller with `sizingOptions` asks for it (WEB-986).
  package mutating func idealSize(of root: SwiftUINode) -> Size {
    tree = SwiftUITree(root)
    measured = [:]
    return size(0, SwiftUIProposal(width: nil, height: nil))
  }

  // MARK: Sizes

  /// The size node `id` with all its modifiers chooses for `proposal`.
  package mutating func size(_ id: Int, _ p: SwiftUIProposal, axis: Bool? = nil) -> Size {
    size(id, tree.modifierCount(of: id), p, axis: axis)
  }

  /// The size node `id` with its first `applied` modifiers chooses for `proposal`; `axis` is the
  /// stack it is in (`true` vertical), for a `Spacer`.
  ///
  /// The modifiers are walked in a loop, outermost first, down to a size already measured or to
  /// the node itself, and the sizes are built back up; each is remembered for the pass.
  package mutating func size(_ id: Int, _ applied: Int, _ p: SwiftUIProposal, axis: Bool? = nil)
    -> Size
  {
    // The modifiers still to apply on the way back up, outermost last, with their proposals.
    var pending: [(modifier: Int, proposal: SwiftUIProposal)] = []
    var level = applied
    var proposal = p
    var result: Size
    while true {
      if let known = measured[MeasureKey(id, level, proposal, axis)] {
        result = known
        break
      }
      guard level > 0 else {
        result = baseSize(id, proposal, axis: axis)
        measurements += 1
        measured[MeasureKey(id, 0, proposal, axis)] = result
        break
      }
      pending.append((level - 1, proposal))
      proposal = childProposal(id, level - 1, proposal)
      level -= 1
    }
    while let (modifier, outer) = pending.popLast() {
      result = modifiedSize(id, modifier, outer, child: result)
      measurements += 1
      measured[MeasureKey(id, modifier + 1, outer, axis)] = result
    }
    return result
  }

  /// What modifier `index` of node `id` proposes to the view it wraps when offered `p`.
  private mutating func childProposal(_ id: Int, _ index: Int, _ p: SwiftUIProposal)
    -> SwiftUIProposal
  {
    switch tree[id].modifiers[index] {
    case .frame(let frame) where !frame.isFlexible:
      return SwiftUIProposal(width: frame.width ?? p.width, height: frame.height ?? p.height)
    case .frame(let frame):
      // The proposal clamped to the range (the ideal value when none is proposed;
      // docs/behaviour.md#swiftui-layout).
      func proposed(_ value: Double?, ideal: Double?, min lo: Double?, max hi: Double?) -> Double? {
        guard var v = value ?? ideal else { return nil }
        if let hi { v = Swift.min(v, hi) }
        if let lo { v = Swift.max(v, lo) }
        return v
      }
      return SwiftUIProposal(
        width: proposed(p.width, ideal: frame.idealWidth, min: frame.minWidth, max: frame.maxWidth),
        height: proposed(
          p.height, ideal: frame.idealHeight, min: frame.minHeight, max: frame.maxHeight))
    case .padding(let edges, let length):
      return shrink(p, by: physical(edges, length ?? host.behaviour.defaultPadding))
    case .safeAreaInset(let edge, _, let spacing, _):
      let vertical = edge == .top || edge == .bottom
      let along = insetLength(id, index, edge: edge, spacing: spacing, p)
      return p.replacing(vertical, with: p.along(vertical).map { max(0, $0 - along) })
    case .inspector:
      guard let column = inspectorWidth(id, index) else { return p }
      return SwiftUIProposal(width: p.width.map { max(0, $0 - column) }, height: p.height)
    case .ignoresSafeArea, .edgesIgnoringSafeArea, .safeAreaPadding, .background, .overlay,
      .task:
      return p
    }
  }

  /// The width of the column of `inspector` modifier `index` of node `id`: its
  /// `inspectorColumnWidth` or 320 points (docs/behaviour.md#c42, unverified); `nil` when it is
  /// not presented or the width is compact, where it is a sheet
  /// (docs/behaviour.md#swiftui-inspector).
  func inspectorWidth(_ id: Int, _ index: Int) -> Double? {
    guard case .inspector(let isPresented, let width, _, _) = tree[id].modifiers[index],
      isPresented, host.horizontalRegular
    else { return nil }
    return width ?? 320
  }

  /// The size modifier `index` of node `id` chooses when offered `p`, given its view's size.
  private mutating func modifiedSize(
    _ id: Int, _ index: Int, _ p: SwiftUIProposal, child: Size
  ) -> Size {
    switch tree[id].modifiers[index] {
    case .frame(let frame) where !frame.isFlexible:
      return Size(width: frame.width ?? child.width, height: frame.height ?? child.height)
    case .frame(let frame):
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
    case .padding(let edges, let length):
      let insets = physical(edges, length ?? host.behaviour.defaultPadding)
      return Size(
        width: child.width + insets.left + insets.right,
        height: child.height + insets.top + insets.bottom)
    case .safeAreaInset(let edge, _, let spacing, _):
      // Its content, the spacing and its view side by side along the edge, the larger of the
      // two across it (WEB-855; docs/behaviour.md#c37).
      let vertical = edge == .top || edge == .bottom
      let bar = insetContentSize(id, index, edge: edge, p)
      let along = insetLength(id, index, edge: edge, spacing: spacing, p)
      return Size(
        width: vertical ? max(child.width, bar.width) : child.width + along,
        height: vertical ? child.height + along : max(child.height, bar.height))
    case .inspector:
      guard let column = inspectorWidth(id, index) else { return child }
      return Size(width: child.width + column, height: child.height)
    case .ignoresSafeArea, .edgesIgnoringSafeArea, .safeAreaPadding, .background, .overlay,
      .task:
      return child
    }
  }

  /// The size of the content of `safeAreaInset` modifier `index` of node `id` offered `p`: the
  /// full width (or height) along its edge, its ideal size across it.
  private mutating func insetContentSize(
    _ id: Int, _ index: Int, edge: SwiftUIEdge, _ p: SwiftUIProposal
  ) -> Size {
    guard let content = tree.entries[id].contents[index] else { return .zero }
    let vertical = edge == .top || edge == .bottom
    return size(
      content,
      vertical
        ? SwiftUIProposal(width: p.width, height: nil)
        : SwiftUIProposal(width: nil, height: p.height))
  }

  /// How much of the proposal along its edge a `safeAreaInset` takes: its content and spacing.
  private mutating func insetLength(
    _ id: Int, _ index: Int, edge: SwiftUIEdge, spacing: Double?, _ p: SwiftUIProposal
  ) -> Double {
    let bar = insetContentSize(id, index, edge: edge, p)
    let gap = spacing ?? host.behaviour.defaultSpacing
    return edge == .top || edge == .bottom ? bar.height + gap : bar.width + gap
  }

  /// The size node `id` chooses without its modifiers: a stack's from its children's, any
  /// other node's from its kind.
  ///
  /// The layout recurses through here once a level of stacks; every value it reads is a
  /// `var` of the layout or comes from a function of its own, so that no copy of the layout,
  /// the host or a node sits in the frame (a debug build gives each its own slot).
  private mutating func baseSize(_ id: Int, _ p: SwiftUIProposal, axis: Bool?) -> Size {
    switch tree.arrangement(of: id) {
    case .stack(let vertical, let spacing):
      return stack(tree.children(of: id), vertical: vertical, spacing: spacing, p).size
    case .layered:
      return layeredSize(tree.children(of: id), p)
    case .leaf:
      return Self.leafSize(tree[id].kind, p, axis: axis, host.behaviour)
    }
  }

  /// The size a node of `kind` without modifiers and without stacked children chooses.
  private static func leafSize(
    _ kind: SwiftUIKind, _ p: SwiftUIProposal, axis: Bool?, _ behaviour: SwiftUIBehaviour
  ) -> Size {
    switch kind {
    case .text(let ideal):
      // Without fonts, a narrower offer wraps the text onto more lines of the same height.
      guard let width = p.width, width < ideal.width, ideal.width > 0 else { return ideal }
      let lines = width > 0 ? (ideal.width / width).rounded(.up) : 1
      return Size(width: max(0, width), height: ideal.height * lines)
    case .color, .geometryReader, .list, .form, .navigationStack, .tabView, .viewRepresentable,
      .viewControllerRepresentable, .navigationSplitView:
      // Shapes, containers and UIKit views without an intrinsic size take what they are offered; offered nothing, 10 × 10.
      return Size(width: p.width ?? 10, height: p.height ?? 10)
    case .textField(let height):
      return Size(width: p.width ?? 10, height: height ?? behaviour.textFieldHeight)
    case .spacer(let minLength):
      let least = minLength ?? behaviour.defaultSpacing
      switch axis {
      case .some(true): return Size(width: 0, height: max(least, p.height ?? least))
      case .some(false): return Size(width: max(least, p.width ?? least), height: 0)
      case .none:
        return Size(width: max(least, p.width ?? least), height: max(least, p.height ?? least))
      }
    case .vstack, .hstack, .zstack:
      // Measured by size(_:_:_:axis:).
      return .zero
    case .scrollView:
      return Size(width: p.width ?? 10, height: p.height ?? 10)
    }
  }

  /// A `ZStack`'s size: the largest of its children's, each offered `p`.
  private mutating func layeredSize(_ children: [Int], _ p: SwiftUIProposal) -> Size {
    var result = Size.zero
    for child in children {
      let s = size(child, p)
      result = Size(width: max(result.width, s.width), height: max(result.height, s.height))
    }
    return result
  }

  /// A stack's size and its children's, in order: the space left after spacing is shared out
  /// least flexible child first, each offered an equal part of what remains (SwiftUI's order;
  /// docs/behaviour.md#swiftui-layout).
  ///
  /// The layout recurses through here once a level of stacks, so the work is in functions of
  /// their own and this frame holds little (a debug build gives every local its own slot).
  package mutating func stack(
    _ children: [Int], vertical: Bool, spacing: Double?, _ p: SwiftUIProposal
  )
    -> (size: Size, sizes: [Size], gaps: [Double])
  {
    let gaps = Self.stackGaps(children, spacing: spacing, in: tree, host.behaviour.defaultSpacing)
    let sizes = stackSizes(children, vertical: vertical, gaps: gaps, p)
    return (Self.stackSize(sizes, gaps: gaps, vertical: vertical), sizes, gaps)
  }

  /// The gaps between a stack's children: `spacing`, or the system spacing of each pair
  /// (`systemSpacing`, none next to a spacer).
  private static func stackGaps(
    _ children: [Int], spacing: Double?, in tree: SwiftUITree, _ systemSpacing: Double
  ) -> [Double] {
    var gaps: [Double] = []
    for index in children.indices.dropFirst() {
      gaps.append(
        spacing
          ?? (tree.isSpacer(children[index - 1]) || tree.isSpacer(children[index])
            ? 0 : systemSpacing))
    }
    return gaps
  }

  /// The sizes a stack's children choose, in order.
  private mutating func stackSizes(
    _ children: [Int], vertical: Bool, gaps: [Double], _ p: SwiftUIProposal
  ) -> [Size] {
    guard let available = p.along(vertical) else {
      var sizes: [Size] = []
      sizes.reserveCapacity(children.count)
      for child in children { sizes.append(size(child, p, axis: vertical)) }
      return sizes
    }
    let order = flexibilityOrder(children, vertical: vertical, p)
    var sizes = [Size](repeating: .zero, count: children.count)
    var remaining = max(0, available - gaps.reduce(0, +))
    var count = Double(children.count)
    for index in order {
      let s = size(
        children[index], p.replacing(vertical, with: max(0, remaining / count)), axis: vertical)
      sizes[index] = s
      remaining = max(0, remaining - (vertical ? s.height : s.width))
      count -= 1
    }
    return sizes
  }

  /// The indices of a stack's children, least flexible first along the stack's axis (how much
  /// each grows between a zero and an infinite offer), in order among equals.
  private mutating func flexibilityOrder(
    _ children: [Int], vertical: Bool, _ p: SwiftUIProposal
  ) -> [Int] {
    var ranges: [(Double, Int)] = []
    ranges.reserveCapacity(children.count)
    for index in children.indices {
      let range = flexibility(of: children[index], vertical: vertical, p)
      ranges.append((range.isNaN ? .infinity : range, index))
    }
    ranges.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
    return ranges.map(\.1)
  }

  /// How much `child` grows along the axis between a zero and an infinite offer.
  private mutating func flexibility(of child: Int, vertical: Bool, _ p: SwiftUIProposal) -> Double {
    let small = size(child, p.replacing(vertical, with: 0), axis: vertical)
    let large = size(child, p.replacing(vertical, with: .infinity), axis: vertical)
    return vertical ? large.height - small.height : large.width - small.width
  }

  /// A stack's own size: its children's and gaps' sum along the axis, the largest across.
  private static func stackSize(_ sizes: [Size], gaps: [Double], vertical: Bool) -> Size {
    let along = sizes.reduce(gaps.reduce(0, +)) { $0 + (vertical ? $1.height : $1.width) }
    let across = sizes.reduce(0) { max($0, vertical ? $1.width : $1.height) }
    return vertical ? Size(width: across, height: along) : Size(width: along, height: across)
  }

  // MARK: Geometry helpers

  /// A proposal made smaller by insets (never below zero).
  func shrink(_ p: SwiftUIProposal, by insets: EdgeInsets) -> SwiftUIProposal {
    SwiftUIProposal(
      width: p.width.map { max(0, $0 - insets.left - insets.right) },
      height: p.height.map { max(0, $0 - insets.top - insets.bottom) })
  }

  /// SwiftUI edges as physical insets of `length` (leading is left in left-to-right).
  package func physical(_ edges: SwiftUIEdges, _ length: Double) -> EdgeInsets {
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
  package func align(_ size: Size, in region: Rect, _ alignment: SwiftUIAlignment) -> Rect {
    let h = host.direction == .rightToLeft ? -alignment.horizontal : alignment.horizontal
    let x = region.minX + (region.width - size.width) * Double(h + 1) / 2
    let y = region.minY + (region.height - size.height) * Double(alignment.vertical + 1) / 2
    return Rect(x: x, y: y, width: size.width, height: size.height)
  }
}

/// What a size depends on in one pass: the node, how many of its modifiers apply, the proposal
/// (by bit pattern, so `-0` and `0` stay apart) and the stack axis a `Spacer` follows.
private struct MeasureKey: Hashable {
  package var node: Int
  package var applied: Int
  package var width: UInt64?
  package var height: UInt64?
  var axis: Bool?

  package init(_ node: Int, _ applied: Int, _ p: SwiftUIProposal, _ axis: Bool?) {
    self.node = node
    self.applied = applied
    width = p.width?.bitPattern
    height = p.height?.bitPattern
    self.axis = axis
  }
}
