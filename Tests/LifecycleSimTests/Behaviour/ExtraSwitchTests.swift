import Foundation
import Testing

@testable import LifecycleSim

/// A switch declared past bit 32 and past bit 64 works end to end: a scenario sets it, the run
/// sets the flag it controls, the trace header names it, the parser reads it back into the
/// header and a ``QuirkSet`` (docs/behaviour.md#quirk-switches).
@Suite struct ExtraSwitchTests {
  /// The standard switches, made-up ones up to `index`, then `extra` at `index`, controlling
  /// what `rootMarginsBySizeClass` controls.
  static func registry(extraAt index: Int) -> BehaviourRegistry {
    var registry = BehaviourRegistry.standard
    for filler in registry.switches.count..<index {
      registry = registry.declaring(
        QuirkDeclaration("filler\(filler)", .off, controls: [], sources: [], summary: "filler"))
    }
    return registry.declaring(
      QuirkDeclaration(
        "extra", .off, controls: [\.margins.systemMinimumBySizeClass], sources: ["GT-196"],
        summary: "root margins by size class"))
  }

  static func scenario(_ quirks: [QuirkOverride]) -> Scenario {
    Scenario(
      name: "extra-switch", device: "iPhone 8 Plus", ios: "13.0", quirks: quirks,
      root: .controller("Main"))
  }

  /// The 33rd and the 65th switch: set in a scenario, in the behaviour, its flag, the header,
  /// the text and JSON Lines renderings, and back through the parsers.
  @Test(arguments: [32, 64])
  func aSwitchPastTheWordWorks(index: Int) throws {
    let registry = Self.registry(extraAt: index)
    try #require(registry.switches.count == index + 1)
    #expect(registry.switchIndex(named: "extra") == index)
    let catalogue = QuirkCatalogue(registry: registry)

    let on = Self.scenario([QuirkOverride(name: "extra", enabled: true, location: nil)])
    let resolved = try ScenarioValidator.resolve(on, registry: registry)
    #expect(resolved.behaviour.quirks[index])
    #expect(resolved.behaviour.margins.systemMinimumBySizeClass)
    #expect(!resolved.behaviour.quirks[.rootMarginsBySizeClass])
    #expect(resolved.warnings.isEmpty)
    let off = try ScenarioValidator.resolve(Self.scenario([]), registry: registry)
    #expect(!off.behaviour.quirks[index])
    #expect(!off.behaviour.margins.systemMinimumBySizeClass)

    let trace = try Simulator(on, registry: registry).run()
    #expect(trace.header.otherQuirks == ["extra": true])
    let text = TraceFormat.text(quirks: catalogue).renderBytes(trace)
    #expect(String(decoding: text, as: UTF8.self).contains("\n# quirk       extra on\n"))
    let parsed = try Trace.parse(text, quirks: catalogue)
    #expect(parsed.header == trace.header)
    let defaults = catalogue.defaults(ios: parsed.header.ios, profile: parsed.header.profile)
    let values = catalogue.values(of: parsed.header, defaults: defaults)
    #expect(values.count == index + 1)
    #expect(values.indices.filter { values[$0] != defaults[$0] } == [index])
    var set = QuirkSet()
    for position in values.indices { set[position] = values[position] }
    #expect(set[index] && !set[index - 1] && !set[index + 1])

    let jsonLines = TraceFormat.jsonLines(quirks: catalogue).renderBytes(trace)
    #expect(String(decoding: jsonLines, as: UTF8.self).contains("\"quirks\":{\"extra\":true}"))
    #expect(try Trace.parse(jsonLines, quirks: catalogue).header == trace.header)
    #expect {
      try Trace.parse(text)
    } throws: { error in
      (error as? TraceParseError)?.message.hasPrefix("unknown quirk switch 'extra'") == true
    }
  }

  /// Setting the switch changes what it controls: the run is the run with the standard switch
  /// that sets the same flag, and not the run without it (the 414-pt-wide phone's root margins
  /// are 16, its compact width's, instead of 20, its width's).
  @Test(arguments: [32, 64])
  func aSwitchPastTheWordChangesTheRun(index: Int) throws {
    let registry = Self.registry(extraAt: index)
    let extra = try Simulator(
      Self.scenario([QuirkOverride(name: "extra", enabled: true, location: nil)]),
      registry: registry
    ).run()
    let standard = try Simulator(
      Self.scenario([QuirkOverride(.rootMarginsBySizeClass, true)]), registry: registry
    ).run()
    let plain = try Simulator(Self.scenario([]), registry: registry).run()
    #expect(Array(extra.records) == Array(standard.records))
    #expect(Array(extra.records) != Array(plain.records))
    #expect(extra.final("Main.view").layoutMargins == EdgeInsets(top: 20, left: 16, right: 16))
    #expect(plain.final("Main.view").layoutMargins == EdgeInsets(top: 20, left: 20, right: 20))
  }

  /// An unknown name is refused with the closest declared one, past bit 32 too.
  @Test func anUnknownNameGetsTheClosestDeclared() throws {
    let registry = Self.registry(extraAt: 40)
    let scenario = Self.scenario([QuirkOverride(name: "extar", enabled: true, location: nil)])
    #expect {
      _ = try ScenarioValidator.resolve(scenario, registry: registry)
    } throws: { error in
      "\(error)".contains("did you mean \"extra\"?")
    }
  }
}
