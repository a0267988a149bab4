// Removing a constraint: its row variable and error variables appear, together, in exactly one
// equation of the original system. In any tableau their columns are multiples of one another,
// so once one of them is basic the others occur only in that row, and dropping the row removes
// the equation. (Kiwi's "marker" argument, for our row/error symbols.)

extension Solver {
  func erase(_ record: ConstraintRecord) {
    constraintsChangedSinceCheck = true
    let defined = definedByRow[Int(record.rowSymbol)]
    if defined != .none { materialize(defined) }
    for symbol in [record.rowSymbol, record.plusError, record.minusError] where symbol != .none {
      materializeDefinitions(using: symbol)
    }
    definedValuesAreStale = true
    let own = [record.rowSymbol, record.plusError, record.minusError].filter { $0 != .none }
    var basic = own.first { isBasic[Int($0)] }
    if basic == nil {
      // None is basic: bring the row symbol in through the smallest row that holds it. A pivot
      // keeps every value, so the solution stays feasible.
      if let row = liveColumn(record.rowSymbol).min() {
        pivot(leaving: row, entering: record.rowSymbol)
        markCandidate(row)
        basic = record.rowSymbol
      }
    }
    // Take the errors' cost out of the objective, expressed over the current nonbasic symbols.
    let errors = own.filter { kinds[Int($0)] == .error }
    if !errors.isEmpty {
      let level = levels.firstIndex(of: record.constraint.priority.value) ?? 0
      for error in errors {
        if isBasic[Int(error)] {
          addToObjective(rows[Int(error)], times: -1, at: level)
          for symbol in rows[Int(error)].symbols { markCandidate(symbol) }
        } else {
          setCost(error, at: level, 0)
        }
      }
      for symbol in own { setCost(symbol, at: level, 0) }
      levelUseCounts[level] -= 1
      if levelUseCounts[level] == 0 {
        levels.remove(at: level)
        levelUseCounts.remove(at: level)
        objective.remove(at: level)
      }
    }
    if let basic {
      let row = uninstallRow(of: basic)
      for symbol in row.symbols { markCandidate(symbol) }
    }
    for symbol in own { releaseSymbol(symbol) }
    records[record.constraint.identity] = nil
    needsOptimization = true
  }
}
