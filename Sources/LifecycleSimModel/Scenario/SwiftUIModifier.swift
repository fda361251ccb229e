/// The values of a `frame` modifier: fixed (`width`, `height`) or flexible (`min…`, `ideal…`,
/// `max…`, where `max` may be infinite), never both, with an alignment.
public struct SwiftUIFrame: Sendable, Hashable {
  /// A fixed width, in points.
  public var width: Double?
  /// A fixed height, in points.
  public var height: Double?
  /// The smallest width the frame takes, in points.
  public var minWidth: Double?
  /// The width the frame takes when offered none (its ideal size), in points.
  public var idealWidth: Double?
  /// The largest width the frame takes, in points; may be `.infinity`.
  public var maxWidth: Double?
  /// The smallest height the frame takes, in points.
  public var minHeight: Double?
  /// The height the frame takes when offered none (its ideal size), in points.
  public var idealHeight: Double?
  /// The largest height the frame takes, in points; may be `.infinity`.
  public var maxHeight: Double?
  /// Where the content sits in the frame; default ``SwiftUIAlignment/center``.
  public var alignment: SwiftUIAlignment

  /// Creates frame values; every value is absent by default.
  public init(
    width: Double? = nil, height: Double? = nil, minWidth: Double? = nil,
    idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
    idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: SwiftUIAlignment = .center
  ) {
    self.width = width
    self.height = height
    self.minWidth = minWidth
    self.idealWidth = idealWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.idealHeight = idealHeight
    self.maxHeight = maxHeight
    self.alignment = alignment
  }

  /// Whether any flexible value is set.
  var isFlexible: Bool {
    [minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight].contains { $0 != nil }
  }
}

/// A SwiftUI modifier of a node (docs/scenario-format.md#swiftui-modifiers).
public indirect enum SwiftUIModifier: Sendable, Hashable {
  /// `frame(width:height:alignment:)` or `frame(minWidth:idealWidth:maxWidth:…)`.
  case frame(SwiftUIFrame)
  /// `padding(_:_:)`; `nil` length is the system's.
  case padding(edges: SwiftUIEdges, length: Double?)
  /// `ignoresSafeArea(_:edges:)` (iOS 14+).
  case ignoresSafeArea(regions: SwiftUISafeAreaRegions, edges: SwiftUIEdges)
  /// `edgesIgnoringSafeArea(_:)` (iOS 13; deprecated in 14.5, GT-277).
  case edgesIgnoringSafeArea(SwiftUIEdges)
  /// `safeAreaInset(edge:alignment:spacing:content:)` (iOS 15+).
  case safeAreaInset(
    edge: SwiftUIEdge, alignment: SwiftUIAlignment, spacing: Double?, content: SwiftUINode)
  /// `safeAreaPadding(_:_:)` (iOS 17+); `nil` length is the system's.
  case safeAreaPadding(edges: SwiftUIEdges, length: Double?)
  /// `background(_:)`: a view, or a colour (`isStyle`, the `ShapeStyle` overload).
  case background(SwiftUINode, isStyle: Bool)
  /// `overlay(_:)`.
  case overlay(SwiftUINode)
  /// `task(priority:_:)` (iOS 15+): work that starts when the view appears and is cancelled when
  /// it disappears; it changes no layout (docs/behaviour.md#swiftui-events).
  case task
  /// `inspector(isPresented:content:)` (iOS 17+) with `width` for the content's
  /// `inspectorColumnWidth(_:)` (WEB-861, WEB-862): a trailing column beside the view in a
  /// regular width, a sheet presented as `sheet` says in a compact one
  /// (docs/behaviour.md#swiftui-inspector).
  case inspector(
    isPresented: Bool, width: Double?, content: SwiftUINode, sheet: InspectorSheetSpec)

  /// The name the scenario format uses for the modifier.
  public var name: String {
    switch self {
    case .frame: "frame"
    case .padding: "padding"
    case .ignoresSafeArea: "ignoresSafeArea"
    case .edgesIgnoringSafeArea: "edgesIgnoringSafeArea"
    case .safeAreaInset: "safeAreaInset"
    case .safeAreaPadding: "safeAreaPadding"
    case .background: "background"
    case .overlay: "overlay"
    case .task: "task"
    case .inspector: "inspector"
    }
  }

  /// Every modifier name, for suggestions.
  package static let names = [
    "frame", "padding", "ignoresSafeArea", "edgesIgnoringSafeArea", "safeAreaInset",
    "safeAreaPadding", "background", "overlay", "task", "inspector",
  ]

  /// The first iOS major version that has the modifier.
  var introduced: Int {
    switch self {
    case .ignoresSafeArea: 14
    case .safeAreaInset, .task: 15
    case .safeAreaPadding, .inspector: 17
    default: 13
    }
  }

  /// The node the modifier adds, if any.
  package var content: SwiftUINode? {
    switch self {
    case .safeAreaInset(_, _, _, let content): content
    case .background(let node, _), .overlay(let node): node
    case .inspector(_, _, let content, _): content
    default: nil
    }
  }
}
