import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// Begins the appearance of `controller` and the children it shows, parent first.
  ///
  /// Loads it if needed, puts its view in its navigation or tab bar controller's view and sends
  /// `viewWillAppear` (docs/behaviour.md#first-display "Parent first", "Lazy load"). Appends each
  /// controller that begins to `appearing`, pre-order.
  ///
  /// Total: a controller already appearing or appeared gets no second `viewWillAppear`, as
  /// UIKit sends none to a controller in those states (L); its shown children are still brought
  /// in line, so a subtree never mixes a shown parent with a child left disappeared. A
  /// disappearing controller reverses, as a cancelled transition does.
  ///
  /// Iterative, as every walk of a tree the input shapes: controllers nest as deep as the views
  /// they hold allow, and a debug build's frame holds copies of a controller's state.
  ///
  /// - Parameter silently: the controllers end appeared with no callback
  ///   (`splitDisplayModeSkipsAppearance`, docs/behaviour.md#c81); none is added to `appearing`.
  mutating func beginAppearance(
    _ controller: ControllerID, animated: Bool, into appearing: inout [ControllerID],
    silently: Bool = false
  ) {
    var pending = [controller]
    while let current = pending.popLast() {
      loadViewIfNeeded(current)
      switch controllers[current].relation {
      case .navigationStack, .tab, .splitColumn, .page: installContainerChild(current)
      case .windowRoot, .contained, .presented, .removed: break
      }
      if !isShowing(current) && silently {
        controllers[current].appearance = .appeared
      } else if !isShowing(current) {
        record(controller: current, .viewWillAppear, TraceArguments(animated: animated))
        controllers[current].appearance = .appearing
        appearing.append(current)
      }
      // Pre-order: the first child's subtree before the second's.
      pending.append(contentsOf: controllers[current].visibleChildren.reversed())
    }
  }

  /// Sends `viewWillDisappear` to `controller` and the children it shows, parent first, and
  /// appends each that begins to `disappearing`.
  ///
  /// Total: a controller already disappearing or disappeared gets nothing, but its shown children
  /// are still brought in line (L).
  mutating func beginDisappearance(
    _ controller: ControllerID, animated: Bool, into disappearing: inout [ControllerID]
  ) {
    var pending = [controller]
    while let current = pending.popLast() {
      if isShowing(current) {
        record(controller: current, .viewWillDisappear, TraceArguments(animated: animated))
        controllers[current].appearance = .disappearing
        disappearing.append(current)
      }
      pending.append(contentsOf: controllers[current].visibleChildren.reversed())
    }
  }

  /// Whether `controller` is appearing or appeared.
  func isShowing(_ controller: ControllerID) -> Bool {
    switch controllers[controller].appearance {
    case .appearing, .appeared: true
    case .disappearing, .disappeared: false
    }
  }

  /// Whether `navigationOrTabs` shows its children now.
  ///
  /// It does when its view is in the window and it is appearing or appeared. A container covered by
  /// a full-screen presentation (even while the presentation animates) or off screen changes its
  /// children without appearance callbacks; they appear with it later
  /// (docs/behaviour.md#push-and-pop, L).
  func showsChildren(_ navigationOrTabs: ControllerID) -> Bool {
    guard let view = controllers[navigationOrTabs].view else { return false }
    return isAttached(view) && isShowing(navigationOrTabs)
  }

  /// Ends a transition of `controller`'s subtree in line with its container's state.
  ///
  /// The subtree ends appeared when `container` is appeared, still appearing (ended with the
  /// container) when it is appearing, disappearing or disappeared likewise. Returns the
  /// controllers that ended appearing here, for the layout bracket.
  package mutating func settle(
    _ controller: ControllerID, under container: ControllerID, animated: Bool
  )
    -> [ControllerID]
  {
    var begun: [ControllerID] = []
    switch controllers[container].appearance {
    case .appeared:
      beginAppearance(controller, animated: animated, into: &begun)
      let appearing = shownSubtree(of: controller, in: .appearing)
      endAppearance(appearing, animated: animated)
      return appearing
    case .appearing:
      beginAppearance(controller, animated: animated, into: &begun)
    case .disappearing:
      beginDisappearance(controller, animated: animated, into: &begun)
    case .disappeared:
      beginDisappearance(controller, animated: animated, into: &begun)
      endDisappearance(shownSubtree(of: controller, in: .disappearing), animated: animated)
    }
    return []
  }

  /// `viewIsAppearing` for each controller that began appearing, pre-order (profile 17, or
  /// 13–16 with `backDeployViewIsAppearing`; Apple: viewIsAppearing(_:)).
  mutating func sendViewIsAppearing(_ appearing: [ControllerID], animated: Bool) {
    guard behaviour.capabilities.callsViewIsAppearing else { return }
    for controller in appearing {
      record(controller: controller, .viewIsAppearing, TraceArguments(animated: animated))
    }
  }

  /// `viewDidAppear` for each controller still appearing.
  mutating func endAppearance(_ appearing: [ControllerID], animated: Bool) {
    for controller in appearing where controllers[controller].appearance == .appearing {
      record(controller: controller, .viewDidAppear, TraceArguments(animated: animated))
      controllers[controller].appearance = .appeared
    }
  }

  /// `viewDidDisappear` for each controller still disappearing.
  mutating func endDisappearance(_ disappearing: [ControllerID], animated: Bool) {
    for controller in disappearing where controllers[controller].appearance == .disappearing {
      sendOnDisappear(controller)
      record(controller: controller, .viewDidDisappear, TraceArguments(animated: animated))
      controllers[controller].appearance = .disappeared
    }
  }

  /// The controllers of the subtree shown from `controller` (itself, its shown children, …)
  /// whose appearance is `state`, pre-order.
  package func shownSubtree(of controller: ControllerID, in state: AppearanceState)
    -> [ControllerID]
  {
    var result: [ControllerID] = []
    var pending = [controller]
    while let current = pending.popLast() {
      guard controllers[current].appearance == state else { continue }
      result.append(current)
      pending.append(contentsOf: controllers[current].visibleChildren.reversed())
    }
    return result
  }

  /// Every controller on screen now, pre-order: the root's shown tree, then each presented
  /// controller's.
  func visibleControllers() -> [ControllerID] {
    var result: [ControllerID] = []
    for view in window.rootViews where isAttached(view) {
      guard let root = views.controller[view] else { continue }
      var pending = [root]
      while let current = pending.popLast() {
        result.append(current)
        pending.append(contentsOf: controllers[current].visibleChildren.reversed())
      }
    }
    return result
  }

  /// The layout brackets of `list`, for the layout pass.
  package func brackets(_ list: [ControllerID]) -> LayoutBrackets { LayoutBrackets(list) }
}
