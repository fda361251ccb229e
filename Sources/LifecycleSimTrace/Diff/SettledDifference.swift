/// What an object ends up reading in an epoch, where two traces differ: the lead of a diff
/// (``TraceComparison/settled``).
public struct SettledDifference: Sendable, Hashable {
  /// One property's settled value in each trace, `–` where a trace has none yet; `old` and
  /// `new` are equal when the traces read the same again after differing.
  public struct Value: Sendable, Hashable {
    public var property: TraceProperty
    public var old: String
    public var new: String

    /// Creates a value.
    public init(property: TraceProperty, old: String, new: String) {
      self.property = property
      self.old = old
      self.new = new
    }
  }

  /// The epoch, by index (epochs of the two traces are aligned by index).
  public var epoch: Int
  /// The object's name.
  public var object: String
  /// The properties whose values came to differ, or to differ otherwise, or to agree again,
  /// frames and insets first (``TraceDiff/settledOrder``).
  public var values: [Value]

  /// Creates a difference.
  public init(epoch: Int, object: String, values: [Value]) {
    self.epoch = epoch
    self.object = object
    self.values = values
  }
}
