import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// iOS 10's `automaticallyAdjustsScrollViewInsets`, applied by a navigation or tab bar
  /// controller during its layout to the content scroll view of each child it shows
  /// (docs/behaviour.md#ios-10-scroll-view-insets; Apple: automaticallyAdjustsScrollViewInsets;
  /// seed000, seed001, seed003).
  ///
  /// - Which scroll view: the child's root view, else its first subview, when a scroll view
  ///   (seed001, seed003, GT-179, GT-181, GT-182); with containment, the flag of the
  ///   container's direct child governs (GT-184).
  /// - How much: the child's `topLayoutGuide` and `bottomLayoutGuide` (GT-175, GT-176,
  ///   GT-178: nav `{64,0,0,0}`, nav + tab `{64,0,49,0}`, nav hidden `{20,0,0,0}`).
  /// - How: by delta, `contentInset += new − applied`, so an inset the app sets later is kept
  ///   until the adjustment itself changes (seed000: after setting 10s it reads 10s). The first
  ///   application moves the offset to `-top` (GT-175, GT-178). Each change is a
  ///   `contentInsetDidChange` record with `args.by`; no `adjustedContentInsetDidChange` exists
  ///   on iOS 10.
  mutating func applyLegacyScrollViewInsets(container: ControllerID) {
    guard !behaviour.capabilities.hasSafeAreaAPI else { return }
    for child in controllers[container].visibleChildren {
      let state = controllers[child]
      switch state.relation {
      case .navigationStack, .tab: break
      case .windowRoot, .contained, .presented, .removed, .splitColumn, .page: continue
      }
      guard state.view != nil, state.node.automaticallyAdjustsScrollViewInsets,
        let view = contentScrollView(of: child), let scroll = views.scroll[view]
      else { continue }
      let adjustment = EdgeInsets(top: state.topLayoutGuide, bottom: state.bottomLayoutGuide)
      let applied = scrolls[scroll].appliedLegacyAdjustment
      if (applied ?? .zero).displaysSame(as: adjustment) {
        scrolls[scroll].appliedLegacyAdjustment = adjustment
        continue
      }
      let old = scrolls[scroll].properties.contentInset
      let offset = scrolls[scroll].contentOffset
      let new = old + adjustment - (applied ?? .zero)
      scrolls[scroll].properties.contentInset = new
      scrolls[scroll].adjustedContentInset = new
      if applied == nil {
        scrolls[scroll].contentOffset.y = -new.top
      } else {
        scrolls[scroll].contentOffset = ContentInsetRule.contentOffset(
          scrolls[scroll].contentOffset, old: old, new: new)
      }
      scrolls[scroll].appliedLegacyAdjustment = adjustment
      if scrolls[scroll].contentOffset != offset { invalidateBoundsOrigin(of: view) }
      if derivations != nil {
        let step = DerivationStep(
          subject: name(of: view),
          story: Self.legacyContentInsetStory,
          inputs: [
            .init("contentInset before", TraceValue.text(old)),
            .init("\(state.name) guides (top, bottom)", TraceValue.text(adjustment)),
            .init("applied before", applied.map(TraceValue.text) ?? "nothing"),
          ],
          result: TraceValue.text(new))
        let guides = derivation(of: state.object, .topLayoutGuide)
        derive(views.object[view], .contentInset, .insets(new), guides + [step])
        deriveOffset(
          of: view, scrolls[scroll].contentOffset,
          story: applied == nil
            ? ContentInsetRule.legacyFirstOffsetStory : ContentInsetRule.legacyOffsetStory,
          inputs: [.init("contentInset", TraceValue.text(new))])
      }
      record(
        view: view, .contentInsetDidChange,
        TraceArguments(by: "automaticallyAdjustsScrollViewInsets"))
    }
  }

  /// A `contentInset` the app set without the safe-area API (iOS 10): there is no adjustment
  /// on top of it, so the adjusted inset is the new inset, and the offset keeps its distance
  /// from the content's top (docs/behaviour.md#content-offset; ``ContentInsetRule``).
  ///
  /// - Parameter old: the inset before the app set the scroll view's current one.
  mutating func applyContentInsetWithoutSafeAreaAPI(scroll: ScrollID, view: ViewID, old: EdgeInsets)
  {
    let insets = scrolls[scroll].properties.contentInset
    let offset = ContentInsetRule.contentOffset(
      scrolls[scroll].contentOffset, old: old, new: insets)
    if derivations != nil {
      deriveOffset(
        of: view, offset, story: ContentInsetRule.newInsetOffsetStory,
        inputs: [
          .init("offset before", TraceValue.point(scrolls[scroll].contentOffset).text),
          .init("contentInset before", TraceValue.text(old)),
          .init("contentInset", TraceValue.text(insets)),
        ])
    }
    let moved = scrolls[scroll].contentOffset != offset
    scrolls[scroll].adjustedContentInset = insets
    scrolls[scroll].contentOffset = offset
    if moved { invalidateBoundsOrigin(of: view) }
  }
}

extension World {
  /// iOS 10's `automaticallyAdjustsScrollViewInsets`, by delta.
  static let legacyContentInsetStory = RuleStory(
    "automaticallyAdjustsScrollViewInsets: contentInset plus the change of the child's layout "
      + "guides",
    sources: [
      "seed000", "seed001", "GT-175", "GT-176", "GT-178",
      "docs/behaviour.md#ios-10-scroll-view-insets",
    ])
}
