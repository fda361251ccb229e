import Foundation
import PackagePlugin

/// Embeds the HTML report's style sheet, body and script into `LifecycleSim` at build time.
///
/// It runs `ReportAssetsGenerator` on the files in the target's `Report/Assets` to write
/// `EmbeddedReportAssets.swift` into the plugin's work folder, which SwiftPM compiles with the
/// target. The command reruns only when a file of the folder changes.
@main
struct EmbedReportAssets: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    let folder = target.directoryURL.appendingPathComponent("Report").appendingPathComponent(
      "Assets")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    let output = context.pluginWorkDirectoryURL.appendingPathComponent(
      "EmbeddedReportAssets.swift")
    return [
      .buildCommand(
        displayName: "Embedding the report's assets into \(target.name)",
        executable: try context.tool(named: "ReportAssetsGenerator").url,
        arguments: [folder.path, output.path],
        inputFiles: names.map { folder.appendingPathComponent($0) },
        outputFiles: [output])
    ]
  }
}
