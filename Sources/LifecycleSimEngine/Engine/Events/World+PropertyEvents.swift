import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// The events that set a property: the setter and what UIKit does inside it, then one layout
  /// pass (docs/behaviour.md#property-events).
  ///
  /// - `setAdditionalSafeAreaInsets`: the controller's subtree gets its geometry and callbacks
  ///   in the handler, controller first, then subviews, then scroll views (Apple:
  ///   viewSafeAreaInsetsDidChange(); seed000); the pass brackets the controllers whose views
  ///   changed.
  /// - `setContentInset`, `setContentSize`, `setContentInsetAdjustmentBehavior`: the adjusted
  ///   inset is recomputed in the handler, with `adjustedContentInsetDidChange` when it changes
  ///   and the resting offset following it (seed000, OU-101). A new `contentInset` is then
  ///   recorded as `contentInsetDidChange` with `by: setContentInset`, the state once the setter
  ///   returns. On iOS 10 it simply replaces the old one; the system's adjustment is not added
  ///   again until it changes (seed000: after setting 10s it reads 10s).
  /// - `setFrame`: the new frame and the view's subtree geometry; a new size lays out the view and
  ///   its superview, a new origin neither (docs/behaviour.md#layout-passes; WEB-203, WEB-204).
  /// - `setNeedsLayout`: one layout of that view and nothing else (OU-065).
  mutating func performPropertyEvent(_ action: EventAction) throws(EventProblem) {
    var bracketed = LayoutBrackets()
    switch action {
    case .setAdditionalSafeAreaInsets(let name, let insets):
      let controller = try controllerID(name)
      controllers[controller].additionalSafeAreaInsets = insets
      if let view = controllers[controller].view { views.setGeometryDirty(view) }
      if let view = controllers[controller].view, isAttached(view) {
        let before = recorder.recordCount
        updateGeometry(of: view, notify: true)
        bracketControllers(recordedSince: before, in: &bracketed)
      }
    case .setContentInset(let name, let insets):
      let view = try viewID(name)
      let scroll = try scrollID(of: view, named: name)
      guard !scrolls[scroll].properties.contentInset.displaysSame(as: insets) else { break }
      let old = scrolls[scroll].properties.contentInset
      scrolls[scroll].properties.contentInset = insets
      if derivations != nil {
        derive(
          views.object[view], .contentInset, .insets(insets),
          [
            DerivationStep(
              subject: name, story: Self.setContentInsetStory,
              inputs: [.init("contentInset before", TraceValue.text(old))],
              reason: behaviour.capabilities.hasSafeAreaAPI
                ? nil
                : "on iOS 10 it replaces the old one, the system's adjustment included",
              result: TraceValue.text(insets))
          ])
      }
      if !behaviour.capabilities.hasSafeAreaAPI {
        applyContentInsetWithoutSafeAreaAPI(scroll: scroll, view: view, old: old)
      }
      refreshContentInsets(of: view)
      record(view: view, .contentInsetDidChange, TraceArguments(by: "setContentInset"))
    case .setContentSize(let name, let size):
      let view = try viewID(name)
      scrolls[try scrollID(of: view, named: name)].properties.contentSize = size
      refreshContentInsets(of: view)
    case .setContentInsetAdjustmentBehavior(let name, let behavior):
      let view = try viewID(name)
      scrolls[try scrollID(of: view, named: name)].behavior = behavior
      refreshContentInsets(of: view)
    case .setFrame(let name, let frame):
      let view = try viewID(name)
      let old = views.frame[view]
      views.frame[view] = frame
      views.setGeometryDirty(view)
      invalidateFrame(of: view, from: old)
      if derivations != nil {
        deriveFrame(
          of: view, rule: "set by the setFrame event",
          sources: ["docs/behaviour.md#property-events"])
      }
      if isAttached(view) { updateGeometry(of: view, notify: true) }
    case .setNeedsLayout(let name):
      views.setNeedsLayout(try viewID(name))
    default:
      // `perform(_:)` sends only the cases above here; anything else is refused, never trapped.
      throw EventProblem(message: "\(action.name) is not a property event", fix: nil)
    }
    layoutPass(bracketed: bracketed)
  }

  /// Recomputes one scroll view's adjusted inset in an event's handler and sends
  /// `adjustedContentInsetDidChange` (and the delegate's callback) when it changed.
  private mutating func refreshContentInsets(of view: ViewID) {
    guard let scroll = views.scroll[view], behaviour.capabilities.hasSafeAreaAPI else { return }
    let old = scrolls[scroll].adjustedContentInset
    updateContentInsets(scroll: scroll)
    guard isAttached(view), !old.displaysSame(as: scrolls[scroll].adjustedContentInset)
    else { return }
    record(view: view, .adjustedContentInsetDidChange)
    record(view: view, .scrollViewDidChangeAdjustedContentInset)
  }

  /// Marks for a layout bracket each controller that has a record from the `before`th on.
  func bracketControllers(recordedSince before: Int, in bracketed: inout LayoutBrackets) {
    for index in before..<recorder.recordCount {
      if case .controller(let changed) = objects.references[recorder.object(ofRecord: index)] {
        bracketed.insert(changed)
      }
    }
  }

  /// The scroll state of the view an event names, or a problem when it is not a scroll view.
  func scrollID(of view: ViewID, named name: String) throws(EventProblem) -> ScrollID {
    guard let scroll = views.scroll[view] else {
      throw EventProblem(
        message: "the view \"\(name)\" is not a scroll view",
        fix: "name a scroll, table, collection or web view")
    }
    return scroll
  }
}

extension World {
  /// `contentInset` as a `setContentInset` event sets it.
  static let setContentInsetStory = RuleStory(
    "set by the setContentInset event", sources: ["seed000", "docs/behaviour.md#property-events"])
}
