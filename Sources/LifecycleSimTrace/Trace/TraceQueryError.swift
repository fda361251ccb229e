/// Why ``Trace/observation(of:at:)`` or ``Trace/value(of:_:at:)`` has no answer: what is
/// missing, and a message that says so with the closest thing that exists.
///
/// ```swift
/// switch trace.value(of: "List", \.adjustedContentInset, at: .callback("List.viewDidAppear")) {
/// case .success(let insets): print(insets)
/// case .failure(let error): print(error.message)
///   // List is a view controller; only scroll views have adjustedContentInset. …
/// }
/// ```
public struct TraceQueryError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is missing.
  public enum Reason: Sendable, Hashable {
    /// No record has the moment's `Object.callback` name (and occurrence, and epoch).
    case noSuchRecord
    /// The trace has no epoch of that number.
    case noSuchEpoch
    /// No object of the trace has that name.
    case unknownObject
    /// The object has no record at or before the moment: the trace has not observed it yet (at
    /// ``TraceMoment/final``: it has no final record, which only an edited trace lacks).
    case notObservedYet
    /// The object has no record in the epoch, so nothing of it settles there.
    case notObservedInEpoch
    /// Objects of this kind do not have the property (a controller's `adjustedContentInset`).
    case notCarried
    /// The trace's iOS version does not have the property (`safeAreaInsets` on iOS 10).
    case notInProfile
    /// The object can have the property, but the record read shows none (a controller before
    /// its view loads), or, at the end of an epoch, the property never settles in it.
    case noValue
  }

  /// What is missing.
  public var reason: Reason
  /// What is missing, then, after a blank line, what exists instead or what to do.
  public var message: String

  /// Creates an error.
  public init(_ reason: Reason, _ message: String) {
    self.reason = reason
    self.message = message
  }

  /// The ``message``.
  public var description: String { message }
}
