import LifecycleSimCore

/// The device catalog of docs/behaviour.md#window-insets.
///
/// Each name of a docs/behaviour.md#window-insets row is its own ``Device``, spelt as Xcode's
/// simulator list spells it, with the row's source ids in ``Device/sources``. Names match ignoring
/// case, spaces, hyphens, parentheses and inch marks, "gen" stands for "generation" and "+" for
/// "Plus" (``normalizedName(_:)``), and common short forms are aliases:
///
/// ```swift
/// DeviceCatalog.device(named: "iphone se 3rd generation")?.name  // "iPhone SE (3rd generation)"
/// DeviceCatalog.device(named: "iPhone SE 3")?.name  // the same device, by its alias
/// DeviceCatalog.device(named: "iPad Air (5th gen)")?.name  // "iPad Air (5th generation)"
/// DeviceCatalog.device(named: "iPhone X")?.windowInsets(landscape: true, profile: 26)
/// // {0, 44, 20, 44}
/// ```
///
/// The window insets are the catalog's raw data: the profile-11 rule "window top 0 on devices
/// without a sensor housing" (docs/behaviour.md#window-insets, C4) and hiding the status bar are
/// applied by the engine, not here.
public enum DeviceCatalog {
  /// Every device, in the order of docs/behaviour.md#window-insets (each " / " name is its own
  /// entry).
  public static let devices: [Device] = iPhones + iPads

  /// The device whose name or alias matches after ``normalizedName(_:)``.
  ///
  /// ```swift
  /// DeviceCatalog.device(named: "iPad Pro (11-inch)")?.name
  /// // "iPad Pro (11-inch) (1st generation)"
  /// DeviceCatalog.device(named: "ipad pro 11 inch")?.name  // the same device
  /// DeviceCatalog.device(named: "iPhone 99")               // nil
  /// ```
  ///
  /// - Parameter name: A catalog name such as `"iPhone SE (3rd generation)"`, or an alias such
  ///   as `"iPhone SE 3"`.
  /// - Returns: The device, or `nil` when no name or alias matches.
  public static func device(named name: String) -> Device? {
    if let position = exactIndex[name] { return devices[position] }
    return index[normalizedName(name)].map { devices[$0] }
  }

  /// The normalised form used for matching: lowercased, "generation" shortened to "gen", "+"
  /// spelt "plus", without whitespace, hyphens (`-`, `‐`, `‑`), parentheses, inch marks (`"`,
  /// `″`) or the word "inch".
  ///
  /// ```swift
  /// DeviceCatalog.normalizedName("iPhone SE (3rd generation)")  // "iphonese3rdgen"
  /// DeviceCatalog.normalizedName("iPad Pro 12.9\" (3rd gen)")   // "ipadpro12.93rdgen"
  /// DeviceCatalog.normalizedName("iPhone 6+")                   // "iphone6plus"
  /// ```
  static func normalizedName(_ name: String) -> String {
    var characters = name.lowercased().filter {
      !$0.isWhitespace && !ignoredCharacters.contains($0)
    }
    characters = replacing("generation", with: "gen", in: characters)
    characters = replacing("+", with: "plus", in: characters)
    return replacing("inch", with: "", in: characters)
  }

  /// `text` with each occurrence of `target` replaced by `replacement`, left to right and
  /// without overlaps, comparing characters (what Foundation's `replacingOccurrences(of:with:)`
  /// gives on these names; FoundationEssentials, which the package imports on Linux, lacks it).
  private static func replacing(
    _ target: String, with replacement: String, in text: String
  ) -> String {
    let characters = Array(text)
    let pattern = Array(target)
    var result = ""
    var start = 0
    while start < characters.count {
      if characters.count - start >= pattern.count,
        characters[start..<start + pattern.count].elementsEqual(pattern)
      {
        result += replacement
        start += pattern.count
      } else {
        result.append(characters[start])
        start += 1
      }
    }
    return result
  }

  /// All names and aliases, for "did you mean" suggestions (catalog order).
  ///
  /// Each device contributes its name, then its aliases.
  public static var allNames: [String] {
    devices.flatMap { [$0.name] + $0.aliases }
  }

  /// Characters that ``normalizedName(_:)`` drops besides whitespace.
  private static let ignoredCharacters: Set<Character> = [
    "-", "\u{2010}", "\u{2011}", "(", ")", "\"", "\u{2033}",
  ]

  /// The position in ``devices`` of each name and alias as spelt, so that a catalog name is
  /// found without normalising anything; the first entry wins, as in ``index``, whose
  /// normalised names are all distinct, so both find the same device.
  private static let exactIndex: [String: Int] = {
    var index: [String: Int] = [:]
    for (position, device) in devices.enumerated() {
      for name in [device.name] + device.aliases where index[name] == nil {
        index[name] = position
      }
    }
    return index
  }()

  /// The position in ``devices`` of each normalised name and alias, built at the first name
  /// that is not spelt as the catalog spells it.
  ///
  /// The first entry wins; the tests check that no two entries share a normalised name.
  private static let index: [String: Int] = {
    var index: [String: Int] = [:]
    for (position, device) in devices.enumerated() {
      for name in [device.name] + device.aliases where index[normalizedName(name)] == nil {
        index[normalizedName(name)] = position
      }
    }
    return index
  }()
}

// MARK: - iPhones

// The supported iOS range throughout: first, the major version the model shipped with (Apple's
// product specifications); last, the newest major version it installs, open while iOS 27 still
// supports it: iPhones and iPod touch WEB-105 (first/max table), WEB-106 (the iOS 15 list),
// WEB-107 (26 drops the XS/XR), WEB-109 (27 drops no iPhone); iPads WEB-106, WEB-107 (26 drops
// the iPad (7th generation)), WEB-108 (first/max per iPad); no source lists the iPads 27 drops,
// so their ranges stay open as on 26. Confidence M.

