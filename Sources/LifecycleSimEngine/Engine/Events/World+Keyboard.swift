import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// `showKeyboard`: `keyboardWillShow` now, `keyboardDidShow` after the duration.
  ///
  /// docs/behaviour.md#keyboard: the records carry the keyboard's frame in screen coordinates
  /// (GT-298) and the notification's user info. UIKit's safe areas do not change (GT-265;
  /// docs/behaviour.md#c23); with `keyboardAdjustsContentScrollView` the frontmost content scroll
  /// view's adjusted bottom covers the keyboard (OU-040, OU-103).
  package mutating func showKeyboard(height: KeyboardHeight, duration: Double?) throws(EventProblem)
    -> [(SimDuration, Completion)]
  {
    let length = animationLength(duration, default: behaviour.timing.keyboardDuration)
    keyboard.height = height
    keyboard.rotationReturn = .none
    raiseKeyboard(points: points(of: height), length: length)
    return [(length, .keyboardDidChange(shown: true))]
  }

  /// The keyboard's height in points: the device's for the window's orientation, or the
  /// event's.
  func points(of height: KeyboardHeight) -> Double {
    switch height {
    case .points(let value):
      return value
    case .system:
      let heights = device.keyboardHeights
      return window.orientation.isLandscape ? heights.landscape : heights.portrait
    }
  }

  /// Shows the keyboard at `points` tall: the frame, its derivation, `keyboardWillShow` and what
  /// follows the keyboard; the caller schedules `keyboardDidShow` after `length`.
  private mutating func raiseKeyboard(points: Double, length: SimDuration) {
    // The screen's bottom edge, across the screen, also under a window that is not the screen
    // (docs/behaviour.md#multitasking).
    let screen = screenBounds.size
    let end = Rect(x: 0, y: screen.height - points, width: screen.width, height: points)
    // A hidden keyboard starts below the screen; a shown one from where it is (WEB-310, WEB-311, WEB-312).
    let begin = keyboard.visible ? keyboard.frame : Self.belowScreen(end, screen: screen)
    keyboard.visible = true
    keyboard.frame = end
    if derivations != nil {
      deriveKeyboardFrame(
        story: Self.shownKeyboardStory,
        inputs: [
          .init("height", TraceValue.text(points)),
          .init("screen", TraceValue.text(screenBounds)),
        ])
    }
    recordKeyboard(.keyboardWillShow, length, from: begin, to: end)
    adjustForKeyboard()
  }

  /// A rotation with the keyboard up (docs/behaviour.md#keyboard-rotation): UIKit hides the
  /// keyboard as the rotation starts, without animation, and shows it again once the rotation
  /// has finished, at the new orientation's height (WEB-971, WEB-972, WEB-974, WEB-975).
  ///
  /// Records `keyboardWillHide` (duration 0) and `keyboardDidHide` now, before the rotation's
  /// first callback; what follows the keyboard lets it go in the rotation's own geometry and
  /// layout, which recompute every view. Returns the completions that bring it back: `keyboardWillShow` after
  /// the rotation's duration and `keyboardDidShow` the keyboard's duration later
  /// (docs/behaviour.md#c73). Nothing when no keyboard shows.
  mutating func hideKeyboardForRotation() -> [(SimDuration, Completion)] {
    guard keyboard.visible, keyboard.object != nil else { return [] }
    lowerKeyboard(over: .zero, story: Self.rotationKeyboardStory)
    finishKeyboard(shown: false)
    keyboard.rotationReturn = .pending
    let back = behaviour.timing.rotationDuration
    return [
      (back, .keyboardReturns(didShow: false)),
      (back + behaviour.timing.keyboardDuration, .keyboardReturns(didShow: true)),
    ]
  }

  /// The keyboard a rotation hid shows again, as tall as the last show asked for at the new
  /// orientation, with `keyboardWillShow`, then `keyboardDidShow` (`didShow`)
  /// (docs/behaviour.md#keyboard-rotation); nothing when an event showed or hid it since.
  mutating func returnKeyboard(didShow: Bool) {
    switch (keyboard.rotationReturn, didShow) {
    case (.pending, false):
      keyboard.rotationReturn = .shown
      raiseKeyboard(
        points: points(of: keyboard.height), length: behaviour.timing.keyboardDuration)
    case (.shown, true):
      keyboard.rotationReturn = .none
      finishKeyboard(shown: true)
    default:
      break
    }
  }

  /// `hideKeyboard`: `keyboardWillHide` now, `keyboardDidHide` after the duration; nothing when
  /// no keyboard shows.
  ///
  /// The end frame is below the screen (WEB-311).
  package mutating func hideKeyboard(duration: Double?) throws(EventProblem) -> [(
    SimDuration, Completion
  )] {
    let length = animationLength(duration, default: behaviour.timing.keyboardDuration)
    keyboard.rotationReturn = .none
    guard keyboard.visible else { return [] }
    lowerKeyboard(over: length, story: Self.hiddenKeyboardStory)
    adjustForKeyboard()
    return [(length, .keyboardDidChange(shown: false))]
  }

  /// The end of the keyboard's animation: the did-notification repeats the will-notification's
  /// user info (WEB-315).
  mutating func finishKeyboard(shown: Bool) {
    guard let object = keyboard.object else { return }
    recorder.record(
      object, shown ? .keyboardDidShow : .keyboardDidHide, keyboard.userInfo,
      state: state(of: .keyboard))
  }

  /// Moves the shown keyboard below the screen (WEB-311) and records `keyboardWillHide` over
  /// `length`, its frame explained by `story`: a `hideKeyboard` event's and a rotation's hide.
  private mutating func lowerKeyboard(over length: SimDuration, story: RuleStory) {
    let begin = keyboard.frame
    keyboard.visible = false
    keyboard.frame = Self.belowScreen(begin, screen: screenBounds.size)
    if derivations != nil {
      deriveKeyboardFrame(story: story, inputs: [.init("frame before", TraceValue.text(begin))])
    }
    recordKeyboard(.keyboardWillHide, length, from: begin, to: keyboard.frame)
  }

  /// Records how the keyboard's frame came to be, when explaining.
  private func deriveKeyboardFrame(story: RuleStory, inputs: [DerivationStep.Input]) {
    guard let object = keyboard.object else { return }
    derive(
      object, .frame, .rect(keyboard.frame),
      [
        DerivationStep(
          subject: "keyboard", story: story, inputs: inputs,
          result: TraceValue.text(keyboard.frame))
      ])
  }

  /// A keyboard frame moved down so that its top is the screen's bottom edge.
  private static func belowScreen(_ frame: Rect, screen: Size) -> Rect {
    Rect(x: frame.x, y: screen.height, width: frame.width, height: frame.height)
  }

  /// Records a will-notification with UIKit's user info: the duration, the curve (7), the begin
  /// and end frames in screen coordinates and `UIKeyboardIsLocalUserInfoKey`, always `true` for
  /// the one app simulated (WEB-310, WEB-311, WEB-312, WEB-313).
  private mutating func recordKeyboard(
    _ callback: Callback, _ duration: SimDuration, from begin: Rect, to end: Rect
  ) {
    keyboard.userInfo = TraceArguments(
      duration: Double(duration.microseconds) / 1_000_000,
      curve: behaviour.keyboard.animationCurve, frameBegin: begin, frameEnd: end, isLocal: true)
    guard let object = keyboard.object else { return }
    recorder.record(object, callback, keyboard.userInfo, state: state(of: .keyboard))
  }

  /// Follows the keyboard: keyboard layout guides, popovers and, with
  /// `keyboardAdjustsContentScrollView`, scroll views.
  ///
  /// A controller whose keyboard layout guide moved lays out its root view
  /// (docs/behaviour.md#keyboard-layout-guide).
  /// A popover moves or shrinks to stay above the keyboard (WEB-832;
  /// docs/behaviour.md#popovers). With `keyboardAdjustsContentScrollView`, the frontmost
  /// controller's content scroll view is recomputed, its adjusted bottom then covering the
  /// keyboard's overlap.
  private mutating func adjustForKeyboard() {
    followKeyboardWithLayoutGuides()
    if showsPopover {
      let moved = placePopoversAgain().flatMap { shownSubtree(of: $0, in: .appeared) }
      layoutPass(bracketed: brackets(moved))
    }
    if behaviour.keyboard.adjustsContentScrollView {
      // Every scroll view in the window reads the keyboard at its next geometry.
      for scroll in scrolls.elements where isAttached(scroll.view) {
        views.setGeometryDirty(scroll.view)
      }
    }
    if behaviour.swiftUI.avoidsKeyboard {
      // SwiftUI's keyboard region changes with the keyboard (seed004, GT-280).
      for controller in visibleControllers() where hasSwiftUINodes(controller) {
        layOutSwiftUI(of: controller)
      }
    }
    guard behaviour.keyboard.adjustsContentScrollView,
      let front = visibleControllers().last(where: { controllers[$0].visibleChildren.isEmpty })
    else { return }
    guard let scrollView = contentScrollView(of: front), let scroll = views.scroll[scrollView]
    else { return }
    let old = scrolls[scroll].adjustedContentInset
    updateContentInsets(scroll: scroll)
    if !old.displaysSame(as: scrolls[scroll].adjustedContentInset) {
      record(view: scrollView, .adjustedContentInsetDidChange)
      record(view: scrollView, .scrollViewDidChangeAdjustedContentInset)
    }
  }
}

extension World {
  /// A shown keyboard's frame.
  static let shownKeyboardStory = RuleStory(
    "at the bottom of the screen, as tall as the keyboard",
    sources: ["GT-298", "WEB-311", "docs/behaviour.md#events"])

  /// A hidden keyboard's frame.
  static let hiddenKeyboardStory = RuleStory(
    "hidden: moved down until its top is the screen's bottom edge",
    sources: shownKeyboardStory.sources)

  /// The keyboard a rotation hides until it has turned.
  static let rotationKeyboardStory = RuleStory(
    "hidden while the interface rotates, shown again at the new height once it has turned",
    sources: ["WEB-971", "WEB-972", "WEB-974", "WEB-975", "docs/behaviour.md#keyboard-rotation"])
}
