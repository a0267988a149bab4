import PlumbLayout

/// The priority of a constraint, or of a view's content hugging and compression resistance (1…1000).
public struct UILayoutPriority: RawRepresentable, Sendable, Hashable, Comparable {
  /// The priority as a number.
  public var rawValue: Float
  /// Creates a priority.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// Creates a priority.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// A required constraint (1000).
  public static let required = UILayoutPriority(1000)
  /// The priority a button resists compression with (750).
  public static let defaultHigh = UILayoutPriority(750)
  /// The priority a button hugs its content with (250).
  public static let defaultLow = UILayoutPriority(250)
  /// The priority `systemLayoutSizeFitting` aims at the target size with (50).
  public static let fittingSizeLevel = UILayoutPriority(50)
  /// The priority of a drag that can resize the scene (510).
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// The priority of a scene's size (500).
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// The priority of a drag that cannot resize the scene (490).
  public static let dragThatCannotResizeScene = UILayoutPriority(490)

  /// Compares priorities.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
  /// A priority raised by `rhs`.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }
  /// A priority lowered by `rhs`.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }

  var plumb: Priority { Priority(rawValue) }
}

/// A relation between two attributes of two items (or one and a constant):
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
@preconcurrency @MainActor
open class NSLayoutConstraint {
  /// The part of an item's alignment rectangle a constraint acts on.
  public enum Attribute: Int, Sendable {
    /// The left edge.
    case left = 1
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge (left in a left-to-right layout).
    case leading
    /// The trailing edge (right in a left-to-right layout).
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The baseline of the last line of text.
    case lastBaseline
    /// The baseline of the first line of text.
    case firstBaseline
    /// The left layout margin.
    case leftMargin
    /// The right layout margin.
    case rightMargin
    /// The top layout margin.
    case topMargin
    /// The bottom layout margin.
    case bottomMargin
    /// The leading layout margin.
    case leadingMargin
    /// The trailing layout margin.
    case trailingMargin
    /// The horizontal centre between the left and right margins.
    case centerXWithinMargins
    /// The vertical centre between the top and bottom margins.
    case centerYWithinMargins
    /// No attribute: the second item of a constraint to a constant.
    case notAnAttribute = 0

    var plumb: LayoutAttribute {
      switch self {
      case .left: .left
      case .right: .right
      case .top: .top
      case .bottom: .bottom
      case .leading: .leading
      case .trailing: .trailing
      case .width: .width
      case .height: .height
      case .centerX: .centerX
      case .centerY: .centerY
      case .lastBaseline: .lastBaseline
      case .firstBaseline: .firstBaseline
      case .leftMargin: .leftMargin
      case .rightMargin: .rightMargin
      case .topMargin: .topMargin
      case .bottomMargin: .bottomMargin
      case .leadingMargin: .leadingMargin
      case .trailingMargin: .trailingMargin
      case .centerXWithinMargins: .centerXWithinMargins
      case .centerYWithinMargins: .centerYWithinMargins
      case .notAnAttribute: .notAnAttribute
      }
    }

    init(_ attribute: LayoutAttribute) {
      switch attribute {
      case .left: self = .left
      case .right: self = .right
      case .top: self = .top
      case .bottom: self = .bottom
      case .leading: self = .leading
      case .trailing: self = .trailing
      case .width: self = .width
      case .height: self = .height
      case .centerX: self = .centerX
      case .centerY: self = .centerY
      case .lastBaseline: self = .lastBaseline
      case .firstBaseline: self = .firstBaseline
      case .leftMargin: self = .leftMargin
      case .rightMargin: self = .rightMargin
      case .topMargin: self = .topMargin
      case .bottomMargin: self = .bottomMargin
      case .leadingMargin: self = .leadingMargin
      case .trailingMargin: self = .trailingMargin
      case .centerXWithinMargins: self = .centerXWithinMargins
      case .centerYWithinMargins: self = .centerYWithinMargins
      case .notAnAttribute: self = .notAnAttribute
      }
    }
  }

  /// How the two sides of a constraint relate.
  public enum Relation: Int, Sendable {
    /// The first side is at most the second.
    case lessThanOrEqual = -1
    /// The sides are equal.
    case equal = 0
    /// The first side is at least the second.
    case greaterThanOrEqual = 1

    var plumb: LayoutRelation {
      switch self {
      case .lessThanOrEqual: .lessThanOrEqual
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    }
  }

  /// A layout axis.
  public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1

    var plumb: PlumbLayout.Axis { self == .horizontal ? .horizontal : .vertical }
  }

