import PlumbSolver

// UIKit's `description` formats (as UIKit prints them; PlumbLayout.docc/UIKitSemantics.md), with deterministic
// pseudo-addresses:
// `0x6000` followed by ten hex digits, items numbered in tree order and constraints in insertion order.
extension LayoutEngine {
  /// The pseudo-address of an item.
  func address(of item: LayoutItem) -> String {
    let index =
      itemIndex[ObjectIdentifier(item)] ?? (guides.firstIndex { $0 === item }.map { views.count + $0 } ?? -1)
    return Self.pseudoAddress(0x1_0000 + index + 1)
  }

  /// The pseudo-address of a constraint.
  func address(of constraint: LayoutConstraint) -> String {
    Self.pseudoAddress(0x100_0000 + (installationIndex(of: constraint) ?? 0) + 1)
  }

  static func pseudoAddress(_ index: Int) -> String {
    let hex = String(index, radix: 16)
    return "0x6000" + String(repeating: "0", count: max(0, 10 - hex.count)) + hex
  }

  /// `UILabel:0x6000000100002'title'`, or `UILayoutGuide:0x…'UIViewLayoutMarginsGuide'` for system guides.
  public func describe(_ item: LayoutItem) -> String {
    if let guide = item as? LayoutGuide {
      let name = guide.kind.uikitIdentifier ?? guide.identifier
      return "UILayoutGuide:\(address(of: item))'\(name)'"
    }
    return "\(item.className):\(address(of: item))'\(item.identifier)'"
  }

  /// UIKit's constraint description: `<NSLayoutConstraint:0x… 'id' A.leading == B.trailing + 8   (active)>`.
  public func describe(_ constraint: LayoutConstraint) -> String {
    var head: String
    switch constraint.origin {
    case .contentSize: head = "NSContentSizeLayoutConstraint"
    case .autoresizing: head = "NSAutoresizingMaskLayoutConstraint"
    default: head = "NSLayoutConstraint"
    }
    head += ":\(address(of: constraint))"
    if let mask = constraint.autoresizingMask { head += " \(mask)" }
    if let identifier = constraint.identifier { head += " '\(identifier)'" }
    let priority = brokenConstraints[ObjectIdentifier(constraint)] == nil ? constraint.priority : .required
    if let (body, names) = visualFormatBody(constraint, priority: priority) {
      if names.isEmpty { return "<\(head) \(body)   (active)>" }
      let list = names.map { "\($0.0):\(describe($0.1))" }.joined(separator: ", ")
      return "<\(head) \(body)   (active, names: \(list) )>"
    }
    return "<\(head) \(equationBody(constraint, priority: priority))   (active)>"
  }

  private func equationBody(_ constraint: LayoutConstraint, priority: Priority) -> String {
    var body =
      "\(describe(constraint.firstItem)).\(constraint.firstAttribute) \(constraint.relation.rawValue) "
    if let second = constraint.secondItem {
      if constraint.multiplier != 1 { body += "\(formatSignificant(constraint.multiplier))*" }
      body += "\(describe(second)).\(constraint.secondAttribute)"
      if constraint.constant != 0 {
        body += constraint.constant < 0 ? " - " : " + "
        body += formatSignificant(abs(constraint.constant))
      }
    } else {
      body += formatSignificant(constraint.constant)
    }
    if !priority.isRequired { body += " @\(formatSignificant(Double(priority.value)))" }
    return body
  }

  /// The VFL form UIKit prints for spacing between neighbours and to the superview's edges (multiplier 1).
  private func visualFormatBody(_ constraint: LayoutConstraint, priority: Priority)
    -> (String, [(String, LayoutItem)])?
  {
    guard constraint.multiplier == 1, let second = constraint.secondItem else { return nil }
    let first = constraint.firstItem
    let a = constraint.firstAttribute
    let b = constraint.secondAttribute
    let orientation: String
    let absolute: Bool
    switch (a, b) {
    case (.leading, _), (.trailing, _): (orientation, absolute) = ("H", false)
    case (.left, _), (.right, _): (orientation, absolute) = ("H", true)
    case (.top, _), (.bottom, _): (orientation, absolute) = ("V", false)
    default: return nil
    }
    var gap = formatSignificant(constraint.constant)
    switch constraint.relation {
    case .equal: break
    case .greaterThanOrEqual: gap = ">=" + gap
    case .lessThanOrEqual: gap = "<=" + gap
    }
    if !priority.isRequired { gap += "@\(formatSignificant(Double(priority.value)))" }
    let suffix = absolute ? "(LTR)" : ""
    let leadingEdge: Set<LayoutAttribute> = [.leading, .left, .top]
    let trailingEdge: Set<LayoutAttribute> = [.trailing, .right, .bottom]
    let firstHost = first.hostView
    let secondHost = second.hostView
    let firstInsideSecond =
      (first as? View)?.superview === second || (first is LayoutGuide && firstHost === second)
    let secondInsideFirst =
      (second as? View)?.superview === first || (second is LayoutGuide && secondHost === first)
    if a == b, leadingEdge.contains(a), firstInsideSecond {
      return ("\(orientation):|-(\(gap))-[\(describe(first))]\(suffix)", [("'|'", second)])
    }
    if a == b, trailingEdge.contains(a), secondInsideFirst {
      return ("\(orientation):[\(describe(second))]-(\(gap))-|\(suffix)", [("'|'", first)])
    }
    if leadingEdge.contains(a), trailingEdge.contains(b), (first as? View)?.superview != nil,
      (first as? View)?.superview === (second as? View)?.superview
    {
      return ("\(orientation):[\(describe(second))]-(\(gap))-[\(describe(first))]\(suffix)", [])
    }
    return nil
  }
}
