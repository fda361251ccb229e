extension World {
  /// Ends the current epoch with every observed object's state now, at quiescence, as its
  /// settled value (FORMATS.md §2 "Validity").
  mutating func closeEpoch() {
    var settled: [Int32: ObjectState] = [:]
    for object in builder.objectsInCurrentEpoch() {
      settled[object] = state(of: references[Int(object)])
    }
    builder.closeEpoch(settled: settled)
  }
}
