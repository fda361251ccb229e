import LifecycleSimCore
import LifecycleSimModel

/// The named SwiftUI nodes of every hosting controller, and the values their layout could not
/// represent.
///
/// Owner: the SwiftUI phase (``World/layOutSwiftUI(of:scrolled:)``), which lays the nodes out;
/// the nodes are registered once, with their hosting controller. The `scroll` event sets the
/// offset of the SwiftUI scroll view it names (an input) in ``offsets`` and ``scrolled``; the
/// `swiftUI` events (inputs) change a hosting controller's tree in ``roots`` and register the
/// views they add in ``added``.
struct SwiftUIStore {
  /// The named nodes, in registration order; a hosting controller holds the range of its own
  /// (``ControllerState/swiftUINodes``).
  var nodes: [SwiftUINodeState] = []
  /// Nodes that a layout put beyond ``SwiftUILimits/largestValue``, once each, in the order met:
  /// the run is refused at them.
  var valueProblems: [ScenarioDiagnostic] = []
  /// The offsets `scroll` events set on scroll views, by node, held since (moved on by a
  /// collapse, following the inset while at rest); a node not here rests at its top.
  var offsets: [Int: Point] = [:]
  /// The nodes in ``offsets``, by hosting controller, in the order first moved: a layout reads
  /// these, not every node.
  var scrolled: [ControllerID: [Int]] = [:]
  /// Each hosting controller's navigation stacks' large titles as its last layout left them
  /// (docs/behaviour.md#swiftui-scrolling).
  var largeTitles: [ControllerID: [Int: SwiftUILargeTitle]] = [:]
  /// Each hosting controller's navigation stacks' bar minimizations as its last layout left
  /// them (iOS 27; docs/behaviour.md#swiftui-bar-minimization).
  var barMinimizations: [ControllerID: [Int: SwiftUIBarMinimization]] = [:]
  /// How many named views (bars aside) of each hosting controller never appeared: while there
  /// are any, a `TabView` that builds every tab looks for them (13-17).
  var neverAppeared: [ControllerID: Int] = [:]
  /// Whether named navigation stacks and tab views are traced with their bars: in a scenario with
  /// `swiftUI` events, as the keyboard is traced in one with keyboard events.
  var tracesBars = false
  /// Each hosting controller's `rootView` as `swiftUI` events changed it (a view pushed on a
  /// stack, a tab selected, a view swapped); a controller not here shows its scenario's tree.
  var roots: [ControllerID: SwiftUINode] = [:]
  /// The named nodes `swiftUI` events added to each hosting controller, in the order added,
  /// after its own range (``ControllerState/swiftUINodes``).
  var added: [ControllerID: [Int]] = [:]
  /// The `inspector`s a compact width shows as sheets (docs/behaviour.md#swiftui-inspector).
  var inspectors = InspectorSheetStore()
  /// The named nodes by name, for the events that name one (looked up, never iterated): built
  /// at the first look-up, so a run that names none pays nothing (``node(named:)``).
  private var names: [String: Int] = [:]
  /// How many of ``nodes`` are in ``names``.
  private var indexed = 0

  /// The node named `name`, if one is registered; indexes the nodes registered since the last
  /// look-up first (names are unique in a scenario).
  mutating func node(named name: String) -> Int? {
    while indexed < nodes.count {
      names[nodes[indexed].name] = indexed
      indexed += 1
    }
    return names[name]
  }
}
