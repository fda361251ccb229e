import LifecycleSimCore
import LifecycleSimSupport

extension ScenarioDecoder {
  /// The SwiftUI node kinds of a `rootView` (docs/scenario-format.md#swiftui-views).
  static let swiftUIKinds = [
    "vstack", "hstack", "zstack", "text", "color", "spacer", "geometryReader", "scrollView",
    "list", "form", "navigationStack", "navigationView", "tabView", "textField",
    "viewRepresentable", "viewControllerRepresentable", "navigationSplitView",
  ]

  /// The keys every SwiftUI node takes, and those of each kind.
  private static func swiftUIKeys(of kind: String) -> [String] {
    var keys = ["name", "modifiers"]
    switch kind {
    case "vstack", "hstack": keys += ["children", "spacing", "alignment"]
    case "zstack": keys += ["children", "alignment"]
    case "text": keys += ["size"]
    case "spacer": keys += ["minLength"]
    case "geometryReader", "list", "form": keys += ["children"]
    case "scrollView": keys += ["children", "axes"]
    case "navigationStack", "navigationView":
      keys += ["children", "title", "displayMode", "toolbarMinimization"]
    case "tabView": keys += ["children", "selectedIndex"]
    case "textField": keys += ["height"]
    case "viewControllerRepresentable": keys += ["controller"]
    case "navigationSplitView": keys += ["children"] + Self.swiftUISplitViewKeys
    default: break
    }
    return keys
  }

  /// A SwiftUI node written `{ "kind": { … } }`.
  ///
  /// It recurses once a level of views, and stops at ``SwiftUILimits/maximumDepth``: a node
  /// below it is reported, once a `rootView`, and not decoded, so that the recursion stays as
  /// shallow as the limit and not as deep as the JSON nesting allows (docs/scenario-format.md#limits).
  package mutating func swiftUINode(_ value: JSONNode, path: ScenarioPath) -> SwiftUINode? {
    swiftUINesting.depth += 1
    defer {
      swiftUINesting.depth -= 1
      if swiftUINesting.depth == 0 { swiftUINesting.reported = false }
    }
    guard swiftUINesting.depth <= SwiftUILimits.maximumDepth else {
      if !swiftUINesting.reported {
        swiftUINesting.reported = true
        report(
          path, value.location,
          "SwiftUI views are nested more than \(SwiftUILimits.maximumDepth) levels deep",
          fix:
            "nest at most \(SwiftUILimits.maximumDepth) levels of views (children and modifier content)"
        )
      }
      return nil
    }
    guard
      let (kind, body) = kindedNode(
        value, path: path, kinds: Self.swiftUIKinds, what: "SwiftUI view")
    else { return nil }
    guard let fields = object(body, path: path, keys: Self.swiftUIKeys(of: kind)) else {
      return nil
    }
    var node = SwiftUINode(swiftUIKind(kind, fields, path: path), location: value.location)
    node.sourcePath = path.description
    node.name = fields["name"].flatMap { string($0, path: "\(path).name") }
    swiftUIModifiers(fields, path: path, into: &node)
    swiftUIChildren(fields, path: path, into: &node)
    return node
  }

  /// Decodes the `modifiers` of a SwiftUI node into `node`.
  private mutating func swiftUIModifiers(
    _ fields: Fields, path: ScenarioPath, into node: inout SwiftUINode
  ) {
    guard let v = fields["modifiers"], let items = array(v, path: "\(path).modifiers") else {
      return
    }
    for (index, item) in items.enumerated() {
      if let modifier = swiftUIModifier(item, path: path.appending("modifiers", index)) {
        node.modifiers.append(modifier)
        node.modifierLocations.append(item.location)
      }
    }
  }

  /// Decodes the `children` of a SwiftUI node into `node`.
  private mutating func swiftUIChildren(
    _ fields: Fields, path: ScenarioPath, into node: inout SwiftUINode
  ) {
    guard let v = fields["children"], let items = array(v, path: "\(path).children") else {
      return
    }
    for (index, item) in items.enumerated() {
      if let child = swiftUINode(item, path: path.appending("children", index)) {
        node.children.append(child)
      }
    }
  }