extension DeviceCatalog {
  private static let iPhones: [Device] = [
    // Row "iPhone SE (1st generation)": 320×568 @2, portrait {20,0,0,0}, landscape {0,0,0,0},
    // status bar 20 (GT-030, GT-068). C4: the window top is 0 on profile 11 and 20 from 12; the
    // engine applies that rule, the data keeps {20,0,0,0} from profile 10. Scale: Apple spec.
    homeButtonPhone(
      "iPhone SE (1st generation)", aliases: ["iPhone SE", "iPhone SE 1", "iPhone SE (2016)"],
      points: Size(width: 320, height: 568), scale: 2, ios: SupportedIOS(9, 15),
      sources: "GT-030, GT-068; Apple spec (scale)"),

    // The other 4-inch devices share the SE (1st generation)'s 320×568 @2 panel and home button,
    // so its row: portrait {20,0,0,0}, landscape {0,0,0,0}, status bar 20 (GT-030, GT-068; C4).
    // Panel and scale: Apple spec; the iPod touch is a phone-idiom device. Ranges: WEB-105,
    // WEB-106.
    homeButtonPhone(
      "iPhone 5", points: Size(width: 320, height: 568), scale: 2, ios: SupportedIOS(6, 10),
      sources: fourInchSources),
    homeButtonPhone(
      "iPhone 5c", points: Size(width: 320, height: 568), scale: 2, ios: SupportedIOS(7, 10),
      sources: fourInchSources),
    homeButtonPhone(
      "iPhone 5s", points: Size(width: 320, height: 568), scale: 2, ios: SupportedIOS(7, 12),
      sources: fourInchSources),
    homeButtonPhone(
      "iPod touch (6th generation)", aliases: ["iPod touch 6", "iPod 6"],
      points: Size(width: 320, height: 568), scale: 2, ios: SupportedIOS(8, 12),
      sources: fourInchSources),
    homeButtonPhone(
      "iPod touch (7th generation)", aliases: ["iPod touch 7", "iPod 7"],
      points: Size(width: 320, height: 568), scale: 2, ios: SupportedIOS(12, 15),
      sources: fourInchSources),

    // The iPhone 6 has the 375×667 @2 panel of the 6s / 7 / 8 row below (GT-031, GT-036,
    // GT-068; C4). Panel and scale: Apple spec.
    homeButtonPhone(
      "iPhone 6", points: Size(width: 375, height: 667), scale: 2, ios: SupportedIOS(8, 12),
      sources: "GT-031, GT-036, GT-068; Apple spec (panel, scale); WEB-105"),

    // Row "iPhone 6s / 7 / 8": 375×667 @2, as above (GT-031, GT-036, GT-068; C4).
    // Scale: Apple spec.
    homeButtonPhone(
      "iPhone 6s", points: Size(width: 375, height: 667), scale: 2, ios: SupportedIOS(9, 15),
      sources: "GT-031, GT-036, GT-068; Apple spec (scale)"),
    homeButtonPhone(
      "iPhone 7", points: Size(width: 375, height: 667), scale: 2, ios: SupportedIOS(10, 15),
      sources: "GT-031, GT-036, GT-068; Apple spec (scale)"),
    homeButtonPhone(
      "iPhone 8", points: Size(width: 375, height: 667), scale: 2, ios: SupportedIOS(11, 16),
      sources: "GT-031, GT-036, GT-068; Apple spec (scale)"),

    // Row "iPhone 6s Plus / 7 Plus / 8 Plus": 414×736 @3, portrait {20,0,0,0}, landscape
    // {0,0,0,0}, status bar 20 (GT-031, GT-036). Scale: Apple spec.
    // The iPhone 6 Plus has the 414×736 @3 panel of the row below (GT-031, GT-036). Panel and
    // scale: Apple spec.
    homeButtonPhone(
      "iPhone 6 Plus", points: Size(width: 414, height: 736), scale: 3, ios: SupportedIOS(8, 12),
      sources: "GT-031, GT-036; Apple spec (panel, scale); WEB-105"),
    homeButtonPhone(
      "iPhone 6s Plus", points: Size(width: 414, height: 736), scale: 3, ios: SupportedIOS(9, 15),
      sources: "GT-031, GT-036; Apple spec (scale)"),
    homeButtonPhone(
      "iPhone 7 Plus", points: Size(width: 414, height: 736), scale: 3, ios: SupportedIOS(10, 15),
      sources: "GT-031, GT-036; Apple spec (scale)"),
    homeButtonPhone(
      "iPhone 8 Plus", points: Size(width: 414, height: 736), scale: 3, ios: SupportedIOS(11, 16),
      sources: "GT-031, GT-036; Apple spec (scale)"),

    // Row "iPhone SE (2nd generation) / iPhone SE (3rd generation)": 375×667 @2, portrait
    // {20,0,0,0}, landscape {0,0,0,0} also on 26, status bar 20 (GT-019, GT-020, GT-036).
    // C11: landscape top 0, not 20 (alt. GT-097). @2 for the 3rd generation is GT-019; the 2nd
    // generation's scale is an Apple spec. Keyboard of the 3rd generation: GT-293, OU-103.
    homeButtonPhone(
      "iPhone SE (2nd generation)", aliases: ["iPhone SE 2", "iPhone SE (2020)"],
      points: Size(width: 375, height: 667), scale: 2, ios: SupportedIOS(13),
      sources: "GT-019, GT-020, GT-036 · alt. landscape top 20 (GT-097); Apple spec (scale)"),
    homeButtonPhone(
      "iPhone SE (3rd generation)", aliases: ["iPhone SE 3", "iPhone SE (2022)"],
      points: Size(width: 375, height: 667), scale: 2, ios: SupportedIOS(15),
      keyboard: KeyboardHeights(portrait: 260, landscape: 206),
      sources: "GT-019, GT-020, GT-036 · alt. landscape top 20 (GT-097); keyboard GT-293, OU-103"),

    // Row "iPhone X / XS": 375×812 @3, portrait {44,0,34,0}, landscape {0,44,21,44}, status bar
    // 44. C8: landscape bottom 21 (≤ 18) and 20 (26), not pointfree's 24 (alt. GT-032).
    // Scale: Apple spec.
    housingPhone(
      "iPhone X", aliases: ["iPhone 10"], points: Size(width: 375, height: 812), scale: 3,
      cutout: .notch, ios: SupportedIOS(11, 16), top: [FromProfile(11, 44)],
      statusBar: [FromProfile(11, 44)],
      sources: "GT-037, GT-049, GT-066, GT-106, GT-110 · alt. landscape bottom 24 (GT-032); "
        + "Apple spec (scale)"),
    housingPhone(
      "iPhone XS", points: Size(width: 375, height: 812), scale: 3, cutout: .notch,
      ios: SupportedIOS(12, 18), top: [FromProfile(11, 44)], statusBar: [FromProfile(11, 44)],
      sources: "GT-037, GT-049, GT-066, GT-106, GT-110 · alt. landscape bottom 24 (GT-032); "
        + "Apple spec (scale)"),

    // Row "iPhone XS Max": 414×896 @3, portrait {44,0,34,0}, landscape {0,44,21,44}, status bar
    // 44 (GT-037, GT-049; C8). Scale: Apple spec.
    housingPhone(
      "iPhone XS Max", points: Size(width: 414, height: 896), scale: 3, cutout: .notch,
      ios: SupportedIOS(12, 18), top: [FromProfile(11, 44)], statusBar: [FromProfile(11, 44)],
      sources: "GT-037, GT-049; Apple spec (scale)"),

    // Row "iPhone XR": 414×896 @2, portrait top 44 (≤ 13) then 48 (≥ 14), landscape sides = top,
    // bottom 21, status bar 44 / 48. C5: XR/11 top 44 before 14, 48 from 14 (GT-078). C8, C9.
    // Xcode spells it "iPhone Xʀ" (small capital R), kept as an alias. Scale: Apple spec.
    housingPhone(
      "iPhone XR", aliases: ["iPhone Xʀ"], points: Size(width: 414, height: 896), scale: 2,
      cutout: .notch, ios: SupportedIOS(12, 18), top: [FromProfile(11, 44), FromProfile(14, 48)],
      statusBar: [FromProfile(11, 44), FromProfile(14, 48)],
      sources: "GT-032, GT-037, GT-078, GT-053; Apple spec (scale)"),

    // Row "iPhone 11": 414×896 @2, as the XR: portrait {44,0,34,0} (13), {48,0,34,0} (≥ 14),
    // landscape {0,48,21,48}, status bar 44 / 48. C5 (GT-078). C9: sides = portrait top, not the
    // swapped 44 of SwiftUI-Simulator (alt. GT-057). Scale: Apple spec.
    housingPhone(
      "iPhone 11", points: Size(width: 414, height: 896), scale: 2, cutout: .notch,
      ios: SupportedIOS(13), top: [FromProfile(11, 44), FromProfile(14, 48)],
      statusBar: [FromProfile(11, 44), FromProfile(14, 48)],
      sources: "GT-038, GT-048, GT-078 · alt. landscape 44 (GT-057); Apple spec (scale)"),

    // Row "iPhone 11 Pro": 375×812 @3, portrait {44,0,34,0}, landscape {0,44,21,44}, status bar
    // 44. C9: sides = portrait top, not 48 (alt. GT-056). C8. Scale: Apple spec.
    housingPhone(
      "iPhone 11 Pro", points: Size(width: 375, height: 812), scale: 3, cutout: .notch,
      ios: SupportedIOS(13), top: [FromProfile(11, 44)], statusBar: [FromProfile(11, 44)],
      sources: "GT-037, GT-049 · alt. landscape 48 (GT-056); Apple spec (scale)"),

    // Row "iPhone 11 Pro Max": 414×896 @3, portrait {44,0,34,0}, landscape {0,44,21,44}, status
    // bar 44 (GT-037, GT-049, GT-058, GT-085; C8). Scale: Apple spec.
    housingPhone(
      "iPhone 11 Pro Max", points: Size(width: 414, height: 896), scale: 3, cutout: .notch,
      ios: SupportedIOS(13), top: [FromProfile(11, 44)], statusBar: [FromProfile(11, 44)],
      sources: "GT-037, GT-049, GT-058, GT-085; Apple spec (scale)"),

    // Row "iPhone 12 mini / 13 mini": 375×812 @3, portrait {50,0,34,0}, landscape {0,50,21,50},
    // status bar 44 (≤ 14) then 50 (≥ 15). C6: inset 50 (simulator log GT-077), not the
    // hand-written 44 (GT-061, GT-087) or 47 (GT-090); status bar 44 before 15, 50 from 15. C8.
    // Scale: Apple spec.
    housingPhone(
      "iPhone 12 mini", points: Size(width: 375, height: 812), scale: 3, cutout: .notch,
      ios: SupportedIOS(14), top: [FromProfile(11, 50)],
      statusBar: [FromProfile(11, 44), FromProfile(15, 50)],
      sources: "GT-040, GT-047, GT-055, GT-077 (log) · alt. 44 (GT-061, GT-087), 47 (GT-090); "
        + "Apple spec (scale)"),
    housingPhone(
      "iPhone 13 mini", points: Size(width: 375, height: 812), scale: 3, cutout: .notch,
      ios: SupportedIOS(15), top: [FromProfile(11, 50)],
      statusBar: [FromProfile(11, 44), FromProfile(15, 50)],
      sources: "GT-040, GT-047, GT-055, GT-077 (log) · alt. 44 (GT-061, GT-087), 47 (GT-090); "
        + "Apple spec (scale)"),

    // Row "iPhone 12 / 12 Pro / 13 / 13 Pro / 14": 390×844 @3, portrait {47,0,34,0}, landscape
    // {0,47,21,47}, status bar 47. C8. Scale: Apple spec.
    housingPhone(
      "iPhone 12", points: Size(width: 390, height: 844), scale: 3, cutout: .notch,
      ios: SupportedIOS(14), top: [FromProfile(11, 47)], statusBar: [FromProfile(11, 47)],
      sources: iPhone12Sources),
    housingPhone(
      "iPhone 12 Pro", points: Size(width: 390, height: 844), scale: 3, cutout: .notch,
      ios: SupportedIOS(14), top: [FromProfile(11, 47)], statusBar: [FromProfile(11, 47)],
      sources: iPhone12Sources),
    housingPhone(
      "iPhone 13", points: Size(width: 390, height: 844), scale: 3, cutout: .notch,
      ios: SupportedIOS(15), top: [FromProfile(11, 47)], statusBar: [FromProfile(11, 47)],
      sources: iPhone12Sources),
    housingPhone(
      "iPhone 13 Pro", points: Size(width: 390, height: 844), scale: 3, cutout: .notch,
      ios: SupportedIOS(15), top: [FromProfile(11, 47)], statusBar: [FromProfile(11, 47)],
      sources: iPhone12Sources),
    housingPhone(
      "iPhone 14", points: Size(width: 390, height: 844), scale: 3, cutout: .notch,
      ios: SupportedIOS(16), top: [FromProfile(11, 47)], statusBar: [FromProfile(11, 47)],
      sources: iPhone12Sources),

    // Row "iPhone 12 Pro Max / 13 Pro Max / 14 Plus": 428×926 @3, portrait {47,0,34,0},
    // landscape {0,47,21,47}, status bar 47. C7: the 428×926 panel is the 47 class, so 47, not
    // 44 for the 12 Pro Max (alt. GT-088) and not 59 for the 14 Plus (alt. GT-061). C8.
    // Scale: Apple spec.
    housingPhone(
      "iPhone 12 Pro Max", points: Size(width: 428, height: 926), scale: 3, cutout: .notch,
      ios: SupportedIOS(14), top: [FromProfile(11, 47)], statusBar: [FromProfile(11, 47)],
      sources: iPhone12ProMaxSources),
    housingPhone(
      "iPhone 13 Pro Max", points: Size(width: 428, height: 926), scale: 3, cutout: .notch,
      ios: SupportedIOS(15), top: [FromProfile(11, 47)], statusBar: [FromProfile(11, 47)],
      sources: iPhone12ProMaxSources),
    housingPhone(
      "iPhone 14 Plus", points: Size(width: 428, height: 926), scale: 3, cutout: .notch,
      ios: SupportedIOS(16), top: [FromProfile(11, 47)], statusBar: [FromProfile(11, 47)],
      sources: iPhone12ProMaxSources),

    // Row "iPhone 14 Pro / 15 / 15 Pro / 16": 393×852 @3, portrait {59,0,34,0}, landscape
    // {0,59,21,59} (≤ 18) and {0,59,20,59} (26), status bar 54, Dynamic Island. C7: the
    // 393-wide panel is DI, so the iPhone 15 is 59, not 47 (alt. GT-045). C8. @3 is sourced for
    // the 14 Pro (GT-065, pixels) and the 16 (GT-001); the 15 and 15 Pro: Apple spec.
    housingPhone(
      "iPhone 14 Pro", points: Size(width: 393, height: 852), scale: 3, cutout: .dynamicIsland,
      ios: SupportedIOS(16), top: [FromProfile(11, 59)], statusBar: [FromProfile(11, 54)],
      sources: iPhone14ProSources),
    housingPhone(
      "iPhone 15", points: Size(width: 393, height: 852), scale: 3, cutout: .dynamicIsland,
      ios: SupportedIOS(17), top: [FromProfile(11, 59)], statusBar: [FromProfile(11, 54)],
      sources: iPhone14ProSources + "; Apple spec (scale)"),
    housingPhone(
      "iPhone 15 Pro", points: Size(width: 393, height: 852), scale: 3, cutout: .dynamicIsland,
      ios: SupportedIOS(17), top: [FromProfile(11, 59)], statusBar: [FromProfile(11, 54)],
      sources: iPhone14ProSources + "; Apple spec (scale)"),
    housingPhone(
      "iPhone 16", points: Size(width: 393, height: 852), scale: 3, cutout: .dynamicIsland,
      ios: SupportedIOS(18), top: [FromProfile(11, 59)], statusBar: [FromProfile(11, 54)],
      sources: iPhone14ProSources),

    // Row "iPhone 14 Pro Max / 15 Plus / 15 Pro Max / 16 Plus": 430×932 @3, as above: portrait
    // {59,0,34,0}, landscape {0,59,21,59} / 26 {0,59,20,59}, status bar 54. C7: the 15 Plus is
    // 59, not 47 (alt. GT-045). C8. @3 is sourced for the 16 Plus (GT-003); the others: Apple
    // spec. Keyboard of the 16 Plus: GT-292.
    housingPhone(
      "iPhone 14 Pro Max", points: Size(width: 430, height: 932), scale: 3,
      cutout: .dynamicIsland, ios: SupportedIOS(16), top: [FromProfile(11, 59)],
      statusBar: [FromProfile(11, 54)], sources: iPhone14ProMaxSources + "; Apple spec (scale)"),
    housingPhone(
      "iPhone 15 Plus", points: Size(width: 430, height: 932), scale: 3,
      cutout: .dynamicIsland, ios: SupportedIOS(17), top: [FromProfile(11, 59)],
      statusBar: [FromProfile(11, 54)], sources: iPhone14ProMaxSources + "; Apple spec (scale)"),
    housingPhone(
      "iPhone 15 Pro Max", points: Size(width: 430, height: 932), scale: 3,
      cutout: .dynamicIsland, ios: SupportedIOS(17), top: [FromProfile(11, 59)],
      statusBar: [FromProfile(11, 54)], sources: iPhone14ProMaxSources + "; Apple spec (scale)"),
    housingPhone(
      "iPhone 16 Plus", points: Size(width: 430, height: 932), scale: 3,
      cutout: .dynamicIsland, ios: SupportedIOS(18), top: [FromProfile(11, 59)],
      statusBar: [FromProfile(11, 54)], keyboard: KeyboardHeights(portrait: 345, landscape: 208),
      sources: iPhone14ProMaxSources + "; keyboard GT-292"),

    // Row "iPhone 16 Pro / 17 / 17 Pro": 402×874 @3, portrait {62,0,34,0}, landscape
    // {0,62,21,62} (≤ 18) and {0,62,20,62} (26), status bar 54 (L: no source measures it). C7:
    // PovioKit's 62 (GT-062) was a 16 Pro. C8. @3 is sourced (GT-005, GT-009, GT-011, GT-063).
    housingPhone(
      "iPhone 16 Pro", points: Size(width: 402, height: 874), scale: 3, cutout: .dynamicIsland,
      ios: SupportedIOS(18), top: [FromProfile(11, 62)], statusBar: [FromProfile(11, 54)],
      sources: iPhone16ProSources),
    housingPhone(
      "iPhone 17", points: Size(width: 402, height: 874), scale: 3, cutout: .dynamicIsland,
      ios: SupportedIOS(26), top: [FromProfile(11, 62)], statusBar: [FromProfile(11, 54)],
      sources: iPhone16ProSources),
    housingPhone(
      "iPhone 17 Pro", points: Size(width: 402, height: 874), scale: 3, cutout: .dynamicIsland,
      ios: SupportedIOS(26), top: [FromProfile(11, 62)], statusBar: [FromProfile(11, 54)],
      sources: iPhone16ProSources),

    // Row "iPhone 16 Pro Max / 17 Pro Max": 440×956 @3, as above: portrait {62,0,34,0},
    // landscape {0,62,21,62} / 26 {0,62,20,62}, status bar 54 (L). C8. @3 is sourced (GT-007,
    // GT-013). Keyboard: GT-292.
    housingPhone(
      "iPhone 16 Pro Max", points: Size(width: 440, height: 956), scale: 3,
      cutout: .dynamicIsland, ios: SupportedIOS(18), top: [FromProfile(11, 62)],
      statusBar: [FromProfile(11, 54)], keyboard: KeyboardHeights(portrait: 345, landscape: 208),
      sources: iPhone16ProMaxSources),
    housingPhone(
      "iPhone 17 Pro Max", points: Size(width: 440, height: 956), scale: 3,
      cutout: .dynamicIsland, ios: SupportedIOS(26), top: [FromProfile(11, 62)],
      statusBar: [FromProfile(11, 54)], keyboard: KeyboardHeights(portrait: 345, landscape: 208),
      sources: iPhone16ProMaxSources),

    // Row "iPhone Air": 420×912 @3, portrait {68,0,34,0}, landscape {0,68,20,68} (probed on 26;
    // bottom 21 on ≤ 18 by the docs/behaviour.md#window-insets note, C8), status bar 54 (L). The
    // 26.5 probe's 68 wins over the older 62 (alt. GT-027). @3 is sourced (GT-017). Keyboard:
    // GT-292.
    housingPhone(
      "iPhone Air", points: Size(width: 420, height: 912), scale: 3, cutout: .dynamicIsland,
      ios: SupportedIOS(26), top: [FromProfile(11, 68)], statusBar: [FromProfile(11, 54)],
      keyboard: KeyboardHeights(portrait: 345, landscape: 208),
      sources: "GT-017, GT-018, GT-095 · alt. 62 (GT-027); keyboard GT-292"),

    // iPhone 16e: 390×844 @3, a notch (the iPhone 14 chassis), portrait {47,0,34,0}, landscape
    // {0,47,21,47}, probed in the simulator (WEB-104): the 17e row's values (GT-015, GT-016),
    // with bottom 20 on 26 by C8. Status bar 47 as the 390-wide notch class.
    housingPhone(
      "iPhone 16e", points: Size(width: 390, height: 844), scale: 3, cutout: .notch,
      ios: SupportedIOS(18), top: [FromProfile(11, 47)], statusBar: [FromProfile(11, 47)],
      sources: "WEB-104, GT-015, GT-016"),

    // Row "iPhone 17e": 390×844 @3, portrait {47,0,34,0}, landscape {0,47,20,47} (probed on 26;
    // bottom 21 on ≤ 18 by the docs/behaviour.md#window-insets note, C8), status bar 47, notch. @3
    // is sourced (GT-015).
    housingPhone(
      "iPhone 17e", points: Size(width: 390, height: 844), scale: 3, cutout: .notch,
      ios: SupportedIOS(26), top: [FromProfile(11, 47)], statusBar: [FromProfile(11, 47)],
      sources: "GT-015, GT-016"),

    // iPhone 18 Pro / 18 Pro Max (iOS 27.0): the screens are sourced, 402×874 @3 (WEB-110) and
    // 440×956 @3 (WEB-111), the 16 Pro / 17 Pro and 16 Pro Max / 17 Pro Max panels. No source
    // measures their window insets or status bar, so the row is the 17 Pro's and 17 Pro Max's,
    // unverified: portrait {62,0,34,0}, landscape {0,62,20,62}, status bar 54, Dynamic Island.
    // The 18 Pro Max's keyboard is its screen class's, not the 17 Pro Max's measurement (GT-292).
    housingPhone(
      "iPhone 18 Pro", points: Size(width: 402, height: 874), scale: 3, cutout: .dynamicIsland,
      ios: SupportedIOS(27), top: [FromProfile(11, 62)], statusBar: [FromProfile(11, 54)],
      sources: "WEB-110 (screen) · insets and status bar as the iPhone 17 Pro: "
        + iPhone16ProSources,
      unverified: "iPhone 18 Pro: the window insets and status bar are the iPhone 17 Pro's; "
        + "only the screen is sourced (WEB-110)"),
    housingPhone(
      "iPhone 18 Pro Max", points: Size(width: 440, height: 956), scale: 3,
      cutout: .dynamicIsland, ios: SupportedIOS(27), top: [FromProfile(11, 62)],
      statusBar: [FromProfile(11, 54)],
      sources: "WEB-111 (screen) · insets and status bar as the iPhone 17 Pro Max: GT-007, "
        + "GT-008, GT-013, GT-014, GT-043, GT-094, GT-096",
      unverified: "iPhone 18 Pro Max: the window insets and status bar are the iPhone 17 Pro "
        + "Max's; only the screen is sourced (WEB-111)"),
  ]

