@testable import LifecycleSimModel
import Testing

/// The large title's zone for a content offset (docs/behaviour.md#large-title-collapse).
@Suite struct LargeTitleCollapseRuleTests {
  private func visible(
    _ collapse: LargeTitleCollapse, before: Double, offset: Double, adjustedTop: Double,
    contentInsetTop: Double = 0
  ) -> LargeTitleCollapseRule.Outcome {
    LargeTitleCollapseRule.outcome(
      collapse, zone: 52, visibleBefore: before, offsetY: offset, adjustedTop: adjustedTop,
      contentInsetTop: contentInsetTop)
  }

  /// WEB-701, GT-115: on an iPhone X the bar goes from 96 to 44 as the offset goes from −140 to
  /// −88, point for point; the adjusted top follows the bar, so it is −offset on the way.
  @Test func elevenToEighteenFollowTheOffset() {
    #expect(visible(.withTheOffset, before: 52, offset: -140, adjustedTop: 140).visible == 52)
    #expect(visible(.withTheOffset, before: 52, offset: -120, adjustedTop: 140).visible == 32)
    // The next pass reads the inset the 32 gave: the same answer, no drift.
    #expect(visible(.withTheOffset, before: 32, offset: -120, adjustedTop: 120).visible == 32)
    #expect(visible(.withTheOffset, before: 32, offset: -88, adjustedTop: 120).visible == 0)
    #expect(visible(.withTheOffset, before: 0, offset: 300, adjustedTop: 88).visible == 0)
    #expect(visible(.withTheOffset, before: 0, offset: -140, adjustedTop: 88).visible == 52)
    #expect(visible(.withTheOffset, before: 0, offset: -100, adjustedTop: 88).offsetShift == 0)
  }

  /// Pulled below the top, the zone stays whole, a choice marked unverified (C46).
  @Test func pullingDownKeepsTheZoneWholeAndSaysItIsAChoice() {
    let pulled = visible(.withTheOffset, before: 52, offset: -200, adjustedTop: 140)
    #expect(pulled.visible == 52)
    #expect(pulled.unverified)
    #expect(!visible(.withTheOffset, before: 52, offset: -140, adjustedTop: 140).unverified)
  }

  /// A scroll view whose inset does not hold the bars (`never`): the zone is whole at offset 0
  /// and gives way over the next 52 points, with no drift from one pass to the next.
  @Test func aScrollViewThatDoesNotHoldTheBarsCountsFromItsOwnTop() {
    #expect(visible(.withTheOffset, before: 52, offset: 0, adjustedTop: 0).visible == 52)
    #expect(visible(.withTheOffset, before: 52, offset: 20, adjustedTop: 0).visible == 32)
    #expect(visible(.withTheOffset, before: 32, offset: 20, adjustedTop: 0).visible == 32)
    #expect(
      visible(.withTheOffset, before: 52, offset: -10, adjustedTop: 10, contentInsetTop: 10)
        .visible == 52)
  }

  /// OU-032 (iPhone SE, 26.1): at rest at −116, −65 (51 moved) keeps the bar; 300 collapses it
  /// and moves the offset on by 52, to 352.
  @Test func twentySixCollapsesAtOnceAndRebases() {
    let kept = visible(.atOnce, before: 52, offset: -65, adjustedTop: 116)
    #expect(kept == .init(visible: 52, offsetShift: 0))
    let collapsed = visible(.atOnce, before: 52, offset: 300, adjustedTop: 116)
    #expect(collapsed == .init(visible: 0, offsetShift: 52))
    // Collapsed already: 160 stays 160 (OU-032).
    #expect(
      visible(.atOnce, before: 0, offset: 160, adjustedTop: 64) == .init(visible: 0, offsetShift: 0)
    )
  }

  /// OU-034: the snap writes −64 (52 moved from −116), the zone goes and the offset ends at −12.
  @Test func twentySixCollapsesWhenTheWholeZoneHasMoved() {
    let outcome = visible(.atOnce, before: 52, offset: -64, adjustedTop: 116)
    #expect(outcome.visible == 0)
    #expect(-64 + outcome.offsetShift == -12)
  }

  /// Back at the top, a collapsed 26 bar shows its zone again (C46, unverified).
  @Test func twentySixExpandsBackAtTheTop() {
    let back = visible(.atOnce, before: 0, offset: -64, adjustedTop: 64)
    #expect(back.visible == 52)
    #expect(back.unverified)
  }

  /// A bar that starts to show a large title: whole at rest, gone when scrolled.
  @Test func aNewLargeTitleIsWholeAtRest() {
    #expect(LargeTitleCollapseRule.firstVisible(zone: 52, offsetY: 0, adjustedTop: 0) == 52)
    #expect(LargeTitleCollapseRule.firstVisible(zone: 52, offsetY: -88, adjustedTop: 88) == 52)
    #expect(LargeTitleCollapseRule.firstVisible(zone: 52, offsetY: 40, adjustedTop: 88) == 0)
  }
}
