package import LifecycleSimCore

/// Where a popover goes in a regular-width environment (docs/behaviour.md#popovers): what it
/// depends on besides the version's metrics.
package struct PopoverEnvironment: Sendable, Hashable {
  /// The bounds of the window the popover is kept inside.
  package var window: Rect
  /// The window's safe-area insets.
  package var insets: EdgeInsets
  /// The top of a shown keyboard in the window's coordinates; `nil` without one.
  package var keyboardTop: Double?

  /// Creates a value from each of its stored properties.
  package init(window: Rect, insets: EdgeInsets, keyboardTop: Double?) {
    self.window = window
    self.insets = insets
    self.keyboardTop = keyboardTop
  }
}

/// A popover's place: its root view's frame in the window, the arrow's direction (`nil`: no
/// arrow), and the content's size once fitted.
package struct PopoverPlacement: Sendable, Hashable {
  package var frame: Rect
  package var arrow: PopoverArrowDirection?
  package var contentSize: Size
  /// The content had to shrink to fit the room the chosen direction leaves.
  package var shrunk: Bool

  /// Creates a value from each of its stored properties.
  package init(frame: Rect, arrow: PopoverArrowDirection?, contentSize: Size, shrunk: Bool) {
    self.frame = frame
    self.arrow = arrow
    self.contentSize = contentSize
    self.shrunk = shrunk
  }
}