  private static let fourInchSources =
    "GT-030, GT-068 (the SE (1st generation) row); Apple spec (panel, scale); WEB-105"
  private static let iPhone12Sources =
    "GT-033, GT-039, GT-046, GT-083, GT-084, GT-089, GT-271, seed004; Apple spec (scale)"
  private static let iPhone12ProMaxSources =
    "GT-033, GT-039, GT-046, GT-058, GT-083, GT-091 · alt. 44 (GT-088); 14 Plus as 59 (GT-061); "
    + "Apple spec (scale)"
  private static let iPhone14ProSources =
    "GT-001, GT-002, GT-044, GT-064 (log), GT-065, GT-092, GT-093 · alt. iPhone 15 at 47 (GT-045)"
  private static let iPhone14ProMaxSources =
    "GT-003, GT-004, GT-044, GT-092 · alt. 15 Plus at 47 (GT-045)"
  private static let iPhone16ProSources =
    "GT-005, GT-006, GT-009–012, GT-043, GT-062, GT-063 (log), GT-094, GT-028"
  private static let iPhone16ProMaxSources =
    "GT-007, GT-008, GT-013, GT-014, GT-043, GT-094, GT-096; keyboard GT-292"
}

// MARK: - iPads

extension DeviceCatalog {
  private static let iPads: [Device] = [
    // Row "iPad (5th–6th) / iPad Air (1st–2nd) / iPad mini (2nd–5th) / iPad Pro 9.7-inch":
    // 768×1024 @2, {20,0,0,0} in both orientations, status bar 20 (GT-034, GT-041, GT-067).
    // C4: window top 0 on profile 11, 20 from 12 (applied by the engine). Profile 26 keeps
    // {20,0,0,0} (no probe, L). Scale: Apple spec.
    // The iPad (4th generation) has the same 768×1024 @2 panel and home button (GT-034, GT-041,
    // GT-067). Panel: Apple spec. Range: WEB-108.
    homeButtonPad(
      "iPad (4th generation)", aliases: ["iPad 4", "iPad Retina"],
      points: Size(width: 768, height: 1024), ios: SupportedIOS(6, 10), sources: iPad5Sources),
    homeButtonPad(
      "iPad (5th generation)", aliases: ["iPad 5"], points: Size(width: 768, height: 1024),
      ios: SupportedIOS(10, 16), sources: iPad5Sources),
    homeButtonPad(
      "iPad (6th generation)", aliases: ["iPad 6"], points: Size(width: 768, height: 1024),
      ios: SupportedIOS(11, 17), sources: iPad5Sources),
    homeButtonPad(
      "iPad Air", aliases: ["iPad Air (1st generation)", "iPad Air 1"],
      points: Size(width: 768, height: 1024), ios: SupportedIOS(7, 12), sources: iPad5Sources),
    homeButtonPad(
      "iPad Air 2", aliases: ["iPad Air (2nd generation)"],
      points: Size(width: 768, height: 1024), ios: SupportedIOS(8, 15), sources: iPad5Sources),
    homeButtonPad(
      "iPad mini 2", aliases: ["iPad mini (2nd generation)"],
      points: Size(width: 768, height: 1024), ios: SupportedIOS(7, 12), sources: iPad5Sources),
    homeButtonPad(
      "iPad mini 3", aliases: ["iPad mini (3rd generation)"],
      points: Size(width: 768, height: 1024), ios: SupportedIOS(8, 12), sources: iPad5Sources),
    homeButtonPad(
      "iPad mini 4", aliases: ["iPad mini (4th generation)"],
      points: Size(width: 768, height: 1024), ios: SupportedIOS(9, 15), sources: iPad5Sources),
    homeButtonPad(
      "iPad mini (5th generation)", aliases: ["iPad mini 5"],
      points: Size(width: 768, height: 1024), ios: SupportedIOS(12), sources: iPad5Sources),
    homeButtonPad(
      "iPad Pro (9.7-inch)", points: Size(width: 768, height: 1024),
      ios: SupportedIOS(9, 16), sources: iPad5Sources),

    // Row "iPad (7th–9th)": 810×1080 @2, {20,0,0,0} in both orientations, status bar 20
    // (GT-034, GT-060, GT-098). 26 as above (L). Scale: Apple spec.
    homeButtonPad(
      "iPad (7th generation)", aliases: ["iPad 7"], points: Size(width: 810, height: 1080),
      ios: SupportedIOS(13, 18), sources: "GT-034, GT-060, GT-098; Apple spec (scale)"),
    homeButtonPad(
      "iPad (8th generation)", aliases: ["iPad 8"], points: Size(width: 810, height: 1080),
      ios: SupportedIOS(14), sources: "GT-034, GT-060, GT-098; Apple spec (scale)"),
    homeButtonPad(
      "iPad (9th generation)", aliases: ["iPad 9"], points: Size(width: 810, height: 1080),
      ios: SupportedIOS(15), sources: "GT-034, GT-060, GT-098; Apple spec (scale)"),

    // Row "iPad Pro 10.5-inch / iPad Air (3rd)": 834×1112 @2, {20,0,0,0} in both orientations
    // (0 on 11.4: C4, applied by the engine), status bar 20 (GT-034, GT-060, GT-067 log).
    // C12: 834×1112, not the 11-inch size 834×1194 that a HIG row repeats. Scale: Apple spec.
    homeButtonPad(
      "iPad Pro (10.5-inch)", points: Size(width: 834, height: 1112),
      ios: SupportedIOS(10, 17), sources: "GT-034, GT-060, GT-067 (log); Apple spec (scale)"),
    homeButtonPad(
      "iPad Air (3rd generation)", aliases: ["iPad Air 3"],
      points: Size(width: 834, height: 1112), ios: SupportedIOS(12),
      sources: "GT-034, GT-060, GT-067 (log); Apple spec (scale)"),

    // Row "iPad Pro 12.9-inch (1st–2nd)": 1024×1366 @2, {20,0,0,0} in both orientations, status
    // bar 20 (GT-034, GT-101). 26 as above (L). Scale: Apple spec. Older Xcode versions
    // called the 1st generation "iPad Pro (12.9-inch)", kept as an alias with "iPad Pro 12.9".
    homeButtonPad(
      "iPad Pro (12.9-inch) (1st generation)", aliases: ["iPad Pro (12.9-inch)"],
      points: Size(width: 1024, height: 1366), ios: SupportedIOS(9, 16),
      sources: "GT-034, GT-101; Apple spec (scale)"),
    homeButtonPad(
      "iPad Pro (12.9-inch) (2nd generation)", points: Size(width: 1024, height: 1366),
      ios: SupportedIOS(10, 17), sources: "GT-034, GT-101; Apple spec (scale)"),

    // Row "iPad Pro 11-inch (1st–4th)": 834×1194 @2, {24,0,20,0} in both orientations, status bar
    // 24, rounded corners. C10: 24/20 on 12–18 and 32/25 on 26 (the docs/behaviour.md#ios-versions
    // profile-26 iPad insets), no side insets; not the stale {20,0,0,0} (alt. GT-100). Scale: Apple
    // spec. Older Xcode versions called the 1st generation "iPad Pro (11-inch)" (the example of
    // docs/scenario-format.md#top-level-keys), kept as an alias with "iPad Pro 11".
    roundedCornerPad(
      "iPad Pro (11-inch) (1st generation)", aliases: ["iPad Pro (11-inch)"],
      points: Size(width: 834, height: 1194), ios: SupportedIOS(12), sources: iPadPro11Sources),
    roundedCornerPad(
      "iPad Pro (11-inch) (2nd generation)", points: Size(width: 834, height: 1194),
      ios: SupportedIOS(13), sources: iPadPro11Sources),
    roundedCornerPad(
      "iPad Pro (11-inch) (3rd generation)", points: Size(width: 834, height: 1194),
      ios: SupportedIOS(14), sources: iPadPro11Sources),
    roundedCornerPad(
      "iPad Pro (11-inch) (4th generation)", points: Size(width: 834, height: 1194),
      ios: SupportedIOS(16), sources: iPadPro11Sources),

    // Row "iPad Pro 12.9-inch (3rd–6th)": 1024×1366 @2, {24,0,20,0} in both orientations,
    // status bar 24 (GT-042, GT-059, GT-101). C10 as above (32/25 on 26). Scale: Apple spec.
    roundedCornerPad(
      "iPad Pro (12.9-inch) (3rd generation)", points: Size(width: 1024, height: 1366),
      ios: SupportedIOS(12), sources: "GT-042, GT-059, GT-101; Apple spec (scale)"),
    roundedCornerPad(
      "iPad Pro (12.9-inch) (4th generation)", points: Size(width: 1024, height: 1366),
      ios: SupportedIOS(13), sources: "GT-042, GT-059, GT-101; Apple spec (scale)"),
    roundedCornerPad(
      "iPad Pro (12.9-inch) (5th generation)", points: Size(width: 1024, height: 1366),
      ios: SupportedIOS(14), sources: "GT-042, GT-059, GT-101; Apple spec (scale)"),
    roundedCornerPad(
      "iPad Pro (12.9-inch) (6th generation)", points: Size(width: 1024, height: 1366),
      ios: SupportedIOS(16), sources: "GT-042, GT-059, GT-101; Apple spec (scale)"),

    // Row "iPad Air (4th–5th) / iPad (10th) / iPad (A16) / iPad Air 11-inch (M2/M4)": 820×1180
    // @2, ≤ 18 {24,0,20,0}, 26 {32,0,25,0}, the same in landscape, status bar 24 / 32 (GT-021,
    // GT-022, GT-059). C10: not the {20,0,0,0} of a hand-written table (alt. GT-099). @2 is
    // sourced for the iPad (10th), iPad (A16) and Air 11-inch (GT-021, GT-022); the Air (4th)
    // and (5th): Apple spec.
    roundedCornerPad(
      "iPad Air (4th generation)", aliases: ["iPad Air 4"],
      points: Size(width: 820, height: 1180), ios: SupportedIOS(14),
      sources: iPadAir4Sources + "; Apple spec (scale)"),
    roundedCornerPad(
      "iPad Air (5th generation)", aliases: ["iPad Air 5"],
      points: Size(width: 820, height: 1180), ios: SupportedIOS(15),
      sources: iPadAir4Sources + "; Apple spec (scale)"),
    roundedCornerPad(
      "iPad (10th generation)", aliases: ["iPad 10"], points: Size(width: 820, height: 1180),
      ios: SupportedIOS(16), sources: iPadAir4Sources),
    roundedCornerPad(
      "iPad (A16)", aliases: ["iPad (11th generation)", "iPad 11"],
      points: Size(width: 820, height: 1180), ios: SupportedIOS(18), sources: iPadAir4Sources),
    roundedCornerPad(
      "iPad Air 11-inch (M2)", points: Size(width: 820, height: 1180), ios: SupportedIOS(17),
      sources: iPadAir4Sources),
    // The iPad Air 11-inch (M3) has the panel of the M2 and M4 (Apple spec), so this row.
    roundedCornerPad(
      "iPad Air 11-inch (M3)", points: Size(width: 820, height: 1180), ios: SupportedIOS(18),
      sources: iPadAir4Sources),
    roundedCornerPad(
      "iPad Air 11-inch (M4)", points: Size(width: 820, height: 1180), ios: SupportedIOS(26),
      sources: iPadAir4Sources),

    // Row "iPad mini (6th) / iPad mini (A17 Pro)": 744×1133 @2, ≤ 18 {24,0,20,0}, 26
    // {32,0,25,0}, the same in landscape, status bar 24 / 32 (GT-024, GT-059). C10: not the
    // older probe's {24,0,25,0} (alt. GT-028). @2 is sourced for the A17 Pro (GT-024); the 6th
    // generation: Apple spec. Keyboard of the A17 Pro: GT-295.
    roundedCornerPad(
      "iPad mini (6th generation)", aliases: ["iPad mini 6"],
      points: Size(width: 744, height: 1133), ios: SupportedIOS(15),
      sources: "GT-024, GT-059 · alt. {24,0,25,0} (GT-028); Apple spec (scale)"),
    roundedCornerPad(
      "iPad mini (A17 Pro)", aliases: ["iPad mini (7th generation)", "iPad mini 7"],
      points: Size(width: 744, height: 1133), ios: SupportedIOS(18),
      keyboard: KeyboardHeights(portrait: 340, landscape: 428),
      sources: "GT-024, GT-059 · alt. {24,0,25,0} (GT-028); keyboard GT-295"),

    // Row "iPad Air 13-inch (M2/M4)": 1024×1366 @2, 26 {32,0,25,0}, the same in landscape,
    // status bar 32 (GT-023, @2 sourced). The row gives no ≤ 18 value; the Face ID iPad rule of
    // C10 gives {24,0,20,0} and status bar 24 there, as for the 12.9-inch panel of the same size.
    // Keyboard: GT-296.
    roundedCornerPad(
      "iPad Air 13-inch (M2)", points: Size(width: 1024, height: 1366), ios: SupportedIOS(17),
      keyboard: KeyboardHeights(portrait: 403, landscape: 498),
      sources: "GT-023; keyboard GT-296"),
    // The iPad Air 13-inch (M3) has the panel of the M2 and M4 (Apple spec), so this row.
    roundedCornerPad(
      "iPad Air 13-inch (M3)", points: Size(width: 1024, height: 1366), ios: SupportedIOS(18),
      sources: "GT-023"),
    roundedCornerPad(
      "iPad Air 13-inch (M4)", points: Size(width: 1024, height: 1366), ios: SupportedIOS(26),
      keyboard: KeyboardHeights(portrait: 403, landscape: 498),
      sources: "GT-023; keyboard GT-296"),

    // Row "iPad Pro 11-inch (M4/M5)": 834×1210 @2, ≤ 18 {24,0,20,0}, 26 {32,0,25,0}, the same in
    // landscape, status bar 24 / 32 (GT-025, GT-028; @2 sourced). C10: no side insets in
    // landscape (alt. {0,24,20,24}, GT-102). Keyboard: GT-295.
    roundedCornerPad(
      "iPad Pro 11-inch (M4)", points: Size(width: 834, height: 1210), ios: SupportedIOS(17),
      keyboard: KeyboardHeights(portrait: 340, landscape: 428),
      sources: "GT-025, GT-028 · alt. landscape {0,24,20,24} (GT-102); keyboard GT-295"),
    roundedCornerPad(
      "iPad Pro 11-inch (M5)", points: Size(width: 834, height: 1210), ios: SupportedIOS(26),
      keyboard: KeyboardHeights(portrait: 340, landscape: 428),
      sources: "GT-025, GT-028 · alt. landscape {0,24,20,24} (GT-102); keyboard GT-295"),

    // Row "iPad Pro 13-inch (M4/M5)": 1032×1376 @2, ≤ 18 {24,0,20,0}, 26 {32,0,25,0}, the same
    // in landscape, status bar 24 / 32 (GT-026; @2 sourced). C10: no side insets (alt. GT-102).
    // Keyboard: GT-296.
    roundedCornerPad(
      "iPad Pro 13-inch (M4)", points: Size(width: 1032, height: 1376), ios: SupportedIOS(17),
      keyboard: KeyboardHeights(portrait: 403, landscape: 498),
      sources: "GT-026 · alt. GT-102; keyboard GT-296"),
    roundedCornerPad(
      "iPad Pro 13-inch (M5)", points: Size(width: 1032, height: 1376), ios: SupportedIOS(26),
      keyboard: KeyboardHeights(portrait: 403, landscape: 498),
      sources: "GT-026 · alt. GT-102; keyboard GT-296"),
  ]

