/// A layout axis.
public enum Axis: Sendable, Hashable, CaseIterable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical
}

/// A point in points.
public struct Point: Sendable, Hashable, Codable {
  /// Horizontal coordinate.
  public var x: Double
  /// Vertical coordinate.
  public var y: Double
  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  /// The origin.
  public static let zero = Point(x: 0, y: 0)
}

/// A size in points.
public struct Size: Sendable, Hashable, Codable {
  /// Width.
  public var width: Double
  /// Height.
  public var height: Double
  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
  /// Zero size.
  public static let zero = Size(width: 0, height: 0)
  /// The length along `axis`.
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }
}

/// A rectangle in points.
public struct Rect: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Top-left corner.
  public var origin: Point
  /// Width and height.
  public var size: Size
  /// Creates a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    origin = Point(x: x, y: y)
    size = Size(width: width, height: height)
  }
  /// Creates a rectangle.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }
  /// The zero rectangle.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// Left edge.
  public var minX: Double { origin.x }
  /// Top edge.
  public var minY: Double { origin.y }
  /// Right edge.
  public var maxX: Double { origin.x + size.width }
  /// Bottom edge.
  public var maxY: Double { origin.y + size.height }
  /// Width.
  public var width: Double { size.width }
  /// Height.
  public var height: Double { size.height }
  /// Horizontal centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// Vertical centre.
  public var midY: Double { origin.y + size.height / 2 }

  /// The rectangle moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
  }
  /// The rectangle shrunk by `insets` (grown for negative insets).
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
  }
  /// `(x, y, width, height)` with UIKit's number style.
  public var description: String {
    "(\(format(minX)), \(format(minY)), \(format(width)), \(format(height)))"
  }
}

/// Insets from a rectangle's edges, in absolute (left/right) terms.
public struct EdgeInsets: Sendable, Hashable, Codable {
  /// Top inset.
  public var top: Double
  /// Left inset.
  public var left: Double
  /// Bottom inset.
  public var bottom: Double
  /// Right inset.
  public var right: Double
  /// Creates insets.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  /// All zero.
  public static let zero = EdgeInsets()
  /// The same inset on every side.
  public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }
}

/// Insets in leading/trailing terms, flipped by the layout direction.
public struct DirectionalEdgeInsets: Sendable, Hashable, Codable {
  /// Top inset.
  public var top: Double
  /// Leading inset.
  public var leading: Double
  /// Bottom inset.
  public var bottom: Double
  /// Trailing inset.
  public var trailing: Double
  /// Creates insets.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  /// The same inset on every side.
  public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }
  /// All zero.
  public static let zero = DirectionalEdgeInsets()

  /// The absolute insets for `direction`.
  public func resolved(_ direction: LayoutDirection) -> EdgeInsets {
    direction == .leftToRight
      ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
      : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
  }
}

/// The user-interface layout direction.
public enum LayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
  /// Leading is left.
  case leftToRight
  /// Leading is right.
  case rightToLeft
}

/// Formats a number the way UIKit prints geometry: `8`, `20.5`, `0.333333` (at most six decimals).
func format(_ value: Double) -> String {
  guard value.isFinite else { return String(describing: value) }
  return decimalString(value, decimals: 6)
}

/// Formats a number like C's `%g`: six significant digits, no trailing zeros (`94.3333`, `123.5`, `8`).
func formatSignificant(_ value: Double) -> String {
  guard value.isFinite, value != 0 else { return value == 0 ? "0" : String(describing: value) }
  var magnitude = 0
  var scaled = abs(value)
  while scaled >= 10 {
    scaled /= 10
    magnitude += 1
  }
  while scaled < 1 {
    scaled *= 10
    magnitude -= 1
  }
  return decimalString(value, decimals: max(0, 5 - magnitude))
}

/// `value` with at most `decimals` fractional digits, trailing zeros dropped, built from integers so no
/// binary-fraction noise (`0.30000000000000004`) reaches the output.
private func decimalString(_ value: Double, decimals: Int) -> String {
  var factor = 1.0
  for _ in 0..<decimals { factor *= 10 }
  let magnitude = (abs(value) * factor).rounded()
  guard magnitude < 9e15 else { return String(describing: value) }
  let units = Int64(magnitude)
  let scale = Int64(factor)
  let whole = units / scale
  var fraction = units % scale
  let sign = value < 0 && units != 0 ? "-" : ""
  // Frames are mostly whole points: no fraction to build.
  guard fraction != 0 else { return sign + String(whole) }
  var digits = decimals
  while fraction % 10 == 0 {
    fraction /= 10
    digits -= 1
  }
  let text = String(fraction)
  return sign + String(whole) + "." + String(repeating: "0", count: digits - text.count) + text
}
