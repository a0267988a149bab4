// Defined variables: a required equality that brings in a variable no other constraint has mentioned yet
// (`v₂.left == v₁.right + 8` for a new view) defines it, `v = (r − Σ aᵢxᵢ) / a_v` with `r` the equality's
// fixed row symbol. The definition is kept as written, outside the tableau, and is substituted only into the
// constraints that use the variable. Making `v` basic instead (classic Cassowary) expands the definition
// through every earlier row at once: along a chain of views each left edge becomes a row over every width
// before it, the tableau holds N²/2 entries, and every pivot that moves a width rewrites N such rows.
//
// This is the tableau Cassowary would have with `v` basic, with one row left unreduced: `v` never leaves the
// basis there (only bounded symbols leave in optimisation and repair), so its row is only ever read, never
// pivoted on. Reads evaluate definitions in the order they were made. Removing the defining constraint turns
// `v` into an ordinary basic variable first (`materialize`), after which removal works as before.
//
// Joining equalities: a required equality between variables that are all known (a stack's second child's
// `top == stack.top`) has no fresh variable, and classic Cassowary makes one of them basic. When that one is in no
// row (an edge or size that only definitions use), it is defined instead, by the equality over the tableau's
// nonbasic symbols: the same row Cassowary would make basic, but computed once, never rewritten by later pivots.
// Such a definition refers to no defined variable, while older definitions may refer to its subject, so it is
// evaluated before all others (`frontDefinitions`, newest first). In nested stacks these edges and sizes were
// three quarters of the tableau's entries at N = 10 000, and every pivot through them rewrote them. Its terms
// include other constraints' row and error symbols, so removing one of those constraints materializes it first.

/// Scratch space for expanding a constraint's terms over the tableau's nonbasic symbols.
struct Expansion: Sendable {
  var sums: [Double] = []
  /// The largest term that went into each sum, to tell cancellation from a small real coefficient.
  var largest: [Double] = []
  var isSum: [Bool] = []
  var stamps: [UInt32] = []
  var stamp: UInt32 = 0
  var touched: [Symbol] = []
  /// Negated ranks of defined variables still to expand (a min-heap, so the latest definition comes first).
  var pending = SymbolHeap()
}

extension Solver {
  /// The first rank of `definitionOrder`; front definitions take the ranks below it.
  static let backRanks: Int32 = 1 << 30

  /// True when some variable is defined.
  var hasDefinitions: Bool { !definitionOrder.isEmpty || !frontDefinitions.isEmpty }

  /// The defined variables in evaluation order (each after every defined variable its definition refers to).
  func definitionsInOrder() -> [Symbol] {
    frontDefinitions.reversed().filter { $0 != .none } + definitionOrder.filter { $0 != .none }
  }

  /// The defined variable of rank `rank`.
  func definedSymbol(rank: Int32) -> Symbol {
    rank >= Self.backRanks
      ? definitionOrder[Int(rank - Self.backRanks)] : frontDefinitions[Int(Self.backRanks - 1 - rank)]
  }

  /// The variable a required equality `r = merged` can define: one that `fresh` (made for this constraint) holds,
  /// with the largest coefficient, oldest first; nil when none qualifies or the coefficients span too far for
  /// dividing by one of them to be safe.
  func definableSubject(in merged: Row, fresh: [Symbol]) -> Symbol? {
    guard !fresh.isEmpty else { return nil }
    let largest = merged.largestMagnitude
    var smallest = Double.infinity
    for coefficient in merged.coefficients { smallest = min(smallest, abs(coefficient)) }
    guard largest <= 1e6, smallest >= 1e-6 else { return nil }
    var best: (symbol: Symbol, magnitude: Double)?
    for index in 0..<merged.count where fresh.contains(merged.symbols[index]) {
      let magnitude = abs(merged.coefficients[index])
      guard magnitude >= 1e-3 * largest else { continue }
      if let current = best, magnitude <= current.magnitude { continue }
      best = (merged.symbols[index], magnitude)
    }
    return best?.symbol
  }

