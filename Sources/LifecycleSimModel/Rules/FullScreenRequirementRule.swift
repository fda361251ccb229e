/// An app that requires full screen, `UIRequiresFullScreen` (a scenario's
/// `requiresFullScreen`): what a window that is not the screen does to it, per version
/// (docs/behaviour.md#requires-full-screen).
package enum FullScreenRequirementRule {
  /// What such an app gets from a window that is not the screen.
  package enum Outcome: Sendable, Hashable {
    /// The window is refused: the app cannot run in Split View or Slide Over (iOS 9–18;
    /// WEB-874).
    case refused
    /// The app sees the screen: the system draws it in a scaled full-screen canvas (iPadOS 26;
    /// WEB-870, WEB-874).
    case fullScreenCanvas
    /// The window applies as without the key (iPadOS 27 and later; WEB-875, unverified sizes,
    /// docs/behaviour.md#c78).
    case resizable
  }

  /// The outcome on the iOS version whose major number is `major`.
  package static func outcome(major: Int) -> Outcome {
    if major < 26 { return .refused }
    return major == 26 ? .fullScreenCanvas : .resizable
  }

  /// Why a window of `mode` cannot hold an iPad app that requires full screen, with the fix;
  /// `nil` when it can (an iPhone's window is the screen anyway).
  package static func refusal(
    _ mode: WindowMode, requiresFullScreen: Bool, family: DeviceFamily, major: Int
  ) -> (message: String, fix: String)? {
    guard requiresFullScreen, mode != .fullScreen, family == .pad,
      outcome(major: major) == .refused
    else { return nil }
    let kind = mode == .slideOver ? "Slide Over" : "Split View"
    return (
      "an app that requires full screen (UIRequiresFullScreen) cannot run in \(kind) before"
        + " iPadOS 26 (WEB-874)",
      fix: "remove the window or use \"mode\": \"fullScreen\", or remove \"requiresFullScreen\""
    )
  }

  /// Whether the app's window stays the screen whatever window the scenario asks for: an iPad
  /// app that requires full screen on iPadOS 26 (WEB-870).
  package static func keepsScreen(requiresFullScreen: Bool, family: DeviceFamily, major: Int)
    -> Bool
  {
    requiresFullScreen && family == .pad && outcome(major: major) == .fullScreenCanvas
  }
}
