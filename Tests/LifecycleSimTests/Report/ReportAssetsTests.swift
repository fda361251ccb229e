import Foundation
import Testing

@testable import LifecycleSim

@Suite("Report assets: the files in Report/Assets, as EmbeddedReportAssets.swift holds them")
struct ReportAssetsTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/LifecycleSim/Report/Assets")

  static func file(_ name: String) throws -> String {
    let data = try Data(contentsOf: folder.appendingPathComponent(name))
    return try #require(String(data: data, encoding: .utf8))
  }

  @Test(
    "each constant is its file's text without the final line break",
    arguments: [
      ("report.css", ReportAssets.style), ("report.html", ReportAssets.body),
      ("report.js", ReportAssets.script),
    ])
  func embedded(file name: String, text: String) throws {
    let file = try Self.file(name)
    #expect(file.hasSuffix("\n") && !file.hasSuffix("\n\n"))
    #expect(
      text + "\n" == file,
      "Sources/LifecycleSim/Report/EmbeddedReportAssets.swift differs from \(name): run scripts/embed-report-assets.sh"
    )
  }

  /// The page's list of controller kinds (which objects own a `.view` it does not draw apart,
  /// and whose region it draws) is the trace's: a kind added to one and not the other drew a
  /// page view controller's view twice.
  @Test("the page's controller kinds are the trace's")
  func controllerKinds() throws {
    let line = try #require(
      ReportAssets.script.split(separator: "\n").first { $0.contains("var CONTROLLER = {") })
    let inside = try #require(line.split(separator: "{").last?.split(separator: "}").first)
    let listed = Set(
      inside.split(separator: ",").compactMap { $0.split(separator: ":").first }
        .map { $0.trimmingCharacters(in: .whitespaces) })
    let kinds = Set(TraceObjectKind.allCases.filter(\.isController).map(\.rawValue))
    #expect(listed == kinds)
  }

  @Test("backslashes and quotes reach the page as written")
  func escapes() {
    #expect(ReportAssets.script.contains(#"/\.view$/.test(name)"#))
    #expect(ReportAssets.script.contains(#"lines.join('\n')"#))
    #expect(ReportAssets.style.contains(#"font: 13px/1.4 -apple-system, "Segoe UI""#))
  }

  @Test("the page holds the assets in order around the data")
  func page() throws {
    let scenario = try HTMLReportTests.scenario("event-push-pop-iphone-x")
    let trace = try Simulator(scenario).run()
    let html = String(
      decoding: HTMLReport(main: ReportTrace(label: "push", trace: trace)).render(), as: UTF8.self)
    let style = try #require(html.range(of: "<style>\n" + ReportAssets.style + "</style></head>"))
    let body = try #require(html.range(of: "<body>\n" + ReportAssets.body + "<script"))
    let script = try #require(html.range(of: "<script>\n" + ReportAssets.script + "</script>"))
    #expect(style.upperBound < body.lowerBound && body.upperBound < script.lowerBound)
    #expect(html.hasSuffix(ReportAssets.script + "</script>\n</body></html>\n"))
  }
}