  /// The kind of the SwiftUI node `kind` with `fields`, not its modifiers or children.
  ///
  /// Kept out of ``swiftUINode(_:path:)``, which recurses once a level of views, so that its frame stays
  /// small in a debug build (docs/scenario-format.md#limits).
  private mutating func swiftUIKind(_ kind: String, _ fields: Fields, path: ScenarioPath)
    -> SwiftUIKind
  {
    func alignment(_ fallback: SwiftUIAlignment, among allowed: [SwiftUIAlignment])
      -> SwiftUIAlignment
    {
      guard let v = fields["alignment"],
        let chosen = choice(v, path: "\(path).alignment", SwiftUIAlignment.self)
      else { return fallback }
      guard allowed.contains(chosen) else {
        report(
          "\(path).alignment", v.location, "a \(kind) does not align \"\(chosen.rawValue)\"",
          fix: "use \(Self.quotedList(allowed.map(\.rawValue)))")
        return fallback
      }
      return chosen
    }
    let spacing = fields["spacing"].flatMap { length($0, path: "\(path).spacing", "spacing") }
    let swiftUIKind: SwiftUIKind
    switch kind {
    case "vstack":
      swiftUIKind = .vstack(
        spacing: spacing, alignment: alignment(.center, among: [.leading, .center, .trailing]))
    case "hstack":
      swiftUIKind = .hstack(
        spacing: spacing, alignment: alignment(.center, among: [.top, .center, .bottom]))
    case "zstack":
      swiftUIKind = .zstack(alignment: alignment(.center, among: SwiftUIAlignment.allCases))
    case "text":
      let size = fields.required("size", &self).flatMap { self.size($0, path: "\(path).size") }
      swiftUIKind = .text(size ?? .zero)
    case "color":
      swiftUIKind = .color
    case "spacer":
      swiftUIKind = .spacer(
        minLength: fields["minLength"].flatMap {
          length($0, path: "\(path).minLength", "minLength")
        })
    case "geometryReader":
      swiftUIKind = .geometryReader
    case "scrollView":
      swiftUIKind = .scrollView(
        fields["axes"].flatMap { choice($0, path: "\(path).axes", SwiftUIAxes.self) } ?? .vertical)
    case "list":
      swiftUIKind = .list
    case "form":
      swiftUIKind = .form
    case "navigationStack", "navigationView":
      swiftUIKind = .navigationStack(
        title: fields["title"].flatMap { string($0, path: "\(path).title") },
        displayMode: fields["displayMode"].flatMap {
          choice($0, path: "\(path).displayMode", SwiftUITitleDisplayMode.self)
        } ?? .automatic,
        isView: kind == "navigationView",
        minimization: fields["toolbarMinimization"].flatMap {
          barMinimization($0, path: path.appending("toolbarMinimization"))
        })
    case "tabView":
      swiftUIKind = .tabView(
        selectedIndex: fields["selectedIndex"].flatMap {
          index($0, path: "\(path).selectedIndex")
        } ?? 0)
    case "viewRepresentable":
      swiftUIKind = .viewRepresentable
    case "navigationSplitView":
      swiftUIKind = .navigationSplitView(swiftUISplitViewSpec(fields, path: path))
    case "viewControllerRepresentable":
      swiftUIKind = .viewControllerRepresentable(
        controller: fields.required("controller", &self).flatMap {
          string($0, path: "\(path).controller")
        } ?? "")
    default:
      swiftUIKind = .textField(
        height: fields["height"].flatMap { length($0, path: "\(path).height", "height") })
    }
    return swiftUIKind
  }

  /// A modifier written `{ "name": { … } }`.
  private mutating func swiftUIModifier(_ value: JSONNode, path: ScenarioPath) -> SwiftUIModifier? {
    guard
      let (name, body) = kindedNode(
        value, path: path, kinds: SwiftUIModifier.names, what: "modifier")
    else { return nil }
    let path = path.appending(key: name)
    switch name {
    case "safeAreaInset":
      return safeAreaInset(body, path: path)
    case "background":
      if case .string = body.kind {
        // A colour: `{"background": "green"}` is the ShapeStyle overload.
        return .background(SwiftUINode(.color, location: body.location), isStyle: true)
      }
      guard let node = swiftUINode(body, path: path) else { return nil }
      return .background(node, isStyle: false)
    case "overlay":
      guard let node = swiftUINode(body, path: path) else { return nil }
      return .overlay(node)
    case "inspector":
      guard
        let fields = object(
          body, path: path,
          keys: ["isPresented", "width", "sheet", "detents", "selectedDetent", "content"]),
        let value = fields.required("content", &self),
        let content = swiftUINode(value, path: path.appending("content"))
      else { return nil }
      return .inspector(
        isPresented: fields["isPresented"].flatMap { bool($0, path: "\(path).isPresented") }
          ?? true,
        width: fields["width"].flatMap { length($0, path: "\(path).width", "width") },
        content: content,
        sheet: InspectorSheetSpec(
          name: fields["sheet"].flatMap { string($0, path: "\(path).sheet") },
          detents: sheetConfiguration(fields, path: path)))
    default:
      return plainModifier(name, body, path: path)
    }
  }

  /// A `safeAreaInset` modifier with `body`, at `path` (the modifier's own).
  private mutating func safeAreaInset(_ body: JSONNode, path: ScenarioPath) -> SwiftUIModifier? {
    let keys = ["edge", "alignment", "spacing", "content"]
    guard let fields = object(body, path: path, keys: keys) else { return nil }
    let (edge, alignment, spacing) = safeAreaInsetPlacement(fields, path: path)
    guard let value = fields.required("content", &self),
      let content = swiftUINode(value, path: path.appending("content"))
    else { return nil }
    return .safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
  }

