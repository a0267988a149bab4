import PlumbSolver

// Turning UIKit attributes into linear expressions over each item's minX/minY/Width/Height.
extension LayoutEngine {
  /// The absolute (canvas) position or length of `attribute` of `item`.
  func expression(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LinearExpression {
    var terms: [Term] = []
    let constant = appendExpression(item, attribute, to: &terms)
    return LinearExpression(terms, constant: constant)
  }

  /// Appends the terms of `attribute` of `item` to `terms` and returns the expression's constant: translation
  /// builds each constraint's terms in one array (expression arithmetic allocated an array per step).
  func appendExpression(_ item: LayoutItem, _ attribute: LayoutAttribute, to terms: inout [Term]) -> Double {
    if attribute.isMargin, let view = item as? View {
      return appendExpression(view.layoutMarginsGuide, attribute.marginBase, to: &terms)
    }
    switch attribute {
    case .left:
      terms.append(Term(item.minX))
    case .right:
      terms.append(Term(item.minX))
      terms.append(Term(item.width))
    case .leading, .trailing:
      terms.append(Term(item.minX))
      if (attribute == .leading) != (effectiveDirection(of: item) == .leftToRight) {
        terms.append(Term(item.width))
      }
    case .centerX:
      terms.append(Term(item.minX))
      terms.append(Term(item.width, 0.5))
    case .top:
      terms.append(Term(item.minY))
    case .bottom:
      terms.append(Term(item.minY))
      terms.append(Term(item.height))
    case .centerY:
      terms.append(Term(item.minY))
      terms.append(Term(item.height, 0.5))
    case .width:
      terms.append(Term(item.width))
    case .height:
      terms.append(Term(item.height))
    case .firstBaseline, .lastBaseline:
      if let stack = item as? View, stack.kind == .stack,
        let inner = baselineView(of: stack, last: attribute == .lastBaseline)
      {
        return appendExpression(inner, attribute, to: &terms)
      }
      terms.append(Term(item.minY))
      guard let view = item as? View, let offset = baselineOffset(of: view, last: attribute == .lastBaseline)
      else {
        if attribute == .lastBaseline { terms.append(Term(item.height)) }
        return 0
      }
      // Text is centred vertically when the view is taller or shorter than its content (UILabel does this).
      terms.append(Term(item.height, 0.5))
      return 0 + offset  // as the expression sum made it (a −0 offset becomes +0)
    default:
      break
    }
    return 0
  }

  /// The baseline's distance from the view's centre, when the view shows text.
  func baselineOffset(of view: View, last: Bool) -> Double? {
    guard let measurement = measurements[ObjectIdentifier(view)],
      let baseline = last ? measurement.lastBaseline : measurement.firstBaseline,
      let height = measurement.intrinsic.vertical
    else { return nil }
    return baseline - height / 2
  }

  /// The solver constraint for a layout constraint, at its current constant and priority: the whole
  /// `first − (multiplier × second + constant)` on the left, built in one array, with the same terms, order and
  /// floating-point steps as writing it with expression arithmetic.
  func translate(_ constraint: LayoutConstraint) -> Constraint {
    let items = effectiveItems(of: constraint)
    var terms: [Term] = []
    terms.reserveCapacity(6)
    var lhsConstant = appendExpression(items.first, constraint.firstAttribute, to: &terms)
    var rhsConstant = constraint.constant
    if let second = constraint.secondItem, let secondItem = items.second,
      constraint.secondAttribute != .notAnAttribute
    {
      var split = terms.count
      var otherConstant = appendExpression(secondItem, constraint.secondAttribute, to: &terms)
      let multiplier = constraint.multiplier
      if multiplier != 1, constraint.firstAttribute.isLocation,
        let origin = coordinateOrigin(constraint.firstItem, second, axis: constraint.firstAttribute.axis)
      {
        // Locations are measured in the nearest common ancestor's coordinates, so a multiplier scales
        // distances from that ancestor's origin (UIKit: `v.centerX = 0.4 × superview.centerX`).
        terms.insert(Term(origin, -1), at: split)
        split += 1
        terms.append(Term(origin, -1))
      }
      if constraint.firstAttribute.isDirectional
        && effectiveDirection(of: constraint.firstItem) == .rightToLeft
      {
        // UIKit mirrors leading/trailing constraints in right-to-left: values grow leftward, so
        // `a.leading = b.trailing + 8` puts a 8 pt to the left of b.
        for index in terms.indices { terms[index].coefficient *= -1 }
        lhsConstant *= -1
        otherConstant *= -1
      }
      for index in split..<terms.count {
        terms[index].coefficient = terms[index].coefficient * multiplier * -1
      }
      rhsConstant = otherConstant * multiplier + rhsConstant
    }
    let priority =
      brokenConstraints.isEmpty
      ? constraint.priority : brokenConstraints[ObjectIdentifier(constraint)] ?? constraint.priority
    let relation: Relation =
      switch constraint.relation {
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      case .lessThanOrEqual: .lessThanOrEqual
      }
    return Constraint(
      LinearExpression(terms, constant: lhsConstant + rhsConstant * -1), relation, 0,
      priority: PlumbSolver.Priority(priority.value))
  }

  /// The items `constraint` relates once UIKit's scroll-view rule applies (see `contentArea(_:_:other:)`).
  public func effectiveItems(of constraint: LayoutConstraint) -> (first: LayoutItem, second: LayoutItem?) {
    let first = contentArea(constraint.firstItem, constraint.firstAttribute, other: constraint.secondItem)
    guard let second = constraint.secondItem else { return (first, nil) }
    return (first, contentArea(second, constraint.secondAttribute, other: constraint.firstItem))
  }

  /// UIKit (TN2154): a scroll view's edges constrained to something inside it are the edges of its content
  /// area (its content layout guide); its width, height and centre, and edges related to outside items, are its
  /// frame's.
  func contentArea(_ item: LayoutItem, _ attribute: LayoutAttribute, other: LayoutItem?) -> LayoutItem {
    guard item.isScrollView, let scroll = item as? View,
      [.left, .right, .top, .bottom, .leading, .trailing].contains(attribute),
      let host = (other as? View) ?? (other as? LayoutGuide)?.owningView, host.isDescendant(of: scroll)
    else { return item }
    return scroll.contentLayoutGuide
  }

  /// The origin of the two items' nearest common ancestor along `axis`.
  private func coordinateOrigin(_ a: LayoutItem, _ b: LayoutItem, axis: Axis?) -> Variable? {
    guard let hostA = a.hostView, let hostB = b.hostView,
      let ancestor = hostA.nearestCommonAncestor(with: hostB)
    else { return nil }
    return axis == .vertical ? ancestor.minY : ancestor.minX
  }
}
