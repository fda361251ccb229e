package import LifecycleSimCore

extension SwiftUILayout {
  /// A view waiting to be placed with all its modifiers.
  package struct Placing {
    package var node: Int
    package var frame: Rect
    package var safeArea: SwiftUISafeArea
    /// `true` to centre the view's own size in `frame` (the content of a `background` or an
    /// `overlay`), `false` to give it `frame`.
    package var centred = false
  }

  /// Places node `id` with all its modifiers at `frame`, in `safeArea`, then everything below
  /// it.
  ///
  /// A view is placed, then its children in order, then the content its modifiers add (the
  /// innermost modifier's first), each with all that is below it before the next: a pre-order
  /// walk with an explicit worklist, so no depth of views or length of modifiers recurses on
  /// the call stack.
  package mutating func place(_ id: Int, in frame: Rect, _ safeArea: SwiftUISafeArea) {
    var pending = [Placing(node: id, frame: frame, safeArea: safeArea)]
    var next: [Placing] = []
    while let task = pending.popLast() {
      var frame = task.frame
      if task.centred {
        frame = align(size(task.node, SwiftUIProposal(frame.size)), in: frame, .center)
      }
      next.removeAll(keepingCapacity: true)
      var contents: [Placing] = []
      let (baseFrame, baseSafeArea) = applyModifiers(
        task.node, in: frame, task.safeArea, contents: &contents)
      placeBase(task.node, in: baseFrame, baseSafeArea, into: &next)
      next.append(contentsOf: contents.reversed())
      pending.append(contentsOf: next.reversed())
    }
  }

  /// Walks the modifiers of node `id` placed at `frame` in `safeArea`, outermost first, in a
  /// loop: returns where the node itself goes and its safe area, and adds the content the
  /// modifiers add to `contents`, outermost first.
  private mutating func applyModifiers(
    _ id: Int, in frame: Rect, _ safeArea: SwiftUISafeArea, contents: inout [Placing]
  ) -> (Rect, SwiftUISafeArea) {
    var frame = frame
    var safeArea = safeArea
    var level = tree[id].modifiers.count
    let behaviour = host.behaviour
    while level > 0 {
      let inner = level - 1
      level = inner
      switch tree[id].modifiers[inner] {
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
        let child = size(id, inner, proposal)
        frame = align(child, in: frame, spec.alignment)
      case .padding(let edges, let length):
        let region = frame.inset(by: physical(edges, length ?? behaviour.defaultPadding))
        let child = size(id, inner, SwiftUIProposal(region.size))
        frame = align(child, in: region, .center)
      case .ignoresSafeArea(let regions, let edges):
        (frame, safeArea) = ignore(
          id, inner, frame, safeArea, container: regions.includesContainer,
          keyboard: regions.includesKeyboard, edges: mask(edges))
      case .edgesIgnoringSafeArea(let edges):
        (frame, safeArea) = ignore(
          id, inner, frame, safeArea, container: true, keyboard: true, edges: mask(edges))
      case .safeAreaInset(let edge, let alignment, let spacing, _):
        // The content sits on `edge` inside the safe area; the view's container region ends
        // `spacing` before it, so an outer modifier's content is nearest the edge (GT-278,
        // GT-275, seed004).
        let region = frame.intersection(safeArea.safe)
        let vertical = edge == .top || edge == .bottom
        let content = tree.entries[id].contents[inner]
        let bar =
          content.map {
            size(
              $0,
              vertical
                ? SwiftUIProposal(width: region.width, height: nil)
                : SwiftUIProposal(width: nil, height: region.height))
          } ?? .zero
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
        if let content {
          contents.append(
            Placing(node: content, frame: barFrame, safeArea: safeArea))
        }
        (frame, safeArea) = (inSafeArea(id, inner, frame, inside), inside)
      case .safeAreaPadding(let edges, let length):
        // Adds to the safe area like a `safeAreaInset` without content (Apple:
        // safeAreaPadding(_:_:)).
        let padding = physical(edges, length ?? behaviour.defaultPadding)
        let region = frame.intersection(safeArea.safe)
        var inside = safeArea
        inside = inside.narrowingContainer(.top, to: region.minY + padding.top, byInset: true)
        inside = inside.narrowingContainer(.left, to: region.minX + padding.left, byInset: true)
        inside = inside.narrowingContainer(
          .bottom, to: region.maxY - padding.bottom, byInset: true)
        inside = inside.narrowingContainer(.right, to: region.maxX - padding.right, byInset: true)
        (frame, safeArea) = (inSafeArea(id, inner, frame, inside), inside)
      case .background(_, let isStyle):
        guard let content = tree.entries[id].contents[inner] else { break }
        if isStyle && behaviour.backgroundStyleIgnoresSafeArea {
          // The ShapeStyle overload ignores the safe area on every edge (WEB-503, GT-286).
          let (extended, inside) = safeArea.ignoring(
            container: true, keyboard: true, edges: .all, frame: frame, tolerance: host.tolerance)
          contents.append(
            Placing(node: content, frame: extended, safeArea: inside))
        } else {
          contents.append(
            Placing(node: content, frame: frame, safeArea: safeArea, centred: true))
        }
      case .overlay:
        guard let content = tree.entries[id].contents[inner] else { break }
        contents.append(
          Placing(node: content, frame: frame, safeArea: safeArea, centred: true))
      case .task:
        break
      case .inspector:
        let content = tree.entries[id].contents[inner]
        guard let width = inspectorWidth(id, inner) else {
          // Not presented, or a compact width, where SwiftUI presents the content as a sheet
          // (WEB-861): no column either way.
          guard let content else { break }
          hiddenColumns.append(content)
          if !host.horizontalRegular,
            case .inspector(true, _, _, let sheet) = tree[id].modifiers[inner]
          {
            compactInspectors.append((content, sheet))
          }
          break
        }
        // A trailing column beside the view, the full height of its frame (WEB-861, WEB-863);
        // the inspector's content reads the view's safe area (docs/behaviour.md#c82).
        let column = Swift.min(width, frame.width)
        let trailingLeft = host.direction == .rightToLeft
        let columnFrame = Rect(
          x: trailingLeft ? frame.minX : frame.maxX - column, y: frame.minY, width: column,
          height: frame.height)
        let region = Rect(
          x: trailingLeft ? frame.minX + column : frame.minX, y: frame.minY,
          width: frame.width - column, height: frame.height)
        let child = size(id, inner, SwiftUIProposal(region.size))
        frame = align(child, in: region, .center)
        if let content {
          var inside = safeArea
          inside.inspectorColumn = true
          contents.append(Placing(node: content, frame: columnFrame, safeArea: inside))
        }
      }
    }
    return (frame, safeArea)
  }

