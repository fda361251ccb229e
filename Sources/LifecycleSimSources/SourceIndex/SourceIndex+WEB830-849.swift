extension SourceIndex {
  /// Apple's pages and public reports on popovers, collected for issue 26's popover part
  /// (WEB-830 to WEB-849).
  static let webPopovers830To849: [Source] = [
    Source(
      id: "WEB-830",
      kind: .documentation,
      evidence: "doc",
      observed: """
        UIModalPresentationStyle.popover: "In iOS 13 and later, for horizontally or vertically \
        compact environments, this option behaves the same as UIModalPresentationStyle.formSheet"; \
        earlier, a popover in a horizontally compact environment is shown full screen (the \
        enumeration's earlier documentation, as Xamarin's binding quotes it).
        """,
      device: "any (compact environments: every iPhone)",
      ios: "8–27",
      setup: "modalPresentationStyle = .popover",
      citation: """
        https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover, \
        https://learn.microsoft.com/en-us/dotnet/api/uikit.uimodalpresentationstyle
        """
    ),
    Source(
      id: "WEB-831",
      kind: .observation,
      evidence: "issue threads with screenshots",
      observed: """
        "On iOS 13, the view that's displayed within a popover now extends to include the popover \
        arrow. As a result, additional safeAreaInsets are applied to include the arrow"; the \
        inset is on the arrow's side (an arrow pointing left or right insets the content's \
        leading or trailing edge); laying out in safeAreaLayoutGuide.layoutFrame leaves the \
        arrow's room. On 11 and 12 the view excluded the arrow.
        """,
      device: "iPad",
      ios: "13",
      setup: "a view controller presented as a popover, with and without the safe area",
      citation: """
        https://github.com/marlimox/AloeStackView/issues/68, \
        https://github.com/ChenYilong/iOS13AdaptationTips/issues/27, \
        https://github.com/omz/Pythonista-Issues/issues/625
        """
    ),
    Source(
      id: "WEB-832",
      kind: .documentation,
      evidence: "doc",
      observed: """
        contentSizeForViewInPopover: "By default, the width is set to 320 points and the height \
        is set to 1100 points"; UIPopoverController's setContentSize(_:animated:): "both the \
        width and height values you specify may be adjusted to ensure the popup fits on screen \
        and is not covered by the keyboard".
        """,
      device: "iPad",
      ios: "3.2–9 (the pages of the APIs preferredContentSize replaced)",
      setup: "a popover without a preferred content size",
      citation: """
        https://developer.apple.com/documentation/uikit/uiviewcontroller/contentsizeforviewinpopover, \
        https://developer.apple.com/documentation/uikit/uipopovercontroller/setcontentsize(_:animated:)
        """
    ),
    Source(
      id: "WEB-833",
      kind: .documentation,
      evidence: "doc",
      observed: """
        UIPopoverController: "If the user rotates the device while a popover is visible, the \
        popover controller hides the popover and then shows it again at the end of the \
        rotation", repositioned from its source (or where the delegate's \
        willRepositionPopoverTo says).
        """,
      device: "iPad",
      ios: "3.2–9 (UIPopoverPresentationController keeps the behaviour, L)",
      setup: "a popover shown while the device rotates",
      citation: "https://developer.apple.com/documentation/uikit/uipopovercontroller"
    ),
    Source(
      id: "WEB-834",
      kind: .observation,
      evidence: "crash reports in issue threads",
      observed: """
        Presenting a popover on iPad with neither a sourceView nor a barButtonItem raises \
        NSGenericException: "UIPopoverPresentationController … should have a non-nil \
        sourceView or barButtonItem set before the presentation occurs."
        """,
      device: "iPad",
      ios: "8–16 (reports from 2014 to 2023)",
      setup: "modalPresentationStyle = .popover (or an action sheet) without a source",
      citation: """
        https://github.com/x2on/FSImageViewer/pull/30, \
        https://github.com/Provenance-Emu/Provenance/issues/1833, \
        https://github.com/qonversion/flutter-sdk/issues/230
        """
    ),
    Source(
      id: "WEB-835",
      kind: .observation,
      evidence: "radar",
      observed: """
        "Popovers do not stay in the safe area, which can result in them being obscured by the \
        sensor housing on iPhone X" (a popover forced on an iPhone X in landscape from a bar \
        button item): on 11, the safe area's sides did not bound a popover.
        """,
      device: "iPhone X, landscape",
      ios: "11 (Xcode 9.0)",
      setup: "a popover kept by adaptivePresentationStyle returning .none",
      citation: "https://github.com/lionheart/openradar-mirror/issues/18736 (rdar://35156680)"
    ),
  ]
}
