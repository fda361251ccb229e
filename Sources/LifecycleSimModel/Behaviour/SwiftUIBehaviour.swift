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
  /// `List` and `Form` leave `safeAreaInset` out of their content insets
  /// (`swiftUIListIgnoresSafeAreaInset`, iOS 15.0–15.1; seed004).
  package var listsIgnoreSafeAreaInset = false
  /// The spacing between two stacked views when a stack gives none, and a `Spacer`'s minimum
  /// length (L; docs/behaviour.md#c35).
  package var defaultSpacing: Double = 8
  /// `padding()` and `safeAreaPadding()` without a length (L; docs/behaviour.md#c35).
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
