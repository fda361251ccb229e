extension SourceIndex {
  /// Public pages and code on scrolling and the bars that follow it, collected for issue 25
  /// (WEB-700 to WEB-799).
  static let webScrolling700To799: [Source] = [
    Source(
      id: "WEB-701",
      kind: .observation,
      evidence: "code pattern copied in many public repositories",
      observed: """
        A widely copied large-title tutorial reads navigationBar.frame.height inside \
        scrollViewDidScroll and interpolates between 44 (\"small state\") and 96.5 (\"large \
        state\"): the navigation bar's height follows the content offset point by point while a \
        large title collapses.
        """,
      device: "iPhone (@2x)",
      ios: "11–13 era",
      setup: "UINavigationController with prefersLargeTitles, a table view as the content",
      citation: """
        public code with the comment "Height of NavBar for Large state. Usually it's just 96.5" \
        (about ten repositories)
        """
    ),
    Source(
      id: "WEB-702",
      kind: .observation,
      evidence: "sample project and README",
      observed: """
        Scrolling a table up under a large title and releasing it gives calls to \
        viewDidLayoutSubviews while the bar changes height; turning large titles off makes them \
        stop: a collapsing bar lays the controller out during the scroll.
        """,
      device: "iPhone",
      ios: "11",
      setup: "UITableViewController in a navigation controller with large titles",
      citation: "https://github.com/mattneub/InfiniteLayoutSubviewsBug"
    ),
    Source(
      id: "WEB-703",
      kind: .observation,
      evidence: "blog post",
      observed: """
        contentOffset is the scroll view's bounds.origin; setContentOffset(_:animated:) sets it \
        and also invokes the delegate's scrollViewDidScroll.
        """,
      device: "any",
      ios: "any",
      setup: "UIScrollView and UICollectionView driven from code",
      citation: "http://jonathonstaff.com/blog/a-quick-commentary-on-uiscrollview/"
    ),
  ]
}
