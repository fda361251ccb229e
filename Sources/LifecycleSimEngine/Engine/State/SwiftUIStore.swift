import LifecycleSimModel

/// The named SwiftUI nodes of every hosting controller, and the values their layout could not
/// represent.
///
/// Owner: the SwiftUI phase (``World/layOutSwiftUI(of:)``), which lays the nodes out; the nodes
/// are registered once, with their hosting controller.
struct SwiftUIStore {
  /// The named nodes, in registration order; a hosting controller holds the range of its own
  /// (``ControllerState/swiftUINodes``).
  var nodes: [SwiftUINodeState] = []
  /// Nodes that a layout put beyond ``SwiftUILimits/largestValue``, once each, in the order met:
  /// the run is refused at them.
  var valueProblems: [ScenarioDiagnostic] = []
  /// The named nodes by name, for the events that name one (looked up, never iterated).
  var names: [String: Int] = [:]
  /// Each hosting controller's navigation stacks' large titles as its last layout left them
  /// (docs/behaviour.md#swiftui-scrolling).
  var largeTitles: [ControllerID: [Int: SwiftUILargeTitle]] = [:]
}
