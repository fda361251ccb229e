import LifecycleSimCore

/// Short constructors for a hosting controller's SwiftUI tree, named as in SwiftUI; the first
/// argument is the node's name in the trace (only named nodes are traced).
///
/// ```swift
/// .hosting("Host", .navigationView("Nav", title: "Inbox",
///   .list("Messages", [.text("FirstRow", width: 120, height: 20)])
///     .safeAreaInset(edge: .bottom, spacing: 0, .color("Bar").frame(height: 52))))
/// ```
extension SwiftUINode {
  /// `VStack(alignment:spacing:)`; `nil` spacing is the system's.
  public static func vstack(
    _ name: String? = nil, spacing: Double? = nil, alignment: SwiftUIAlignment = .center,
    _ children: [SwiftUINode]
  ) -> SwiftUINode {
    SwiftUINode(.vstack(spacing: spacing, alignment: alignment), name: name, children: children)
  }

  /// `HStack(alignment:spacing:)`; `nil` spacing is the system's.
  public static func hstack(
    _ name: String? = nil, spacing: Double? = nil, alignment: SwiftUIAlignment = .center,
    _ children: [SwiftUINode]
  ) -> SwiftUINode {
    SwiftUINode(.hstack(spacing: spacing, alignment: alignment), name: name, children: children)
  }

  /// `ZStack(alignment:)`.
  public static func zstack(
    _ name: String? = nil, alignment: SwiftUIAlignment = .center, _ children: [SwiftUINode]
  ) -> SwiftUINode {
    SwiftUINode(.zstack(alignment: alignment), name: name, children: children)
  }

  /// A `Text` whose ideal size is `width` × `height` points.
  public static func text(_ name: String? = nil, width: Double, height: Double) -> SwiftUINode {
    SwiftUINode(.text(Size(width: width, height: height)), name: name)
  }

  /// A `Color`: it takes whatever size it is offered.
  public static func color(_ name: String? = nil) -> SwiftUINode {
    SwiftUINode(.color, name: name)
  }

  /// `Spacer(minLength:)`; `nil` is the system's minimum.
  public static func spacer(_ name: String? = nil, minLength: Double? = nil) -> SwiftUINode {
    SwiftUINode(.spacer(minLength: minLength), name: name)
  }

  /// A `GeometryReader` whose closure returns `children`.
  public static func geometryReader(_ name: String? = nil, _ children: [SwiftUINode] = [])
    -> SwiftUINode
  {
    SwiftUINode(.geometryReader, name: name, children: children)
  }

  /// `ScrollView(axes)`.
  public static func scrollView(
    _ name: String? = nil, axes: SwiftUIAxes = .vertical, _ children: [SwiftUINode]
  ) -> SwiftUINode {
    SwiftUINode(.scrollView(axes), name: name, children: children)
  }

  /// A `List` of `rows`.
  public static func list(_ name: String? = nil, _ rows: [SwiftUINode]) -> SwiftUINode {
    SwiftUINode(.list, name: name, children: rows)
  }

  /// A `Form` of `rows`.
  public static func form(_ name: String? = nil, _ rows: [SwiftUINode]) -> SwiftUINode {
    SwiftUINode(.form, name: name, children: rows)
  }

  /// A `NavigationStack` (iOS 16+) showing `root`, with its `navigationTitle` and, from iOS 27,
  /// the `toolbarMinimization…(_:for: .navigationBar)` modifiers of `root` as `minimization`.
  public static func navigationStack(
    _ name: String? = nil, title: String? = nil, displayMode: SwiftUITitleDisplayMode = .automatic,
    minimization: BarMinimizationSpec? = nil, _ root: SwiftUINode
  ) -> SwiftUINode {
    SwiftUINode(
      .navigationStack(
        title: title, displayMode: displayMode, isView: false, minimization: minimization),
      name: name, children: [root])
  }

  /// A `NavigationView` showing `root`, with its `navigationTitle`.
  public static func navigationView(
    _ name: String? = nil, title: String? = nil, displayMode: SwiftUITitleDisplayMode = .automatic,
    _ root: SwiftUINode
  ) -> SwiftUINode {
    SwiftUINode(
      .navigationStack(title: title, displayMode: displayMode, isView: true), name: name,
      children: [root])
  }

  /// A `TabView` of `tabs`, the one at `selectedIndex` shown.
  public static func tabView(
    _ name: String? = nil, selectedIndex: Int = 0, _ tabs: [SwiftUINode]
  ) -> SwiftUINode {
    SwiftUINode(.tabView(selectedIndex: selectedIndex), name: name, children: tabs)
  }

  /// A `NavigationSplitView` (iOS 16+) of `columns`: `[sidebar, detail]` or
  /// `[sidebar, content, detail]`, with its settings.
  public static func navigationSplitView(
    _ name: String? = nil, _ spec: SwiftUISplitViewSpec = SwiftUISplitViewSpec(),
    _ columns: [SwiftUINode]
  ) -> SwiftUINode {
    SwiftUINode(.navigationSplitView(spec), name: name, children: columns)
  }

  /// A `TextField` `height` points tall; it takes the width it is offered.
  public static func textField(_ name: String? = nil, height: Double? = nil) -> SwiftUINode {
    SwiftUINode(.textField(height: height), name: name)
  }

  /// A `UIViewRepresentable`: a UIKit view that takes what it is offered and reads no safe area.
  public static func viewRepresentable(_ name: String? = nil) -> SwiftUINode {
    SwiftUINode(.viewRepresentable, name: name)
  }

  /// A `UIViewControllerRepresentable` showing `controller`, a child of the hosting controller
  /// (in its `children`).
  public static func viewControllerRepresentable(_ name: String? = nil, controller: String)
    -> SwiftUINode
  {
    SwiftUINode(.viewControllerRepresentable(controller: controller), name: name)
  }
}
