import LifecycleSimCore
import LifecycleSimSupport

/// Queries by moment: what an object shows when a callback is delivered (its own or another
/// object's), when an epoch has settled, or at the end of the run.
///
/// The trace observes an object only at its own callbacks, so at another object's callback an
/// object's state is the last one the trace saw: that of its latest record at or before the
/// moment. Numbers are at the trace's resolution (``ObjectState/atTraceResolution``).
///
/// ```swift
/// let table = trace.state(of: "table", at: "List.viewDidAppear")
/// #expect(table?.adjustedContentInset == EdgeInsets(top: 88, bottom: 34))
/// ```
extension Trace {
  /// The state `object` shows at `moment`, or why there is none.
  ///
  /// - At ``TraceMoment/callback(_:occurrence:epoch:)``: the object's own record when the
  ///   callback is the object's, else its latest record before that one (the last values the
  ///   trace saw; it may be from an earlier epoch). Fails when the record does not exist, or the
  ///   object has no record yet.
  /// - At ``TraceMoment/settled(epoch:)``: each property the object reads in the epoch, from
  ///   the record at which it becomes valid (``validRecord(of:_:epoch:)``); a property that
  ///   never becomes valid in the epoch is `nil`. Fails when the object has no record in it.
  /// - At ``TraceMoment/final``: the object's final record.
  public func observation(of object: String, at moment: TraceMoment)
    -> Result<ObservedState, TraceQueryError>
  {
    guard let index = objects.firstIndex(where: { $0.name == object }) else {
      return .failure(unknownObjectError(object))
    }
    let id = Int32(index)
    let kind = objects[index].kind
    switch moment {
    case .callback(let name, let occurrence, let epoch):
      guard let target = record(name, occurrence: occurrence, epoch: epoch) else {
        return .failure(missingRecordError(name, occurrence: occurrence, epoch: epoch))
      }
      // Records are delivered in seq order: the latest of the object up to the moment's.
      guard let position = slots[..<target.seq].lastIndex(where: { $0.object == id }) else {
        let hint =
          slots.firstIndex { $0.object == id }.map {
            "its first record is \(self[$0].qualifiedName) (seq \($0 + 1)): ask there or later"
          } ?? "\(object) has none"
        return .failure(
          TraceQueryError(
            .notObservedYet,
            """
            \(object) has no record at or before \(moment) (seq \(target.seq)).

            The trace sees an object only at its own callbacks, and \(hint).
            """))
      }
      let found = self[position]
      return .success(
        ObservedState(
          object: object, kind: kind, exactState: found.state, record: found))
    case .settled(let epoch):
      guard epochs.indices.contains(epoch) else {
        return .failure(
          TraceQueryError(
            .noSuchEpoch,
            """
            The trace has no epoch \(epoch).

            Its epochs are 0 to \(epochs.count - 1): 0 is the first display, then one per \
            scenario event that ran.
            """))
      }
      guard let state = settledState(of: id, epoch: epoch) else {
        let earlier = slots.lastIndex { $0.object == id && Int($0.epoch) < epoch }.map {
          " Its latest earlier record is in epoch \(slots[$0].epoch): ask .settled(epoch: "
            + "\(slots[$0].epoch)), or .final for the end of the run."
        }
        return .failure(
          TraceQueryError(
            .notObservedInEpoch,
            """
            \(object) has no record in epoch \(epoch) (\(epochs[epoch].title)), so nothing of it \
            settles there.

            An epoch settles only the objects it delivers callbacks to.\(earlier ?? "")
            """))
      }
      return .success(
        ObservedState(object: object, kind: kind, exactState: state, record: nil))
    case .final:
      guard let final = finalSlots.first(where: { $0.object == id }) else {
        return .failure(
          TraceQueryError(
            .notObservedYet,
            """
            \(object) has no final record.

            A trace lists every object in its final block; this one may have been edited.
            """))
      }
      return .success(
        ObservedState(
          object: object, kind: kind, exactState: self.state(of: final),
          record: nil))
    }
  }

  /// The state `object` shows at `moment` (``observation(of:at:)``), `nil` when there is none.
  public func state(of object: String, at moment: TraceMoment) -> ObjectState? {
    try? observation(of: object, at: moment).get().state
  }

  /// The state `object` shows when the record `Object.callback` is delivered: its own record
  /// at that callback, or its latest record before it (``observation(of:at:)``).
  ///
  /// ```swift
  /// trace.state(of: "table", at: "List.viewDidAppear")?.adjustedContentInset
  /// ```
  public func state(
    of object: String, at qualifiedName: String, occurrence: Int = 0, epoch: Int? = nil
  ) -> ObjectState? {
    state(of: object, at: .callback(qualifiedName, occurrence: occurrence, epoch: epoch))
  }

  /// One property of `object` at `moment`, or why it has no value: the moment or the object
  /// does not exist (``observation(of:at:)``), objects of its kind or the trace's iOS version
  /// do not have the property, or the record read shows none.
  ///
  /// ```swift
  /// trace.value(of: "List", \.adjustedContentInset, at: .callback("List.viewDidAppear"))
  /// // .failure: List is a view controller; only scroll views have adjustedContentInset. …
  /// ```
  public func value<Value>(
    of object: String, _ property: KeyPath<ObjectState, Value?>, at moment: TraceMoment
  ) -> Result<Value, TraceQueryError> {
    let observed: ObservedState
    switch observation(of: object, at: moment) {
    case .success(let found): observed = found
    case .failure(let error): return .failure(error)
    }
    if let value = observed.state[keyPath: property] { return .success(value) }
    return .failure(absence(of: property, in: observed, at: moment))
  }

