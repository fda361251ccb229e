extension TraceFormat {
  /// Chrome Trace Event Format JSON, for Perfetto (ui.perfetto.dev) or `chrome://tracing`
  /// (docs/trace-formats.md#chrome).
  ///
  /// The scenario's process shows each virtual instant as a slice named after its time (`t =
  /// 1.35 s`), each epoch as a slice named after its cause, and each animated transition (push,
  /// pop, present, rotate, keyboard, …) as a slice of its real duration. Then
  /// the window and system objects, and one process per controller in tree order, with a track
  /// for its callbacks (each record a slice of its instant's sequence, 1 ms wide, carrying its
  /// state and validity in `args`; each layout bracket a `layout` slice), its appearance phases, its bars and views;
  /// counter tracks follow each controller's safe-area top and bottom and each scroll view's
  /// adjusted content insets. Flow arrows lead from each cause to the first callback it ran on
  /// each object, and from each transition to those its completions ran. Timestamps are virtual
  /// time with each instant's callbacks laid out in sequence (``ChromeTimeline``), so the output
  /// is the same bytes on every run.
  public static let chrome = TraceFormat(name: "chrome") { trace, w in
    w = ChromeTraceRenderer(trace, writer: w).render()
  }
}
