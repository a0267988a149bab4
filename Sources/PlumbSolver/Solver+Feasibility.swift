// Restoring feasibility after a bound moved or a required row arrived: the "check" procedure of
// Dutertre & de Moura, "A Fast Linear-Arithmetic Solver for DPLL(T)" (CAV 2006), §3.2, with one
// addition: a violation that a single nonbasic variable can repair without pushing any other
// row out of bounds is repaired by moving that variable, without a pivot. That keeps the
// tableau as sparse as the constraints themselves on chains of views.

extension Solver {
  /// Moves values and pivots until no basic symbol in the `violated` heap is out of bounds.
  ///
  /// Both choices follow Bland's rule (smallest symbol first), which guarantees termination.
  /// - Returns: nil on success, or the identities of the constraints whose bounds together make
  ///   the violated row impossible (the row's own constraint first).
  func restoreFeasibility() -> [UInt64]? {
    while let basic = violated.popMin() {
      let b = Int(basic)
      guard isBasic[b], isViolated(basic) else { continue }
      let target = values[b] < lowerBounds[b] ? lowerBounds[b] : upperBounds[b]
      let delta = target - values[b]
      if repairByMove(basic, delta: delta) { continue }
      guard let entering = enteringForRepair(basic, delta: delta) else {
        return explanation(forInfeasible: basic)
      }
      let coefficient = rows[b].coefficient(of: entering)
      shift(entering, by: delta / coefficient)
      setValue(basic, target)
      pivot(leaving: basic, entering: entering)
      if isViolated(entering) { violated.push(entering) }
    }
    return nil
  }

  /// The smallest nonbasic symbol in `basic`'s row that can move in the direction that brings
  /// `basic` by `delta` toward its bound.
  private func enteringForRepair(_ basic: Symbol, delta: Double) -> Symbol? {
    let row = rows[Int(basic)]
    for index in 0..<row.count {
      let symbol = row.symbols[index]
      let step = delta / row.coefficients[index]
      if canMove(symbol, up: step > 0) { return symbol }
    }
    return nil
  }

  /// True when nonbasic `symbol` is not at the bound that blocks the given direction.
  func canMove(_ symbol: Symbol, up: Bool) -> Bool {
    let index = Int(symbol)
    return up ? values[index] < upperBounds[index] : values[index] > lowerBounds[index]
  }

  /// Repairs `basic` by moving one nonbasic symbol when that leaves every other row in bounds.
  private func repairByMove(_ basic: Symbol, delta: Double) -> Bool {
    let row = rows[Int(basic)]
    var tried = 0
    for index in 0..<row.count where tried < 4 {
      let symbol = row.symbols[index]
      let j = Int(symbol)
      let step = delta / row.coefficients[index]
      let moved = values[j] + step
      guard moved >= lowerBounds[j], moved <= upperBounds[j] else { continue }
      tried += 1
      var harmless = true
      for other in liveColumn(symbol) where other != basic {
        let o = Int(other)
        let value = values[o] + rows[o].coefficient(of: symbol) * step
        if value < lowerBounds[o] || value > upperBounds[o] {
          harmless = false
          break
        }
      }
      if harmless {
        shift(symbol, by: step)
        setValue(basic, delta > 0 ? lowerBounds[Int(basic)] : upperBounds[Int(basic)])
        return true
      }
    }
    return false
  }

  /// The constraints behind an infeasible row: its own bound and every bound that blocks it.
  private func explanation(forInfeasible basic: Symbol) -> [UInt64] {
    var owners = [self.owners[Int(basic)]]
    for symbol in rows[Int(basic)].symbols where kinds[Int(symbol)] == .row {
      let owner = self.owners[Int(symbol)]
      if !owners.contains(owner) { owners.append(owner) }
    }
    return owners
  }
}
