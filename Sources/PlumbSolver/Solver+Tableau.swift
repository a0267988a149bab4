// The tableau's primitive operations. Every change to rows, values and basis goes through the
// functions here, so the undo log (Solver+Transaction.swift) sees all of them.

extension Solver {
  // MARK: Symbols

  /// A fresh symbol (reusing a released one), nonbasic with value `value`.
  func makeSymbol(_ kind: SymbolKind, lower: Double, upper: Double, value: Double = 0, owner: UInt64 = 0)
    -> Symbol
  {
    if let symbol = freeSymbols.popLast() {
      let index = Int(symbol)
      kinds[index] = kind
      lowerBounds[index] = lower
      upperBounds[index] = upper
      values[index] = value
      isBasic[index] = false
      rows[index] = Row()
      columns[index].removeAll()
      owners[index] = owner
      variables[index] = nil
      definitions[index] = Row()
      definitionRanks[index] = -1
      definedByRow[index] = .none
      definitionUses[index].removeAll()
      return symbol
    }
    let symbol = Symbol(kinds.count)
    kinds.append(kind)
    lowerBounds.append(lower)
    upperBounds.append(upper)
    values.append(value)
    isBasic.append(false)
    rows.append(Row())
    columns.append([])
    owners.append(owner)
    variables.append(nil)
    isCandidate.append(false)
    columnStamps.append(0)
    rowLogStamps.append(0)
    valueLogStamps.append(0)
    definitions.append(Row())
    definitionRanks.append(-1)
    definedByRow.append(.none)
    definitionUses.append([])
    return symbol
  }

  /// Returns a symbol that no row, objective or edit refers to any more.
  func releaseSymbol(_ symbol: Symbol) {
    let index = Int(symbol)
    kinds[index] = .free
    rows[index] = Row()
    isBasic[index] = false
    columns[index].removeAll()
    variables[index] = nil
    owners[index] = 0
    definedByRow[index] = .none
    freeSymbols.append(symbol)
  }

  /// The external symbol of `variable`, created on first sight.
  func symbol(for variable: Variable) -> Symbol {
    if let symbol = symbolOfVariable[variable.identity] { return symbol }
    let symbol = makeSymbol(.external, lower: -.infinity, upper: .infinity)
    variables[Int(symbol)] = variable
    symbolOfVariable[variable.identity] = symbol
    return symbol
  }

  // MARK: Rows and columns

  /// Makes `symbol` basic with `row` (which must hold nonbasic symbols only) and indexes it.
  func installRow(_ row: Row, for symbol: Symbol) {
    logRow(symbol)
    rows[Int(symbol)] = row
    isBasic[Int(symbol)] = true
    row.forEachEntry { entry, _ in addToColumn(entry, symbol) }
  }

  /// Adds `basic` to `symbol`'s lazy column. Columns grow one entry at a time and emptied ones are refilled, so
  /// an empty column gets room for several entries at once and a pivot keeps the room: reallocating them entry
  /// by entry was 2.5% of the instructions of laying out 10 000 views in nested stacks (callgrind).
  @inline(__always)
  func addToColumn(_ symbol: Symbol, _ basic: Symbol) {
    let index = Int(symbol)
    if columns[index].capacity == 0 { columns[index].reserveCapacity(8) }
    columns[index].append(basic)
  }

  /// Makes basic `symbol` nonbasic and returns its row.
  func uninstallRow(of symbol: Symbol) -> Row {
    logRow(symbol)
    let row = rows[Int(symbol)]
    rows[Int(symbol)] = Row()
    isBasic[Int(symbol)] = false
    return row
  }

  /// The basic symbols whose rows contain `symbol`, each once; compacts the lazy column.
  func liveColumn(_ symbol: Symbol) -> [Symbol] {
    columnStamp &+= 1
    if columnStamp == 0 {
      for index in columnStamps.indices { columnStamps[index] = 0 }
      columnStamp = 1
    }
    let stamp = columnStamp
    // Taken out of `columns` so the compaction below edits it in place instead of copying it.
    var live = columns[Int(symbol)]
    columns[Int(symbol)] = []
    var keep = 0
    for index in live.indices {
      let basic = live[index]
      let b = Int(basic)
      guard isBasic[b], columnStamps[b] != stamp, rows[b].index(of: symbol) != nil else { continue }
      columnStamps[b] = stamp
      live[keep] = basic
      keep += 1
    }
    live.removeLast(live.count - keep)
    columns[Int(symbol)] = live
    return live
  }

