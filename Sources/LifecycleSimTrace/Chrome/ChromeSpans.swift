/// The slices the Chrome rendering draws over an object's records: each layout bracket, and each
/// controller's appearance phases (docs/trace-formats.md#chrome).
///
/// A `viewWillLayoutSubviews` … `viewDidLayoutSubviews` pair of one object becomes one `layout`
/// slice (brackets nest). `viewWillAppear` … `viewDidAppear` is an `appearing` phase and
/// `viewWillDisappear` … `viewDidDisappear` a `disappearing` one, on the controller's appearance
/// track: an animated push shows there as a 0.35 s slice. Slices begin where their first
/// record's slot begins and end where their last record's slot ends (``ChromeTimeline``). A phase that a later will-callback
/// replaces, or that never ends, is marked not completed.
struct ChromeSpans {
  /// An appearance phase of a controller.
  package struct Phase {
    package var object: Int32
    package var appearing: Bool
    /// The will-record that opens it.
    package var first: Int
    /// The did-record that ends it, when it completed.
    package var last: Int?
    package var begin: Int64
    package var end: Int64
  }

  /// For a record that opens a layout bracket, the record that closes it; otherwise -1.
  private(set) var layoutEnd: [Int] = []
  /// `true` for a record that closes a layout bracket: it is drawn as part of that slice.
  private(set) var closesLayout: [Bool] = []
  /// Every appearance phase, in the order they begin.
  package private(set) var phases: [Phase] = []
  /// `true` for each object with appearance phases, by object index.
  private(set) var hasAppearance: [Bool] = []

  package init(_ trace: Trace, recordTimes: [Int64], recordEnds: [Int64]) {
    layoutEnd = [Int](repeating: -1, count: trace.count)
    closesLayout = [Bool](repeating: false, count: trace.count)
    hasAppearance = [Bool](repeating: false, count: trace.objects.count)
    var openLayouts = [[Int]](repeating: [], count: trace.objects.count)
    var openPhase = [Int?](repeating: nil, count: trace.objects.count)
    for index in 0..<trace.count {
      let slot = trace.slots[index]
      let object = Int(slot.object)
      guard object >= 0, object < trace.objects.count else { continue }
      let time = recordTimes[index]
      switch slot.callback {
      case .viewWillLayoutSubviews:
        openLayouts[object].append(index)
      case .viewDidLayoutSubviews:
        if let opening = openLayouts[object].popLast() {
          layoutEnd[opening] = index
          closesLayout[index] = true
        }
      case .viewWillAppear, .viewWillDisappear:
        guard trace.objects[object].kind.isController else { break }
        if let open = openPhase[object] { phases[open].end = time }
        openPhase[object] = phases.count
        hasAppearance[object] = true
        phases.append(
          Phase(
            object: slot.object, appearing: slot.callback == .viewWillAppear, first: index,
            last: nil, begin: time, end: recordEnds[index]))
      case .viewDidAppear, .viewDidDisappear:
        guard let open = openPhase[object],
          phases[open].appearing == (slot.callback == .viewDidAppear)
        else { break }
        phases[open].last = index
        phases[open].end = recordEnds[index]
        openPhase[object] = nil
      default:
        break
      }
    }
    let finish = recordEnds.last ?? 0
    for case let open? in openPhase { phases[open].end = finish }
  }
}
