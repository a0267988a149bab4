// Adding a constraint: its row variable, its error variables, and the first feasible point.

extension Solver {
  /// Adds `constraint` (already validated) whose `lhs − rhs` is `expression`.
  func insert(_ constraint: Constraint, expression: LinearExpression) throws(SolverError) {
    constraintsChangedSinceCheck = true
    let owner = constraint.identity
    let isRequired = constraint.priority.isRequired
    var terms: [(Symbol, Double)] = []
    terms.reserveCapacity(expression.terms.count + 2)
    // Variables no constraint has mentioned before: a required equality may define one (Solver+Definitions.swift).
    var fresh: [Symbol] = []
    for term in expression.terms where term.coefficient != 0 {
      let known = symbolOfVariable[term.variable.identity]
      let symbol = known ?? symbol(for: term.variable)
      if known == nil { fresh.append(symbol) }
      terms.append((symbol, term.coefficient))
    }
    // A required row whose coefficients are all below 1 is scaled so its largest is 1: the feasibility tolerance
    // is absolute, and `1e-9·v == 0` would otherwise hold within it for any |v| ≤ 100 (fuzzing). Coefficients are
    // summed per variable and those below the tolerance dropped first, so scaling cannot revive a zero one.
    // Optional rows keep their scale, which weighs their errors.
    var scale = 1.0
    let isExtreme = expressionHasExtremeCoefficients(expression)
    var definable: (subject: Symbol, row: Row)?
    if isRequired {
      var merged = Row(terms: terms)
      let largest = merged.largestMagnitude
      if largest > 0, largest < 1 {
        scale = 1 / largest
        terms = (0..<merged.count).map { (merged.symbols[$0], merged.coefficients[$0] * scale) }
        merged = Row(terms: terms)
      }
      if constraint.relation == .equal, !hasExtremeCoefficients, !isExtreme,
        let subject = definableSubject(in: merged, fresh: fresh)
      {
        definable = (subject, merged)
      }
    }
    // r = Σ aᵢxᵢ, and the constraint reads  r + constant  (relation)  0.
    let bound = -expression.constant * scale
    let lower: Double
    let upper: Double
    switch constraint.relation {
    case .equal: (lower, upper) = (bound, bound)
    case .greaterThanOrEqual: (lower, upper) = (bound, .infinity)
    case .lessThanOrEqual: (lower, upper) = (-.infinity, bound)
    }
    if !hasExtremeCoefficients, isExtreme {
      hasExtremeCoefficients = true
      // Such systems go back to classic rows: definitions divide by their subject's coefficient and are summed
      // in another order than pivots are, and with a 1e9 beside ordinary coefficients that rounding broke
      // required rows the self-check could not repair (fuzzing).
      materializeAllDefinitions()
    }
    let rowSymbol = makeSymbol(.row, lower: lower, upper: upper, owner: owner)
    if let definable {
      define(definable.subject, by: definable.row, rowSymbol: rowSymbol)
      var record = ConstraintRecord(
        constraint: constraint, rowSymbol: rowSymbol, plusError: .none, minusError: .none)
      record.scale = scale
      record.serial = nextSerial
      nextSerial += 1
      records[owner] = record
      return
    }
    var plus = Symbol.none
    var minus = Symbol.none
    if !isRequired {
      // r = Σ aᵢxᵢ − e⁺ + e⁻: e⁺ is how far Σ aᵢxᵢ runs over the bound, e⁻ how far under.
      if constraint.relation != .greaterThanOrEqual {
        plus = makeSymbol(.error, lower: 0, upper: .infinity, owner: owner)
        terms.append((plus, -1))
      }
      if constraint.relation != .lessThanOrEqual {
        minus = makeSymbol(.error, lower: 0, upper: .infinity, owner: owner)
        terms.append((minus, 1))
      }
    }
    let row = substituted(terms)
    var record = ConstraintRecord(
      constraint: constraint, rowSymbol: rowSymbol, plusError: plus, minusError: minus)
    record.scale = scale
    record.serial = nextSerial
    nextSerial += 1
    if isRequired {
      try insertRequired(row, record: record)
    } else {
      insertOptional(row, record: record)
    }
    records[owner] = record
  }

