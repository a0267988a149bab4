import PlumbSolver

// Turning UIKit attributes into linear expressions over each item's minX/minY/Width/Height.
extension LayoutEngine {
  /// The absolute (canvas) position or length of `attribute` of `item`.
  func expression(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LinearExpression {
    if attribute.isMargin, let view = item as? View {
      return expression(view.layoutMarginsGuide, attribute.marginBase)
    }
    let leftToRight = effectiveDirection(of: item) == .leftToRight
    switch attribute {
    case .left: return LinearExpression(item.minX)
    case .right: return item.minX + item.width
    case .leading: return leftToRight ? LinearExpression(item.minX) : item.minX + item.width
    case .trailing: return leftToRight ? item.minX + item.width : LinearExpression(item.minX)
    case .centerX: return item.minX + 0.5 * item.width
    case .top: return LinearExpression(item.minY)
    case .bottom: return item.minY + item.height
    case .centerY: return item.minY + 0.5 * item.height
    case .width: return LinearExpression(item.width)
    case .height: return LinearExpression(item.height)
    case .firstBaseline, .lastBaseline:
      if let stack = item as? View, stack.kind == .stack,
        let inner = baselineView(of: stack, last: attribute == .lastBaseline)
      {
        return expression(inner, attribute)
      }
      guard let view = item as? View, let offset = baselineOffset(of: view, last: attribute == .lastBaseline)
      else {
        return attribute == .firstBaseline ? LinearExpression(item.minY) : item.minY + item.height
      }
      // Text is centred vertically when the view is taller or shorter than its content (UILabel does this).
      return item.minY + 0.5 * item.height + LinearExpression(constant: offset)
    default:
      return LinearExpression(constant: 0)
    }
  }

  /// The baseline's distance from the view's centre, when the view shows text.
  func baselineOffset(of view: View, last: Bool) -> Double? {
    guard let measurement = measurements[ObjectIdentifier(view)],
      let baseline = last ? measurement.lastBaseline : measurement.firstBaseline,
      let height = measurement.intrinsic.vertical
    else { return nil }
    return baseline - height / 2
  }

  /// The solver constraint for a layout constraint, at its current constant and priority.
  func translate(_ constraint: LayoutConstraint) -> Constraint {
    let items = effectiveItems(of: constraint)
    var lhs = expression(items.first, constraint.firstAttribute)
    var rhs = LinearExpression(constant: constraint.constant)
    if let second = constraint.secondItem, let secondItem = items.second,
      constraint.secondAttribute != .notAnAttribute
    {
      var other = expression(secondItem, constraint.secondAttribute)
      if constraint.multiplier != 1, constraint.firstAttribute.isLocation,
        let origin = coordinateOrigin(constraint.firstItem, second, axis: constraint.firstAttribute.axis)
      {
        // Locations are measured in the nearest common ancestor's coordinates, so a multiplier scales
        // distances from that ancestor's origin (UIKit: `v.centerX = 0.4 × superview.centerX`).
        lhs = lhs - origin
        other = other - origin
      }
      if constraint.firstAttribute.isDirectional && effectiveDirection(of: constraint.firstItem) == .rightToLeft {
        // UIKit mirrors leading/trailing constraints in right-to-left: values grow leftward, so
        // `a.leading = b.trailing + 8` puts a 8 pt to the left of b.
        lhs = -lhs
        other = -other
      }
      rhs = constraint.multiplier * other + rhs
    }
    let priority = brokenConstraints[ObjectIdentifier(constraint)] ?? constraint.priority
    let relation: Relation =
      switch constraint.relation {
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      case .lessThanOrEqual: .lessThanOrEqual
      }
    return Constraint(lhs, relation, rhs, priority: priority)
  }

  /// The items `constraint` relates once UIKit's scroll-view rule applies (see ``contentArea(_:_:other:)``).
  public func effectiveItems(of constraint: LayoutConstraint) -> (first: LayoutItem, second: LayoutItem?) {
    let first = contentArea(constraint.firstItem, constraint.firstAttribute, other: constraint.secondItem)
    guard let second = constraint.secondItem else { return (first, nil) }
    return (first, contentArea(second, constraint.secondAttribute, other: constraint.firstItem))
  }

  /// UIKit (TN2154): a scroll view's edges constrained to something inside it are the edges of its content
  /// area (its content layout guide); its width, height and centre, and edges related to outside items, are its
  /// frame's.
  func contentArea(_ item: LayoutItem, _ attribute: LayoutAttribute, other: LayoutItem?) -> LayoutItem {
    guard let scroll = item as? View, scroll.kind == .scroll,
      [.left, .right, .top, .bottom, .leading, .trailing].contains(attribute),
      let host = (other as? View) ?? (other as? LayoutGuide)?.owningView, host.isDescendant(of: scroll)
    else { return item }
    return scroll.contentLayoutGuide
  }

  /// The origin of the two items' nearest common ancestor along `axis`.
  private func coordinateOrigin(_ a: LayoutItem, _ b: LayoutItem, axis: Axis?) -> LinearExpression? {
    guard let hostA = a.hostView, let hostB = b.hostView, let ancestor = hostA.nearestCommonAncestor(with: hostB)
    else { return nil }
    return LinearExpression(axis == .vertical ? ancestor.minY : ancestor.minX)
  }
}
