extension SwiftUILayout {
  /// Places `node` with its first `applied` modifiers at `frame`, in `safeArea`.
  ///
  /// Then its content. The node itself (no modifier applied) is what its records describe.
  mutating func place(
    _ node: SwiftUINode, _ applied: Int, in frame: Rect, _ safeArea: SwiftUISafeArea
  ) {
    guard applied > 0 else { return placeBase(node, in: frame, safeArea) }
    let inner = applied - 1
    let behaviour = host.behaviour
    switch node.modifiers[inner] {
    case .frame(let spec):
      let proposal: SwiftUIProposal
      if spec.isFlexible {
        proposal = SwiftUIProposal(
          width: clamp(frame.width, spec.minWidth, spec.maxWidth),
          height: clamp(frame.height, spec.minHeight, spec.maxHeight))
      } else {
        proposal = SwiftUIProposal(
          width: spec.width ?? frame.width, height: spec.height ?? frame.height)
      }
      let child = size(node, inner, proposal)
      place(node, inner, in: align(child, in: frame, spec.alignment), safeArea)
    case .padding(let edges, let length):
      let region = frame.inset(by: physical(edges, length ?? behaviour.defaultPadding))
      let child = size(node, inner, SwiftUIProposal(region.size))
      place(node, inner, in: align(child, in: region, .center), safeArea)
    case .ignoresSafeArea(let regions, let edges):
      ignore(
        node, inner, frame, safeArea, container: regions.includesContainer,
        keyboard: regions.includesKeyboard, edges: mask(edges))
    case .edgesIgnoringSafeArea(let edges):
      ignore(node, inner, frame, safeArea, container: true, keyboard: true, edges: mask(edges))
    case .safeAreaInset(let edge, let alignment, let spacing, let content):
      // The content sits on `edge` inside the safe area; the view's container region ends
      // `spacing` before it, so an outer modifier's content is nearest the edge (GT-278,
      // GT-275, seed004).
      let region = frame.intersection(safeArea.safe)
      let vertical = edge == .top || edge == .bottom
      let bar = size(
        content, content.modifiers.count,
        vertical
          ? SwiftUIProposal(width: region.width, height: nil)
          : SwiftUIProposal(width: nil, height: region.height))
      let gap = spacing ?? behaviour.defaultSpacing
      let barFrame: Rect
      let physicalEdge = mask(edge.set)
      var inside = safeArea
      if vertical {
        let x = align(bar, in: region, alignment).minX
        let y = edge == .top ? region.minY : region.maxY - bar.height
        barFrame = Rect(x: x, y: y, width: bar.width, height: bar.height)
        inside = safeArea.narrowingContainer(
          physicalEdge, to: edge == .top ? barFrame.maxY + gap : barFrame.minY - gap,
          byInset: true)
      } else {
        let y = align(bar, in: region, alignment).minY
        let x = physicalEdge == .left ? region.minX : region.maxX - bar.width
        barFrame = Rect(x: x, y: y, width: bar.width, height: bar.height)
        inside = safeArea.narrowingContainer(
          physicalEdge, to: physicalEdge == .left ? barFrame.maxX + gap : barFrame.minX - gap,
          byInset: true)
      }
      placeInSafeArea(node, inner, frame, inside)
      place(content, content.modifiers.count, in: barFrame, safeArea)
    case .safeAreaPadding(let edges, let length):
      // Adds to the safe area like a `safeAreaInset` without content (Apple:
      // safeAreaPadding(_:_:)).
      let padding = physical(edges, length ?? behaviour.defaultPadding)
      let region = frame.intersection(safeArea.safe)
      var inside = safeArea
      inside = inside.narrowingContainer(.top, to: region.minY + padding.top, byInset: true)
      inside = inside.narrowingContainer(.left, to: region.minX + padding.left, byInset: true)
      inside = inside.narrowingContainer(.bottom, to: region.maxY - padding.bottom, byInset: true)
      inside = inside.narrowingContainer(.right, to: region.maxX - padding.right, byInset: true)
      placeInSafeArea(node, inner, frame, inside)
    case .background(let content, let isStyle):
      place(node, inner, in: frame, safeArea)
      if isStyle && behaviour.backgroundStyleIgnoresSafeArea {
        // The ShapeStyle overload ignores the safe area on every edge (WEB-503, GT-286).
        let (extended, inside) = safeArea.ignoring(
          container: true, keyboard: true, edges: .all, frame: frame, tolerance: host.tolerance)
        place(content, content.modifiers.count, in: extended, inside)
      } else {
        let s = size(content, content.modifiers.count, SwiftUIProposal(frame.size))
        place(content, content.modifiers.count, in: align(s, in: frame, .center), safeArea)
      }
    case .overlay(let content):
      place(node, inner, in: frame, safeArea)
      let s = size(content, content.modifiers.count, SwiftUIProposal(frame.size))
      place(content, content.modifiers.count, in: align(s, in: frame, .center), safeArea)
    }
  }

