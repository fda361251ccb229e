import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// Records how a named SwiftUI node's values came to be, when explaining: the hosting view's
  /// safe area from the UIKit engine, then SwiftUI's layout and safe-area rule; `host` is `nil`
  /// when the hosting view just left the window.
  func deriveSwiftUINode(_ index: Int, host: SwiftUIHost?, view: ViewID) {
    guard derivations != nil else { return }
    let node = swiftUI.nodes[index]
    let state = state(ofSwiftUINode: index)
    let subject = node.name
    var properties: [(TraceProperty, TraceValue?)] = [
      (.frame, state.frame.map(TraceValue.rect)),
      (.safeAreaInsets, state.safeAreaInsets.map(TraceValue.insets)),
      (.adjustedContentInset, state.adjustedContentInset.map(TraceValue.insets)),
      (.contentOffset, state.contentOffset.map(TraceValue.point)),
    ]
    guard let host, let placement = node.placement, state.inWindow == true else {
      let story = node.placement == nil ? Self.swiftUINotShownStory : Self.swiftUIOutsideStory
      // Appeared but not shown: a tab a TabView built (13-17) or a view a NavigationView
      // covered (13-15).
      let reason =
        node.placement == nil && node.appeared
        ? "unverified: it got onAppear without being shown (docs/behaviour.md#c64, docs/behaviour.md#c63)"
        : nil
      properties.removeAll { $0.1 == nil }
      for (property, value) in properties {
        guard let value else { continue }
        derive(
          node.object, property, value,
          [
            DerivationStep(subject: subject, story: story, reason: reason, result: value.text)
          ])
      }
      return
    }
    let hostInputs: [DerivationStep.Input] = [
      .init("hosting view size", TraceValue.text(Rect(size: host.size))),
      .init(
        "hosting view safeAreaInsets (container region)", TraceValue.text(host.containerInsets)),
      .init("keyboard overlap (keyboard region)", TraceValue.text(host.keyboardOverlap)),
      .init("frame in the hosting view", TraceValue.text(placement.frame)),
      .init("safe rect (regions not ignored)", TraceValue.text(placement.safeArea.safe)),
    ]
    var hostSteps = derivation(of: views.object[view], .safeAreaInsets)
    if let title = collapsedTitle(above: placement, host: node.host),
      let collapse = title.collapse
    {
      hostSteps.append(Self.largeTitleStep(collapse, visible: title.visible))
    }
    if let minimization = barMinimization(above: placement, host: node.host) {
      hostSteps.append(Self.barMinimizationStep(minimization))
    }
    if let column = placement.safeArea.splitColumn {
      hostSteps.append(
        DerivationStep(
          subject: controllers[node.host].node.name, story: Self.swiftUISplitColumnStory,
          reason:
            "unverified: a SwiftUI column placed by the UIKit split view's rule (docs/behaviour.md#c40, docs/behaviour.md#c41)",
          result: column == .compact
            ? "collapsed: the one column shown" : "in the \(column.rawValue) column"))
    }
    if placement.safeArea.inspectorColumn {
      hostSteps.append(
        DerivationStep(
          subject: controllers[node.host].node.name, story: Self.swiftUIInspectorColumnStory,
          reason:
            "unverified: an inspector's column width and safe area (docs/behaviour.md#c42, docs/behaviour.md#c82)",
          result: "in an inspector column"))
    }
    if swiftUI.inspectors.host(ofSheet: node.host) != nil {
      hostSteps.append(
        DerivationStep(
          subject: controllers[node.host].node.name, story: Self.swiftUIInspectorSheetStory,
          reason:
            "unverified: an inspector's sheet in a compact width, its detent and when it comes (docs/behaviour.md#c90, docs/behaviour.md#c91)",
          result: "in the inspector's sheet"))
    }
    if swiftUI.roots[node.host] != nil {
      hostSteps.append(
        DerivationStep(
          subject: controllers[node.host].node.name, story: Self.swiftUIEventsStory,
          reason:
            "unverified: the callbacks' order around the change and a pushed view's inline bar (docs/behaviour.md#c65, docs/behaviour.md#c66)",
          result: "the tree as swiftUI events left it"))
    }
    for (property, value) in properties {
      guard let value else { continue }
      var rule: String
      let story: RuleStory
      var inputs = hostInputs
      switch property {
      case .frame:
        story = Self.swiftUIFrameStory
        rule = story.rule
        inputs.append(
          .init(
            "hosting view origin in the window", TraceValue.point(views.windowOrigin[view]).text))
      case .safeAreaInsets:
        story = node.isUIKitView ? Self.representedViewStory : Self.swiftUISafeAreaStory
        rule = story.rule
      case .adjustedContentInset:
        story = Self.swiftUIAdjustedStory
        rule =
          story.rule
          + (host.behaviour.listsIgnoreSafeAreaInset ? ", less what safeAreaInset added" : "")
        inputs.append(
          .init("added by safeAreaInset", TraceValue.text(placement.safeArea.addedByInsets)))
      default:
        story = swiftUI.offsets[index] == nil ? Self.swiftUIOffsetStory : Self.swiftUIScrolledStory
        rule = story.rule
      }
      derive(
        node.object, property, value,
        hostSteps + [
          DerivationStep(
            subject: subject, rule: rule, inputs: inputs, result: value.text,
            sources: story.sources)
        ])
    }
  }
}

