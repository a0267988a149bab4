// Ambiguity: a variable is ambiguous when another solution with the same objective gives it a
// different value. At an optimal vertex, such solutions are reached by moving a nonbasic symbol
// whose reduced cost is zero at every level; the variables that move with it are ambiguous.
// Basic row symbols of equalities are fixed yet basic (the feasibility repair leaves them so), which
// would make every move look blocked; they are pivoted out first, which changes no value.
// Other degenerate vertices (an inequality exactly at its bound while basic) are not explored, so
// the report can miss ambiguity there; it never reports a variable that is determined.
// Both queries put the basis back afterwards: the report depends on the basis, and a query that left
// it changed would make the next layout pass (and the next report) differ from a fresh solver's.

/// Another solution of the same system with the same objective, as UIKit's
/// `exerciseAmbiguityInLayout` shows it.
public struct AlternativeSolution: Sendable {
  let values: [UInt64: Double]
  /// The variables whose value differs from the solver's solution, in the order the solver met them.
  public let changedVariables: [Variable]

  /// The variable's value in this alternative (`nil` when it is the same as in the solver).
  public func value(of variable: Variable) -> Double? { values[variable.identity] }
}

extension Solver {
  /// The variables that more than one optimal solution disagree on, in the order the solver met them.
  public func ambiguousVariables() -> [Variable] {
    optimizeIfNeeded()
    return withBasisRestored { ambiguousVariablesAtThisBasis() }
  }

  private func ambiguousVariablesAtThisBasis() -> [Variable] {
    pivotFixedSymbolsOut()
    var ambiguous = [Bool](repeating: false, count: kinds.count)
    for index in kinds.indices where isFreeToMove(Symbol(index)) {
      let symbol = Symbol(index)
      if kinds[index] == .external { ambiguous[index] = true }
      for basic in liveColumn(symbol) where kinds[Int(basic)] == .external {
        ambiguous[Int(basic)] = true
      }
      for (defined, _) in definedRates(alongside: symbol) { ambiguous[Int(defined)] = true }
    }
    return kinds.indices.compactMap { ambiguous[$0] ? variables[$0] : nil }
  }

  /// Another optimal solution, made by moving the first freely movable symbol up to `distance`;
  /// nil when the solution is unique (as far as `ambiguousVariables()` can tell).
  public func alternativeSolution(distance: Double = 20) -> AlternativeSolution? {
    optimizeIfNeeded()
    return withBasisRestored { alternativeSolutionAtThisBasis(distance: distance) }
  }

  private func alternativeSolutionAtThisBasis(distance: Double) -> AlternativeSolution? {
    pivotFixedSymbolsOut()
    for index in kinds.indices {
      let symbol = Symbol(index)
      guard let (direction, room) = freeMove(symbol) else { continue }
      let step = direction * min(room, distance)
      var values: [UInt64: Double] = [:]
      var changed: [(Symbol, Variable)] = []
      if let variable = variables[index] {
        values[variable.identity] = self.values[index] + step
        changed.append((symbol, variable))
      }
      for basic in liveColumn(symbol) {
        guard let variable = variables[Int(basic)] else { continue }
        let coefficient = rows[Int(basic)].coefficient(of: symbol)
        values[variable.identity] = exactValue(of: basic) + coefficient * step
        changed.append((basic, variable))
      }
      for (defined, rate) in definedRates(alongside: symbol) {
        guard let variable = variables[Int(defined)] else { continue }
        values[variable.identity] = exactValue(of: defined) + rate * step
        changed.append((defined, variable))
      }
      changed.sort { $0.0 < $1.0 }
      return AlternativeSolution(values: values, changedVariables: changed.map(\.1))
    }
    return nil
  }

  /// Runs `body`, then undoes every pivot it made, so the tableau is bit for bit what it was.
  private func withBasisRestored<T>(_ body: () -> T) -> T {
    let refreshCount = operationsSinceRefresh
    let largestMove = largestMoveSinceRefresh
    beginTransaction()
    let result = body()
    rollbackTransaction()
    // The pivots queued candidates for an optimum that no longer exists; the restored tableau is optimal.
    while let symbol = candidates.popMin() { isCandidate[Int(symbol)] = false }
    needsOptimization = false
    operationsSinceRefresh = refreshCount
    largestMoveSinceRefresh = largestMove
    return result
  }

  /// Makes every basic symbol with equal bounds nonbasic, where its row offers a symbol to swap with.
  private func pivotFixedSymbolsOut() {
    for index in kinds.indices where isBasic[index] && lowerBounds[index] == upperBounds[index] {
      let row = rows[index]
      guard let entering = row.symbols.first(where: { lowerBounds[Int($0)] != upperBounds[Int($0)] }) else {
        continue
      }
      pivot(leaving: Symbol(index), entering: entering)
    }
  }

  private func isFreeToMove(_ symbol: Symbol) -> Bool { freeMove(symbol) != nil }

  /// The direction and distance a nonbasic, zero-cost symbol can move without leaving the optimum.
  private func freeMove(_ symbol: Symbol) -> (direction: Double, room: Double)? {
    let index = Int(symbol)
    guard kinds[index] != .free, !isBasic[index], definitionRanks[index] < 0, reducedCostSign(symbol) == 0 else {
      return nil
    }
    for direction in [1.0, -1.0] {
      var room = direction > 0 ? upperBounds[index] - values[index] : values[index] - lowerBounds[index]
      for basic in liveColumn(symbol) {
        let b = Int(basic)
        let rate = rows[b].coefficient(of: symbol) * direction
        if rate > 0 {
          room = min(room, (upperBounds[b] - values[b]) / rate)
        } else if rate < 0 {
          room = min(room, (lowerBounds[b] - values[b]) / rate)
        }
      }
      if room > Tolerance.feasibility * 10 { return (direction, room) }
    }
    return nil
  }
}
