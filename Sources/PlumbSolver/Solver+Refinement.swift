// Refactorisation for systems whose coefficients span more than doubles carry (a 1e9 coefficient beside ordinary
// ones). Incremental pivots drop tableau entries they take for rounding (below 1e-9, or 1e-12 of a 1e9 neighbour),
// and in such systems some of those are real: a required row can then be missed by a lot, and a fresh solve often
// meets the same drop (Tests/Fuzz/README.md). Here the rows of the current basis are computed again from the
// constraints themselves, `x_B = −A_B⁻¹·A_N·x_N`, by LU with complete pivoting and iterative refinement against
// compensated residuals, so no entry depends on the history of pivots. ``Solver/updateVariables()`` gets here when
// a required row is found broken (any system; ordinary ones only after a change), and ``Solver/add(_:)`` of a
// required constraint whose insertion broke rows in a system with extreme coefficients. Ordinary systems usually
// hold definitions, which refactorisation does not handle, and go on to the rebuild.

extension Solver {
  /// Largest basis refactorised (the LU is dense); larger systems go straight to the rebuild.
  static let refactorizationLimit = 400

  /// Checks required rows and repairs broken ones: first by refactorising the current basis (at most twice, each
  /// followed by the usual feasibility repair and optimisation), then, if a row still misses, by the rebuild. The
  /// state before is kept if refactorising made the worst miss larger (a basis near singular can).
  func repairPrecisionIfNeeded() {
    // The rebuild's fresh solver repairs nothing: a refactorisation there once led the optimiser into a cycle of
    // rounding-sized steps (Tests/Fuzz/regressions/solver-refactor-not-in-rebuild).
    guard allowsRebuild else { return }
    let before = worstRequiredMiss()
    guard before > 1 else { return }
    let saved = Solver()
    saved.adoptState(of: self)
    let generation = symbolGeneration
    var worst = before
    var refactorizations = 0
    while worst > 1, refactorizations < 2, refactorTableau() != .unavailable {
      refactorizations += 1
      optimizeIfNeeded()
      worst = worstRequiredMiss()
    }
    if worst > before {
      adoptState(of: saved)
      // Same symbols as before, so slots handed out stay valid.
      symbolGeneration = generation
      worst = before
    }
    precisionRefactorizations += refactorizations
    if worst > 1, allowsRebuild { rebuildIfRequiredRowsBroke() }
  }

  /// `insert` for ``add(_:)``: in a system with extreme coefficients, a required constraint whose insertion breaks a
  /// required row that held before was judged feasible on rows that rounding had broken. The rows are then
  /// refactorised; if the constraint cannot hold on the exact rows, or the rows it broke stay broken, the solver goes
  /// back to its state before and the constraint is unsatisfiable (fuzzing: such constraints were accepted beside
  /// ones they contradict). Rows already broken are repaired before the insertion is judged.
  func insertCheckingPrecision(_ constraint: Constraint, expression: LinearExpression) throws(SolverError) {
    // One flag test for ordinary systems; the constraint that first brings an extreme coefficient is not checked
    // here (the rows it meets are ordinary), only at the next update.
    guard hasExtremeCoefficients, constraint.priority.isRequired, allowsRebuild,
      records.count < Self.refactorizationLimit
    else { return try insert(constraint, expression: expression) }
    // A rejected constraint leaves the solver exactly as it was (`add`'s contract), so the state is kept first.
    let saved = Solver()
    saved.adoptState(of: self)
    let generation = symbolGeneration
    // Maintained values: re-evaluating every row on every insertion made building a 400-row chain 75% slower.
    var broken = brokenRequiredRecords(maintained: true)
    if !broken.isEmpty {
      // Rows already broken (fuzzing: by the optimisation after a removal) are repaired first, so the insertion is
      // judged on a system that holds: judged beside the broken row, `v3 ≥ 0.52` against an equality fixing `v3` at
      // −1.6e23 broke nothing new and was accepted.
      optimizeIfNeeded()
      repairPrecisionIfNeeded()
      broken = brokenRequiredRecords(maintained: true)
    }
    // Which rows, not how many, so a row still broken cannot hide one this insertion breaks.
    let before = Set(broken.map(\.constraint.identity))
    do {
      try insert(constraint, expression: expression)
    } catch {
      adoptState(of: saved)
      symbolGeneration = generation
      throw error
    }
    optimizeIfNeeded()
    let after = brokenRequiredRecords(maintained: true)
    guard after.contains(where: { !before.contains($0.constraint.identity) }) else { return }
    let outcome = refactorTableau()
    if case .infeasible(let owners) = outcome {
      adoptState(of: saved)
      symbolGeneration = generation
      var conflicting = [constraint]
      for owner in owners where owner != constraint.identity {
        if let other = records[owner] { conflicting.append(other.constraint) }
      }
      throw .unsatisfiable(constraint, conflicting: conflicting)
    }
    guard outcome == .done else { return }
    precisionRefactorizations += 1
    // Feasibility found on the recomputed rows can still rest on rounding (fuzzing: pivots on entries of 1e-13 moved
    // a variable that only optional constraints mention to -1.4e16, and three required rows were missed, the system
    // being infeasible). A constraint that cannot be added without breaking required rows is unsatisfiable here, in
    // conflict with the rows it broke.
    let newlyBroken = brokenRequiredRecords().filter { !before.contains($0.constraint.identity) }
    guard !newlyBroken.isEmpty else { return }
    adoptState(of: saved)
    symbolGeneration = generation
    let others = newlyBroken.map(\.constraint).filter { $0.identity != constraint.identity }
    throw .unsatisfiable(constraint, conflicting: [constraint] + others)
  }

