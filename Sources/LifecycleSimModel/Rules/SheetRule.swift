package import LifecycleSimCore

/// What a sheet's frame depends on besides the version's metrics: the device, the orientation
/// and the window (docs/behaviour.md#sheets).
package struct SheetEnvironment: Sendable, Hashable {
  package var family: DeviceFamily
  package var landscape: Bool
  /// An iPhone at least 414 pt wide in portrait is regular width in landscape.
  package var regularWidthInLandscape: Bool
  /// The device's width in portrait: an iPad page sheet's page.
  package var portraitWidth: Double
  package var window: Size
  /// The window's safe-area insets.
  package var insets: EdgeInsets
  /// Points per pixel, for detent heights UIKit rounds to the pixel.
  package var scale: Int
  /// The device has a home button (no home indicator).
  package var homeButton: Bool

  /// Creates a value from each of its stored properties.
  package init(
    family: DeviceFamily, landscape: Bool, regularWidthInLandscape: Bool, portraitWidth: Double,
    window: Size, insets: EdgeInsets, scale: Int, homeButton: Bool
  ) {
    self.homeButton = homeButton
    self.family = family
    self.landscape = landscape
    self.regularWidthInLandscape = regularWidthInLandscape
    self.portraitWidth = portraitWidth
    self.window = window
    self.insets = insets
    self.scale = scale
  }
}

/// Where a presented controller's view sits, and what kind of sheet it is.
package struct SheetPlacement: Sendable, Hashable {
  /// How a presentation covers the window.
  package enum Kind: Sendable, Hashable {
    /// The whole window: full screen, or a sheet that adapts to it.
    case window
    /// A card attached to the window's bottom edge (a page sheet; an iPhone form sheet).
    case bottomAttached
    /// A card floating above the bottom edge, scaled (iOS 26 below the large detent).
    case floating
    /// A card centred in the window (an iPad form sheet).
    case centred
    /// A popover in a regular-width environment, its arrow pointing that way (`nil`: none),
    /// placed by ``PopoverRule``.
    case popover(arrow: PopoverArrowDirection?)

    /// The kind as `explain` prints it: `window`, `bottomAttached`, …, `popover(arrow=up)`.
    package var text: String {
      switch self {
      case .window: "window"
      case .bottomAttached: "bottomAttached"
      case .floating: "floating"
      case .centred: "centred"
      case .popover(let arrow): "popover(arrow=\(arrow?.rawValue ?? "none"))"
      }
    }
  }

  package var frame: Rect
  package var kind: Kind
  /// The detent the sheet rests at, `nil` where it has none (full screen, before iOS 15).
  package var detent: SheetDetent?

  /// Creates a value from each of its stored properties.
  package init(frame: Rect, kind: Kind, detent: SheetDetent?) {
    self.frame = frame
    self.kind = kind
    self.detent = detent
  }

  /// `true` for a sheet shown as a card, not the whole window nor a popover.
  package var isCard: Bool {
    switch kind {
    case .window, .popover: false
    case .bottomAttached, .floating, .centred: true
    }
  }
}

