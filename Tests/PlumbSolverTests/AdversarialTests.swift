import Foundation
import Testing

@testable import PlumbSolver

/// Inputs built to break solvers: tiny and huge coefficients, redundancy, degeneracy, long chains, removal storms.
/// Each states the time it must finish in (debug build, one core) and checks that required constraints hold.
@Suite struct AdversarialTests {
  static let regressions = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Fuzz/regressions")

  /// Every solver input the fuzzer ever found still replays cleanly.
  @Test(.timeLimit(.minutes(1))) func fuzzRegressionsReplay() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.regressions.path).filter {
      $0.hasPrefix("solver-")
    }.sorted()
    #expect(!names.isEmpty)
    for name in names {
      let bytes = [UInt8](try Data(contentsOf: Self.regressions.appendingPathComponent(name)))
      let broken = bytes.withUnsafeBufferPointer { replaySolverFuzzInput($0) }
      #expect(broken == nil, "\(name): \(broken ?? "")")
    }
  }

  /// Coefficients from 1e-9 to 1e9 give exact answers, and an edit cannot pull a variable off a required row whose
  /// coefficient is 1e-9 (the fuzzer's first finding).
  @Test func coefficientsFromNanoToGiga() throws {
    for exponent in -9...9 {
      let solver = Solver()
      let x = Variable("x")
      let c = pow(10.0, Double(exponent))
      let constraint = c * x + 3.96875 == 0
      try solver.add(constraint)
      try solver.addEditVariable(x, priority: .high)
      try solver.suggestValue(404.86, for: x)
      solver.updateVariables()
      #expect(abs(solver.value(of: x) - (-3.96875 / c)) <= 1e-9 * abs(3.96875 / c), "c = \(c)")
    }
    // Below 1e-9 a coefficient is zero to the solver (documented on `Solver.add`): keeping a 1e-12 term made later
    // pivots divide by it and broke an unrelated required row (regressions/solver-tiny-user-coefficient-*).
    let tiny = Solver()
    let t = Variable("t")
    #expect(throws: SolverError.self) { try tiny.add(1e-12 * t + 5 == 0) }
    try tiny.add(1e-12 * t == 0)
    try tiny.addEditVariable(t, priority: .high)
    try tiny.suggestValue(-1e9, for: t)
    tiny.updateVariables()
    #expect(tiny.value(of: t) == -1e9)
    // A chain whose scale changes by 1e9 and back: every link holds.
    let solver = Solver()
    let v = (0..<6).map { Variable("v\($0)") }
    var links: [Constraint] = [v[0] == 2]
    for i in 1..<6 { links.append(v[i] == (i % 2 == 1 ? 1e9 : 1e-9) * v[i - 1]) }
    for link in links { try solver.add(link) }
    solver.updateVariables()
    for link in links { #expect(residual(link, solver) < 1e-12, "\(link)") }
    #expect(abs(solver.value(of: v[5]) - 2e9) < 1e-3)
  }

  /// A 1e9 coefficient makes a row variable's costs 1e-9 small; the optimiser must still read them as real, not trade
  /// one level's error for another's forever (the long fuzz run's two hangs, kept as regressions/solver-optimize-hang-*).
  @Test(.timeLimit(.minutes(1))) func tinyCostsOnHugeCoefficientsTerminate() throws {
    let solver = Solver()
    let v0 = Variable("v0")
    try solver.add((1e9 * v0 + 2.46875 <= 0) ~ 1)
    try solver.addEditVariable(v0, priority: .high)
    try solver.add((-304 * v0 - 304 == 0) ~ 1)
    solver.updateVariables()
    // The edit (750) keeps v0 at 0; neither priority-1 constraint may pull it away.
    #expect(abs(solver.value(of: v0)) < 1e-6)

    let other = Solver()
    let (a, b) = (Variable("a"), Variable("b"))
    try other.add((371.890625 * b + 160.71875 <= 0) ~ 250)
    try other.addEditVariable(b, priority: .high)
    try other.addEditVariable(a, priority: .high)
    try other.add(371.78125 * a + 1e9 * b + 323.296875 <= 0)
    other.updateVariables()
    // The required row is met by the cheapest edit move: b by 3.2e-7 (its 1e9 coefficient), not a by 0.87.
    #expect(abs(other.value(of: b) - -3.23296875e-7) < 1e-12)
    #expect(abs(other.value(of: a)) < 1e-9)
  }

  /// 3 000 redundant copies of the same few equalities: all accepted, removable, and fast (under 5 s).
  @Test func thousandsOfRedundantConstraints() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    var all: [Constraint] = []
    let elapsed = try seconds {
      for i in 0..<1000 {
        let copies = [x == 10, y == x + 5, x + y == 25 ~ (i % 2 == 0 ? .required : .high)]
        for constraint in copies { try solver.add(constraint) }
        all += copies
      }
      solver.updateVariables()
    }
    #expect(solver.value(of: x) == 10 && solver.value(of: y) == 15)
    #expect(elapsed < 5, "took \(elapsed) s")
    for constraint in all.dropLast(3) { try solver.remove(constraint) }
    solver.updateVariables()
    #expect(solver.constraintCount == 3)
    #expect(solver.value(of: x) == 10 && solver.value(of: y) == 15)
  }

  /// Degenerate vertices: hundreds of constraints through one point, zero-width ranges and exact duplicates of the
  /// bound an optional constraint pulls against.
  @Test func degenerateSystems() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    var required: [Constraint] = [x >= 0, y >= 0, x <= 0 + 0 * y, y >= 7, y <= 7]
    for k in 1...300 { required.append(x + Double(k) * y >= 7 * Double(k)) }
    for constraint in required { try solver.add(constraint) }
    try solver.add(x == -5 ~ 999)
    try solver.add(y == 100 ~ 1)
    solver.updateVariables()
    #expect(solver.value(of: x) == 0 && solver.value(of: y) == 7)
    #expect(throws: SolverError.self) { try solver.add(x >= 1) }
    solver.updateVariables()
    #expect(solver.value(of: x) == 0)
  }

  /// A chain of 2 000 views, each 1 point after the last, solves and takes edits in under 10 s (debug build; the
  /// tableau of a chain grows with its square, so 10 000 takes about 40 s).
  @Test func longChain() throws {
    let solver = Solver()
    let v = (0..<2_000).map { Variable("x\($0)") }
    let elapsed = try seconds {
      try solver.add(v[0] == 0)
      for i in 1..<v.count { try solver.add(v[i] == v[i - 1] + 1) }
      try solver.add(v[v.count - 1] <= 4_000)
      try solver.addEditVariable(v[0], priority: .high)
      for start in stride(from: 0.0, through: 100, by: 10) {
        try solver.suggestValue(start, for: v[0])
        solver.updateVariables()
      }
    }
    // v[0] == 0 is required, so the edit cannot move the chain.
    #expect(solver.value(of: v[1_999]) == 1_999)
    #expect(elapsed < 10, "took \(elapsed) s")
  }

  /// Adding 1 000 mixed constraints (conflicting required ones are refused) and removing them in a shuffled order
  /// leaves every required one satisfied at every step and an empty solver at the end, in under 10 s of CPU.
  @Test func removalStorm() throws {
    var generator = SplitMix64(state: 7)
    let solver = Solver()
    let v = (0..<40).map { Variable("v\($0)") }
    var live: [Constraint] = []
    let start = Self.threadCPUSeconds()
    for i in 0..<1_000 {
      let a = v[Int(generator.next() % 40)]
      let b = v[Int(generator.next() % 40)]
      let constant = LinearExpression(constant: Double(generator.next() % 200))
      let constraint: Constraint
      switch i % 4 {
      case 0: constraint = a >= b - constant
      case 1: constraint = a == b + constant ~ .high
      case 2: constraint = a <= constant + 1_000
      default: constraint = a == constant ~ .low
      }
      if (try? solver.add(constraint)) != nil { live.append(constraint) }
    }
    let removal = try seconds {
      var order = live
      for i in order.indices.reversed() { order.swapAt(i, Int(generator.next() % UInt64(i + 1))) }
      for (index, constraint) in order.enumerated() {
        try solver.remove(constraint)
        live.removeAll { $0.identity == constraint.identity }
        if index % 100 == 0 {
          solver.updateVariables()
          for other in live where other.priority.isRequired {
            var value = other.expression.constant
            for term in other.expression.terms { value += term.coefficient * solver.value(of: term.variable) }
            #expect(other.relation == .greaterThanOrEqual ? value >= -1e-6 : value <= 1e-6, "\(other)")
          }
        }
      }
    }
    #expect(solver.constraintCount == 0)
    let elapsed = Self.threadCPUSeconds() - start
    #expect(removal < elapsed && elapsed < 10, "took \(elapsed) s of CPU")
  }

  /// `1e-9·v0 == −441.8` leaves the slack of the inactive inequality at −1.65e14, nonbasic, where its ulp is 0.03;
  /// the last equality needs it moved by 0.011, so the repair pivots it into the basis instead of losing the move
  /// (the last row missed by 933: Tests/Fuzz/regressions/solver-repair-below-ulp).
  @Test func repairDoesNotMoveASymbolByLessThanItsUlp() throws {
    let solver = Solver()
    let v0 = Variable("v0")
    let v1 = Variable("v1")
    let v4 = Variable("v4")
    try solver.add(Constraint(-492 * v0 + 125.5, .equal, 0, priority: .high))
    try solver.add(2.859375 * v4 + 374.859375 * v0 + 441.8125 <= 0)
    solver.updateVariables()
    try solver.add(1e-9 * v0 + 441.8125 == 0)
    solver.updateVariables()
    let link = 2.65625 * v1 + 433.734375 * v4 - 357.15625 == 0
    try solver.add(link)
    let last = 1021.953125 * v1 + 464 == 0
    try solver.add(last)
    solver.updateVariables()
    #expect(residual(last, solver) <= 1e-12)
    #expect(residual(link, solver) <= 1e-12)
  }

  /// Two `0.015625·v0 ≥ 1e9` beside an edit holding `v0` at 0: `v5` goes to 2e11 and back to 2.7 by incremental
  /// moves, and is re-evaluated, so the variable defined from it keeps the required row (it missed by 2.4e-3:
  /// Tests/Fuzz/regressions/solver-huge-constants-cancel).
  @Test func valuesBackFromAHugeExcursionCarryNoDrift() throws {
    let solver = Solver()
    let v0 = Variable("v0")
    let v5 = Variable("v5")
    let required = 445.734375 * v0 - 144.015625 * v5 + 391.984375 == 0
    try solver.add(required)
    try solver.add(Constraint(0.015625 * v0 - 1e9, .greaterThanOrEqual, 0, priority: .high))
    try solver.addEditVariable(v0, priority: .high)
    try solver.add(Constraint(0.015625 * v0 - 1e9, .greaterThanOrEqual, 0, priority: .high))
    solver.updateVariables()
    #expect(residual(required, solver) <= 1e-12)
    #expect(solver.maintainedValue(of: v5) == solver.value(of: v5))
    #expect(solver.value(of: v0) == 0)
  }

  /// The fourth equality reaches the only free variable, `v5`, through a coefficient of 4e-6 (against entries near
  /// 600): making it basic there put 1.3e8 into rows, whose cancellation later left 7e-8 of the v5 constraint's error
  /// in the v2 edit's error row, and the optimiser then paid for that edit with 1.9e9 units of the error, sending
  /// `v5` to −1.2e11 (fuzzing, in the rebuild of `solver-residue-beside-eliminated-rows-b`). Such a subject is
  /// refused; the feasibility repair brings the row in instead.
  @Test func equalityDoesNotPivotOnATinyFreeCoefficient() throws {
    let solver = Solver()
    let v = (0..<6).map { Variable("v\($0)") }
    let weak = Constraint(
      261.015625 * v[5] - 261.03125 * v[5] + 261.015625 * v[4] + 4.75, .lessThanOrEqual, 0,
      priority: 750)
    try solver.add(weak)
    let lowest = Constraint(3.984375 * v[1] - 475.921875 * v[0] - 509.53125 * v[3], .equal, 0, priority: 1)
    try solver.add(lowest)
    try solver.addEditVariable(v[1], priority: 750)
    try solver.suggestValue(0, for: v[1])
    try solver.add(-392 * v[2] + 48.6875 * v[1] + 508 * v[0] + 22.859375 == 0)
    try solver.addEditVariable(v[2], priority: 750)
    try solver.suggestValue(128, for: v[2])
    try solver.add(3.25 * v[1] - 444.046875 * v[1] + 0.0625 * v[4] - 475.921875 == 0)
    try solver.add(333.8125 * v[0] + 421.71875 * v[0] - 509.859375 * v[1] - 290 == 0)
    try solver.add(11.25 * v[0] - 188.75 * v[4] + 10.28125 == 0)
    solver.updateVariables()
    // v0, v1 and v4 are fixed by the last three equalities; v5 and v3 are free to meet their own constraints.
    #expect(abs(solver.value(of: v[5]) - 870.6493050) < 1e-4)
    #expect(abs(solver.value(of: v[3]) - 0.3135865725) < 1e-5)
    #expect(solver.precisionRebuilds == 0)
  }

  /// The CPU time `body` takes on this thread: the stated limits are about the solver's work, and wall-clock time
  /// under a loaded machine (other tests, other builds on two cores) stretched a 3 s storm to 42 s.
  func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = Self.threadCPUSeconds()
    try body()
    return Self.threadCPUSeconds() - start
  }

  static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// |lhs − rhs| of an equality, relative to the size of its terms.
  func residual(_ constraint: Constraint, _ solver: Solver) -> Double {
    var value = constraint.expression.constant
    var scale = max(1, abs(constraint.expression.constant))
    for term in constraint.expression.terms {
      let v = solver.value(of: term.variable)
      value += term.coefficient * v
      scale += abs(term.coefficient * v)
    }
    return abs(value) / scale
  }
}
