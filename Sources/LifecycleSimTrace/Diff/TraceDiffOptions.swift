/// What a trace comparison looks at.
public struct TraceDiffOptions: Sendable, Hashable {
  /// Only these objects; `nil` for all.
  public var objects: Set<String>?
  /// Only these callbacks; `nil` for all.
  public var callbacks: Set<Callback>?
  /// Only these properties; `nil` for all.
  public var properties: Set<TraceProperty>?
  /// Ignore when records happen (their order still counts).
  public var ignoresTime: Bool
  /// Ignore the header: device, iOS version, profile, orientation, screen, quirks, warnings.
  public var ignoresHeader: Bool

  /// Creates options; by default everything is compared.
  public init(
    objects: Set<String>? = nil, callbacks: Set<Callback>? = nil,
    properties: Set<TraceProperty>? = nil, ignoresTime: Bool = false, ignoresHeader: Bool = false
  ) {
    self.objects = objects
    self.callbacks = callbacks
    self.properties = properties
    self.ignoresTime = ignoresTime
    self.ignoresHeader = ignoresHeader
  }
}
