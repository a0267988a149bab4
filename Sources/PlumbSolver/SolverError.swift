/// Why the solver refused a request. Each case carries the culprit.
public enum SolverError: Error, Sendable, CustomStringConvertible {
  /// A required constraint cannot hold together with the required constraints in `conflicting`
  /// (the added constraint included). The solver is left exactly as it was before the call.
  case unsatisfiable(Constraint, conflicting: [Constraint])
  /// The constraint was already added.
  case duplicateConstraint(Constraint)
  /// The constraint was never added, or was already removed.
  case unknownConstraint(Constraint)
  /// The priority is not a finite number in 1…1000.
  case invalidPriority(Constraint)
  /// A coefficient or the constant is NaN or infinite.
  case nonFiniteValue(Constraint)
  /// The variable already has an edit.
  case duplicateEditVariable(Variable)
  /// The variable has no edit.
  case unknownEditVariable(Variable)
  /// Edits must be optional (priority below 1000) so a suggestion can never be unsatisfiable.
  case requiredEditVariable(Variable)
  /// A suggested value is NaN or infinite.
  case nonFiniteSuggestion(Variable, Double)

  /// A one-sentence explanation with a hint at the fix.
  public var description: String {
    switch self {
    case .unsatisfiable(let constraint, let conflicting):
      let list = conflicting.map { "  \($0)" }.joined(separator: "\n")
      return "unable to satisfy required constraint \(constraint); it conflicts with:\n\(list)\n"
        + "lower the priority of one of them below 1000 or remove it"
    case .duplicateConstraint(let constraint):
      return "constraint \(constraint) was already added; add each constraint once"
    case .unknownConstraint(let constraint):
      return "constraint \(constraint) is not in the solver; it was never added or already removed"
    case .invalidPriority(let constraint):
      return "constraint \(constraint) has priority \(constraint.priority); use a number from 1 to 1000"
    case .nonFiniteValue(let constraint):
      return "constraint \(constraint) has a NaN or infinite coefficient or constant; use finite numbers"
    case .duplicateEditVariable(let variable):
      return "variable \(variable) already has an edit; remove it before adding another"
    case .unknownEditVariable(let variable):
      return "variable \(variable) has no edit; call addEditVariable first"
    case .requiredEditVariable(let variable):
      return "the edit of \(variable) is required; edits take a priority below 1000"
    case .nonFiniteSuggestion(let variable, let value):
      return "suggested value \(value) for \(variable) is not finite"
    }
  }
}
