import LifecycleSimTrace
public import LifecycleSimCore
public import Testing

// How Swift Testing prints the geometry values in a failed expectation, such as
// `#expect(record.state.safeAreaInsets == EdgeInsets(top: 97.667))`: as the trace prints them,
// except that a number the trace rounds keeps every digit, so a failure never shows two
// identical texts (`{97.66666666666667,0,34,0} == {97.667,0,34,0}`).

extension EdgeInsets: CustomTestStringConvertible {
  /// `{97.667,0,34,0}`, or `{97.66666666666667,0,34,0}` for a value between the trace's.
  public var testDescription: String { ValueComparison.unambiguousDescription(self) }
}

extension Rect: CustomTestStringConvertible {
  /// `(0,97.667,393,754.333)`, with every digit of a number the trace would round.
  public var testDescription: String { ValueComparison.unambiguousDescription(self) }
}

extension Size: CustomTestStringConvertible {
  /// `393x852`, with every digit of a number the trace would round.
  public var testDescription: String { ValueComparison.unambiguousDescription(self) }
}

extension Point: CustomTestStringConvertible {
  /// `(0,-97.667)`, with every digit of a number the trace would round.
  public var testDescription: String { ValueComparison.unambiguousDescription(self) }
}
