// CGFloat, CGPoint, CGSize and CGRect come from Foundation (swift-corelibs-foundation on Linux), as UIKit's come
// from CoreGraphics; re-exported so that a file importing only PlumbUIKit sees them, as it would with UIKit.
@_exported import Foundation
import PlumbLayout

/// Insets for each edge of a rectangle; left and right never flip with the layout direction.
public struct UIEdgeInsets: Sendable, Hashable {
  /// The top inset.
  public var top: CGFloat
  /// The left inset.
  public var left: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The right inset.
  public var right: CGFloat

  /// Creates insets.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates zero insets.
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// No insets.
  public static let zero = UIEdgeInsets()

  var plumb: EdgeInsets {
    EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
  }

  init(_ insets: EdgeInsets) {
    self.init(
      top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
      right: CGFloat(insets.right))
  }
}

/// Insets whose horizontal edges follow the layout direction (leading and trailing).
public struct NSDirectionalEdgeInsets: Sendable, Hashable {
  /// The top inset.
  public var top: CGFloat
  /// The leading inset.
  public var leading: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The trailing inset.
  public var trailing: CGFloat

  /// Creates insets.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Creates zero insets.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// No insets.
  public static let zero = NSDirectionalEdgeInsets()

  var plumb: DirectionalEdgeInsets {
    DirectionalEdgeInsets(
      top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
  }
}

/// The edges of a rectangle.
public struct UIRectEdge: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates edges from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = UIRectEdge(rawValue: 1 << 0)
  /// The left edge.
  public static let left = UIRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  /// The right edge.
  public static let right = UIRectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

extension CGRect {
  var plumb: Rect {
    Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height))
  }

  init(_ rect: Rect) {
    self.init(
      x: CGFloat(rect.minX), y: CGFloat(rect.minY), width: CGFloat(rect.width), height: CGFloat(rect.height))
  }

  /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top, width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}

extension CGSize {
  init(_ size: Size) { self.init(width: CGFloat(size.width), height: CGFloat(size.height)) }
}

extension NSValue {
  /// A value holding a rectangle.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  /// A value holding a point.
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// A value holding a size.
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
  /// The rectangle the value holds.
  public var cgRectValue: CGRect { rectValue }
  /// The point the value holds.
  public var cgPointValue: CGPoint { pointValue }
  /// The size the value holds.
  public var cgSizeValue: CGSize { sizeValue }
}
