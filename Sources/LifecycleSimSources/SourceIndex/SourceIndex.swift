/// The project's own index of the sources its rules, devices and tests cite.
///
/// Every id that a comment, test, reference trace or document cites (`GT-067`, `OU-020`,
/// `WEB-101`, `seed003`) has one entry here: what was observed, on which device and iOS version, and where
/// it was published. `docs/sources.md` explains the families and lists the ids.
public enum SourceIndex {
  /// Every source, in id order: the GT observations, then the OU peer measurements, then the
  /// seed articles, then the WEB pages, each family by number.
  public static let all: [Source] =
    groundTruth001To099 + groundTruth100To199 + groundTruth200To399 + openUIKit001To059
    + openUIKit060To199 + seeds + webDevices100To199 + webLayout + web300To399
    + webSheets400To499 + web500To599 + webScrolling700To799 + webSwiftUIScrolling760To779
    + webWindows800To829 + webPopovers830To849 + webSwiftUIMinimization850To869
    + webWindowControls870To889
    + webSplitViews890To909
    + webSwiftUIEvents910To929
    + webContainers930To949
    + webPages950To964
    + webKeyboard965To979
    + webPages980To994

  /// The source with this exact id (such as `GT-067`, `OU-020` or `seed003`), or nil.
  public static func source(_ id: String) -> Source? {
    byID[id]
  }

  /// The sources by id; the first entry wins, and a test checks that ids are unique.
  private static let byID: [String: Source] = Dictionary(
    all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
}