  /// `ignoresSafeArea`: the frame grows on the touching edges and the content is offered the
  /// grown size (GT-281, GT-287, GT-272).
  ///
  /// Returns where the view goes and its safe area.
  private mutating func ignore(
    _ id: Int, _ inner: Int, _ frame: Rect, _ safeArea: SwiftUISafeArea,
    container: Bool, keyboard: Bool, edges: EdgeInsets.Mask
  ) -> (Rect, SwiftUISafeArea) {
    let (extended, inside) = safeArea.ignoring(
      container: container, keyboard: keyboard, edges: edges, frame: frame,
      tolerance: host.tolerance)
    let child = size(id, inner, SwiftUIProposal(extended.size))
    return (align(child, in: extended, .center), inside)
  }

  /// Where a view whose safe area a modifier changed goes: inside the new safe area's part of
  /// `frame`, centred, as the hosting view places its root.
  private mutating func inSafeArea(
    _ id: Int, _ inner: Int, _ frame: Rect, _ safeArea: SwiftUISafeArea
  ) -> Rect {
    let region = frame.intersection(safeArea.safe)
    let child = size(id, inner, SwiftUIProposal(region.size))
    return align(child, in: region, .center)
  }

  private func clamp(_ value: Double, _ lo: Double?, _ hi: Double?) -> Double {
    var v = value
    if let hi { v = min(v, hi) }
    if let lo { v = max(v, lo) }
    return v
  }

  /// Records a named node and places the content of a node without modifiers.
  private mutating func placeBase(
    _ id: Int, in frame: Rect, _ safeArea: SwiftUISafeArea, into tasks: inout [Placing]
  ) {
    let node = tree[id]
    let children = tree.entries[id].children
    if let name = node.name { placed.append(name) }
    var placement = SwiftUIPlacement(
      frame: frame, safeAreaInsets: safeArea.proxyInsets(of: frame, tolerance: host.tolerance),
      safeArea: safeArea)
    switch node.kind {
    case .vstack(let spacing, let alignment):
      placeStack(
        children, vertical: true, spacing: spacing, alignment, in: frame, safeArea, into: &tasks)
    case .hstack(let spacing, let alignment):
      placeStack(
        children, vertical: false, spacing: spacing, alignment, in: frame, safeArea, into: &tasks)
    case .zstack(let alignment):
      placeLayered(children, alignment, in: frame, safeArea, into: &tasks)
    case .geometryReader:
      placeLayered(
        children, host.behaviour.geometryReaderAlignsTopLeading ? .topLeading : .center,
        in: frame, safeArea, into: &tasks)
    case .scrollView(let axes):
      placement = placeScrollContent(
        children, axes: axes, rows: false, frame: frame, safeArea, isList: false,
        position: node.name.flatMap { scrollPositions[$0] }, into: &tasks)
    case .list, .form:
      placement = placeScrollContent(
        children, axes: .vertical, rows: true, frame: frame, safeArea, isList: true,
        position: node.name.flatMap { scrollPositions[$0] }, into: &tasks)
    case .navigationStack(let title, let mode, _, let minimization):
      // The last view of the path shows: the root until a `swiftUI` push adds one, then
      // inline (docs/behaviour.md#c65).
      let pushed = children.count > 1
      placeNavigationContent(
        id, children.last, title: pushed ? nil : title, mode: pushed ? .inline : mode,
        minimization: minimization, frame, safeArea, into: &tasks)
    case .tabView(let selectedIndex):
      if children.indices.contains(selectedIndex) {
        placeTabContent(id, children[selectedIndex], frame, safeArea, into: &tasks)
        if host.behaviour.tabViewBuildsEveryTab {
          unselectedTabs += children.indices.filter { $0 != selectedIndex }.map { children[$0] }
        }
      }
    case .navigationSplitView(let spec):
      placeSplitColumns(id, spec, children, frame, safeArea, into: &tasks)
    case .viewRepresentable:
      // SwiftUI gives a wrapped UIView no safe area (U1; docs/behaviour.md#uikit-inside-swiftui).
      placement.safeAreaInsets = .zero
    case .viewControllerRepresentable(let controller):
      representedFrames[controller] = frame
    case .text, .color, .spacer, .textField:
      break
    }
    if !SwiftUILimits.isInRange(placement) { outOfRange.append(id) }
    if let name = node.name { placements[name] = placement }
  }
}
