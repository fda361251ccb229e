@testable import LifecycleSim
@testable import LifecycleSimEngine
import Testing

/// The view tree's links, typed by ``ViewID``: `nil` where UIKit has no view.
@Suite struct ViewStoreTests {
  private func store(_ count: Int) -> (ViewStore, [ViewID]) {
    var store = ViewStore()
    let ids = (0..<count).map { index in
      store.append(
        name: "v\(index)", object: ObjectID(raw: Int32(index)), kind: .view, frame: .zero,
        placement: .unspecified, customMargins: nil, flags: [], controller: nil, scroll: nil)
    }
    return (store, ids)
  }

  /// Pre-order from `root`, by the successor links.
  private func walk(_ store: ViewStore, from root: ViewID) -> [ViewID] {
    var result: [ViewID] = []
    var next: ViewID? = root
    while let view = next {
      result.append(view)
      next = store.preorderSuccessor(of: view, within: root)
    }
    return result
  }

  @Test func addSubviewKeepsOrderAndWalksPreOrder() {
    var (store, v) = store(5)
    store.addSubview(v[1], to: v[0])
    store.addSubview(v[2], to: v[1])
    store.addSubview(v[3], to: v[0])
    store.addSubview(v[4], to: v[3])
    #expect(store.subviews(of: v[0]) == [v[1], v[3]])
    #expect(store.parent[v[2]] == v[1])
    #expect(store.parent[v[0]] == nil)
    #expect(walk(store, from: v[0]) == [v[0], v[1], v[2], v[3], v[4]])
    #expect(walk(store, from: v[1]) == [v[1], v[2]])
    #expect(store.successorSkippingSubtree(of: v[1], within: v[0]) == v[3])
    #expect(store.successorSkippingSubtree(of: v[3], within: v[0]) == nil)
  }

  @Test func addSubviewMovesAViewFromItsOldSuperview() {
    var (store, v) = store(4)
    store.addSubview(v[1], to: v[0])
    store.addSubview(v[2], to: v[0])
    store.addSubview(v[3], to: v[0])
    store.addSubview(v[2], to: v[1])
    #expect(store.subviews(of: v[0]) == [v[1], v[3]])
    #expect(store.subviews(of: v[1]) == [v[2]])
    store.removeFromSuperview(v[3])
    #expect(store.subviews(of: v[0]) == [v[1]])
    #expect(store.lastChild[v[0]] == v[1])
    #expect(store.nextSibling[v[3]] == nil)
    #expect(store.parent[v[3]] == nil)
    store.removeFromSuperview(v[3])
    #expect(store.subviews(of: v[0]) == [v[1]])
  }

  /// A view flagged for layout marks every ancestor, so a layout pass can skip the subtrees
  /// that hold no work; marking stops at the first ancestor that is marked already.
  @Test func setNeedsLayoutMarksTheAncestorsOnly() {
    var (store, v) = store(5)
    store.addSubview(v[1], to: v[0])
    store.addSubview(v[2], to: v[1])
    store.addSubview(v[3], to: v[0])
    store.addSubview(v[4], to: v[3])
    store.setNeedsLayout(v[2])
    #expect(store.flags[v[2]].intersection(.layoutWork) == .needsLayout)
    #expect(store.flags[v[1]].intersection(.layoutWork) == .descendantNeedsLayout)
    #expect(store.flags[v[0]].intersection(.layoutWork) == .descendantNeedsLayout)
    #expect(store.flags[v[3]].intersection(.layoutWork) == [])
    #expect(store.flags[v[4]].intersection(.layoutWork) == [])
    store.flags[v[0]].remove(.descendantNeedsLayout)
    store.setFrameChanged(v[2])
    #expect(store.flags[v[2]].intersection(.layoutWork) == [.needsLayout, .frameChanged])
    #expect(
      store.flags[v[0]].intersection(.layoutWork) == [],
      "v1 was marked already, so its ancestors are not visited")
  }

  /// A subtree that holds work marks its new superview's path as it joins.
  @Test func addSubviewCarriesPendingLayoutToTheNewAncestors() {
    var (store, v) = store(4)
    store.addSubview(v[1], to: v[0])
    store.setNeedsLayout(v[3])
    store.addSubview(v[3], to: v[2])
    #expect(store.flags[v[2]].intersection(.layoutWork) == .descendantNeedsLayout)
    store.addSubview(v[2], to: v[1])
    #expect(store.flags[v[1]].intersection(.layoutWork) == .descendantNeedsLayout)
    #expect(store.flags[v[0]].intersection(.layoutWork) == .descendantNeedsLayout)
    var (clean, w) = self.store(2)
    clean.addSubview(w[1], to: w[0])
    #expect(clean.flags[w[0]].intersection(.layoutWork) == [])
  }

  /// A view flagged for a new geometry marks its ancestors for the geometry pass, as the layout
  /// flags do (docs/behaviour.md#c45); a view that joins a superview is flagged itself.
  @Test func setGeometryDirtyMarksTheAncestors() {
    var (store, v) = store(3)
    store.addSubview(v[1], to: v[0])
    store.addSubview(v[2], to: v[1])
    #expect(store.flags[v[2]].contains(.geometryDirty))
    for view in v { store.flags[view].subtract(.geometryWork) }
    store.setGeometryDirty(v[2])
    #expect(store.flags[v[2]].intersection(.geometryWork) == .geometryDirty)
    #expect(store.flags[v[1]].intersection(.geometryWork) == .descendantGeometryDirty)
    #expect(store.flags[v[0]].intersection(.geometryWork) == .descendantGeometryDirty)
  }
}
