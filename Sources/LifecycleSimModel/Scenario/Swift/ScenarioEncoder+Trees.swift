extension ScenarioEncoder {
  /// Encodes a tree from its leaves up without recursion: `nested` lists the nodes a node holds
  /// (in the order `encode` takes their encodings), and `encode` writes a node from the
  /// encodings of those, handed out in that order.
  ///
  /// A tree built in Swift can nest without limit (the validator refuses it later, but
  /// ``Scenario/jsonBytes()`` cannot throw), so the walk keeps its own stack: recursing, a debug
  /// build took about 2.2 KB of stack a level of SwiftUI views.
  static func encodeTree<Node>(
    _ root: Node, nested: (Node) -> [Node],
    encode: (Node, inout IndexingIterator<[JSONOutput]>) -> JSONOutput
  ) -> JSONOutput {
    var open = [(node: root, nested: nested(root), encoded: [JSONOutput]())]
    while let top = open.last {
      if top.encoded.count < top.nested.count {
        let node = top.nested[top.encoded.count]
        open.append((node, nested(node), []))
        continue
      }
      open.removeLast()
      var encodings = top.encoded.makeIterator()
      let output = encode(top.node, &encodings)
      guard !open.isEmpty else { return output }
      open[open.count - 1].encoded.append(output)
    }
    return .null
  }
}
