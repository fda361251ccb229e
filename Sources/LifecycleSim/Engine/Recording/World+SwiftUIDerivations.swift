extension World {
  /// Records how a named SwiftUI node's values came to be, when explaining: the hosting view's
  /// safe area from the UIKit engine, then SwiftUI's layout and safe-area rule; `host` is `nil`
  /// when the hosting view just left the window.
  func deriveSwiftUINode(_ index: Int, host: SwiftUIHost?, view: ViewID) {
    guard derivations != nil else { return }
    let node = swiftUINodes[index]
    let state = state(ofSwiftUINode: index)
    let subject = node.name
    var properties: [(TraceProperty, TraceValue?)] = [
      (.frame, state.frame.map(TraceValue.rect)),
      (.safeAreaInsets, state.safeAreaInsets.map(TraceValue.insets)),
      (.adjustedContentInset, state.adjustedContentInset.map(TraceValue.insets)),
      (.contentOffset, state.contentOffset.map(TraceValue.point)),
    ]
    guard let host, let placement = node.placement, state.inWindow == true else {
      let rule =
        node.placement == nil
        ? "not shown (an unselected tab) or not laid out: zero"
        : "the hosting view is not in a window: insets zero, the last layout's frame"
      properties.removeAll { $0.1 == nil }
      for (property, value) in properties {
        guard let value else { continue }
        derive(
          node.object, property, value,
          [
            DerivationStep(
              subject: subject, rule: rule, result: value.text,
              sources: ["GT-284", "docs/behaviour.md#swiftui"])
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
    let hostSteps = derivation(of: views.object[view], .safeAreaInsets)
    for (property, value) in properties {
      guard let value else { continue }
      let rule: String
      var inputs = hostInputs
      var sources = ["seed004", "docs/behaviour.md#swiftui"]
      switch property {
      case .frame:
        rule =
          "SwiftUI's layout: the root is centred in the hosting view's safe area, each parent "
          + "proposes a size, the child chooses, the parent places it; then in window coordinates"
        inputs.append(
          .init(
            "hosting view origin in the window", TraceValue.point(views.windowOrigin[view]).text))
        sources += ["GT-290", "docs/behaviour.md#swiftui-layout"]
      case .safeAreaInsets:
        rule =
          "per edge at the safe area's boundary, the unsafe band left beyond the view; 0 on an "
          + "edge inside it or extended to the hosting view's edge"
        sources += ["GT-271", "GT-272", "GT-283", "GT-284"]
      case .adjustedContentInset:
        rule =
          "UIKit's automatic along the scrolling axes: the unsafe bands the view covers"
          + (host.behaviour.listsIgnoreSafeAreaInset ? ", less what safeAreaInset added" : "")
        inputs.append(
          .init("added by safeAreaInset", TraceValue.text(placement.safeArea.addedByInsets)))
      default:
        rule = "a scroll view at rest: minus the adjusted left and top"
      }
      derive(
        node.object, property, value,
        hostSteps + [
          DerivationStep(
            subject: subject, rule: rule, inputs: inputs, result: value.text, sources: sources)
        ])
    }
  }
}