  private static let iPad5Sources = "GT-034, GT-041, GT-067; Apple spec (scale)"
  private static let iPadPro11Sources =
    "GT-035, GT-042, GT-050, GT-059 · alt. {20,0,0,0} (GT-100); Apple spec (scale)"
  private static let iPadAir4Sources = "GT-021, GT-022, GT-059 · alt. {20,0,0,0} (GT-099)"
}

// MARK: - Row shapes (docs/behaviour.md#window-insets)

extension DeviceCatalog {
  /// The profile that changed the window insets: notched landscape bottom 20, Face ID iPads
  /// `{32,0,25,0}`.
  private static let profile26 = 26

  /// An iPhone with a home button.
  ///
  /// Portrait is `{20,0,0,0}` (the status bar), landscape `{0,0,0,0}` (the system hides the
  /// status bar, C11), status bar 20, from profile 10 on and unchanged on 26.
  private static func homeButtonPhone(
    _ name: String, aliases: [String] = [], points: Size, scale: Int, ios: SupportedIOS,
    keyboard: KeyboardHeights? = nil, sources: String
  ) -> Device {
    Device(
      name: name, aliases: aliases, family: .phone, portraitSize: points, scale: scale,
      cutout: .none, supportedIOS: ios,
      portraitInsets: [FromProfile(10, EdgeInsets(top: 20))],
      landscapeInsets: [FromProfile(10, .zero)], statusBarHeight: [FromProfile(10, 20)],
      keyboardHeights: keyboard, sources: sources)
  }

