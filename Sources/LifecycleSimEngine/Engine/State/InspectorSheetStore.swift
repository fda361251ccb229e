import LifecycleSimModel

/// The `inspector`s a compact width shows as sheets (docs/behaviour.md#swiftui-inspector).
///
/// Owner: the SwiftUI phase notes in ``requests`` what each hosting controller's last layout
/// found; ``World/adaptInspectorSheets()`` presents and dismisses the sheets after the initial
/// display and after a change of width, and keeps ``sheets``. While a sheet is presented, the
/// named nodes of the inspector's content belong to the sheet's hosting controller
/// (``SwiftUINodeState/host``): its layout places them, not the layout of the view the
/// modifier is on.
struct InspectorSheetStore {
  /// An inspector that a hosting controller's last layout left without a column because the
  /// width is compact, while it is presented.
  struct Request {
    /// The inspector's content, the sheet's `rootView`.
    var content: SwiftUINode
    /// The sheet's name and detents.
    var sheet: InspectorSheetSpec
    /// The named nodes (and bars) of the content, in registration order.
    var nodes: [Int]
  }

  /// A presented inspector sheet.
  struct Sheet {
    /// The hosting controller SwiftUI presented.
    var controller: ControllerID
    /// The nodes it holds, given back to the view's hosting controller when it goes.
    var nodes: [Int]
  }

  /// The first compact inspector of each hosting controller's last layout (SwiftUI presents one
  /// sheet at a time), by hosting controller; read in ``hosts`` order, never iterated.
  var requests: [ControllerID: Request] = [:]
  /// The presented sheets, by the hosting controller of the view the modifier is on.
  var sheets: [ControllerID: Sheet] = [:]
  /// The hosting controllers in ``requests`` or ``sheets``, in the order first noted: what
  /// ``World/adaptInspectorSheets()`` walks.
  var hosts: [ControllerID] = []
  /// The named nodes each presented sheet holds, by the sheet's hosting controller (looked up,
  /// never iterated): they follow the sheet's own, as nodes `swiftUI` events add do.
  var held: [ControllerID: [Int]] = [:]
  /// How many times each sheet was presented so far, by its first name (looked up, never
  /// iterated): each presentation is a new hosting controller, named after the first.
  var presentations: [String: Int] = [:]
  /// How many nodes sheets hold now: while 0, a hosting controller's nodes are all its own.
  var lentNodes = 0

  /// The hosting controller of the view an inspector sheet `controller` shows the content of.
  func host(ofSheet controller: ControllerID) -> ControllerID? {
    hosts.first { sheets[$0]?.controller == controller }
  }

  /// Notes `host` for ``hosts`` once.
  mutating func note(_ host: ControllerID) {
    if !hosts.contains(host) { hosts.append(host) }
  }
}
