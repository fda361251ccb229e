// swift-tools-version: 6.2

import PackageDescription

let package = Package(
  name: "lifecycle-sim",
  // The oldest iOS and macOS that Xcode 27 deploys to (Xcode 26: iOS 15 and macOS 11 on): README
  // "Platforms". `scripts/check-platforms.py` (run by `.ci/run`) fails when Sources use an API
  // newer than these; tvOS, watchOS and visionOS are not declared, so SwiftPM's defaults apply.
  platforms: [.iOS(.v15), .macOS(.v12)],
  products: [
    .library(name: "LifecycleSim", targets: ["LifecycleSim"]),
    .library(name: "LifecycleSimTesting", targets: ["LifecycleSimTesting"]),
    .executable(name: "lifecycle-sim", targets: ["LifecycleSimCLI"]),
    .executable(name: "lifecycle-sim-bench", targets: ["LifecycleSimBench"]),
  ],
  targets: [
    // The library is split along its real dependencies, so that the compiler refuses a
    // wrong-way import (docs/architecture.md draws the graph):
    //   Support <- Core <- {Trace, Model} <- Engine <- LifecycleSim;  Support <- Sources.
    // Trace and Model never see each other. Only `LifecycleSim` is a product: it re-exports the
    // public API of the others (Exports.swift), so users write `import LifecycleSim` as before.
    // Bytes, JSON parsing and writing, files, text helpers: package plumbing, no behaviour.
    .target(name: "LifecycleSimSupport"),
    // The vocabulary every layer shares: geometry, simulated time, iOS versions, quirk switches.
    .target(name: "LifecycleSimCore", dependencies: ["LifecycleSimSupport"]),
    // The trace: its model, builder, renderers, parsers and diff. No behaviour model, no engine.
    .target(name: "LifecycleSimTrace", dependencies: ["LifecycleSimCore", "LifecycleSimSupport"]),
    // What UIKit does, as values and pure functions: devices, behaviour profiles, rules,
    // scenarios, SwiftUI layout. No trace format, no engine.
    .target(name: "LifecycleSimModel", dependencies: ["LifecycleSimCore", "LifecycleSimSupport"]),
    // The run loop: the scheduler, the world, its phases, events and recording.
    .target(
      name: "LifecycleSimEngine",
      dependencies: [
        "LifecycleSimModel", "LifecycleSimTrace", "LifecycleSimCore", "LifecycleSimSupport",
      ]),
    // The bibliography `explain` prints (the observations behind the rules).
    .target(name: "LifecycleSimSources", dependencies: ["LifecycleSimSupport"]),
    // The product users import: re-exports, explain, sweeps, the report, reference traces.
    // The report's style sheet, body and script are files in Report/Assets, compiled in as the
    // generated EmbeddedReportAssets.swift (README "Editing the report page").
    .target(
      name: "LifecycleSim",
      dependencies: [
        "LifecycleSimEngine", "LifecycleSimModel", "LifecycleSimTrace", "LifecycleSimCore",
        "LifecycleSimSources", "LifecycleSimSupport",
      ],
      exclude: ["Report/Assets"]),
    // Assertions for Swift Testing and XCTest. Never linked by the CLI.
    // It reads, renders and compares traces: the trace layer is all it needs.
    .target(
      name: "LifecycleSimTesting",
      dependencies: ["LifecycleSimTrace", "LifecycleSimCore", "LifecycleSimSupport"]),
    // The `lifecycle-sim` command: a thin @main shim over command structs.
    .executableTarget(name: "LifecycleSimCLI", dependencies: ["LifecycleSim"]),
    // `lifecycle-sim-bench`: phase timings on generated scenarios and the scheduler workload of
    // the C++ anchor in scripts/anchor (README "Performance").
    .executableTarget(name: "LifecycleSimBench", dependencies: ["LifecycleSim"]),
    // The library's tests reach the layers' internals with `@testable import` of each layer.
    .testTarget(
      name: "LifecycleSimTests",
      dependencies: [
        "LifecycleSim", "LifecycleSimTesting", "LifecycleSimEngine", "LifecycleSimModel",
        "LifecycleSimTrace", "LifecycleSimCore", "LifecycleSimSources", "LifecycleSimSupport",
      ]),
    // Golden traces live in `__Traces__` next to the tests that assert them (excluded so
    // SwiftPM does not treat them as resources).
    .testTarget(
      name: "LifecycleSimTestingTests", dependencies: ["LifecycleSimTesting", "LifecycleSim"],
      exclude: ["__Traces__"]),
    .testTarget(name: "LifecycleSimCLITests", dependencies: ["LifecycleSimCLI"]),
    .testTarget(name: "LifecycleSimBenchTests", dependencies: ["LifecycleSimBench"]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("MemberImportVisibility"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    ]
}
