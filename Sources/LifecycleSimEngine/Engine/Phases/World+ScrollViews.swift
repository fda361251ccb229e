import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// Recomputes a scroll view's `adjustedContentInset` and lets a resting offset follow it
  /// (docs/behaviour.md#scroll-views, docs/behaviour.md#automatic,
  /// docs/behaviour.md#content-offset).
  ///
  /// Profile 10 has no adjusted inset.
  mutating func updateContentInsets(scroll: ScrollID) {
    guard behaviour.capabilities.hasSafeAreaAPI else { return }
    let state = scrolls[scroll]
    let view = state.view
    var owner = owningController(of: view)
    if let found = owner, cachedContentScrollView(of: found) != view { owner = nil }
    let inputs = contentInsetInputs(of: scroll, contentScrollViewOwner: owner)
    let legacy = inputs.isLegacyContentScrollView
    let properties = state.properties
    let decision = ContentInsetRule.decide(inputs)
    var adjusted = ContentInsetRule.adjustedContentInset(inputs, decision: decision)
    var steps: [DerivationStep]? = nil
    if derivesHere {
      steps =
        derivation(of: views.object[view], .safeAreaInsets) + [
          DerivationStep(
            subject: name(of: view), story: ContentInsetRule.adjustedStory,
            inputs: [
              .init("contentInsetAdjustmentBehavior", "\(state.behavior)"),
              .init("contentInset", TraceValue.text(properties.contentInset)),
              .init("safeAreaInsets", TraceValue.text(views.safeArea[view])),
              .init(
                "contentSize",
                "\(TraceValue.text(properties.contentSize.width))x"
                  + "\(TraceValue.text(properties.contentSize.height))"),
              .init(
                "bounds size",
                "\(TraceValue.text(views.frame[view].width))x"
                  + "\(TraceValue.text(views.frame[view].height))"),
              .init("alwaysBounceVertical", "\(inputs.alwaysBounceVertical)"),
              .init("alwaysBounceHorizontal", "\(inputs.alwaysBounceHorizontal)"),
              .init("bounces", "\(inputs.bounces)"),
              .init("isScrollEnabled", "\(inputs.isScrollEnabled)"),
              .init("content scroll view of a container's child", "\(legacy)"),
            ],
            reason: decision.reason, result: TraceValue.text(adjusted),
            quirks: [
              QuirkSetting(
                .seed001AASVIFalseSuppressesFirstScrollView,
                behaviour.scrollViews.ownerFlagOffSuppressesContentScrollView),
              QuirkSetting(
                .automaticLegacyCaseNavigationOnly,
                behaviour.scrollViews.legacyCaseNeedsNavigationController),
              QuirkSetting(
                .contentScrollViewIsFirstSubview,
                behaviour.scrollViews.contentScrollViewIsFirstSubview),
              QuirkSetting(
                .alwaysBounceNeedsBounces, behaviour.scrollViews.alwaysBounceNeedsBounces),
            ])
        ]
    }
    if behaviour.keyboard.adjustsContentScrollView && keyboard.visible && isAttached(view) {
      let overlap = windowFrame(of: view).maxY - keyboardTopInWindow
      let safeBottom = adjusted.bottom - properties.contentInset.bottom
      adjusted.bottom = properties.contentInset.bottom + Swift.max(safeBottom, overlap)
      steps?.append(
        DerivationStep(
          subject: name(of: view), story: Self.keyboardOverlapStory,
          inputs: [
            .init("keyboard frame", TraceValue.text(keyboard.frame)),
            .init("overlap", TraceValue.text(overlap)),
          ],
          result: TraceValue.text(adjusted),
          quirks: [QuirkSetting(.keyboardAdjustsContentScrollView, true)]))
    }
    let offset = ContentInsetRule.contentOffset(
      state.contentOffset, old: state.adjustedContentInset, new: adjusted)
    scrolls[scroll].contentOffset = offset
    scrolls[scroll].adjustedContentInset = adjusted
    if scrolls[scroll].contentOffset != state.contentOffset { invalidateBoundsOrigin(of: view) }
    if let steps {
      derive(views.object[view], .adjustedContentInset, .insets(adjusted), steps)
      deriveOffset(
        of: view, offset, story: ContentInsetRule.restingOffsetStory,
        inputs: [
          .init("offset before", TraceValue.point(state.contentOffset).text),
          .init("adjustedContentInset before", TraceValue.text(state.adjustedContentInset)),
          .init("adjustedContentInset", TraceValue.text(adjusted)),
        ])
    }
  }

  /// What a scroll view's adjusted inset is computed from; `owner` is the controller whose
  /// content scroll view it is, if any.
  func contentInsetInputs(of scroll: ScrollID, contentScrollViewOwner owner: ControllerID?)
    -> ContentInsetInputs
  {
    let state = scrolls[scroll]
    let view = state.view
    var legacy = false
    var suppressed = false
    if let owner {
      let ownerState = controllers[owner]
      let adjustsInsets = ownerState.node.automaticallyAdjustsScrollViewInsets
      let shownByContainer: Bool
      switch ownerState.relation {
      case .navigationStack: shownByContainer = true
      case .tab: shownByContainer = !behaviour.scrollViews.legacyCaseNeedsNavigationController
      // iOS 10 adjusts the page view controller's own scroll view, not a page's
      // (docs/behaviour.md#page-view-controllers).
      case .windowRoot, .contained, .presented, .removed, .splitColumn, .page:
        shownByContainer = false
      }
      legacy = adjustsInsets && shownByContainer
      suppressed = !adjustsInsets && behaviour.scrollViews.ownerFlagOffSuppressesContentScrollView
    }
    let properties = state.properties
    return ContentInsetInputs(
      behavior: state.behavior, contentInset: properties.contentInset,
      safeAreaInsets: views.safeArea[view], contentSize: properties.contentSize,
      boundsSize: views.frame[view].size,
      alwaysBounceVertical: properties.alwaysBounceVertical
        ?? state.kind.defaultAlwaysBounceVertical,
      alwaysBounceHorizontal: properties.alwaysBounceHorizontal
        ?? state.kind.defaultAlwaysBounceHorizontal,
      bounces: properties.bounces, isScrollEnabled: properties.isScrollEnabled,
      alwaysBounceNeedsBounces: behaviour.scrollViews.alwaysBounceNeedsBounces,
      isLegacyContentScrollView: legacy, suppressedBySeed001Variant: suppressed)
  }

  /// Records how a scroll view's offset came to be `offset`, when explaining.
  func deriveOffset(
    of view: ViewID, _ offset: Point, story: RuleStory, inputs: [DerivationStep.Input]
  ) {
    derive(
      views.object[view], .contentOffset, .point(offset),
      [
        DerivationStep(
          subject: name(of: view), story: story, inputs: inputs,
          result: TraceValue.point(offset).text)
      ])
  }

  /// ``contentScrollView(of:)``, computed once per controller: a controller's own views do not
  /// change after it loads.
  mutating func cachedContentScrollView(of controller: ControllerID) -> ViewID? {
    if let known = controllers[controller].contentScrollView { return known }
    let found = contentScrollView(of: controller)
    controllers[controller].contentScrollView = found
    return found
  }

  /// The controller whose root view contains `view` (the nearest managing controller), if any.
  func owningController(of view: ViewID) -> ControllerID? {
    var current: ViewID? = view
    while let at = current {
      if let controller = views.controller[at] { return controller }
      current = views.parent[at]
    }
    return nil
  }

  /// A controller's content scroll view: the first scroll view of a depth-first, pre-order walk of
  /// its root view, the root view included and other controllers' views excluded (seed001's iOS 11
  /// notes; docs/behaviour.md#automatic).
  ///
  /// With `contentScrollViewIsFirstSubview`, only the root view or its first subview qualify, as on
  /// iOS 10 (seed001, seed003, GT-179, GT-181, GT-182; docs/behaviour.md#c2).
  ///
  /// A scroll view the app set with `setContentScrollView(_:for:)` (iOS 15+, the node's
  /// `contentScrollView`) comes first (docs/behaviour.md#c2).
  func contentScrollView(of controller: ControllerID) -> ViewID? {
    guard let root = controllers[controller].view else { return nil }
    if let chosen = controllers[controller].node.contentScrollView {
      return firstOwnView(of: root) { views.name[$0] == chosen }
        .flatMap { views.scroll[$0] != nil ? $0 : nil }
    }
    if views.scroll[root] != nil { return root }
    if behaviour.scrollViews.contentScrollViewIsFirstSubview {
      guard let first = views.firstChild[root], views.scroll[first] != nil else { return nil }
      return first
    }
    return firstOwnView(of: root) { views.scroll[$0] != nil }
  }

  /// The first view of a pre-order walk of `root`'s subtree, `root` included and other
  /// controllers' views excluded, for which `matches` holds.
  private func firstOwnView(of root: ViewID, where matches: (ViewID) -> Bool) -> ViewID? {
    var next: ViewID? = root
    while let view = next {
      if view != root, views.controller[view] != nil {
        next = views.successorSkippingSubtree(of: view, within: root)
        continue
      }
      if matches(view) { return view }
      next = views.preorderSuccessor(of: view, within: root)
    }
    return nil
  }
}

extension World {
  /// The keyboard's overlap in a content scroll view's adjusted bottom inset
  /// (`keyboardAdjustsContentScrollView`).
  static let keyboardOverlapStory = RuleStory(
    "the keyboard's overlap joins the bottom",
    sources: ["OU-040", "OU-103", "docs/behaviour.md#c23"])
}
