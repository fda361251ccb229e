// swift-tools-version: 6.0
// A package that uses lifecycle-sim exactly as docs/testing-library.md says. CI
// builds and tests it (`.ci/run`), so the snippet and the minimal tests stay true.
import PackageDescription

let package = Package(
  name: "ConsumerPackage",
  // lifecycle-sim needs iOS 15 and macOS 12; SwiftPM refuses a dependency that needs a newer
  // platform than the package using it declares (docs/platforms.md).
  platforms: [.iOS(.v15), .macOS(.v12)],
  dependencies: [
    // From a clone next to your package. `name:` lets the products below say
    // `package: "lifecycle-sim"` whatever the clone's folder is called; from a URL, use
    // `.package(url: "<clone URL>/lifecycle-sim.git", branch: "main")` instead.
    .package(name: "lifecycle-sim", path: "../..")
  ],
  targets: [
    .testTarget(
      name: "AppLayoutTests",
      dependencies: [
        .product(name: "LifecycleSim", package: "lifecycle-sim"),
        .product(name: "LifecycleSimTesting", package: "lifecycle-sim"),
      ],
      // The golden traces; the folder exists from the start (it holds a .gitkeep).
      exclude: ["__Traces__"])
  ],
  swiftLanguageModes: [.v6]
)