  private func insertOptional(_ row: Row, record: ConstraintRecord) {
    let level = levelIndex(for: record.constraint.priority.value)
    for error in [record.plusError, record.minusError] where error != .none {
      setCost(error, at: level, 1)
      markCandidate(error)
    }
    installRow(row, for: record.rowSymbol)
    let symbol = record.rowSymbol
    values[Int(symbol)] = evaluate(row)
    // The constraint's own error absorbs any violation, so no other row has to move.
    let value = values[Int(symbol)]
    if value < lowerBounds[Int(symbol)], record.minusError != .none {
      shift(record.minusError, by: lowerBounds[Int(symbol)] - value)
    } else if value > upperBounds[Int(symbol)], record.plusError != .none {
      shift(record.plusError, by: value - upperBounds[Int(symbol)])
    }
    violated.removeAll()
  }

  private func insertRequired(_ row: Row, record: ConstraintRecord) throws(SolverError) {
    let symbol = record.rowSymbol
    let index = Int(symbol)
    if lowerBounds[index] == upperBounds[index], let subject = joinSubject(in: row) {
      // A variable no row holds takes up the whole equality, so it always holds and nothing else moves.
      defineFirst(subject, by: row, rowSymbol: symbol)
      return
    }
    values[index] = evaluate(row)
    beginTransaction()
    installRow(row, for: symbol)
    violated.removeAll()
    if lowerBounds[index] == upperBounds[index], let subject = freeSubject(in: row) {
      // Classic Cassowary: an equality makes a free variable basic and leaves its own row symbol
      // nonbasic at its bound, so later constant changes only shift that symbol's column.
      let delta = lowerBounds[index] - values[index]
      if delta != 0 { shift(subject, by: delta / row.coefficient(of: subject)) }
      setValue(symbol, lowerBounds[index])
      pivot(leaving: symbol, entering: subject)
      violated.removeAll()
      for basic in liveColumn(symbol) where isViolated(basic) { violated.push(basic) }
    } else if isViolated(symbol) {
      violated.push(symbol)
    }
    guard !violated.isEmpty else {
      commitTransaction()
      return
    }
    if let blocking = restoreFeasibility() {
      rollbackTransaction()
      releaseSymbol(symbol)
      var conflicting = [record.constraint]
      for owner in blocking where owner != record.constraint.identity {
        if let other = records[owner] { conflicting.append(other.constraint) }
      }
      throw .unsatisfiable(record.constraint, conflicting: conflicting)
    }
    commitTransaction()
  }

  /// The unbounded external symbol in `row` that appears in the fewest other rows (cheapest to
  /// substitute), then with the largest coefficient, then the oldest; nil when there is none.
  private func freeSubject(in row: Row) -> Symbol? {
    var best: (symbol: Symbol, uses: Int, magnitude: Double)?
    let floor = max(1e-6, 1e-3 * row.largestMagnitude)
    for index in 0..<row.count {
      let symbol = row.symbols[index]
      let s = Int(symbol)
      guard kinds[s] == .external, lowerBounds[s] == -.infinity, upperBounds[s] == .infinity else { continue }
      let magnitude = abs(row.coefficients[index])
      guard magnitude > floor else { continue }
      let uses = columns[s].count
      if let current = best {
        if uses > current.uses { continue }
        if uses == current.uses && magnitude < current.magnitude { continue }
        if uses == current.uses && magnitude == current.magnitude && symbol > current.symbol { continue }
      }
      best = (symbol, uses, magnitude)
    }
    return best?.symbol
  }

  /// The index of the objective row for priority `value`, created when first needed.
  func levelIndex(for value: Float) -> Int {
    var index = 0
    while index < levels.count, levels[index] > value { index += 1 }
    if index < levels.count, levels[index] == value {
      levelUseCounts[index] += 1
      return index
    }
    levels.insert(value, at: index)
    levelUseCounts.insert(1, at: index)
    objective.insert([], at: index)
    return index
  }

  /// Sets a row symbol's bounds (an edit's suggestion, a constraint's new constant) and restores feasibility
  /// around it. Returns nil on success; otherwise the owners of the constraints that block the repair (the solver
  /// is then left infeasible, for the caller's transaction to roll back).
  @discardableResult
  func moveBounds(of symbol: Symbol, to lower: Double, upper: Double) -> [UInt64]? {
    let index = Int(symbol)
    lowerBounds[index] = lower
    upperBounds[index] = upper
    violated.removeAll()
    if isBasic[index] {
      if isViolated(symbol) { violated.push(symbol) }
    } else {
      // A nonbasic row symbol moves onto its new bound; rows that depend on it are repaired below.
      let target = min(max(values[index], lower), upper)
      shift(symbol, by: target - values[index])
    }
    if !violated.isEmpty, let blocking = restoreFeasibility() { return blocking }
    needsOptimization = true
    markCandidate(symbol)
    return nil
  }
}
