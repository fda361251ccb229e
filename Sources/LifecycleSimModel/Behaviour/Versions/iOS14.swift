extension BehaviourDelta {
  /// iOS 14 (docs/behaviour.md#ios-versions, profile 14): SwiftUI's keyboard region, the
  /// top-leading `GeometryReader`, `onAppear` on every appearance.
  static let iOS14 = BehaviourDelta { behaviour, _ in
    // Views avoid the keyboard from iOS 14 (seed004, GT-280).
    behaviour.swiftUI.avoidsKeyboard = true
    // GeometryReader's content moves from its centre to its top-leading corner (WEB-504).
    behaviour.swiftUI.geometryReaderAlignsTopLeading = true
    // A tab shown again calls onAppear again (WEB-502).
    behaviour.swiftUI.onAppearOnEveryAppearance = true
  }
}