  /// `ignoresSafeArea`: the frame grows on the touching edges and the content is offered the
  /// grown size (GT-281, GT-287, GT-272).
  private mutating func ignore(
    _ node: SwiftUINode, _ inner: Int, _ frame: Rect, _ safeArea: SwiftUISafeArea,
    container: Bool, keyboard: Bool, edges: EdgeInsets.Mask
  ) {
    let (extended, inside) = safeArea.ignoring(
      container: container, keyboard: keyboard, edges: edges, frame: frame,
      tolerance: host.tolerance)
    let child = size(node, inner, SwiftUIProposal(extended.size))
    place(node, inner, in: align(child, in: extended, .center), inside)
  }

  /// Places a view whose safe area a modifier changed: inside the new safe area's part of
  /// `frame`, centred, as the hosting view places its root.
  private mutating func placeInSafeArea(
    _ node: SwiftUINode, _ inner: Int, _ frame: Rect, _ safeArea: SwiftUISafeArea
  ) {
    let region = frame.intersection(safeArea.safe)
    let child = size(node, inner, SwiftUIProposal(region.size))
    place(node, inner, in: align(child, in: region, .center), safeArea)
  }

  private func clamp(_ value: Double, _ lo: Double?, _ hi: Double?) -> Double {
    var v = value
    if let hi { v = min(v, hi) }
    if let lo { v = max(v, lo) }
    return v
  }

  /// Records a named node and places the content of a node without modifiers.
  private mutating func placeBase(_ node: SwiftUINode, in frame: Rect, _ safeArea: SwiftUISafeArea)
  {
    if let name = node.name { placed.append(name) }
    var placement = SwiftUIPlacement(
      frame: frame, safeAreaInsets: safeArea.proxyInsets(of: frame, tolerance: host.tolerance),
      safeArea: safeArea)
    switch node.kind {
    case .vstack(let spacing, let alignment):
      placeStack(node.children, vertical: true, spacing: spacing, alignment, in: frame, safeArea)
    case .hstack(let spacing, let alignment):
      placeStack(node.children, vertical: false, spacing: spacing, alignment, in: frame, safeArea)
    case .zstack(let alignment):
      placeLayered(node.children, alignment, in: frame, safeArea)
    case .geometryReader:
      placeLayered(
        node.children, host.behaviour.geometryReaderAlignsTopLeading ? .topLeading : .center,
        in: frame, safeArea)
    case .scrollView(let axes):
      placement = placeScrollContent(
        node.children, axes: axes, rows: false, frame: frame, safeArea, isList: false)
    case .list, .form:
      placement = placeScrollContent(
        node.children, axes: .vertical, rows: true, frame: frame, safeArea, isList: true)
    case .navigationStack(let title, let mode, _):
      placeNavigationContent(node.children.first, title: title, mode: mode, frame, safeArea)
    case .tabView(let selectedIndex):
      if node.children.indices.contains(selectedIndex) {
        placeTabContent(node.children[selectedIndex], frame, safeArea)
      }
    case .text, .color, .spacer, .textField:
      break
    }
    if let name = node.name { placements[name] = placement }
  }
}