  /// The variable a joining required equality `r = row` (over nonbasic symbols) can define: the newest unbounded
  /// external symbol that no row holds, with a coefficient at least 1e-3 of the row's largest; nil when none
  /// qualifies (see ``definableSubject(in:fresh:)`` for the coefficient limits).
  ///
  /// The newest, because an old variable (a deep view's edge in nested stacks) is one later rows refer to, and
  /// defining it makes each of them carry the definition's terms.
  func joinSubject(in row: Row) -> Symbol? {
    guard !hasExtremeCoefficients, !row.isEmpty else { return nil }
    let largest = row.largestMagnitude
    var smallest = Double.infinity
    for coefficient in row.coefficients { smallest = min(smallest, abs(coefficient)) }
    guard largest <= 1e6, smallest >= 1e-6 else { return nil }
    // Rows keep their symbols in ascending order, so the newest comes last.
    for index in stride(from: row.count - 1, through: 0, by: -1) {
      let symbol = row.symbols[index]
      let s = Int(symbol)
      guard kinds[s] == .external, lowerBounds[s] == -.infinity, upperBounds[s] == .infinity else { continue }
      guard abs(row.coefficients[index]) >= 1e-3 * largest else { continue }
      guard liveColumn(symbol).isEmpty, objective.indices.allSatisfy({ cost(symbol, at: $0) == 0 }) else {
        continue
      }
      return symbol
    }
    return nil
  }

  /// Defines `subject` by a joining equality `rowSymbol = row` (over nonbasic symbols), ahead of every other
  /// definition.
  func defineFirst(_ subject: Symbol, by row: Row, rowSymbol: Symbol) {
    define(subject, by: row, rowSymbol: rowSymbol, first: true)
    for symbol in definitions[Int(subject)].symbols { definitionUses[Int(symbol)].append(subject) }
  }

  /// Defines `subject` by the equality whose row symbol `rowSymbol` is fixed at its bound: `rowSymbol = merged`.
  func define(_ subject: Symbol, by merged: Row, rowSymbol: Symbol, first: Bool = false) {
    let a = merged.coefficient(of: subject)
    var symbols: [Symbol] = []
    var coefficients: [Double] = []
    symbols.reserveCapacity(merged.count)
    coefficients.reserveCapacity(merged.count)
    var placedRow = false
    for index in 0..<merged.count {
      let symbol = merged.symbols[index]
      if !placedRow, rowSymbol < symbol {
        symbols.append(rowSymbol)
        coefficients.append(1 / a)
        placedRow = true
      }
      guard symbol != subject else { continue }
      symbols.append(symbol)
      coefficients.append(-merged.coefficients[index] / a)
    }
    if !placedRow {
      symbols.append(rowSymbol)
      coefficients.append(1 / a)
    }
    let s = Int(subject)
    definitions[s] = Row(sortedSymbols: symbols, coefficients: coefficients)
    if first {
      definitionRanks[s] = Self.backRanks - 1 - Int32(frontDefinitions.count)
      frontDefinitions.append(subject)
    } else {
      definitionRanks[s] = Self.backRanks + Int32(definitionOrder.count)
      definitionOrder.append(subject)
    }
    definedByRow[Int(rowSymbol)] = subject
    values[Int(rowSymbol)] = lowerBounds[Int(rowSymbol)]
    definedValuesAreStale = true
  }

