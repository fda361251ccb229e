import LifecycleSimCore
import LifecycleSimSupport

extension ScenarioValidator {
  /// Checks a split view controller, then the controllers of its columns; kept out of
  /// ``checkController(_:path:)`` so that the recursion's frame stays small in a debug build.
  @inline(never)
  mutating func checkSplitViewController(_ node: ControllerNode, path: ScenarioPath) {
    guard case .splitViewController(let spec) = node.kind else { return }
    checkSplitView(spec, of: node, path: path)
    for entry in spec.columns {
      checkController(entry.controller, path: path.appending(entry.column.key))
    }
    checkContainerView(node, path: path)
  }

  /// Checks a split view controller's settings against its style and the iOS version
  /// (docs/scenario-format.md#split-view-controllers): the columns each style needs and takes,
  /// column styles from iOS 14, the two-column display modes in a triple column split only, and
  /// widths in range.
  mutating func checkSplitView(_ spec: SplitViewSpec, of node: ControllerNode, path: ScenarioPath) {
    let style = spec.style
    splitStyles[node.name] = style
    if style.hasColumns, let ios, ios.major < 14 {
      report(
        "\(path).style", node.location,
        "the \"\(style.rawValue)\" style needs iOS 14 or later; this scenario uses iOS \(ios)",
        fix: "use \"ios\": \"14.0\" or later, or \"style\": \"classic\"")
    }
    let present = Set(spec.columns.map(\.column))
    let needed: [SplitColumn] =
      style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    for column in needed where !present.contains(column) && !namesMayBeMissing {
      report(
        path, node.location,
        "a \(style.rawValue) split view controller needs a controller in \"\(column.rawValue)\"",
        fix: "add \"\(column.rawValue)\": { … } with the column's controller")
    }
    if present.contains(.supplementary) && style != .tripleColumn {
      report(
        "\(path).supplementary", node.location,
        "only a tripleColumn split view controller has a supplementary column",
        fix: "use \"style\": \"tripleColumn\", or remove \"supplementary\"")
    }
    if present.contains(.compact) && !style.hasColumns {
      report(
        "\(path).compact", node.location,
        "only a doubleColumn or tripleColumn split view controller has a compact column",
        fix: "use a column style, or remove \"compact\"")
    }
    if spec.preferredDisplayMode.showsTwoColumns && style != .tripleColumn {
      report(
        "\(path).preferredDisplayMode", node.location,
        "the display mode \"\(spec.preferredDisplayMode.rawValue)\" shows two sidebars, which only a tripleColumn split view controller has",
        fix: "use \"style\": \"tripleColumn\", or a \"oneBesideSecondary\"-style mode")
    }
    if spec.preferredSplitBehavior != .automatic && !style.hasColumns {
      report(
        "\(path).preferredSplitBehavior", node.location,
        "preferredSplitBehavior exists for the column styles only (iOS 14+)",
        fix: "use \"style\": \"doubleColumn\" or \"tripleColumn\", or remove it")
    }
    checkColumnWidth(
      spec.preferredPrimaryColumnWidth, at: "\(path).preferredPrimaryColumnWidth", node.location)
    checkColumnWidth(
      spec.preferredSupplementaryColumnWidth, at: "\(path).preferredSupplementaryColumnWidth",
      node.location)
    if spec.preferredSupplementaryColumnWidth != nil && style != .tripleColumn {
      report(
        "\(path).preferredSupplementaryColumnWidth", node.location,
        "only a tripleColumn split view controller has a supplementary column",
        fix: "use \"style\": \"tripleColumn\", or remove preferredSupplementaryColumnWidth")
    }
  }

  /// Checks a column width, a split view controller's preferred one or a SwiftUI split view's:
  /// above 0 and at most ``SplitViewRule/maximumColumnWidth``.
  mutating func checkColumnWidth(_ width: Double?, at path: String, _ location: TextLocation?) {
    guard let width, !(width > 0 && width <= SplitViewRule.maximumColumnWidth) else { return }
    report(
      path, location,
      "the column width \(PointFormatting.string(width)) is out of range",
      fix:
        "use a width above 0 and at most \(PointFormatting.string(SplitViewRule.maximumColumnWidth)) points, or leave it out for 320"
    )
  }

  /// Checks a `split` event's change against the named split view's style.
  ///
  /// `show` and `hide` take the column styles' columns (not `compact`, and `hide` not
  /// `secondary`, which UIKit refuses); a display mode that shows two sidebars needs a triple
  /// column split (docs/scenario-format.md#split-events). A name of another kind is reported
  /// with the references.
  mutating func checkSplitChange(
    _ change: SplitViewChange, of name: String, path: String, _ location: TextLocation?
  ) {
    guard let style = splitStyles[name] else { return }
    let changePath = "\(path).\(change.key)"
    switch change {
    case .show(let column), .hide(let column):
      if !style.hasColumns {
        report(
          changePath, location,
          "\"\(name)\" is a classic split view controller; show(_:) and hide(_:) take a column of a doubleColumn or tripleColumn split (iOS 14+)",
          fix:
            "set the display mode instead: \"displayMode\": \"oneBesideSecondary\" or \"secondaryOnly\""
        )
      } else if column == .compact {
        report(
          changePath, location,
          "the compact column is shown only while the split view is collapsed; it cannot be shown or hidden",
          fix:
            "name \"primary\", \"secondary\"\(style == .tripleColumn ? " or \"supplementary\"" : "")"
        )
      } else if column == .supplementary && style != .tripleColumn {
        report(
          changePath, location,
          "\"\(name)\" is a doubleColumn split view controller; only a tripleColumn one has a supplementary column",
          fix: "name \"primary\" or \"secondary\"")
      } else if column == .secondary, case .hide = change {
        report(
          changePath, location, "hide(_:) does not hide the secondary column (UIKit refuses it)",
          fix: "hide the sidebars instead, or set \"displayMode\": \"secondaryOnly\"")
      }
    case .displayMode(let mode):
      if mode.showsTwoColumns && style != .tripleColumn {
        report(
          changePath, location,
          "the display mode \"\(mode.rawValue)\" shows two sidebars, which only a tripleColumn split view controller has",
          fix:
            "use \"oneBesideSecondary\", \"oneOverSecondary\", \"secondaryOnly\" or \"automatic\"")
      }
    }
  }
}
