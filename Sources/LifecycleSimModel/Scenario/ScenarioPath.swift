/// The JSON path of a value being decoded or checked, written out only when a problem is
/// reported.
///
/// Paths share one table per decoding or check: a child path is an entry that points at its parent, so
/// descending into a node costs an append, not a string. The description is the path as
/// diagnostics print it: `root.tabs[0].stack[1].view.subviews[2]`.
package struct ScenarioPath: CustomStringConvertible {
  /// The entries of one decoding's or check's paths.
  package final class Table {
    /// Not checked for overlapping access at run time: a table serves one decoding or check,
    /// and an append calls nothing that reads it.
    @exclusivity(unchecked) fileprivate var entries: [Entry] = []

    /// Creates an empty table.
    package init() {}
  }

  /// One step below a parent path.
  fileprivate enum Step {
    /// `.key`
    case key(StaticString)
    /// `.key[index]`
    case keyIndex(StaticString, Int)
    /// `[index]`
    case index(Int)
    /// `.key`, for a key read from the file.
    case text(String)
  }

  fileprivate struct Entry {
    package var parent: Int
    package var step: Step
  }

  private let table: Table
  /// The entry of the last step, or -1 for the document itself.
  private let entry: Int

  /// The path of the document itself, empty.
  package init(table: Table) {
    self.table = table
    entry = -1
  }

  /// A path written out already, in a table of its own.
  package init(text: String) {
    table = Table()
    table.entries.append(Entry(parent: -1, step: .text(text)))
    entry = 0
  }

  private init(table: Table, entry: Int) {
    self.table = table
    self.entry = entry
  }

  /// `true` for the document itself.
  package var isEmpty: Bool { entry < 0 }

  /// The path of a member: `path.key`.
  func appending(_ key: StaticString) -> ScenarioPath { appending(.key(key)) }

  /// The path of an element of a member: `path.key[index]`.
  func appending(_ key: StaticString, _ index: Int) -> ScenarioPath {
    appending(.keyIndex(key, index))
  }

  /// The path of an element: `path[index]`.
  func appending(index: Int) -> ScenarioPath { appending(.index(index)) }

  /// The path of a member whose key the file wrote: `path.key`.
  func appending(key: String) -> ScenarioPath { appending(.text(key)) }

  private func appending(_ step: Step) -> ScenarioPath {
    table.entries.append(Entry(parent: entry, step: step))
    return ScenarioPath(table: table, entry: table.entries.count - 1)
  }

  /// The path as diagnostics print it.
  package var description: String {
    var steps: [Step] = []
    var current = entry
    while current >= 0 {
      steps.append(table.entries[current].step)
      current = table.entries[current].parent
    }
    var text = ""
    var first = true
    for step in steps.reversed() {
      switch step {
      case .key(let key): text += first ? "\(key)" : ".\(key)"
      case .keyIndex(let key, let index): text += (first ? "\(key)" : ".\(key)") + "[\(index)]"
      case .index(let index): text += "[\(index)]"
      case .text(let key): text += first ? key : ".\(key)"
      }
      first = false
    }
    return text
  }
}
