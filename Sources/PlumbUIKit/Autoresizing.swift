import PlumbLayout

extension UIView {
  /// The autoresizing constraints of a frame-placed view with a flexible mask (a view with no mask is placed by its
  /// frame in the layout model, which makes UIKit's `h=--& v=--&` constraints itself).
  ///
  /// Each flexible part (left margin, width, right margin) takes a share of the superview's change of size in
  /// proportion to its own size, so the view's position and size are linear in the superview's size; a position is
  /// written against the superview's centre with a multiplier (a location scaled from the superview's origin).
  func autoresizingConstraints(_ node: View, in superviewNode: View) -> [LayoutConstraint] {
    guard translatesAutoresizingMaskIntoConstraints, !autoresizingMask.isEmpty, let superview else {
      return []
    }
    let reference = autoresizingReference ?? superview.bounds.size
    let mask = autoresizingMask
    func letters(_ low: Bool, _ size: Bool, _ high: Bool) -> String {
      let none = !low && !size && !high
      return (low ? "&" : "-") + (size ? "&" : "-") + ((high || none) ? "&" : "-")
    }
    let description =
      "h="
      + letters(
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
      )
      + " v="
      + letters(
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin))
    var constraints: [LayoutConstraint] = []
    let axes:
      [(Double, Double, Double, Bool, Bool, Bool, LayoutAttribute, LayoutAttribute, LayoutAttribute)] = [
        (
          Double(storedFrame.minX), Double(storedFrame.width), Double(reference.width),
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin),
          .left, .centerX, .width
        ),
        (
          Double(storedFrame.minY), Double(storedFrame.height), Double(reference.height),
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin),
          .top, .centerY, .height
        ),
      ]
    for (origin, length, outer, lowFlexible, sizeFlexible, highFlexible, edge, center, dimension) in axes {
      let high = outer - origin - length
      let parts = [(lowFlexible, origin), (sizeFlexible, length), (highFlexible, high)].filter(\.0)
      let total = parts.reduce(0) { $0 + max(0, $1.1) }
      func share(_ flexible: Bool, _ value: Double) -> Double {
        guard flexible else { return 0 }
        return total > 0 ? max(0, value) / total : 1 / Double(parts.count)
      }
      let edgeShare = share(lowFlexible, origin)
      let sizeShare = share(sizeFlexible, length)
      let position =
        edgeShare == 0
        ? LayoutConstraint(node, edge, .equal, superviewNode, edge, constant: origin, origin: .autoresizing)
        : LayoutConstraint(
          node, edge, .equal, superviewNode, center, multiplier: 2 * edgeShare,
          constant: origin - edgeShare * outer,
          origin: .autoresizing)
      let size =
        sizeShare == 0
        ? LayoutConstraint(
          node, dimension, .equal, nil, .notAnAttribute, constant: length, origin: .autoresizing)
        : LayoutConstraint(
          node, dimension, .equal, superviewNode, dimension, multiplier: sizeShare,
          constant: length - sizeShare * outer, origin: .autoresizing)
      constraints += [position, size]
    }
    for constraint in constraints { constraint.autoresizingMask = description }
    return constraints
  }
}
