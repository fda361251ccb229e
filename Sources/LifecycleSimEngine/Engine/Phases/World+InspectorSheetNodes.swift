import LifecycleSimModel

extension World {
  /// Gives the named nodes `nodes` of an inspector's content to `sheet`, the hosting controller
  /// presenting them, before its first layout (docs/behaviour.md#swiftui-inspector).
  mutating func lendSwiftUINodes(_ nodes: [Int], to sheet: ControllerID) {
    for index in nodes {
      moveSwiftUINode(index, to: sheet)
    }
    swiftUI.inspectors.held[sheet] = nodes
    swiftUI.inspectors.lentNodes += nodes.count
  }

  /// The width is regular again: the views of `nodes`, which `sheet` held, get `onDisappear`
  /// where the sheet showed them, then go back to `host`, whose layout shows them in the column
  /// (docs/behaviour.md#c91).
  mutating func returnSwiftUINodes(_ nodes: [Int], from sheet: ControllerID, to host: ControllerID)
  {
    for index in nodes where swiftUI.nodes[index].appeared {
      recordDisappearance(index)
    }
    for index in nodes {
      moveSwiftUINode(index, to: host)
    }
    swiftUI.inspectors.held[sheet] = nil
    swiftUI.inspectors.lentNodes -= nodes.count
    layOutSwiftUI(of: host)
  }

  /// Makes `owner` the hosting controller of node `index`, moving its count of views that never
  /// appeared with it.
  private mutating func moveSwiftUINode(_ index: Int, to owner: ControllerID) {
    if !swiftUI.nodes[index].appearedOnce && !swiftUI.nodes[index].isBar {
      swiftUI.neverAppeared[swiftUI.nodes[index].host, default: 0] -= 1
      swiftUI.neverAppeared[owner, default: 0] += 1
    }
    swiftUI.nodes[index].host = owner
  }

  /// Notes the first presented inspector `layout` of hosting controller `controller` found in a
  /// compact width, with its content's named nodes (and their bars), for
  /// ``adaptInspectorSheets()``.
  mutating func noteCompactInspectors(_ layout: SwiftUILayout, of controller: ControllerID) {
    guard let (content, sheet) = layout.compactInspectors.first else {
      if swiftUI.inspectors.requests[controller] != nil {
        swiftUI.inspectors.requests[controller] = nil
      }
      return
    }
    var nodes: [Int] = []
    for id in layout.tree.namedNodes(under: content).nodes {
      let node = layout.tree[id]
      guard let name = node.name, let index = swiftUI.node(named: name) else { continue }
      nodes.append(index)
      if let bar = SwiftUILayout.barName(of: node), let barIndex = swiftUI.node(named: bar) {
        nodes.append(barIndex)
      }
    }
    swiftUI.inspectors.requests[controller] = InspectorSheetStore.Request(
      content: layout.tree[content], sheet: sheet, nodes: nodes)
    swiftUI.inspectors.note(controller)
  }
}
