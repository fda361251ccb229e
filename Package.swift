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
    // Core: devices, profiles, scenario model, engine, scheduler, traces. No test frameworks.
    // The report's style sheet, body and script are files in Report/Assets, compiled in as the
    // generated EmbeddedReportAssets.swift (README "Editing the report page").
    .target(name: "LifecycleSim", exclude: ["Report/Assets"]),
    // Assertions for Swift Testing and XCTest. Never linked by the CLI.
    .target(name: "LifecycleSimTesting", dependencies: ["LifecycleSim"]),
    // The `lifecycle-sim` command: a thin @main shim over command structs.
    .executableTarget(name: "LifecycleSimCLI", dependencies: ["LifecycleSim"]),
    // `lifecycle-sim-bench`: phase timings on generated scenarios and the scheduler workload of
    // the C++ anchor in scripts/anchor (README "Performance").
    .executableTarget(name: "LifecycleSimBench", dependencies: ["LifecycleSim"]),
    .testTarget(name: "LifecycleSimTests", dependencies: ["LifecycleSim", "LifecycleSimTesting"]),
    // Golden traces live in `__Traces__` next to the tests that assert them (excluded so
    // SwiftPM does not treat them as resources).
    .testTarget(
      name: "LifecycleSimTestingTests", dependencies: ["LifecycleSimTesting"],
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
