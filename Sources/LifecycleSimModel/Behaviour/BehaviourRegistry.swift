package import LifecycleSimCore

/// Every supported iOS version, as the base behaviour and one delta per later version
/// (docs/behaviour.md#ios-versions, docs/behaviour.md#adding-an-ios-version).
///
/// A scenario's `ios` picks the newest registered version not above it (a version older than
/// the base uses the base), and its behaviour is the base with every delta up to that version
/// applied in order.
///
/// ```swift
/// let behaviour = BehaviourRegistry.standard.behaviour(for: IOSVersion(26))
/// behaviour.navigationBar.phoneHeight  // 54
/// ```
package struct BehaviourRegistry: Sendable {
  /// One registered version after the base.
  package struct Entry: Sendable {
    /// The profile number: the version's major number.
    package var profile: Int
    package var delta: BehaviourDelta

    /// Registers `delta` as version `profile`.
    package init(_ profile: Int, _ delta: BehaviourDelta) {
      self.profile = profile
      self.delta = delta
    }
  }

  /// The oldest version's behaviour.
  public private(set) var base: Behaviour
  /// The later versions, oldest first.
  public private(set) var entries: [Entry]
  /// Every quirk switch, with its default and the flags it sets.
  ///
  /// ``Quirk``'s cases come first, in declaration order, then those a test declared with
  /// ``declaring(_:)``, in the order declared. A switch's index here is its bit in a ``QuirkSet``.
  package private(set) var switches: [QuirkDeclaration] = Quirk.declarations

  /// The versions the simulator knows.
  ///
  /// Adding one is a file in `Behaviour/Versions/` and a line here (and catalog rows for its
  /// devices).
  package static let standard = BehaviourRegistry(
    base: .iOS10,
    entries: [
      Entry(11, .iOS11),
      Entry(12, .iOS12),
      Entry(13, .iOS13),
      Entry(14, .iOS14),
      Entry(15, .iOS15),
      Entry(16, .iOS16),
      Entry(17, .iOS17),
      Entry(18, .iOS18),
      Entry(26, .iOS26),
      Entry(27, .iOS27),
    ])

  /// Creates a registry; `entries` are sorted by profile, a later entry replaces an earlier
  /// one with the same profile, and an entry not after the base's profile is never applied.
  package init(base: Behaviour, entries: [Entry]) {
    self.base = base
    self.entries = []
    for entry in entries { self = registering(entry) }
    catalogue = QuirkCatalogue(registry: self)
  }

  /// This registry with `entry` added, or replacing the entry of the same profile.
  package func registering(_ entry: Entry) -> BehaviourRegistry {
    var copy = self
    copy.entries.removeAll { $0.profile == entry.profile }
    let index = copy.entries.firstIndex { $0.profile > entry.profile } ?? copy.entries.count
    copy.entries.insert(entry, at: index)
    copy.catalogue = QuirkCatalogue(registry: copy)
    return copy
  }

  /// This registry with one more quirk switch after the others (replacing a declared switch of
  /// the same name; a ``Quirk`` name is left as it is).
  package func declaring(_ declaration: QuirkDeclaration) -> BehaviourRegistry {
    guard
      let switches = QuirkCatalogue.declaring(
        declaration, named: declaration.name, in: switches, name: \.name)
    else { return self }
    var copy = self
    copy.switches = switches
    copy.catalogue = catalogue.adding(declaration)
    return copy
  }

  /// The index of the switch named `name` in ``switches``, if there is one.
  package func switchIndex(named name: String) -> Int? { catalogue.index(of: name) }

  /// Each switch's default, in ``switches`` order, for a scenario on `ios`.
  package func defaults(for ios: IOSVersion) -> [Bool] { catalogue.defaults(for: ios) }

  /// The switches and profiles as a trace header sees them, kept in step with ``switches``
  /// and ``entries``.
  package private(set) var catalogue = QuirkCatalogue(switches: [], profiles: [])

  /// Every profile number, oldest first.
  package var profiles: [Int] {
    [base.profile] + entries.map(\.profile).filter { $0 > base.profile }
  }

  /// The profile number for `ios`: the newest registered version not above its major number.
  package func profile(for ios: IOSVersion) -> Int { catalogue.profile(for: ios) }

  /// What profile `profile` keeps from the one before without a source
  /// (``BehaviourDelta/unverified``), as `explain` shows it; `nil` for the base and for a
  /// version whose changes are all sourced.
  package func unverified(profile: Int) -> String? {
    entries.last { $0.profile == profile && $0.profile > base.profile }?.delta.unverified
  }

  /// The behaviour for `ios`, with each quirk switch at its declared default.
  package func behaviour(for ios: IOSVersion) -> Behaviour {
    var behaviour = base
    for entry in entries where entry.profile > base.profile && entry.profile <= ios.major {
      entry.delta.apply(to: &behaviour, ios: ios)
      behaviour.profile = entry.profile
    }
    for (index, declaration) in switches.enumerated() {
      behaviour.setSwitch(
        at: index, declaration, declaration.byDefault.isOn(profile: behaviour.profile, ios: ios))
    }
    return behaviour
  }
}