/// Sheet geometry per device class, size class, orientation and detent (docs/behaviour.md#sheets);
/// the values and their sources are in `Behaviour/Versions/`.
package enum SheetRule {
  /// The gap a floating card leaves at the sides and below it (WEB-408).
  static let floatingInset: Double = 8
  /// The extra room above a centred form sheet: it sits 5 above the middle (OU-088: y 260 on a
  /// 1180-pt window for a 650-pt card).
  static let formSheetVerticalSlack: Double = 10

  /// Where a presented controller's view goes for a resolved `style`.
  ///
  /// - An iPhone in landscape (compact height): the whole window (WEB-411), or with
  ///   `largePhoneLandscapeShowsCard` a regular-width iPhone's centred card (WEB-412).
  /// - An iPhone in portrait: a page sheet from `y = top + 10` (`top + 20` with a home button
  ///   from 13, WEB-851, WEB-852; `max(top, 30)` on 26) to the bottom (OU-085, OU-089), or at a
  ///   smaller detent `detent + bottom inset` high.
  /// - An iPad page sheet: the device's portrait width, centred, from `top + 10` (OU-086;
  ///   WEB-409); before 13 the page at the window's full height.
  /// - An iPad form sheet: a centred card of the version's size, a detent growing it up from
  ///   the same bottom edge (OU-088, WEB-408).
  /// - A popover that reaches here is in a compact environment, where UIKit shows it as a form
  ///   sheet (13+, WEB-830); up to 12 it resolves to full screen before.
  package static func placement(
    style: PresentationStyle, sheet: SheetConfiguration, environment env: SheetEnvironment,
    metrics: PresentationMetrics
  ) -> SheetPlacement {
    let window = Rect(size: env.window)
    switch style {
    case .fullScreen, .overFullScreen:
      return SheetPlacement(frame: window, kind: .window, detent: nil)
    case .pageSheet, .formSheet, .popover:
      break
    }
    if env.family == .phone {
      if env.landscape {
        guard metrics.largePhoneLandscapeShowsCard && env.regularWidthInLandscape else {
          return SheetPlacement(frame: window, kind: .window, detent: nil)
        }
        let safe = window.inset(by: env.insets)
        let size = Size(
          width: Swift.min(metrics.padFormSheetSize.width, safe.width),
          height: Swift.min(metrics.padFormSheetSize.height, safe.height))
        return SheetPlacement(
          frame: Rect(
            x: safe.x + (safe.width - size.width) / 2, y: safe.y + (safe.height - size.height) / 2,
            width: size.width, height: size.height),
          kind: .centred, detent: nil)
      }
      let gap =
        env.homeButton
        ? metrics.homeButtonPhoneSheetGap ?? metrics.sheetGapBelowTopInset
        : metrics.sheetGapBelowTopInset
      let top =
        metrics.phoneSheetMinimumY.map { Swift.max(env.insets.top, $0) } ?? env.insets.top + gap
      return column(x: 0, width: env.window.width, top: top, sheet, env, metrics)
    }
    if style == .formSheet || style == .popover {
      return formSheet(sheet, env, metrics)
    }
    let width = Swift.min(env.window.width, env.portraitWidth)
    let x = (env.window.width - width) / 2
    guard metrics.padPageSheetIsCard else {
      let frame = Rect(x: x, y: 0, width: width, height: env.window.height)
      return SheetPlacement(frame: frame, kind: frame == window ? .window : .centred, detent: nil)
    }
    return column(
      x: x, width: width, top: env.insets.top + metrics.sheetGapBelowTopInset, sheet, env, metrics)
  }

  /// The detent a sheet rests at and its value: the selected detent, else the smallest
  /// (WEB-413); a value at or above `maximum` is the large detent (OU-089).
  static func restingDetent(
    _ sheet: SheetConfiguration, maximum: Double, medium: Double
  ) -> (detent: SheetDetent, value: Double) {
    func value(_ detent: SheetDetent) -> Double {
      switch detent {
      case .large: maximum
      case .medium: Swift.min(medium, maximum)
      case .custom(let points): Swift.min(points, maximum)
      }
    }
    let detents = sheet.detents.isEmpty ? [SheetDetent.large] : sheet.detents
    var resting = sheet.selectedDetent ?? detents[0]
    if sheet.selectedDetent == nil {
      for detent in detents.dropFirst() where value(detent) < value(resting) { resting = detent }
    }
    return (resting, value(resting))
  }

  /// The `medium` detent's value: the version's fraction of the largest value, to the pixel
  /// (WEB-406, WEB-408).
  static func mediumValue(maximum: Double, fraction: Double, scale: Int) -> Double {
    let pixels = Double(Swift.max(scale, 1))
    return (maximum * fraction * pixels).rounded() / pixels
  }

  /// A sheet attached to the bottom between `x` and `x + width`, its large detent from `top`.
  private static func column(
    x: Double, width: Double, top: Double, _ sheet: SheetConfiguration, _ env: SheetEnvironment,
    _ metrics: PresentationMetrics
  ) -> SheetPlacement {
    let height = env.window.height
    let bottom = env.insets.bottom
    let maximum = Swift.max(0, height - top - bottom)
    let medium = mediumValue(
      maximum: maximum, fraction: metrics.mediumDetentFraction, scale: env.scale)
    let resting = restingDetent(sheet, maximum: maximum, medium: medium)
    let detent: SheetDetent? = sheet.isDefault ? nil : resting.detent
    guard resting.value < maximum else {
      return SheetPlacement(
        frame: Rect(x: x, y: top, width: width, height: height - top), kind: .bottomAttached,
        detent: detent)
    }
    let sheetHeight = resting.value + bottom
    guard metrics.floatsBelowLargeDetent, width > 2 * floatingInset else {
      return SheetPlacement(
        frame: Rect(x: x, y: height - sheetHeight, width: width, height: sheetHeight),
        kind: .bottomAttached, detent: detent)
    }
    let scale = (width - 2 * floatingInset) / width
    return SheetPlacement(
      frame: Rect(
        x: x + floatingInset, y: height - floatingInset - sheetHeight * scale,
        width: width * scale, height: sheetHeight * scale),
      kind: .floating, detent: detent)
  }

  /// An iPad form sheet: centred, 5 above the middle at its largest; a smaller detent keeps the
  /// bottom edge and carries no bottom inset (OU-088, WEB-408).
  private static func formSheet(
    _ sheet: SheetConfiguration, _ env: SheetEnvironment, _ metrics: PresentationMetrics
  ) -> SheetPlacement {
    let size = metrics.padFormSheetSize
    let medium = mediumValue(
      maximum: size.height, fraction: metrics.mediumDetentFraction, scale: env.scale)
    let resting = restingDetent(sheet, maximum: size.height, medium: medium)
    let largeY = (env.window.height - size.height - formSheetVerticalSlack) / 2
    return SheetPlacement(
      frame: Rect(
        x: (env.window.width - size.width) / 2, y: largeY + size.height - resting.value,
        width: size.width, height: resting.value),
      kind: .centred, detent: sheet.isDefault ? nil : resting.detent)
  }

  /// ``placement(style:sheet:environment:metrics:)``.
  package static let story = RuleStory(
    "the frame of its presentation style, device class and detent",
    sources: [
      "OU-085", "OU-086", "OU-088", "OU-089", "WEB-408", "WEB-851", "WEB-852",
      "docs/behaviour.md#sheets",
    ])
}
