/// How many controllers and views a controller tree holds, as ``ViewTreeDepth`` counts them:
/// every node of the tree, whether or not its view is loaded at the first display.
package struct ScenarioTreeSize: Sendable {
  package var controllers = 0
  package var views = 0

  package init(controllers: Int = 0, views: Int = 0) {
    self.controllers = controllers
    self.views = views
  }

  /// At most how many trace objects the tree makes: its controllers and views, the three bars
  /// a controller can have, the window, the status bar and the keyboard.
  package var objects: Int { views + 4 * controllers + 3 }
}
