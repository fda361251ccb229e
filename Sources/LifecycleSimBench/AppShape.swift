/// A generated scenario shaped like a real app: a tab bar controller with a feed and a settings
/// tab, each a navigation controller over a screen that holds a table view and a content view,
/// under which the remaining views form a tree four children wide (cards with labels, now and
/// then a horizontal scroll view or a collection view), and a list of events.
///
/// The same parameters always give the same bytes.
struct AppShape {
  /// Which events the scenario runs.
  enum Mix: String, CaseIterable {
    /// Leaf events only, without pushes and pops: frames, content insets and sizes,
    /// `setNeedsLayout`, so that a leaf event's cost can be quoted on its own.
    case leaf
    /// Leaf events only: frames, content insets and sizes, `setNeedsLayout`, pushes and pops of
    /// small screens.
    case light
    /// Leaf events plus rotations, the keyboard, the status bar, tab switches and additional
    /// safe-area insets: about one event in ten touches every view on screen.
    case mixed
    /// Scrolls only: the feed's table, under a large title, to offsets that cross the title's
    /// zone back and forth, so that the bar, the feed's safe area and the table's inset follow
    /// about one scroll in three.
    case scroll
    /// Pushes and pops only: a small screen pushed onto the feed, then popped, again and
    /// again, so that the cost of a push/pop pair can be quoted at any number of pairs.
    case pushpop
  }

  /// The number of view nodes in the scenario, before the screens pushed by events.
  var views: Int
  var events: Int
  var mix: Mix

  /// The views the pushed screens add, each.
  static let pushedViews = 5

  /// The scenario as JSON text.
  func json() -> String {
    var out = ""
    out.reserveCapacity(views * 80 + events * 120 + 1024)
    var writer = Writer(out: out)
    writer.scenario(self)
    return writer.out
  }

  /// Writes the JSON, keeping the names of the views events may address.
  private struct Writer {
    var out: String
    var nextView = 0
    /// The feed's views placed by a frame: `setFrame` and `setNeedsLayout` target them.
    var framed: [Int] = []
    /// The feed is being written: its framed views are kept.
    var inFeed = true

    mutating func scenario(_ shape: AppShape) {
      let feedViews = max(3, shape.views - shape.views / 10)
      let settingsViews = max(3, shape.views - feedViews)
      out += """
        {"format":"lifecycle-scenario/1","name":"bench-app-\(shape.views)-\(shape.events)-\
        \(shape.mix.rawValue)","device":"iPhone X","ios":"17.0","root":{"tabBarController":\
        {"name":"Tabs","tabs":[
        """
      tab(
        navigation: "FeedNav", screen: "Feed", views: feedViews, largeTitles: shape.mix == .scroll)
      out += ","
      inFeed = false
      tab(navigation: "SettingsNav", screen: "Settings", views: settingsViews)
      out += "]}},\"events\":["
      for index in 0..<shape.events {
        if index > 0 { out += "," }
        event(index, mix: shape.mix)
      }
      out += "]}"
    }

    mutating func tab(navigation: String, screen: String, views: Int, largeTitles: Bool = false) {
      let bar = largeTitles ? "\"navigationBar\":{\"prefersLargeTitles\":true}," : ""
      out += """
        {"navigationController":{"name":"\(navigation)",\(bar)"stack":[{"viewController":{"name":\
        "\(screen)","view":{"subviews":[{"tableView":{"name":"\(screen)Table","layout":"fill",\
        "contentSize":[375,\(min(views, 200_000) * 4)]}},{"view":{"name":"\(screen)Content","layout":\
        "safeArea","subviews":[
        """
      // The root view, the table and the content view are three of the screen's views.
      tree(count: views - 3)
      out += "]}}]}}}]}}"
    }

    /// Writes `count` views as the subviews of one parent: a tree four children wide, filled
    /// breadth first, so that depth grows as log4(count).
    mutating func tree(count: Int) {
      guard count > 0 else { return }
      // children[i] holds the indices (in 0..<count) of node i's children; roots are 0..<4.
      var children = [[Int]](repeating: [], count: count)
      let width = 4
      for node in width..<max(width, count) {
        children[(node - width) / width].append(node)
      }
      for root in 0..<min(width, count) {
        if root > 0 { out += "," }
        node(root, children: children)
      }
    }

