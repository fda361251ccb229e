import LifecycleSimModel

/// One named SwiftUI node of a hosting controller: its trace object and what it read at the
/// hosting view's last layout.
struct SwiftUINodeState {
  package var name: String
  package var object: ObjectID
  /// The hosting controller.
  var host: ControllerID
  /// Where the last layout put it, in the hosting view; `nil` when it is not shown (an
  /// unselected tab) or not laid out yet.
  package var placement: SwiftUIPlacement?
  /// It got `onAppear` and no `onDisappear` since.
  var appeared = false
  /// It got `onAppear` once.
  var appearedOnce = false
  /// A `scrollView`, `list` or `form`: the `scroll` event can move it. (Last, beside the other
  /// flags: the value is copied for every node laid out.)
  var isScrollView: Bool
  /// It has a `.task` modifier: its `onAppear` and `onDisappear` are followed by the task's
  /// start and cancellation.
  var hasTask = false
  /// It stands for the bar of a named `navigationStack` or `tabView` (`Name.navigationBar`,
  /// `Name.tabBar`): traced with its frame and `hidden`, with no SwiftUI callbacks.
  var isBar = false
  /// A `viewRepresentable`: a UIKit view, whose `safeAreaInsets` read zero.
  var isUIKitView = false
}
