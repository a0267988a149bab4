/// An anchor's axis, fixed by its type so that mixing axes does not compile.
public protocol AnchorAxis {}
/// Marker for x-axis anchors.
public enum XAxis: AnchorAxis {}
/// Marker for y-axis anchors.
public enum YAxis: AnchorAxis {}

/// UIKit's `NSLayoutAnchor` for positions along one axis (`NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor`).
public struct PositionAnchor<Axis: AnchorAxis> {
  /// The item the anchor belongs to.
  public let item: LayoutItem
  /// The anchor's attribute.
  public let attribute: LayoutAttribute

  init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }

  /// `self == anchor + constant`.
  public func constraint(equalTo anchor: Self, constant: Double = 0) -> LayoutConstraint {
    LayoutConstraint(item, attribute, .equal, anchor.item, anchor.attribute, constant: constant)
  }
  /// `self >= anchor + constant`.
  public func constraint(greaterThanOrEqualTo anchor: Self, constant: Double = 0) -> LayoutConstraint {
    LayoutConstraint(item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, constant: constant)
  }
  /// `self <= anchor + constant`.
  public func constraint(lessThanOrEqualTo anchor: Self, constant: Double = 0) -> LayoutConstraint {
    LayoutConstraint(item, attribute, .lessThanOrEqual, anchor.item, anchor.attribute, constant: constant)
  }
}

/// UIKit's `NSLayoutXAxisAnchor`.
public typealias XAxisAnchor = PositionAnchor<XAxis>
/// UIKit's `NSLayoutYAxisAnchor`.
public typealias YAxisAnchor = PositionAnchor<YAxis>

extension PositionAnchor where Axis == XAxis {
  /// `self == anchor + multiplier × system spacing` (UIKit's `equalToSystemSpacingAfter`).
  public func constraint(equalToSystemSpacingAfter anchor: Self, multiplier: Double = 1) -> LayoutConstraint {
    LayoutConstraint(
      item, attribute, .equal, anchor.item, anchor.attribute, constant: multiplier * SystemSpacing.siblings,
      spacing: .system(multiplier))
  }
  /// `self >= anchor + multiplier × system spacing`.
  public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: Self, multiplier: Double = 1)
    -> LayoutConstraint
  {
    LayoutConstraint(
      item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute,
      constant: multiplier * SystemSpacing.siblings, spacing: .system(multiplier))
  }
}

extension PositionAnchor where Axis == YAxis {
  /// `self == anchor + multiplier × system spacing` (UIKit's `equalToSystemSpacingBelow`).
  public func constraint(equalToSystemSpacingBelow anchor: Self, multiplier: Double = 1) -> LayoutConstraint {
    LayoutConstraint(
      item, attribute, .equal, anchor.item, anchor.attribute, constant: multiplier * SystemSpacing.siblings,
      spacing: .system(multiplier))
  }
  /// `self >= anchor + multiplier × system spacing`.
  public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: Self, multiplier: Double = 1)
    -> LayoutConstraint
  {
    LayoutConstraint(
      item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute,
      constant: multiplier * SystemSpacing.siblings, spacing: .system(multiplier))
  }
}

/// UIKit's `NSLayoutDimension`: a width or height anchor.
public struct DimensionAnchor {
  /// The item the anchor belongs to.
  public let item: LayoutItem
  /// `width` or `height`.
  public let attribute: LayoutAttribute

  init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }

  /// `self == constant`.
  public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
    LayoutConstraint(item, attribute, .equal, nil, .notAnAttribute, constant: constant)
  }
  /// `self >= constant`.
  public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
    LayoutConstraint(item, attribute, .greaterThanOrEqual, nil, .notAnAttribute, constant: constant)
  }
  /// `self <= constant`.
  public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
    LayoutConstraint(item, attribute, .lessThanOrEqual, nil, .notAnAttribute, constant: constant)
  }
  /// `self == multiplier × anchor + constant`.
  public func constraint(equalTo anchor: DimensionAnchor, multiplier: Double = 1, constant: Double = 0)
    -> LayoutConstraint
  {
    LayoutConstraint(
      item, attribute, .equal, anchor.item, anchor.attribute, multiplier: multiplier, constant: constant)
  }
  /// `self >= multiplier × anchor + constant`.
  public func constraint(
    greaterThanOrEqualTo anchor: DimensionAnchor, multiplier: Double = 1, constant: Double = 0
  ) -> LayoutConstraint {
    LayoutConstraint(
      item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, multiplier: multiplier,
      constant: constant)
  }
  /// `self <= multiplier × anchor + constant`.
  public func constraint(
    lessThanOrEqualTo anchor: DimensionAnchor, multiplier: Double = 1, constant: Double = 0
  )
    -> LayoutConstraint
  {
    LayoutConstraint(
      item, attribute, .lessThanOrEqual, anchor.item, anchor.attribute, multiplier: multiplier,
      constant: constant)
  }
}

/// UIKit's standard spacings (Auto Layout Guide: 8 between siblings, 20 to a superview edge).
public enum SystemSpacing {
  /// Between sibling views.
  public static let siblings: Double = 8
  /// Between a view and its superview's edge (Interface Builder's standard, VFL's `|-`).
  public static let superviewEdge: Double = 20
}
