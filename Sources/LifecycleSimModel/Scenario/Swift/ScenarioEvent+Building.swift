extension ScenarioEvent {
  /// An event at `time` seconds after the initial display starts.
  ///
  /// ```swift
  /// events: [
  ///   .at(1, .push(.controller("Detail"), on: "Nav")),
  ///   .at(2, .rotate(.landscapeLeft)),
  ///   .at(3, .pop(navigationController: "Nav", animated: false)),
  /// ]
  /// ```
  public static func at(_ time: Double, _ action: EventAction) -> ScenarioEvent {
    ScenarioEvent(at: time, action)
  }
}

extension EventAction {
  /// `push`: pushes `controller` on the navigation controller named `navigationController`.
  public static func push(
    _ controller: ControllerNode, on navigationController: String, animated: Bool = true
  ) -> EventAction {
    .push(navigationController: navigationController, controller: controller, animated: animated)
  }

  /// `present`: presents `controller` from the controller named `presenter`, as a sheet resting
  /// at `detents` when given (iOS 15+), or as a popover set up by `popover`.
  ///
  /// ```swift
  /// .present(.controller("Sheet"), from: "List", detents: [.medium, .large])
  /// .present(
  ///   .controller("Tools"), from: "List", style: .popover,
  ///   popover: PopoverConfiguration(sourceView: "Button", preferredContentSize: Size(width: 240, height: 180)))
  /// ```
  public static func present(
    _ controller: ControllerNode, from presenter: String, style: PresentationStyle? = nil,
    detents: [SheetDetent] = [], selectedDetent: SheetDetent? = nil, animated: Bool = true,
    popover: PopoverConfiguration = PopoverConfiguration()
  ) -> EventAction {
    .present(
      from: presenter, controller: controller, style: style, animated: animated,
      sheet: SheetConfiguration(detents: detents, selectedDetent: selectedDetent),
      popover: popover)
  }

  /// `addChild`: adds `controller` to the controller named `parent` by containment, its view in
  /// the parent's view named `containerView` (the root view by default).
  public static func addChild(
    _ controller: ControllerNode, to parent: String, in containerView: String? = nil,
    layout: Layout = .fill
  ) -> EventAction {
    .addChild(parent: parent, controller: controller, containerView: containerView, layout: layout)
  }
}

extension EventAction {
  /// `page`: the app's `setViewControllers` on the page view controller named `pageView`,
  /// showing its page at `index`.
  ///
  /// ```swift
  /// .page("Pages", to: 2)
  /// .page("Pages", to: 0, direction: .reverse, animated: false)
  /// ```
  public static func page(
    _ pageView: String, to index: Int, direction: PageDirection? = nil, animated: Bool = true
  ) -> EventAction {
    .changePage(
      PageChange(controller: pageView, to: index, direction: direction, animated: animated))
  }

  /// `page` with `interactive`: the user swipes the page view controller named `pageView` to
  /// its next or previous page, `index`; the swipe completes or springs back.
  ///
  /// ```swift
  /// .swipe("Pages", to: 2, completes: false)
  /// ```
  public static func swipe(
    _ pageView: String, to index: Int, completes: Bool = true, duration: Double? = nil
  ) -> EventAction {
    .changePage(
      PageChange(
        controller: pageView, to: index, interactive: true, completes: completes,
        duration: duration))
  }
}

extension EventAction {
  /// `detent`: the sheet the controller named `sheet` is presented in comes to rest at
  /// `detent`, by the user's drag or the app's `selectedDetentIdentifier` (animated inside
  /// `animateChanges(_:)` unless `animated` is `false`).
  ///
  /// ```swift
  /// .detent("Sheet", to: .large, by: .user)
  /// .detent("Sheet", to: .medium, animated: false)
  /// ```
  public static func detent(
    _ sheet: String, to detent: SheetDetent, by cause: DetentChangeCause = .program,
    animated: Bool = true
  ) -> EventAction {
    .changeDetent(DetentChange(controller: sheet, to: detent, by: cause, animated: animated))
  }
}

extension EventAction {
  /// `dismissDrag`: the user drags the sheet the controller named `sheet` is presented in down
  /// to dismiss it; it is dismissed when `completes`, else it springs back.
  ///
  /// ```swift
  /// .dismissDrag("Sheet", completes: false)
  /// ```
  public static func dismissDrag(_ sheet: String, completes: Bool, duration: Double? = nil)
    -> EventAction
  {
    .interactiveDismissal(DismissDrag(controller: sheet, completes: completes, duration: duration))
  }
}
