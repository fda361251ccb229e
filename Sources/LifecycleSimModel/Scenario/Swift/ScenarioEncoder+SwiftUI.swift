import LifecycleSimCore
extension ScenarioEncoder {
  /// A SwiftUI node: `{ KIND: { "name": …, kind's keys…, "modifiers": […], "children": […] } }`.
  package static func swiftUINode(_ node: SwiftUINode) -> JSONOutput {
    encodeTree(node, nested: { $0.modifiers.compactMap(\.content) + $0.children }) {
      swiftUINode($0, nested: &$1)
    }
  }

  /// A SwiftUI node whose modifiers' content and children are encoded in `nested`, in order.
  private static func swiftUINode(
    _ node: SwiftUINode, nested: inout IndexingIterator<[JSONOutput]>
  ) -> JSONOutput {
    var m = JSONMembers()
    m.add("name", node.name, JSONOutput.string)
    func alignment(_ value: SwiftUIAlignment) {
      m.add("alignment", value, unless: .center) { .string($0.rawValue) }
    }
    switch node.kind {
    case .vstack(let spacing, let value), .hstack(let spacing, let value):
      m.add("spacing", spacing, JSONOutput.number)
      alignment(value)
    case .zstack(let value):
      alignment(value)
    case .text(let size):
      m.add("size", numbers([size.width, size.height]))
    case .spacer(let minLength):
      m.add("minLength", minLength, JSONOutput.number)
    case .scrollView(let axes):
      m.add("axes", axes, unless: .vertical) { .string($0.rawValue) }
    case .navigationStack(let title, let displayMode, _, let minimization):
      m.add("title", title, JSONOutput.string)
      m.add("displayMode", displayMode, unless: .automatic) { .string($0.rawValue) }
      m.add("toolbarMinimization", minimization, barMinimization)
    case .tabView(let selectedIndex):
      m.add("selectedIndex", selectedIndex, unless: 0) { .number(Double($0)) }
    case .textField(let height):
      m.add("height", height, JSONOutput.number)
    case .viewControllerRepresentable(let controller):
      m.add("controller", .string(controller))
    case .navigationSplitView(let spec):
      m.add("columnVisibility", spec.columnVisibility, unless: .automatic) { .string($0.rawValue) }
      m.add("style", spec.style, unless: .automatic) { .string($0.rawValue) }
      m.add("preferredCompactColumn", spec.preferredCompactColumn) { .string($0.rawValue) }
      m.add("sidebarWidth", spec.sidebarWidth, JSONOutput.number)
      m.add("contentWidth", spec.contentWidth, JSONOutput.number)
    case .color, .geometryReader, .list, .form, .viewRepresentable:
      break
    }
    if !node.modifiers.isEmpty {
      m.add("modifiers", .array(node.modifiers.map { modifier($0, nested: &nested) }))
    }
    if !node.children.isEmpty {
      m.add("children", .array(node.children.map { _ in nested.next() ?? .null }))
    }
    return .object([(node.kind.name, m.object)])
  }

  /// A modifier: `{ NAME: BODY }`; its content, if it has any, is the next of `nested`.
  private static func modifier(
    _ modifier: SwiftUIModifier, nested: inout IndexingIterator<[JSONOutput]>
  ) -> JSONOutput {
    let content = modifier.content == nil ? JSONOutput.null : nested.next() ?? .null
    var m = JSONMembers()
    let body: JSONOutput
    switch modifier {
    case .frame(let frame):
      func length(_ value: Double) -> JSONOutput {
        value == .infinity ? .string("infinity") : .number(value)
      }
      m.add("width", frame.width, JSONOutput.number)
      m.add("height", frame.height, JSONOutput.number)
      m.add("minWidth", frame.minWidth, JSONOutput.number)
      m.add("idealWidth", frame.idealWidth, JSONOutput.number)
      m.add("maxWidth", frame.maxWidth, length)
      m.add("minHeight", frame.minHeight, JSONOutput.number)
      m.add("idealHeight", frame.idealHeight, JSONOutput.number)
      m.add("maxHeight", frame.maxHeight, length)
      m.add("alignment", frame.alignment, unless: .center) { .string($0.rawValue) }
      body = m.object
    case .padding(let edges, let length), .safeAreaPadding(let edges, let length):
      if edges == .all, let length {
        body = .number(length)
      } else {
        m.add("edges", edges, unless: .all, swiftUIEdges)
        m.add("length", length, JSONOutput.number)
        body = m.object
      }
    case .ignoresSafeArea(let regions, let edges):
      m.add("regions", regions, unless: .all) { .string($0.rawValue) }
      m.add("edges", edges, unless: .all, swiftUIEdges)
      body = m.object
    case .edgesIgnoringSafeArea(let edges):
      m.add("edges", edges, unless: .all, swiftUIEdges)
      body = m.object
    case .safeAreaInset(let edge, let alignment, let spacing, _):
      m.add("edge", .string(edge.rawValue))
      m.add("alignment", alignment, unless: .center) { .string($0.rawValue) }
      m.add("spacing", spacing, JSONOutput.number)
      m.add("content", content)
      body = m.object
    case .background(let node, let isStyle):
      // The format keeps no colour: a style background is written as the colour `"color"`.
      body = isStyle && node == SwiftUINode(.color) ? .string("color") : content
    case .overlay:
      body = content
    case .task:
      body = m.object
    case .inspector(let isPresented, let width, _, let sheet):
      m.add("isPresented", isPresented, unless: true, JSONOutput.bool)
      m.add("width", width, JSONOutput.number)
      m.add("sheet", sheet.name, JSONOutput.string)
      addSheet(sheet.detents, to: &m)
      m.add("content", content)
      body = m.object
    }
    return .object([(modifier.name, body)])
  }

  /// An edge set: its name when it has one (`"horizontal"`), else the list of its edges.
  private static func swiftUIEdges(_ edges: SwiftUIEdges) -> JSONOutput {
    if let name = SwiftUIEdges.names.first(where: { $0.1 == edges })?.0 { return .string(name) }
    let single: [(String, SwiftUIEdges)] = [
      ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
    ]
    return .array(single.filter { edges.contains($0.1) }.map { .string($0.0) })
  }
}
