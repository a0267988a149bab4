// Changing a constraint's constant moves its row symbol's bounds; the tableau is untouched, so a window
// resize or an animated constant costs a feasibility repair, not a removal and re-insertion.

extension Solver {
  /// Replaces `old` with `new`, which must differ only in its constant (same terms, relation and priority),
  /// re-solving incrementally. On failure the solver is left exactly as it was.
  ///
  /// - Throws: `.unknownConstraint` when `old` is not in the solver, `.nonFiniteValue` for a NaN or
  ///   infinite constant, `.unsatisfiable` when a required constraint cannot take the new constant, and
  ///   `.duplicateConstraint` when `new` is already in the solver.
  public func replaceConstant(of old: Constraint, with new: Constraint) throws(SolverError) {
    guard let record = records[old.identity] else { throw .unknownConstraint(old) }
    guard records[new.identity] == nil else { throw .duplicateConstraint(new) }
    let oldExpression = old.expression
    let newExpression = new.expression
    guard newExpression.constant.isFinite else { throw .nonFiniteValue(new) }
    guard new.relation == old.relation, new.priority == old.priority,
      Self.sameTerms(oldExpression, newExpression)
    else {
      // Not a constant change: fall back to removing and adding, which has the same guarantees.
      try add(new)
      do { try remove(old) } catch {}
      return
    }
    let symbol = record.rowSymbol
    let index = Int(symbol)
    let bound = -newExpression.constant * record.scale
    let lower: Double
    let upper: Double
    switch new.relation {
    case .equal: (lower, upper) = (bound, bound)
    case .greaterThanOrEqual: (lower, upper) = (bound, .infinity)
    case .lessThanOrEqual: (lower, upper) = (-.infinity, bound)
    }
    let saved = (lowerBounds[index], upperBounds[index])
    beginTransaction()
    if let blocking = moveBounds(of: symbol, to: lower, upper: upper) {
      rollbackTransaction()
      lowerBounds[index] = saved.0
      upperBounds[index] = saved.1
      var conflicting = [new]
      for owner in blocking where owner != old.identity {
        if let other = records[owner] { conflicting.append(other.constraint) }
      }
      throw .unsatisfiable(new, conflicting: conflicting)
    }
    commitTransaction()
    records[old.identity] = nil
    var replaced = ConstraintRecord(
      constraint: new, rowSymbol: symbol, plusError: record.plusError, minusError: record.minusError)
    replaced.scale = record.scale
    replaced.serial = record.serial
    records[new.identity] = replaced
    retag(symbol: symbol, record: record, owner: new.identity)
    for candidate in [record.plusError, record.minusError] where candidate != .none {
      markCandidate(candidate)
    }
  }

  private static func sameTerms(_ a: LinearExpression, _ b: LinearExpression) -> Bool {
    guard a.terms.count == b.terms.count else { return false }
    for (x, y) in zip(a.terms, b.terms)
    where x.variable.identity != y.variable.identity || x.coefficient != y.coefficient {
      return false
    }
    return true
  }

  /// Points the constraint's symbols at its new identity (conflict explanations name owners).
  private func retag(symbol: Symbol, record: ConstraintRecord, owner: UInt64) {
    for tagged in [symbol, record.plusError, record.minusError] where tagged != .none {
      owners[Int(tagged)] = owner
    }
  }
}
