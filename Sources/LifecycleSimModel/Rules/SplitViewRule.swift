package import LifecycleSimCore

/// Where a split view controller puts its columns (docs/behaviour.md#split-view-controllers).
///
/// Expanded (regular width): a classic split shows the primary at 320 pt, a 1-pt divider and the
/// secondary in the rest (WEB-890); a column style's primary view is 100 pt wider than its column
/// and starts 100 pt before the leading edge, its safe area's leading inset carrying the 100
/// (WEB-891, iOS 14–18); from iOS 26 the sidebar floats over the column after it, which spans
/// the width beneath it with the covered width as its leading inset (WEB-892; the number is
/// unverified, docs/behaviour.md#c59). Compact width collapses the columns into one: the
/// `compact` column if there is one, else the secondary (docs/behaviour.md#c60).
///
/// ```swift
/// // A classic split on a landscape iPad: primary 320, divider, secondary 703.
/// SplitViewRule.layout(spec, size: Size(width: 1024, height: 768), regularWidth: true,
///   floatingSidebar: false, rightToLeft: false).columns.map(\.frame)
/// // [(0,0,320,768), (321,0,703,768)]
/// ```
package enum SplitViewRule {
  /// A column's width when the scenario sets none: UIKit's 320 for the primary (WEB-890), the
  /// same for the supplementary (unverified, docs/behaviour.md#c58).
  package static let defaultColumnWidth = 320.0
  /// The widest preferred column width the scenario format takes.
  package static let maximumColumnWidth = 1000.0
  /// The divider between tiled columns.
  package static let dividerWidth = 1.0
  /// How far a column style's primary view reaches under the leading edge (WEB-891).
  package static let primaryBuffer = 100.0

  /// Whether the primary floats over the next column instead of tiling (iOS 26+, WEB-892).
  package static func floatsSidebar(profile: Int) -> Bool { profile >= 26 }

  /// One shown column.
  package struct Column: Sendable, Equatable {
    /// The column.
    package var column: SplitColumn
    /// Its controller's root view frame in the split view's bounds.
    package var frame: Rect
    /// What the split view adds to the view's safe area: the primary's buffer, or the width a
    /// floating sidebar covers (on the leading edge).
    package var addedInsets: EdgeInsets
  }

  /// The columns a split view shows, in column order.
  package struct Arrangement: Sendable, Equatable {
    /// Whether the columns collapsed into one (compact width).
    package var collapsed: Bool
    /// The display mode after ``SplitDisplayMode/automatic`` is resolved; `secondaryOnly` when
    /// collapsed.
    package var displayMode: SplitDisplayMode
    /// Whether the display mode was chosen by the system (unverified, docs/behaviour.md#c61).
    package var automatic: Bool
    /// The shown columns.
    package var columns: [Column]
  }

  /// The display mode ``SplitDisplayMode/automatic`` resolves to (unverified,
  /// docs/behaviour.md#c61): wider than tall, the sidebars beside the secondary (overlaid or
  /// displacing it if the split behaviour says so); taller than wide, the secondary alone.
  package static func resolvedDisplayMode(_ spec: SplitViewSpec, size: Size) -> SplitDisplayMode {
    guard spec.preferredDisplayMode == .automatic else { return spec.preferredDisplayMode }
    guard size.width > size.height else { return .secondaryOnly }
    let triple = spec.style == .tripleColumn
    switch spec.preferredSplitBehavior {
    case .automatic, .tile: return triple ? .twoBesideSecondary : .oneBesideSecondary
    case .overlay: return triple ? .twoOverSecondary : .oneOverSecondary
    case .displace: return triple ? .twoDisplaceSecondary : .oneBesideSecondary
    }
  }

  /// The shown columns of a split view of `size`.
  ///
  /// - Parameters:
  ///   - regularWidth: whether the split view's horizontal size class is regular; compact
  ///     collapses it.
  ///   - floatingSidebar: whether the primary floats over the next column (iOS 26+).
  ///   - rightToLeft: whether the leading edge is the right one.
  package static func layout(
    _ spec: SplitViewSpec, size: Size, regularWidth: Bool, floatingSidebar: Bool,
    rightToLeft: Bool
  ) -> Arrangement {
    let bounds = Rect(size: size)
    guard regularWidth else {
      let shown: SplitColumn =
        spec.style.hasColumns && spec.controller(in: .compact) != nil ? .compact : .secondary
      return Arrangement(
        collapsed: true, displayMode: .secondaryOnly, automatic: false,
        columns: [Column(column: shown, frame: bounds, addedInsets: .zero)])
    }
    let mode = resolvedDisplayMode(spec, size: size)
    let primaryWidth = Swift.min(
      spec.preferredPrimaryColumnWidth ?? defaultColumnWidth, size.width)
    let supplementaryWidth = Swift.min(
      spec.preferredSupplementaryColumnWidth ?? defaultColumnWidth, size.width)
    let sidebars: [SplitColumn]
    switch mode {
    case .automatic, .secondaryOnly: sidebars = []
    case .oneBesideSecondary, .oneOverSecondary:
      sidebars = [spec.style == .tripleColumn ? .supplementary : .primary]
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
      sidebars = [.primary, .supplementary]
    }
    var columns: [Column] = []
    // Where the next column starts, and how much of it a floating sidebar covers.
    var x = 0.0
    var covered = 0.0
    for sidebar in sidebars {
      let width = sidebar == .primary ? primaryWidth : supplementaryWidth
      if sidebar == .primary && spec.style.hasColumns {
        if floatingSidebar {
          columns.append(
            Column(
              column: .primary, frame: Rect(x: 0, y: 0, width: width, height: size.height),
              addedInsets: .zero))
          covered = width
          continue
        }
        columns.append(
          Column(
            column: .primary,
            frame: Rect(
              x: -primaryBuffer, y: 0, width: width + primaryBuffer, height: size.height),
            addedInsets: EdgeInsets(top: 0, left: primaryBuffer, bottom: 0, right: 0)))
        x = width + dividerWidth
        continue
      }
      columns.append(
        Column(
          column: sidebar,
          frame: Rect(x: x, y: 0, width: width + covered, height: size.height),
          addedInsets: EdgeInsets(top: 0, left: covered, bottom: 0, right: 0)))
      x += width + covered + dividerWidth
      covered = 0
    }
    let secondary: Column
    switch mode {
    case .oneOverSecondary, .twoOverSecondary, .automatic, .secondaryOnly:
      secondary = Column(column: .secondary, frame: bounds, addedInsets: .zero)
    case .twoDisplaceSecondary:
      // The secondary keeps the width it has beside the supplementary alone.
      let width = Swift.max(0, size.width - supplementaryWidth - dividerWidth)
      secondary = Column(
        column: .secondary, frame: Rect(x: x, y: 0, width: width, height: size.height),
        addedInsets: .zero)
    case .oneBesideSecondary, .twoBesideSecondary:
      secondary = Column(
        column: .secondary,
        frame: Rect(x: x, y: 0, width: Swift.max(0, size.width - x), height: size.height),
        addedInsets: EdgeInsets(top: 0, left: covered, bottom: 0, right: 0))
    }
    columns.append(secondary)
    if rightToLeft {
      for index in columns.indices {
        let frame = columns[index].frame
        columns[index].frame.x = size.width - frame.x - frame.width
        let added = columns[index].addedInsets
        columns[index].addedInsets = EdgeInsets(
          top: 0, left: added.right, bottom: 0, right: added.left)
      }
    }
    return Arrangement(
      collapsed: false, displayMode: mode, automatic: spec.preferredDisplayMode == .automatic,
      columns: columns)
  }

  /// A column's frame, as `explain` shows it.
  package static let frameStory = RuleStory(
    "the split view's columns: classic 320 + a 1-pt divider + the rest; a column style's primary"
      + " reaches 100 pt under the leading edge; from iOS 26 the sidebar floats over the next"
      + " column; compact width shows one column",
    sources: [
      "WEB-890", "WEB-891", "WEB-892", "WEB-893", "docs/behaviour.md#split-view-controllers",
    ])

  /// The inset a column adds to its root view's safe area.
  package static let insetStory = RuleStory(
    "plus the part of the column the split view covers: a column style's primary buffer (100),"
      + " or the width a floating sidebar covers (iOS 26+)",
    sources: ["WEB-891", "WEB-892", "docs/behaviour.md#split-view-controllers"])
}
