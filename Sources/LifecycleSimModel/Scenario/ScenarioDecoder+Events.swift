import LifecycleSimCore
import LifecycleSimSupport

extension ScenarioDecoder {
  /// An event: `{ "at": SECONDS, ACTION: ARGUMENT }`.
  package mutating func event(_ value: JSONNode, path: ScenarioPath) -> ScenarioEvent? {
    guard let members = members(of: value, path: path) else { return nil }
    var at: Double?
    var actions: [JSONNode.Member] = []
    for member in members {
      if member.hasKey("at") {
        at = length(member.value, path: "\(path).at", "time")
      } else if EventAction.allNames.contains(where: member.hasKey) {
        actions.append(member)
      } else {
        let suggestion = Suggestion.closest(to: member.key, among: ["at"] + EventAction.allNames)
        report(
          "\(path).\(member.key)", member.keyLocation, "unknown event key \"\(member.key)\"",
          fix: suggestion.map { "did you mean \"\($0)\"?" }
            ?? "an event is { \"at\": …, ACTION: … }")
        return nil
      }
    }
    if !members.contains(where: { $0.hasKey("at") }) {
      report(path, value.location, "missing required key \"at\"", fix: "add the time in seconds")
    }
    guard actions.count == 1 else {
      report(
        path, value.location,
        actions.isEmpty ? "an event needs an action" : "an event has exactly one action",
        fix: "one of \(Self.quotedList(EventAction.allNames))")
      return nil
    }
    let member = actions[0]
    guard let at,
      let action = action(member.key, member.value, path: path.appending(key: member.key))
    else { return nil }
    var event = ScenarioEvent(at: at, action, location: value.location)
    event.sourcePath = path.description
    return event
  }

