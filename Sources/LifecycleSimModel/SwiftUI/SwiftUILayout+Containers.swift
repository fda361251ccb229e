package import LifecycleSimCore

extension SwiftUILayout {
  /// A `VStack` or `HStack`: children one after the other along the axis, aligned across it.
  mutating func placeStack(
    _ children: [Int], vertical: Bool, spacing: Double?, _ alignment: SwiftUIAlignment,
    in frame: Rect, _ safeArea: SwiftUISafeArea, into tasks: inout [Placing]
  ) {
    let (total, sizes, gaps) = stack(
      children, vertical: vertical, spacing: spacing,
      SwiftUIProposal(frame.size))
    let rtl = host.direction == .rightToLeft
    // The stack's content fills its frame along the axis from the start (centred if smaller).
    var cursor =
      vertical
      ? frame.minY + max(0, frame.height - total.height) / 2
      : frame.minX + max(0, frame.width - total.width) / 2
    var frames = [Rect](repeating: .zero, count: children.count)
    for index in children.indices {
      let s = sizes[index]
      if vertical {
        let x = align(s, in: frame, alignment).minX
        frames[index] = Rect(x: x, y: cursor, width: s.width, height: s.height)
        cursor += s.height
      } else {
        let y = align(s, in: frame, alignment).minY
        frames[index] = Rect(x: cursor, y: y, width: s.width, height: s.height)
        cursor += s.width
      }
      if index < gaps.count { cursor += gaps[index] }
    }
    if rtl && !vertical {
      // Leading is on the right: mirror the run inside the frame.
      frames = frames.map {
        Rect(x: frame.minX + frame.maxX - $0.maxX, y: $0.y, width: $0.width, height: $0.height)
      }
    }
    for (child, childFrame) in zip(children, frames) {
      tasks.append(Placing(node: child, frame: childFrame, safeArea: safeArea))
    }
  }

  /// A `ZStack` or a `GeometryReader`'s content: each child offered the whole frame and aligned.
  mutating func placeLayered(
    _ children: [Int], _ alignment: SwiftUIAlignment, in frame: Rect,
    _ safeArea: SwiftUISafeArea, into tasks: inout [Placing]
  ) {
    for child in children {
      let s = size(child, SwiftUIProposal(frame.size))
      tasks.append(Placing(node: child, frame: align(s, in: frame, alignment), safeArea: safeArea))
    }
  }

