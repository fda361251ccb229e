extension World {
  /// Records how a named SwiftUI node's frame and insets came to be, when explaining: the
  /// hosting view's safe area from the UIKit engine, then SwiftUI's layout and safe-area rule.
  func deriveSwiftUINode(_ index: Int, host: SwiftUIHost, view: ViewID) {
    guard derivations != nil else { return }
    let node = swiftUINodes[index]
    let state = state(ofSwiftUINode: index)
    let subject = node.name
    guard let placement = node.placement else {
      derive(
        node.object, .frame, .rect(.zero),
        [
          DerivationStep(
            subject: subject, rule: "not shown (an unselected tab): zero", result: "0",
            sources: ["docs/behaviour.md#swiftui"])
        ])
      return
    }
    let hostInputs: [DerivationStep.Input] = [
      .init("hosting view size", TraceValue.text(Rect(size: host.size))),
      .init(
        "hosting view safeAreaInsets (container region)", TraceValue.text(host.containerInsets)),
      .init("keyboard overlap (keyboard region)", TraceValue.text(host.keyboardOverlap)),
    ]
    let frame = state.frame ?? .zero
    derive(
      node.object, .frame, .rect(frame),
      derivation(of: views.object[view], .safeAreaInsets) + [
        DerivationStep(
          subject: subject,
          rule:
            "SwiftUI's layout: the root is centred in the hosting view's safe area, each parent "
            + "proposes a size, the child chooses, the parent places it",
          inputs: hostInputs + [
            .init("frame in the hosting view", TraceValue.text(placement.frame)),
            .init(
              "hosting view origin in the window", TraceValue.point(views.windowOrigin[view]).text),
          ],
          result: TraceValue.text(frame),
          sources: ["seed004", "GT-290", "docs/behaviour.md#swiftui-layout"])
      ])
    let safe = placement.safeArea.safe
    derive(
      node.object, .safeAreaInsets, .insets(state.safeAreaInsets ?? .zero),
      derivation(of: views.object[view], .safeAreaInsets) + [
        DerivationStep(
          subject: subject,
          rule:
            "per edge at the safe area's boundary, the unsafe band left beyond the view; 0 on an "
            + "edge inside it or extended to the hosting view's edge",
          inputs: hostInputs + [
            .init("frame in the hosting view", TraceValue.text(placement.frame)),
            .init("safe rect (regions not ignored)", TraceValue.text(safe)),
          ],
          result: TraceValue.text(state.safeAreaInsets ?? .zero),
          sources: ["seed004", "GT-271", "GT-272", "GT-283", "GT-284", "docs/behaviour.md#swiftui"])
      ])
  }
}
