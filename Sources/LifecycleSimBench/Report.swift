/// Number formatting for the benchmark's tables, with no locale.
enum Report {
  /// The header of a phase table.
  static let header = columns("phase", "seconds", "records/s", "MB/s", "peak MiB")

  /// A row: the first column left-aligned, the others right-aligned.
  static func columns(_ first: String, _ others: String...) -> String {
    var line = first.paddedRight(to: 14)
    for (index, column) in others.enumerated() {
      line += String(repeating: " ", count: max(1, (index == 1 ? 14 : 10) - column.count))
      line += column
    }
    return line
  }

  /// `value` with `decimals` decimals.
  static func fixed(_ value: Double, _ decimals: Int) -> String {
    guard value.isFinite else { return "-" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e18 else { return "-" }
    let integer = Int64(scaled)
    let divisor = Int64(scale)
    var text = (value < 0 && integer != 0 ? "-" : "") + String(integer / divisor)
    if decimals > 0 {
      let fraction = String(integer % divisor)
      text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
    return text
  }

  /// `value` with thousands separated by commas.
  static func grouped(_ value: Int) -> String {
    let digits = Array(String(value.magnitude))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { text += "," }
      text.append(digit)
    }
    return (value < 0 ? "-" : "") + text
  }
}

extension String {
  /// The string padded with spaces on the right to `length` characters.
  func paddedRight(to length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
