import LifecycleSimCore
import LifecycleSimModel

extension SweepSummary {
  /// The readable table: the groups of identical outcomes, each with its values, where each
  /// became valid (and on which versions that moves), and how it differs from the baseline.
  ///
  /// ```
  /// sweep of event-push-pop-iphone-x: 3 combinations in 2 groups (devices=… ios=…)
  ///
  /// group 1: 2 combinations, iOS 11–12
  ///   on iPhone X 11–12
  ///   List.safeAreaInsets  {88,0,34,0}
  ///   valid: List.safeAreaInsets at viewLayoutMarginsDidChange on 11–12
  /// ```
  package var table: String {
    let groups = self.groups
    var text =
      "sweep of \(scenario): \(results.count) combination\(results.count == 1 ? "" : "s") in "
      + "\(groups.count) group\(groups.count == 1 ? "" : "s") (\(selection)"
      + (skipped > 0 ? "; \(skipped) skipped: the device does not run the version" : "")
      + (skippedWindows > 0
        ? "; \(skippedWindows) skipped: the window does not exist on the device, version or "
          + "orientation" : "")
      + (shard.map { "; shard \($0) of a plan of \(total)" } ?? "") + ")\n"
    text +=
      "compared: "
      + (properties == "default"
        ? "each controller's safeAreaInsets and each scroll view's adjustedContentInset"
        : properties) + ", as settled at the end of the run\n"
    let baselineResult = self.baselineResult
    if let baseline {
      text +=
        baselineResult == nil
        ? "baseline \(baseline): not among the results\n"
        : "baseline \(baseline)\n"
    }
    for group in groups {
      let members = group.members
      text +=
        "\ngroup \(group.number): \(members.count) combination\(members.count == 1 ? "" : "s")"
      text += ", iOS \(Self.versions(members.map(\.combination.ios)))\n"
      text += Self.wrap("on " + Self.membersDescription(members), indent: "  ")
      if let error = group.error {
        text += "  could not run: \(error)\n"
        continue
      }
      let width = group.outcome.map(\.key.count).max() ?? 0
      for entry in group.outcome {
        var line = "  " + entry.key.padding(width) + "  " + entry.value
        if let baselineResult {
          let base = baselineResult.outcome.first { $0.key == entry.key }?.value ?? "—"
          line += base == entry.value ? "" : "   (baseline \(base))"
        }
        text += line + "\n"
      }
      // Keys that become valid at the same callbacks on the same combinations share a line.
      var lines: [(keys: [String], text: String)] = []
      var lineIndex: [String: Int] = [:]
      for (position, entry) in group.outcome.enumerated() {
        let description = Self.validity(of: position, in: members)
        if let index = lineIndex[description] {
          lines[index].keys.append(entry.key)
        } else {
          lineIndex[description] = lines.count
          lines.append(([entry.key], description))
        }
      }
      for line in lines {
        text += Self.wrap(
          "valid: " + line.keys.joined(separator: ", ") + " " + line.text, indent: "  ")
      }
    }
    return text
  }

  /// Where the `position`-th key becomes valid across `members`: `at X` when the same for all,
  /// else `at X on 11–16, at Y on 17+` (or by device and version when versions overlap).
  private static func validity(of position: Int, in members: [SweepResult]) -> String {
    var variants: [(value: String, members: [SweepResult])] = []
    for member in members {
      let value = position < member.validity.count ? member.validity[position].value : "never"
      if let index = variants.firstIndex(where: { $0.value == value }) {
        variants[index].members.append(member)
      } else {
        variants.append((value, [member]))
      }
    }
    guard variants.count > 1 else { return "at \(variants.first?.value ?? "never")" }
    func disjoint(_ sets: [Set<String>]) -> Bool {
      sets.reduce(0) { $0 + $1.count } == Set(sets.joined()).count
    }
    let versionSets = variants.map { Set($0.members.map(\.combination.ios)) }
    let familySets = variants.map { variant in
      Set(
        variant.members.map { DeviceCatalog.device(named: $0.combination.device)?.family ?? .phone }
          .map(\.rawValue))
    }
    let byFamily = disjoint(familySets)
    return variants.map { variant in
      let description: String
      if disjoint(versionSets) {
        description = versions(variant.members.map(\.combination.ios))
      } else if byFamily,
        let family = DeviceCatalog.device(named: variant.members[0].combination.device)?.family
      {
        description =
          (family == .phone ? "iPhones, iOS " : "iPads, iOS ")
          + versions(variant.members.map(\.combination.ios))
      } else {
        description = membersDescription(variant.members)
      }
      return "at \(variant.value) on \(description)"
    }.joined(separator: ", ")
  }

  /// `iPhone X 11–16; iPhone 8 11–16 landscapeLeft`: each device with its versions (and its
  /// window, in a sweep over windows: `iPad Air 2 splitHalf 11–18`).
  private static func membersDescription(_ members: [SweepResult]) -> String {
    var devices: [(name: String, versions: [String])] = []
    let orientations = Set(members.map(\.combination.orientation))
    for member in members {
      let combination = member.combination
      let name =
        (orientations.count > 1
          ? "\(combination.device) \(combination.orientation.rawValue)" : combination.device)
        + (combination.window.map { " \($0.name)" } ?? "")
      if let index = devices.firstIndex(where: { $0.name == name }) {
        devices[index].versions.append(combination.ios)
      } else {
        devices.append((name, [combination.ios]))
      }
    }
    return devices.map { "\($0.name) \(versions($0.versions))" }.joined(separator: "; ")
  }

  /// Versions as ranges of the known profiles: `11–16, 18`, `17+` when a range reaches the
  /// newest; a version with a minor part stays as written.
  static func versions(_ versions: [String]) -> String {
    let profiles = BehaviourRegistry.standard.profiles
    var majors: Set<Int> = []
    var others: [String] = []
    for text in versions {
      if let version = IOSVersion(parsing: text), version.minor == 0, version.patch == 0,
        profiles.contains(version.major)
      {
        majors.insert(version.major)
      } else if !others.contains(text) {
        others.append(text)
      }
    }
    var parts: [String] = []
    var position = 0
    while position < profiles.count {
      guard majors.contains(profiles[position]) else {
        position += 1
        continue
      }
      var end = position
      while end + 1 < profiles.count && majors.contains(profiles[end + 1]) { end += 1 }
      if end == profiles.count - 1 && end > position {
        parts.append("\(profiles[position])+")
      } else if end > position {
        parts.append("\(profiles[position])–\(profiles[end])")
      } else {
        parts.append("\(profiles[position])")
      }
      position = end + 1
    }
    return (parts + others.sorted()).joined(separator: ", ")
  }

  /// `text` on lines of at most 100 columns, each starting with `indent`.
  private static func wrap(_ text: String, indent: String) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if line.isEmpty {
        line = indent + word
      } else if line.count + 1 + word.count > 100 {
        lines.append(line)
        line = indent + "  " + word
      } else {
        line += " " + word
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n") + "\n"
  }
}

extension String {
  /// The string padded with spaces to `width` characters.
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