  /// What ``refactorTableau()`` did.
  enum Refactorization: Equatable {
    /// Nothing: a transaction or a definition is live, the basis is larger than ``refactorizationLimit``, or it
    /// stayed singular.
    case unavailable
    /// Rows recomputed and feasibility restored.
    case done
    /// Rows recomputed, and on them no point satisfies every required constraint: the owners of the constraints
    /// that block the repair. The solver is left infeasible.
    case infeasible([UInt64])
  }

  /// Recomputes every basic row (and the objective) from the constraints for the current basis; keeps nonbasic
  /// values, recomputes basic ones, then restores feasibility. Changes nothing when it cannot (``Refactorization``).
  @discardableResult
  func refactorTableau() -> Refactorization {
    guard transaction == nil, definitionsInOrder().isEmpty else { return .unavailable }
    guard let system = constraintEquations(), system.equations.count <= Self.refactorizationLimit,
      let basis = factorBasis(of: system),
      let newRows = recomputedRows(of: basis)
    else { return .unavailable }
    return install(basis, rows: newRows)
  }

  /// The constraints as equations, one per constraint in insertion order, with each equation's row symbol.
  private struct Equations {
    var equations: [Row] = []
    var rowSymbols: [Symbol] = []
  }

  /// A factored basis: which symbols are basic (in symbol order), the nonbasic columns, and the LU of the basis.
  private struct FactoredBasis {
    var inBasis: [Bool]
    var basics: [Symbol]
    var nonbasics: [Symbol]
    /// The basis columns of the equations, row-major (equation × basic position).
    var basisMatrix: [Double]
    /// Per nonbasic column, its entries in the equations.
    var nonbasicEntries: [[(equation: Int, coefficient: Double)]]
    var lu: DenseLU
  }

  /// The equations  r − s·Σ aⱼxⱼ + e⁺ − e⁻ = 0,  one per constraint, as `insert` built them, in insertion order;
  /// nil when a constraint mentions a variable without a symbol.
  private func constraintEquations() -> Equations? {
    var system = Equations()
    system.equations.reserveCapacity(records.count)
    for record in records.values.sorted(by: { $0.serial < $1.serial }) {
      var terms: [(Symbol, Double)] = []
      for term in record.constraint.expression.terms where term.coefficient != 0 {
        guard let symbol = symbolOfVariable[term.variable.identity] else { return nil }
        terms.append((symbol, term.coefficient))
      }
      var merged = Row(terms: terms)
      merged.scale(by: -record.scale)
      var entries = (0..<merged.count).map { (merged.symbols[$0], merged.coefficients[$0]) }
      entries.append((record.rowSymbol, 1))
      if record.plusError != .none { entries.append((record.plusError, 1)) }
      if record.minusError != .none { entries.append((record.minusError, -1)) }
      system.equations.append(Row(terms: entries))
      system.rowSymbols.append(record.rowSymbol)
    }
    return system
  }

