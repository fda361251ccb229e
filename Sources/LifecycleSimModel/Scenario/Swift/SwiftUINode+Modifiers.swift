/// SwiftUI's modifiers as methods, applied in the order written (the first is innermost), as
/// in SwiftUI: `.text("Hello", width: 90, height: 20).padding().background(.color())`.
extension SwiftUINode {
  /// The node with `modifier` applied after its others.
  public func modifier(_ modifier: SwiftUIModifier) -> SwiftUINode {
    var node = self
    node.modifiers.append(modifier)
    return node
  }

  /// `frame(width:height:alignment:)`, or with `min…`, `ideal…`, `max…` (a `max…` may be
  /// `.infinity`) `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
  public func frame(
    width: Double? = nil, height: Double? = nil, minWidth: Double? = nil,
    idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
    idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: SwiftUIAlignment = .center
  ) -> SwiftUINode {
    modifier(
      .frame(
        SwiftUIFrame(
          width: width, height: height, minWidth: minWidth, idealWidth: idealWidth,
          maxWidth: maxWidth, minHeight: minHeight, idealHeight: idealHeight,
          maxHeight: maxHeight, alignment: alignment)))
  }

  /// `padding(_:_:)`; `nil` length is the system's.
  public func padding(_ edges: SwiftUIEdges = .all, _ length: Double? = nil) -> SwiftUINode {
    modifier(.padding(edges: edges, length: length))
  }

  /// `padding(_:)` on every edge.
  public func padding(_ length: Double) -> SwiftUINode {
    modifier(.padding(edges: .all, length: length))
  }

  /// `ignoresSafeArea(_:edges:)` (iOS 14+).
  public func ignoresSafeArea(
    _ regions: SwiftUISafeAreaRegions = .all, edges: SwiftUIEdges = .all
  ) -> SwiftUINode {
    modifier(.ignoresSafeArea(regions: regions, edges: edges))
  }

  /// `edgesIgnoringSafeArea(_:)` (iOS 13).
  public func edgesIgnoringSafeArea(_ edges: SwiftUIEdges) -> SwiftUINode {
    modifier(.edgesIgnoringSafeArea(edges))
  }

  /// `safeAreaInset(edge:alignment:spacing:content:)` (iOS 15+).
  public func safeAreaInset(
    edge: SwiftUIEdge, alignment: SwiftUIAlignment = .center, spacing: Double? = nil,
    _ content: SwiftUINode
  ) -> SwiftUINode {
    modifier(.safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content))
  }

  /// `inspector(isPresented:content:)` (iOS 17+), `width` standing for the content's
  /// `inspectorColumnWidth(_:)`; `sheet` names the hosting controller of the sheet a compact
  /// width presents it in and its `presentationDetents`.
  public func inspector(
    isPresented: Bool = true, width: Double? = nil,
    sheet: InspectorSheetSpec = InspectorSheetSpec(),
    _ content: SwiftUINode
  ) -> SwiftUINode {
    modifier(.inspector(isPresented: isPresented, width: width, content: content, sheet: sheet))
  }

  /// `safeAreaPadding(_:_:)` (iOS 17+); `nil` length is the system's.
  public func safeAreaPadding(_ edges: SwiftUIEdges = .all, _ length: Double? = nil)
    -> SwiftUINode
  {
    modifier(.safeAreaPadding(edges: edges, length: length))
  }

  /// `safeAreaPadding(_:)` on every edge (iOS 17+).
  public func safeAreaPadding(_ length: Double) -> SwiftUINode {
    modifier(.safeAreaPadding(edges: .all, length: length))
  }

  /// `background(_:)` with a view, or with `isStyle` a colour (the `ShapeStyle` overload,
  /// `node` then a plain `.color()`).
  public func background(_ node: SwiftUINode, isStyle: Bool = false) -> SwiftUINode {
    modifier(.background(node, isStyle: isStyle))
  }

  /// `overlay(_:)`.
  public func overlay(_ node: SwiftUINode) -> SwiftUINode {
    modifier(.overlay(node))
  }

  /// `task(priority:_:)` (iOS 15+): the node records when its task starts and is cancelled.
  public func task() -> SwiftUINode {
    modifier(.task)
  }
}
