import Foundation
import LifecycleSim
import Testing

@testable import LifecycleSimCLI

/// `lifecycle-sim devices`.
@Suite struct DevicesCommandTests {
  static func lines() throws -> [Substring] {
    let result = runCLI(["devices"])
    try #require(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.hasSuffix("\n"))
    return result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
  }

  @Test func theHeaderNamesTheColumns() throws {
    let header = try #require(try Self.lines().first)
    // components(separatedBy:), not split(separator: "  "), which needs macOS 13 and iOS 16.
    let columns = header.components(separatedBy: "  ").filter { !$0.isEmpty }
      .map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(
      columns == [
        "NAME", "POINTS", "@", "CUTOUT", "IOS", "KEYBOARD", "PROFILES", "PORTRAIT", "LANDSCAPE",
        "STATUS BAR",
      ])
  }

  @Test func theIPhoneXRowsGiveItsSizeAndInsetsPerProfile() throws {
    let lines = try Self.lines()
    let start = try #require(lines.firstIndex { $0.hasPrefix("iPhone X  ") })
    let row = lines[start].split(separator: " ", omittingEmptySubsequences: true)
    #expect(
      row == [
        "iPhone", "X", "375x812", "3", "notch", "11-16", "335/209*", "11-18", "{44,0,34,0}",
        "{0,44,21,44}", "44",
      ])
    try #require(start + 1 < lines.count, "the iPhone X entry has a second row")
    let next = lines[start + 1]
    #expect(next.hasPrefix(" "), "the 26-27 row continues the iPhone X entry")
    #expect(
      next.split(separator: " ", omittingEmptySubsequences: true)
        == ["26-27", "{44,0,34,0}", "{0,44,20,44}", "44"])
  }

  /// The supported range (WEB-107: iOS 26 still supports the iPhone 11) and a measured
  /// keyboard (GT-292) print without the `*` of the screen-class rule.
  @Test func theRangeAndAMeasuredKeyboardPrintAsGiven() throws {
    let lines = try Self.lines()
    func cells(_ prefix: String) throws -> [Substring] {
      try #require(lines.first { $0.hasPrefix(prefix) }).split(separator: " ")
    }
    #expect(try cells("iPhone 16 Pro Max  ")[7...8] == ["18+", "345/208"])
    #expect(try cells("iPhone 11  ")[5...6] == ["13+", "346/209*"])
  }

  @Test func everyDeviceHasOneEntry() throws {
    let lines = try Self.lines()
    let named = lines.dropFirst().filter { !$0.hasPrefix(" ") }
    #expect(named.count == DeviceCatalog.devices.count)
    for device in DeviceCatalog.devices {
      #expect(
        named.contains { $0.hasPrefix(device.name + "  ") }, "no row for \(device.name)")
    }
  }

  @Test func linesHaveNoTrailingSpaces() throws {
    for line in try Self.lines() {
      #expect(!line.hasSuffix(" "), "trailing space: \(line)")
    }
  }

  @Test func theTableIsStableAcrossRuns() {
    let first = runCLI(["devices"])
    let second = runCLI(["devices"])
    #expect(Array(first.stdout.utf8) == Array(second.stdout.utf8))
    #expect(first.stdout == DeviceCatalog.table())
  }

  @Test func anExtraArgumentIsRefused() {
    let result = runCLI(["devices", "iPhone X"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        Error: Unexpected argument 'iPhone X'
        Usage: lifecycle-sim devices [--sources]
          See 'lifecycle-sim devices --help' for more information.

        """)
  }

  @Test func anUnknownOptionIsRefused() {
    let result = runCLI(["devices", "--all"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        Error: Unknown option '--all'.
        Usage: lifecycle-sim devices [--sources]
          See 'lifecycle-sim devices --help' for more information.

        """)
  }
}

/// `devices --sources` names the sources of each device.
@Suite struct DevicesSourcesTests {
  @Test func sourcesColumnListsEachDevicesIds() throws {
    let result = runCLI(["devices", "--sources"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasSuffix("STATUS BAR  SOURCES") == true)
    let iPhoneX = try #require(lines.first { $0.hasPrefix("iPhone X ") })
    #expect(iPhoneX.contains("GT-037, GT-049"))
  }
}
