public import LifecycleSimCore
public import LifecycleSimSupport

/// SwiftUI's `Edge.Set`: the edges a modifier acts on.
public struct SwiftUIEdges: OptionSet, Sendable, Hashable {
  /// The edges as bits: 1 top, 2 leading, 4 bottom, 8 trailing.
  public let rawValue: UInt8
  /// Creates a set from its bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The top edge.
  public static let top = SwiftUIEdges(rawValue: 1)
  /// The leading edge.
  public static let leading = SwiftUIEdges(rawValue: 2)
  /// The bottom edge.
  public static let bottom = SwiftUIEdges(rawValue: 4)
  /// The trailing edge.
  public static let trailing = SwiftUIEdges(rawValue: 8)
  /// The leading and trailing edges.
  public static let horizontal: SwiftUIEdges = [.leading, .trailing]
  /// The top and bottom edges.
  public static let vertical: SwiftUIEdges = [.top, .bottom]
  /// Every edge.
  public static let all: SwiftUIEdges = [.top, .leading, .bottom, .trailing]

  /// The names the scenario format accepts, with the edges each stands for.
  package static let names: [(String, SwiftUIEdges)] = [
    ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
    ("horizontal", .horizontal), ("vertical", .vertical), ("all", .all),
  ]
}

/// SwiftUI's `Edge`: the one edge a `safeAreaInset` sits on.
public enum SwiftUIEdge: String, Sendable, Hashable, CaseIterable {
  case top
  case leading
  case bottom
  case trailing

  /// The edge as a set.
  package var set: SwiftUIEdges {
    switch self {
    case .top: .top
    case .leading: .leading
    case .bottom: .bottom
    case .trailing: .trailing
    }
  }
}

/// SwiftUI's `SafeAreaRegions`.
public enum SwiftUISafeAreaRegions: String, Sendable, Hashable, CaseIterable {
  /// The device's and the containers' insets (bars, home indicator).
  case container
  /// The software keyboard's overlap (iOS 14+).
  case keyboard
  /// Both the container and the keyboard regions.
  case all

  var includesContainer: Bool { self != .keyboard }
  var includesKeyboard: Bool { self != .container }
}

/// SwiftUI's `Alignment`, written by name; stacks use one of its axes.
public enum SwiftUIAlignment: String, Sendable, Hashable, CaseIterable {
  case center
  case leading
  case trailing
  case top
  case bottom
  case topLeading
  case topTrailing
  case bottomLeading
  case bottomTrailing

  /// The horizontal part: -1 leading, 0 centre, 1 trailing.
  package var horizontal: Int {
    switch self {
    case .leading, .topLeading, .bottomLeading: -1
    case .trailing, .topTrailing, .bottomTrailing: 1
    case .center, .top, .bottom: 0
    }
  }

  /// The vertical part: -1 top, 0 centre, 1 bottom.
  package var vertical: Int {
    switch self {
    case .top, .topLeading, .topTrailing: -1
    case .bottom, .bottomLeading, .bottomTrailing: 1
    case .center, .leading, .trailing: 0
    }
  }
}

/// The axes a SwiftUI `ScrollView` scrolls along.
public enum SwiftUIAxes: String, Sendable, Hashable, CaseIterable {
  case vertical
  case horizontal
  /// Vertical and horizontal.
  case both
}

/// `NavigationBarItem.TitleDisplayMode`.
public enum SwiftUITitleDisplayMode: String, Sendable, Hashable, CaseIterable {
  /// Large at the root of a navigation stack, as SwiftUI does.
  case automatic
  case inline
  case large
}