  /// Splits the equations into the current basis's columns and the nonbasic ones and factors the basis; nil when
  /// the basis does not match the equations or stays singular after one exchange.
  private func factorBasis(of system: Equations) -> FactoredBasis? {
    let equations = system.equations
    let m = equations.count
    // The basis, as flags that a singular basis may still change before anything is installed.
    var inBasis = (0..<kinds.count).map { isBasic[$0] && kinds[$0] != .free }
    var position = [Int](repeating: -1, count: kinds.count)
    var basics: [Symbol] = []
    var nonbasicColumn = [Int](repeating: -1, count: kinds.count)
    var nonbasics: [Symbol] = []
    for attempt in 0..<2 {
      // Basic symbols in symbol order; each equation's nonbasic entries, by nonbasic column.
      basics.removeAll()
      for index in kinds.indices {
        position[index] = -1
        nonbasicColumn[index] = -1
        guard inBasis[index] else { continue }
        position[index] = basics.count
        basics.append(Symbol(index))
      }
      guard basics.count == m else { return nil }
      nonbasics.removeAll()
      for equation in equations {
        for symbol in equation.symbols where position[Int(symbol)] < 0 && nonbasicColumn[Int(symbol)] < 0 {
          guard kinds[Int(symbol)] != .free else { return nil }
          nonbasicColumn[Int(symbol)] = 0
          nonbasics.append(symbol)
        }
      }
      nonbasics.sort()
      for (column, symbol) in nonbasics.enumerated() { nonbasicColumn[Int(symbol)] = column }
      var basisMatrix = [Double](repeating: 0, count: m * m)
      var nonbasicEntries = [[(equation: Int, coefficient: Double)]](repeating: [], count: nonbasics.count)
      for (k, equation) in equations.enumerated() {
        for index in 0..<equation.count {
          let s = Int(equation.symbols[index])
          let coefficient = equation.coefficients[index]
          if position[s] >= 0 {
            basisMatrix[k * m + position[s]] = coefficient
          } else {
            nonbasicEntries[nonbasicColumn[s]].append((k, coefficient))
          }
        }
      }
      let lu = DenseLU(basisMatrix, size: m)
      if lu.rank == m {
        return FactoredBasis(
          inBasis: inBasis, basics: basics, nonbasics: nonbasics, basisMatrix: basisMatrix,
          nonbasicEntries: nonbasicEntries, lu: lu)
      }
      // A singular basis: an earlier pivot divided by an entry that was rounding, not a coefficient. The
      // equations without a pivot take their own row symbols (unit columns, nonbasic until now) into the basis
      // in place of the dependent basic symbols, which stay at their values; feasibility repair follows.
      guard attempt == 0 else { return nil }
      for (equation, dependent) in lu.deficiency {
        inBasis[Int(basics[dependent])] = false
        inBasis[Int(system.rowSymbols[equation])] = true
      }
    }
    return nil
  }

  /// Each basic symbol's new row: column j of −A_B⁻¹·A_N, by a solve, then refinement steps with the residual
  /// A_B·t + a_j summed in compensated arithmetic; an entry is kept when its share of some equation is above
  /// rounding of that equation's terms. Nil when a value is not finite.
  private func recomputedRows(of basis: FactoredBasis) -> [[(Symbol, Double)]]? {
    let m = basis.basics.count
    let basisMatrix = basis.basisMatrix
    let lu = basis.lu
    var basisScale = [Double](repeating: 0, count: m)
    for k in 0..<m {
      for i in 0..<m { basisScale[i] = max(basisScale[i], abs(basisMatrix[k * m + i])) }
    }
    var newRows = [[(Symbol, Double)]](repeating: [], count: m)
    var rhs = [Double](repeating: 0, count: m)
    var residual = [Double](repeating: 0, count: m)
    for (column, symbol) in basis.nonbasics.enumerated() {
      let entries = basis.nonbasicEntries[column]
      var columnScale = 0.0
      for i in 0..<m { rhs[i] = 0 }
      for entry in entries {
        rhs[entry.equation] = -entry.coefficient
        columnScale = max(columnScale, abs(entry.coefficient))
      }
      var t = lu.solve(rhs)
      for _ in 0..<2 {
        for k in 0..<m {
          var sum = CompensatedSum()
          sum.add(-rhs[k])
          let base = k * m
          for i in 0..<m where basisMatrix[base + i] != 0 && t[i] != 0 {
            sum.addProduct(basisMatrix[base + i], t[i])
          }
          residual[k] = sum.value
        }
        let correction = lu.solve(residual)
        for i in 0..<m { t[i] -= correction[i] }
      }
      for i in 0..<m where !t[i].isFinite { return nil }
      for i in 0..<m where t[i] != 0 {
        // Rounding leaves about 1e-32 of a column's scale after refinement; real entries beside 1e9 neighbours are
        // 1e-18 of it at the least (1e-9 × 1e-9).
        guard abs(t[i]) * basisScale[i] > 1e-24 * columnScale else { continue }
        newRows[i].append((symbol, t[i]))
      }
    }
    return newRows
  }

