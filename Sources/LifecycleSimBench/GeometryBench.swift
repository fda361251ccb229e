import Foundation
import LifecycleSim

/// The rotation workload of the flat C++ pass `scripts/anchor/safearea.cpp`: the app shape's
/// window, rotated to landscape and back, and the tree that pass reads.
enum GeometryBench {
  /// The app shape of `views` views, without events, rotated `rotations` times.
  ///
  /// The rotations alternate landscape left and portrait, one a second. Returns the simulator
  /// after its run and the trace it recorded. With `closesEpochs` false the run leaves validity
  /// unmarked, as the benchmark's `simulate` phase does.
  static func rotated(views: Int, rotations: Int, closesEpochs: Bool = true)
    throws(ScenarioError) -> (simulator: Simulator, trace: Trace)
  {
    var json = AppShape(views: views, events: 0, mix: .light).json()
    // The generated scenario ends with its empty list of events: `"events":[]}`.
    json.removeLast(2)
    for index in 0..<rotations {
      if index > 0 { json += "," }
      json +=
        "{\"at\":\(index + 1),\"rotate\":\"\(index % 2 == 0 ? "landscapeLeft" : "portrait")\"}"
    }
    json += "]}"
    let scenario = try Scenario.decode(Array(json.utf8), fileName: "generated.scenario.json")
    let simulator = Simulator(resolved: try Simulator.validate(scenario))
    simulator.closesEpochs = closesEpochs
    let trace = try simulator.run()
    return (simulator, trace)
  }

  /// FNV-1a, as the C++ pass folds: whole numbers as they are, points in thousandths of a point
  /// rounded half away from zero.
  struct Checksum {
    private(set) var hash: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func fold(whole: Int64) {
      hash = (hash ^ UInt64(bitPattern: whole)) &* 0x100_0000_01b3
    }

    mutating func fold(_ values: Double...) {
      for value in values {
        let scaled = (value * 1000).rounded()
        fold(whole: scaled.magnitude < 0x1p62 ? Int64(scaled) : 0)
      }
    }

    mutating func fold(_ insets: EdgeInsets?) {
      if let e = insets { fold(e.top, e.left, e.bottom, e.right) }
    }
  }

  /// A checksum of the computed values of every view, in order: frame, window origin, safe area,
  /// margins and, for a scroll view, adjusted content inset and content offset, each in
  /// thousandths of a point, folded by FNV-1a as the C++ pass folds them.
  static func checksum(_ snapshot: GeometrySnapshot) -> UInt64 {
    var sum = Checksum()
    for view in snapshot.views {
      let (f, s, m) = (view.frame, view.safeArea, view.margins)
      sum.fold(f.x, f.y, f.width, f.height, view.windowOrigin.x, view.windowOrigin.y)
      sum.fold(s.top, s.left, s.bottom, s.right, m.top, m.left, m.bottom, m.right)
      if let scroll = view.scroll {
        let a = scroll.adjustedContentInset
        sum.fold(a.top, a.left, a.bottom, a.right, scroll.contentOffset.x, scroll.contentOffset.y)
      }
    }
    return sum.hash
  }

  /// The callbacks of a rotation that the C++ pass records, with the numbers both fold.
  ///
  /// A view's and its controller's change callbacks, and the layout pass's. Left out: the
  /// controllers' `willTransitionToTraitCollection`, `viewWillTransition` and
  /// `traitCollectionDidChange`, a few per rotation, before the geometry.
  static let recordedCallbacks: [Callback: Int64] = [
    .layoutMarginsDidChange: 1, .safeAreaInsetsDidChange: 2, .viewLayoutMarginsDidChange: 3,
    .viewSafeAreaInsetsDidChange: 4, .adjustedContentInsetDidChange: 5,
    .scrollViewDidChangeAdjustedContentInset: 6, .viewWillLayoutSubviews: 7, .layoutSubviews: 8,
    .viewDidLayoutSubviews: 9,
  ]

  /// A checksum of the records of the rotations (every epoch after the first display) whose
  /// callback is one of ``recordedCallbacks``, in order: for each, the object (twice the view's
  /// position in `snapshot`, plus one for the controller whose root view it is; -1 for another
  /// object), the callback's number and every value of its state, in the order
  /// ``ObjectState`` declares them (`inWindow` as 1 or 0); then the number of records.
  static func recordChecksum(_ trace: Trace, _ snapshot: GeometrySnapshot) -> UInt64 {
    var objects: [String: Int64] = [:]
    for (position, view) in snapshot.views.enumerated() {
      objects[view.name] = 2 * Int64(position)
      if let controller = view.controllerName { objects[controller] = 2 * Int64(position) + 1 }
    }
    var sum = Checksum()
    var count: Int64 = 0
    for record in trace.records where record.epoch > 0 {
      guard let callback = recordedCallbacks[record.callback] else { continue }
      count += 1
      sum.fold(whole: objects[record.object] ?? -1)
      sum.fold(whole: callback)
      let state = record.state
      sum.fold(state.safeAreaInsets)
      if let f = state.frame { sum.fold(f.x, f.y, f.width, f.height) }
      if let inWindow = state.inWindow { sum.fold(whole: inWindow ? 1 : 0) }
      sum.fold(state.layoutMargins)
      sum.fold(state.adjustedContentInset)
      sum.fold(state.contentInset)
      if let offset = state.contentOffset { sum.fold(offset.x, offset.y) }
      if let top = state.topLayoutGuide { sum.fold(top) }
      if let bottom = state.bottomLayoutGuide { sum.fold(bottom) }
      sum.fold(state.contentViewInsets)
      sum.fold(state.effectiveSectionInset)
    }
    sum.fold(whole: count)
    return sum.hash
  }

