import Testing

@testable import LifecycleSim
@testable import LifecycleSimModel
@testable import LifecycleSimTrace

/// SwiftUI layout does work linear in the nodes, counted in measurements (sizes computed rather
/// than remembered), walks a node's modifiers in a loop, and refuses views nested deeper than
/// its limit (issue 23).
@Suite struct SwiftUILayoutScalingTests {
  /// An iPhone 13 hosting view on iOS 17 with its window's safe area.
  private static func host() throws -> SwiftUIHost {
    let device = try #require(DeviceCatalog.device(named: "iPhone 13"))
    let behaviour = BehaviourRegistry.standard.behaviour(for: IOSVersion(17))
    return SwiftUIHost(
      size: Size(width: 390, height: 844),
      containerInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), keyboardOverlap: 0,
      direction: .leftToRight, tolerance: 0.5 / 3, behaviour: behaviour.swiftUI,
      bars: BarEnvironment(
        family: device.family, cutout: device.cutout, landscape: false,
        regularWidthInLandscape: device.isRegularWidthInLandscape, scale: device.scale),
      navigationBar: behaviour.navigationBar, tabBar: behaviour.tabBar,
      navigationBarOverlap: nil, rowInset: 16)
  }

  /// `levels` stacks without spacing, vertical and horizontal in turn, each holding the one
  /// below and a 10 × 10 text; a colour named `Leaf` at the bottom.
  private static func nested(_ levels: Int) -> SwiftUINode {
    var node = SwiftUINode(.color, name: "Leaf")
    for level in 0..<levels {
      let kind: SwiftUIKind =
        level % 2 == 0
        ? .vstack(spacing: 0, alignment: .center) : .hstack(spacing: 0, alignment: .center)
      node = SwiftUINode(kind, children: [node, SwiftUINode(.text(Size(width: 10, height: 10)))])
    }
    return node
  }

  private static func layOut(_ root: SwiftUINode) throws -> SwiftUILayout {
    var layout = SwiftUILayout(host: try host())
    layout.layOut(root)
    return layout
  }

  /// Each level's text takes 10 pt of its stack's axis, so the leaf gets the safe area
  /// (390 × 763 at y 47) less 10 pt a level on each axis, at the leading top corner; the work
  /// stays under ten measurements a node (three a level a child before: 3^levels).
  @Test(arguments: [(16, 310.0, 683.0), (32, 230, 603), (64, 70, 443)])
  func nestedStacksTakeWorkLinearInTheirNodes(levels: Int, width: Double, height: Double)
    throws
  {
    let layout = try Self.layOut(Self.nested(levels))
    #expect(layout.placements["Leaf"]?.frame == Rect(x: 0, y: 47, width: width, height: height))
    let nodes = layout.tree.entries.count
    #expect(nodes == 2 * levels + 1)
    #expect(layout.measurements <= 10 * nodes, "\(layout.measurements) for \(nodes) nodes")
  }

  /// A stack of 10, 100 and 1,000 texts: the measurements grow tenfold with the children.
  @Test func wideStacksTakeWorkLinearInTheirChildren() throws {
    var counts: [Int] = []
    for width in [10, 100, 1000] {
      let root = SwiftUINode(
        .vstack(spacing: 0, alignment: .center),
        children: (0..<width).map {
          SwiftUINode(.text(Size(width: 10, height: 0.5)), name: "T\($0)")
        })
      let layout = try Self.layOut(root)
      #expect(
        layout.placements["T\(width - 1)"]?.frame.maxY == 47 + (763 + 0.5 * Double(width)) / 2)
      counts.append(layout.measurements)
    }
    #expect(counts[0] <= 6 * 11)
    #expect(counts[1] <= 10 * counts[0] + 10)
    #expect(counts[2] <= 10 * counts[1] + 10)
  }

  /// 4,500 paddings on one view (a stack overflow before: a frame per modifier) are walked in
  /// a loop, each measured once a proposal.
  @Test func aLongModifierListIsWalkedInALoop() throws {
    let modifiers = [SwiftUIModifier](
      repeating: .padding(edges: .all, length: 0.01), count: 4500)
    let layout = try Self.layOut(SwiftUINode(.color, name: "Leaf", modifiers: modifiers))
    let frame = try #require(layout.placements["Leaf"]?.frame)
    #expect(abs(frame.x - 45) < 1e-6 && abs(frame.y - 92) < 1e-6)
    #expect(abs(frame.width - 300) < 1e-6 && abs(frame.height - 673) < 1e-6)
    #expect(layout.measurements <= 2 * 4501)
  }

  /// 64 levels run; 65 are refused at the first node too deep, with the limit and the fix.
  @Test func viewsNestedBeyondTheLimitAreRefused() throws {
    func scenario(_ levels: Int) -> Scenario {
      Scenario(
        name: "deep", device: "iPhone 13", ios: "17.0",
        root: ControllerNode(.hostingController(rootView: Self.nested(levels)), name: "Host"))
    }
    let trace = try Simulator(scenario(SwiftUILimits.maximumDepth - 1)).run()
    #expect(trace.final("Leaf").frame == Rect(x: 0, y: 47, width: 80, height: 443))
    #expect(throws: ScenarioError.self) {
      try Simulator(scenario(SwiftUILimits.maximumDepth)).run()
    }
    do {
      _ = try Simulator(scenario(SwiftUILimits.maximumDepth)).run()
    } catch {
      #expect(error.description.contains("nested more than 64 levels deep"))
      #expect(error.description.contains("nest at most 64 levels of views"))
    }
  }
}
