import Testing

@testable import PlumbSolver

@Suite struct SolverTests {
  @Test func requiredEqualitiesSolve() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x + y == 20)
    try solver.add(x == 2 * y)
    #expect(abs(solver.value(of: x) - 40.0 / 3) < 1e-9)
    #expect(abs(solver.value(of: y) - 20.0 / 3) < 1e-9)
  }

  @Test func optionalConstraintYieldsToRequired() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x <= 50)
    try solver.add(x == 100 ~ 250)
    #expect(solver.value(of: x) == 50)
  }

  @Test func unsatisfiedOptionalIsMinimisedNotDropped() throws {
    // |x − 100| is made as small as possible: x stops at the required bound, not at 0.
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x >= 0)
    try solver.add(x <= 60)
    try solver.add(x == 100 ~ 10)
    #expect(solver.value(of: x) == 60)
  }

  @Test func oneHigherPriorityBeatsAnyNumberOfLowerOnes() throws {
    // Twenty 750s pull x to 0; one 751 pulls it to 100. Weighted sums would let the 750s win.
    let solver = Solver()
    let x = Variable("x")
    for _ in 0..<20 { try solver.add(x == 0 ~ 750) }
    try solver.add(x == 100 ~ 751)
    #expect(solver.value(of: x) == 100)
  }

  @Test func withinALevelTheSumOfErrorsIsMinimised() throws {
    // Three constraints at one level: the median minimises the sum of absolute errors.
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x == 10 ~ 500)
    try solver.add(x == 20 ~ 500)
    try solver.add(x == 90 ~ 500)
    #expect(solver.value(of: x) == 20)
  }

  /// A required row is held to the tolerance at its own scale: `1e-9·x == 0` means x = 0, not "x within 100 of 0"
  /// (an absolute tolerance of 1e-7 on a row of 1e-9 allowed that; found by fuzzing). A constant change keeps
  /// the scale.
  @Test func smallRequiredRowsHoldAtTheirOwnScale() throws {
    let solver = Solver()
    let x = Variable("x")
    let tiny = 1e-9 * x == 0
    try solver.add(tiny)
    #expect(throws: SolverError.self) { try solver.add(x >= 1) }
    #expect(solver.value(of: x) == 0)
    let moved = 1e-9 * x == 3e-9
    try solver.replaceConstant(of: tiny, with: moved)
    #expect(abs(solver.value(of: x) - 3) < 1e-9)
    #expect(throws: SolverError.self) { try solver.add(x <= 2.9) }
  }

  /// Only systems with extreme coefficients pay for the required-row self-check (and can be rebuilt by it).
  @Test func onlyExtremeCoefficientsAreSelfChecked() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x + 0.5 * y == 100)
    try solver.add(y >= 20 ~ 750)
    solver.updateVariables()
    #expect(!solver.hasExtremeCoefficients)
    try solver.add(1e9 * x + y == 1e11)
    solver.updateVariables()
    #expect(solver.hasExtremeCoefficients)
    #expect(solver.precisionRebuilds == 0)
    #expect(abs(solver.value(of: x) - 100) < 1e-6)
  }

  /// A rebuild after rounding broke a required row takes over every stored property of the fresh solver.
  @Test func rebuildAdoptsEveryStoredProperty() {
    let names = Mirror(reflecting: Solver()).children.compactMap(\.label)
    #expect(names.count == Solver.adoptedPropertyCount, "\(names)")
  }

  @Test func unsatisfiableRequiredConstraintNamesTheConflictAndChangesNothing() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let unrelated = y == 7
    let low = x >= 10
    let high = x <= 5
    try solver.add(unrelated)
    try solver.add(low)
    try solver.add(x == 30 ~ 250)
    let before = solver.value(of: x)
    let dumpBefore = solver.description
    do {
      try solver.add(high)
      Issue.record("expected unsatisfiable")
    } catch {
      guard case .unsatisfiable(let broken, let conflicting) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(broken.identity == high.identity)
      #expect(Set(conflicting.map(\.identity)) == [high.identity, low.identity])
    }
    #expect(solver.value(of: x) == before)
    #expect(solver.description == dumpBefore)
    #expect(!solver.contains(high))
  }

  @Test func conflictThroughAChainNamesOnlyTheChain() throws {
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let d = Variable("d")
    let chain = [a == 0, b == a + 10, c == b + 10, d == 99]
    for constraint in chain { try solver.add(constraint) }
    let closing = c <= 15
    #expect(throws: SolverError.self) { try solver.add(closing) }
    do { try solver.add(closing) } catch {
      if case .unsatisfiable(_, let conflicting) = error {
        let ids = Set(conflicting.map(\.identity))
        #expect(ids == Set([closing, chain[0], chain[1], chain[2]].map(\.identity)))
      }
    }
  }

  @Test func removingAndReAddingGivesTheSameValues() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let gap = y >= x + 8
    try solver.add(x >= 0)
    try solver.add(x == 20 ~ 300)
    try solver.add(y == 10 ~ 700)
    try solver.add(gap)
    let first = (solver.value(of: x), solver.value(of: y))
    try solver.remove(gap)
    #expect(solver.value(of: x) == 20)
    #expect(solver.value(of: y) == 10)
    try solver.add(gap)
    #expect(solver.value(of: x) == first.0)
    #expect(solver.value(of: y) == first.1)
    #expect(first.0 == 2 && first.1 == 10)
  }

  @Test func editVariablesResizeIncrementally() throws {
    let solver = Solver()
    let width = Variable("width")
    let left = Variable("left")
    let right = Variable("right")
    try solver.add(left == 8)
    try solver.add(right == width - 8)
    try solver.addEditVariable(width, priority: 999)
    for value in stride(from: 100.0, through: 400, by: 50) {
      try solver.suggestValue(value, for: width)
      #expect(solver.value(of: width) == value)
      #expect(solver.value(of: right) == value - 8)
    }
    try solver.removeEditVariable(width)
    #expect(!solver.hasEditVariable(width))
  }

  @Test func editYieldsToRequiredConstraints() throws {
    let solver = Solver()
    let width = Variable("width")
    try solver.add(width <= 300)
    try solver.addEditVariable(width, priority: .high)
    try solver.suggestValue(500, for: width)
    #expect(solver.value(of: width) == 300)
    try solver.suggestValue(200, for: width)
    #expect(solver.value(of: width) == 200)
  }

  @Test func badInputIsRejectedWithTypedErrors() throws {
    let solver = Solver()
    let x = Variable("x")
    let c = x == 1
    #expect(throws: SolverError.self) { try solver.add(x == LinearExpression(constant: .nan)) }
    #expect(throws: SolverError.self) { try solver.add(Double.infinity * x == 1) }
    #expect(throws: SolverError.self) { try solver.add(x == 1 ~ 0) }
    #expect(throws: SolverError.self) { try solver.add(x == 1 ~ 1001) }
    #expect(throws: SolverError.self) { try solver.remove(c) }
    try solver.add(c)
    #expect(throws: SolverError.self) { try solver.add(c) }
    #expect(throws: SolverError.self) { try solver.suggestValue(3, for: x) }
    #expect(throws: SolverError.self) { try solver.addEditVariable(x, priority: .required) }
    try solver.addEditVariable(x, priority: .high)
    #expect(throws: SolverError.self) { try solver.addEditVariable(x, priority: .high) }
    #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: x) }
    #expect(solver.value(of: x) == 1)
  }

  @Test func constraintsWithoutVariables() throws {
    let solver = Solver()
    try solver.add(LinearExpression(constant: 0) == 0)
    #expect(throws: SolverError.self) { try solver.add(LinearExpression(constant: 1) == 0) }
    try solver.add(LinearExpression(constant: 1) == 0 ~ 10)
  }

  @Test func ambiguityIsReportedAndExercised() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    try solver.add(x + y == 100)
    try solver.add(x >= 0)
    try solver.add(y >= 0)
    try solver.add(z == 5)
    let ambiguous = solver.ambiguousVariables().map(\.identity)
    #expect(Set(ambiguous) == [x.identity, y.identity])
    let alternative = try #require(solver.alternativeSolution())
    let ax = alternative.value(of: x) ?? solver.value(of: x)
    let ay = alternative.value(of: y) ?? solver.value(of: y)
    #expect(abs(ax + ay - 100) < 1e-9)
    #expect(ax >= 0 && ay >= 0)
    #expect(ax != solver.value(of: x))
    #expect(alternative.value(of: z) == nil)
  }

  /// Asking about ambiguity leaves the tableau as it was: the answer depends on the basis, so a query that pivoted
  /// would make the next solve, and the next answer, differ from a fresh solver's.
  @Test func ambiguityQueriesLeaveTheTableauAlone() throws {
    let solver = Solver()
    let v = (0..<4).map { Variable("v\($0)") }
    try solver.add(v[3] + 2 * v[0] + 9 >= 0)
    try solver.add(v[2] + 2 * v[0] - 7 <= 0)
    try solver.add(2 * v[2] + 3 == 0)  // a fixed row symbol left basic: the query pivots it out
    try solver.add(2 * v[1] + 10 >= 0)
    try solver.add(v[3] == 0 ~ 250)
    try solver.add(v[0] + 4 <= 0 ~ 750)
    try solver.add(4 * v[2] + 7 >= 0 ~ 250)
    let before = solver.description
    let ambiguous = solver.ambiguousVariables()
    #expect(solver.description == before)
    _ = solver.alternativeSolution()
    #expect(solver.description == before)
    #expect(solver.ambiguousVariables().map(\.identity) == ambiguous.map(\.identity))
  }

  @Test func determinedLayoutIsNotAmbiguous() throws {
    let solver = Solver()
    let x = Variable("x")
    let w = Variable("w")
    try solver.add(x == 8)
    try solver.add(w >= 20)
    try solver.add(w == 44 ~ 250)
    #expect(solver.ambiguousVariables().isEmpty)
    #expect(solver.alternativeSolution() == nil)
  }

  @Test func dumpIsReadable() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x >= 10)
    try solver.add(x == 4 ~ 250)
    let dump = solver.description
    #expect(dump.contains("x = 10"))
    #expect(dump.contains("x >= 10"))
    #expect(dump.contains("x == 4 @250"))
    #expect(dump.contains("@250:"))
  }
}

@Suite struct ConstantChangeTests {
  @Test func replacingAConstantMatchesAFreshSolve() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let base = x >= 0
    let gap = y == x + 10
    let width = x + y == 100 ~ 500
    for constraint in [base, gap, width] { try solver.add(constraint) }
    solver.updateVariables()
    #expect(solver.value(of: x) == 45)
    let wider = y == x + 30
    try solver.replaceConstant(of: gap, with: wider)
    #expect(solver.value(of: x) == 35 && solver.value(of: y) == 65)
    #expect(solver.contains(wider) && !solver.contains(gap))
    let fresh = Solver()
    for constraint in [x >= 0, y == x + 30, x + y == 100 ~ 500] { try fresh.add(constraint) }
    #expect(fresh.value(of: x) == solver.value(of: x))
  }

  @Test func anImpossibleConstantLeavesTheSolverUntouched() throws {
    let x = Variable("x")
    let solver = Solver()
    let low = x >= 10
    let cap = x <= 50
    try solver.add(low)
    try solver.add(cap)
    let before = solver.description
    #expect(throws: SolverError.self) { try solver.replaceConstant(of: cap, with: x <= 5) }
    #expect(solver.description == before)
    #expect(solver.contains(cap))
  }
}
