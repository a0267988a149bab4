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
    var movers: [(symbol: Symbol, column: [Symbol])] = []
    // Latest first: along a chain, a late symbol moves few definitions, and once those are marked an earlier
    // symbol's spread stops at them (see markDefinitions).
    for index in kinds.indices.reversed() where isFreeToMove(Symbol(index)) {
      let symbol = Symbol(index)
      if kinds[index] == .external { ambiguous[index] = true }
      let column = liveColumn(symbol)
      for basic in column where kinds[Int(basic)] == .external {
        ambiguous[Int(basic)] = true
      }
      movers.append((symbol, column))
    }
    if hasDefinitions { markDefinitions(movingWith: movers, in: &ambiguous) }
    return kinds.indices.compactMap { ambiguous[$0] ? variables[$0] : nil }
  }

  /// Marks every defined variable that moves (beyond the tolerance) with one of `movers`, as
  /// ``definedRates(alongside:)`` computes the moves, without walking every definition for every mover.
  ///
  /// A mover's rates spread from it and its column's basic symbols to the definitions that use them only, in
  /// definition order, with the same sums in the same order as `definedRates`. A symbol whose users are all
  /// closed (marked, with every user of theirs closed) passes nothing on: everything it could reach is marked
  /// already. A definition evaluated without such a symbol's rate can only be one of those, so the marks come out
  /// exactly as `definedRates` would give them, in time near the size of the definitions.
  private func markDefinitions(
    movingWith movers: [(symbol: Symbol, column: [Symbol])], in marks: inout [Bool]
  ) {
    let count = kinds.count
    let order = definitionsInOrder()
    // Users: the definitions that refer to each symbol, as one array sliced by `starts`.
    var starts = [Int](repeating: 0, count: count + 1)
    for defined in order {
      for symbol in definitions[Int(defined)].symbols { starts[Int(symbol) + 1] += 1 }
    }
    for index in 0..<count { starts[index + 1] += starts[index] }
    var users = [Symbol](repeating: .none, count: starts[count])
    var fill = starts
    for defined in order {
      for symbol in definitions[Int(defined)].symbols {
        users[fill[Int(symbol)]] = defined
        fill[Int(symbol)] += 1
      }
    }
    // Per symbol, how many of its users are not closed yet.
    var openUsers = (0..<count).map { starts[$0 + 1] - starts[$0] }
    var rates = [Double](repeating: 0, count: count)
    var rated = [UInt32](repeating: 0, count: count)
    var queued = [UInt32](repeating: 0, count: count)
    var heap = SymbolHeap()
    var closing: [Symbol] = []
    var stamp: UInt32 = 0

    func close(_ defined: Symbol) {
      closing.append(defined)
      while let closed = closing.popLast() {
        for symbol in definitions[Int(closed)].symbols {
          let s = Int(symbol)
          openUsers[s] -= 1
          if openUsers[s] == 0, definitionRanks[s] >= 0, marks[s] { closing.append(symbol) }
        }
      }
    }
    func setRate(_ symbol: Symbol, _ rate: Double) {
      let s = Int(symbol)
      rates[s] = rate
      rated[s] = stamp
      guard openUsers[s] > 0 else { return }
      let rank = definitionRanks[s]
      for position in starts[s]..<starts[s + 1] {
        let user = users[position]
        let u = Int(user)
        // A definition evaluated before this symbol's (never, while ranks follow evaluation order) did not see it.
        guard queued[u] != stamp, definitionRanks[u] > rank else { continue }
        queued[u] = stamp
        heap.push(definitionRanks[u])
      }
    }

    for (symbol, column) in movers {
      stamp += 1
      setRate(symbol, 1)
      for basic in column { setRate(basic, rows[Int(basic)].coefficient(of: symbol)) }
      while let rank = heap.popMin() {
        let defined = definedSymbol(rank: rank)
        let definition = definitions[Int(defined)]
        var rate = 0.0
        var largest = 0.0
        for index in 0..<definition.count {
          let s = Int(definition.symbols[index])
          guard rated[s] == stamp else { continue }
          let term = definition.coefficients[index] * rates[s]
          rate += term
          largest = max(largest, abs(term))
        }
        guard !Tolerance.cancels(rate, largest, 0) else { continue }
        if !marks[Int(defined)] {
          marks[Int(defined)] = true
          if openUsers[Int(defined)] == 0 { close(defined) }
        }
        setRate(defined, rate)
      }
    }
  }

  /// The ambiguous variables by the definition: every freely movable symbol's moves computed in full. Kept to
  /// check ``ambiguousVariables()`` against (its answers must be these, exactly).
  func ambiguousVariablesByFullScan() -> [Variable] {
    optimizeIfNeeded()
    return withBasisRestored {
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
  }

  /// Another optimal solution, made by moving the first freely movable symbol up to `distance`;
  /// nil when the solution is unique (as far as `ambiguousVariables()` can tell).
  public func alternativeSolution(distance: Double = 20) -> AlternativeSolution? {
    optimizeIfNeeded()
    return withBasisRestored { alternativeSolutionAtThisBasis(distance: distance) }
  }

  /// ``ambiguousVariables()`` and, when it finds any, ``alternativeSolution(distance:)``, with the same answers, from
  /// one visit to the basis: the fixed symbols are pivoted out and the basis restored once instead of twice.
  public func ambiguity(distance: Double = 20) -> (variables: [Variable], alternative: AlternativeSolution?) {
    optimizeIfNeeded()
    return withBasisRestored {
      let variables = ambiguousVariablesAtThisBasis()
      // Pivoting the fixed symbols out again changes nothing: it only ever makes a non-fixed symbol basic.
      return (variables, variables.isEmpty ? nil : alternativeSolutionAtThisBasis(distance: distance))
    }
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
    guard kinds[index] != .free, !isBasic[index], definitionRanks[index] < 0 else { return nil }
    // The room below only shrinks from the symbol's own distance to its bounds: a symbol pinned at both (an
    // equality's row symbol, most of a solved layout's nonbasic symbols) cannot move, and needs no column scan.
    let least = Tolerance.feasibility * 10
    guard upperBounds[index] - values[index] > least || values[index] - lowerBounds[index] > least,
      reducedCostSign(symbol) == 0
    else { return nil }
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
      if room > least { return (direction, room) }
    }
    return nil
  }
}
