import PlumbSolver
import Testing

/// SplitMix64: a tiny deterministic generator, so every run checks the same systems.
struct SplitMix64 {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }
}

/// An independent reference: a dense two-phase simplex (Bland's rule) that minimises each priority level's
/// error sum in turn, fixing the optimum of every higher level first.
struct DenseLP {
  enum Kind { case lessOrEqual, greaterOrEqual, equal }
  var rows: [(coefficients: [Double], kind: Kind, rhs: Double)] = []
  let variables: Int

  /// The minimum of `cost · z` over z ≥ 0 meeting every row, or nil when infeasible.
  func minimum(_ cost: [Double]) -> Double? {
    // Columns: variables, then one slack per inequality, then one artificial per row.
    let m = rows.count
    let slackCount = rows.filter { $0.kind != .equal }.count
    let width = variables + slackCount + m
    var table = [[Double]](repeating: [Double](repeating: 0, count: width + 1), count: m)
    var basis = [Int](repeating: 0, count: m)
    var slack = variables
    for (i, row) in rows.enumerated() {
      var coefficients = row.coefficients
      var rhs = row.rhs
      var kind = row.kind
      if rhs < 0 {
        coefficients = coefficients.map { -$0 }
        rhs = -rhs
        kind = kind == .lessOrEqual ? .greaterOrEqual : kind == .greaterOrEqual ? .lessOrEqual : .equal
      }
      for j in 0..<variables { table[i][j] = coefficients[j] }
      if kind == .lessOrEqual {
        table[i][slack] = 1
        slack += 1
      } else if kind == .greaterOrEqual {
        table[i][slack] = -1
        slack += 1
      }
      let artificial = variables + slackCount + i
      table[i][artificial] = 1
      basis[i] = artificial
      table[i][width] = rhs
    }
    func run(_ objective: [Double], allowed: Int) -> Bool {
      // Reduced costs from the objective and the basis.
      for _ in 0..<10_000 {
        var entering = -1
        for j in 0..<allowed {
          var reduced = objective[j]
          for i in 0..<m { reduced -= objective[basis[i]] * table[i][j] }
          if reduced < -1e-9 && !basis.contains(j) {
            entering = j
            break
          }
        }
        if entering < 0 { return true }
        var leaving = -1
        var best = Double.infinity
        for i in 0..<m where table[i][entering] > 1e-9 {
          let ratio = table[i][width] / table[i][entering]
          if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && leaving >= 0 && basis[i] < basis[leaving])
          {
            best = ratio
            leaving = i
          }
        }
        if leaving < 0 { return false }  // unbounded
        let pivot = table[leaving][entering]
        for j in 0...width { table[leaving][j] /= pivot }
        for i in 0..<m where i != leaving {
          let factor = table[i][entering]
          if factor != 0 { for j in 0...width { table[i][j] -= factor * table[leaving][j] } }
        }
        basis[leaving] = entering
      }
      return false
    }
    var phaseOne = [Double](repeating: 0, count: width)
    for i in 0..<m { phaseOne[variables + slackCount + i] = 1 }
    guard run(phaseOne, allowed: width) else { return nil }
    var infeasibility = 0.0
    for i in 0..<m where basis[i] >= variables + slackCount { infeasibility += table[i][width] }
    guard infeasibility < 1e-7 else { return nil }
    var phaseTwo = [Double](repeating: 0, count: width)
    for j in 0..<cost.count { phaseTwo[j] = cost[j] }
    guard run(phaseTwo, allowed: variables + slackCount) else { return nil }
    var value = 0.0
    for i in 0..<m where basis[i] < cost.count { value += cost[basis[i]] * table[i][width] }
    return value
  }
}

@Suite struct RandomizedTests {
  struct Generated {
    var constraints: [Constraint]
    var variables: [Variable]
  }

  static func generate(seed: UInt64) -> Generated {
    var random = SplitMix64(state: seed)
    let variables = (0..<random.int(2...3)).map { Variable("x\($0)") }
    var constraints: [Constraint] = []
    for variable in variables {
      constraints.append(variable >= 0)
      constraints.append(variable <= 100)
    }
    for _ in 0..<random.int(3...6) {
      var expression = LinearExpression(constant: Double(random.int(-40...40)))
      for variable in variables where random.int(0...2) > 0 {
        expression = expression + Double(random.int(-3...3)) * variable
      }
      let relation: Relation = [.equal, .greaterThanOrEqual, .lessThanOrEqual][random.int(0...2)]
      let priority: Priority = [.required, 750, 250, 750, 250][random.int(0...4)]
      constraints.append(Constraint(expression, relation, 0, priority: priority))
    }
    return Generated(constraints: constraints, variables: variables)
  }

