import PlumbSolver

// UIKit's recovery from unsatisfiable constraints (Auto Layout Guide, "Unsatisfiable Layouts"), deterministic:
// break the constraint whose addition failed, unless it is a system constraint and the conflicting set
// holds a user constraint, in which case the most recently added user constraint breaks. The broken
// constraint is demoted to a priority just below required, so it still has first claim on the layout.
extension LayoutEngine {
  /// The priority a broken required constraint is demoted to: below 1000, above anything UIKit lets a client set.
  static let brokenPriority = Priority(Float(1000).nextDown)

  func add(_ solverConstraint: Constraint, for constraint: LayoutConstraint) {
    // Past the solver's work limit the layout is abandoned: each further constraint would cost as much again.
    guard exceededSolverWork == nil else { return }
    do {
      try solver.add(solverConstraint)
      record(solverConstraint, for: constraint)
    } catch .unsatisfiable(_, let conflicting) {
      recover(from: conflicting, adding: solverConstraint, for: constraint)
    } catch {
      // Non-finite values and bad priorities never reach here: constraints are validated on activation.
      conflictDiagnostics.append(
        Diagnostic(kind: .invalid, message: "\(error)", constraints: [], broken: nil, views: []))
    }
    noteWorkLimit(at: constraint)
  }

  /// The layout constraints behind installed solver constraints (those it finds), in the given order. The table
  /// is built at the first conflict rather than kept up to date on every insertion (a table write per constraint was
  /// a tenth of the engine's own time), then extended with the constraints installed since, so a layout with many
  /// conflicts does not rebuild it for each one.
  func owners(of constraints: [Constraint]) -> [LayoutConstraint] {
    extendOwnerCache()
    if constraints.contains(where: { ownerCache[$0.identity] == nil }) {
      // A constraint changed in place since (a new constant): start again.
      ownerCache = [:]
      ownerCacheCovers = 0
      extendOwnerCache()
    }
    return constraints.compactMap { ownerCache[$0.identity] }
  }

  private func extendOwnerCache() {
    guard ownerCacheCovers < ordered.count else { return }
    ownerCache.reserveCapacity(ordered.count)
    for constraint in ordered[ownerCacheCovers...] {
      guard let solverConstraint = installedConstraint(for: constraint) else { continue }
      ownerCache[solverConstraint.identity] = constraint
    }
    ownerCacheCovers = ordered.count
  }

  private func record(_ solverConstraint: Constraint, for constraint: LayoutConstraint) {
    setInstalledConstraint(solverConstraint, for: constraint)
    if ownerCacheCovers > 0 { ownerCache[solverConstraint.identity] = constraint }
  }

  private func recover(
    from conflicting: [Constraint], adding solverConstraint: Constraint, for constraint: LayoutConstraint
  ) {
    let minimal = minimalConflict(conflicting, failing: solverConstraint)
    var set = owners(of: minimal)
    set.append(constraint)
    set.sort { position(of: $0) < position(of: $1) }
    var broken = constraint
    if constraint.origin.isSystem, let user = set.last(where: { !$0.origin.isSystem && $0 !== constraint }) {
      broken = user
    }
    brokenConstraints[ObjectIdentifier(broken)] = Self.brokenPriority
    if broken !== constraint, let old = installedConstraint(for: broken) {
      try? solver.remove(old)
      let demoted = translate(broken)
      try? solver.add(demoted)
      record(demoted, for: broken)
      do {
        try solver.add(solverConstraint)
        record(solverConstraint, for: constraint)
      } catch {
        // Still impossible with the user constraint demoted: break the failing one as well.
        brokenConstraints[ObjectIdentifier(constraint)] = Self.brokenPriority
        let fallback = translate(constraint)
        try? solver.add(fallback)
        record(fallback, for: constraint)
      }
    } else {
      let demoted = translate(constraint)
      try? solver.add(demoted)
      record(demoted, for: constraint)
    }
    for member in set { conflictingConstraints.insert(ObjectIdentifier(member)) }
    // Each message lists its set, which along a chain of conflicts grows with the chain: past the first ones, the
    // sets are only counted (see `omittedConflictsDiagnostic`).
    if reportedConflicts < Self.maximumReportedConflicts {
      reportedConflicts += 1
      conflictDiagnostics.append(unsatisfiableDiagnostic(set: set, broken: broken))
    } else {
      omittedConflicts += 1
    }
  }

  private func position(of constraint: LayoutConstraint) -> Int {
    installationIndex(of: constraint) ?? Int.max
  }

  /// Shrinks the solver's explanation to a minimal conflicting set by deletion filtering.
  private func minimalConflict(_ conflicting: [Constraint], failing: Constraint) -> [Constraint] {
    var set = conflicting.filter { $0.identity != failing.identity }
    guard set.count > 1, set.count <= 64 else { return set }
    var index = 0
    while index < set.count {
      var trial = set
      trial.remove(at: index)
      if Self.isInfeasible(trial + [failing]) {
        set = trial
      } else {
        index += 1
      }
    }
    return set
  }

  private static func isInfeasible(_ constraints: [Constraint]) -> Bool {
    let probe = Solver()
    for constraint in constraints {
      do throws(SolverError) {
        try probe.add(Constraint(constraint.lhs, constraint.relation, constraint.rhs, priority: .required))
      } catch {
        if case .unsatisfiable = error { return true }
      }
    }
    return false
  }
}
