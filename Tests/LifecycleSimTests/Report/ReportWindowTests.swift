import Foundation
import Testing

@testable import LifecycleSim

@Suite("Report windows: the screen, the window on it and its controls")
struct ReportWindowTests {
  /// The `finalWindow` and `windows` a report expects, as `[screen, window, controls]` arrays.
  static func windows(
    _ name: String, scenario withScenario: Bool = true
  ) throws -> (final: [Any], epochs: [[Any]]?) {
    let expect = try ReportSheetsTests.expect(name, scenario: withScenario)
    let final = try #require(expect["finalWindow"] as? [Any])
    return (final, expect["windows"] as? [[Any]])
  }

  /// `"834x1194 (514,0,320,1194) -"`: a window expectation as text, `-` without controls.
  static func text(_ window: [Any]) -> String {
    func numbers(_ value: Any) -> String {
      ((value as? [Double]) ?? []).map { $0 == $0.rounded() ? "\(Int($0))" : "\($0)" }
        .joined(separator: ",")
    }
    let screen = numbers(window[0]).replacingOccurrences(of: ",", with: "x")
    let controls = window[2] is NSNull ? "-" : "(\(numbers(window[2])))"
    return "\(screen) (\(numbers(window[1]))) \(controls)"
  }

  @Test("a Split View third sits at the screen's trailing edge, no controls (WEB-801)")
  func splitViewThird() throws {
    let windows = try Self.windows("window-split-one-third-ipad-pro-11-ios18")
    #expect(Self.text(windows.final) == "834x1194 (514,0,320,1194) -")
    #expect(windows.epochs?.map(Self.text) == Array(repeating: Self.text(windows.final), count: 4))
  }

  @Test("an iPadOS 26 free window, placed, with its controls at the top-leading corner (WEB-872)")
  func freeWindow() throws {
    let windows = try Self.windows("window-windowed-ipad-pro-11-m4-ios26-landscape")
    // The 80 × 40 region of the window controls (C75), from the corner-adapted regions.
    #expect(Self.text(windows.final) == "1210x834 (200,150,700,500) (0,0,80,40)")
    // Moved, then full screen again: a full-screen window has no controls (WEB-871).
    let moved = try Self.windows("window-controls-ipad-a16-ios26-portrait-compact")
    #expect(
      moved.epochs?.map(Self.text) == [
        "820x1180 (0,0,420,640) (0,0,80,40)", "820x1180 (200,300,420,640) (0,0,80,40)",
        "820x1180 (0,0,820,1180) -",
      ])
  }

  @Test("right to left, the controls are at the window's top-right corner (WEB-872)")
  func rightToLeft() throws {
    let windows = try Self.windows("window-controls-ipad-air-11-m2-ios26.1-slide-over")
    #expect(Self.text(windows.final) == "1180x820 (805,24,375,772) (295,0,80,40)")
  }

  @Test("the screen turns with the device; a full-screen app's window is the screen")
  func rotationAndFullScreen() throws {
    let rotated = try Self.windows("window-rotate-split-ipad-pro-11-ios18")
    // Two-thirds in portrait, in landscape, a third on the right, a third in portrait again.
    #expect(
      rotated.epochs?.map(Self.text) == [
        "834x1194 (0,0,504,1194) -", "1194x834 (0,0,809,834) -",
        "1194x834 (819,0,375,834) -", "834x1194 (514,0,320,1194) -",
      ])
    let phone = try Self.windows("event-rotate-iphone-x-tab-nav-table")
    #expect(
      phone.epochs?.map(Self.text) == [
        "375x812 (0,0,375,812) -", "812x375 (0,0,812,375) -", "375x812 (0,0,375,812) -",
      ])
    // A trace alone gives no epoch states: only the final screen is expected.
    let alone = try Self.windows("window-windowed-ipad-pro-11-m4-ios26-landscape", scenario: false)
    #expect(alone.epochs == nil)
    #expect(Self.text(alone.final) == "1210x834 (200,150,700,500) (0,0,80,40)")
  }
}
