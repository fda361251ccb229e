public import LifecycleSimTrace

/// What a golden file holds of a trace, after swift-snapshot-testing's `Snapshotting`
/// strategies: a rendering, the golden's file extension, and how a mismatch is described.
///
/// ```swift
/// assertTrace(trace)                   // as: .text, the whole trace
/// assertTrace(trace, as: .changes(objects: ["List", "table"],
///                                 properties: [.safeAreaInsets, .adjustedContentInset]))
/// assertTrace(trace, as: .settled)      // the settled values per epoch
/// ```
///
/// A team pins what it cares about: ``changes(objects:properties:)`` and
/// ``settled(objects:properties:)`` leave out other objects and properties, and name no
/// sequence number, so their goldens do not change when the scenario gains an unrelated object
/// or the simulator an unrelated record.
public struct TraceSnapshotting: Sendable {
  /// The golden's file extension, without the dot: `trace`, `changes`, `settled`.
  public var pathExtension: String
  /// The golden's bytes for a trace.
  let render: @Sendable (Trace) -> [UInt8]
  /// How the stored golden differs from the trace and its rendering.
  let difference: @Sendable (_ stored: [UInt8], _ trace: Trace, _ actual: [UInt8]) -> String
  /// Whether a stored golden that differs from `actual` is the same content in an older format
  /// version (it passes; `.failed` and `.all` rewrite it).
  let isOlderRendering: @Sendable (_ stored: [UInt8], _ actual: [UInt8]) -> Bool

  /// A strategy of your own: `render` gives the golden's text, and a mismatch shows the
  /// first lines that differ.
  ///
  /// ```swift
  /// let order = TraceSnapshotting(pathExtension: "order") { trace in
  ///   trace.records.map { $0.qualifiedName + "\n" }.joined()
  /// }
  /// assertTrace(trace, as: order)
  /// ```
  public init(pathExtension: String, render: @escaping @Sendable (Trace) -> String) {
    self.init(pathExtension: pathExtension, bytes: { Array(render($0).utf8) })
  }

  /// A strategy whose mismatches are described line by line.
  private init(pathExtension: String, bytes: @escaping @Sendable (Trace) -> [UInt8]) {
    self.pathExtension = pathExtension
    self.render = bytes
    self.difference = { stored, _, actual in
      LineDifference.describe(
        expected: String(decoding: stored, as: UTF8.self),
        actual: String(decoding: actual, as: UTF8.self))
    }
    self.isOlderRendering = { _, _ in false }
  }

  private init(
    pathExtension: String, render: @escaping @Sendable (Trace) -> [UInt8],
    difference: @escaping @Sendable ([UInt8], Trace, [UInt8]) -> String,
    isOlderRendering: @escaping @Sendable ([UInt8], [UInt8]) -> Bool
  ) {
    self.pathExtension = pathExtension
    self.render = render
    self.difference = difference
    self.isOlderRendering = isOlderRendering
  }

  /// The whole trace, as `lifecycle-sim run` writes it (``TraceFormat/text``).
  ///
  /// The golden is a `.trace` file; a mismatch shows the semantic difference (``TraceDiff``), reference first. A golden
  /// of an older trace format version that holds the same trace passes; `.failed` and `.all`
  /// rewrite it in the current one.
  public static let text = TraceSnapshotting(
    pathExtension: "trace", render: { TraceFormat.text.renderBytes($0) },
    difference: { stored, trace, actual in
      TraceDiff.describe(
        stored: stored, actual: trace, actualBytes: actual, labels: ("reference", "actual"))
    },
    isOlderRendering: { stored, actual in TraceMigration.isOlderRendering(stored, of: actual) })

  /// The `changes` view (``TraceChangesView``, `lifecycle-sim run -f changes`) of some objects
  /// and properties, without sequence numbers, in a `.changes` file: each record of those
  /// objects, with what changed since the object's previous record and `✓` where a value
  /// becomes valid.
  ///
  /// - Parameters:
  ///   - objects: the objects to keep, `nil` for all.
  ///   - properties: the properties to keep, `nil` for all.
  public static func changes(objects: [String]? = nil, properties: [TraceProperty]? = nil)
    -> TraceSnapshotting
  {
    let view = TraceChangesView(
      objects: objects.map(Set.init), properties: properties.map(Set.init),
      showsSequenceNumbers: false)
    return TraceSnapshotting(pathExtension: "changes", render: view.render)
  }

  /// The `changes` view of every object and property (``changes(objects:properties:)``).
  public static var changes: TraceSnapshotting { changes() }

  /// The values each object settles at, per epoch (``TraceSettledView``), of some objects and
  /// properties, in a `.settled` file: the outcome of each event, not the callbacks on the way.
  ///
  /// - Parameters:
  ///   - objects: the objects to keep, `nil` for all.
  ///   - properties: the properties to keep, `nil` for all.
  public static func settled(objects: [String]? = nil, properties: [TraceProperty]? = nil)
    -> TraceSnapshotting
  {
    let view = TraceSettledView(
      objects: objects.map(Set.init), properties: properties.map(Set.init))
    return TraceSnapshotting(pathExtension: "settled", render: view.render)
  }

  /// The settled values of every object and property (``settled(objects:properties:)``).
  public static var settled: TraceSnapshotting { settled() }
}
