/// A flat store of `Element`s indexed by a typed id, in the order they were added.
struct IDArray<ID: EngineID, Element> {
  /// The elements, in id order.
  package private(set) var elements: [Element] = []

  /// The number of elements.
  package var count: Int { elements.count }

  /// The element of `id`.
  subscript(id: ID) -> Element {
    @inline(__always) get { elements[id.index] }
    @inline(__always) set { elements[id.index] = newValue }
    @inline(__always) _modify { yield &elements[id.index] }
  }

  /// The id the next ``append(_:)`` returns.
  var nextID: ID { ID(raw: Int32(elements.count)) }

  /// Makes room for `count` elements in all.
  mutating func reserve(_ count: Int) { elements.reserveCapacity(count) }

  /// Calls `body` with the elements' storage, lent for writing in place.
  mutating func withMutableElements<Result>(
    _ body: (UnsafeMutableBufferPointer<Element>) -> Result
  ) -> Result {
    elements.withUnsafeMutableBufferPointer { body($0) }
  }

  /// Adds `element` and returns its id.
  @discardableResult
  package mutating func append(_ element: Element) -> ID {
    elements.append(element)
    return ID(raw: Int32(elements.count - 1))
  }

  /// Adds `newElements`, in order: one check that the storage is not shared for them all.
  mutating func append(contentsOf newElements: some Collection<Element>) {
    elements.append(contentsOf: newElements)
  }
}

/// A flat store of optional links to ids (a view's parent, a view's controller, …), kept as
/// `Int32` with `-1` for none so that storage stays four bytes a link; read and written as `ID?`.
struct IDLinks<ID: EngineID, Owner: EngineID> {
  private var raw: [Int32] = []

  /// The link of `owner`.
  subscript(owner: Owner) -> ID? {
    @inline(__always) get {
      let value = raw[owner.index]
      return value < 0 ? nil : ID(raw: value)
    }
    @inline(__always) set { raw[owner.index] = newValue?.raw ?? -1 }
  }

  /// Adds a link for the next owner.
  package mutating func append(_ link: ID?) { raw.append(link?.raw ?? -1) }

  /// Adds a link for each of the next owners, in order, each given as an id's ``EngineID/raw``
  /// value or -1 for none: one check that the storage is not shared for them all.
  mutating func append(rawLinks: some Collection<Int32>) {
    raw.append(contentsOf: rawLinks)
  }

  /// Calls `body` with the links lent for writing in place: one check that the storage is not
  /// shared for the whole call, instead of one at each write.
  mutating func withMutableBuffer<Result>(_ body: (IDLinkBuffer<ID, Owner>) -> Result) -> Result {
    raw.withUnsafeMutableBufferPointer { body(IDLinkBuffer(base: $0)) }
  }

  /// Makes room for the links of `count` owners in all.
  mutating func reserve(_ count: Int) { raw.reserveCapacity(count) }
}