  /// Per-level error sums of a solution, highest level first.
  static func errors(_ constraints: [Constraint], levels: [Float], value: (Variable) -> Double) -> [Double] {
    levels.map { level in
      constraints.filter { $0.priority.value == level }.reduce(0) { sum, constraint in
        let expression = constraint.expression
        var v = expression.constant
        for term in expression.terms { v += term.coefficient * value(term.variable) }
        switch constraint.relation {
        case .equal: return sum + abs(v)
        case .greaterThanOrEqual: return sum + max(0, -v)
        case .lessThanOrEqual: return sum + max(0, v)
        }
      }
    }
  }

  /// Reference optimum per level (lexicographic), over the required constraints Plumb accepted.
  static func reference(_ constraints: [Constraint], variables: [Variable], levels: [Float]) -> [Double]? {
    let index = Dictionary(
      uniqueKeysWithValues: variables.enumerated().map { ($0.element.identity, $0.offset) })
    let optional = constraints.filter { !$0.priority.isRequired }
    let width = variables.count + 2 * optional.count
    var lp = DenseLP(variables: width)
    var errorColumns: [(plus: Int, minus: Int, level: Float)] = []
    for constraint in constraints {
      var row = [Double](repeating: 0, count: width)
      let expression = constraint.expression
      for term in expression.terms { row[index[term.variable.identity] ?? 0] += term.coefficient }
      let kind: DenseLP.Kind =
        switch constraint.relation {
        case .equal: .equal
        case .greaterThanOrEqual: .greaterOrEqual
        case .lessThanOrEqual: .lessOrEqual
        }
      if !constraint.priority.isRequired {
        let plus = variables.count + 2 * errorColumns.count
        row[plus] = -1  // excess
        row[plus + 1] = 1  // shortfall
        errorColumns.append((plus, plus + 1, constraint.priority.value))
      }
      lp.rows.append((row, kind, -expression.constant))
    }
    var optima: [Double] = []
    for level in levels {
      var cost = [Double](repeating: 0, count: width)
      for column in errorColumns where column.level == level {
        cost[column.plus] = 1
        cost[column.minus] = 1
      }
      guard let best = lp.minimum(cost) else { return nil }
      optima.append(best)
      lp.rows.append((cost, .lessOrEqual, best + 1e-9))
    }
    return optima
  }

  @Test func randomSystemsMatchTheLexicographicReference() throws {
    var checked = 0
    for seed in UInt64(1)...400 {
      let generated = Self.generate(seed: seed)
      let solver = Solver()
      var accepted: [Constraint] = []
      for constraint in generated.constraints {
        if (try? solver.add(constraint)) != nil { accepted.append(constraint) }
      }
      solver.updateVariables()
      let levels = Array(Set(accepted.filter { !$0.priority.isRequired }.map(\.priority.value))).sorted(by: >)
      // Required constraints hold.
      for constraint in accepted where constraint.priority.isRequired {
        let error = Self.errors([constraint], levels: [1000]) { solver.value(of: $0) }[0]
        #expect(error < 1e-6, "seed \(seed): \(constraint) violated by \(error)")
      }
      // Each level's error sum is the reference's lexicographic optimum.
      let plumb = Self.errors(accepted, levels: levels) { solver.value(of: $0) }
      guard let reference = Self.reference(accepted, variables: generated.variables, levels: levels) else {
        Issue.record("seed \(seed): the reference found the accepted system infeasible")
        continue
      }
      for (level, (mine, theirs)) in zip(levels, zip(plumb, reference)) {
        #expect(
          abs(mine - theirs) < 1e-6 * max(1, theirs), "seed \(seed) level \(level): \(mine) vs \(theirs)")
      }
      // Removing and re-adding a constraint gives the same optimum.
      if let victim = accepted.last {
        try solver.remove(victim)
        try solver.add(victim)
        solver.updateVariables()
        let again = Self.errors(accepted, levels: levels) { solver.value(of: $0) }
        for (before, after) in zip(plumb, again) {
          #expect(abs(before - after) < 1e-6 * max(1, before), "seed \(seed)")
        }
      }
      checked += 1
    }
    #expect(checked >= 390)
  }

  @Test func sameCallsGiveBitIdenticalValues() throws {
    for seed in UInt64(1)...50 {
      let generated = Self.generate(seed: seed)
      func solve() -> [UInt64] {
        let solver = Solver()
        for constraint in generated.constraints {
          try? solver.add(
            Constraint(constraint.lhs, constraint.relation, constraint.rhs, priority: constraint.priority))
        }
        return generated.variables.map { solver.value(of: $0).bitPattern }
      }
      #expect(solve() == solve(), "seed \(seed)")
    }
  }
}
