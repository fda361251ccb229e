import LifecycleSimSupport

/// A point in points.
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate, in points.
  public var x: Double
  /// The vertical coordinate, in points (downward, as in UIKit).
  public var y: Double

  /// Creates a point.
  @inlinable public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin.
  @inlinable public static var zero: Point { Point(x: 0, y: 0) }

  /// Equal when every field is equal, as the synthesized `==` is; written out so that the
  /// package's other modules inline it.
  @inlinable public static func == (lhs: Point, rhs: Point) -> Bool {
    lhs.x == rhs.x && lhs.y == rhs.y
  }
}

/// A size in points, written `[width, height]` in scenario and trace files.
public struct Size: Hashable, Sendable {
  /// The width, in points.
  public var width: Double
  /// The height, in points.
  public var height: Double

  /// Creates a size.
  @inlinable public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Zero width and height.
  @inlinable public static var zero: Size { Size(width: 0, height: 0) }

  /// Equal when every field is equal, as the synthesized `==` is; written out so that the
  /// package's other modules inline it.
  @inlinable public static func == (lhs: Size, rhs: Size) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height
  }

  /// The size with width and height exchanged (a rotation by 90°).
  @inlinable public var transposed: Size { Size(width: height, height: width) }
}

/// A rectangle in points, written `[x, y, width, height]` in scenario and trace files.
///
/// ```swift
/// let bar = Rect(x: 0, y: 44, width: 375, height: 44)
/// bar.maxY  // 88
/// ```
public struct Rect: Hashable, Sendable {
  /// The left edge, in points.
  public var x: Double
  /// The top edge, in points.
  public var y: Double
  /// The width, in points (not clamped: may be negative).
  public var width: Double
  /// The height, in points (not clamped: may be negative).
  public var height: Double

  /// Creates a rectangle.
  @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// A rectangle at the origin with the given size.
  @inlinable public init(size: Size) {
    self.init(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// Creates a rectangle from `[x, y, width, height]`, or `nil` unless it has exactly four
  /// elements.
  public init?(_ values: [Double]) {
    guard values.count == 4 else { return nil }
    self.init(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  /// The zero rectangle.
  @inlinable public static var zero: Rect { Rect(x: 0, y: 0, width: 0, height: 0) }

  /// Equal when every field is equal, as the synthesized `==` is; written out so that the
  /// package's other modules inline it.
  @inlinable public static func == (lhs: Rect, rhs: Rect) -> Bool {
    lhs.x == rhs.x && lhs.y == rhs.y && lhs.width == rhs.width && lhs.height == rhs.height
  }

  /// The left edge, ``x``.
  @inlinable public var minX: Double { x }
  /// The top edge, ``y``.
  @inlinable public var minY: Double { y }
  /// The right edge, `x + width`.
  @inlinable public var maxX: Double { x + width }
  /// The bottom edge, `y + height`.
  @inlinable public var maxY: Double { y + height }
  /// The width and height.
  @inlinable public var size: Size { Size(width: width, height: height) }
  /// The top-left corner.
  @inlinable public var origin: Point { Point(x: x, y: y) }

  /// The four values in `[x, y, width, height]` order.
  public var array: [Double] { [x, y, width, height] }

  /// The rectangle shrunk by `insets` (edges may cross; width and height are not clamped).
  @inlinable public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: x + insets.left, y: y + insets.top,
      width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
  }

  /// The rectangle moved by `dx`, `dy`.
  @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }
}

extension Rect: CustomStringConvertible {
  /// `(x,y,width,height)`, the notation of text traces.
  public var description: String {
    "(" + array.map(PointFormatting.string).joined(separator: ",") + ")"
  }
}

extension Size: CustomStringConvertible {
  /// `375x812`.
  public var description: String {
    PointFormatting.string(width) + "x" + PointFormatting.string(height)
  }
}

extension Point: CustomStringConvertible {
  /// `(x,y)`.
  public var description: String {
    "(" + PointFormatting.string(x) + "," + PointFormatting.string(y) + ")"
  }
}
