/// UIKit's `NSLayoutConstraint.Attribute`: a part of a layout item's alignment rectangle.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
  /// Left edge (never flips).
  case left
  /// Right edge (never flips).
  case right
  /// Top edge.
  case top
  /// Bottom edge.
  case bottom
  /// Leading edge: left in left-to-right, right in right-to-left.
  case leading
  /// Trailing edge: right in left-to-right, left in right-to-left.
  case trailing
  /// Width.
  case width
  /// Height.
  case height
  /// Horizontal centre.
  case centerX
  /// Vertical centre.
  case centerY
  /// Baseline of the last line of text (a view without text: its bottom).
  case lastBaseline
  /// Baseline of the first line of text (a view without text: its top).
  case firstBaseline
  /// Left layout margin.
  case leftMargin
  /// Right layout margin.
  case rightMargin
  /// Top layout margin.
  case topMargin
  /// Bottom layout margin.
  case bottomMargin
  /// Leading layout margin.
  case leadingMargin
  /// Trailing layout margin.
  case trailingMargin
  /// Horizontal centre between the left and right margins.
  case centerXWithinMargins
  /// Vertical centre between the top and bottom margins.
  case centerYWithinMargins
  /// No attribute: the right side of `item.attr = constant`.
  case notAnAttribute

  /// The axis the attribute measures along; nil for `notAnAttribute`.
  public var axis: Axis? {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
      .trailingMargin, .centerXWithinMargins:
      .horizontal
    case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
      .centerYWithinMargins:
      .vertical
    case .notAnAttribute: nil
    }
  }

  /// True for `width` and `height`.
  public var isSize: Bool { self == .width || self == .height }

  /// True for a position attribute (an edge, centre or baseline).
  public var isLocation: Bool { !isSize && self != .notAnAttribute }

  /// True for the leading/trailing family, whose meaning follows the layout direction.
  public var isDirectional: Bool {
    [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
  }

  /// True for the left/right family, which never flips.
  public var isAbsoluteHorizontal: Bool {
    [.left, .right, .leftMargin, .rightMargin].contains(self)
  }
}

/// UIKit's `NSLayoutConstraint.Relation`.
public enum LayoutRelation: String, Sendable, Hashable {
  /// `==`.
  case equal = "=="
  /// `>=`.
  case greaterThanOrEqual = ">="
  /// `<=`.
  case lessThanOrEqual = "<="
}