  /// `ScrollView`, `List` and `Form`: the view fills the container region it touches (seed004)
  /// and insets its content like UIKit's `automatic` (docs/behaviour.md#swiftui); rows of a list
  /// are at least the minimum row height, their content at the row inset.
  ///
  /// The content is placed at the content offset: at rest (`-left`, `-top` of the adjusted
  /// inset) unless a `scroll` event moved it to `position`, which then stays, or follows the
  /// inset while at rest against the last one (docs/behaviour.md#swiftui-scrolling).
  mutating func placeScrollContent(
    _ children: [Int], axes: SwiftUIAxes, rows: Bool, frame: Rect,
    _ safeArea: SwiftUISafeArea, isList: Bool, position: SwiftUIScrollPosition?,
    into tasks: inout [Placing]
  ) -> SwiftUIPlacement {
    let (extended, inside) = safeArea.ignoring(
      container: true, keyboard: false, edges: .all, frame: frame, tolerance: host.tolerance)
    let safe = safeArea.safe
    let band = EdgeInsets(
      top: max(0, safe.minY - extended.minY), left: max(0, safe.minX - extended.minX),
      bottom: max(0, extended.maxY - safe.maxY), right: max(0, extended.maxX - safe.maxX))
    let vertical = axes != .horizontal
    let horizontal = axes != .vertical
    var adjusted = EdgeInsets(
      top: vertical ? band.top : 0, left: horizontal ? band.left : 0,
      bottom: vertical ? band.bottom : 0, right: horizontal ? band.right : 0)
    if isList && host.behaviour.listsIgnoreSafeAreaInset {
      // 15.0–15.1: List and Form leave safeAreaInset out (seed004).
      let added = safeArea.addedByInsets
      adjusted = EdgeInsets(
        top: max(0, adjusted.top - added.top), left: max(0, adjusted.left - added.left),
        bottom: max(0, adjusted.bottom - added.bottom), right: max(0, adjusted.right - added.right))
    }
    // The content scrolls: its own safe area has no band along the scrolling axes.
    var content = inside
    let axisEdges: EdgeInsets.Mask =
      axes == .both ? .all : (vertical ? [.top, .bottom] : [.left, .right])
    content.container = safeArea.container.extended(to: content.outer, on: axisEdges)
    content.keyboard = safeArea.keyboard.extended(to: content.outer, on: axisEdges)
    let left = extended.minX + band.left
    let width = max(0, extended.width - band.left - band.right)
    var offset = Point(x: -adjusted.left, y: -adjusted.top)
    if let position {
      offset = ContentInsetRule.contentOffset(
        position.offset, old: position.adjustedContentInset, new: adjusted)
    }
    var y = extended.minY - offset.y
    var x = extended.minX - offset.x
    if rows {
      let inset = host.rowInset
      for child in children {
        let s = size(child, SwiftUIProposal(width: max(0, width - 2 * inset), height: nil))
        let rowHeight = max(host.behaviour.minimumRowHeight, s.height)
        let rowX = host.direction == .rightToLeft ? left + width - inset - s.width : left + inset
        let childFrame = Rect(
          x: rowX, y: y + (rowHeight - s.height) / 2, width: s.width,
          height: s.height)
        tasks.append(Placing(node: child, frame: childFrame, safeArea: content))
        y += rowHeight
      }
    } else {
      let proposal =
        vertical && !horizontal
        ? SwiftUIProposal(width: width, height: nil)
        : (horizontal && !vertical
          ? SwiftUIProposal(
            width: nil, height: max(0, extended.height - adjusted.top - adjusted.bottom))
          : SwiftUIProposal(width: nil, height: nil))
      let (_, sizes, gaps) = stack(children, vertical: vertical, spacing: nil, proposal)
      if !horizontal { x = left }
      for (index, child) in children.enumerated() {
        let s = sizes[index]
        let childX =
          vertical && !horizontal
          ? align(
            s,
            in: Rect(
              x: left, y: y, width: width,
              height: s.height), .center
          ).minX : x
        tasks.append(
          Placing(
            node: child, frame: Rect(x: childX, y: y, width: s.width, height: s.height),
            safeArea: content))
        let gap = index < gaps.count ? gaps[index] : 0
        if vertical { y += s.height + gap } else { x += s.width + gap }
      }
    }
    return SwiftUIPlacement(
      frame: extended, safeAreaInsets: band, adjustedContentInset: adjusted,
      contentOffset: offset, safeArea: safeArea)
  }