/// The kind of a SwiftUI node and its kind-specific values
/// (docs/scenario-format.md#swiftui-views).
public enum SwiftUIKind: Sendable, Hashable {
  /// `VStack(alignment:spacing:)`; `nil` spacing is the system's.
  case vstack(spacing: Double?, alignment: SwiftUIAlignment)
  /// `HStack(alignment:spacing:)`.
  case hstack(spacing: Double?, alignment: SwiftUIAlignment)
  /// `ZStack(alignment:)`.
  case zstack(alignment: SwiftUIAlignment)
  /// A `Text` with its ideal size in points (there are no fonts).
  case text(Size)
  /// A `Color`: it takes whatever size it is offered.
  case color
  /// A `Spacer(minLength:)`; `nil` is the system's minimum.
  case spacer(minLength: Double?)
  /// A `GeometryReader`: it takes what it is offered; its children are what its closure returns.
  case geometryReader
  /// A `ScrollView(axes)`.
  case scrollView(SwiftUIAxes)
  /// A `List`, its children the rows.
  case list
  /// A `Form`, its children the rows.
  case form
  /// A `NavigationStack` (`navigationView` in the format writes a `NavigationView`, from 13);
  /// `minimization` stands for the `toolbarMinimization…(_:for: .navigationBar)` modifiers of
  /// its root view (iOS 27+; docs/behaviour.md#swiftui-bar-minimization).
  case navigationStack(
    title: String?, displayMode: SwiftUITitleDisplayMode, isView: Bool,
    minimization: BarMinimizationSpec? = nil)
  /// A `TabView`, its children the tabs.
  case tabView(selectedIndex: Int)
  /// A `TextField` with its height in points; it takes the width it is offered.
  case textField(height: Double?)
  /// A `UIViewRepresentable`: a UIKit view that takes what it is offered; its `safeAreaInsets`
  /// read zero (docs/behaviour.md#uikit-inside-swiftui).
  case viewRepresentable
  /// A `UIViewControllerRepresentable` whose controller is `controller`, a child of the hosting
  /// controller (written among its `children`, as SwiftUI adds it by containment); its view takes
  /// what it is offered (docs/behaviour.md#uikit-inside-swiftui).
  case viewControllerRepresentable(controller: String)
  /// A `NavigationSplitView` (iOS 16+), its children the columns: sidebar and detail, or
  /// sidebar, content and detail (docs/behaviour.md#swiftui-navigation-split-view). Boxed, so
  /// that the kind, held by every node in the recursive walks, stays as small as the others.
  indirect case navigationSplitView(SwiftUISplitViewSpec)

  /// The name the scenario format uses for the kind.
  public var name: String {
    switch self {
    case .vstack: "vstack"
    case .hstack: "hstack"
    case .zstack: "zstack"
    case .text: "text"
    case .color: "color"
    case .spacer: "spacer"
    case .geometryReader: "geometryReader"
    case .scrollView: "scrollView"
    case .list: "list"
    case .form: "form"
    case .navigationStack(_, _, let isView, _): isView ? "navigationView" : "navigationStack"
    case .tabView: "tabView"
    case .textField: "textField"
    case .viewRepresentable: "viewRepresentable"
    case .viewControllerRepresentable: "viewControllerRepresentable"
    case .navigationSplitView: "navigationSplitView"
    }
  }

  /// Whether the kind takes children.
  var takesChildren: Bool {
    switch self {
    case .text, .color, .spacer, .textField, .viewRepresentable, .viewControllerRepresentable:
      false
    default: true
    }
  }
}

/// A SwiftUI view of a hosting controller's `rootView`: a kind, an optional name (only named
/// nodes are traced), modifiers in the order they are written (the first is innermost, as in
/// `Text("a").padding().background(.red)`) and children.
///
/// ```swift
/// let root = SwiftUINode(.zstack(alignment: .center), children: [
///   SwiftUINode(.color, modifiers: [.ignoresSafeArea(regions: .all, edges: .all)]),
///   SwiftUINode(.text(Size(width: 100, height: 24)), name: "Hello"),
/// ])
/// ```
public struct SwiftUINode: Sendable, Hashable {
  /// What the view is, with its kind-specific values.
  public var kind: SwiftUIKind
  /// The name records use; `nil` leaves the node untraced.
  public var name: String?
  /// The modifiers, innermost first.
  public var modifiers: [SwiftUIModifier]
  /// The child views (a stack's content, a list's rows, a tab view's tabs).
  public var children: [SwiftUINode]
  /// Where the node was written, for error messages; `nil` for nodes built in code.
  public var location: TextLocation?
  /// Where each modifier was written, parallel to ``modifiers`` when decoded from a file.
  var modifierLocations: [TextLocation?] = []
  /// The JSON path the node was decoded from.
  package var sourcePath: String?

  /// Creates a node.
  public init(
    _ kind: SwiftUIKind, name: String? = nil, modifiers: [SwiftUIModifier] = [],
    children: [SwiftUINode] = [], location: TextLocation? = nil
  ) {
    self.kind = kind
    self.name = name
    self.modifiers = modifiers
    self.children = children
    self.location = location
  }

  /// Where modifier `index` was written, or the node's location.
  package func location(ofModifier index: Int) -> TextLocation? {
    modifierLocations.indices.contains(index) ? modifierLocations[index] : location
  }
}
