import Synchronization

/// The relation of a ``Constraint``: `==`, `>=` or `<=`.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
  /// `lhs == rhs`.
  case equal
  /// `lhs >= rhs`.
  case greaterThanOrEqual
  /// `lhs <= rhs`.
  case lessThanOrEqual

  /// `==`, `>=` or `<=`.
  public var description: String {
    switch self {
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    case .lessThanOrEqual: "<="
    }
  }
}

/// A linear relation between two expressions, with a ``Priority``.
///
/// A constraint is a value with an identity: copies refer to the same constraint, and
/// ``Solver/remove(_:)`` finds it by that identity.
public struct Constraint: Sendable, CustomStringConvertible {
  /// The left-hand side as written.
  public let lhs: LinearExpression
  /// The relation.
  public let relation: Relation
  /// The right-hand side as written.
  public let rhs: LinearExpression
  /// The priority, 1…1000.
  public let priority: Priority
  /// Process-unique identity, used to find the constraint again; never to order anything.
  public let identity: UInt64

  /// Creates `lhs relation rhs` at `priority`.
  public init(
    _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
    priority: Priority = .required
  ) {
    self.lhs = lhs
    self.relation = relation
    self.rhs = rhs
    self.priority = priority
    self.identity = Constraint.counter.add(1, ordering: .relaxed).newValue
  }

  /// The same relation at another priority (a new constraint with a new identity).
  public func withPriority(_ priority: Priority) -> Constraint {
    Constraint(lhs, relation, rhs, priority: priority)
  }

  /// `lhs - rhs`, the expression the relation compares with zero.
  public var expression: LinearExpression { lhs - rhs }

  /// The constraint in equation notation, e.g. `x + 8 <= y @750`.
  public var description: String {
    let base = "\(lhs) \(relation) \(rhs)"
    return priority.isRequired ? base : "\(base) @\(priority)"
  }

  private static let counter = Atomic<UInt64>(0)
}

// MARK: - Relation operators

/// Builds `lhs == rhs`.
public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .equal, rhs) }
/// Builds `lhs >= rhs`.
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
  Constraint(lhs, .greaterThanOrEqual, rhs)
}
/// Builds `lhs <= rhs`.
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
  Constraint(lhs, .lessThanOrEqual, rhs)
}
/// Builds `lhs == rhs`.
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) == rhs }
/// Builds `lhs >= rhs`.
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) >= rhs }
/// Builds `lhs <= rhs`.
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) <= rhs }
/// Builds `lhs == rhs`.
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs == LinearExpression(rhs) }
/// Builds `lhs >= rhs`.
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs >= LinearExpression(rhs) }
/// Builds `lhs <= rhs`.
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs <= LinearExpression(rhs) }
/// Builds `lhs == rhs`.
public func == (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) == LinearExpression(rhs) }
/// Builds `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }
/// Builds `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }

precedencegroup ConstraintPriorityPrecedence {
  lowerThan: ComparisonPrecedence
  associativity: left
}
infix operator ~ : ConstraintPriorityPrecedence

/// `constraint ~ 750`: the same relation at another priority.
public func ~ (constraint: Constraint, priority: Priority) -> Constraint {
  constraint.withPriority(priority)
}