  /// An iPhone with a sensor housing (docs/behaviour.md#window-insets "Landscape of an iPhone", C8,
  /// C9).
  ///
  /// `top` is the portrait top inset per profile, `t`: portrait is `{t,0,34,0}`, and landscape is
  /// `{0,t,21,t}`, both sides equal to the portrait top, with bottom 20 from profile 26 on. The
  /// lists start where `top` starts (profile 11); `statusBar` is passed through.
  private static func housingPhone(
    _ name: String, aliases: [String] = [], points: Size, scale: Int, cutout: Cutout,
    ios: SupportedIOS, top: [FromProfile<Double>], statusBar: [FromProfile<Double>],
    keyboard: KeyboardHeights? = nil, sources: String, unverified: String? = nil
  ) -> Device {
    let portrait = top.map { FromProfile($0.fromProfile, EdgeInsets(top: $0.value, bottom: 34)) }
    let changes = Set(top.map(\.fromProfile) + [profile26]).sorted()
    let landscape = changes.map { profile in
      let side = top.value(for: profile, otherwise: 0)
      let bottom: Double = profile >= profile26 ? 20 : 21
      return FromProfile(profile, EdgeInsets(top: 0, left: side, bottom: bottom, right: side))
    }
    return Device(
      name: name, aliases: aliases, family: .phone, portraitSize: points, scale: scale,
      cutout: cutout, supportedIOS: ios, portraitInsets: portrait,
      landscapeInsets: landscape, statusBarHeight: statusBar, keyboardHeights: keyboard,
      sources: sources, unverified: unverified)
  }

