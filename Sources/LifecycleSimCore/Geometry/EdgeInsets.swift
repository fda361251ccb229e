/// Insets in points, in UIKit's `UIEdgeInsets` order: top, left, bottom, right.
///
/// The seeds print them as `{88, 0, 83, 0}`; scenario and trace files write them as
/// `[top, left, bottom, right]`.
///
/// ```swift
/// let notch = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
/// notch + EdgeInsets(top: 40)  // {84, 0, 34, 0}
/// ```
public struct EdgeInsets: Hashable, Sendable {
  /// The inset from the top edge, in points.
  public var top: Double
  /// The inset from the left edge, in points.
  public var left: Double
  /// The inset from the bottom edge, in points.
  public var bottom: Double
  /// The inset from the right edge, in points.
  public var right: Double

  /// Creates insets; omitted edges are zero.
  @inlinable public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates insets from an array in `[top, left, bottom, right]` order, or `nil` unless it has
  /// exactly four elements.
  public init?(_ values: [Double]) {
    guard values.count == 4 else { return nil }
    self.init(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }

  /// All edges zero.
  @inlinable public static var zero: EdgeInsets { EdgeInsets() }

  /// Equal when every field is equal, as the synthesized `==` is; written out so that the
  /// package's other modules inline it.
  @inlinable public static func == (lhs: EdgeInsets, rhs: EdgeInsets) -> Bool {
    lhs.top == rhs.top && lhs.left == rhs.left && lhs.bottom == rhs.bottom && lhs.right == rhs.right
  }

  /// The same inset on every edge.
  @inlinable public static func all(_ value: Double) -> EdgeInsets {
    EdgeInsets(top: value, left: value, bottom: value, right: value)
  }

  /// The four values in `[top, left, bottom, right]` order.
  public var array: [Double] { [top, left, bottom, right] }

  /// Adds the insets edge by edge.
  @inlinable public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left,
      bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
  }

  /// Subtracts the insets edge by edge.
  @inlinable public static func - (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: lhs.top - rhs.top, left: lhs.left - rhs.left,
      bottom: lhs.bottom - rhs.bottom, right: lhs.right - rhs.right)
  }

  /// The larger value on each edge.
  @inlinable public func edgewiseMax(_ other: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: Swift.max(top, other.top), left: Swift.max(left, other.left),
      bottom: Swift.max(bottom, other.bottom), right: Swift.max(right, other.right))
  }

  /// Negative edges raised to zero.
  @inlinable public var clampedToZero: EdgeInsets { edgewiseMax(.zero) }

  /// `true` when both print the same in traces (to 1/1000 pt): UIKit's callbacks fire on a
  /// change, and a change below display precision is none.
  @inlinable @inline(__always)
  package func displaysSame(as other: EdgeInsets) -> Bool {
    PointFormatting.same(top, other.top) && PointFormatting.same(left, other.left)
      && PointFormatting.same(bottom, other.bottom) && PointFormatting.same(right, other.right)
  }
}

extension EdgeInsets: CustomStringConvertible {
  /// `{88,0,83,0}`, the notation of the seeds and of text traces.
  public var description: String {
    "{" + array.map(PointFormatting.string).joined(separator: ",") + "}"
  }
}