  /// A `NavigationStack`/`NavigationView`: its controller's view fills the container region,
  /// its bar sits at the top of the safe area as UIKit places it, and the content is laid out
  /// below the bar (seed004; docs/behaviour.md#navigation-bar).
  ///
  /// With a large title, the bar gives way as its driving scroll view scrolls
  /// (``largeTitle(of:root:zone:)``); from iOS 27 it can minimize as `minimization` asks, the
  /// safe area below following it unless the adjustment is `disabled`
  /// (``barMinimization(of:root:spec:)``).
  package mutating func placeNavigationContent(
    _ id: Int, _ content: Int?, title: String?, mode: SwiftUITitleDisplayMode,
    minimization spec: BarMinimizationSpec?, _ frame: Rect, _ safeArea: SwiftUISafeArea,
    into tasks: inout [Placing]
  ) {
    let (extended, _) = safeArea.ignoring(
      container: true, keyboard: false, edges: .all, frame: frame, tolerance: host.tolerance)
    let large =
      mode == .large || (mode == .automatic && title != nil)
    let showsLarge = BarMetrics.showsLargeTitle(
      host.bars, host.navigationBar, prefersLargeTitles: large, mode: .automatic)
    var height = BarMetrics.navigationBarHeight(host.bars, host.navigationBar, large: showsLarge)
    var title: SwiftUILargeTitle? = nil
    if showsLarge, let zone = host.navigationBar.largeTitleExtra, let content {
      title = largeTitle(of: id, root: content, zone: zone)
      height -= zone - (title?.visible ?? zone)
    }
    var minimization = content.flatMap { barMinimization(of: id, root: $0, spec: spec) }
    if let minimized = minimization, minimized.minimized, minimized.resolved.adjustsSafeArea {
      height = host.navigationBar.minimizedHeight ?? height
    }
    let topInset = max(0, safeArea.container.minY - extended.minY)
    let y =
      extended.minY
      + BarMetrics.navigationBarY(
        host.bars, host.navigationBar, topInset: topInset,
        dynamicIslandOverlap: host.navigationBarOverlap)
    if var title {
      title.barBottom = y + height
      largeTitles[id] = title
    }
    if minimization != nil {
      minimization?.barBottom = y + height
      barMinimizations[id] = minimization
    }
    noteBar(of: id, Rect(x: extended.minX, y: y, width: extended.width, height: height))
    let inside = safeArea.narrowingContainer(.top, to: y + height, byInset: false)
    guard let content else { return }
    let region = extended.intersection(inside.safe)
    let s = size(content, SwiftUIProposal(region.size))
    tasks.append(Placing(node: content, frame: align(s, in: region, .center), safeArea: inside))
  }

  /// A `TabView`: its controller's view fills the container region, its bar is UIKit's, and
  /// the selected tab is laid out above it (seed004; docs/behaviour.md#tab-bar).
  mutating func placeTabContent(
    _ id: Int, _ content: Int, _ frame: Rect, _ safeArea: SwiftUISafeArea,
    into tasks: inout [Placing]
  ) {
    let (extended, _) = safeArea.ignoring(
      container: true, keyboard: false, edges: .all, frame: frame, tolerance: host.tolerance)
    let bottomInset = max(0, extended.maxY - safeArea.container.maxY)
    let inside: SwiftUISafeArea
    switch BarMetrics.tabBar(host.bars, host.tabBar, bottomInset: bottomInset) {
    case .bottom(let height):
      inside = safeArea.narrowingContainer(.bottom, to: extended.maxY - height, byInset: false)
      noteBar(
        of: id,
        Rect(x: extended.minX, y: extended.maxY - height, width: extended.width, height: height))
    case .floatingTop(let height):
      let top = safeArea.container.minY + height + BarMetrics.floatingTabBarContentGap
      inside = safeArea.narrowingContainer(.top, to: top, byInset: false)
      noteBar(
        of: id,
        Rect(x: extended.minX, y: safeArea.container.minY, width: extended.width, height: height))
    }
    let region = extended.intersection(inside.safe)
    let s = size(content, SwiftUIProposal(region.size))
    tasks.append(Placing(node: content, frame: align(s, in: region, .center), safeArea: inside))
  }

  /// The trace name of the bar of a named `navigationStack` (`Name.navigationBar`) or `tabView`
  /// (`Name.tabBar`); `nil` for other nodes.
  package static func barName(of node: SwiftUINode) -> String? {
    guard let name = node.name else { return nil }
    switch node.kind {
    case .navigationStack: return "\(name).navigationBar"
    case .tabView: return "\(name).tabBar"
    default: return nil
    }
  }

  /// Records where the bar of container `id` went, when the container is named.
  private mutating func noteBar(of id: Int, _ frame: Rect) {
    guard let bar = Self.barName(of: tree[id]) else { return }
    placements[bar] = SwiftUIPlacement(
      frame: frame, safeAreaInsets: .zero,
      safeArea: SwiftUISafeArea(outer: frame, container: frame, keyboard: frame))
  }
}