/// Popover geometry in a regular-width environment (docs/behaviour.md#popovers).
///
/// In a compact
/// one a popover adapts before it gets here: full screen up to 12, a form sheet from 13
/// (WEB-830), placed by ``SheetRule``.
package enum PopoverRule {
  /// The arrow's height: printed by no public source (docs/behaviour.md#c52).
  package static let arrowHeight: Double = 13
  /// The gap a popover keeps from the edges of the window's safe area: OU-091's trailing inset
  /// (820 − 240 − 561); that the other edges and a sourced popover keep it is
  /// docs/behaviour.md#c52.
  package static let edgeMargin: Double = 19
  /// How far below the safe area's top a popover with no source sits (OU-091: y 62 under a
  /// 32-pt top inset).
  package static let cornerTopGap: Double = 30
  /// The content size without a `preferredContentSize`: `contentSizeForViewInPopover`'s default,
  /// 320 × 1100 (WEB-832), shrunk to the room there is.
  package static let defaultContentSize = Size(width: 320, height: 1100)

  /// The place of a popover pointing at `source` (window coordinates), or of one with no source
  /// (`nil`) in the top trailing corner (OU-091).
  ///
  /// The room is the window's safe area inset by ``edgeMargin``, above a shown keyboard
  /// (WEB-832: the size "may be adjusted … not covered by the keyboard"); a source reaching out
  /// of the room counts by its part inside (L). The arrow is the first of `directions`, in the
  /// order up, down, left, right, whose side of the source holds the content and the arrow; when
  /// none does, above or below (the one that shows more) before a side, the content shrinking to
  /// the room (docs/behaviour.md#c52). The popover is centred on the source along
  /// the arrow's edge, then moved inside the room. With `viewIncludesArrow` (13+) the root view's
  /// frame includes the arrow (WEB-831); before, it is the content's frame alone.
  package static func placement(
    source: Rect?, preferredContentSize: Size?, directions: [PopoverArrowDirection],
    viewIncludesArrow: Bool, environment env: PopoverEnvironment
  ) -> PopoverPlacement {
    let safe = env.window.inset(by: env.insets)
    var bottom = safe.maxY - edgeMargin
    if let keyboardTop = env.keyboardTop { bottom = Swift.min(bottom, keyboardTop - edgeMargin) }
    let room = Rect(
      x: safe.minX + edgeMargin, y: safe.minY + edgeMargin,
      width: Swift.max(0, safe.width - 2 * edgeMargin),
      height: Swift.max(0, bottom - safe.minY - edgeMargin))
    let wanted = preferredContentSize ?? defaultContentSize
    guard let given = source else {
      let top = safe.minY + cornerTopGap
      let size = Size(
        width: Swift.min(wanted.width, room.width),
        height: Swift.min(wanted.height, Swift.max(0, room.maxY - top)))
      return PopoverPlacement(
        frame: Rect(x: room.maxX - size.width, y: top, width: size.width, height: size.height),
        arrow: nil, contentSize: size, shrunk: size != wanted)
    }
    let source = clamped(given, into: room)
    let direction = bestDirection(
      source: source, wanted: wanted, directions: directions, room: room)
    let fitted = fittedSize(wanted, direction: direction, source: source, room: room)
    let content = contentFrame(fitted, direction: direction, source: source, room: room)
    var frame = content
    if viewIncludesArrow {
      switch direction {
      case .up:
        frame = Rect(
          x: content.x, y: content.y - arrowHeight, width: content.width,
          height: content.height + arrowHeight)
      case .down: frame.height += arrowHeight
      case .left:
        frame = Rect(
          x: content.x - arrowHeight, y: content.y, width: content.width + arrowHeight,
          height: content.height)
      case .right: frame.width += arrowHeight
      }
    }
    return PopoverPlacement(
      frame: frame, arrow: direction, contentSize: fitted, shrunk: fitted != wanted)
  }

  /// The safe-area insets an arrow pointing `arrow` adds to a popover's root view that includes
  /// it (13+): its height on the arrow's side (WEB-831; the height is docs/behaviour.md#c52).
  package static func arrowInsets(_ arrow: PopoverArrowDirection) -> EdgeInsets {
    switch arrow {
    case .up: EdgeInsets(top: arrowHeight)
    case .down: EdgeInsets(bottom: arrowHeight)
    case .left: EdgeInsets(left: arrowHeight)
    case .right: EdgeInsets(right: arrowHeight)
    }
  }

  /// `rect`'s part inside `area`, or the nearest edge or corner of `area` when it lies outside:
  /// a source off screen or under the keyboard keeps the popover in the room (L).
  static func clamped(_ rect: Rect, into area: Rect) -> Rect {
    func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
      Swift.min(Swift.max(value, low), high)
    }
    let minX = clamp(rect.minX, area.minX, area.maxX)
    let maxX = clamp(rect.maxX, area.minX, area.maxX)
    let minY = clamp(rect.minY, area.minY, area.maxY)
    let maxY = clamp(rect.maxY, area.minY, area.maxY)
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The room beside `source` on the arrow's side, along the arrow's axis, and across it.
  static func room(
    _ direction: PopoverArrowDirection, source: Rect, room: Rect
  ) -> (along: Double, across: Double) {
    switch direction {
    case .up: (room.maxY - source.maxY - arrowHeight, room.width)
    case .down: (source.minY - room.minY - arrowHeight, room.width)
    case .left: (room.maxX - source.maxX - arrowHeight, room.height)
    case .right: (source.minX - room.minX - arrowHeight, room.height)
    }
  }

  /// The direction a popover's arrow takes (docs/behaviour.md#c52).
  ///
  /// The first direction that holds the content; else, above or below where permitted and
  /// something shows there, the one that shows the most of it; else the side that does.
  /// `directions` empty is any.
  static func bestDirection(
    source: Rect, wanted: Size, directions: [PopoverArrowDirection], room area: Rect
  ) -> PopoverArrowDirection {
    let candidates = PopoverArrowDirection.allCases.filter {
      directions.isEmpty || directions.contains($0)
    }
    var best: (vertical: PopoverArrowDirection, verticalShown: Double)? = nil
    var side: (direction: PopoverArrowDirection, shown: Double)? = nil
    for direction in candidates {
      let size = fittedSize(wanted, direction: direction, source: source, room: area)
      if size == wanted { return direction }
      let shown = size.width * size.height
      switch direction {
      case .up, .down:
        if shown > (best?.verticalShown ?? 0) { best = (direction, shown) }
      case .left, .right:
        if shown > (side?.shown ?? -1) { side = (direction, shown) }
      }
    }
    return best?.vertical ?? side?.direction ?? candidates.first ?? .up
  }

  /// `wanted`, shrunk to the room `direction` leaves.
  static func fittedSize(
    _ wanted: Size, direction: PopoverArrowDirection, source: Rect, room area: Rect
  ) -> Size {
    let (along, across) = room(direction, source: source, room: area)
    switch direction {
    case .up, .down:
      return Size(
        width: Swift.min(wanted.width, across),
        height: Swift.min(wanted.height, Swift.max(0, along)))
    case .left, .right:
      return Size(
        width: Swift.min(wanted.width, Swift.max(0, along)),
        height: Swift.min(wanted.height, across))
    }
  }

  /// The content's frame: beside the source past the arrow, centred on it across, inside the
  /// room.
  static func contentFrame(
    _ size: Size, direction: PopoverArrowDirection, source: Rect, room: Rect
  ) -> Rect {
    func centred(_ middle: Double, _ length: Double, from low: Double, to high: Double) -> Double {
      Swift.max(low, Swift.min(middle - length / 2, high - length))
    }
    let x = centred(source.x + source.width / 2, size.width, from: room.minX, to: room.maxX)
    let y = centred(source.y + source.height / 2, size.height, from: room.minY, to: room.maxY)
    switch direction {
    case .up:
      return Rect(x: x, y: source.maxY + arrowHeight, width: size.width, height: size.height)
    case .down:
      return Rect(
        x: x, y: source.minY - arrowHeight - size.height, width: size.width, height: size.height)
    case .left:
      return Rect(x: source.maxX + arrowHeight, y: y, width: size.width, height: size.height)
    case .right:
      return Rect(
        x: source.minX - arrowHeight - size.width, y: y, width: size.width, height: size.height)
    }
  }

  /// ``placement(source:preferredContentSize:directions:viewIncludesArrow:environment:)``.
  package static let story = RuleStory(
    "a popover beside its source on the side with room, inside the window's safe area",
    sources: ["OU-091", "WEB-832", "docs/behaviour.md#popovers", "docs/behaviour.md#c52"])

  /// ``arrowInsets(_:)``.
  package static let arrowInsetStory = RuleStory(
    "a popover's view includes its arrow, whose side is a safe-area inset",
    sources: ["WEB-831", "docs/behaviour.md#popovers", "docs/behaviour.md#c52"])
}