  /// `merged` over nonbasic symbols: definitions expanded latest first (each once, as a definition refers only
  /// to earlier ones), then basic symbols replaced by their rows, in a dense accumulator so a long chain of
  /// definitions costs its length, not its length squared.
  func expanded(_ merged: Row) -> Row {
    var x = expansion
    expansion = Expansion()
    defer { expansion = x }
    if x.stamps.count < kinds.count {
      let grow = kinds.count - x.stamps.count
      x.sums.append(contentsOf: repeatElement(0, count: grow))
      x.largest.append(contentsOf: repeatElement(0, count: grow))
      x.isSum.append(contentsOf: repeatElement(false, count: grow))
      x.stamps.append(contentsOf: repeatElement(0, count: grow))
    }
    x.stamp &+= 1
    if x.stamp == 0 {
      for index in x.stamps.indices { x.stamps[index] = 0 }
      x.stamp = 1
    }
    x.touched.removeAll(keepingCapacity: true)
    x.pending.removeAll()
    let stamp = x.stamp

    func accumulate(_ symbol: Symbol, _ value: Double) {
      let i = Int(symbol)
      if x.stamps[i] != stamp {
        x.stamps[i] = stamp
        x.sums[i] = value
        x.largest[i] = abs(value)
        x.isSum[i] = false
        x.touched.append(symbol)
        let rank = definitionRanks[i]
        if rank >= 0 { x.pending.push(-rank) }
      } else {
        x.sums[i] += value
        x.largest[i] = max(x.largest[i], abs(value))
        x.isSum[i] = true
      }
    }
    /// The entry's coefficient, 0 when it is what is left of terms cancelling.
    func take(_ symbol: Symbol) -> Double {
      let i = Int(symbol)
      let sum = x.sums[i]
      x.sums[i] = 0
      if x.isSum[i], Tolerance.cancels(sum, x.largest[i], 0) { return 0 }
      return sum
    }

    // Each row is two runs of slots, around its gap (Row); the loops below walk both.
    let (before, after) = merged.slotRuns
    for slot in before { accumulate(merged.symbol(inSlot: slot), merged.coefficient(inSlot: slot)) }
    for slot in after { accumulate(merged.symbol(inSlot: slot), merged.coefficient(inSlot: slot)) }
    while let negatedRank = x.pending.popMin() {
      let defined = definedSymbol(rank: -negatedRank)
      let coefficient = take(defined)
      guard coefficient != 0 else { continue }
      let definition = definitions[Int(defined)]
      let (before, after) = definition.slotRuns
      for slot in before {
        accumulate(definition.symbol(inSlot: slot), definition.coefficient(inSlot: slot) * coefficient)
      }
      for slot in after {
        accumulate(definition.symbol(inSlot: slot), definition.coefficient(inSlot: slot) * coefficient)
      }
    }
    // Basic symbols came in with the terms or the definitions; their rows hold nonbasic symbols only.
    let count = x.touched.count
    for position in 0..<count {
      let symbol = x.touched[position]
      guard isBasic[Int(symbol)] else { continue }
      let coefficient = take(symbol)
      guard coefficient != 0 else { continue }
      let row = rows[Int(symbol)]
      let (before, after) = row.slotRuns
      for slot in before { accumulate(row.symbol(inSlot: slot), row.coefficient(inSlot: slot) * coefficient) }
      for slot in after { accumulate(row.symbol(inSlot: slot), row.coefficient(inSlot: slot) * coefficient) }
    }
    var entries: [(Symbol, Double)] = []
    for symbol in x.touched {
      let i = Int(symbol)
      guard !isBasic[i], definitionRanks[i] < 0 else { continue }
      let coefficient = take(symbol)
      if coefficient != 0 { entries.append((symbol, coefficient)) }
    }
    entries.sort { $0.0 < $1.0 }
    return Row(sortedSymbols: entries.map(\.0), coefficients: entries.map(\.1))
  }

  /// Makes defined `symbol` an ordinary basic variable with its definition expanded over the tableau.
  func materialize(_ symbol: Symbol) {
    let s = Int(symbol)
    let definition = definitions[s]
    let rank = definitionRanks[s]
    definitions[s] = Row()
    definitionRanks[s] = -1
    if rank >= Self.backRanks {
      definitionOrder[Int(rank - Self.backRanks)] = .none
    } else {
      frontDefinitions[Int(Self.backRanks - 1 - rank)] = .none
    }
    for index in 0..<definition.count where definedByRow[Int(definition.symbols[index])] == symbol {
      definedByRow[Int(definition.symbols[index])] = .none
    }
    let row = substituted(
      (0..<definition.count).map { (definition.symbols[$0], definition.coefficients[$0]) })
    values[s] = evaluate(row)
    installRow(row, for: symbol)
    trimDefinitionOrder()
  }

