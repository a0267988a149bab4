// The objective: one dense row of reduced costs per priority level, indexed by symbol. A level's row sums every
// error of that level over the nonbasic symbols, so it holds a large share of them (71 000 entries in nested
// stacks of 10 000 views); kept sparse, each pivot's substitution into it shifted the whole row, which made large
// layouts quadratic. Dense, a substitution costs the pivot row's length. A level's array grows when a cost is set
// beyond its end (symbols past it cost 0), so making a symbol does not touch every level.

extension Solver {
  /// The reduced cost of `symbol` at level `level`.
  @inline(__always) func cost(_ symbol: Symbol, at level: Int) -> Double {
    let index = Int(symbol)
    return index < objective[level].count ? objective[level][index] : 0
  }

  /// Sets one reduced cost, logging the old one for a rollback.
  @inline(__always) func setCost(_ symbol: Symbol, at level: Int, _ value: Double) {
    let index = Int(symbol)
    if index >= objective[level].count {
      guard value != 0 else { return }
      let grown = max(index + 1, 2 * objective[level].count, 64)
      objective[level].append(contentsOf: repeatElement(0, count: grown - objective[level].count))
    }
    if transaction != nil { transaction?.objective.append((level, symbol, objective[level][index])) }
    objective[level][index] = value
  }

  /// `objective[level] += factor × row`, dropping sums that cancel (the rule of ``Row/add(_:times:scratch:added:)``).
  func addToObjective(_ row: Row, times factor: Double, at level: Int) {
    row.forEachEntry { symbol, coefficient in
      let value = coefficient * factor
      let old = cost(symbol, at: level)
      if old != 0 {
        let sum = old + value
        setCost(symbol, at: level, Tolerance.cancels(sum, old, value) ? 0 : sum)
      } else if value != 0 {
        setCost(symbol, at: level, value)
      }
    }
  }

  /// A level's costs as a sparse row, for the dump.
  func objectiveRow(at level: Int) -> Row {
    var symbols: [Symbol] = []
    var coefficients: [Double] = []
    for (index, value) in objective[level].enumerated() where value != 0 {
      symbols.append(Symbol(index))
      coefficients.append(value)
    }
    return Row(sortedSymbols: symbols, coefficients: coefficients)
  }
}