  /// Installs the basis and its rows, the column index, basic values and the objective; then the usual repair and
  /// optimisation.
  private func install(_ basis: FactoredBasis, rows newRows: [[(Symbol, Double)]]) -> Refactorization {
    let basics = basis.basics
    for index in kinds.indices where isBasic[index] && kinds[index] != .free && !basis.inBasis[index] {
      isBasic[index] = false
      rows[index] = Row()
      values[index] = min(max(values[index], lowerBounds[index]), upperBounds[index])
    }
    for (i, basic) in basics.enumerated() {
      isBasic[Int(basic)] = true
      rows[Int(basic)] = Row(sortedSymbols: newRows[i].map(\.0), coefficients: newRows[i].map(\.1))
    }
    for index in columns.indices { columns[index].removeAll(keepingCapacity: true) }
    for basic in basics {
      for symbol in rows[Int(basic)].symbols { addToColumn(symbol, basic) }
    }
    for basic in basics { values[Int(basic)] = evaluate(rows[Int(basic)]) }
    definedValuesAreStale = true
    operationsSinceRefresh = 0
    largestMoveSinceRefresh = 0
    rebuildObjective()
    violated.removeAll()
    for basic in basics where isViolated(basic) { violated.push(basic) }
    needsOptimization = true
    if !violated.isEmpty, let blocking = restoreFeasibility() { return .infeasible(blocking) }
    return .done
  }

  /// Each level's objective, Σ of its error symbols, over the current nonbasic symbols.
  private func rebuildObjective() {
    var sums = [[Symbol: CompensatedSum]](repeating: [:], count: levels.count)
    for record in records.values.sorted(by: { $0.serial < $1.serial })
    where !record.constraint.priority.isRequired {
      guard let level = levels.firstIndex(of: record.constraint.priority.value) else { continue }
      for error in [record.plusError, record.minusError] where error != .none {
        if isBasic[Int(error)] {
          let row = rows[Int(error)]
          for index in 0..<row.count {
            sums[level][row.symbols[index], default: CompensatedSum()].add(row.coefficients[index])
          }
        } else {
          sums[level][error, default: CompensatedSum()].add(1)
        }
      }
    }
    for level in objective.indices {
      let entries = sums[level].compactMap { symbol, sum -> (Symbol, Double)? in
        let value = sum.value
        // Cancellation to within rounding of the terms summed is zero.
        return abs(value) <= 1e-15 * sum.largest ? nil : (symbol, value)
      }.sorted { $0.0 < $1.0 }
      replaceObjective(at: level, with: entries)
      for entry in entries { markCandidate(entry.0) }
    }
  }

  /// Sets level `level`'s reduced costs to `entries` (sorted by symbol), every other cost to 0; the one line that
  /// knows how the objective is stored.
  private func replaceObjective(at level: Int, with entries: [(Symbol, Double)]) {
    var costs = [Double](repeating: 0, count: kinds.count)
    for (symbol, value) in entries { costs[Int(symbol)] = value }
    objective[level] = costs
  }
}

/// A sum carried in two doubles (TwoSum, and TwoProduct through a fused multiply-add): about 32 digits, so a
/// residual of terms near 1e9 that cancel keeps what a plain sum rounds away.
struct CompensatedSum {
  private var high = 0.0
  private var low = 0.0
  /// The largest magnitude added, to judge cancellation.
  private(set) var largest = 0.0

