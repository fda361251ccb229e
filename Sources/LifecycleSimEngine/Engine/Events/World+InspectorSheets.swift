import LifecycleSimCore
import LifecycleSimModel

extension World {
  /// Presents the sheet of each presented `inspector` a compact width leaves without a column,
  /// and dismisses the sheet of each that has its column again or is gone: after the initial
  /// display, a rotation, a `window` event or a `swiftUI` event (docs/behaviour.md#swiftui-inspector).
  ///
  /// SwiftUI presents the inspector as a sheet in a horizontally compact size class (WEB-861,
  /// WEB-866), at launch too (WEB-867), and takes the sheet away for the column when the width is
  /// regular again (WEB-865, WEB-867). The sheet is a `.sheet`'s
  /// hosting controller, presented as UIKit presents one from the view's hosting controller,
  /// animated, after the view appeared (docs/behaviour.md#c90); on a change back to a regular
  /// width its dismissal starts, the content's views get `onDisappear` in the sheet, and then
  /// `onAppear` in the column (docs/behaviour.md#c91).
  mutating func adaptInspectorSheets() throws(EventProblem) -> [(SimDuration, Completion)] {
    var completions: [(SimDuration, Completion)] = []
    for host in swiftUI.inspectors.hosts {
      if let sheet = swiftUI.inspectors.sheets[host] {
        guard swiftUI.inspectors.requests[host] == nil, !isInTransition(sheet.controller) else {
          continue
        }
        completions += try returnInspectorToColumn(host, sheet)
      } else if let request = swiftUI.inspectors.requests[host], canPresentInspector(from: host) {
        completions += try presentInspectorSheet(request, from: host)
      }
    }
    return completions
  }

  /// Refuses to dismiss an inspector's sheet by an event: SwiftUI would set the inspector's
  /// `isPresented` to false, which the model's tree does not follow.
  func refuseInspectorSheetDismissal(_ name: String) throws(EventProblem) {
    guard let sheet = objects.controllerIDs[name],
      swiftUI.inspectors.host(ofSheet: sheet) != nil
    else { return }
    throw EventProblem(
      message:
        "\(name) is an inspector's sheet: dismissing it sets the inspector's isPresented to false,"
        + " which the model does not follow",
      fix: "leave the sheet, or start with \"isPresented\": false on the inspector")
  }

  /// Whether `host`'s view can present the inspector's sheet now: on screen, its layer
  /// presenting nothing and not itself being presented or dismissed (SwiftUI presents one sheet
  /// at a time; it tries again at the next change of width).
  private func canPresentInspector(from host: ControllerID) -> Bool {
    guard let view = controllers[host].view, isAttached(view), isShowing(host) else {
      return false
    }
    let layer = layerRoot(of: host)
    return controllers[layer].presentedController == nil && !isInTransition(layer)
  }

  /// Presents the content of `request`, an inspector of `host`, as a `.sheet` is presented.
  ///
  /// It is a hosting controller shown as a page sheet (a form sheet on an iPad where SwiftUI's
  /// `.sheet` is one), with the detents the content asks for (WEB-866), else a sheet's, large
  /// (WEB-868, docs/behaviour.md#c90). The content's named views move to the sheet.
  private mutating func presentInspectorSheet(
    _ request: InspectorSheetStore.Request, from host: ControllerID
  ) throws(EventProblem) -> [(SimDuration, Completion)] {
    let hostName = controllers[host].name
    // SwiftUI makes a hosting controller for each presentation: a later one gets a number.
    let base = request.sheet.name(host: hostName)
    let count = swiftUI.inspectors.presentations[base, default: 0] + 1
    let name = count == 1 ? base : "\(base) \(count)"
    guard objects.controllerIDs[name] == nil else {
      throw EventProblem(
        message:
          "the sheet of an inspector of \(hostName) would be named \"\(name)\", which another object has",
        fix: "name the sheet with the inspector's \"sheet\" key")
    }
    let style: PresentationStyle =
      device.family == .pad && behaviour.swiftUI.padSheetIsFormSheet ? .formSheet : .pageSheet
    let completions = try present(
      .hosting(name, request.content), from: hostName, style: style,
      sheet: request.sheet.detents, animated: true, lending: request.nodes)
    if let sheet = objects.controllerIDs[name] {
      swiftUI.inspectors.sheets[host] = InspectorSheetStore.Sheet(
        controller: sheet, nodes: request.nodes)
      swiftUI.inspectors.presentations[base] = count
    }
    return completions
  }

  /// The width is regular again: the sheet's dismissal starts, the content's views get
  /// `onDisappear` where the sheet showed them, and go back to `host`, whose layout shows them
  /// in the column (docs/behaviour.md#c91).
  private mutating func returnInspectorToColumn(
    _ host: ControllerID, _ sheet: InspectorSheetStore.Sheet
  ) throws(EventProblem) -> [(SimDuration, Completion)] {
    swiftUI.inspectors.sheets[host] = nil
    let completions = try dismiss(controllers[sheet.controller].name, animated: true)
    returnSwiftUINodes(sheet.nodes, from: sheet.controller, to: host)
    return completions
  }
}