  /// The first item (a `UIView` or a `UILayoutGuide`).
  public let firstItem: AnyObject?
  /// The first item's attribute.
  public let firstAttribute: Attribute
  /// The relation.
  public let relation: Relation
  /// The second item, nil for a constant.
  public let secondItem: AnyObject?
  /// The second item's attribute (`notAnAttribute` for a constant).
  public let secondAttribute: Attribute
  /// The second side's multiplier.
  public let multiplier: CGFloat
  /// The constant; changing it lays the hierarchy out again.
  open var constant: CGFloat {
    didSet { if constant != oldValue { installedOn?.setNeedsLayoutInHierarchy() } }
  }
  /// The priority; constraints below `required` are met as far as they can be.
  open var priority: UILayoutPriority = .required {
    didSet { if priority != oldValue { installedOn?.setNeedsLayoutInHierarchy() } }
  }
  /// A name shown in the console's descriptions of the constraint.
  open var identifier: String?

  /// How the constant came from a spacing (system spacing anchors, VFL's `-`), for descriptions.
  var spacing: LayoutConstraint.Spacing?
  /// The view the constraint is installed on (the items' nearest common ancestor), while active.
  weak var installedOn: UIView?
  /// Activation order across every hierarchy: constraints are laid out in the order they were activated.
  var activationSerial = 0
  static var nextSerial = 0

  /// Creates a constraint `view1.attr1 relation multiplier × view2.attr2 + c`.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = view2 == nil ? .notAnAttribute : attr2
    self.multiplier = multiplier
    constant = c
  }

  init(
    _ first: AnyObject, _ firstAttribute: Attribute, _ relation: Relation, _ second: AnyObject?,
    _ secondAttribute: Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
    spacing: LayoutConstraint.Spacing? = nil
  ) {
    firstItem = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    secondItem = second
    self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.spacing = spacing
  }

  /// Whether the constraint takes part in layout. Activating it installs it on its items' nearest common ancestor;
  /// items in different hierarchies cannot be related (UIKit raises; Plumb prints UIKit's message and leaves the
  /// constraint inactive).
  open var isActive: Bool {
    get { installedOn != nil }
    set {
      if newValue { activate() } else { deactivateConstraint() }
    }
  }

  /// Activates each constraint (faster than setting `isActive` one by one in UIKit; the same here).
  public class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint.
  public class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// The first item's anchor for the first attribute.
  public var firstAnchor: NSLayoutAnchor<AnyObject> {
    NSLayoutAnchor(item: firstItem, attribute: firstAttribute)
  }
  /// The second item's anchor, nil for a constant.
  public var secondAnchor: NSLayoutAnchor<AnyObject>? {
    secondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
  }

  var firstView: UIView? { Self.hostView(firstItem) }
  var secondView: UIView? { Self.hostView(secondItem) }

  static func hostView(_ item: AnyObject?) -> UIView? {
    if let view = item as? UIView { return view }
    if let guide = item as? UILayoutGuide { return guide.owningView }
    return nil
  }

  private func activate() {
    guard installedOn == nil else { return }
    guard let first = firstView else {
      UIKitConsole.log(
        "*** Terminating app due to uncaught exception 'NSGenericException', reason: 'Unable to activate "
          + "constraint with anchors \(firstAnchor.consoleName) because the item is not in a view hierarchy "
          + "(a layout guide must be added to a view first).'")
      return
    }
    var host = first
    if secondItem != nil {
      guard let second = secondView, let common = first.nearestCommonAncestor(with: second) else {
        let other = secondAnchor?.consoleName ?? "nil"
        UIKitConsole.log(
          "*** Terminating app due to uncaught exception 'NSGenericException', reason: 'Unable to activate "
            + "constraint with anchors \(firstAnchor.consoleName) and \(other) because they have no common "
            + "ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  "
            + "That's illegal.'")
        return
      }
      host = common
    }
    host.install(self)
  }

  private func deactivateConstraint() {
    guard let host = installedOn else { return }
    host.uninstall(self)
  }

  /// The constraint in PlumbLayout's model, between `first` and `second`.
  func plumbConstraint(_ first: LayoutItem, _ second: LayoutItem?) -> LayoutConstraint {
    LayoutConstraint(
      first, firstAttribute.plumb, relation.plumb, second, secondAttribute.plumb,
      multiplier: Double(multiplier),
      constant: Double(constant), priority: priority.plumb, identifier: identifier, spacing: spacing)
  }
}