  /// An iPad with a home button, @2.
  ///
  /// Insets are `{20,0,0,0}` in both orientations (the status bar stays), status bar 20, from
  /// profile 10 on and unchanged on 26 (no probe, L).
  private static func homeButtonPad(
    _ name: String, aliases: [String] = [], points: Size, ios: SupportedIOS, sources: String
  ) -> Device {
    let insets = [FromProfile(10, EdgeInsets(top: 20))]
    return Device(
      name: name, aliases: aliases, family: .pad, portraitSize: points, scale: 2,
      cutout: .none, supportedIOS: ios, portraitInsets: insets, landscapeInsets: insets,
      statusBarHeight: [FromProfile(10, 20)], sources: sources)
  }

  /// An iPad with rounded corners and a home indicator, @2 (C10).
  ///
  /// These are the Face ID iPads and the ones with Touch ID in the top button (iPad (10th
  /// generation), iPad (A16), iPad Air (4th generation) and later, iPad mini (6th generation) and
  /// later); docs/behaviour.md calls them all "Face ID iPads".
  ///
  /// Insets are `{24,0,20,0}` up to profile 18 and `{32,0,25,0}` on 26, the same in both
  /// orientations; the status bar is 24, then 32 on 26 (the window top: the probes do not report
  /// it there). The lists start at profile 10, as the device has no sensor housing.
  private static func roundedCornerPad(
    _ name: String, aliases: [String] = [], points: Size, ios: SupportedIOS,
    keyboard: KeyboardHeights? = nil, sources: String
  ) -> Device {
    let insets = [
      FromProfile(10, EdgeInsets(top: 24, bottom: 20)),
      FromProfile(profile26, EdgeInsets(top: 32, bottom: 25)),
    ]
    return Device(
      name: name, aliases: aliases, family: .pad, portraitSize: points, scale: 2,
      cutout: .roundedCorners, supportedIOS: ios, portraitInsets: insets,
      landscapeInsets: insets, statusBarHeight: [FromProfile(10, 24), FromProfile(profile26, 32)],
      keyboardHeights: keyboard, sources: sources)
  }
}
