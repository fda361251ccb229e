package import LifecycleSimSupport

/// An instant as seconds in its shortest decimal form, as traces write times (`1.35`).
package struct JSONSeconds: JSONWritable {
  package let instant: SimInstant

  /// `instant` in seconds.
  package init(instant: SimInstant) { self.instant = instant }

  package func write(into json: inout JSONWriter) { json.output.write(seconds: instant) }
}
