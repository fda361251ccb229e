/// What a trace object id stands for in the world.
enum ObjectReference: Sendable {
  case window
  case statusBar
  case controller(ControllerID)
  case view(ViewID)
  case navigationBar(owner: ControllerID)
  case toolbar(owner: ControllerID)
  case tabBar(owner: ControllerID)
  case keyboard
  /// A named SwiftUI node, by its index in ``SwiftUIStore/nodes``.
  case swiftUINode(Int)
}
