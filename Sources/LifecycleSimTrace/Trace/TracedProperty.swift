package import LifecycleSimCore

/// One row of the schema of traced properties: a property's name, where its value lives in an
/// ``ObjectState`` (and so its ``TraceValue/Shape``), the object kinds that carry it, whether the
/// engine derives it from geometry, and its validity bit.
///
/// Both renderers, both parsers, the Chrome rendering and the diff iterate ``all`` instead of
/// naming properties, so adding a property is a case of ``TraceProperty``, its stored property
/// in ``ObjectState``, its row in ``row(of:)``, and the engine code that computes it.
package struct TracedProperty: Sendable {
  /// Where a property's value is stored, by shape.
  package enum Storage: Sendable {
    case insets(any WritableKeyPath<ObjectState, EdgeInsets?> & Sendable)
    case rect(any WritableKeyPath<ObjectState, Rect?> & Sendable)
    case point(any WritableKeyPath<ObjectState, Point?> & Sendable)
    case flag(any WritableKeyPath<ObjectState, Bool?> & Sendable)
    case number(any WritableKeyPath<ObjectState, Double?> & Sendable)
  }

  /// The object kinds whose records may carry a property.
  package enum Carriers: Sendable {
    /// Every kind.
    case all
    /// The window, the controllers and every view.
    case windowControllersAndViews
    /// The controllers and every view.
    case controllersAndViews
    /// The controllers.
    case controllers
    /// The scroll views (``TraceObjectKind/isScrollView``).
    case scrollViews
    /// Table views.
    case tableViews
    /// Collection views.
    case collectionViews
    /// The status bar, the bars and the keyboard.
    case barsAndKeyboard

    /// `true` when an object of `kind` may carry the property.
    package func contains(_ kind: TraceObjectKind) -> Bool {
      let view = !kind.isController && !kind.isSystemChrome
      switch self {
      case .all: return true
      case .windowControllersAndViews: return kind == .window || kind.isController || view
      case .controllersAndViews: return kind.isController || view
      case .controllers: return kind.isController
      case .scrollViews: return kind.isScrollView
      case .tableViews: return kind == .tableView
      case .collectionViews: return kind == .collectionView
      case .barsAndKeyboard: return kind.isSystemChrome && kind != .window
      }
    }
  }

  /// Where a property's value comes from, which decides when it can be valid
  /// (docs/trace-formats.md#validity).
  package enum Origin: Sendable {
    /// Computed by the engine from the geometry (frames, bars, the window, the safe area): on a
    /// view or controller it is valid only from the record at which the engine computed it for
    /// the epoch's configuration.
    case geometry
    /// Set by the app or by an event (a flag, a `contentInset`, a bar's `hidden`): valid from the
    /// record at which it reads its settled value.
    case input
  }

  /// The schema: the value storage, carriers and origin of each property.
  ///
  /// Exhaustive, so a new case of ``TraceProperty`` does not compile without its row.
  private static func row(of property: TraceProperty) -> (Storage, Carriers, Origin) {
    switch property {
    case .safeAreaInsets: (.insets(\.safeAreaInsets), .windowControllersAndViews, .geometry)
    case .frame: (.rect(\.frame), .all, .geometry)
    case .inWindow: (.flag(\.inWindow), .windowControllersAndViews, .input)
    case .layoutMargins: (.insets(\.layoutMargins), .controllersAndViews, .geometry)
    case .adjustedContentInset: (.insets(\.adjustedContentInset), .scrollViews, .geometry)
    case .contentInset: (.insets(\.contentInset), .scrollViews, .input)
    case .contentOffset: (.point(\.contentOffset), .scrollViews, .geometry)
    case .topLayoutGuide: (.number(\.topLayoutGuide), .controllers, .geometry)
    case .bottomLayoutGuide: (.number(\.bottomLayoutGuide), .controllers, .geometry)
    case .hidden: (.flag(\.hidden), .barsAndKeyboard, .input)
    case .contentViewInsets: (.insets(\.contentViewInsets), .tableViews, .geometry)
    case .effectiveSectionInset: (.insets(\.effectiveSectionInset), .collectionViews, .geometry)
    case .keyboardLayoutGuide: (.rect(\.keyboardLayoutGuide), .controllers, .geometry)
    case .safeAreaCornerAdapted: (.insets(\.safeAreaCornerAdapted), .controllers, .geometry)
    case .marginsCornerAdapted: (.insets(\.marginsCornerAdapted), .controllers, .geometry)
    }
  }

  /// Every row, in ``TraceProperty`` order: the order of every rendering.
  package static let all: [TracedProperty] = TraceProperty.allCases.enumerated().map {
    TracedProperty($1, position: $0)
  }

  /// The ``slot`` of every row, in the same order: what loops over every record read.
  package static let slots: [Slot] = all.map(\.slot)

  /// The bits of the properties whose ``origin`` is ``Origin/geometry``.
  package static let geometryBits: UInt16 = all.reduce(0) {
    $1.origin == .geometry ? $0 | $1.bit : $0
  }

  /// Where a property's value is in an ``ObjectState``, as plain values: a loop over slots
  /// copies no reference, where a loop over rows retains their arrays and key paths.
  package struct Slot: Sendable {
    /// The row's position in ``TracedProperty/all``.
    package let position: Int
    package let shape: TraceValue.Shape
    /// The property's bit in a ``TracePropertySet``.
    package let bit: UInt16
    /// The value's byte offset in an ``ObjectState``, `nil` for a property that is not stored.
    ///
    /// A read through it costs a load, where a key path read costs a call into the runtime
    /// (about 70 ns), and renderers read every property of every record.
    package let offset: Int?
    /// Where `name=`, the text rendering's key, is in ``TracedProperty/keys``.
    let textKey: Range<Int>
    /// Where `,"name":`, the JSON renderings' key, is in ``TracedProperty/keys``.
    let jsonKey: Range<Int>

    /// The property's value in `state`, `nil` when it has none.
    package func value(in state: ObjectState) -> TraceValue? {
      withUnsafeBytes(of: state) { value(in: state, bytes: $0) }
    }

    /// ``value(in:)`` read from `bytes`, the bytes of `state`: a loop over every slot takes
    /// them once, where each ``value(in:)`` copies the whole state (336 bytes) to reach them.
    package func value(in state: ObjectState, bytes raw: UnsafeRawBufferPointer) -> TraceValue? {
      guard let offset else { return TracedProperty.all[position].keyPathValue(in: state) }
      return switch shape {
      case .insets: raw.load(fromByteOffset: offset, as: EdgeInsets?.self).map(TraceValue.insets)
      case .rect: raw.load(fromByteOffset: offset, as: Rect?.self).map(TraceValue.rect)
      case .point: raw.load(fromByteOffset: offset, as: Point?.self).map(TraceValue.point)
      case .flag: raw.load(fromByteOffset: offset, as: Bool?.self).map(TraceValue.flag)
      case .number: raw.load(fromByteOffset: offset, as: Double?.self).map(TraceValue.number)
      }
    }

    /// Sets the property in `state` to `value`, through its byte offset when `value` has the
    /// property's shape (else as ``TracedProperty/set(_:in:)`` does, leaving `state` alone).
    package func set(_ value: TraceValue, in state: inout ObjectState) {
      guard let offset, value.shape == shape else {
        _ = TracedProperty.all[position].set(value, in: &state)
        return
      }
      withUnsafeMutableBytes(of: &state) { raw in
        switch value {
        case .insets(let insets):
          raw.storeBytes(of: insets, toByteOffset: offset, as: EdgeInsets?.self)
        case .rect(let rect): raw.storeBytes(of: rect, toByteOffset: offset, as: Rect?.self)
        case .point(let point): raw.storeBytes(of: point, toByteOffset: offset, as: Point?.self)
        case .flag(let flag): raw.storeBytes(of: flag, toByteOffset: offset, as: Bool?.self)
        case .number(let number):
          raw.storeBytes(of: number, toByteOffset: offset, as: Double?.self)
        }
      }
    }
  }

  package let property: TraceProperty
  package let storage: Storage
  package let carriers: Carriers
  package let origin: Origin
  package let slot: Slot

  /// Every row's keys end to end, in ``all`` order: `name=` (the text rendering's), then
  /// `,"name":` (the JSON renderings'), found by ``Slot/textKey`` and ``Slot/jsonKey``, so that a
  /// renderer reads them without retaining an array per property.
  package static let keys: [UInt8] = TraceProperty.allCases.flatMap {
    textKey(of: $0) + jsonKey(of: $0)
  }

  private static func textKey(of property: TraceProperty) -> [UInt8] {
    Array("\(property.rawValue)=".utf8)
  }

  private static func jsonKey(of property: TraceProperty) -> [UInt8] {
    Array(",\"\(property.rawValue)\":".utf8)
  }

  private init(_ property: TraceProperty, position: Int) {
    self.property = property
    (storage, carriers, origin) = Self.row(of: property)
    let keysBefore = TraceProperty.allCases.prefix(position).reduce(0) {
      $0 + Self.textKey(of: $1).count + Self.jsonKey(of: $1).count
    }
    let textKey = keysBefore..<keysBefore + Self.textKey(of: property).count
    let jsonKey = textKey.upperBound..<textKey.upperBound + Self.jsonKey(of: property).count
    let offset =
      switch storage {
      case .insets(let path): MemoryLayout<ObjectState>.offset(of: path)
      case .rect(let path): MemoryLayout<ObjectState>.offset(of: path)
      case .point(let path): MemoryLayout<ObjectState>.offset(of: path)
      case .flag(let path): MemoryLayout<ObjectState>.offset(of: path)
      case .number(let path): MemoryLayout<ObjectState>.offset(of: path)
      }
    let shape: TraceValue.Shape =
      switch storage {
      case .insets: .insets
      case .rect: .rect
      case .point: .point
      case .flag: .flag
      case .number: .number
      }
    slot = Slot(
      position: position, shape: shape, bit: 1 << UInt16(truncatingIfNeeded: position),
      offset: offset, textKey: textKey, jsonKey: jsonKey)
  }

  /// The row of `property`: ``all`` is in ``TraceProperty`` order.
  package static func row(for property: TraceProperty) -> TracedProperty {
    all[TraceProperty.allCases.firstIndex(of: property) ?? 0]
  }

  /// The row of the property named `name`, if any.
  package static func named(_ name: Substring) -> TracedProperty? {
    all.first { $0.name == name }
  }

  /// The property's name in every format.
  package var name: String { property.rawValue }

  /// The shape of the property's value.
  package var shape: TraceValue.Shape { slot.shape }

  /// The property's bit in a ``TracePropertySet``.
  package var bit: UInt16 { slot.bit }

  /// The property's value in `state`, `nil` when it has none.
  package func value(in state: ObjectState) -> TraceValue? { slot.value(in: state) }

  /// ``value(in:)`` through the key path, for a property that is not stored.
  fileprivate func keyPathValue(in state: ObjectState) -> TraceValue? {
    switch storage {
    case .insets(let path): state[keyPath: path].map(TraceValue.insets)
    case .rect(let path): state[keyPath: path].map(TraceValue.rect)
    case .point(let path): state[keyPath: path].map(TraceValue.point)
    case .flag(let path): state[keyPath: path].map(TraceValue.flag)
    case .number(let path): state[keyPath: path].map(TraceValue.number)
    }
  }

  /// Sets the property in `state` to `value`; returns `false`, leaving `state` alone, when
  /// `value` has another shape.
  package func set(_ value: TraceValue, in state: inout ObjectState) -> Bool {
    switch (storage, value) {
    case (.insets(let path), .insets(let insets)): state[keyPath: path] = insets
    case (.rect(let path), .rect(let rect)): state[keyPath: path] = rect
    case (.point(let path), .point(let point)): state[keyPath: path] = point
    case (.flag(let path), .flag(let flag)): state[keyPath: path] = flag
    case (.number(let path), .number(let number)): state[keyPath: path] = number
    default: return false
    }
    return true
  }
}
