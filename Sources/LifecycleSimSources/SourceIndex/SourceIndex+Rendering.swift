import LifecycleSimSupport

extension SourceIndex.Source {
  /// The source as `lifecycle-sim explain --source` prints it: the id and kind, then one
  /// labelled line per field.
  ///
  /// ```
  /// GT-067  observation (log)
  ///   observed  iPad 10.5: iOS 11.4 {0,0,0,0} -> iOS 12b4 {20,0,0,0}; …
  ///   device    iPad 10.5" (non-notch) and iPhone X, portrait
  ///   ios       11.4 vs iOS 12 beta 4
  ///   setup     UIWindow.safeAreaInsets of key window (status bar visible)
  ///   source    openradar 42372793 via https://github.com/lionheart/openradar-mirror/issues/20115
  /// ```
  public var text: String {
    var text = "\(id)  \(kind.rawValue) (\(evidence))\n"
    for (label, value) in fields {
      text += "  \(label)" + String(repeating: " ", count: 10 - label.count) + value + "\n"
    }
    return text
  }

  /// The source as one JSON object on one line, with the keys of ``text`` plus `id`, `kind` and
  /// `evidence`.
  public var json: String {
    var writer = ByteWriter()
    writer.write("{\"id\":")
    writer.write(jsonString: id)
    for (label, value) in [("kind", kind.rawValue), ("evidence", evidence)] + fields {
      writer.write(",")
      writer.write(jsonString: label)
      writer.write(":")
      writer.write(jsonString: value)
    }
    writer.write("}\n")
    return writer.string
  }

  /// The labelled fields, in print order.
  private var fields: [(String, String)] {
    [
      ("observed", observed), ("device", device), ("ios", ios), ("setup", setup),
      ("source", citation),
    ]
  }
}
