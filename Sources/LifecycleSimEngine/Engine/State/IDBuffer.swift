/// An ``IDArray``'s elements lent for writing in place, indexed by a typed id.
///
/// A loop that writes many elements of a flat array pays a check that the array's storage is
/// not shared at each write (`swift_isUniquelyReferenced`, about 20 instructions with its call);
/// over the lent storage it pays that check once, when the buffer is lent
/// (``IDArray/withMutableBuffer(_:)``). Valid only inside that call.
struct IDBuffer<ID: EngineID, Element> {
  fileprivate let base: UnsafeMutableBufferPointer<Element>

  /// The element of `id`, which must be an id of the array that lent the buffer.
  subscript(id: ID) -> Element {
    @inline(__always) get { base[id.index] }
    @inline(__always) nonmutating set { base[id.index] = newValue }
  }
}

extension IDArray {
  /// Calls `body` with the elements lent for writing in place: one check that the storage is
  /// not shared for the whole call, instead of one at each write.
  mutating func withMutableBuffer<Result>(_ body: (IDBuffer<ID, Element>) -> Result) -> Result {
    withMutableElements { body(IDBuffer(base: $0)) }
  }
}

/// The links of an ``IDLinks`` lent for writing in place, indexed by their owners' ids.
///
/// As ``IDBuffer`` is for an ``IDArray``; valid only inside ``IDLinks/withMutableBuffer(_:)``.
struct IDLinkBuffer<ID: EngineID, Owner: EngineID> {
  let base: UnsafeMutableBufferPointer<Int32>

  /// The link of `owner`, which must be an owner of the links that lent the buffer.
  subscript(owner: Owner) -> ID? {
    @inline(__always) get {
      let value = base[owner.index]
      return value < 0 ? nil : ID(raw: value)
    }
    @inline(__always) nonmutating set { base[owner.index] = newValue?.raw ?? -1 }
  }
}
