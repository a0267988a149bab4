/// How strongly a constraint must hold: UIKit's `UILayoutPriority`, from 1 to 1000.
///
/// Priorities are strict: every constraint of a higher priority is satisfied as well as possible
/// before any lower one is considered, whatever the number of lower ones.
public struct Priority: Sendable, Hashable, Comparable, CustomStringConvertible,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
  /// The value, 1…1000 for a valid priority.
  public let value: Float

  /// Creates a priority. Validity (1…1000, finite) is checked when a constraint is added.
  public init(_ value: Float) { self.value = value }
  /// Creates a priority from an integer literal.
  public init(integerLiteral value: Int) { self.value = Float(value) }
  /// Creates a priority from a float literal.
  public init(floatLiteral value: Float) { self.value = value }

  /// 1000: the constraint must hold.
  public static let required = Priority(1000)
  /// 750: `UILayoutPriority.defaultHigh`, the default compression resistance.
  public static let high = Priority(750)
  /// 250: `UILayoutPriority.defaultLow`, the default content hugging.
  public static let low = Priority(250)
  /// 50: `UILayoutPriority.fittingSizeLevel`.
  public static let fittingSizeLevel = Priority(50)

  /// True for priority 1000.
  public var isRequired: Bool { value == 1000 }
  /// True when the value is finite and within 1…1000.
  public var isValid: Bool { value.isFinite && value >= 1 && value <= 1000 }

  /// Orders by value.
  public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

  /// The value, without a trailing `.0` for whole numbers (`750`, `999.5`).
  public var description: String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