  private mutating func action(_ name: String, _ value: JSONNode, path: ScenarioPath)
    -> EventAction?
  {
    if name == "rotate" {
      return choice(value, path: "\(path)", Orientation.self).map(EventAction.rotate)
    }
    if name == "swiftUI" {
      return swiftUIEvent(value, path: path).map(EventAction.swiftUI)
    }
    if name == "window" {
      return window(value, path: path).map(EventAction.resizeWindow)
    }
    if name == "split" {
      return splitEvent(value, path: path)
    }
    if name == "page" {
      return pageChange(value, path: path).map(EventAction.changePage)
    }
    if name == "detent" {
      return detentChange(value, path: path).map(EventAction.changeDetent)
    }
    if name == "dismissDrag" {
      return dismissDrag(value, path: path).map(EventAction.interactiveDismissal)
    }
    let keys: [String]
    switch name {
    case "setStatusBarHidden": keys = ["controller", "hidden", "animated"]
    case "setNavigationBarHidden", "setToolbarHidden":
      keys = ["navigationController", "hidden", "animated"]
    case "push": keys = ["navigationController", "controller", "animated"]
    case "pop": keys = ["navigationController", "animated"]
    case "interactivePop": keys = ["navigationController", "completes", "duration"]
    case "present":
      keys =
        ["from", "controller", "style", "animated", "detents", "selectedDetent"]
        + Self.popoverKeys
    case "dismiss": keys = ["controller", "animated"]
    case "selectTab": keys = ["tabBarController", "index"]
    case "setAdditionalSafeAreaInsets": keys = ["controller", "insets"]
    case "setContentInset": keys = ["view", "insets"]
    case "setContentSize": keys = ["view", "size"]
    case "setContentInsetAdjustmentBehavior": keys = ["view", "behavior"]
    case "setFrame": keys = ["view", "frame"]
    case "addChild": keys = ["parent", "controller", "in", "layout"]
    case "removeChild": keys = ["controller"]
    case "showKeyboard": keys = ["height", "duration"]
    case "hideKeyboard": keys = ["duration"]
    case "setNeedsLayout": keys = ["view"]
    case "scroll": keys = ["view", "offset", "animated", "duration", "frames"]
    case "setSearchActive": keys = ["controller", "active"]
    default: keys = ["controller", "hidden"]
    }
    guard let fields = object(value, path: path, keys: keys) else { return nil }
    func text(_ key: String) -> String? {
      fields.required(key, &self).flatMap { string($0, path: "\(path).\(key)") }
    }
    func flag(_ key: String) -> Bool? {
      fields.required(key, &self).flatMap { bool($0, path: "\(path).\(key)") }
    }
    let animated = fields["animated"].flatMap { bool($0, path: "\(path).animated") } ?? true
    func node() -> ControllerNode? {
      // Events are few: their controllers keep the path as written.
      var node = fields.required("controller", &self).flatMap {
        controller($0, path: path.appending("controller"))
      }
      node?.sourcePath = "\(path).controller"
      return node
    }
    switch name {
    case "setStatusBarHidden":
      guard let c = text("controller"), let h = flag("hidden") else { return nil }
      return .setStatusBarHidden(controller: c, hidden: h, animated: animated)
    case "setNavigationBarHidden":
      guard let n = text("navigationController"), let h = flag("hidden") else { return nil }
      return .setNavigationBarHidden(navigationController: n, hidden: h, animated: animated)
    case "setToolbarHidden":
      guard let n = text("navigationController"), let h = flag("hidden") else { return nil }
      return .setToolbarHidden(navigationController: n, hidden: h, animated: animated)
    case "push":
      guard let n = text("navigationController"), let c = node() else { return nil }
      return .push(navigationController: n, controller: c, animated: animated)
    case "pop":
      guard let n = text("navigationController") else { return nil }
      return .pop(navigationController: n, animated: animated)
    case "interactivePop":
      let duration = fields["duration"].flatMap { length($0, path: "\(path).duration", "duration") }
      guard let n = text("navigationController"), let completes = flag("completes") else {
        return nil
      }
      return .interactivePop(navigationController: n, completes: completes, duration: duration)
    case "present":
      let style = fields["style"].flatMap {
        choice($0, path: "\(path).style", PresentationStyle.self)
      }
      let sheet = sheetConfiguration(fields, path: path)
      let popover = popover(fields, path: path)
      guard let from = text("from"), let c = node() else { return nil }
      return .present(
        from: from, controller: c, style: style, animated: animated,
        sheet: sheet, popover: popover)
    case "dismiss":
      guard let c = text("controller") else { return nil }
      return .dismiss(controller: c, animated: animated)
    case "selectTab":
      guard let t = text("tabBarController"),
        let index = fields.required("index", &self).flatMap({
          self.index($0, path: "\(path).index")
        })
      else { return nil }
      return .selectTab(tabBarController: t, index: index)
    case "setAdditionalSafeAreaInsets":
      guard let c = text("controller"),
        let i = fields.required("insets", &self).flatMap({ insets($0, path: "\(path).insets") })
      else { return nil }
      return .setAdditionalSafeAreaInsets(controller: c, insets: i)
    case "setContentInset":
      guard let v = text("view"),
        let i = fields.required("insets", &self).flatMap({ insets($0, path: "\(path).insets") })
      else { return nil }
      return .setContentInset(view: v, insets: i)
    case "setContentSize":
      guard let v = text("view"),
        let s = fields.required("size", &self).flatMap({ size($0, path: "\(path).size") })
      else { return nil }
      return .setContentSize(view: v, size: s)
    case "setContentInsetAdjustmentBehavior":
      guard let v = text("view"),
        let b = fields.required("behavior", &self).flatMap({
          choice($0, path: "\(path).behavior", ContentInsetAdjustmentBehavior.self)
        })
      else { return nil }
      return .setContentInsetAdjustmentBehavior(view: v, behavior: b)
    case "setFrame":
      guard let v = text("view"),
        let f = fields.required("frame", &self).flatMap({ rect($0, path: "\(path).frame") })
      else { return nil }
      return .setFrame(view: v, frame: f)
    case "addChild":
      let container = fields["in"].flatMap { string($0, path: "\(path).in") }
      let layout = fields["layout"].flatMap { self.layout($0, path: "\(path).layout") } ?? .fill
      guard let p = text("parent"), let c = node() else { return nil }
      return .addChild(parent: p, controller: c, containerView: container, layout: layout)
    case "removeChild":
      guard let c = text("controller") else { return nil }
      return .removeChild(controller: c)
    case "showKeyboard":
      let duration = fields["duration"].flatMap { length($0, path: "\(path).duration", "duration") }
      guard let heightValue = fields.required("height", &self) else { return nil }
      let height: KeyboardHeight
      if case .string(let text) = heightValue.kind {
        guard text == "system" else {
          report(
            "\(path).height", heightValue.location, "unknown keyboard height \"\(text)\"",
            fix: "give the height in points, or \"system\" for the device's measured height")
          return nil
        }
        height = .system
      } else if let points = length(heightValue, path: "\(path).height", "keyboard height") {
        height = .points(points)
      } else {
        return nil
      }
      return .showKeyboard(height: height, duration: duration)
    case "hideKeyboard":
      return .hideKeyboard(
        duration: fields["duration"].flatMap { length($0, path: "\(path).duration", "duration") })
    case "setNeedsLayout":
      guard let v = text("view") else { return nil }
      return .setNeedsLayout(view: v)
    case "scroll":
      let animated = fields["animated"].flatMap { bool($0, path: "\(path).animated") } ?? false
      let duration = fields["duration"].flatMap {
        length($0, path: "\(path).duration", "duration")
      }
      let frames = fields["frames"].flatMap { index($0, path: "\(path).frames") }
      if !animated, let key = ["duration", "frames"].first(where: { fields[$0] != nil }),
        let value = fields[key]
      {
        report(
          "\(path).\(key)", value.location, "\"\(key)\" times an animated scroll only",
          fix: "add \"animated\": true, or remove \"\(key)\"")
        return nil
      }
      guard let v = text("view"),
        let o = fields.required("offset", &self).flatMap({ point($0, path: "\(path).offset") })
      else { return nil }
      return animated
        ? .animatedScroll(view: v, offset: o, duration: duration, frames: frames)
        : .scroll(view: v, offset: o)
    case "setSearchActive":
      guard let c = text("controller"), let a = flag("active") else { return nil }
      return .setSearchActive(controller: c, active: a)
    default:
      guard let c = text("controller"), let h = flag("hidden") else { return nil }
      return .setHomeIndicatorAutoHidden(controller: c, hidden: h)
    }
  }
}
