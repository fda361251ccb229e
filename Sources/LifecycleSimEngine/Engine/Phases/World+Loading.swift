import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// Loads a controller's view (`loadView`, `viewDidLoad`) if it is not loaded yet.
  ///
  /// The root view starts with the screen's bounds, as `loadView` makes it, and is not in a
  /// window, so it reads zero insets (GT-143, GT-221). Children by containment are installed
  /// inside `viewDidLoad`: `willMove(toParent:)`, their own load, their view added to the
  /// parent's, `didMove(toParent:)` (docs/behaviour.md#first-display, GT-232). A page view
  /// controller's shown page is installed after them, as the app's `setViewControllers` in
  /// `viewDidLoad` does: it appears there and then, before its parent
  /// (``installFirstPage(_:of:)``).
  ///
  /// The walk keeps its own stack of the controllers whose children it is installing:
  /// recursing, a debug build took about 13.5 KB of stack a level of children, and 43 levels
  /// (views at the depth limit) did not fit a 512 KiB thread.
  @discardableResult
  mutating func loadViewIfNeeded(_ controller: ControllerID) -> ViewID {
    if let view = controllers[controller].view { return view }
    let root = loadView(of: controller)
    var loading = [(controller: controller, contained: installedOnLoad(controller), next: 0)]
    while let (parent, contained, next) = loading.last {
      let parentName = controllers[parent].name
      if next > 0 {
        let child = contained[next - 1]
        if case .page = controllers[child].relation {
          installFirstPage(child, of: parent)
        } else {
          installContainedChild(child)
        }
        record(controller: child, .didMove, TraceArguments(parent: .some(parentName)))
      }
      guard next < contained.count else {
        loading.removeLast()
        continue
      }
      loading[loading.count - 1].next = next + 1
      let child = contained[next]
      record(controller: child, .willMove, TraceArguments(parent: .some(parentName)))
      if controllers[child].view == nil {
        loadView(of: child)
        loading.append((child, installedOnLoad(child), 0))
      }
    }
    return root
  }

  /// The children `controller`'s `viewDidLoad` installs: its contained children, then a page
  /// view controller's shown page.
  private func installedOnLoad(_ controller: ControllerID) -> [ControllerID] {
    let state = controllers[controller]
    guard state.pages.indices.contains(state.shownPage) else { return state.contained }
    return state.contained + [state.pages[state.shownPage]]
  }

  /// Installs a page view controller's first page, set in its `viewDidLoad`.
  ///
  /// Its view joins the page view controller's and it gets `viewWillAppear` and `viewDidAppear`
  /// at once, out of the window, before its parent's `viewWillAppear` and before any layout
  /// (docs/behaviour.md#page-view-controllers; WEB-950, GT-233). It gets no `viewIsAppearing`
  /// (unverified, docs/behaviour.md#c69).
  private mutating func installFirstPage(_ page: ControllerID, of pageView: ControllerID) {
    installContainerChild(page)
    guard !isShowing(page) else { return }
    record(controller: page, .viewWillAppear, TraceArguments(animated: false))
    record(controller: page, .viewDidAppear, TraceArguments(animated: false))
    controllers[page].appearance = .appeared
  }

  /// Loads `controller`'s own view (`loadView`, `viewDidLoad`), not its children's.
  @discardableResult
  private mutating func loadView(of controller: ControllerID) -> ViewID {
    record(controller: controller, .loadView)
    let node = controllers[controller].node
    let name = node.view.name ?? "\(node.name).view"
    let root = makeViewTree(
      node.view, name: name, frame: windowBounds, placement: rootPlacement(of: controller),
      controller: controller)
    controllers[controller].view = root
    updateLoadedGeometry(of: root, end: views.nextID)
    record(controller: controller, .viewDidLoad)
    return root
  }

  /// A contained child's view follows its embedding's layout, unless SwiftUI places it; other
  /// root views are placed by their container or the window.
  private func rootPlacement(of controller: ControllerID) -> ViewPlacement {
    if case .contained(_, let layout) = controllers[controller].relation,
      !controllers[controller].isRepresented
    {
      return .layout(layout)
    }
    return .unspecified
  }

  /// Adds a contained child's view to its parent's view named by the embedding (the root view
  /// by default); like `addSubview`, it makes that view lay out again, which applies the child's
  /// layout spec (``invalidateHierarchy(of:added:)``).
  mutating func installContainedChild(_ child: ControllerID) {
    guard case .contained(let containerName, _) = controllers[child].relation,
      let parent = controllers[child].parent, let parentView = controllers[parent].view,
      let view = controllers[child].view
    else { return }
    var container = parentView
    if let containerName {
      var candidate: ViewID? = parentView
      while let at = candidate {
        if views.name[at] == containerName {
          container = at
          break
        }
        candidate = views.preorderSuccessor(of: at, within: parentView)
      }
    }
    views.addSubview(view, to: container)
    invalidateHierarchy(of: container, added: view)
  }

  /// Adds the root view of a navigation or tab bar controller's shown child to the container's
  /// view, if it is not there yet.
  mutating func installContainerChild(_ child: ControllerID) {
    guard let view = controllers[child].view, views.parent[view] == nil,
      let parent = controllers[child].parent, let parentView = controllers[parent].view
    else { return }
    views.addSubview(view, to: parentView)
  }

  /// Creates the views of `node` (pre-order) and returns the root's id; each view is a subview of
  /// its superview, in order, as if added to it once its own subviews were.
  ///
  /// The views join the store in batches (``ViewStore/Batch``) and are linked in one pass at
  /// the end (``ViewStore/linkSubviews(from:)``): adding them one at a time checked each of the
  /// store's sixteen arrays for shared storage at each view, and again at each `addSubview`.
  ///
  /// The walk keeps its own stack of the views whose subviews it is making: recursing, a debug
  /// build took about 6 KB of stack a level, and 128 levels did not fit a 512 KiB thread.
  private mutating func makeViewTree(
    _ node: ViewNode, name: String, frame: Rect, placement: ViewPlacement, controller: ControllerID?
  ) -> ViewID {
    let root = views.nextID
    let batch = ViewStore.Batch(views: Self.viewCount(of: node, upTo: ViewStore.Batch.largest))
    withUnsafePointer(to: node) { node in
      addView(
        node, to: batch, id: root, name: name, frame: frame, placement: placement,
        superview: nil, controller: controller)
    }
    // The views whose subviews are being made; a view without subviews gets no level.
    var levels =
      node.subviews.isEmpty ? [] : [(subviews: node.subviews, name: name, id: root, next: 0)]
    while !levels.isEmpty {
      let top = levels.count - 1
      let index = levels[top].next
      guard index < levels[top].subviews.count else {
        levels.removeLast()
        continue
      }
      levels[top].next = index + 1
      if batch.isFull { flush(batch) }
      let id = ViewID(raw: views.nextID.raw + Int32(batch.count))
      // The node is read in place: copying it out of its array costs a retain and a release
      // per reference it holds.
      let level: (subviews: [ViewNode], name: String, id: ViewID, next: Int)? =
        levels[top].subviews.withUnsafeBufferPointer { subviews in
          guard let first = subviews.baseAddress else { return nil }
          let subview = first + index
          let childName = subview.pointee.name ?? "\(levels[top].name)/\(index)"
          let frame: Rect
          if case .frame(let rect) = subview.pointee.placement {
            frame = rect
          } else {
            frame = .zero
          }
          addView(
            subview, to: batch, id: id, name: childName, frame: frame,
            placement: subview.pointee.placement, superview: levels[top].id, controller: nil)
          guard !subview.pointee.subviews.isEmpty else { return nil }
          return (subview.pointee.subviews, childName, id, 0)
        }
      if let level { levels.append(level) }
    }
    flush(batch)
    views.linkSubviews(from: root)
    if derivations != nil {
      for index in root.index..<views.nextID.index {
        let view = ViewID(raw: Int32(index))
        deriveCreation(of: view, scroll: views.scroll[view])
      }
    }
    return root
  }

  /// Registers the trace objects of `batch`'s views, in order, and adds the views to the store.
  ///
  /// The objects are registered together, when their views join the store: nothing else is
  /// registered while a tree is made, so each view's object is the one it would have had
  /// registered as the view was made.
  private mutating func flush(_ batch: ViewStore.Batch) {
    let object = registerViews(
      names: batch.nameColumn, kinds: batch.kindColumn, first: views.nextID)
    views.append(batch, firstObject: object)
  }

  /// The number of views in `node`'s tree, counted up to `limit` at most.
  ///
  /// The walk keeps its own stack of the subviews still to count, as ``makeViewTree(_:name:frame:placement:controller:)`` does.
  private static func viewCount(of node: ViewNode, upTo limit: Int) -> Int {
    var count = 1
    var pending = [node.subviews]
    while count < limit, let subviews = pending.popLast() {
      count += subviews.count
      for subview in subviews where !subview.subviews.isEmpty { pending.append(subview.subviews) }
    }
    return min(count, limit)
  }

  /// Adds the view of `node`, not its subviews, to `batch`, to join the store as `id`.
  ///
  /// It is placed by its frame, or at zero until its superview lays it out; the node is read in
  /// place. For a scroll view, its scroll state is made now; its trace object when the batch
  /// joins the store (``flush(_:)``).
  private mutating func addView(
    _ node: UnsafePointer<ViewNode>, to batch: ViewStore.Batch, id viewID: ViewID, name: String,
    frame: Rect, placement: ViewPlacement, superview: ViewID?, controller: ControllerID?
  ) {
    var scroll: ScrollID?
    if let properties = node.pointee.kind.scrollProperties {
      var behavior = properties.contentInsetAdjustmentBehavior ?? .automatic
      if case .webView = node.pointee.kind, properties.contentInsetAdjustmentBehavior == nil,
        behaviour.scrollViews.webViewsAlwaysAdjust
      {
        behavior = .always
      }
      scroll = scrolls.append(
        ScrollState(
          view: viewID, kind: node.pointee.kind, properties: properties, behavior: behavior))
    }
    let kind: TraceObjectKind =
      switch node.pointee.kind {
      case .view: .view
      case .scrollView: .scrollView
      case .tableView: .tableView
      case .collectionView: .collectionView
      case .webView: .webView
      }
    var flags: ViewFlags = [.needsLayout]
    if node.pointee.insetsLayoutMarginsFromSafeArea { flags.insert(.insetsMarginsFromSafeArea) }
    if node.pointee.preservesSuperviewLayoutMargins { flags.insert(.preservesSuperviewMargins) }
    let custom =
      node.pointee.layoutMargins ?? node.pointee.directionalLayoutMargins?.resolved(layoutDirection)
    batch.add(
      name: name, kind: kind, superview: superview, frame: frame,
      placement: placement, customMargins: custom, flags: flags, controller: controller,
      scroll: scroll)
  }

  /// Records how a new view's frame and offset came to be, when explaining.
  private func deriveCreation(of view: ViewID, scroll: ScrollID?) {
    switch views.placement[view] {
    case .frame:
      deriveFrame(of: view, rule: "the frame the scenario gives")
    case .layout:
      deriveFrame(
        of: view, rule: "zero until its superview lays it out",
        sources: ["docs/behaviour.md#layout-specs"])
    case .unspecified:
      deriveFrame(
        of: view, rule: Self.loadedRootViewStory.rule,
        sources: Self.loadedRootViewStory.sources)
    }
    if let scroll {
      let inset = scrolls[scroll].properties.contentInset
      deriveOffset(
        of: view, scrolls[scroll].contentOffset, story: ContentInsetRule.initialOffsetStory,
        inputs: [.init("contentInset", TraceValue.text(inset))])
    }
  }
}

extension World {
  /// A root view made by `loadView`.
  static let loadedRootViewStory = RuleStory(
    "loadView makes the root view as large as the screen",
    sources: ["GT-143", "docs/behaviour.md#first-display"])
}