extension World {
  /// The scrolled large title whose bar gave `placement` the top of its container region, if
  /// any: the first such navigation stack in the tree's order.
  private func collapsedTitle(above placement: SwiftUIPlacement, host: ControllerID)
    -> SwiftUILargeTitle?
  {
    Self.bar(above: placement, in: swiftUI.largeTitles[host], bottom: \.barBottom) {
      $0.collapse != nil
    }
  }

  /// The bar minimization of the navigation stack whose bar gave `placement` the top of its
  /// container region, if any: the first such navigation stack in the tree's order.
  private func barMinimization(above placement: SwiftUIPlacement, host: ControllerID)
    -> SwiftUIBarMinimization?
  {
    Self.bar(above: placement, in: swiftUI.barMinimizations[host], bottom: \.barBottom) { _ in
      true
    }
  }

  /// Of `bars` (a hosting controller's navigation stacks, by node index), the first in the
  /// tree's order that `qualifies` and whose bottom is the top of `placement`'s container
  /// region: the bar that gave it that top.
  private static func bar<Bar>(
    above placement: SwiftUIPlacement, in bars: [Int: Bar]?, bottom: KeyPath<Bar, Double>,
    qualifies: (Bar) -> Bool
  ) -> Bar? {
    guard let bars else { return nil }
    let top = placement.safeArea.container.minY
    for navigation in bars.keys.sorted() {
      guard let bar = bars[navigation], qualifies(bar),
        PointFormatting.same(bar[keyPath: bottom], top)
      else { continue }
      return bar
    }
    return nil
  }

  /// How a `NavigationStack`'s bar minimized, or did not, as its driving scroll view moved
  /// (docs/behaviour.md#swiftui-bar-minimization).
  static func barMinimizationStep(_ minimization: SwiftUIBarMinimization) -> DerivationStep {
    barMinimizationStep(
      subject: "\(minimization.driver) (drives the navigation bar)",
      story: swiftUIBarMinimizationStory, minimization.resolved, delta: minimization.delta,
      atTheTop: minimization.atTheTop, minimized: minimization.minimized)
  }

  /// How a `NavigationStack`'s large title gave way to its scrolled driving scroll view
  /// (docs/behaviour.md#swiftui-scrolling).
  static func largeTitleStep(_ collapse: SwiftUILargeTitle.Collapse, visible: Double)
    -> DerivationStep
  {
    let shift = collapse.offsetShift
    return DerivationStep(
      subject: "\(collapse.driver) (drives the navigation bar)",
      story: swiftUILargeTitleStory,
      inputs: [
        .init("zone", TraceValue.text(collapse.zone)),
        .init(
          "shown before",
          collapse.visibleBefore.map { TraceValue.text($0) } ?? "no large title"),
        .init("contentOffset.y", TraceValue.text(collapse.offsetY)),
        .init("adjustedContentInset.top before", TraceValue.text(collapse.adjustedTop)),
      ],
      reason: collapse.unverified
        ? "unverified: a choice no public measurement confirms (docs/behaviour.md#c46)"
        : "unverified: SwiftUI follows UIKit's content scroll view here (docs/behaviour.md#c49)"
          + (shift != 0 ? "; the offset moves on by \(TraceValue.text(shift))" : ""),
      result: TraceValue.text(visible))
  }
}

extension World {
  /// A named SwiftUI node that is not shown or not laid out.
  static let swiftUINotShownStory = RuleStory(
    "not shown (an unselected tab) or not laid out: zero",
    sources: ["GT-284", "docs/behaviour.md#swiftui"])

  /// A SwiftUI view in a `NavigationSplitView` column.
  static let swiftUISplitColumnStory = RuleStory(
    "a NavigationSplitView places its columns as its UIKit split view does: the column's frame, "
      + "the split view's safe area cut to the column plus the sidebar's buffer (14-18) or the "
      + "width a floating sidebar covers (26+), an inline bar on top; collapsed, one column",
    sources: [
      "WEB-857", "WEB-858", "WEB-859", "WEB-860", "WEB-891", "WEB-892",
      "docs/behaviour.md#swiftui-navigation-split-view",
    ])

