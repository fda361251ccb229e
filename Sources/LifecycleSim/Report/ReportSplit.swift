import LifecycleSimCore
import LifecycleSimSupport
import LifecycleSimTrace

/// A split view controller's columns as a report draws them, from one screen's states.
///
/// The trace lists objects in tree order without their parents, so the columns are read from
/// the frames: after a split view controller, each drawn controller whose frame overlaps the
/// split's (a sidebar of iOS 14–18 reaches 100 pt past its leading edge) and does not lie inside
/// an earlier column's starts a column (a column's own children share its frame or lie inside
/// it), up to the next split view controller or presented sheet. A
/// column that a later one overlaps floats over it (the iOS 26 sidebar over the secondary, an
/// overlay display mode before), and is drawn after it; neighbours side by side with a gap
/// between them show the classic divider in the gap (drawing choices: docs/behaviour.md#c57).
/// The page draws the same from its data; this is what its self-check expects (docs/cli.md,
/// "report").
struct ReportSplit: Equatable {
  /// One column: its controller (an object index), frame and whether it floats.
  struct Column: Equatable {
    var controller: Int
    var frame: Rect
    var floating: Bool
  }

  /// The split view controller (an object index).
  var split: Int
  /// The columns, in tree order.
  var columns: [Column]
  /// The gaps between columns side by side, in window coordinates.
  var dividers: [Rect]
  /// Where the split's objects start and end in the drawing order (end excluded).
  var range: Range<Int>

  /// How close two edges must be to be one, as the page compares them.
  static let tolerance = 0.01

  /// The split views of one screen: the states of `row` (positions in `table`, `-1` for none),
  /// the objects in drawing `order`, `sheets` the controllers presented as sheets there.
  static func splits(
    row: [Int], objects: [TraceObject], order: [Int], table: StateTable, sheets: Set<String>
  ) -> [ReportSplit] {
    func drawnFrame(_ index: Int) -> Rect? {
      guard row[index] >= 0 else { return nil }
      let state = table.states[row[index]]
      guard ReportTrace.isDrawn(objects[index], state: state, objects: objects) else { return nil }
      return state.frame
    }
    var splits: [ReportSplit] = []
    var position = 0
    while position < order.count {
      let index = order[position]
      guard objects[index].kind == .splitViewController, let outer = drawnFrame(index) else {
        position += 1
        continue
      }
      var columns: [Column] = []
      var end = position + 1
      while end < order.count {
        let member = order[end]
        if objects[member].kind == .splitViewController || sheets.contains(objects[member].name) {
          break
        }
        if objects[member].kind.isController, let frame = drawnFrame(member),
          overlaps(outer, frame), !columns.contains(where: { contains($0.frame, frame) })
        {
          columns.append(Column(controller: member, frame: frame, floating: false))
        }
        end += 1
      }
      for (offset, column) in columns.enumerated() {
        columns[offset].floating = columns[(offset + 1)...].contains {
          overlaps(column.frame, $0.frame)
        }
      }
      let tiled = columns.filter { !$0.floating }.map(\.frame).sorted { $0.x < $1.x }
      let dividers = zip(tiled, tiled.dropFirst()).compactMap { left, right -> Rect? in
        let gap = right.x - (left.x + left.width)
        guard gap > tolerance else { return nil }
        let top = max(left.y, right.y)
        let bottom = min(left.y + left.height, right.y + right.height)
        return Rect(x: left.x + left.width, y: top, width: gap, height: max(0, bottom - top))
      }
      splits.append(
        ReportSplit(split: index, columns: columns, dividers: dividers, range: position..<end))
      position = end
    }
    return splits
  }

  /// `order` with each floating column's objects moved after the rest of its split, so that it
  /// is drawn over the columns it floats above.
  static func screenOrder(_ order: [Int], splits: [ReportSplit]) -> [Int] {
    var result = order
    for split in splits where split.columns.contains(where: \.floating) {
      let starts = split.columns.map { column in
        split.range.first { order[$0] == column.controller } ?? split.range.upperBound
      }
      var kept: [Int] = []
      var moved: [Int] = []
      for position in split.range {
        // The column the position belongs to: the last that starts at or before it.
        let column = starts.lastIndex { $0 <= position }
        if let column, split.columns[column].floating {
          moved.append(order[position])
        } else {
          kept.append(order[position])
        }
      }
      result.replaceSubrange(split.range, with: kept + moved)
    }
    return result
  }

  private static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
    inner.x >= outer.x - tolerance && inner.y >= outer.y - tolerance
      && inner.x + inner.width <= outer.x + outer.width + tolerance
      && inner.y + inner.height <= outer.y + outer.height + tolerance
  }

  private static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
    let width = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
    let height = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
    return width > tolerance && height > tolerance
  }

  /// `[split name, [[column name, x, y, width, height, 1 when it floats], …], [[divider x, y,
  /// width, height], …]]`, as the page's self-check reads it.
  func write(into json: inout JSONWriter, objects: [TraceObject]) {
    json.array { fields in
      fields.element(objects[split].name)
      fields.element { json in
        json.array(columns) { json, column in
          json.array { fields in
            fields.element(objects[column.controller].name)
            for value in [column.frame.x, column.frame.y, column.frame.width, column.frame.height] {
              fields.element(JSONPoint(value: value))
            }
            fields.element(column.floating ? 1 : 0)
          }
        }
      }
      fields.element { json in
        json.array(dividers) { json, divider in
          json.array([divider.x, divider.y, divider.width, divider.height]) { json, value in
            json.value(JSONPoint(value: value))
          }
        }
      }
    }
  }
}
