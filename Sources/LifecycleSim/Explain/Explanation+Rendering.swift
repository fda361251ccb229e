import LifecycleSimSources
import LifecycleSimSupport

extension Explanation {
  /// The explanation for people: the value, the rules first to last, validity, and the
  /// sources cited, each with what was observed.
  public var text: String {
    var lines = [valueLine]
    lines.append(context)
    for note in unverified { lines.append("unverified: " + note) }
    lines.append("")
    lines.append("How it was derived:")
    for (index, step) in steps.enumerated() {
      lines.append("  \(index + 1). \(step.subject): \(step.rule)")
      if !step.inputs.isEmpty {
        lines.append(
          "       " + step.inputs.map { "\($0.name) \($0.value)" }.joined(separator: " · "))
      }
      if let reason = step.reason { lines.append("       because \(reason)") }
      if !step.quirks.isEmpty {
        lines.append(
          "       quirks: "
            + step.quirks.map { "\($0.quirk.rawValue) \($0.enabled ? "on" : "off")" }
            .joined(separator: ", "))
      }
      if !step.sources.isEmpty {
        lines.append("       sources: " + step.sources.joined(separator: ", "))
      }
      lines.append("       → \(step.result)")
    }
    lines.append("")
    lines.append("Validity in epoch \(validity.epoch):")
    lines.append("  " + validity.summary)
    for mark in validity.provisional {
      lines.append("  seq \(mark.seq) \(mark.name) reads \(mark.value): \(mark.reason ?? "")")
    }
    let cited = citedSources
    if !cited.isEmpty {
      lines.append("")
      lines.append("Sources:")
      for source in cited {
        lines.append("  \(source.id)  \(source.observed)")
        lines.append("         \(source.citation)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The first line of both forms: the value, and the record it is read at or the epoch it
  /// settles in.
  private var valueLine: String {
    let at =
      record.map { "at \($0.name) (seq \($0.seq))" } ?? "settled, end of epoch \(validity.epoch)"
    return "\(object).\(property.rawValue) = \(value)   \(at)"
  }

  /// The explanation in three lines (`explain --short`): the value and when it is read; the
  /// rule that decided it (the last step that cites evidence, else the last step) with how
  /// many steps the full form shows; and that rule's sources, with how many more the other
  /// steps cite and what is unverified on the way, by its choice in docs/behaviour.md (or the
  /// profile's or device's rows).
  public var shortText: String {
    var lines = [valueLine]
    let index = steps.lastIndex { !$0.sources.isEmpty } ?? steps.indices.last
    var sources: [String] = []
    if let index {
      let step = steps[index]
      lines.append(
        "rule: \(step.subject): \(step.rule)   (step \(index + 1) of \(steps.count); "
          + "without --short: every step)")
      sources = step.sources
    } else {
      lines.append("rule: none recorded")
    }
    var others: [String] = []
    for id in steps.flatMap(\.sources) where !sources.contains(id) && !others.contains(id) {
      others.append(id)
    }
    var choices: [String] = []
    for reason in steps.compactMap(\.reason) {
      // Word by word: substring search needs iOS 16 without Foundation.
      let words = reason.split(separator: " ")
      guard words.contains(where: { $0.hasPrefix("unverified") }) else { continue }
      for word in words {
        let part = word.drop { $0 == "(" }
        guard part.hasPrefix("docs/behaviour.md#c") else { continue }
        let anchor = part.drop { $0 != "#" }.dropFirst().prefix { $0.isLetter || $0.isNumber }
        let name = anchor.uppercased()
        if !choices.contains(name) { choices.append(name) }
      }
    }
    if !unverified.isEmpty { choices.append("the profile's or device's rows") }
    var last = "sources: " + (sources.isEmpty ? "none" : sources.joined(separator: ", "))
    if !others.isEmpty { last += " (+\(others.count) in the other steps)" }
    if !choices.isEmpty { last += "   unverified: " + choices.joined(separator: ", ") }
    lines.append(last)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The explanation as one JSON object on one line: `object`, `property`, `value`, `record`
  /// (or null for a settled value), `context`, `unverified` (an array of sentences, only when
  /// there are any), `steps` (each with `subject`, `rule`, `inputs`, `reason`, `result`, `quirks`
  /// and `sources`) and `validity`.
  public var json: String {
    var w = ByteWriter()
    w.write("{\"object\":")
    w.write(jsonString: object)
    w.write(",\"property\":")
    w.write(jsonString: property.rawValue)
    w.write(",\"value\":")
    w.write(jsonString: value)
    w.write(",\"record\":")
    Self.write(record, into: &w)
    w.write(",\"context\":")
    w.write(jsonString: context)
    if !unverified.isEmpty {
      w.write(",\"unverified\":[")
      w.write(each: unverified) { w, note in
        w.write(jsonString: note)
      }
      w.write("]")
    }
    w.write(",\"steps\":[")
    w.write(each: steps) { w, step in
      w.write("{\"subject\":")
      w.write(jsonString: step.subject)
      w.write(",\"rule\":")
      w.write(jsonString: step.rule)
      w.write(",\"inputs\":[")
      w.write(each: step.inputs) { w, input in
        w.write("{\"name\":")
        w.write(jsonString: input.name)
        w.write(",\"value\":")
        w.write(jsonString: input.value)
        w.write("}")
      }
      w.write("],\"reason\":")
      w.write(jsonStringOrNull: step.reason)
      w.write(",\"result\":")
      w.write(jsonString: step.result)
      w.write(",\"quirks\":{")
      w.write(each: step.quirks) { w, quirk in
        w.write(jsonString: quirk.quirk.rawValue)
        w.write(quirk.enabled ? ":true" : ":false")
      }
      w.write("},\"sources\":[")
      w.write(each: step.sources) { w, source in
        w.write(jsonString: source)
      }
      w.write("]}")
    }
    w.write("],\"validity\":{\"epoch\":")
    w.write(integer: validity.epoch)
    w.write(",\"validAt\":")
    Self.write(validity.validAt, into: &w)
    w.write(",\"provisional\":[")
    w.write(each: validity.provisional) { w, mark in
      Self.write(mark, into: &w)
    }
    w.write("],\"summary\":")
    w.write(jsonString: validity.summary)
    w.write("}}\n")
    return w.string
  }

  /// The sources the steps cite that the project's index holds, in order of first citation.
  public var citedSources: [SourceIndex.Source] {
    var seen: [String] = []
    for id in steps.flatMap(\.sources) where !seen.contains(id) { seen.append(id) }
    return seen.compactMap(SourceIndex.source)
  }

  private static func write(_ mark: RecordMark?, into w: inout ByteWriter) {
    guard let mark else {
      w.write("null")
      return
    }
    w.write("{\"seq\":")
    w.write(integer: mark.seq)
    w.write(",\"name\":")
    w.write(jsonString: mark.name)
    w.write(",\"value\":")
    w.write(jsonString: mark.value)
    if let reason = mark.reason {
      w.write(",\"reason\":")
      w.write(jsonString: reason)
    }
    w.write("}")
  }
}
