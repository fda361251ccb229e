extension SourceIndex {
  /// Public threads on SwiftUI lists and scroll views under a large title, collected for
  /// issue 25's SwiftUI part (WEB-760 to WEB-779).
  static let webSwiftUIScrolling760To779: [Source] = [
    Source(
      id: "WEB-760",
      kind: .observation,
      evidence: "issue threads with sample code",
      observed: """
        A SwiftUI List in a NavigationView with navigationBarTitle(displayMode: .large) collapses \
        its large title as it scrolls; reports are of setups that stop it (a background modifier \
        wrapping the List, a UIKit property changed through introspection): the List's own \
        scroll view drives the bar.
        """,
      device: "iPhone",
      ios: "13",
      setup: "NavigationView { List { … }.navigationBarTitle(\"Title\", displayMode: .large) }",
      citation: """
        https://github.com/siteline/SwiftUIRefresh/issues/1, \
        https://github.com/siteline/swiftui-introspect/issues/2
        """
    ),
    Source(
      id: "WEB-761",
      kind: .observation,
      evidence: "issue threads, view debugger",
      observed: """
        A UIKit collection view hosted in SwiftUI under a large title left a gap under the bar \
        after scrolling; the maintainer found with the view debugger that SwiftUI did not pass \
        the safe-area change on (UIHostingView): the content's safe area is meant to follow the \
        collapsing bar, and on iOS 13 it did not until a rotation.
        """,
      device: "iPhone, simulator and device",
      ios: "13 (Xcode 11.3)",
      setup: "ASCollectionView in a NavigationView with a large title",
      citation: """
        https://github.com/apptekstudios/ASCollectionView/issues/96, \
        https://github.com/apptekstudios/ASCollectionView/issues/132
        """
    ),
    Source(
      id: "WEB-762",
      kind: .observation,
      evidence: "issue thread",
      observed: """
        SwiftUI's List is built on UITableView up to iOS 15 and on UICollectionView from iOS 16: \
        introspecting a List's table view stops working on 16.
        """,
      device: "any",
      ios: "16",
      setup: "SwiftUI List introspected for its UIKit view",
      citation: "https://github.com/siteline/swiftui-introspect/issues/160"
    ),
  ]
}