  /// Materializes every definition, in evaluation order (so each one's references are basic by then).
  func materializeAllDefinitions() {
    for symbol in definitionsInOrder() { materialize(symbol) }
    definitionOrder.removeAll()
    frontDefinitions.removeAll()
  }

  /// Materializes every front definition that refers to `symbol` (a symbol about to be released).
  func materializeDefinitions(using symbol: Symbol) {
    let users = definitionUses[Int(symbol)]
    definitionUses[Int(symbol)] = []
    for user in users where definitionRanks[Int(user)] >= 0 && definitions[Int(user)].index(of: symbol) != nil
    {
      materialize(user)
    }
  }

  /// True when a coefficient of `expression` is above 1e6 or below 1e-6 in magnitude (and not zero).
  func expressionHasExtremeCoefficients(_ expression: LinearExpression) -> Bool {
    expression.terms.contains { term in
      !Tolerance.isZero(term.coefficient) && (abs(term.coefficient) > 1e6 || abs(term.coefficient) < 1e-6)
    }
  }

  /// Drops materialized entries from the ends of the orders, and compacts one when they are most of it.
  private func trimDefinitionOrder() {
    while definitionOrder.last == Symbol.none { definitionOrder.removeLast() }
    var live = 0
    for symbol in definitionOrder where symbol != .none { live += 1 }
    if live * 2 < definitionOrder.count {
      definitionOrder.removeAll { $0 == .none }
      for (index, symbol) in definitionOrder.enumerated() {
        definitionRanks[Int(symbol)] = Self.backRanks + Int32(index)
      }
    }
    while frontDefinitions.last == Symbol.none { frontDefinitions.removeLast() }
    live = 0
    for symbol in frontDefinitions where symbol != .none { live += 1 }
    if live * 2 < frontDefinitions.count {
      frontDefinitions.removeAll { $0 == .none }
      for (index, symbol) in frontDefinitions.enumerated() {
        definitionRanks[Int(symbol)] = Self.backRanks - 1 - Int32(index)
      }
    }
  }

  /// Recomputes every defined variable's value, in definition order, from the tableau's maintained values (as
  /// ``Solver/maintainedValue(of:)`` reads them: re-evaluating basic rows here made a 1 000-cell resize step 4.5× slower).
  func refreshDefinedValuesIfNeeded() {
    guard definedValuesAreStale else { return }
    definedValuesAreStale = false
    // Every relayout reads every frame, so this runs once a pass over every definition: through buffers, it takes
    // no reference counts (a third of its time in a 1 000-view relayout).
    definitions.withUnsafeBufferPointer { definitions in
      values.withUnsafeMutableBufferPointer { values in
        func evaluate(_ symbol: Symbol) {
          let definition = definitions[Int(symbol)]
          values[Int(symbol)] = definition.weightedSum(of: values)
        }
        for symbol in frontDefinitions.reversed() where symbol != .none { evaluate(symbol) }
        for symbol in definitionOrder where symbol != .none { evaluate(symbol) }
      }
    }
  }

  /// How much each defined variable moves per unit move of nonbasic `symbol` (basic rows moving with it),
  /// in definition order; only variables that move by more than the tolerance are returned.
  func definedRates(alongside symbol: Symbol) -> [(Symbol, Double)] {
    guard hasDefinitions else { return [] }
    var rates: [Int: Double] = [Int(symbol): 1]
    for basic in liveColumn(symbol) { rates[Int(basic)] = rows[Int(basic)].coefficient(of: symbol) }
    var moving: [(Symbol, Double)] = []
    for defined in definitionsInOrder() {
      let definition = definitions[Int(defined)]
      var rate = 0.0
      var largest = 0.0
      for index in 0..<definition.count {
        guard let r = rates[Int(definition.symbols[index])] else { continue }
        let term = definition.coefficients[index] * r
        rate += term
        largest = max(largest, abs(term))
      }
      guard !Tolerance.cancels(rate, largest, 0) else { continue }
      rates[Int(defined)] = rate
      moving.append((defined, rate))
    }
    return moving
  }
}
