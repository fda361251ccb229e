/// What SwiftUI does differently per version, and the system amounts it uses
/// (docs/behaviour.md#swiftui).
package struct SwiftUIBehaviour: Sendable, Hashable {
  /// The software keyboard is a safe-area region views avoid (iOS 14+; iOS 13 has no keyboard
  /// avoidance: seed004, GT-280).
  package var avoidsKeyboard = false
  /// A `GeometryReader` puts its content at its top-leading corner (iOS 14+), not its centre
  /// (iOS 13; WEB-504).
  package var geometryReaderAlignsTopLeading = false
  /// `background` with a colour is the `ShapeStyle` overload, which ignores the safe area on
  /// every edge (iOS 15+; WEB-503, GT-286); before, a colour is a view like any other.
  package var backgroundStyleIgnoresSafeArea = false
  /// A view in a hosting controller that appears again (a tab shown again) gets `onAppear`
  /// again (iOS 14+); on iOS 13 only its first appearance does (WEB-502).
  package var onAppearOnEveryAppearance = false
  /// A `TabView` builds every tab when it first appears, so the tabs it does not show get
  /// `onAppear` too (iOS 13–17); from iOS 18 only the selected tab, and a tab at its first
  /// selection (WEB-910, WEB-911; docs/behaviour.md#c64).
  package var tabViewBuildsEveryTab = true
  /// A `NavigationView`'s covered view keeps its appearance when a view is pushed over it: no
  /// `onDisappear`, and no `onAppear` when it shows again (iOS 13–15, WEB-912); a
  /// `NavigationStack` (16+) sends both (docs/behaviour.md#c63).
  package var navigationViewKeepsCoveredAppeared = true
  /// A SwiftUI `.sheet` on an iPad is a form sheet (`PresentationSizing.automatic` resolves
  /// to `.form`, iOS 18+; WEB-913); before, a page sheet.
  package var padSheetIsFormSheet = false
  /// `List` and `Form` leave `safeAreaInset` out of their content insets
  /// (`swiftUIListIgnoresSafeAreaInset`, iOS 15.0–15.1; seed004).
  package var listsIgnoreSafeAreaInset = false
  /// The spacing between two stacked views when a stack gives none, and a `Spacer`'s minimum
  /// length (WEB-854; SwiftUI's spacing that depends on the two views' kinds is not modelled:
  /// docs/behaviour.md#c35).
  package var defaultSpacing: Double = 8
  /// `padding()` and `safeAreaPadding()` without a length (WEB-853; docs/behaviour.md#c35).
  package var defaultPadding: Double = 16
  /// The height of a `List` or `Form` row that is shorter (UIKit's default row height, L).
  package var minimumRowHeight: Double = 44
  /// A `TextField`'s height when the scenario gives none (L; docs/behaviour.md#c36).
  package var textFieldHeight: Double = 22
  /// A `UIViewControllerRepresentable`'s controller reads only the overlap rule, not the
  /// hosting view's insets again (`representedControllerOverlapOnly`; docs/behaviour.md#c67).
  package var representedControllersReadOverlapOnly = false

  /// iOS 13's SwiftUI.
  package init() {}
}