  /// Why `observed`, found at `moment`, has no value through `property`.
  package func absence<Value>(
    of property: KeyPath<ObjectState, Value?>, in observed: ObservedState, at moment: TraceMoment
  ) -> TraceQueryError {
    let object = observed.object
    guard let row = TracedProperty.all.first(where: { $0.keyPath == property }) else {
      return TraceQueryError(
        .noValue,
        """
        \(object) reads nothing through that key path at \(moment).

        Name a property of ObjectState, such as \\.safeAreaInsets, and compare its parts in \
        the expected value.
        """)
    }
    return absence(of: row, in: observed, at: moment)
  }

  /// Why `observed`, found at `moment`, has no value of `property`.
  package func absence(
    of property: TraceProperty, in observed: ObservedState, at moment: TraceMoment
  ) -> TraceQueryError {
    absence(of: TracedProperty.row(for: property), in: observed, at: moment)
  }

  /// Why `observed` has no value of `row`'s property.
  private func absence(of row: TracedProperty, in observed: ObservedState, at moment: TraceMoment)
    -> TraceQueryError
  {
    let name = row.name
    let object = observed.object
    let safeAreaAPI = IOSVersion(parsing: header.ios).map(\.hasSafeAreaAPI)
    if safeAreaAPI == false,
      row.property == .safeAreaInsets || row.property == .adjustedContentInset
    {
      let instead =
        row.property == .safeAreaInsets
        ? "a controller's topLayoutGuide and bottomLayoutGuide instead"
        : "a scroll view's contentInset instead (automaticallyAdjustsScrollViewInsets adds the "
          + "bars to it)"
      return TraceQueryError(
        .notInProfile,
        """
        iOS \(header.ios) (profile \(header.profile)) has no \(name): it came with iOS 11.

        Read \(instead), or run the scenario on iOS 11 or later.
        """)
    }
    guard let index = objects.firstIndex(where: { $0.name == object }) else {
      return unknownObjectError(object)
    }
    if !row.carriers.contains(observed.kind) {
      let others = nearby(index, preferringEarlier: false) {
        row.carriers.contains(self.objects[$0].kind)
      }.prefix(3).map { objects[$0].name }
      let nearest =
        others.isEmpty
        ? "The trace has none."
        : "The nearest in the trace: \(others.joined(separator: ", "))."
      return TraceQueryError(
        .notCarried,
        """
        \(object) is \(observed.kind.phrase); only \(row.carriers.phrase) have \(name).

        \(nearest)
        """)
    }
    let id = Int32(index)
    switch moment {
    case .settled(let epoch):
      let read = slots.contains {
        $0.object == id && Int($0.epoch) == epoch
          && states.properties(at: Int($0.state)) & row.bit != 0
      }
      return TraceQueryError(
        .noValue,
        read
          ? """
          \(object) \(name) never settles in epoch \(epoch): no record of \(object) in the epoch \
          reads the value it settles at.

          It changed after the last one (a cancelled transition, or an epoch cut short by the \
          next event). Ask at the end of the epoch that settles it, or at .final.
          """
          : """
          No record of \(object) reads \(name) in epoch \(epoch).

          Ask at the end of an epoch in which \(object) reads it, or at .final.
          """)
    case .callback, .final:
      let at = observed.record.map { "at \($0.qualifiedName) (seq \($0.seq))" } ?? "at \(moment)"
      let later = observed.record.flatMap { record in
        slots[record.seq...].firstIndex {
          $0.object == id && states.properties(at: Int($0.state)) & row.bit != 0
        }
      }.map { " It first reads one at \(self[$0].qualifiedName) (seq \($0 + 1))." }
      return TraceQueryError(
        .noValue,
        """
        \(object) reads no \(name) \(at).

        A record shows what the app can read then: before its view loads, a controller reads \
        nothing.\(later ?? "")
        """)
    }
  }

  /// The error for an object name the trace does not have, with the closest one.
  private func unknownObjectError(_ object: String) -> TraceQueryError {
    let hint =
      Suggestion.closest(to: object, among: objects.map(\.name)).map { "Did you mean \"\($0)\"?" }
      ?? "The trace's objects: \(Self.list(objects.map(\.name)))."
    return TraceQueryError(.unknownObject, "The trace has no object \"\(object)\".\n\n\(hint)")
  }
}

extension EpochSummary {
  /// `initialDisplay`, or the cause with its detail: `push(navigationController=Nav …)`.
  package var title: String { detail.isEmpty ? cause : "\(cause)(\(detail))" }
}

extension TracedProperty {
  /// The key path of the property in an ``ObjectState``.
  package var keyPath: AnyKeyPath {
    switch storage {
    case .insets(let path): path
    case .rect(let path): path
    case .point(let path): path
    case .flag(let path): path
    case .number(let path): path
    }
  }
}

extension TracedProperty.Carriers {
  /// `scroll views`: the kinds in a sentence.
  var phrase: String {
    switch self {
    case .all: "objects"
    case .windowControllersAndViews: "the window, controllers and views"
    case .controllersAndViews: "controllers and views"
    case .controllers: "controllers"
    case .scrollViews: "scroll views"
    case .tableViews: "table views"
    case .collectionViews: "collection views"
    case .barsAndKeyboard: "the status bar, the bars and the keyboard"
    }
  }
}
