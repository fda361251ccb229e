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

  /// Builds `count` views in a tree `width` children wide as one scenario subtree is made: ids
  /// in pre-order (or, with `reversed`, the other way round), each view's subviews attached in
  /// order once their own subtrees are complete.
  private func tree(_ count: Int, width: Int, reversed: Bool = false) -> (ViewStore, [ViewID]) {
    var (store, ids) = store(count)
    let v = reversed ? Array(ids.reversed()) : ids
    // children[i]: the subviews of the i-th view in pre-order, itself in pre-order.
    var children = [[Int]](repeating: [], count: count)
    var pending = [(node: 0, depth: 0)]
    var next = 1
    var order: [Int] = []
    while let (node, depth) = pending.popLast() {
      order.append(node)
      var made: [Int] = []
      for _ in 0..<width where next < count && depth < 8 {
        made.append(next)
        next += 1
      }
      children[node] = made
      pending.append(contentsOf: made.reversed().map { ($0, depth + 1) })
    }
    // Pre-order numbering of the nodes, then attachment bottom up.
    var position = [Int](repeating: 0, count: count)
    for (index, node) in order.enumerated() { position[node] = index }
    for node in order.reversed() {
      for child in children[node] { store.addSubview(v[position[child]], to: v[position[node]]) }
    }
    return (store, v)
  }

  /// Every known run is the subtree its view's links give, in pre-order, and a view whose run
  /// is not known has no ancestor whose run is.
  private func checkRuns(_ store: ViewStore, _ v: [ViewID], _ comment: Comment) {
    for view in v {
      let end = store.subtreeEnd[view]
      if end >= 0 {
        #expect(walk(store, from: view) == (view.raw..<end).map(ViewID.init(raw:)), comment)
      } else {
        var up = store.parent[view]
        while let ancestor = up {
          #expect(store.subtreeEnd[ancestor] < 0, comment)
          up = store.parent[ancestor]
        }
      }
    }
  }

  /// Views made as a scenario subtree is are one run of ids; moving views in, out and around
  /// forgets the runs that change, keeps the others and learns those of views added again,
  /// through a seeded sequence of changes.
  @Test func subtreeRunsFollowTheLinks() {
    var (store, v) = tree(40, width: 3)
    #expect(store.subtreeEnd[v[0]] < 0, "the root is not a subview")
    for child in store.subviews(of: v[0]) { #expect(store.subtreeEnd[child] >= 0) }
    #expect(store.markAttachment(of: v[0], inWindow: true, keyboardAdjusts: false) == 40)
    checkRuns(store, v, "as made")
    var random = SplitMix64(seed: 29)
    for step in 0..<400 {
      let view = v[Int(random.next() % 40)]
      let target = v[Int(random.next() % 40)]
      var isAncestor = false
      var up: ViewID? = target
      while let at = up {
        if at == view { isAncestor = true }
        up = store.parent[at]
      }
      if random.next() % 3 == 0 || isAncestor {
        store.removeFromSuperview(view)
      } else {
        store.addSubview(view, to: target)
      }
      var root = v[Int(random.next() % 40)]
      while let up = store.parent[root] { root = up }
      _ = store.markAttachment(of: root, inWindow: step % 2 == 0, keyboardAdjusts: false)
      checkRuns(store, v, "after change \(step)")
    }
  }

  /// Marking a subtree gives each view the same flags whether its ids run in pre-order (walked
  /// as runs once learnt) or not (walked by the links): the same tree, numbered both ways.
  @Test func markAttachmentMarksTheSameViewsByRunsAsByLinks() {
    var (runs, v) = tree(60, width: 4)
    var (links, w) = tree(60, width: 4, reversed: true)
    for inWindow in [true, false, true, false] {
      #expect(runs.markAttachment(of: v[0], inWindow: inWindow, keyboardAdjusts: false) == 60)
      #expect(links.markAttachment(of: w[0], inWindow: inWindow, keyboardAdjusts: false) == 60)
      for index in v.indices { #expect(runs.flags[v[index]] == links.flags[w[index]], "\(index)") }
    }
    for child in runs.subviews(of: v[0]) { #expect(runs.subtreeEnd[child] >= 0) }
    for child in links.subviews(of: w[0]) where links.firstChild[child] != nil {
      #expect(links.subtreeEnd[child] < 0)
    }
  }

  /// A chain 100,000 views deep, made bottom up, is one run: marking it follows no link, and
  /// no walk recurses; a change at its bottom forgets the chain's runs, and the chain is then
  /// walked by its links.
  @Test func aDeepChainIsOneRun() {
    for count in [1_000, 10_000, 100_000] {
      var (store, v) = store(count)
      for index in (1..<count).reversed() { store.addSubview(v[index], to: v[index - 1]) }
      #expect(store.subtreeEnd[v[1]] == Int32(count))
      #expect(store.markAttachment(of: v[0], inWindow: true, keyboardAdjusts: false) == count)
      store.removeFromSuperview(v[count - 1])
      #expect(store.subtreeEnd[v[1]] < 0)
      #expect(store.subtreeEnd[v[count - 2]] < 0)
      #expect(store.markAttachment(of: v[0], inWindow: false, keyboardAdjusts: false) == count - 1)
    }
  }

  /// A tree appended in batches and linked at once is the tree its views make added one at a
  /// time, each to its superview once its own subviews are (as the world made them before):
  /// the same links, flags and values.
  @Test func aBatchLinkedAtOnceIsTheTreeAddedViewByView() {
    // Pre-order superviews of a tree with leaves, runs of siblings and a deep branch.
    let superviews: [Int?] = [nil, 0, 1, 1, 3, 3, 0, 6, 7, 8, 0, 10, 10, 12]
    var single = ViewStore()
    var batched = ViewStore()
    let batch = ViewStore.Batch(views: 5)
    for (index, superview) in superviews.enumerated() {
      let flags: ViewFlags =
        index % 3 == 0 ? [.needsLayout] : [.needsLayout, .insetsMarginsFromSafeArea]
      let frame = Rect(x: Double(index), y: 1, width: 2, height: 3)
      let margins = index == 4 ? EdgeInsets(top: 1, left: 2, bottom: 3, right: 4) : nil
      _ = single.append(
        name: "v\(index)", object: ObjectID(raw: Int32(index)), kind: .view, frame: frame,
        placement: .frame(frame), customMargins: margins, flags: flags, controller: nil,
        scroll: nil)
      batch.add(
        name: "v\(index)", kind: .view,
        superview: superview.map { ViewID(raw: Int32($0)) }, frame: frame,
        placement: .frame(frame), customMargins: margins, flags: flags, controller: nil,
        scroll: nil)
      if batch.count == 5 {
        batched.append(batch, firstObject: ObjectID(raw: Int32(index - 4)))
      }
    }
    batched.append(batch, firstObject: ObjectID(raw: Int32(superviews.count - batch.count)))
    batched.linkSubviews(from: ViewID(raw: 0))
    // Post-order: each view joins its superview once its own subviews have joined it.
    var order: [Int] = []
    func visit(_ view: Int) {
      for (child, superview) in superviews.enumerated() where superview == view { visit(child) }
      order.append(view)
    }
    visit(0)
    for view in order {
      guard let superview = superviews[view] else { continue }
      single.addSubview(ViewID(raw: Int32(view)), to: ViewID(raw: Int32(superview)))
    }
    for index in superviews.indices {
      let view = ViewID(raw: Int32(index))
      #expect(batched.parent[view] == single.parent[view])
      #expect(batched.firstChild[view] == single.firstChild[view])
      #expect(batched.lastChild[view] == single.lastChild[view])
      #expect(batched.nextSibling[view] == single.nextSibling[view])
      #expect(batched.flags[view] == single.flags[view], "v\(index)")
      #expect(batched.name[view] == single.name[view])
      #expect(batched.object[view] == single.object[view])
      #expect(batched.frame[view] == single.frame[view])
      #expect(batched.windowOrigin[view] == single.windowOrigin[view])
      #expect(batched.customMargins[view] == single.customMargins[view])
      #expect(batched.placement[view] == single.placement[view])
      #expect(batched.subtreeEnd[view] == single.subtreeEnd[view], "v\(index)")
    }
    #expect(batched.subviews(of: ViewID(raw: 10)) == [ViewID(raw: 11), ViewID(raw: 12)])
  }

  /// Trees of 10 and 100 times the size of a small one, past a batch's capacity, link as the
  /// same views added one at a time do: a view's subviews are its children in the pre-order,
  /// each run of them in order, at any size.
  @Test(arguments: [51, 510, 5_100])
  func batchesOfEverySizeLinkTheTree(size: Int) {
    // Pre-order superviews: each view's superview is the view before it, or, every third view,
    // that view's superview (a second subview), so that the tree is deep and has runs.
    var superviews: [Int?] = [nil]
    for index in 1..<size { superviews.append(index - 1 - (index - 1) % 3 / 2) }
    var single = ViewStore()
    var batched = ViewStore()
    let batch = ViewStore.Batch(views: ViewStore.Batch.largest)
    for (index, superview) in superviews.enumerated() {
      _ = single.append(
        name: "v\(index)", object: ObjectID(raw: Int32(index)), kind: .view, frame: .zero,
        placement: .unspecified, customMargins: nil, flags: [.needsLayout], controller: nil,
        scroll: nil)
      if batch.isFull {
        batched.append(batch, firstObject: ObjectID(raw: Int32(index - batch.count)))
      }
      batch.add(
        name: "v\(index)", kind: .view,
        superview: superview.map { ViewID(raw: Int32($0)) }, frame: .zero,
        placement: .unspecified, customMargins: nil, flags: [.needsLayout], controller: nil,
        scroll: nil)
    }
    batched.append(batch, firstObject: ObjectID(raw: Int32(size - batch.count)))
    batched.linkSubviews(from: ViewID(raw: 0))
    // Each view joins its superview once its own subviews have: in reverse pre-order, a view's
    // subviews come before it, but its siblings must keep their order, so add by superview.
    var children: [[Int]] = Array(repeating: [], count: size)
    for (index, superview) in superviews.enumerated() {
      if let superview { children[superview].append(index) }
    }
    for view in (0..<size).reversed() {
      for child in children[view] {
        single.addSubview(ViewID(raw: Int32(child)), to: ViewID(raw: Int32(view)))
      }
    }
    var differing = 0
    for index in 0..<size {
      let view = ViewID(raw: Int32(index))
      if batched.parent[view] != single.parent[view]
        || batched.firstChild[view] != single.firstChild[view]
        || batched.lastChild[view] != single.lastChild[view]
        || batched.nextSibling[view] != single.nextSibling[view]
        || batched.flags[view] != single.flags[view] || batched.name[view] != single.name[view]
        || batched.object[view] != single.object[view]
        || batched.subtreeEnd[view] != single.subtreeEnd[view]
      {
        differing += 1
      }
    }
    #expect(batched.name.count == size)
    #expect(differing == 0)
  }
}