  /// A `safeAreaInset`'s edge, alignment and spacing.
  private mutating func safeAreaInsetPlacement(_ fields: Fields, path: ScenarioPath) -> (
    SwiftUIEdge, SwiftUIAlignment, Double?
  ) {
    let edge =
      fields.required("edge", &self).flatMap {
        choice($0, path: "\(path).edge", SwiftUIEdge.self)
      } ?? .bottom
    let alignment =
      fields["alignment"].flatMap {
        choice($0, path: "\(path).alignment", SwiftUIAlignment.self)
      } ?? .center
    let spacing = fields["spacing"].flatMap { length($0, path: "\(path).spacing", "spacing") }
    return (edge, alignment, spacing)
  }

  /// A modifier without content, `name` with `body`, at `path` (the modifier's own).
  ///
  /// Kept out of ``swiftUIModifier(_:path:)``, which recurses through content, so that its frame stays
  /// small in a debug build.
  private mutating func plainModifier(_ name: String, _ body: JSONNode, path: ScenarioPath)
    -> SwiftUIModifier?
  {
    switch name {
    case "frame":
      let keys = [
        "width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight",
        "maxHeight", "alignment",
      ]
      guard let fields = object(body, path: path, keys: keys) else { return nil }
      var frame = SwiftUIFrame()
      func value(_ key: String) -> Double? {
        guard let v = fields[key] else { return nil }
        if key.hasPrefix("max"), case .string("infinity") = v.kind { return .infinity }
        return length(v, path: "\(path).\(key)", key)
      }
      frame.width = value("width")
      frame.height = value("height")
      frame.minWidth = value("minWidth")
      frame.idealWidth = value("idealWidth")
      frame.maxWidth = value("maxWidth")
      frame.minHeight = value("minHeight")
      frame.idealHeight = value("idealHeight")
      frame.maxHeight = value("maxHeight")
      if let v = fields["alignment"] {
        frame.alignment = choice(v, path: "\(path).alignment", SwiftUIAlignment.self) ?? .center
      }
      if frame.isFlexible && (frame.width != nil || frame.height != nil) {
        report(
          path, body.location, "a frame is fixed (width, height) or flexible (min…, ideal…, max…)",
          fix: "use frame twice to combine them")
      }
      return .frame(frame)
    case "padding", "safeAreaPadding":
      var edges = SwiftUIEdges.all
      var length: Double?
      if case .number = body.kind {
        length = self.length(body, path: "\(path)", "length")
      } else {
        guard let fields = object(body, path: path, keys: ["edges", "length"]) else { return nil }
        if let v = fields["edges"] {
          edges = swiftUIEdges(v, path: path.appending("edges")) ?? .all
        }
        length = fields["length"].flatMap { self.length($0, path: "\(path).length", "length") }
      }
      return name == "padding"
        ? .padding(edges: edges, length: length) : .safeAreaPadding(edges: edges, length: length)
    case "ignoresSafeArea":
      guard let fields = object(body, path: path, keys: ["regions", "edges"]) else { return nil }
      let regions =
        fields["regions"].flatMap {
          choice($0, path: "\(path).regions", SwiftUISafeAreaRegions.self)
        } ?? .all
      let edges =
        fields["edges"].flatMap { swiftUIEdges($0, path: path.appending("edges")) } ?? .all
      return .ignoresSafeArea(regions: regions, edges: edges)
    case "edgesIgnoringSafeArea":
      guard let fields = object(body, path: path, keys: ["edges"]) else { return nil }
      let edges =
        fields["edges"].flatMap { swiftUIEdges($0, path: path.appending("edges")) } ?? .all
      return .edgesIgnoringSafeArea(edges)
    case "task":
      // `.task { … }`: the body takes no keys (the work itself is the app's).
      guard object(body, path: path, keys: []) != nil else { return nil }
      return .task
    default:
      return nil
    }
  }

  /// An edge set: a name (`"all"`, `"horizontal"`, `"top"`, …) or a list of names.
  private mutating func swiftUIEdges(_ value: JSONNode, path: ScenarioPath) -> SwiftUIEdges? {
    let items: [(JSONNode, String)]
    switch value.kind {
    case .array(let list):
      items = list.enumerated().map { ($1, "\(path)[\($0)]") }
    default:
      items = [(value, path.description)]
    }
    var edges: SwiftUIEdges = []
    for (item, itemPath) in items {
      guard let name = string(item, path: itemPath) else { return nil }
      guard let edge = SwiftUIEdges.names.first(where: { $0.0 == name })?.1 else {
        let names = SwiftUIEdges.names.map(\.0)
        report(
          itemPath, item.location, "unknown edge \"\(name)\"",
          fix: Suggestion.closest(to: name, among: names).map { "did you mean \"\($0)\"?" }
            ?? "use one of \(Self.quotedList(names))")
        return nil
      }
      edges.formUnion(edge)
    }
    return edges
  }
}
