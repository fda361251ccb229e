import Testing

@testable import LifecycleSim
@testable import LifecycleSimModel

/// Split View, Slide Over and iPadOS 26 windows: sizes, size classes, insets and refusals
/// (docs/behaviour.md#multitasking).
@Suite struct MultitaskingRuleTests {
  private static func device(_ name: String) throws -> Device {
    try #require(DeviceCatalog.device(named: name))
  }

  private static func size(_ mode: WindowMode, _ name: String, landscape: Bool) throws -> Size? {
    MultitaskingRule.presetSize(mode, device: try device(name), landscape: landscape)
  }

  /// WEB-800: a 768×1024 iPad in landscape gives 694 / 507 / 320 wide, full-height windows,
  /// and 438 / 320 in portrait.
  @Test func splitViewSizesOfA768By1024IPad() throws {
    let pad = "iPad (6th generation)"
    #expect(try Self.size(.splitTwoThirds, pad, landscape: true) == Size(width: 694, height: 768))
    #expect(try Self.size(.splitHalf, pad, landscape: true) == Size(width: 507, height: 768))
    #expect(try Self.size(.splitOneThird, pad, landscape: true) == Size(width: 320, height: 768))
    #expect(try Self.size(.splitTwoThirds, pad, landscape: false) == Size(width: 438, height: 1024))
    #expect(try Self.size(.splitOneThird, pad, landscape: false) == Size(width: 320, height: 1024))
  }

  /// WEB-801: the per-device widths (landscape 2/3, 1/2, 1/3; portrait 2/3, 1/3).
  @Test(
    arguments: [
      ("iPad (9th generation)", [750, 535, 320, 480, 320]),
      ("iPad Pro (10.5-inch)", [782, 551, 320, 504, 320]),
      ("iPad (A16)", [795, 585, 375, 490, 320]),
      ("iPad Pro (11-inch) (1st generation)", [809, 592, 375, 504, 320]),
      ("iPad Pro (12.9-inch) (3rd generation)", [981, 678, 375, 639, 375]),
    ] as [(String, [Double])])
  func splitViewWidthsPerDevice(name: String, widths: [Double]) throws {
    let modes: [(WindowMode, Bool)] = [
      (.splitTwoThirds, true), (.splitHalf, true), (.splitOneThird, true),
      (.splitTwoThirds, false), (.splitOneThird, false),
    ]
    let found: [Double?] = try modes.map { try Self.size($0.0, name, landscape: $0.1)?.width }
    #expect(found == widths)
  }

  /// WEB-802: the iPad mini (6th generation) in landscape: 748 and 375 (1133 = 748 + 10 + 375).
  @Test func theMiniSplitsUnevenly() throws {
    let mini = "iPad mini (6th generation)"
    #expect(try Self.size(.splitTwoThirds, mini, landscape: true)?.width == 748)
    #expect(try Self.size(.splitOneThird, mini, landscape: true)?.width == 375)
  }

  /// WEB-802: Slide Over on a home-button iPad is 40 shorter (20 above, 20 below) at the
  /// trailing edge; a Face ID iPad leaves 24 each side.
  @Test func slideOverFloatsBetweenGaps() throws {
    let home = try Self.device("iPad (6th generation)")
    let homeFrame = MultitaskingRule.frame(
      WindowSpec(mode: .slideOver), device: home, landscape: true)
    #expect(homeFrame == Rect(x: 704, y: 20, width: 320, height: 728))
    let faceID = try Self.device("iPad Pro (11-inch) (1st generation)")
    let faceIDFrame = MultitaskingRule.frame(
      WindowSpec(mode: .slideOver), device: faceID, landscape: false)
    #expect(faceIDFrame == Rect(x: 514, y: 24, width: 320, height: 1146))
  }

  /// WEB-803: regular from 678 wide (12.9" landscape half), compact at 639 (12.9" portrait
  /// two-thirds) and every third; the classic presets are vertically regular.
  @Test func sizeClassesFollowTheWindowWidth() {
    func classes(_ mode: WindowMode, _ width: Double, _ height: Double) -> String {
      MultitaskingRule.sizeClasses(mode, size: Size(width: width, height: height)).text
    }
    #expect(classes(.splitHalf, 678, 1024) == "regular/regular")
    #expect(classes(.splitTwoThirds, 639, 1366) == "compact/regular")
    #expect(classes(.splitTwoThirds, 694, 768) == "regular/regular")
    #expect(classes(.splitOneThird, 320, 768) == "compact/regular")
    #expect(classes(.slideOver, 320, 300) == "compact/regular")
    // A free window below 550 tall is vertically compact (unverified, C53).
    #expect(classes(.windowed, 800, 500) == "regular/compact")
    #expect(classes(.windowed, 500, 500) == "compact/compact")
  }

  /// WEB-801, WEB-802, WEB-805: the window keeps the screen's inset on each edge it touches.
  @Test func insetsComeFromTheEdgesTheWindowTouches() {
    let screen = Size(width: 1194, height: 834)
    let device = EdgeInsets(top: 24, bottom: 20)
    let split = MultitaskingRule.insets(
      screenInsets: device, frame: Rect(x: 0, y: 0, width: 809, height: 834), screen: screen,
      profile: 18)
    #expect(split == EdgeInsets(top: 24, bottom: 20))
    let slideOver = MultitaskingRule.insets(
      screenInsets: device, frame: Rect(x: 819, y: 24, width: 375, height: 786), screen: screen,
      profile: 18)
    #expect(slideOver == .zero)
    let floating = MultitaskingRule.insets(
      screenInsets: EdgeInsets(top: 32, bottom: 25),
      frame: Rect(x: 100, y: 100, width: 600, height: 600), screen: screen, profile: 26)
    #expect(floating == EdgeInsets(top: 10))
    let tiledLow = MultitaskingRule.insets(
      screenInsets: EdgeInsets(top: 32, bottom: 25),
      frame: Rect(x: 0, y: 417, width: 597, height: 417), screen: screen, profile: 26)
    #expect(tiledLow == EdgeInsets(top: 10, bottom: 25))
  }

  /// Modes that a device or version lacks are refused with a fix; full screen never is.
  @Test func refusals() throws {
    let pad = try Self.device("iPad Pro 11-inch (M4)")
    let phone = try Self.device("iPhone 16")
    func refused(_ mode: WindowMode, _ device: Device, _ ios: IOSVersion, _ landscape: Bool)
      -> String?
    {
      MultitaskingRule.refusal(mode, device: device, ios: ios, landscape: landscape)?.message
    }
    #expect(refused(.fullScreen, phone, IOSVersion(18), false) == nil)
    #expect(
      refused(.splitHalf, phone, IOSVersion(18), true) == "an iPhone's window is always the screen")
    #expect(refused(.splitHalf, pad, IOSVersion(18), true) == nil)
    #expect(refused(.splitHalf, pad, IOSVersion(18), false)?.contains("portrait") == true)
    #expect(refused(.splitTwoThirds, pad, IOSVersion(26), true)?.contains("removed") == true)
    #expect(refused(.slideOver, pad, IOSVersion(26), true)?.contains("26.1") == true)
    #expect(refused(.slideOver, pad, IOSVersion(26, 1), true) == nil)
    #expect(refused(.windowed, pad, IOSVersion(18), true)?.contains("iPadOS 26") == true)
    #expect(refused(.windowed, pad, IOSVersion(26), true) == nil)
  }
}
