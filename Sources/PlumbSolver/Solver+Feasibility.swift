// Restoring feasibility after a bound moved or a required row arrived: the "check" procedure of
// Dutertre & de Moura, "A Fast Linear-Arithmetic Solver for DPLL(T)" (CAV 2006), §3.2, with one
// addition: a violation that nonbasic variables can repair without pushing any other row out of
// bounds is repaired by moving them, without a pivot (one variable all the way, or several
// one after another, each as far as it can go). That keeps the tableau as sparse as the
// constraints themselves on chains of views.

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
      if repairByMove(basic, delta: target - values[b]) { continue }
      // Steps (moves without pivots) are for ordinary systems: beside a 1e9 coefficient their sums broke a
      // required row that pivoting keeps (fuzzing, `solver-repair-steps-beside-giga`).
      if !hasExtremeCoefficients, repairBySteps(basic, delta: target - values[b]) { continue }
      // The steps may have brought it part of the way.
      let delta = target - values[b]
      guard let entering = enteringForRepair(basic, delta: delta) else {
        return explanation(forInfeasible: basic)
      }
      let coefficient = rows[b].coefficient(of: entering)
      shift(entering, by: delta / coefficient)
      setValue(basic, target)
      pivot(leaving: basic, entering: entering)
      repairPivots += 1
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
    let target = delta > 0 ? lowerBounds[Int(basic)] : upperBounds[Int(basic)]
    var tried = 0
    for index in 0..<row.count where tried < 4 {
      let symbol = row.symbols[index]
      let j = Int(symbol)
      let step = delta / row.coefficients[index]
      let moved = values[j] + step
      guard moved >= lowerBounds[j], moved <= upperBounds[j] else { continue }
      if hasExtremeCoefficients, !moveIsRepresentable(moved, rate: row.coefficients[index], target: target) {
        continue
      }
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
        setValue(basic, target)
        return true
      }
    }
    return false
  }

  /// False when a nonbasic symbol moved to `moved` cannot hold that value finely enough for the basic symbol it moves
  /// at `rate` to `target`: half an ulp of `moved`, times `rate`, above the feasibility tolerance at `target`.
  ///
  /// A slack resting at −1.65e14 (nonbasic symbols may rest inside their bounds) has an ulp of 0.03; moved by 0.011
  /// at a rate of 5.8e4 to repair a required row, its value did not change while the row's maintained value was set
  /// to its bound, so re-evaluating the row missed by 933 (fuzzing, `solver-repair-below-ulp`). Pivoting it into the
  /// basis instead puts the row symbol, exactly at its bound, among the nonbasic symbols.
  private func moveIsRepresentable(_ moved: Double, rate: Double, target: Double) -> Bool {
    abs(rate) * moved.ulp / 2 <= Tolerance.feasibility * max(1, abs(target))
  }

  /// Repairs `basic` by moving the symbols of its row one after another, each as far as every other row allows,
  /// until the violation is gone; false (with the violation smaller) when they cannot. An optional constraint's
  /// row in the way does not stop a move when its own error, in no other row, can absorb it.
  ///
  /// A chain's trailing `last.right + 8 <= superview.right` is one row over every width: pivoting on it, as the
  /// feasibility repair does, rewrites the whole row into the rows of each width it compresses (N/6 pivots at
  /// N entries each). Moving the widths one by one, each to where its required minimum stops it and with its
  /// compression error taking up the difference, costs their columns.
  private func repairBySteps(_ basic: Symbol, delta: Double) -> Bool {
    let b = Int(basic)
    let row = rows[b]
    let target = delta > 0 ? lowerBounds[b] : upperBounds[b]
    var remaining = delta
    var absorbing: [(error: Symbol, rate: Double)] = []
    for index in 0..<row.count {
      let symbol = row.symbols[index]
      let j = Int(symbol)
      let rate = row.coefficients[index]
      // Moving `symbol` by `step` moves `basic` by `rate × step`.
      let up = (remaining > 0) == (rate > 0)
      var room = up ? upperBounds[j] - values[j] : values[j] - lowerBounds[j]
      guard room > 0 else { continue }
      let direction = up ? 1.0 : -1.0
      absorbing.removeAll(keepingCapacity: true)
      for other in liveColumn(symbol) where other != basic {
        let o = Int(other)
        let change = rows[o].coefficient(of: symbol) * direction
        if let error = absorbingError(of: other, change: change) {
          absorbing.append((error, -change / rows[o].coefficient(of: error)))
          continue
        }
        if change > 0 {
          room = min(room, max(0, (upperBounds[o] - values[o]) / change))
        } else if change < 0 {
          room = min(room, max(0, (lowerBounds[o] - values[o]) / change))
        }
        if room == 0 { break }
      }
      guard room > 0 else { continue }
      let needed = abs(remaining / rate)
      let step = min(room, needed)
      shift(symbol, by: direction * step)
      for (error, errorRate) in absorbing { shift(error, by: errorRate * step) }
      if step == needed {
        setValue(basic, target)
        return true
      }
      remaining = target - values[b]
      if remaining == 0 || !isViolated(basic) { return true }
    }
    return false
  }

  /// The error that keeps optional row `other` where it is when a move changes it by `change` per unit: nonbasic,
  /// in no other row, and free to move the needed way; nil when `other` is not such a row.
  private func absorbingError(of other: Symbol, change: Double) -> Symbol? {
    let o = Int(other)
    guard kinds[o] == .row, change != 0, let record = records[owners[o]], record.rowSymbol == other else {
      return nil
    }
    for error in [record.plusError, record.minusError] where error != .none {
      let e = Int(error)
      let coefficient = rows[o].coefficient(of: error)
      // It moves by −change / coefficient per unit: only upward, so its bound (0) never stops it.
      guard !isBasic[e], coefficient != 0, -change / coefficient > 0, liveColumn(error) == [other] else {
        continue
      }
      return error
    }
    return nil
  }

  /// The constraints behind an infeasible row: its own bound and every bound that blocks it.
  private func explanation(forInfeasible basic: Symbol) -> [UInt64] {
    var owners = [self.owners[Int(basic)]]
    // A set beside the list: rows along a chain of conflicts hold as many symbols as the chain is long.
    var seen: Set<UInt64> = [owners[0]]
    for symbol in rows[Int(basic)].symbols where kinds[Int(symbol)] == .row {
      let owner = self.owners[Int(symbol)]
      if seen.insert(owner).inserted { owners.append(owner) }
    }
    return owners
  }
}
