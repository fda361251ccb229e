import LifecycleSimModel
import LifecycleSimTrace

/// What each trace object stands for, and the names events look objects up by.
///
/// Owner: registration (``World/register(_:_:_:)``, called as controllers are added and views
/// loaded). Written once per object, never changed; events and recording read it.
struct ObjectDirectory {
  /// What each trace object id stands for.
  package var references = IDArray<ObjectID, ObjectReference>()
  /// Controllers by name, for events (looked up, never iterated).
  var controllerIDs: [String: ControllerID] = [:]
  /// Loaded views by name, for the events that name one.
  var viewNames: ViewNameIndex
}
