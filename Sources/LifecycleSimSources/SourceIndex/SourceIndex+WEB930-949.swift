extension SourceIndex {
  /// UIKit inside SwiftUI and the hosting controller's options, collected for issue 27's second
  /// part (WEB-930 to WEB-949).
  static let webContainers930To949: [Source] = [
    Source(
      id: "WEB-930",
      kind: .observation,
      evidence: "printed safeAreaInsets in a pull request",
      observed: """
        A UIKit view wrapped in a UIViewRepresentable inside a hosting controller with a tab \
        bar: the hosting controller's view reads bottom 83 and a collection view it holds reads \
        83, but the wrapper UIView reads bottom 0 ("LOST"): "SwiftUI's layout system does not \
        propagate safe area insets to child UIKit views embedded via UIViewRepresentable", \
        with or without ignoresSafeArea.
        """,
      device: "iPhone (not named)",
      ios: "26",
      setup: "UIHostingController { UIViewRepresentable(UIView) } in a tab bar controller",
      citation: "https://github.com/callstack/react-native-pager-view/pull/1085"
    ),
    Source(
      id: "WEB-931",
      kind: .observation,
      evidence: "an issue with screenshots",
      observed: """
        A UIKit view controller shown through UIViewControllerRepresentable gets the safe area \
        insets added to it again: "extra, unwanted padding (most notably in landscape)"; \
        .ignoresSafeArea() on the representable removes it.
        """,
      device: "iPhone (not named), landscape and portrait",
      ios: "15",
      setup: "SwiftUI view { UIViewControllerRepresentable(UIViewController) }",
      citation: "https://github.com/woocommerce/woocommerce-ios/issues/6592"
    ),
    Source(
      id: "WEB-932",
      kind: .observation,
      evidence: "a pull request describing a measured layout shift",
      observed: """
        UIKit view controllers placed inside SwiftUI are wrapped by the \
        UIViewControllerRepresentable bridge, "which propagates window-level safeAreaInsets \
        down the parent-VC chain"; the snapshot shifted by 8 pixels depending on when the \
        insets arrived; the fix sets additionalSafeAreaInsets to minus the window's insets.
        """,
      device: "iPhone simulator (not named)",
      ios: "26",
      setup: "a UIKit view controller in a SwiftUI #Preview, snapshotted",
      citation: "https://github.com/portolans/SnapshotPreviews/pull/8"
    ),
    Source(
      id: "WEB-933",
      kind: .documentation,
      evidence: "Apple's documentation",
      observed: """
        UIHostingController.safeAreaRegions (iOS 16.4+): the safe area regions the hosting \
        controller adds to its SwiftUI content; the default is all. "Disabling a safe area \
        region omits it from the SwiftUI layout system altogether."
        """,
      device: "any",
      ios: "16.4+",
      setup: "hostingController.safeAreaRegions = []",
      citation:
        "https://developer.apple.com/documentation/swiftui/uihostingcontroller/safearearegions"
    ),
    Source(
      id: "WEB-934",
      kind: .observation,
      evidence: "a pull request working around the hosting view's safe area",
      observed: """
        Before iOS 16.4 a hosting view's safe area could not be switched off: setting \
        insetsLayoutMarginsFromSafeArea "does not work"; the workaround swizzles the hosting \
        view's safeAreaInsets to zero (FB8176223).
        """,
      device: "iPhone (not named)",
      ios: "14",
      setup: "UIHostingController's view inside a UIKit layout",
      citation: "https://github.com/microsoft/fluentui-apple/pull/528"
    ),
  ]
}
