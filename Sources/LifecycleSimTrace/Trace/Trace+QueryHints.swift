import LifecycleSimSupport

/// The hints of ``TraceQueryError`` messages: the closest `Object.callback` that exists, and
/// the objects near another one in the tree.
extension Trace {
  /// The error for a record named `qualifiedName` that the trace (or `epoch`) does not have:
  /// how many occurrences there are when the name exists, else the closest existing pair,
  /// judged on the object and the callback separately.
  ///
  /// A name whose object exists but never gets the callback (`table.viewDidAppear`: a view gets
  /// no controller callbacks) suggests that object's closest callback and the nearest object
  /// that does get it, its controller before another one; a misspelled object suggests the
  /// closest object that gets the callback.
  package func missingRecordError(_ qualifiedName: String, occurrence: Int, epoch: Int?)
    -> TraceQueryError
  {
    let scope = epoch.map { " in epoch \($0)" } ?? ""
    let first = "No record \"\(qualifiedName)\" (occurrence \(occurrence))\(scope) in the trace."
    // Callbacks have no dot: the object is what comes before the last one.
    let dot = qualifiedName.lastIndex(of: ".")
    let objectName = dot.map { String(qualifiedName[..<$0]) } ?? ""
    let callback = dot.map { String(qualifiedName[qualifiedName.index(after: $0)...]) } ?? ""
    let target = objects.firstIndex { $0.name == objectName }.map(Int32.init)
    // The callbacks of each object in scope, in order of first delivery.
    var callbacks: [Int32: [String]] = [:]
    var seen = 0
    for slot in slots where epoch == nil || Int(slot.epoch) == epoch {
      let name = slot.callback.rawValue
      if !(callbacks[slot.object]?.contains(name) ?? false) {
        callbacks[slot.object, default: []].append(name)
      }
      if slot.object == target && name == callback { seen += 1 }
    }
    if seen > 0 {
      return TraceQueryError(
        .noSuchRecord,
        """
        \(first)

        \(qualifiedName) occurs \(seen) time\(seen == 1 ? "" : "s")\(scope): occurrences are \
        \(seen == 1 ? "0 only." : "0 to \(seen - 1).")
        """)
    }
    guard dot != nil else {
      return TraceQueryError(
        .noSuchRecord,
        """
        \(first)

        Write Object.callback, e.g. "List.viewDidAppear".
        """)
    }
    let holders = objects.indices.filter { callbacks[Int32($0)]?.contains(callback) ?? false }
    let hint: String
    if let index = objects.firstIndex(where: { $0.name == objectName }),
      let own = callbacks[Int32(index)]
    {
      let object = objects[index]
      let closestOwn = Suggestion.closest(to: callback, among: own).map {
        "\"\(objectName).\($0)\""
      }
      let near = nearby(index, preferringEarlier: true) { holders.contains($0) }
      let nearest = near.first.map { "\"\(objects[$0].name).\(callback)\"" }
      let guesses = [closestOwn, nearest].compactMap { $0 }
      let guess =
        guesses.isEmpty ? "" : " Did you mean \(guesses.joined(separator: ", or "))?"
      hint =
        holders.isEmpty
        ? closestOwn.map { "Did you mean \($0)?" }
          ?? "\(objectName) (\(object.kind.phrase)) gets \(Self.list(own))\(scope)."
        : "\(objectName) is \(object.kind.phrase) and gets no \(callback)\(scope); its callbacks "
          + "are \(Self.list(own)). \(callback) goes to \(Self.list(near.map { objects[$0].name })).\(guess)"
    } else if !holders.isEmpty,
      let closest = Suggestion.closest(to: objectName, among: holders.map { objects[$0].name })
    {
      hint = "Did you mean \"\(closest).\(callback)\"?"
    } else if let index = Suggestion.closest(
      to: objectName,
      among: objects.indices.filter { callbacks[Int32($0)] != nil }.map {
        objects[$0].name
      }
    ).flatMap({ name in objects.firstIndex { $0.name == name } }),
      let own = callbacks[Int32(index)]
    {
      let name = objects[index].name
      hint =
        Suggestion.closest(to: callback, among: own).map { "Did you mean \"\(name).\($0)\"?" }
        ?? "Did you mean \(name)? It gets \(Self.list(own))\(scope)."
    } else {
      hint =
        "Check the name (Object.callback) against the trace, e.g. 'lifecycle-sim run SCENARIO'."
    }
    return TraceQueryError(.noSuchRecord, "\(first)\n\n\(hint)")
  }

  /// The indices of the objects other than `index` that satisfy `include`, nearest in tree
  /// order first: on the preferred side first (earlier: ancestors come before an object in
  /// tree order; later: descendants come after it), then on the other side.
  package func nearby(_ index: Int, preferringEarlier: Bool, where include: (Int) -> Bool)
    -> [Int]
  {
    let order = treeOrder
    guard let position = order.firstIndex(of: index) else { return order.filter(include) }
    let before = order[..<position].reversed().filter(include)
    let after = order[(position + 1)...].filter(include)
    return preferringEarlier ? before + after : after + before
  }

  /// The indices of ``objects`` in tree order: that of the final records, then any object
  /// they leave out, in ``objects`` order.
  package var treeOrder: [Int] {
    var listed = [Bool](repeating: false, count: objects.count)
    var order: [Int] = []
    order.reserveCapacity(objects.count)
    for final in finalSlots where objects.indices.contains(Int(final.object)) {
      guard !listed[Int(final.object)] else { continue }
      listed[Int(final.object)] = true
      order.append(Int(final.object))
    }
    for index in objects.indices where !listed[index] { order.append(index) }
    return order
  }

  /// `a, b, c`, with `…` after the eighth.
  package static func list(_ names: [String]) -> String {
    names.count <= 8
      ? names.joined(separator: ", ") : names.prefix(8).joined(separator: ", ") + ", …"
  }
}

extension TraceObjectKind {
  /// `a table view`, `a view controller`: the kind in a sentence.
  package var phrase: String {
    switch self {
    case .window: "the window"
    case .statusBar: "the status bar"
    case .viewController: "a view controller"
    case .navigationController: "a navigation controller"
    case .tabBarController: "a tab bar controller"
    case .hostingController: "a hosting controller"
    case .splitViewController: "a split view controller"
    case .pageViewController: "a page view controller"
    case .view: "a view"
    case .scrollView: "a scroll view"
    case .tableView: "a table view"
    case .collectionView: "a collection view"
    case .webView: "a web view"
    case .navigationBar: "a navigation bar"
    case .toolbar: "a toolbar"
    case .tabBar: "a tab bar"
    case .keyboard: "the keyboard"
    case .swiftUIView: "a SwiftUI view"
    case .swiftUIScrollView: "a SwiftUI scroll view"
    }
  }
}