  var value: Double { high + low }

  mutating func add(_ x: Double) {
    let s = high + x
    let b = s - high
    low += (high - (s - b)) + (x - b)
    high = s
    largest = max(largest, abs(x))
  }

  mutating func addProduct(_ a: Double, _ b: Double) {
    let p = a * b
    low += (-p).addingProduct(a, b)
    add(p)
  }
}

/// LU factors of a dense square matrix with complete pivoting, `P·A·Q = L·U`.
struct DenseLU {
  private var lu: [Double]
  private let size: Int
  private var rowOrder: [Int]
  private var columnOrder: [Int]
  /// The number of pivots taken; below `size` when the matrix is singular to working precision.
  private(set) var rank = 0

  init(_ matrix: [Double], size m: Int) {
    lu = matrix
    size = m
    rowOrder = Array(0..<m)
    columnOrder = Array(0..<m)
    var largestEntry = 0.0
    for value in matrix { largestEntry = max(largestEntry, abs(value)) }
    // Per entry, the sum of the magnitudes subtracted into it: what is left below 64 ulps of that sum is
    // cancellation residue, not a value (a basis singular in exact arithmetic otherwise shows a 1e-17 pivot, and its
    // reciprocal, 5.4e16, went into the rows: fuzzing, `solver-removal-beside-giga-value`). A real small entry (a
    // 1e-9 coefficient beside 1e9 ones) comes from the constraints, not from cancellation, and is kept.
    var magnitudes = matrix.map { abs($0) }
    let residue = 64 * Double.ulpOfOne
    for k in 0..<m {
      var pivotRow = k
      var pivotColumn = k
      var pivot = 0.0
      for i in k..<m {
        for j in k..<m where abs(lu[i * m + j]) > pivot {
          pivot = abs(lu[i * m + j])
          pivotRow = i
          pivotColumn = j
        }
      }
      // Real pivots of these systems reach 1e-18 of the largest entry (1e-9 beside 1e9); far below is singular.
      guard pivot > 1e-40 * largestEntry, pivot.isFinite else { return }
      if pivotRow != k {
        for j in 0..<m {
          lu.swapAt(k * m + j, pivotRow * m + j)
          magnitudes.swapAt(k * m + j, pivotRow * m + j)
        }
        rowOrder.swapAt(k, pivotRow)
      }
      if pivotColumn != k {
        for i in 0..<m {
          lu.swapAt(i * m + k, i * m + pivotColumn)
          magnitudes.swapAt(i * m + k, i * m + pivotColumn)
        }
        columnOrder.swapAt(k, pivotColumn)
      }
      let diagonal = lu[k * m + k]
      for i in (k + 1)..<m {
        let factor = lu[i * m + k] / diagonal
        lu[i * m + k] = factor
        guard factor != 0 else { continue }
        for j in (k + 1)..<m {
          let product = factor * lu[k * m + j]
          guard product != 0 else { continue }
          let index = i * m + j
          let value = lu[index] - product
          magnitudes[index] += abs(product)
          lu[index] = abs(value) <= residue * magnitudes[index] ? 0 : value
        }
      }
      rank = k + 1
    }
  }

  /// For a singular matrix, the rows and columns left without a pivot, paired (row, column).
  var deficiency: [(row: Int, column: Int)] {
    (rank..<size).map { (rowOrder[$0], columnOrder[$0]) }
  }

  /// Solves `A·x = b` (full rank only).
  func solve(_ b: [Double]) -> [Double] {
    let m = size
    var y = (0..<m).map { b[rowOrder[$0]] }
    for i in 0..<m {
      var sum = y[i]
      for j in 0..<i { sum -= lu[i * m + j] * y[j] }
      y[i] = sum
    }
    for i in stride(from: m - 1, through: 0, by: -1) {
      var sum = y[i]
      for j in (i + 1)..<m { sum -= lu[i * m + j] * y[j] }
      y[i] = sum / lu[i * m + i]
    }
    var x = [Double](repeating: 0, count: m)
    for k in 0..<m { x[columnOrder[k]] = y[k] }
    return x
  }
}