    mutating func node(_ index: Int, children: [[Int]]) {
      let id = nextView
      nextView += 1
      let kind: String
      var extra = ""
      let leaf = children[index].isEmpty
      if index % 200 == 199 && leaf {
        kind = "collectionView"
      } else if index % 40 == 39 {
        kind = "scrollView"
        extra = ",\"contentSize\":[\(600 + index % 400),120]"
      } else {
        kind = "view"
      }
      let placement: String
      if index % 7 == 3 {
        placement = "\"layout\":\"margins\""
      } else if index % 11 == 5 {
        placement = "\"layout\":\"safeArea\""
      } else {
        placement = "\"frame\":[\(index % 16 * 2),\(index % 64 * 3),\(100 + index % 200),44]"
        if inFeed { framed.append(id) }
      }
      out += "{\"\(kind)\":{\"name\":\"v\(id)\",\(placement)\(extra)"
      if !leaf {
        out += ",\"subviews\":["
        for (position, child) in children[index].enumerated() {
          if position > 0 { out += "," }
          self.node(child, children: children)
        }
        out += "]"
      }
      out += "}}"
    }

    /// A framed view chosen by `index`, spread over the tree.
    func framedView(_ index: Int) -> String {
      guard !framed.isEmpty else { return "FeedContent" }
      return "v\(framed[(index &* 7919) % framed.count])"
    }

    mutating func event(_ index: Int, mix: Mix) {
      // One event a second: every animation (at most half a second) ends before the next.
      let at = "{\"at\":\(index + 1),"
      // The leaf mix sets a frame where the others push or pop.
      let step = mix == .leaf && [2, 3, 18, 19].contains(index % 20) ? 0 : index % 20
      let heavy = mix == .mixed
      if mix == .scroll {
        // From the rest under the large bar (−140) to 460 and back, in steps of 37 points.
        out += "\(at)\"scroll\":{\"view\":\"FeedTable\",\"offset\":[0,\(index * 37 % 600 - 140)]}}"
        return
      }
      if mix == .pushpop {
        if index % 2 == 0 { push(index, at: at) } else { pop(at: at) }
        return
      }
      switch step {
      case 2, 18: push(index, at: at)
      case 3, 19: pop(at: at)
      case 1, 17:
        out += """
          \(at)"setContentInset":{"view":"FeedTable","insets":[\(index % 30),0,\(index % 7),0]}}
          """
      case 5:
        out += """
          \(at)"setContentSize":{"view":"FeedTable","size":[375,\(1000 + index % 5000)]}}
          """
      case 16:
        out += "\(at)\"setNeedsLayout\":{\"view\":\"\(framedView(index))\"}}"
      case 6 where heavy: out += "\(at)\"showKeyboard\":{\"height\":\"system\"}}"
      case 7 where heavy: out += "\(at)\"hideKeyboard\":{}}"
      case 8 where heavy:
        out += "\(at)\"selectTab\":{\"tabBarController\":\"Tabs\",\"index\":1}}"
      case 9 where heavy:
        out += "\(at)\"selectTab\":{\"tabBarController\":\"Tabs\",\"index\":0}}"
      case 10 where heavy:
        out += """
          \(at)"setAdditionalSafeAreaInsets":{"controller":"Feed","insets":[0,0,\(index % 20),0]}}
          """
      case 12 where heavy:
        out += "\(at)\"setStatusBarHidden\":{\"controller\":\"Feed\",\"hidden\":true}}"
      case 13 where heavy:
        out += "\(at)\"setStatusBarHidden\":{\"controller\":\"Feed\",\"hidden\":false}}"
      case 14 where heavy: out += "\(at)\"rotate\":\"landscapeLeft\"}"
      case 15 where heavy: out += "\(at)\"rotate\":\"portrait\"}"
      default:
        out += """
          \(at)"setFrame":{"view":"\(framedView(index))","frame":[\(index % 9),\(index % 50),\
          \(120 + index % 100),44]}}
          """
      }
    }

    /// A push of a small screen (a scroll view over three views) onto the feed's navigation
    /// controller, named after the event's index.
    mutating func push(_ index: Int, at: String) {
      out += """
        \(at)"push":{"navigationController":"FeedNav","controller":{"viewController":\
        {"name":"Detail\(index)","view":{"subviews":[{"scrollView":{"name":"d\(index).scroll",\
        "layout":"fill","contentSize":[375,1200],"subviews":[{"view":{"name":"d\(index).0",\
        "frame":[0,0,375,200]}},{"view":{"name":"d\(index).1","frame":[16,216,343,44]}},\
        {"view":{"name":"d\(index).2","frame":[16,276,343,400]}}]}}]}}}}}
        """
    }

    /// A pop of the feed's navigation controller.
    mutating func pop(at: String) {
      out += "\(at)\"pop\":{\"navigationController\":\"FeedNav\"}}"
    }
  }
}
