package import LifecycleSimCore

/// The set of quirk switches in force for a run, by their index in the registry's declarations
/// (``BehaviourRegistry/switches``; a ``Quirk`` is at its ``Quirk/position``).
///
/// The first 64 switches live in one inline word, so copying the set per run and per sweep
/// combination copies a word and an empty array; switches past 64 go in words allocated as
/// they are turned on. There is no limit on the number of switches.
package struct QuirkSet: Sendable, Hashable {
  /// Switches 0–63.
  private var first: UInt64 = 0
  /// Switches from 64, 64 a word, with no trailing zero word (so equal sets are equal arrays).
  private var more: [UInt64] = []

  /// Every switch off.
  package init() {}

  /// Whether `quirk` is on.
  package subscript(quirk: Quirk) -> Bool {
    get { self[quirk.position] }
    set { self[quirk.position] = newValue }
  }

  /// Whether the switch at `index` is on (a negative index is never on and cannot be set).
  package subscript(index: Int) -> Bool {
    get {
      guard index >= 0 else { return false }
      guard index >= 64 else { return first & (1 << UInt64(index)) != 0 }
      let word = index / 64 - 1
      return word < more.count && more[word] & (1 << UInt64(index % 64)) != 0
    }
    set {
      guard index >= 0 else { return }
      guard index >= 64 else {
        first = newValue ? first | 1 << UInt64(index) : first & ~(1 << UInt64(index))
        return
      }
      let word = index / 64 - 1
      let bit: UInt64 = 1 << UInt64(index % 64)
      if newValue {
        if word >= more.count {
          more.append(contentsOf: repeatElement(0, count: word - more.count + 1))
        }
        more[word] |= bit
      } else if word < more.count {
        more[word] &= ~bit
        while more.last == 0 { more.removeLast() }
      }
    }
  }
}
