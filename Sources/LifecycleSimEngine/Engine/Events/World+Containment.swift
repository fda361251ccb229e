import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// `addChild`, the UIKit pattern addChild → addSubview → didMove.
  ///
  /// docs/behaviour.md#containment; GT-232, GT-238: `C.willMove(toParent: P) → C.viewDidLoad`,
  /// then, P in the window: `C.viewWillAppear → C.didMove(toParent: P)`, C joins the window, `[geo
  /// C] → C.viewIsAppearing* → L(container) → [geo C again if its frame changed] → L(C) →
  /// C.viewDidAppear`. The view C joins lays out, with P's bracket when it is P's root view
  /// (docs/behaviour.md#layout-passes; WEB-201).
  /// With P off screen, C appears with P later. With P in the window but disappearing (an
  /// interactive pop or a full-screen presentation under way), C joins the window without
  /// appearance callbacks and follows P: it appears if P's disappearance is reversed (L).
  mutating func addChild(
    _ node: ControllerNode, to name: String, in container: String?, layout: Layout
  ) throws(EventProblem) -> [(SimDuration, Completion)] {
    let parent = try controllerID(name)
    guard let parentView = controllers[parent].view else {
      throw EventProblem(
        message: "\(name)'s view is not loaded, so it cannot hold a child's view",
        fix: "add the child to a controller that has appeared")
    }
    if let container, !subtreeNames(of: parentView).contains(container) {
      throw EventProblem(
        message: "there is no view \"\(container)\" in \(name)'s view",
        fix: "name one of \(name)'s own views")
    }
    try checkViewDepth(adding: node, under: parentView, inside: container != nil)
    let child = addController(
      node, parent: parent, relation: .contained(containerView: container, layout: layout))
    controllers[parent].contained.append(child)
    record(controller: child, .willMove, TraceArguments(parent: .some(name)))
    let view = loadViewIfNeeded(child)
    installContainedChild(child)
    guard isAttached(parentView) else {
      record(controller: child, .didMove, TraceArguments(parent: .some(name)))
      return []
    }
    var appearing: [ControllerID] = []
    if isShowing(parent) { beginAppearance(child, animated: false, into: &appearing) }
    record(controller: child, .didMove, TraceArguments(parent: .some(name)))
    attach(view)
    updateGeometry(of: view, notify: true)
    sendViewIsAppearing(appearing, animated: false)
    layoutPass(bracketed: brackets(appearing))
    endAppearance(appearing, animated: false)
    return []
  }

  /// `removeChild` (docs/behaviour.md#containment, L).
  ///
  /// `C.willMove(toParent: nil) → C.viewWillDisappear`, C leaves the window, `C.viewDidDisappear →
  /// C.didMove(toParent: nil)`, then the view C left lays out, with P's bracket when it is P's
  /// root view (removeFromSuperview; docs/behaviour.md#layout-passes, WEB-201, WEB-202). A child
  /// that was already disappearing with its parent ends its disappearance here, since it leaves
  /// (L).
  package mutating func removeChild(_ name: String) throws(EventProblem) -> [(
    SimDuration, Completion
  )] {
    let child = try controllerID(name)
    guard case .contained = controllers[child].relation else {
      throw EventProblem(
        message: "\(name) is not a child added by containment",
        fix: "remove a controller declared in \"children\" or added by addChild")
    }
    record(controller: child, .willMove, TraceArguments(parent: .some(nil)))
    let superview = controllers[child].view.flatMap { views.parent[$0] }
    leave(child)
    if let parent = controllers[child].parent {
      controllers[parent].contained.removeAll { $0 == child }
    }
    remove(child)
    record(controller: child, .didMove, TraceArguments(parent: .some(nil)))
    if let superview, isAttached(superview) {
      invalidateHierarchy(of: superview, added: nil)
      layoutPass(bracketed: brackets([]))
    }
    return []
  }

  /// The names of the views in a subtree.
  private func subtreeNames(of root: ViewID) -> Set<String> {
    var names: Set<String> = []
    var next: ViewID? = root
    while let view = next {
      names.insert(views.name[view])
      next = views.preorderSuccessor(of: view, within: root)
    }
    return names
  }
}
