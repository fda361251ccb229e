/// A moment of a trace to read an object's state at: a callback being delivered, the end of an
/// epoch, or the end of the run (``Trace/observation(of:at:)``).
///
/// ```swift
/// trace.state(of: "table", at: .callback("List.viewDidAppear"))
/// trace.state(of: "table", at: .callback("List.viewWillLayoutSubviews", occurrence: 1, epoch: 0))
/// trace.state(of: "List", at: .settled(epoch: 1))
/// trace.state(of: "List", at: .final)
/// ```
public enum TraceMoment: Sendable, Hashable, CustomStringConvertible {
  /// When the `occurrence`-th record (0-based) named `Object.callback` is delivered, counted
  /// in `epoch` when one is given, else in the whole trace.
  case callback(String, occurrence: Int = 0, epoch: Int? = nil)
  /// When epoch `epoch` has settled: each property as it reads from the record at which it
  /// becomes valid in that epoch.
  case settled(epoch: Int)
  /// The end of the run: the trace's final records.
  case final

  /// `List.viewDidAppear`, `List.viewDidAppear #2 in epoch 1`, `the end of epoch 1`, `the end
  /// of the run`: the form messages use.
  public var description: String {
    switch self {
    case .callback(let name, let occurrence, let epoch):
      name + (occurrence > 0 ? " #\(occurrence + 1)" : "") + (epoch.map { " in epoch \($0)" } ?? "")
    case .settled(let epoch): "the end of epoch \(epoch)"
    case .final: "the end of the run"
    }
  }
}