  /// A SwiftUI view in an `inspector` column, in a regular width.
  static let swiftUIInspectorColumnStory = RuleStory(
    "in a regular width an inspector is a trailing column beside the view it modifies (leading "
      + "right to left), inspectorColumnWidth points wide, 320 by default; its content reads the "
      + "view's safe area cut to the column, with no bar of its own",
    sources: ["WEB-861", "WEB-862", "docs/behaviour.md#swiftui-inspector"])

  /// A SwiftUI view in an `inspector`'s sheet, in a compact width.
  static let swiftUIInspectorSheetStory = RuleStory(
    "in a compact width an inspector's content is presented as a SwiftUI sheet is: a hosting "
      + "controller in a page sheet at the content's presentationDetents (large by default), "
      + "whose hosting view's safe area the content reads",
    sources: [
      "WEB-861", "WEB-865", "WEB-866", "WEB-867", "WEB-868", "docs/behaviour.md#swiftui-inspector",
    ])

  /// A SwiftUI view in a tree that `swiftUI` events changed.
  static let swiftUIEventsStory = RuleStory(
    "the swiftUI events changed the hosting controller's tree: a navigation stack shows the "
      + "last view of its path (inline under its bar once pushed), a tab view its selected tab, "
      + "a swapped view its replacement",
    sources: [
      "WEB-911", "WEB-914", "docs/behaviour.md#swiftui-events", "docs/behaviour.md#c65",
      "docs/behaviour.md#c66",
    ])

  /// A named SwiftUI node whose hosting view is out of the window.
  static let swiftUIOutsideStory = RuleStory(
    "the hosting view is not in a window: insets zero, the last layout's frame",
    sources: swiftUINotShownStory.sources)

  /// A SwiftUI node's frame.
  static let swiftUIFrameStory = RuleStory(
    "SwiftUI's layout: the root is centred in the hosting view's safe area, each parent "
      + "proposes a size, the child chooses, the parent places it; then in window coordinates",
    sources: [
      "seed004", "docs/behaviour.md#swiftui", "GT-290", "docs/behaviour.md#swiftui-layout",
    ])

  /// A SwiftUI node's safe-area insets.
  static let swiftUISafeAreaStory = RuleStory(
    "per edge at the safe area's boundary, the unsafe band left beyond the view; 0 on an edge "
      + "inside it or extended to the hosting view's edge",
    sources: ["seed004", "docs/behaviour.md#swiftui", "GT-271", "GT-272", "GT-283", "GT-284"])

  /// A `UIViewRepresentable`'s view's safe-area insets.
  static let representedViewStory = RuleStory(
    "a UIViewRepresentable's UIView: SwiftUI gives it no safe area, 0 on every edge",
    sources: ["WEB-930", "docs/behaviour.md#uikit-inside-swiftui"])

  /// A SwiftUI scroll view's adjusted inset; `explain` adds what `safeAreaInset` took away
  /// under `swiftUIListIgnoresSafeAreaInset`.
  static let swiftUIAdjustedStory = RuleStory(
    "UIKit's automatic along the scrolling axes: the unsafe bands the view covers",
    sources: ["seed004", "docs/behaviour.md#swiftui"])

  /// A SwiftUI scroll view's offset.
  static let swiftUIOffsetStory = RuleStory(
    "a scroll view at rest: minus the adjusted left and top", sources: swiftUIAdjustedStory.sources)

  /// A SwiftUI scroll view's offset once a `scroll` event moved it.
  static let swiftUIScrolledStory = RuleStory(
    "the offset the scroll event set, held; at rest against the last adjusted inset it follows "
      + "the new one, and a collapsing large title moves it on (26)",
    sources: ["WEB-703", "docs/behaviour.md#swiftui-scrolling", "docs/behaviour.md#c49"])

  /// A `NavigationStack`'s bar minimizing over its driving SwiftUI scroll view (iOS 27).
  static let swiftUIBarMinimizationStory = RuleStory(
    "the navigation bar minimizes as the first SwiftUI scroll view below the navigation stack "
      + "scrolls, as its toolbarMinimization modifiers ask and as UIKit's navigationBarMinimization "
      + "does; the safe area below it follows unless the adjustment is disabled",
    sources: BarMinimizationRule.story.sources + [
      "WEB-850", "docs/behaviour.md#swiftui-bar-minimization",
    ])

  /// A `NavigationStack`'s large title over its driving SwiftUI scroll view.
  static let swiftUILargeTitleStory = RuleStory(
    "the large title's zone gives way as the first SwiftUI scroll view below the navigation "
      + "stack scrolls up, as UIKit's content scroll view drives it; the bar's height, the "
      + "safe area below it and the scroll view's adjusted inset follow",
    sources: LargeTitleCollapseRule.story.sources + [
      "WEB-760", "WEB-761", "WEB-762", "docs/behaviour.md#swiftui-scrolling",
      "docs/behaviour.md#c49",
    ])
}
