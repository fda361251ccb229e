import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimSupport
import LifecycleSimTrace

/// Where a report's screen shows the app's window: the device's screen in the epoch's
/// orientation, the window's frame on it, and on an iPadOS 26+ window that is not the screen
/// the window controls, at the top-leading corner the corner-adapted layout regions move out
/// of (docs/behaviour.md#corner-adaptation).
///
/// Everything comes from the trace: the device and the orientation of its header and `rotate`
/// epochs, the `window` object's frame (in screen coordinates) and each controller's
/// `safeAreaCornerAdapted`. The page draws the same from its data; this is what its self-check
/// expects (docs/cli.md, "report").
struct ReportWindow: Equatable {
  /// The screen in the epoch's orientation.
  var screen: Size
  /// The window's frame on the screen: the screen itself for a full-screen app.
  var window: Rect
  /// The window controls in window coordinates, when drawn.
  var controls: Rect?

  /// The orientation at the end of epoch `epoch`: the header's, then each `rotate` epoch's.
  static func orientation(of trace: Trace, atEpoch epoch: Int) -> Orientation {
    var orientation = trace.header.orientation
    for summary in trace.epochs.prefix(epoch + 1).dropFirst() where summary.cause == "rotate" {
      let argument = summary.detail.split(separator: " ").first {
        $0.hasPrefix("orientation=")
      }
      if let name = argument?.dropFirst("orientation=".count),
        let turned = Orientation(rawValue: String(name))
      {
        orientation = turned
      }
    }
    return orientation
  }

  /// The window of one screen: the states of `row` (positions in `table`, `-1` for none) at the
  /// end of `epoch`, the objects in drawing `order`; `nil` when the row has no window with a
  /// frame.
  ///
  /// A window frame that does not lie inside the screen (a trace that gives the window's state
  /// of another orientation) is drawn as the screen, as before windows were modelled.
  init?(
    row: [Int], epoch: Int, trace: Trace, order: [Int], table: StateTable, portrait: Size,
    family: DeviceFamily
  ) {
    let objects = trace.objects
    guard let windowIndex = objects.firstIndex(where: { $0.kind == .window }),
      row[windowIndex] >= 0, let frame = table.states[row[windowIndex]].frame
    else { return nil }
    let landscape = Self.orientation(of: trace, atEpoch: epoch).isLandscape
    screen = landscape ? portrait.transposed : portrait
    let inside =
      frame.x >= -Self.tolerance && frame.y >= -Self.tolerance
      && frame.x + frame.width <= screen.width + Self.tolerance
      && frame.y + frame.height <= screen.height + Self.tolerance
    guard inside else {
      screen = Size(width: frame.width, height: frame.height)
      window = Rect(size: screen)
      controls = nil
      return
    }
    window = frame
    let isScreen =
      abs(frame.x) <= Self.tolerance && abs(frame.y) <= Self.tolerance
      && abs(frame.width - screen.width) <= Self.tolerance
      && abs(frame.height - screen.height) <= Self.tolerance
    guard !isScreen, family == .pad, trace.header.profile >= 26 else {
      controls = nil
      return
    }
    controls = Self.controls(
      row: row, objects: trace.objects, order: order, table: table, width: frame.width,
      rightToLeft: trace.header.layoutDirection == .rightToLeft)
  }

  /// How close two edges must be to be one, as the page compares them.
  static let tolerance = 0.01

  /// The window controls: at the window's top-leading corner, as wide and tall as the
  /// corner-adapted region of the first drawn controller at that corner moves past them
  /// (its `.horizontal` leading inset and its `.vertical` top inset), where both exceed the
  /// controller's safe area; `nil` when no controller says so.
  private static func controls(
    row: [Int], objects: [TraceObject], order: [Int], table: StateTable, width: Double,
    rightToLeft: Bool
  ) -> Rect? {
    for index in order
    where row[index] >= 0 && objects[index].kind.isController {
      let state = table.states[row[index]]
      guard ReportTrace.isDrawn(objects[index], state: state, objects: objects),
        let frame = state.frame, let adapted = state.safeAreaCornerAdapted,
        abs(frame.y) <= tolerance,
        abs(rightToLeft ? frame.x + frame.width - width : frame.x) <= tolerance
      else { continue }
      let safe = state.safeAreaInsets ?? EdgeInsets()
      let (leading, safeLeading) =
        rightToLeft ? (adapted.right, safe.right) : (adapted.left, safe.left)
      guard leading > safeLeading, adapted.top > safe.top else { return nil }
      return Rect(
        x: rightToLeft ? width - leading : 0, y: 0, width: leading, height: adapted.top)
    }
    return nil
  }

  /// `[[screen width, height], [window x, y, width, height], [controls x, y, width, height] or
  /// null]`, as the page's self-check reads it.
  func write(into json: inout JSONWriter) {
    json.array { fields in
      fields.element { json in
        json.array([screen.width, screen.height]) { json, value in
          json.value(JSONPoint(value: value))
        }
      }
      fields.element { json in Self.write(window, into: &json) }
      fields.element { json in
        if let controls { Self.write(controls, into: &json) } else { json.null() }
      }
    }
  }

  private static func write(_ rect: Rect, into json: inout JSONWriter) {
    json.array([rect.x, rect.y, rect.width, rect.height]) { json, value in
      json.value(JSONPoint(value: value))
    }
  }
}
