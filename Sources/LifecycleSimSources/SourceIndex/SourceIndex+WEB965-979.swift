extension SourceIndex {
  /// The keyboard layout guide, the keyboard across a rotation and the interactive sheet, for
  /// issue 27 §3 (WEB-965 to WEB-979).
  static let webKeyboard965To979: [Source] = [
    Source(
      id: "WEB-965",
      kind: .documentation,
      evidence: "Apple documentation",
      observed: """
        UIView.keyboardLayoutGuide (iOS 15+): "A layout guide that tracks the keyboard's \
        position in your app's layout"; UIKeyboardLayoutGuide "represents the space the \
        keyboard occupies in your app's layout".
        """,
      device: "any",
      ios: "15+",
      setup: "UIView.keyboardLayoutGuide, UIKeyboardLayoutGuide",
      citation: "https://developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide"
    ),
    Source(
      id: "WEB-966",
      kind: .documentation,
      evidence: "Apple documentation",
      observed: """
        UIKeyboardLayoutGuide.usesBottomSafeArea (iOS 17+): defaults to true, tying the guide \
        to the bottomAnchor of the view's safeAreaLayoutGuide; false ties it to the view's own \
        bottomAnchor instead.
        """,
      device: "any",
      ios: "17+",
      setup: "UIKeyboardLayoutGuide.usesBottomSafeArea",
      citation:
        "https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/usesbottomsafearea"
    ),
    Source(
      id: "WEB-967",
      kind: .documentation,
      evidence: "Apple sample code article",
      observed: """
        With followsUndockedKeyboard left false, the guide matches the keyboard when it docks; \
        "When the keyboard isn't onscreen, the guide is at the bottom of the window and has a \
        height equal to the bottom of the current safeAreaInsets"; an undocked keyboard counts \
        as no keyboard.
        """,
      device: "any",
      ios: "15+",
      setup: "Adjusting your layout with keyboard layout guide (sample code)",
      citation:
        "https://developer.apple.com/documentation/uikit/adjusting-your-layout-with-keyboard-layout-guide"
    ),
    Source(
      id: "WEB-968",
      kind: .observation,
      evidence: "a blog post with screenshots",
      observed: """
        "The layout frame of the keyboard guide matches the area of its owning view covered by \
        the keyboard"; with the keyboard not visible it is at the bottom of the screen, its \
        height the safe-area inset, its top anchor the safe area's bottom.
        """,
      device: "iPhone and iPad (simulator)",
      ios: "15 (updated for 16, 2022)",
      setup: "a toolbar pinned to view.keyboardLayoutGuide.topAnchor",
      citation: "https://useyourloaf.com/blog/keyboard-layout-guide/"
    ),
    Source(
      id: "WEB-969",
      kind: .observation,
      evidence: "session notes with the session's code",
      observed: """
        WWDC21 "Your guide to keyboard layout": the guide replaces the notification code that \
        set a height constraint to the view's height minus the keyboard's end frame's y, or to \
        the bottom safe-area inset when that is 0, inside an animation; the guide matches the \
        keyboard's animations and follows its height changes.
        """,
      device: "any",
      ios: "15",
      setup: "WWDC21 session 10259",
      citation: "https://wwdcnotes.com/notes/wwdc21/10259/"
    ),
    Source(
      id: "WEB-970",
      kind: .observation,
      evidence: "a pull request's description",
      observed: """
        "Since iOS 17, UIKeyboardLayoutGuide defaults to aligning its top anchor with the safe \
        area bottom when the keyboard is hidden"; usesBottomSafeArea = false makes it align \
        with the view's bottom anchor, so content reaches the screen's bottom.
        """,
      device: "iPhone (not named)",
      ios: "17+ (2025)",
      setup: "a scroll view above a bottom container pinned to keyboardLayoutGuide.topAnchor",
      citation: "https://github.com/theleftbit/BSWInterfaceKit/pull/443"
    ),
  ]
}
