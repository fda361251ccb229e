/// What an `inspector` modifier becomes in a horizontally compact width, where SwiftUI presents
/// its content as a sheet (WEB-861; docs/behaviour.md#swiftui-inspector): the hosting controller
/// it is presented in and the `presentationDetents` on the content.
public struct InspectorSheetSpec: Sendable, Hashable {
  /// The name of the hosting controller SwiftUI presents the content in, under which its UIKit
  /// callbacks are traced; `nil` for the default, the hosting controller's name followed by
  /// `.inspector` (``defaultName(host:)``).
  public var name: String?
  /// `presentationDetents(_:selection:)` on the inspector's content (iOS 16+): the sheet's
  /// detents and the one selected; the default is a sheet's, `[.large]`.
  public var detents: SheetConfiguration

  /// A sheet named `name` with `detents`.
  public init(name: String? = nil, detents: SheetConfiguration = SheetConfiguration()) {
    self.name = name
    self.detents = detents
  }

  /// The name of the presented hosting controller of an inspector of hosting controller `host`.
  public func name(host: String) -> String { name ?? Self.defaultName(host: host) }

  /// The default name of the hosting controller an inspector of `host` is presented in.
  public static func defaultName(host: String) -> String { "\(host).inspector" }
}
