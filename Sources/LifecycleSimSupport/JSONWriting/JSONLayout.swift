/// Where a JSON array breaks its lines: the tool's outputs are compact, with a line per element
/// where a person reads them one by one (a sweep's combinations, a diff's differences).
package enum JSONLayout: Sendable {
  /// `[a,b,c]`.
  case inline
  /// `[a,\nb,\nc]`: a line break between two elements.
  case lineBetween
  /// `[\na,\nb,\nc]`: a line break before every element.
  case lineBeforeEach
  /// `[\na,\nb,\nc\n]`: a line per element, the closing bracket on a line of its own (`[]`
  /// when empty).
  case linePerElement
}
