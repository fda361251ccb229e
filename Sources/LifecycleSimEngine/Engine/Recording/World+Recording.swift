import LifecycleSimModel
import LifecycleSimCore
import LifecycleSimTrace

extension World {
  /// What an app reads from a view now.
  @inline(__always)
  package func state(ofView view: ViewID) -> ObjectState {
    let index = view
    let safeAreaAPI = behaviour.capabilities.hasSafeAreaAPI
    var state = views.plainState(of: index, safeAreaAPI: safeAreaAPI)
    if let scroll = views.scroll[index] {
      let scrollState = scrolls[scroll]
      if safeAreaAPI { state.adjustedContentInset = scrollState.adjustedContentInset }
      state.contentInset = scrollState.properties.contentInset
      state.contentOffset = scrollState.contentOffset
      if safeAreaAPI {
        state.contentViewInsets = contentViewInsets(of: scrollState, view: view)
        state.effectiveSectionInset = effectiveSectionInset(of: scrollState, view: view)
      }
    }
    return state
  }

  /// What an app reads from a controller now: its root view's insets, frame in window
  /// coordinates and margins, its layout guides, and on an iPadOS 26 window its corner-adapted
  /// regions; nothing before its view loads.
  package func state(ofController controller: ControllerID) -> ObjectState {
    let state = controllers[controller]
    guard let view = state.view else { return ObjectState() }
    let attached = isAttached(view)
    let regions = cornerAdaptedRegions(of: view)
    return ObjectState(
      safeAreaInsets: behaviour.capabilities.hasSafeAreaAPI ? views.safeArea[view] : nil,
      frame: attached ? windowFrame(of: view) : views.frame[view], inWindow: attached,
      layoutMargins: views.margins[view], topLayoutGuide: state.topLayoutGuide,
      bottomLayoutGuide: state.bottomLayoutGuide, keyboardLayoutGuide: state.keyboardLayoutGuide,
      safeAreaCornerAdapted: regions?.safeArea, marginsCornerAdapted: regions?.margins)
  }

  /// What an app reads from any trace object now.
  package func state(of reference: ObjectReference) -> ObjectState {
    switch reference {
    case .window:
      return ObjectState(
        safeAreaInsets: behaviour.capabilities.hasSafeAreaAPI ? windowGeometry.insets : nil,
        frame: window.frame,
        inWindow: true)
    case .statusBar:
      return ObjectState(
        frame: windowGeometry.statusBarVisible ? statusBarFrame : .zero,
        hidden: !windowGeometry.statusBarVisible)
    case .controller(let id):
      return state(ofController: id)
    case .view(let id):
      return state(ofView: id)
    case .navigationBar(let owner):
      guard let bar = controllers[owner].navigationBar else { return ObjectState() }
      return ObjectState(frame: bar.frame, hidden: bar.hidden)
    case .toolbar(let owner):
      guard let bar = controllers[owner].toolbar else { return ObjectState() }
      return ObjectState(frame: bar.frame, hidden: bar.hidden)
    case .tabBar(let owner):
      guard let bar = controllers[owner].tabBar else { return ObjectState() }
      return ObjectState(frame: bar.frame, hidden: !isTabBarVisible(owner))
    case .keyboard:
      return ObjectState(frame: keyboard.frame, hidden: !keyboard.visible)
    case .swiftUINode(let index):
      return state(ofSwiftUINode: index)
    }
  }

  /// Gives the recorder what each of `objects` reads now, in order, packed
  /// (``Recorder/settle(_:)``), as an epoch closes.
  func settle(_ objects: [ObjectID]) {
    withUnsafeTemporaryAllocation(of: Double.self, capacity: ObjectState.mostNumbers) { room in
      // Never taken: the room is not empty, so it has an address.
      guard let base = room.baseAddress else { return }
      for object in objects { recorder.settle(packedState(of: object, in: base)) }
    }
  }

  /// What `object` reads now, packed at `room` (``ObjectState/pack(into:)``, room for
  /// ``ObjectState/mostNumbers``), valid while `room` is.
  ///
  /// A view that is not a scroll view (most objects) is packed straight from the views'
  /// columns, as ``state(ofView:)`` would build it (`PackedSettledStateTests` holds the two
  /// to each other); every other object's state is built, then packed.
  @inline(__always)
  func packedState(of object: ObjectID, in room: UnsafeMutablePointer<Double>) -> PackedState {
    let reference = objects.references[object]
    let (bits, count): (UInt32, Int)
    if case .view(let view) = reference, views.scroll[view] == nil {
      (bits, count) = ObjectState.packView(
        safeAreaInsets: behaviour.capabilities.hasSafeAreaAPI ? views.safeArea[view] : nil,
        frame: views.frame[view], inWindow: views.flags[view].contains(.inWindow),
        layoutMargins: views.margins[view], into: room)
    } else {
      (bits, count) = state(of: reference).pack(into: room)
    }
    return PackedState(bits: bits, numbers: UnsafeBufferPointer(start: room, count: count))
  }

  /// Records a view callback with the view's current state.
  package func record(
    view: ViewID, _ callback: Callback, _ arguments: TraceArguments? = nil
  ) {
    recorder.record(views.object[view], callback, arguments, state: state(ofView: view))
  }

  /// Records a controller callback with the controller's current state.
  package func record(
    controller: ControllerID, _ callback: Callback, _ arguments: TraceArguments? = nil
  ) {
    recorder.record(
      controllers[controller].object, callback, arguments, state: state(ofController: controller))
  }
}
