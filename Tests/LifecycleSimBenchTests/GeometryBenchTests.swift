import LifecycleSim
import Testing

@testable import LifecycleSimBench

/// The rotation workload computes and records what the C++ anchor `scripts/anchor/safearea.cpp`
/// computes and records from the tree the benchmark writes.
@Suite struct GeometryBenchTests {
  /// `lifecycle-sim-bench tree --views 300` read by `scripts/anchor/safearea.cpp` with 1 and 2
  /// rotations prints these checksums: the engine's state after the same rotations gives them.
  @Test func checksumsMatchTheFlatPass() throws {
    let landscape = try GeometryBench.rotated(views: 300, rotations: 1).simulator
      .geometrySnapshot()
    let portrait = try GeometryBench.rotated(views: 300, rotations: 2).simulator
      .geometrySnapshot()
    #expect(landscape.views.count == 272)
    #expect(GeometryBench.checksum(landscape) == 0xaf95_bde4_03fc_7f05)
    #expect(GeometryBench.checksum(portrait) == 0x0957_f376_ceb1_0c55)
  }

  /// The same anchor prints these checksums of the rotations' records (object, callback,
  /// values, count): the engine's trace of the same rotations gives them, whether or not its
  /// epochs are closed.
  @Test func recordChecksumsMatchTheAnchor() throws {
    let expected: [(rotations: Int, checksum: UInt64)] = [
      (1, 0x91a9_90a2_2c99_c212), (2, 0xe3bf_833c_91ad_10b4),
    ]
    for (rotations, checksum) in expected {
      for closes in [true, false] {
        let run = try GeometryBench.rotated(views: 300, rotations: rotations, closesEpochs: closes)
        #expect(
          GeometryBench.recordChecksum(run.trace, run.simulator.geometrySnapshot()) == checksum)
      }
    }
  }

  /// The tree holds a line per view after its header, with the parent before the child, and the
  /// controllers' root views given in both orientations.
  @Test func treeListsEveryView() throws {
    let portrait = try GeometryBench.rotated(views: 60, rotations: 0).simulator.geometrySnapshot()
    let landscape = try GeometryBench.rotated(views: 60, rotations: 1).simulator
      .geometrySnapshot()
    let lines = GeometryBench.tree(portrait: portrait, landscape: landscape)
      .split(separator: "\n")
    #expect(lines.first == "lifecycle-sim-geometry 2 \(portrait.views.count)")
    #expect(lines.count == portrait.views.count + 1)
    for (index, line) in lines.dropFirst().enumerated() {
      let fields = line.split(separator: " ")
      #expect(fields.count == 68)
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
    #expect(geometry.closesEpochs && geometry.checks)
    let open = try BenchArguments(["geometry", "--epochs", "open", "--check", "off"])
    #expect(!open.closesEpochs && !open.checks)
    let tree = try BenchArguments(["tree", "--output", "t.txt"])
    #expect(tree.output == "t.txt")
    for bad in [
      ["tree", "--rotations", "2"], ["geometry", "--output", "x"], ["geometry", "--epochs", "no"],
      ["geometry", "--check", "yes"],
    ] {
      #expect(throws: BenchArguments.Failure.self) { try BenchArguments(bad) }
    }
  }
}
