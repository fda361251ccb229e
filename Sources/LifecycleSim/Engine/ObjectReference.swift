/// What a trace object id stands for in the world.
enum ObjectReference: Sendable {
  case window
  case statusBar
  case controller(Int32)
  case view(Int32)
  case navigationBar(owner: Int32)
  case toolbar(owner: Int32)
  case tabBar(owner: Int32)
  case keyboard
}
