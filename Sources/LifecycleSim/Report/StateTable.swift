import LifecycleSimTrace

/// States interned by value, in order of first use, after a table kept as it is (a trace's own
/// state table, which records refer to by position).
struct StateTable {
  private(set) var states: [ObjectState]
  private var positions: [ObjectState: Int] = [:]

  /// A table that starts with `states`, each at its position.
  init(_ states: [ObjectState] = []) {
    self.states = states
    for (position, state) in states.enumerated() where positions[state] == nil {
      positions[state] = position
    }
  }

  /// The position of `state`, added when new.
  mutating func index(of state: ObjectState) -> Int {
    if let position = positions[state] { return position }
    positions[state] = states.count
    states.append(state)
    return states.count - 1
  }
}
