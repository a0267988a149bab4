@testable import PlumbSolver

extension Solver {
  /// Whether every required constraint of `constraints` holds at the solver's values, to 10⁻⁶.
  func holdsRequired(_ constraints: [Constraint]) -> Bool {
    constraints.filter(\.priority.isRequired).allSatisfy { constraint in
      var value = constraint.expression.constant
      for term in constraint.expression.terms { value += term.coefficient * self.value(of: term.variable) }
      switch constraint.relation {
      case .equal: return abs(value) <= 1e-6
      case .greaterThanOrEqual: return value >= -1e-6
      case .lessThanOrEqual: return value <= 1e-6
      }
    }
  }
}
