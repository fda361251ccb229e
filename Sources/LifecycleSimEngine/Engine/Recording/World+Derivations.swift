package import LifecycleSimCore
import LifecycleSimModel
package import LifecycleSimTrace

extension World {
  /// Writes how `object`'s `property` came to be `value`, when the run explains values
  /// (``DerivationLog``).
  ///
  /// Callers build the steps only under `if derivations != nil`, so a run that explains nothing
  /// evaluates none of them and captures nothing.
  package func derive(
    _ object: ObjectID, _ property: TraceProperty, _ value: TraceValue, _ steps: [DerivationStep]
  ) {
    guard let derivations else { return }
    derivations.note(
      object, property, value: value, steps: steps, position: recorder.recordCount,
      epoch: recorder.computingEpoch)
    settleReads(writing: object)
  }

  /// The steps that produced `object`'s `property` last, for a step that builds on it.
  func derivation(of object: ObjectID, _ property: TraceProperty) -> [DerivationStep] {
    guard let derivations else { return [] }
    noteRead(of: object)
    return derivations.steps(of: object, property)
  }

  /// A trace object's name, for derivation steps.
  package func name(of object: ObjectID) -> String { recorder.object(object).name }

  /// A view's name, for derivation steps.
  package func name(of view: ViewID) -> String { name(of: views.object[view]) }

  /// Records a view's frame as set by `rule`, from `inputs`; call it under
  /// `if derivations != nil`.
  func deriveFrame(
    of view: ViewID, rule: String, inputs: [DerivationStep.Input] = [], reason: String? = nil,
    sources: [String] = []
  ) {
    derive(
      views.object[view], .frame, .rect(views.frame[view]),
      [
        DerivationStep(
          subject: name(of: view), rule: rule, inputs: inputs, reason: reason,
          result: TraceValue.rect(views.frame[view]).text, sources: sources)
      ])
  }

  /// Records what a root view's controller reads of it: its insets and margins as they are, its
  /// frame in window coordinates while it is in the window.
  func deriveControllerValues(_ controller: ControllerID, view: ViewID) {
    guard derivations != nil else { return }
    let object = controllers[controller].object
    let viewName = name(of: view)
    let reads = { (property: TraceProperty, value: TraceValue) in
      self.derive(
        object, property, value,
        self.derivation(of: self.views.object[view], property) + [
          DerivationStep(
            subject: self.name(of: object), rule: "a controller reads its root view's \(property)",
            inputs: [.init(viewName, value.text)], result: value.text)
        ])
    }
    if behaviour.capabilities.hasSafeAreaAPI {
      reads(.safeAreaInsets, .insets(views.safeArea[view]))
    }
    reads(.layoutMargins, .insets(views.margins[view]))
    let attached = isAttached(view)
    let frame = attached ? windowFrame(of: view) : views.frame[view]
    derive(
      object, .frame, .rect(frame),
      derivation(of: views.object[view], .frame) + [
        DerivationStep(
          subject: name(of: object),
          rule: attached
            ? "a controller reads its root view's frame in window coordinates"
            : "a controller reads its root view's frame (not in a window)",
          inputs: attached
            ? [
              .init("\(viewName) frame", TraceValue.rect(views.frame[view]).text),
              .init("origin in the window", TraceValue.point(views.windowOrigin[view]).text),
            ] : [.init("\(viewName) frame", TraceValue.rect(views.frame[view]).text)],
          result: TraceValue.rect(frame).text)
      ])
    deriveCornerAdaptedRegions(controller, view: view)
  }
}

extension TraceValue {
  /// Text for insets, as traces print them.
  package static func text(_ insets: EdgeInsets) -> String { TraceValue.insets(insets).text }

  /// Text for a rect, as traces print them.
  package static func text(_ rect: Rect) -> String { TraceValue.rect(rect).text }

  /// Text for a number, as traces print them.
  package static func text(_ number: Double) -> String { TraceValue.number(number).text }
}
