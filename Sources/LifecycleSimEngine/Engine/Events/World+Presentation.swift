import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// The style UIKit uses for a requested one (docs/behaviour.md#presentation; GT-251, OU-089).
  ///
  /// Unspecified is full screen up to iOS 12 and a page sheet from 13; on an iPhone, page and
  /// form sheets are full screen up to 12, and a form sheet is a page sheet from 13. A popover in
  /// a compact environment is full screen up to 12 and a form sheet from 13 (WEB-830).
  func resolvedStyle(_ requested: PresentationStyle?) -> PresentationStyle {
    let rules = behaviour.presentation
    var style = requested ?? (rules.defaultIsPageSheet ? .pageSheet : .fullScreen)
    if style == .popover {
      guard adaptsPopovers else { return .popover }
      style = rules.compactPopoverIsFormSheet ? .formSheet : .fullScreen
    }
    guard device.family == .phone else { return style }
    switch style {
    case .pageSheet, .formSheet: return rules.phoneShowsSheets ? .pageSheet : .fullScreen
    case .fullScreen, .overFullScreen, .popover: return style
    }
  }

  /// Whether a popover adapts: in a horizontally or vertically compact environment (WEB-830).
  ///
  /// Every iPhone (compact width, or compact height in landscape), and an iPad whose window's
  /// size classes are compact (a third, a Slide Over or a small window;
  /// docs/behaviour.md#multitasking).
  var adaptsPopovers: Bool {
    guard device.family == .pad else { return true }
    let classes = sizeClasses
    return !classes.horizontalRegular || !classes.verticalRegular
  }

  /// Whether `controller` lies in a sheet shown as a card rather than the whole window: its
  /// navigation bars take the sheet height (docs/behaviour.md#sheets).
  func isInSheetCard(_ controller: ControllerID) -> Bool {
    controllers[layerRoot(of: controller)].placement?.isCard ?? false
  }

  /// Whether `controller`'s root view is a floating sheet's content, which keeps the window's
  /// bottom inset although the card stops above it (WEB-408).
  func floatsAsSheet(_ controller: ControllerID) -> Bool {
    controllers[controller].placement?.kind == .floating
  }

  /// The controller at the top of the presentation chain.
  private func topLayer() -> ControllerID {
    guard let view = window.rootViews.last ?? controllers[rootController].view,
      let controller = views.controller[view]
    else { return rootController }
    return controller
  }

  /// The root of the layer `controller` belongs to: the window's root controller or a presented
  /// controller, which is what presents on its behalf (as `presentingViewController` does).
  func layerRoot(of controller: ControllerID) -> ControllerID {
    var current = controller
    while true {
      switch controllers[current].relation {
      case .windowRoot, .presented, .removed: return current
      case .navigationStack, .tab, .contained, .splitColumn, .page:
        guard let parent = controllers[current].parent else { return current }
        current = parent
      }
    }
  }

  /// `present` (docs/behaviour.md#presentation; GT-248, GT-253, OU-076, OU-077).
  ///
  /// Full screen: `B.viewDidLoad → A.viewWillDisappear → B.viewWillAppear`, B joins the window,
  /// `[geo B] → B.viewIsAppearing* → L(B)`; at t + d `B.viewDidAppear`, A leaves the window,
  /// `A.viewDidDisappear → L(B)`. Sheets and over-full-screen: the presenter gets nothing.
  /// A is the presenting layer: the window root's tree, or the top-most presented controller.
  /// A layer still being presented or dismissed cannot present (UIKit refuses a presentation
  /// while one is in progress; an event from that controller itself waits for the end, L).
  ///
  /// A popover (docs/behaviour.md#popovers) leaves its presenter alone as a sheet does, and
  /// points at a view that must be in the window.
  ///
  /// `lending` are named SwiftUI nodes registered already that the presented hosting controller
  /// shows (an inspector's content, docs/behaviour.md#swiftui-inspector): they move to it, and
  /// its `rootView` registers none.
  mutating func present(
    _ node: ControllerNode, from name: String, style requested: PresentationStyle?,
    sheet: SheetConfiguration = SheetConfiguration(),
    popover: PopoverConfiguration = PopoverConfiguration(), animated: Bool, lending: [Int] = []
  ) throws(EventProblem) -> [(SimDuration, Completion)] {
    let from = try controllerID(name)
    let presenter = topLayer()
    let layer = layerRoot(of: from)
    if let presenting = controllers[layer].presentedController {
      let current = controllers[presenting].name
      throw EventProblem(
        message: "\(name) is already presenting \(current)",
        fix: "dismiss \(current) first, or present from \(current)")
    }
    guard let fromView = controllers[from].view, isAttached(fromView),
      controllers[presenter].presentedController == nil
    else {
      throw EventProblem(
        message: "\(name) is not in the window, so it cannot present",
        fix: "present from a controller on screen, such as \(controllers[presenter].name)")
    }
    if transitions.ends[presenter] != nil {
      throw EventProblem(
        message:
          "\(controllers[presenter].name) is being presented or dismissed, so it cannot"
          + " present yet",
        fix: "present after its transition ends")
    }
    let style = resolvedStyle(requested)
    let source = style == .popover ? try popoverSource(popover, from: fromView) : nil
    let presented = addController(
      node, parent: presenter, relation: .presented(style: style),
      registersSwiftUINodes: lending.isEmpty)
    if !lending.isEmpty { lendSwiftUINodes(lending, to: presented) }
    controllers[presenter].presentedController = presented
    let view = loadViewIfNeeded(presented)
    let covers = style == .fullScreen
    if covers {
      var covered: [ControllerID] = []
      beginDisappearance(presenter, animated: animated, into: &covered)
    }
    var appearing: [ControllerID] = []
    beginAppearance(presented, animated: animated, into: &appearing)
    controllers[presented].presentation = PresentationSettings(
      sheet: sheet, popover: popover, popoverSource: source)
    placePresentedView(presented, invalidates: false)
    window.rootViews.append(view)
    attach(view)
    updateGeometry(afterAuthorityChangeIn: view, runtimeHide: false)
    sendViewIsAppearing(appearing, animated: animated)
    layoutPass(bracketed: brackets(appearing))
    return schedule(
      .finishPresent(presented: presented, covers: covers, animated: animated), for: presented,
      animated: animated)
  }

  /// What a popover shown as one points at: its `sourceView` (a view in the window), else the
  /// presenting controller's root view `from` with a `sourceRect`; `nil` for no source, which
  /// UIKit refuses before 26 (WEB-834) and places in a corner from 26 (OU-091).
  private mutating func popoverSource(
    _ popover: PopoverConfiguration, from fromView: ViewID
  ) throws(EventProblem) -> (view: ViewID, rect: Rect?)? {
    if let name = popover.sourceView {
      let view = try viewID(name)
      guard isAttached(view) else {
        throw EventProblem(
          message: "the popover's source view \"\(name)\" is not in the window",
          fix: "point the popover at a view on screen, or give a sourceRect in the presenter's"
            + " root view")
      }
      return (view, popover.sourceRect)
    }
    if let rect = popover.sourceRect { return (fromView, rect) }
    guard behaviour.presentation.popoverWithoutSourceInCorner else {
      throw EventProblem(
        message:
          "a popover needs a sourceView or a sourceRect on iPad before iOS 26 (UIKit raises"
          + " NSGenericException)",
        fix: "add \"sourceView\" or \"sourceRect\" to the present event")
    }
    return nil
  }

  /// The end of a presentation.
  ///
  /// The presented controller appears; a full-screen style takes the covered layer out of the
  /// window before its `viewDidDisappear`. The controllers that end are those still in transition
  /// now, so a change during the animation (a push under the presentation, a child added) is
  /// accounted for.
  mutating func finishPresent(_ presented: ControllerID, covers: Bool, animated: Bool) {
    transitions.ends[presented] = nil
    let appearing = shownSubtree(of: presented, in: .appearing)
    endAppearance(appearing, animated: animated)
    if covers, let layer = controllers[presented].parent {
      if let view = controllers[layer].view { detach(view) }
      endDisappearance(shownSubtree(of: layer, in: .disappearing), animated: animated)
    }
    layoutPass(bracketed: brackets(appearing))
  }

  /// `dismiss`, the mirror of a presentation.
  ///
  /// docs/behaviour.md#presentation: full screen `B.viewWillDisappear → A.viewWillAppear`, A joins
  /// the window again, `[geo A] → A.viewIsAppearing* → L(A)`; at t + d `B.viewDidDisappear →
  /// A.viewDidAppear → L(A)`. Sheets: B only.
  mutating func dismiss(_ name: String, animated: Bool) throws(EventProblem)
    -> [(SimDuration, Completion)]
  {
    let presented = try controllerID(name)
    guard case .presented(let style) = controllers[presented].relation else {
      throw EventProblem(
        message: "\(name) is not presented, so it cannot be dismissed",
        fix: "dismiss the controller a present event showed")
    }
    guard controllers[presented].presentedController == nil else {
      throw EventProblem(
        message: "\(name) is presenting another controller",
        fix: "dismiss the top-most presented controller first")
    }
    guard let presenter = controllers[presented].parent else { return [] }
    var disappearing: [ControllerID] = []
    beginDisappearance(presented, animated: animated, into: &disappearing)
    let uncovers = style == .fullScreen
    if uncovers {
      var uncovered: [ControllerID] = []
      beginAppearance(presenter, animated: animated, into: &uncovered)
      let view = loadViewIfNeeded(presenter)
      attach(view)
      updateGeometry(of: view, notify: true)
      sendViewIsAppearing(uncovered, animated: animated)
      layoutPass(bracketed: brackets(uncovered))
    }
    return schedule(
      .finishDismiss(presented: presented, uncovers: uncovers, animated: animated),
      for: presented, animated: animated)
  }

  /// The end of a dismissal: the presented controller leaves the window and disappears; the
  /// uncovered layer appears and is laid out once more (the controllers still appearing now).
  mutating func finishDismiss(_ presented: ControllerID, uncovers: Bool, animated: Bool) {
    transitions.ends[presented] = nil
    if let view = controllers[presented].view {
      window.rootViews.removeAll { $0 == view }
      detach(view)
    }
    guard let presenter = controllers[presented].parent else { return }
    controllers[presenter].presentedController = nil
    endDisappearance(shownSubtree(of: presented, in: .disappearing), animated: animated)
    remove(presented)
    updateGeometry(afterAuthorityChangeIn: nil, runtimeHide: false)
    let uncovered = uncovers ? shownSubtree(of: presenter, in: .appearing) : []
    endAppearance(uncovered, animated: animated)
    layoutPass(bracketed: brackets(uncovered))
  }
}
