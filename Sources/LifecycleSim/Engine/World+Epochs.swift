extension World {
  /// Ends `epoch` now, with every observed object's current state as its settled value
  /// (docs/trace-formats.md#validity).
  mutating func closeEpoch(_ epoch: Int32, truncated: Bool) {
    var settled: [Int32: ObjectState] = [:]
    for object in builder.objects(in: epoch) {
      settled[object] = state(of: references[ObjectID(raw: object)])
    }
    builder.closeEpoch(epoch, settled: settled, at: now, truncated: truncated)
  }
}
