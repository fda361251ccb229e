package import LifecycleSimCore

extension QuirkCatalogue {
  /// The switches of `registry`, over its profiles.
  package init(registry: BehaviourRegistry) {
    self.init(switches: registry.switches.map(\.declaredSwitch), profiles: registry.profiles)
  }

  /// This catalogue with the switch `declaration` declares after the others (replacing an
  /// added switch of the same name; a ``Quirk`` name is left as it is).
  package func adding(_ declaration: QuirkDeclaration) -> QuirkCatalogue {
    adding(declaration.declaredSwitch)
  }
}
