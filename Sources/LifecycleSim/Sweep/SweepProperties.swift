import LifecycleSimSupport
import LifecycleSimTrace

/// The values a sweep compares between combinations (`--properties`).
///
/// By default each controller's settled `safeAreaInsets` and each scroll view's settled
/// `adjustedContentInset`. A name alone (`layoutMargins`) picks that property of every object
/// that has it; `Object.property` picks one.
package struct SweepProperties: Sendable, Hashable {
  /// One item of the list: a property, of one object or of every object that has it.
  package struct Item: Sendable, Hashable {
    package var object: String?
    package var property: TraceProperty
  }

  /// The items, in the order given; empty for the default.
  package var items: [Item]

  /// The default: controllers' safe areas and scroll views' adjusted insets.
  package init() { items = [] }

  /// Reads a comma-separated list of `property` or `Object.property`.
  ///
  /// - Throws: ``SweepInputError`` for a property name the traces do not have.
  package init(parsing text: String) throws(SweepInputError) {
    items = []
    let names = TraceProperty.allCases.map(\.rawValue)
    for part in text.split(separator: ",") where !part.isEmpty {
      let name = String(part)
      let dot = name.lastIndex(of: ".")
      let propertyName = dot.map { String(name[name.index(after: $0)...]) } ?? name
      guard let property = TraceProperty(rawValue: propertyName) else {
        throw SweepInputError(
          option: "--properties", value: name, reason: "no property '\(propertyName)'",
          closest: Suggestion.closest(to: propertyName, among: names),
          fix: "give property names (" + names.joined(separator: ", ")
            + ") or Object.property, comma-separated")
      }
      items.append(Item(object: dot.map { String(name[..<$0]) }, property: property))
    }
  }

  /// The properties a summary's `properties` field names: ``description``'s `default`, or a
  /// list as ``init(parsing:)`` reads it.
  ///
  /// - Throws: ``SweepInputError`` for a property name the traces do not have.
  package init(summary text: String) throws(SweepInputError) {
    if text == "default" {
      self.init()
    } else {
      try self.init(parsing: text)
    }
  }

  /// The list as given, for the summary: `default`, or the items comma-separated.
  package var description: String {
    items.isEmpty
      ? "default"
      : items.map { ($0.object.map { "\($0)." } ?? "") + $0.property.rawValue }
        .joined(separator: ",")
  }

  /// An `(object, property)` pair, to find the ones already picked.
  private struct Key: Hashable {
    var object: String
    var property: TraceProperty
  }

  /// The `(object, property)` pairs these properties pick in `trace`, in the order of its
  /// final records for each item.
  package func keys(in trace: Trace) -> [(object: String, property: TraceProperty)] {
    var keys: [(object: String, property: TraceProperty)] = []
    var seen: Set<Key> = []
    func add(_ object: String, _ property: TraceProperty) {
      if seen.insert(Key(object: object, property: property)).inserted {
        keys.append((object, property))
      }
    }
    if items.isEmpty {
      for final in trace.finals {
        if final.kind.isController { add(final.object, .safeAreaInsets) }
        if final.kind.isScrollView { add(final.object, .adjustedContentInset) }
      }
      return keys
    }
    for item in items {
      if let object = item.object {
        add(object, item.property)
        continue
      }
      let slot = TracedProperty.row(for: item.property)
      for final in trace.finals where slot.value(in: final.state) != nil {
        add(final.object, item.property)
      }
    }
    return keys
  }
}
