import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// `dismissDrag`: the user drags a presented sheet down (docs/behaviour.md#interactive-dismissal;
  /// WEB-978, WEB-979, WEB-988 to WEB-990).
  ///
  /// At the drag's start: the sheet's subtree gets `viewWillDisappear`, then its delegate
  /// `presentationControllerWillDismiss` (WEB-978, WEB-989; the order is
  /// docs/behaviour.md#c74). At its end (``finishDismissDrag(_:completes:)``) the sheet is
  /// dismissed or springs back. The presenter, which stays in the window under a sheet, gets
  /// nothing either way (OU-076, WEB-990).
  ///
  /// With `isModalInPresentation` on the sheet's controller or a controller it shows, UIKit
  /// refuses the drag: the delegate's `presentationControllerDidAttemptToDismiss` only, and the
  /// sheet springs back (WEB-979; the shown children count, docs/behaviour.md#c89).
  ///
  /// A full-screen presentation has no sheet to drag and a popover is dismissed by a tap outside
  /// it: both are refused, as is a sheet that presents another controller.
  mutating func dragToDismiss(_ drag: DismissDrag) throws(EventProblem)
    -> [(SimDuration, Completion)]
  {
    let name = drag.controller
    let presented = try controllerID(name)
    if drag.completes { try refuseInspectorSheetDismissal(name) }
    guard case .presented(let style) = controllers[presented].relation else {
      throw EventProblem(
        message: "\(name) is not presented, so there is no sheet to drag down",
        fix: "drag the controller a present event showed")
    }
    switch style {
    case .fullScreen, .overFullScreen:
      throw EventProblem(
        message: "\(name) is presented \(style.rawValue), which the user cannot drag down",
        fix: "present it as a sheet (\"pageSheet\" or \"formSheet\"), or use \"dismiss\"")
    case .popover:
      throw EventProblem(
        message: "\(name) is shown as a popover, which a tap outside it dismisses, not a drag",
        fix: "use \"dismiss\", or present it as a sheet")
    case .pageSheet, .formSheet:
      break
    }
    guard controllers[presented].presentedController == nil else {
      throw EventProblem(
        message: "\(name) is presenting another controller, whose sheet is on top",
        fix: "drag the top-most presented controller")
    }
    let length = animationLength(
      drag.duration, default: behaviour.timing.modalTransitionDuration)
    let shown = shownSubtree(of: presented, in: .appeared)
    if shown.contains(where: { controllers[$0].node.isModalInPresentation }) {
      record(controller: presented, .presentationControllerDidAttemptToDismiss)
      return [(length, .settle)]
    }
    var disappearing: [ControllerID] = []
    beginDisappearance(presented, animated: true, into: &disappearing)
    record(controller: presented, .presentationControllerWillDismiss)
    transitions.ends[presented] = now + length
    return [(length, .finishDismissDrag(presented: presented, completes: drag.completes))]
  }

  /// The end of the user's drag on a sheet.
  ///
  /// Completed: the dismissal's end, as the app's (``finishDismiss(_:uncovers:animated:)``: the
  /// sheet leaves the window, `viewDidDisappear`), then the delegate's
  /// `presentationControllerDidDismiss` (WEB-978, WEB-989). Cancelled: the sheet's subtree gets
  /// `viewWillAppear` and `viewDidAppear` again, and never `viewDidDisappear` (WEB-988); no
  /// `viewIsAppearing`, as after a cancelled interactive pop (docs/behaviour.md#c89).
  mutating func finishDismissDrag(_ presented: ControllerID, completes: Bool) {
    guard completes else {
      transitions.ends[presented] = nil
      var appearing: [ControllerID] = []
      beginAppearance(presented, animated: true, into: &appearing)
      endAppearance(appearing, animated: true)
      return
    }
    finishDismiss(presented, uncovers: false, animated: true)
    record(controller: presented, .presentationControllerDidDismiss)
  }
}
