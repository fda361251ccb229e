import LifecycleSimModel
import LifecycleSimTrace

/// The presentations a report may draw as sheets, read from a trace's epochs (docs/cli.md,
/// "report"): for each epoch, the controllers presented as it starts or once it settled (a sheet
/// being dismissed is still drawn during its epoch, one being presented already is).
///
/// A trace does not record how a presentation is shown, only each epoch's event and every
/// object's frame: a presentation listed here is drawn as a card when its frame is not the
/// window's (UIKit adapted a sheet to full screen otherwise, as on iOS 12 or an iPhone in
/// landscape). Presentations asked for full screen are left out, and so are popovers on an iPad,
/// which the report draws as the views they are.
struct ReportSheets: Sendable {
  /// One presentation that is shown as a sheet unless its frame says otherwise.
  struct Sheet: Sendable, Equatable {
    /// The presented controller (a SwiftUI sheet's hosting controller).
    var controller: String
    /// The controller it was presented from.
    var presenter: String
    /// Whether the sheet rests at its large detent.
    ///
    /// The selected detent is `large`, or nothing is selected and `large` is the only detent
    /// (UIKit's default; WEB-413: the smallest detent is the resting one). Only then does an
    /// iPhone push its presenter back.
    var restsAtLarge: Bool
  }

  /// Where the sheets change, in order of epoch.
  ///
  /// From `epoch` on, until the next change, `sheets` are those shown at an epoch's start or
  /// its end, in order of presentation (the last on top). Only presentations, dismissals and
  /// detent changes change them, so a trace of many epochs has few changes.
  var changes: [(epoch: Int, sheets: [Sheet])]

  /// Reads the presentations of `trace`'s epochs on a device of `family` (a device the catalogue
  /// does not know is taken as an iPhone, as the report draws it).
  init(_ trace: Trace, family: DeviceFamily) {
    var shown: [Sheet] = []
    var changes: [(epoch: Int, sheets: [Sheet])] = []
    // Whether the epoch before presented or dismissed something: this epoch then lists less.
    var changedBefore = false
    // The epochs whose drag dismissed its sheet (`presentationControllerDidDismiss`), read only
    // when the trace has a drag.
    let draggedAway: Set<Int> =
      trace.epochs.contains { $0.cause == "dismissDrag" }
      ? Set(
        trace.records.lazy.filter { $0.callback == .presentationControllerDidDismiss }.map(\.epoch))
      : []
    for epoch in trace.epochs {
      let event = ["present", "dismiss", "swiftUI", "detent", "dismissDrag"].contains(epoch.cause)
      guard event || changedBefore else { continue }
      let before = shown
      var detail = Substring(epoch.detail)
      var cause = Substring(epoch.cause)
      // A SwiftUI event's detail starts with its action: `present from=… name=…`.
      if cause == "swiftUI", let space = detail.firstIndex(of: " ") {
        cause = detail[..<space]
        detail = detail[detail.index(after: space)...]
      }
      switch cause {
      case "present":
        if let sheet = Self.sheet(Self.fields(detail), family: family) { shown.append(sheet) }
      case "dismiss", "dismissDrag":
        // A drag dismisses only when its delegate hears so: it may spring back, or be refused.
        guard cause == "dismiss" || draggedAway.contains(epoch.index) else { break }
        // Dismissing a controller dismisses what it presented as well, and dismissing a
        // presenter dismisses what it presented.
        let fields = Self.fields(detail)
        if let name = fields["controller"] ?? fields["name"],
          let first = shown.firstIndex(where: { $0.controller == name || $0.presenter == name })
        {
          shown.removeSubrange(first...)
        }
      case "detent":
        // A sheet's selected detent changed: it rests at its large detent or not.
        let fields = Self.fields(detail)
        if let name = fields["controller"],
          let index = shown.firstIndex(where: { $0.controller == name })
        {
          shown[index].restsAtLarge = fields["to"] == "large"
        }
      default:
        break
      }
      // A detent change keeps the sheet: the epoch lists it as it ends.
      let moved = cause == "detent"
      changedBefore = !moved && shown != before
      let sheets = moved ? shown : before + shown.filter { !before.contains($0) }
      if sheets != changes.last?.sheets ?? [] { changes.append((epoch.index, sheets)) }
    }
    self.changes = changes
  }

  /// The sheets of epoch `epoch`: those of the last change at or before it.
  func sheets(inEpoch epoch: Int) -> [Sheet] {
    changes.last { $0.epoch <= epoch }?.sheets ?? []
  }

  /// The sheet a `present` event's fields describe, or `nil` when it is not one.
  private static func sheet(_ fields: [String: String], family: DeviceFamily) -> Sheet? {
    guard let controller = fields["controller"] ?? fields["name"], let presenter = fields["from"]
    else { return nil }
    switch fields["style"] {
    case "fullScreen", "overFullScreen", "fullScreenCover": return nil
    case "popover" where family == .pad: return nil
    default: break
    }
    let detents = fields["detents"].map(Self.list) ?? ["large"]
    let resting = fields["selectedDetent"] ?? (detents.allSatisfy { $0 == "large" } ? "large" : "")
    return Sheet(controller: controller, presenter: presenter, restsAtLarge: resting == "large")
  }

  /// Reads an epoch's detail as a dictionary of its pairs.
  ///
  /// A value runs to the space before the next name: object names may hold spaces but never `=`
  /// (docs/scenario-format.md).
  static func fields(_ detail: Substring) -> [String: String] {
    var fields: [String: String] = [:]
    var key: Substring?
    var start = detail.startIndex
    var index = detail.startIndex
    while index < detail.endIndex {
      if detail[index] == "=" {
        // The name is the word before `=`; the previous value ends at the space before it.
        let nameStart = detail[start..<index].lastIndex(of: " ").map(detail.index(after:)) ?? start
        if let key {
          let end = nameStart > start ? detail.index(before: nameStart) : nameStart
          fields[String(key)] = String(detail[start..<end])
        }
        key = detail[nameStart..<index]
        start = detail.index(after: index)
      }
      index = detail.index(after: index)
    }
    if let key { fields[String(key)] = String(detail[start...]) }
    return fields
  }

  /// The items of a `[a,b]` list.
  private static func list(_ text: String) -> [String] {
    text.split(separator: ",").map { item in
      String(item.drop { $0 == "[" }.prefix { $0 != "]" })
    }
  }
}
