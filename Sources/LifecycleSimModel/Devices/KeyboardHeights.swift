/// Software keyboard heights (the keyboard frame intersected with the window), used for
/// `showKeyboard { "height": "system" }`.
///
/// The variant is the default keyboard as iOS shows it out of the box: the English (US) layout
/// with the predictive (QuickType) bar on, on a device with no hardware keyboard. Apps read
/// this one unless the user turned predictions off (then the bar's 44–45 pt are missing: 216 on
/// a 375-wide phone, GT-299; 301 on an iPhone 11, WEB-102).
public struct KeyboardHeights: Sendable, Hashable {
  /// The height in portrait, in points.
  public var portrait: Double
  /// The height in landscape, in points.
  public var landscape: Double

  /// Creates the pair.
  public init(portrait: Double, landscape: Double) {
    self.portrait = portrait
    self.landscape = landscape
  }

  /// One measured screen class: a family, home button or home indicator, a portrait width.
  struct ScreenClass: Sendable {
    package var family: DeviceFamily
    var homeIndicator: Bool
    package var width: Double
    package var heights: KeyboardHeights
  }

  /// The measured screen classes, with their sources.
  ///
  /// The keys' area depends on the screen width (216 pt up to 375 pt wide, 226 from 414),
  /// the predictive bar adds 44–45, and a home-indicator iPhone adds a 75-pt row for the globe
  /// and dictation keys over the home indicator (335 = 216 + 44 + 75; 346 = 226 + 45 + 75).
  static let screenClasses: [ScreenClass] = [
    // Home-button iPhones, iOS 11–12: 320 wide 253/199, 375×667 260/200, 414×736 271/200
    // (WEB-101). The 26.5 probe of the SE (3rd generation) gives 260/206 (GT-293).
    ScreenClass(
      family: .phone, homeIndicator: false, width: 320,
      heights: KeyboardHeights(portrait: 253, landscape: 199)),
    ScreenClass(
      family: .phone, homeIndicator: false, width: 375,
      heights: KeyboardHeights(portrait: 260, landscape: 200)),
    ScreenClass(
      family: .phone, homeIndicator: false, width: 414,
      heights: KeyboardHeights(portrait: 271, landscape: 200)),
    // Home-indicator iPhones: 375×812 335/209, 414×896 346/209 (WEB-101); 430–440 wide and
    // the Air 345/208 (GT-292, 26.5 probe).
    ScreenClass(
      family: .phone, homeIndicator: true, width: 375,
      heights: KeyboardHeights(portrait: 335, landscape: 209)),
    ScreenClass(
      family: .phone, homeIndicator: true, width: 414,
      heights: KeyboardHeights(portrait: 346, landscape: 209)),
    ScreenClass(
      family: .phone, homeIndicator: true, width: 430,
      heights: KeyboardHeights(portrait: 345, landscape: 208)),
    // Home-button iPads: 768×1024 313/398 (WEB-101, printed in WEB-103), 1024×1366 378/471
    // (WEB-101).
    ScreenClass(
      family: .pad, homeIndicator: false, width: 768,
      heights: KeyboardHeights(portrait: 313, landscape: 398)),
    ScreenClass(
      family: .pad, homeIndicator: false, width: 1024,
      heights: KeyboardHeights(portrait: 378, landscape: 471)),
    // Face ID iPads, iPadOS 26.5 probe: 744 and 834 wide 340/428 (GT-295), 1024 and 1032 wide
    // 403/498 (GT-296).
    ScreenClass(
      family: .pad, homeIndicator: true, width: 834,
      heights: KeyboardHeights(portrait: 340, landscape: 428)),
    ScreenClass(
      family: .pad, homeIndicator: true, width: 1024,
      heights: KeyboardHeights(portrait: 403, landscape: 498)),
  ]

  /// The heights of a device no probe measured: those of the measured screen class of the
  /// same family and the same bottom (home button or home indicator) whose portrait width is
  /// closest, the narrower one on a tie (docs/behaviour.md#keyboard-heights; confidence L).
  ///
  /// ```swift
  /// KeyboardHeights.forScreenClass(family: .phone, width: 390, homeIndicator: true)
  /// // 335/209, the 375-wide class
  /// ```
  public static func forScreenClass(family: DeviceFamily, width: Double, homeIndicator: Bool)
    -> KeyboardHeights
  {
    var best: ScreenClass?
    for candidate in screenClasses
    where candidate.family == family && candidate.homeIndicator == homeIndicator {
      if let current = best,
        abs(current.width - width) <= abs(candidate.width - width)
      {
        continue
      }
      best = candidate
    }
    return best?.heights ?? KeyboardHeights(portrait: 0, landscape: 0)
  }
}
