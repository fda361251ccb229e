/// The controllers a layout pass brackets: each one's root view is laid out between its
/// `viewWillLayoutSubviews` and `viewDidLayoutSubviews` whether or not it needs layout
/// (``World/layoutPass(bracketed:)``).
///
/// It holds only the controllers an event named, ascending and each once, so building it and
/// asking it cost in proportion to them, not to every controller the run has created (a flag
/// per controller, as it was, made a run of n pushes and pops cost n²). The order of the
/// callbacks is the pass's walk of the window, not this order.
struct LayoutBrackets {
  /// The bracketed controllers, ascending by id, each once.
  private var members: [ControllerID] = []

  /// No controller bracketed: the pass lays out only the views that need it.
  init() {}

  /// `controllers` bracketed, in any order and with repeats.
  init(_ controllers: [ControllerID]) {
    members.reserveCapacity(controllers.count)
    for controller in controllers { insert(controller) }
  }

  /// The bracketed controllers, ascending by id.
  var controllers: [ControllerID] { members }

  /// Brackets `controller` too; nothing when it is already.
  ///
  /// - Complexity: O(log k) when `controller` is bracketed already or follows every bracketed
  ///   one (as in a pre-order walk of a loaded tree), O(k) otherwise, for k bracketed.
  mutating func insert(_ controller: ControllerID) {
    if let last = members.last, last.raw < controller.raw {
      members.append(controller)
      return
    }
    let position = insertionPoint(of: controller)
    guard position == members.count || members[position] != controller else { return }
    members.insert(controller, at: position)
  }

  /// Whether the pass brackets `controller`.
  ///
  /// - Complexity: O(log k), for k bracketed.
  func contains(_ controller: ControllerID) -> Bool {
    let position = insertionPoint(of: controller)
    return position < members.count && members[position] == controller
  }

  /// The first position whose controller is not below `controller`.
  private func insertionPoint(of controller: ControllerID) -> Int {
    var low = 0
    var high = members.count
    while low < high {
      let middle = low + (high - low) / 2
      if members[middle].raw < controller.raw { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
