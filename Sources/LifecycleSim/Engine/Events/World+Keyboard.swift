extension World {
  /// `showKeyboard`: `keyboardWillShow` now, `keyboardDidShow` after the duration.
  ///
  /// docs/behaviour.md#keyboard, docs/behaviour.md#keyboard: the records carry the keyboard's frame
  /// in screen coordinates (GT-298). UIKit's safe areas do not change (GT-265;
  /// docs/behaviour.md#c23); with `keyboardAdjustsContentScrollView` the frontmost content scroll
  /// view's adjusted bottom covers the keyboard (OU-040, OU-103).
  mutating func showKeyboard(height: KeyboardHeight, duration: Double?) throws(EventProblem)
    -> [(SimDuration, Completion)]
  {
    let points: Double
    switch height {
    case .points(let value):
      points = value
    case .system:
      let heights = device.keyboardHeights
      points = orientation.isLandscape ? heights.landscape : heights.portrait
    }
    let length = animationLength(duration, default: behaviour.timing.keyboardDuration)
    keyboard.visible = true
    keyboard.frame = Rect(
      x: 0, y: screen.height - points, width: screen.width, height: points)
    recordKeyboard(.keyboardWillShow, length)
    adjustForKeyboard()
    return [(length, .keyboardDidChange(shown: true))]
  }

  /// `hideKeyboard`: `keyboardWillHide` now, `keyboardDidHide` after the duration; nothing when
  /// no keyboard shows.
  mutating func hideKeyboard(duration: Double?) throws(EventProblem) -> [(SimDuration, Completion)]
  {
    let length = animationLength(duration, default: behaviour.timing.keyboardDuration)
    guard keyboard.visible else { return [] }
    keyboard.visible = false
    recordKeyboard(.keyboardWillHide, length)
    adjustForKeyboard()
    return [(length, .keyboardDidChange(shown: false))]
  }

  /// The end of the keyboard's animation.
  mutating func finishKeyboard(shown: Bool) {
    guard let object = keyboard.object else { return }
    recorder.record(
      object, shown ? .keyboardDidShow : .keyboardDidHide, state: state(of: .keyboard))
  }

  private mutating func recordKeyboard(_ callback: Callback, _ duration: SimDuration) {
    guard let object = keyboard.object else { return }
    recorder.record(
      object, callback, TraceArguments(duration: Double(duration.microseconds) / 1_000_000),
      state: state(of: .keyboard))
  }

  /// With `keyboardAdjustsContentScrollView`, recomputes the frontmost controller's content
  /// scroll view, whose adjusted bottom then covers the keyboard's overlap.
  private mutating func adjustForKeyboard() {
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
