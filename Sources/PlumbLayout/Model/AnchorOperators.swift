// A compact form for tests and examples: `red.leadingAnchor == blue.trailingAnchor + 8`,
// `red.widthAnchor == 2 * blue.widthAnchor ~ 750`. Each produces the same LayoutConstraint as the anchor methods.

/// An anchor plus a constant, the right side of a compact position constraint.
public struct PositionAnchorOffset<Axis: AnchorAxis> {
  let anchor: PositionAnchor<Axis>
  let constant: Double
}

/// `multiplier × anchor + constant`, the right side of a compact dimension constraint.
public struct DimensionAnchorExpression {
  let anchor: DimensionAnchor
  let multiplier: Double
  let constant: Double
}

/// `anchor + constant`.
public func + <A>(anchor: PositionAnchor<A>, constant: Double) -> PositionAnchorOffset<A> {
  PositionAnchorOffset(anchor: anchor, constant: constant)
}
/// `anchor - constant`.
public func - <A>(anchor: PositionAnchor<A>, constant: Double) -> PositionAnchorOffset<A> {
  PositionAnchorOffset(anchor: anchor, constant: -constant)
}
/// `a == b + c`.
public func == <A>(lhs: PositionAnchor<A>, rhs: PositionAnchorOffset<A>) -> LayoutConstraint {
  lhs.constraint(equalTo: rhs.anchor, constant: rhs.constant)
}
/// `a >= b + c`.
public func >= <A>(lhs: PositionAnchor<A>, rhs: PositionAnchorOffset<A>) -> LayoutConstraint {
  lhs.constraint(greaterThanOrEqualTo: rhs.anchor, constant: rhs.constant)
}
/// `a <= b + c`.
public func <= <A>(lhs: PositionAnchor<A>, rhs: PositionAnchorOffset<A>) -> LayoutConstraint {
  lhs.constraint(lessThanOrEqualTo: rhs.anchor, constant: rhs.constant)
}
/// `a == b`.
public func == <A>(lhs: PositionAnchor<A>, rhs: PositionAnchor<A>) -> LayoutConstraint { lhs == rhs + 0 }
/// `a >= b`.
public func >= <A>(lhs: PositionAnchor<A>, rhs: PositionAnchor<A>) -> LayoutConstraint { lhs >= rhs + 0 }
/// `a <= b`.
public func <= <A>(lhs: PositionAnchor<A>, rhs: PositionAnchor<A>) -> LayoutConstraint { lhs <= rhs + 0 }

/// `multiplier × anchor`.
public func * (multiplier: Double, anchor: DimensionAnchor) -> DimensionAnchorExpression {
  DimensionAnchorExpression(anchor: anchor, multiplier: multiplier, constant: 0)
}
/// `anchor × multiplier`.
public func * (anchor: DimensionAnchor, multiplier: Double) -> DimensionAnchorExpression {
  multiplier * anchor
}
/// `expression + constant`.
public func + (expression: DimensionAnchorExpression, constant: Double) -> DimensionAnchorExpression {
  DimensionAnchorExpression(
    anchor: expression.anchor, multiplier: expression.multiplier, constant: expression.constant + constant)
}
/// `anchor + constant`.
public func + (anchor: DimensionAnchor, constant: Double) -> DimensionAnchorExpression {
  1 * anchor + constant
}
/// `anchor - constant`.
public func - (anchor: DimensionAnchor, constant: Double) -> DimensionAnchorExpression {
  1 * anchor + -constant
}
/// `a == m × b + c`.
public func == (lhs: DimensionAnchor, rhs: DimensionAnchorExpression) -> LayoutConstraint {
  lhs.constraint(equalTo: rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant)
}
/// `a >= m × b + c`.
public func >= (lhs: DimensionAnchor, rhs: DimensionAnchorExpression) -> LayoutConstraint {
  lhs.constraint(greaterThanOrEqualTo: rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant)
}
/// `a <= m × b + c`.
public func <= (lhs: DimensionAnchor, rhs: DimensionAnchorExpression) -> LayoutConstraint {
  lhs.constraint(lessThanOrEqualTo: rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant)
}
/// `a == b`.
public func == (lhs: DimensionAnchor, rhs: DimensionAnchor) -> LayoutConstraint { lhs == 1 * rhs }
/// `a == constant`.
public func == (lhs: DimensionAnchor, rhs: Double) -> LayoutConstraint {
  lhs.constraint(equalToConstant: rhs)
}
/// `a >= constant`.
public func >= (lhs: DimensionAnchor, rhs: Double) -> LayoutConstraint {
  lhs.constraint(greaterThanOrEqualToConstant: rhs)
}
/// `a <= constant`.
public func <= (lhs: DimensionAnchor, rhs: Double) -> LayoutConstraint {
  lhs.constraint(lessThanOrEqualToConstant: rhs)
}

// Declared here as well as in PlumbSolver so that `import PlumbLayout` alone is enough to write `a == b ~ 750`.
precedencegroup LayoutPriorityPrecedence {
  lowerThan: ComparisonPrecedence
  associativity: left
}
infix operator ~ : LayoutPriorityPrecedence

/// Sets a constraint's priority: `a == b ~ 750`.
public func ~ (constraint: LayoutConstraint, priority: Priority) -> LayoutConstraint {
  constraint.withPriority(priority)
}
