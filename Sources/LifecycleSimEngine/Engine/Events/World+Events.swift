import LifecycleSimCore
import LifecycleSimModel

extension World {
  /// The controller an event waits for while its animated transition runs.
  ///
  /// That is the navigation controller of a push or pop, the presented controller of a
  /// dismissal, the controller a presentation starts from; UIKit queues such calls. `nil` for
  /// other events and unknown names.
  func queueTarget(for action: EventAction) -> ControllerID? {
    switch action {
    case .push(let navigation, _, _), .pop(let navigation, _),
      .interactivePop(let navigation, _, _):
      objects.controllerIDs[navigation]
    case .dismiss(let controller, _): objects.controllerIDs[controller]
    case .present(let from, _, _, _, _, _): objects.controllerIDs[from]
    case .swiftUI(.dismiss(let name, _)): objects.controllerIDs[name]
    case .split(let name, _): objects.controllerIDs[name]
    case .changePage(let change): objects.controllerIDs[change.controller]
    case .changeDetent(let change): objects.controllerIDs[change.controller]
    case .interactiveDismissal(let drag): objects.controllerIDs[drag.controller]
    default: nil
    }
  }

  /// Whether `controller`'s animated transition is still running.
  func isInTransition(_ controller: ControllerID) -> Bool {
    guard let end = transitions.ends[controller] else { return false }
    return end > now
  }

  /// Runs one scenario event as a turn (docs/behaviour.md#overview, docs/behaviour.md#events) and
  /// returns the completions to schedule, each after its delay.
  ///
  /// - Throws: ``EventProblem`` when UIKit would refuse the event now (popping the root,
  ///   dismissing a controller that is not presented, …); nothing has changed then.
  package mutating func perform(_ action: EventAction) throws(EventProblem) -> [(
    SimDuration, Completion
  )] {
    switch action {
    case .rotate(let orientation):
      return try rotate(to: orientation) + adaptInspectorSheets()
    case .setStatusBarHidden(let controller, let hidden, let animated):
      return setStatusBarHidden(try controllerID(controller), hidden: hidden, animated: animated)
    case .setHomeIndicatorAutoHidden(let controller, _):
      _ = try controllerID(controller)
      return []
    case .setNavigationBarHidden(let navigation, let hidden, let animated):
      return try setBarHidden(navigation, toolbar: false, hidden: hidden, animated: animated)
    case .setToolbarHidden(let navigation, let hidden, let animated):
      return try setBarHidden(navigation, toolbar: true, hidden: hidden, animated: animated)
    case .push(let navigation, let controller, let animated):
      return try push(controller, onto: navigation, animated: animated)
    case .pop(let navigation, let animated):
      return try pop(navigation, animated: animated)
    case .interactivePop(let navigation, let completes, let duration):
      return try interactivePop(navigation, completes: completes, duration: duration)
    case .selectTab(let tabs, let index):
      return try selectTab(index, of: tabs)
    case .present(let from, let controller, let style, let animated, let sheet, let popover):
      return try present(
        controller, from: from, style: style, sheet: sheet, popover: popover, animated: animated)
    case .dismiss(let controller, let animated):
      try refuseInspectorSheetDismissal(controller)
      return try dismiss(controller, animated: animated)
    case .addChild(let parent, let controller, let container, let layout):
      return try addChild(controller, to: parent, in: container, layout: layout)
    case .removeChild(let controller):
      return try removeChild(controller)
    case .showKeyboard(let height, let duration):
      return try showKeyboard(height: height, duration: duration)
    case .hideKeyboard(let duration):
      return try hideKeyboard(duration: duration)
    case .setAdditionalSafeAreaInsets, .setContentInset, .setContentSize,
      .setContentInsetAdjustmentBehavior, .setFrame, .setNeedsLayout:
      try performPropertyEvent(action)
      return []
    case .scroll(let view, let offset):
      try scroll(view, to: offset)
      return []
    case .setSearchActive(let controller, let active):
      try setSearchActive(controller, active: active)
      return []
    case .animatedScroll(let view, let offset, let duration, let frames):
      return try animatedScroll(view, to: offset, duration: duration, frames: frames)
    case .swiftUI(let event):
      return try performSwiftUI(event) + adaptInspectorSheets()
    case .resizeWindow(let spec):
      return try resizeWindow(spec) + adaptInspectorSheets()
    case .split(let name, let change):
      return try changeSplit(name, change)
    case .changePage(let change):
      return try changePage(change)
    case .changeDetent(let change):
      return try changeDetent(change)
    case .interactiveDismissal(let drag):
      return try dragToDismiss(drag)
    }
  }

  /// Runs a completion scheduled by an earlier turn.
  package mutating func complete(_ completion: Completion) {
    switch completion {
    case .settle:
      break
    case .finishNavigation(let navigation, let incoming, let outgoing, let popping, let animated):
      finishNavigation(
        navigation, incoming: incoming, outgoing: outgoing, popping: popping, animated: animated)
    case .finishInteractivePop(let navigation, let incoming, let outgoing, let completes):
      finishInteractivePop(navigation, incoming: incoming, outgoing: outgoing, completes: completes)
    case .finishPresent(let presented, let covers, let animated):
      finishPresent(presented, covers: covers, animated: animated)
    case .finishDismiss(let presented, let uncovers, let animated):
      finishDismiss(presented, uncovers: uncovers, animated: animated)
    case .keyboardDidChange(let shown):
      finishKeyboard(shown: shown)
    case .keyboardReturns(let didShow):
      returnKeyboard(didShow: didShow)
    case .scrollFrame(let view, let start, let target, let frame, let count):
      scrollFrame(view, from: start, to: target, frame: frame, of: count)
    case .finishSwiftUINavigation(let shown):
      sendSwiftUIDisappearances(among: shown)
    case .finishSplitChange(let split, let appearing, let disappearing):
      finishSplitChange(split, appearing: appearing, disappearing: disappearing)
    case .finishPageChange(let transition):
      finishPageChange(transition)
    case .finishDismissDrag(let presented, let completes):
      finishDismissDrag(presented, completes: completes)
    }
  }

  /// The length of an animation an event gives in seconds, or `fallback` when it gives none.
  ///
  /// The validator has checked that a given length lies from 0 to 1,000,000 seconds.
  func animationLength(_ seconds: Double?, default fallback: SimDuration) -> SimDuration {
    seconds.map(SimDuration.seconds) ?? fallback
  }

  /// The id of a controller, or a problem naming it.
  func controllerID(_ name: String) throws(EventProblem) -> ControllerID {
    guard let id = objects.controllerIDs[name] else {
      throw EventProblem(
        message: "there is no controller \"\(name)\" at this time", fix: nil,
        namesAMissingController: true)
    }
    return id
  }

  /// The id of a loaded view, or a problem naming it.
  mutating func viewID(_ name: String) throws(EventProblem) -> ViewID {
    guard let id = objects.viewNames.id(of: name, in: views) else {
      throw EventProblem(
        message: "the view \"\(name)\" is not loaded at this time",
        fix: "name a view of a controller that has appeared")
    }
    return id
  }
}
