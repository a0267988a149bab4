import PlumbLayout

extension NSLayoutConstraint {
  /// Options of the Visual Format Language: alignment of the views a line names, and its direction.
  public struct FormatOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Align every view's left edge.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Align every view's right edge.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Align every view's top.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Align every view's bottom.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Align every view's leading edge.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Align every view's trailing edge.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Align every view's horizontal centre.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Align every view's vertical centre.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Align every view's last baseline.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Align every view's first baseline.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// Horizontal lines run leading to trailing (the default).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// Horizontal lines run left to right.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// Horizontal lines run right to left.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)

    var names: [String] {
      let table: [(FormatOptions, String)] = [
        (.alignAllLeft, "alignAllLeft"), (.alignAllRight, "alignAllRight"), (.alignAllTop, "alignAllTop"),
        (.alignAllBottom, "alignAllBottom"), (.alignAllLeading, "alignAllLeading"),
        (.alignAllTrailing, "alignAllTrailing"), (.alignAllCenterX, "alignAllCenterX"),
        (.alignAllCenterY, "alignAllCenterY"), (.alignAllLastBaseline, "alignAllLastBaseline"),
        (.alignAllFirstBaseline, "alignAllFirstBaseline"),
      ]
      var names = table.filter { contains($0.0) }.map(\.1)
      switch rawValue & (3 << 16) {
      case 1 << 16: names.append("directionLeftToRight")
      case 2 << 16: names.append("directionRightToLeft")
      default: break
      }
      return names
    }
  }

  /// The constraints one Visual Format Language line describes (`"H:|-[name(>=100)]-8-[other]-|"`), with views
  /// and metrics named in the dictionaries. A line that does not parse prints UIKit's kind of message with the
  /// place of the problem and returns no constraints (UIKit raises an exception).
  public class func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any]
  ) -> [NSLayoutConstraint] {
    var numbers: [String: Double] = [:]
    for (name, value) in metrics ?? [:] {
      switch value {
      case let number as CGFloat: numbers[name] = Double(number)
      case let number as Double: numbers[name] = number
      case let number as Float: numbers[name] = Double(number)
      case let number as Int: numbers[name] = Double(number)
      case let number as NSNumber: numbers[name] = number.doubleValue
      default: break
      }
    }
    let specs: [ConstraintSpec]
    do {
      specs = try VisualFormatParser.parse(format, options: opts.names, metrics: numbers)
    } catch {
      UIKitConsole.log("Unable to parse constraint format: \n\(error.description)")
      return []
    }
    func item(_ reference: ItemReference, other: ItemReference?) -> AnyObject? {
      switch reference {
      case .named(let name):
        return views[name].map { $0 as AnyObject }
      case .superview:
        if case .named(let name)? = other, let view = views[name] as? UIView { return view.superview }
        return nil
      case .guide:
        return nil
      }
    }
    var result: [NSLayoutConstraint] = []
    for spec in specs {
      guard let first = item(spec.first.item, other: spec.second?.item) else {
        UIKitConsole.log(
          "Unable to interpret '\(spec.first.item)' in the format \(format): no such view, or no superview.")
        return []
      }
      var second: AnyObject?
      if let reference = spec.second {
        guard let resolved = item(reference.item, other: spec.first.item) else {
          UIKitConsole.log(
            "Unable to interpret '\(reference.item)' in the format \(format): no such view, or no superview.")
          return []
        }
        second = resolved
      }
      let constraint = NSLayoutConstraint(
        first, Attribute(spec.first.attribute), Relation(spec.relation), second,
        spec.second.map { Attribute($0.attribute) } ?? .notAnAttribute, multiplier: CGFloat(spec.multiplier),
        constant: CGFloat(spec.constant), spacing: spec.standardSpacing ? .standard : nil)
      if let priority = spec.priority { constraint.priority = UILayoutPriority(priority) }
      result.append(constraint)
    }
    return result
  }
}

extension NSLayoutConstraint.Relation {
  init(_ relation: LayoutRelation) {
    switch relation {
    case .equal: self = .equal
    case .greaterThanOrEqual: self = .greaterThanOrEqual
    case .lessThanOrEqual: self = .lessThanOrEqual
    }
  }
}
