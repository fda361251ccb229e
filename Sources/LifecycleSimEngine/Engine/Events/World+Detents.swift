import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// `detent`: a presented sheet's selected detent changes (docs/behaviour.md#detent-changes).
  ///
  /// The sheet takes the new detent's frame (``SheetRule``, as at its presentation), its subtree
  /// reads the new safe area (`[geo]`) and lays out once, each controller of it bracketed when
  /// the frame moved; then, for the user's drag only, the delegate's
  /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier` (WEB-976: never for the
  /// app's change; its place after the layout is docs/behaviour.md#c88). The presenter gets
  /// nothing: it stays in the window, and UIKit scales it back behind a large page sheet on its
  /// private wrapper views (docs/behaviour.md#c33). An animated change settles after the modal
  /// transition's length (OU-092), the sheet's own spring.
  ///
  /// A sheet that fills the window (an iPhone in landscape) shows every detent as its whole
  /// height: the app's change only selects the detent, which its frame takes when it becomes a
  /// card again; the user cannot drag it.
  mutating func changeDetent(_ change: DetentChange) throws(EventProblem)
    -> [(SimDuration, Completion)]
  {
    let name = change.controller
    let presented = try controllerID(name)
    guard case .presented(let style) = controllers[presented].relation,
      style == .pageSheet || style == .formSheet
    else {
      throw EventProblem(
        message: "\(name) is not presented as a sheet, so it has no detents",
        fix: "present it with \"style\": \"pageSheet\" or \"formSheet\" first")
    }
    let settings = controllers[presented].presentation
    let sheet = settings?.sheet ?? SheetConfiguration()
    let available = sheet.detents.isEmpty ? [SheetDetent.large] : sheet.detents
    guard available.contains(change.to) else {
      throw EventProblem(
        message: "\(change.to.text) is not one of \(name)'s detents ("
          + available.map(\.text).joined(separator: ", ") + ")",
        fix: "add it to the present event's \"detents\", or use one of them")
    }
    let placement = controllers[presented].placement
    if change.by == .user, placement?.isCard != true {
      throw EventProblem(
        message: "\(name) fills the window, where a sheet shows every detent at its whole"
          + " height: there is no detent to drag it to",
        fix: "drag it while it is a card (an iPhone in portrait), or use \"by\": \"program\"")
    }
    // The detent it rests at now, when known: a sheet filling the window with nothing selected
    // has no resting detent yet.
    let current = sheet.selectedDetent ?? placement?.detent
    if current == change.to || (current == nil && available == [change.to]) { return [] }
    var selected = sheet
    selected.selectedDetent = change.to
    controllers[presented].presentation = PresentationSettings(
      sheet: selected, popover: settings?.popover ?? PopoverConfiguration(),
      popoverSource: settings?.popoverSource)
    guard let view = controllers[presented].view, isAttached(view) else { return [] }
    let old = views.frame[view]
    placePresentedView(presented, invalidates: true)
    updateGeometry(of: view, notify: true)
    let moved = views.frame[view] != old
    layoutPass(bracketed: brackets(moved ? shownSubtree(of: presented, in: .appeared) : []))
    if change.by == .user {
      record(controller: presented, .sheetPresentationControllerDidChangeSelectedDetentIdentifier)
    }
    let animated = change.by == .user || change.animated
    return animated && moved ? [(behaviour.timing.modalTransitionDuration, .settle)] : []
  }
}