  /// Rewrites `terms` over nonbasic symbols only, replacing defined variables by their definitions and basic
  /// symbols by their rows.
  ///
  /// Repeated symbols are summed first, and a sum below the tolerance is zero whether its symbol is basic or not
  /// (substituting a basic one would otherwise bring it in as a product, and a later pivot would divide by it).
  func substituted(_ terms: [(Symbol, Double)]) -> Row {
    let merged = Row(terms: terms)
    if hasDefinitions, merged.symbols.contains(where: { definitionRanks[Int($0)] >= 0 }) {
      return expanded(merged)
    }
    var row = merged
    for symbol in merged.symbols where isBasic[Int(symbol)] {
      let coefficient = row.remove(symbol)
      addedSymbols.removeAll(keepingCapacity: true)
      row.add(rows[Int(symbol)], times: coefficient, scratch: &scratchRow, added: &addedSymbols)
    }
    return row
  }

  /// `Σ coefficient × value` over a row.
  func evaluate(_ row: Row) -> Double {
    var sum = 0.0
    row.forEachEntry { symbol, coefficient in sum += coefficient * values[Int(symbol)] }
    return sum
  }

  /// The value of a symbol, recomputed from its row when basic (so reads carry no drift).
  func exactValue(of symbol: Symbol) -> Double {
    let index = Int(symbol)
    if isBasic[index] { return evaluate(rows[index]) }
    return maintainedValue(of: symbol)
  }

  // MARK: Values

  /// True when `symbol`'s value lies outside its bounds by more than the tolerance.
  func isViolated(_ symbol: Symbol) -> Bool {
    let index = Int(symbol)
    let value = values[index]
    return value < lowerBounds[index] - Tolerance.feasibility * max(1, abs(lowerBounds[index]))
      || value > upperBounds[index] + Tolerance.feasibility * max(1, abs(upperBounds[index]))
  }

  func setValue(_ symbol: Symbol, _ value: Double) {
    logValue(symbol)
    definedValuesAreStale = true
    values[Int(symbol)] = value
  }

  /// Moves nonbasic `symbol` by `delta` and every basic value that depends on it; basic symbols
  /// that end up outside their bounds go to the `violated` heap.
  func shift(_ symbol: Symbol, by delta: Double) {
    guard delta != 0 else { return }
    setValue(symbol, values[Int(symbol)] + delta)
    // A nonbasic symbol that moved off a bound may now improve the objective the other way.
    markCandidate(symbol)
    for basic in liveColumn(symbol) {
      let change = rows[Int(basic)].coefficient(of: symbol) * delta
      setValue(basic, values[Int(basic)] + change)
      largestMoveSinceRefresh = max(largestMoveSinceRefresh, abs(change))
      if isViolated(basic) { violated.push(basic) }
    }
  }

  // MARK: Pivoting

  /// Exchanges basic `leaving` and nonbasic `entering`; values do not change.
  func pivot(leaving: Symbol, entering: Symbol) {
    var row = uninstallRow(of: leaving)
    let coefficient = row.remove(entering)
    // leaving = c·entering + rest  ⇒  entering = (leaving − rest) / c
    row.scale(by: -1 / coefficient)
    row.insert(leaving, 1 / coefficient)
    substitute(entering, by: row)
    installRow(row, for: entering)
    columns[Int(entering)].removeAll(keepingCapacity: true)
    operationsSinceRefresh += 1
  }

  /// Replaces nonbasic `symbol` by `row` in every tableau row and objective row that has it.
  func substitute(_ symbol: Symbol, by row: Row) {
    for basic in liveColumn(symbol) {
      let b = Int(basic)
      logRow(basic)
      rewrittenEntries &+= rows[b].count
      addedSymbols.removeAll(keepingCapacity: true)
      _ = rows[b].replace(symbol, by: row, scratch: &scratchRow, added: &addedSymbols)
      for added in addedSymbols { addToColumn(added, basic) }
    }
    for level in objective.indices {
      let coefficient = cost(symbol, at: level)
      guard coefficient != 0 else { continue }
      setCost(symbol, at: level, 0)
      addToObjective(row, times: coefficient, at: level)
      row.forEachEntry { entry, _ in markCandidate(entry) }
    }
  }

  /// Queues `symbol` for the optimiser's entering-variable search.
  func markCandidate(_ symbol: Symbol) {
    let index = Int(symbol)
    guard !isCandidate[index] else { return }
    isCandidate[index] = true
    candidates.push(symbol)
    needsOptimization = true
  }

  /// Recomputes every basic value from its row, clearing accumulated rounding drift.
  func refreshBasicValues() {
    for index in rows.indices where isBasic[index] {
      values[index] = evaluate(rows[index])
    }
    definedValuesAreStale = true
    operationsSinceRefresh = 0
    largestMoveSinceRefresh = 0
  }
}
