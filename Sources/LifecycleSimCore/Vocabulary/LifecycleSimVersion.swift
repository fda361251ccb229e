/// The version of lifecycle-sim (`lifecycle-sim --version`), as `CHANGELOG.md` lists them.
///
/// Traces do not carry it, so that a release changes no trace by itself: what a release changes
/// in traces is in the changelog, and the trace format has its own version
/// (``TraceHeader/formatVersion``).
public enum LifecycleSimVersion {
  /// `MAJOR.MINOR.PATCH`.
  public static let current = "0.2.0"
}
