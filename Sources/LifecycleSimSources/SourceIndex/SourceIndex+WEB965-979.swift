extension SourceIndex {
  /// The keyboard layout guide, the keyboard across a rotation and the interactive sheet, for
  /// issue 27, part 3 (WEB-965 to WEB-979).
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
    Source(
      id: "WEB-971",
      kind: .observation,
      evidence: "a blog post with a demonstration project",
      observed: """
        With the keyboard up, a rotation reaches the app as the keyboard hidden, then the view \
        rotated, then the keyboard shown again, though on screen the keyboard stays and only \
        changes its width and height; the new height is known only at the show.
        """,
      device: "iPhone and iPad",
      ios: "5 and 6",
      setup: "keyboard notifications observed across a rotation (Keyboard-Schmeeboard)",
      citation: "https://apontious.com/2013/01/10/keyboard-schmeeboard/"
    ),
    Source(
      id: "WEB-972",
      kind: .observation,
      evidence: "printed backtraces in a forum thread",
      observed: """
        keyboardWillHide during a rotation is posted from -[UIInputWindowController \
        willRotateToInterfaceOrientation:duration:] inside +[UIView performWithoutAnimation:], \
        that is as the rotation starts and without animation; iOS 8.3 posted willHide/willShow \
        twice, iOS 7.1 once.
        """,
      device: "iOS simulator (same on iPad devices)",
      ios: "7.1 and 8.3",
      setup: "keyboard up, device rotated, breakpoints in the will-hide and will-show handlers",
      citation: "https://developer.apple.com/forums/thread/5706"
    ),
    Source(
      id: "WEB-973",
      kind: .observation,
      evidence: "a blog post with code",
      observed: """
        From iOS 8 the keyboard notifications a rotation causes while the keyboard is visible \
        run their observers with animations disabled; the view above the keyboard follows the \
        rotation through viewWillTransitionToSize's coordinator instead.
        """,
      device: "iPhone and iPad",
      ios: "8",
      setup: "a view attached to the keyboard's top, rotated with the keyboard up",
      citation:
        "http://smnh.me/synchronizing-rotation-animation-between-the-keyboard-and-the-attached-view-part-2/"
    ),
    Source(
      id: "WEB-974",
      kind: .observation,
      evidence: "a question-and-answer thread",
      observed: """
        When the device rotates the system briefly hides the keyboard, then animates the \
        rotation; the rotation's animation sits between UIKeyboardDidHideNotification and \
        UIKeyboardWillShowNotification, each coupled with a will-change-frame notification.
        """,
      device: "iPhone",
      ios: "5",
      setup: "a custom inputView resized across a rotation",
      citation:
        "https://stackoverflow.com/questions/11465108/changing-height-of-a-custom-inputview-when-device-rotates"
    ),
    Source(
      id: "WEB-975",
      kind: .observation,
      evidence: "an issue and its follow-up",
      observed: """
        "When the device rotates, the system fires a keyboardWillHide notification and then \
        reshows the notification once rotation finishes"; a maintainer: "iOS dismisses the \
        keyboard on rotation and then re shows after the rotation has finished".
        """,
      device: "iPhone and iPad (Firefox for iOS)",
      ios: "26 era (2026)",
      setup: "the URL field focused, device rotated",
      citation: "https://github.com/mozilla-mobile/firefox-ios/issues/31738"
    ),
    Source(
      id: "WEB-976",
      kind: .documentation,
      evidence: "Apple documentation",
      observed: """
        sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:): "The system calls this \
        method after a sheet's selectedDetentIdentifier changes in response to user interaction. \
        The system doesn't call this after you change selectedDetentIdentifier programmatically."
        """,
      device: "any",
      ios: "15+",
      setup: "UISheetPresentationControllerDelegate, a sheet dragged or set to another detent",
      citation: """
        https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate/\
        sheetpresentationcontrollerdidchangeselecteddetentidentifier(_:)
        """
    ),
    Source(
      id: "WEB-977",
      kind: .documentation,
      evidence: "Apple documentation",
      observed: """
        animateChanges(_:): "To animate changes to any of the sheet's properties, set them inside \
        the block that you pass to this method. By the time this method returns, layout finishes \
        for the sheet, all adjacent sheets in the sheet stack, and their subviews."
        """,
      device: "any",
      ios: "15+",
      setup: "UISheetPresentationController, selectedDetentIdentifier set inside animateChanges",
      citation:
        "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/animatechanges(_:)"
    ),
    Source(
      id: "WEB-978",
      kind: .documentation,
      evidence: "Apple documentation",
      observed: """
        presentationControllerWillDismiss(_:) "Notifies the delegate before a presentation is \
        dismissed. You can use this method to set up animations or interaction notifications \
        with the presentationController's transitionCoordinator. This method is not called if \
        the presentation is dismissed programmatically." presentationControllerDidDismiss(_:) \
        "Notifies the delegate after a presentation is dismissed"; it too is not called for a \
        programmatic dismissal.
        """,
      device: "any",
      ios: "13+",
      setup: "UIAdaptivePresentationControllerDelegate, a sheet dragged down",
      citation: """
        https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/\
        presentationcontrollerwilldismiss(_:) ; \
        https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/\
        presentationcontrollerdiddismiss(_:)
        """
    ),
    Source(
      id: "WEB-979",
      kind: .documentation,
      evidence: "Apple documentation",
      observed: """
        presentationControllerDidAttemptToDismiss(_:) "Notifies the delegate that a \
        user-initiated attempt to dismiss a view was prevented. UIKit supports refusing to \
        dismiss a presentation when the presentationController.isModalInPresentation returns \
        true or presentationControllerShouldDismiss(_:) returns false." isModalInPresentation: \
        "When you set it to true, UIKit ignores events outside the view controller's bounds and \
        prevents the interactive dismissal of the view controller while it is onscreen."
        """,
      device: "any",
      ios: "13+",
      setup:
        "UIAdaptivePresentationControllerDelegate, isModalInPresentation true, a sheet dragged",
      citation: """
        https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/\
        presentationcontrollerdidattempttodismiss(_:) ; \
        https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation
        """
    ),
  ]
}