  /// The tree the C++ pass reads.
  ///
  /// A header line `lifecycle-sim-geometry 2 COUNT`, then a line of numbers per view:
  /// - parent, placement, kind (0 a plain view, 1 a scroll view, 2 a table, 3 a collection view),
  ///   whether it is a controller's root view;
  /// - frame (x y w h), margin base (top left bottom right), insets-from-safe-area,
  ///   preserves-superview;
  /// - the scroll's mode, bounces vertically, horizontally, scroll enabled, content inset,
  ///   content size, offset and adjusted inset; a table's insets-content-views, a collection
  ///   view's section inset and reference (0 content inset, 1 safe area, 2 margins);
  /// - in portrait its frame, window origin, safe area, margins and its controller's top and
  ///   bottom layout guides (zeros for a view that is not a root view): the values it starts
  ///   from; the same in landscape for a given view (zeros for the others).
  static func tree(portrait: GeometrySnapshot, landscape: GeometrySnapshot) -> String {
    var out = "lifecycle-sim-geometry 2 \(portrait.views.count)\n"
    func bit(_ flag: Bool) -> String { flag ? "1" : "0" }
    func numbers(_ values: Double...) -> String {
      values.map { "\($0)" }.joined(separator: " ")
    }
    func insets(_ e: EdgeInsets) -> String { numbers(e.top, e.left, e.bottom, e.right) }
    for (index, view) in portrait.views.enumerated() {
      let f = view.frame
      let scroll = view.scroll
      var line = "\(view.parent) \(view.placement.rawValue) \(scroll?.kind.rawValue ?? 0)"
      line += " \(bit(view.controllerName != nil)) \(numbers(f.x, f.y, f.width, f.height))"
      line += " \(insets(view.marginBase)) \(bit(view.insetsMarginsFromSafeArea))"
      line += " \(bit(view.preservesSuperviewMargins))"
      line += " \(scroll?.mode.rawValue ?? 0) \(bit(scroll?.bouncesVertically ?? false))"
      line +=
        " \(bit(scroll?.bouncesHorizontally ?? false)) \(bit(scroll?.isScrollEnabled ?? false))"
      line += " \(insets(scroll?.contentInset ?? .zero))"
      let size = scroll?.contentSize ?? .zero
      let offset = scroll?.contentOffset ?? .zero
      line += " \(numbers(size.width, size.height, offset.x, offset.y))"
      line += " \(insets(scroll?.adjustedContentInset ?? .zero))"
      line += " \(bit(scroll?.insetsContentViews ?? false))"
      line += " \(insets(scroll?.sectionInset ?? .zero))"
      let reference: Int =
        switch scroll?.sectionInsetReference ?? .fromContentInset {
        case .fromContentInset: 0
        case .fromSafeArea: 1
        case .fromLayoutMargins: 2
        }
      line += " \(reference)"
      for (snapshot, always) in [(portrait, true), (landscape, false)] {
        let given =
          (always || view.placement == .given) && snapshot.views.indices.contains(index)
          ? snapshot.views[index] : nil
        let g = given?.frame ?? .zero
        let origin = given?.windowOrigin ?? .zero
        line += " \(numbers(g.x, g.y, g.width, g.height, origin.x, origin.y))"
        line += " \(insets(given?.safeArea ?? .zero)) \(insets(given?.margins ?? .zero))"
        let top = given?.layoutGuides.top ?? 0
        let bottom = given?.layoutGuides.bottom ?? 0
        line += " \(numbers(top, bottom))"
      }
      out += line + "\n"
    }
    return out
  }

  /// `tree`: writes the tree of `views` views for the C++ pass.
  static func writeTree(_ arguments: BenchArguments) -> Int32 {
    let text: String
    do {
      let portrait = try rotated(views: arguments.views, rotations: 0).simulator.geometrySnapshot()
      let landscape = try rotated(views: arguments.views, rotations: 1).simulator
        .geometrySnapshot()
      guard portrait.views.count == landscape.views.count else {
        FileHandle.standardError.write(Data("error: rotating changed the window's views\n".utf8))
        return 1
      }
      text = tree(portrait: portrait, landscape: landscape)
    } catch {
      FileHandle.standardError.write(Data("error: the generated scenario: \(error)\n".utf8))
      return 1
    }
    guard let output = arguments.output else {
      FileHandle.standardOutput.write(Data(text.utf8))
      return 0
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: output))
    } catch {
      FileHandle.standardError.write(Data("error: cannot write '\(output)': \(error)\n".utf8))
      return 1
    }
    return 0
  }

  /// `geometry`: builds the window, rotates it and prints a line like the C++ pass's: the
  /// checksum of the views' values, then that of the rotations' records (`-` with
  /// `--check off`, which leaves out work that grows with the rotations).
  static func run(_ arguments: BenchArguments) -> Int32 {
    let stopwatch = Stopwatch()
    let snapshot: GeometrySnapshot
    let trace: Trace
    do {
      let run = try rotated(
        views: arguments.views, rotations: arguments.rotations,
        closesEpochs: arguments.closesEpochs)
      snapshot = run.simulator.geometrySnapshot()
      trace = run.trace
    } catch {
      FileHandle.standardError.write(Data("error: the generated scenario: \(error)\n".utf8))
      return 1
    }
    let seconds = stopwatch.seconds
    func hex(_ value: UInt64) -> String {
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
    let records = arguments.checks ? hex(recordChecksum(trace, snapshot)) : "-"
    print(
      "geometry  \(snapshot.views.count) views  \(arguments.rotations) rotations  checksum "
        + "\(hex(checksum(snapshot)))  records \(records)  "
        + "\(Report.fixed(seconds, 3)) s")
    return 0
  }
}
