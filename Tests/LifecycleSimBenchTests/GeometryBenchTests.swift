import LifecycleSim
import Testing

@testable import LifecycleSimBench

/// The rotation workload computes what the flat C++ pass `scripts/anchor/safearea.cpp`
/// computes from the tree the benchmark writes.
@Suite struct GeometryBenchTests {
  /// `lifecycle-sim-bench tree --views 300` read by `scripts/anchor/safearea.cpp` with 1 and 2
  /// rotations prints these checksums: the engine's state after the same rotations gives them.
  @Test func checksumsMatchTheFlatPass() throws {
    let landscape = try GeometryBench.rotated(views: 300, rotations: 1).geometrySnapshot()
    let portrait = try GeometryBench.rotated(views: 300, rotations: 2).geometrySnapshot()
    #expect(landscape.views.count == 272)
    #expect(GeometryBench.checksum(landscape) == 0xaf95_bde4_03fc_7f05)
    #expect(GeometryBench.checksum(portrait) == 0x0957_f376_ceb1_0c55)
  }

  /// The tree holds a line per view after its header, with the parent before the child, and the
  /// controllers' root views given in both orientations.
  @Test func treeListsEveryView() throws {
    let portrait = try GeometryBench.rotated(views: 60, rotations: 0).geometrySnapshot()
    let landscape = try GeometryBench.rotated(views: 60, rotations: 1).geometrySnapshot()
    let lines = GeometryBench.tree(portrait: portrait, landscape: landscape)
      .split(separator: "\n")
    #expect(lines.first == "lifecycle-sim-geometry 1 \(portrait.views.count)")
    #expect(lines.count == portrait.views.count + 1)
    for (index, line) in lines.dropFirst().enumerated() {
      let fields = line.split(separator: " ")
      #expect(fields.count == 57)
      let parent = Int(fields[0]) ?? -2
      #expect(parent < index && (parent >= 0 || index == 0))
    }
    // The root views of the tab bar, navigation and feed controllers.
    #expect(portrait.views.prefix(3).allSatisfy { $0.placement == .given })
    #expect(landscape.views[0].frame.width == portrait.views[0].frame.height)
  }

  /// `tree` and `geometry` take their own options only.
  @Test func argumentsAreChecked() throws {
    let geometry = try BenchArguments(["geometry", "--views", "1e3", "--rotations", "3"])
    #expect(geometry.command == .geometry && geometry.views == 1_000 && geometry.rotations == 3)
    let tree = try BenchArguments(["tree", "--output", "t.txt"])
    #expect(tree.output == "t.txt")
    for bad in [["tree", "--rotations", "2"], ["geometry", "--output", "x"]] {
      #expect(throws: BenchArguments.Failure.self) { try BenchArguments(bad) }
    }
  }
}
