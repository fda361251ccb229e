import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension ViewStore {
  /// Views made together (the views of a controller's `view`), kept in columns of their own
  /// until they join the store at once (``ViewStore/append(_:)``).
  ///
  /// Adding a view to the batch stores each of its values; adding it to the store one at a time
  /// checked each of the store's sixteen arrays for shared storage, about 20 instructions each.
  /// The batch holds at most ``capacity`` views: its owner appends it to the store when it is
  /// full (``isFull``), which empties it.
  final class Batch {
    /// The most views a batch holds: few enough that it costs little memory, enough that the
    /// store's checks are spread over many views.
    static let largest = 4_096

    /// The most views this batch holds.
    let capacity: Int
    /// The number of views in the batch.
    private(set) var count = 0
    fileprivate let names: UnsafeMutablePointer<String>
    fileprivate let kinds: UnsafeMutablePointer<TraceObjectKind>
    /// Each view's superview's raw id, or -1 for none.
    fileprivate let superviews: UnsafeMutablePointer<Int32>
    fileprivate let frames: UnsafeMutablePointer<Rect>
    fileprivate let placements: UnsafeMutablePointer<ViewPlacement>
    fileprivate let customMargins: UnsafeMutablePointer<EdgeInsets?>
    fileprivate let flags: UnsafeMutablePointer<ViewFlags>
    /// Each view's controller's raw id, or -1 for none.
    fileprivate let controllers: UnsafeMutablePointer<Int32>
    /// Each view's scroll state's raw id, or -1 for none.
    fileprivate let scrolls: UnsafeMutablePointer<Int32>
    fileprivate let origins: UnsafeMutablePointer<Point>

    /// An empty batch for `views` views at a time, at least 1 and at most ``largest``: sized to
    /// the tree, as a pushed screen's few views would not pay for thousands of places.
    init(views: Int) {
      capacity = max(1, min(views, Self.largest))
      names = .allocate(capacity: capacity)
      kinds = .allocate(capacity: capacity)
      superviews = .allocate(capacity: capacity)
      frames = .allocate(capacity: capacity)
      placements = .allocate(capacity: capacity)
      customMargins = .allocate(capacity: capacity)
      flags = .allocate(capacity: capacity)
      controllers = .allocate(capacity: capacity)
      scrolls = .allocate(capacity: capacity)
      origins = .allocate(capacity: capacity)
    }

    deinit {
      removeAll()
      names.deallocate()
      kinds.deallocate()
      superviews.deallocate()
      frames.deallocate()
      placements.deallocate()
      customMargins.deallocate()
      flags.deallocate()
      controllers.deallocate()
      scrolls.deallocate()
      origins.deallocate()
    }

    /// `true` when the batch holds ``capacity`` views: append it to the store before adding more.
    var isFull: Bool { count == capacity }

    /// The names of the views in the batch, in order, for registering their trace objects.
    var nameColumn: UnsafeBufferPointer<String> { UnsafeBufferPointer(start: names, count: count) }

    /// The trace kinds of the views in the batch, in order.
    var kindColumn: UnsafeBufferPointer<TraceObjectKind> {
      UnsafeBufferPointer(start: kinds, count: count)
    }

    /// Adds a view, not yet among its superview's subviews, when the batch is not full.
    ///
    /// The values are those
    /// ``ViewStore/append(name:object:kind:frame:placement:customMargins:flags:controller:scroll:)``
    /// takes but the trace object, which ``ViewStore/append(_:firstObject:)`` numbers, and the
    /// superview, made before the view in the same tree (`nil` for its root).
    func add(
      name: String, kind: TraceObjectKind, superview: ViewID?, frame: Rect,
      placement: ViewPlacement, customMargins: EdgeInsets?, flags: ViewFlags,
      controller: ControllerID?, scroll: ScrollID?
    ) {
      guard count < capacity else { return }
      (names + count).initialize(to: name)
      (kinds + count).initialize(to: kind)
      (superviews + count).initialize(to: superview?.raw ?? -1)
      (frames + count).initialize(to: frame)
      (placements + count).initialize(to: placement)
      (self.customMargins + count).initialize(to: customMargins)
      (self.flags + count).initialize(to: flags.union(.geometryDirty))
      (controllers + count).initialize(to: controller?.raw ?? -1)
      (scrolls + count).initialize(to: scroll?.raw ?? -1)
      (origins + count).initialize(to: frame.origin)
      count += 1
    }

    /// Empties the batch.
    fileprivate func removeAll() {
      names.deinitialize(count: count)
      kinds.deinitialize(count: count)
      superviews.deinitialize(count: count)
      frames.deinitialize(count: count)
      placements.deinitialize(count: count)
      customMargins.deinitialize(count: count)
      flags.deinitialize(count: count)
      controllers.deinitialize(count: count)
      scrolls.deinitialize(count: count)
      origins.deinitialize(count: count)
      count = 0
    }
  }

  /// Adds `batch`'s views in order, their trace objects `firstObject` and the ids after it.
  ///
  /// Each view is noted under its superview but not yet among its subviews
  /// (``linkSubviews(from:)`` does that once the whole tree is in), and the batch is emptied:
  /// one check of each array for the whole batch.
  mutating func append(_ batch: Batch, firstObject: ObjectID) {
    func column<Element>(_ base: UnsafeMutablePointer<Element>) -> UnsafeBufferPointer<Element> {
      UnsafeBufferPointer(start: base, count: batch.count)
    }
    name.append(contentsOf: column(batch.names))
    object.append(
      contentsOf: (0..<batch.count).lazy.map { ObjectID(raw: firstObject.raw &+ Int32($0)) })
    kind.append(contentsOf: column(batch.kinds))
    parent.append(rawLinks: column(batch.superviews))
    let noLinks = repeatElement(Int32(-1), count: batch.count)
    firstChild.append(rawLinks: noLinks)
    lastChild.append(rawLinks: noLinks)
    nextSibling.append(rawLinks: noLinks)
    frame.append(contentsOf: column(batch.frames))
    placement.append(contentsOf: column(batch.placements))
    safeArea.append(contentsOf: repeatElement(.zero, count: batch.count))
    margins.append(contentsOf: repeatElement(.zero, count: batch.count))
    customMargins.append(contentsOf: column(batch.customMargins))
    flags.append(contentsOf: column(batch.flags))
    controller.append(rawLinks: column(batch.controllers))
    scroll.append(rawLinks: column(batch.scrolls))
    windowOrigin.append(contentsOf: column(batch.origins))
    subtreeEnd.append(contentsOf: repeatElement(-1, count: batch.count))
    batch.removeAll()
  }

  /// Makes each view from `first` on the last subview of the superview ``append(_:)`` noted, in
  /// id order, and marks each superview as leading to views that need layout and a geometry.
  ///
  /// The views are a tree made in pre-order from `first`, its root, so each superview comes
  /// before its subviews and these in order; the state is the one ``addSubview(_:to:)`` leaves
  /// when each view, made detached, is added to its superview once its own subviews are: each
  /// view below `first` a known run of ids (``subtreeEnd``), `first` not yet. One loop over the
  /// links and flags, lent for the whole loop, and one back over the runs.
  ///
  /// - Complexity: O(views from `first` on).
  mutating func linkSubviews(from first: ViewID) {
    let end = nextID.index
    let mark: ViewFlags = [.descendantNeedsLayout, .descendantGeometryDirty]
    // The written arrays leave the store for the loop, so that it reads `parent` freely.
    var firstLinks = IDLinks<ViewID, ViewID>()
    var lastLinks = IDLinks<ViewID, ViewID>()
    var nextLinks = IDLinks<ViewID, ViewID>()
    var viewFlags = IDArray<ViewID, ViewFlags>()
    swap(&firstLinks, &firstChild)
    swap(&lastLinks, &lastChild)
    swap(&nextLinks, &nextSibling)
    swap(&viewFlags, &flags)
    firstLinks.withMutableBuffer { firstChild in
      lastLinks.withMutableBuffer { lastChild in
        nextLinks.withMutableBuffer { nextSibling in
          viewFlags.withMutableBuffer { flags in
            for index in first.index..<end {
              let view = ViewID(raw: Int32(index))
              guard let superview = parent[view] else { continue }
              if let last = lastChild[superview] {
                nextSibling[last] = view
              } else {
                firstChild[superview] = view
              }
              lastChild[superview] = view
              flags[superview] = flags[superview].union(mark)
            }
          }
        }
      }
    }
    swap(&firstLinks, &firstChild)
    swap(&lastLinks, &lastChild)
    swap(&nextLinks, &nextSibling)
    swap(&viewFlags, &flags)
    // In pre-order a view's subtree is the run of ids up to its last descendant's: backwards,
    // each view's run is whole before it widens its superview's.
    var ends = IDArray<ViewID, Int32>()
    swap(&ends, &subtreeEnd)
    ends.withMutableBuffer { ends in
      for index in stride(from: end - 1, to: first.index, by: -1) {
        let view = ViewID(raw: Int32(index))
        let runEnd = max(ends[view], view.raw &+ 1)
        ends[view] = runEnd
        if let superview = parent[view], superview.index > first.index, ends[superview] < runEnd {
          ends[superview] = runEnd
        }
      }
    }
    swap(&ends, &subtreeEnd)
  }
}
