import Foundation
import LifecycleSim

/// The rotation workload of the flat C++ pass `scripts/anchor/safearea.cpp`: the app shape's
/// window, rotated to landscape and back, and the tree that pass reads.
enum GeometryBench {
  /// The app shape of `views` views, without events, rotated `rotations` times (landscape left,
  /// portrait, …), one a second; the simulator after its run.
  static func rotated(views: Int, rotations: Int) throws(ScenarioError) -> Simulator {
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
    _ = try simulator.run()
    return simulator
  }

  /// A checksum of the computed values of every view, in order: frame, window origin, safe area,
  /// margins and, for a scroll view, adjusted content inset and content offset, each in
  /// thousandths of a point, folded by FNV-1a as the C++ pass folds them.
  static func checksum(_ snapshot: GeometrySnapshot) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func fold(_ values: Double...) {
      for value in values {
        let scaled = (value * 1000).rounded()
        let whole = scaled.magnitude < 0x1p62 ? Int64(scaled) : 0
        hash = (hash ^ UInt64(bitPattern: whole)) &* 0x100_0000_01b3
      }
    }
    for view in snapshot.views {
      let (f, s, m) = (view.frame, view.safeArea, view.margins)
      fold(f.x, f.y, f.width, f.height, view.windowOrigin.x, view.windowOrigin.y)
      fold(s.top, s.left, s.bottom, s.right, m.top, m.left, m.bottom, m.right)
      if let scroll = view.scroll {
        let a = scroll.adjustedContentInset
        fold(a.top, a.left, a.bottom, a.right, scroll.contentOffset.x, scroll.contentOffset.y)
      }
    }
    return hash
  }

  /// The tree the C++ pass reads: a header line `lifecycle-sim-geometry 1 COUNT`, then a line of
  /// numbers per view: parent, placement, frame (x y w h), margin base (top left bottom right),
  /// insets-from-safe-area, preserves-superview, scroll; then the scroll's mode, bounces
  /// vertically, horizontally, scroll enabled, content inset, content size, offset and adjusted
  /// inset; then for a given view its frame, window origin, safe area and margins in portrait
  /// and in landscape (zeros for the others).
  static func tree(portrait: GeometrySnapshot, landscape: GeometrySnapshot) -> String {
    var out = "lifecycle-sim-geometry 1 \(portrait.views.count)\n"
    func bit(_ flag: Bool) -> String { flag ? "1" : "0" }
    func numbers(_ values: Double...) -> String {
      values.map { "\($0)" }.joined(separator: " ")
    }
    func insets(_ e: EdgeInsets) -> String { numbers(e.top, e.left, e.bottom, e.right) }
    for (index, view) in portrait.views.enumerated() {
      let f = view.frame
      var line =
        "\(view.parent) \(view.placement.rawValue) \(numbers(f.x, f.y, f.width, f.height)) "
      line += "\(insets(view.marginBase)) \(bit(view.insetsMarginsFromSafeArea)) "
      line += "\(bit(view.preservesSuperviewMargins)) \(bit(view.scroll != nil))"
      let scroll = view.scroll
      line += " \(scroll?.mode.rawValue ?? 0) \(bit(scroll?.bouncesVertically ?? false))"
      line +=
        " \(bit(scroll?.bouncesHorizontally ?? false)) \(bit(scroll?.isScrollEnabled ?? false))"
      line += " \(insets(scroll?.contentInset ?? .zero))"
      let size = scroll?.contentSize ?? .zero
      let offset = scroll?.contentOffset ?? .zero
      line += " \(numbers(size.width, size.height, offset.x, offset.y))"
      line += " \(insets(scroll?.adjustedContentInset ?? .zero))"
      for snapshot in [portrait, landscape] {
        let given =
          view.placement == .given && snapshot.views.indices.contains(index)
          ? snapshot.views[index] : nil
        let g = given?.frame ?? .zero
        let origin = given?.windowOrigin ?? .zero
        line += " \(numbers(g.x, g.y, g.width, g.height, origin.x, origin.y))"
        line += " \(insets(given?.safeArea ?? .zero)) \(insets(given?.margins ?? .zero))"
      }
      out += line + "\n"
    }
    return out
  }

  /// `tree`: writes the tree of `views` views for the C++ pass.
  static func writeTree(_ arguments: BenchArguments) -> Int32 {
    let text: String
    do {
      let portrait = try rotated(views: arguments.views, rotations: 0).geometrySnapshot()
      let landscape = try rotated(views: arguments.views, rotations: 1).geometrySnapshot()
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

  /// `geometry`: builds the window, rotates it and prints a line like the C++ pass's.
  static func run(_ arguments: BenchArguments) -> Int32 {
    let clock = ContinuousClock()
    let start = clock.now
    let snapshot: GeometrySnapshot
    do {
      snapshot = try rotated(views: arguments.views, rotations: arguments.rotations)
        .geometrySnapshot()
    } catch {
      FileHandle.standardError.write(Data("error: the generated scenario: \(error)\n".utf8))
      return 1
    }
    let (whole, attoseconds) = (clock.now - start).components
    let hex = String(checksum(snapshot), radix: 16)
    print(
      "geometry  \(snapshot.views.count) views  \(arguments.rotations) rotations  checksum "
        + "\(String(repeating: "0", count: 16 - hex.count))\(hex)  "
        + "\(Report.fixed(Double(whole) + Double(attoseconds) / 1e18, 3)) s")
    return 0
  }
}
