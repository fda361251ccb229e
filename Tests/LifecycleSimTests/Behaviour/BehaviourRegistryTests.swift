import Testing

@testable import LifecycleSim

/// The behaviour model as a value: the registry of versions, their deltas and the quirk flags
/// (docs/behaviour.md#ios-versions, docs/behaviour.md#adding-an-ios-version).
@Suite struct BehaviourRegistryTests {
  /// A made-up iOS 28, registered as the real versions are: a delta on 27 with a 60-pt
  /// navigation bar, and `viewIsAppearing` no longer called.
  static let registryWith28 = BehaviourRegistry.standard.registering(
    BehaviourRegistry.Entry(
      28,
      BehaviourDelta { behaviour, _ in
        behaviour.navigationBar.phoneHeight = 60
        behaviour.capabilities.callsViewIsAppearingNatively = false
      }))

  static let scenario = Build.scenario(
    "iPhone 16", ios: "28.0", root: Build.navigation("Nav", [Build.plain("A")]))

  /// docs/behaviour.md#adding-an-ios-version: a registered version runs a scenario, and the
  /// trace shows its profile, its metric and its flag.
  @Test func aRegisteredVersionChangesTheTrace() throws {
    let standard = try Simulator(Self.scenario).run()
    let trace = try Simulator(Self.scenario, registry: Self.registryWith28).run()
    #expect(standard.header.profile == 27)
    #expect(trace.header.profile == 28)
    let standardTop = try #require(standard.final("A").safeAreaInsets?.top)
    let top = try #require(trace.final("A").safeAreaInsets?.top)
    #expect(top - standardTop == 6)
    #expect(standard.records(of: "A").contains { $0.callback == .viewIsAppearing })
    #expect(!trace.records(of: "A").contains { $0.callback == .viewIsAppearing })
  }

  /// A registered version applies only from its own major version on.
  @Test func aRegisteredVersionLeavesOlderVersionsAlone() {
    let registry = Self.registryWith28
    #expect(registry.profiles == BehaviourRegistry.standard.profiles + [28])
    #expect(registry.behaviour(for: IOSVersion(27, 4)) == .standard(27, 4))
    #expect(registry.behaviour(for: IOSVersion(28)).navigationBar.phoneHeight == 60)
    #expect(registry.behaviour(for: IOSVersion(29)).profile == 28)
  }

  /// Registering a profile again replaces it, whatever the order of registration.
  @Test func registeringAProfileAgainReplacesIt() {
    let replaced = BehaviourRegistry.standard.registering(BehaviourRegistry.Entry(26, .unchanged))
    #expect(replaced.profiles == BehaviourRegistry.standard.profiles)
    #expect(replaced.behaviour(for: IOSVersion(26)).navigationBar.phoneHeight == 44)
    #expect(replaced.behaviour(for: IOSVersion(26)).profile == 26)
  }

  /// docs/behaviour.md#quirk-switches: a switch and the flag it decides move together, both ways,
  /// from every version's defaults.
  @Test(arguments: Quirk.allCases.filter(\.isModelled))
  func quirkSetsItsFlag(quirk: Quirk) throws {
    for profile in BehaviourRegistry.standard.profiles {
      var behaviour = BehaviourRegistry.standard.behaviour(for: IOSVersion(profile))
      #expect(try behaviour.flag(of: quirk) == behaviour.quirks[quirk], "\(quirk) on \(profile)")
      for on in [true, false] {
        behaviour.setQuirk(quirk, on)
        #expect(behaviour.quirks[quirk] == on)
        #expect(try behaviour.flag(of: quirk) == on, "\(quirk) on \(profile)")
      }
    }
  }
}

/// A quirk that decides no flag.
private struct Unmodelled: Error {}

extension Behaviour {
  /// The standard registry's behaviour for `major.minor`.
  fileprivate static func standard(_ major: Int, _ minor: Int) -> Behaviour {
    BehaviourRegistry.standard.behaviour(for: IOSVersion(major, minor))
  }

  /// The flags `quirk` decides, each of which must agree with the others.
  fileprivate func flag(of quirk: Quirk) throws -> Bool {
    let flags = quirk.declaration.controls.map { self[keyPath: $0] }
    guard let first = flags.first, flags.allSatisfy({ $0 == first }) else { throw Unmodelled() }
    return first
  }
}
