/// An item named in notation: a view or custom guide id, the superview, or a view's system guide.
public enum ItemReference: Sendable, Hashable, CustomStringConvertible {
  /// A view or custom guide id.
  case named(String)
  /// The first item's superview (`superview`, any letter case; VFL's `|`).
  case superview
  /// A system guide of a named view or of the superview (`root.safeArea`).
  case guide(owner: String?, LayoutGuide.Kind)

  /// The text it was written as.
  public var description: String {
    switch self {
    case .named(let id): id
    case .superview: "superview"
    case .guide(let owner, let kind):
      "\(owner ?? "superview").\(kind.notationName)"
    }
  }
}

/// `item.attribute`.
public struct AttributeReference: Sendable, Hashable {
  /// The item.
  public var item: ItemReference
  /// The attribute.
  public var attribute: LayoutAttribute

  /// Creates a reference.
  public init(_ item: ItemReference, _ attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }
}

/// A constraint as notation states it, before item names are resolved to views.
public struct ConstraintSpec: Sendable, Hashable {
  /// The left side.
  public var first: AttributeReference
  /// The relation.
  public var relation: LayoutRelation
  /// The right side's item and attribute; nil for a constant.
  public var second: AttributeReference?
  /// The right side's multiplier.
  public var multiplier: Double
  /// The constant.
  public var constant: Double
  /// VFL's standard spacing (`-`), whose points the engine decides, when the constant came from it.
  public var standardSpacing: Bool
  /// Priority 1…1000; nil means required.
  public var priority: Float?
  /// The notation it came from, in UIKit's log form for VFL (`H:|-(20)-[red]`).
  public var source: String
  /// 1-based column of the text that produced it, within the line.
  public var column: Int

  /// Creates a spec.
  public init(
    first: AttributeReference, relation: LayoutRelation, second: AttributeReference?, multiplier: Double = 1,
    constant: Double = 0, standardSpacing: Bool = false, priority: Float? = nil, source: String,
    column: Int = 1
  ) {
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.standardSpacing = standardSpacing
    self.priority = priority
    self.source = source
    self.column = column
  }

  /// UIKit's validity rules for the attributes; the message says which rule and how to fix it.
  public func violation() -> String? {
    AttributeRules.violation(first: first.attribute, second: second?.attribute, multiplier: multiplier)
  }
}

/// A notation error: where (1-based column), what was expected, what was found.
public struct NotationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The full text that failed.
  public var text: String
  /// 1-based column of the problem.
  public var column: Int
  /// What went wrong and what was expected.
  public var message: String

  /// Creates an error.
  public init(text: String, column: Int, message: String) {
    self.text = text
    self.column = column
    self.message = message
  }

  /// The message, the text, and a caret under the column.
  public var description: String {
    "\(message)\n  \(text)\n  " + String(repeating: " ", count: max(0, column - 1)) + "^"
  }
}

extension LayoutGuide.Kind {
  /// The name equations use for a view's system guide (`safeArea`, `contentLayoutGuide`).
  var notationName: String {
    switch self {
    case .safeArea: "safeArea"
    case .layoutMargins: "layoutMargins"
    case .readableContent: "readableContent"
    case .contentLayout: "contentLayoutGuide"
    case .frameLayout: "frameLayoutGuide"
    case .custom, .stackSpacer, .stackGap: rawValue
    }
  }
}
