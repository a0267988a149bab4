import Testing

@testable import PlumbSolver

/// Variables defined by the required equality that introduced them (Solver+Definitions.swift) stay out of the
/// tableau; these tests check they behave exactly like basic variables would.
@Suite struct DefinedVariableTests {
  /// A row of `count` views, each `left = previous.right + gap` with a fixed width, as Auto Layout chains views.
  struct Chain {
    let lefts: [Variable]
    let widths: [Variable]
    var links: [Constraint] = []
    var sizes: [Constraint] = []

    init(count: Int, gap: Double = 8) {
      lefts = (0..<count).map { Variable("left\($0)") }
      widths = (0..<count).map { Variable("width\($0)") }
      for index in 0..<count {
        if index == 0 {
          links.append(lefts[0] == LinearExpression(constant: 8))
        } else {
          let right: LinearExpression = lefts[index - 1] + widths[index - 1]
          links.append(lefts[index] == right + LinearExpression(constant: gap))
        }
        sizes.append(widths[index] == LinearExpression(constant: Double(10 + index)))
      }
    }

    /// Links and sizes interleaved as a layout adds them: every variable first appears in a required equality.
    var constraints: [Constraint] { zip(links, sizes).flatMap { [$0, $1] } }
  }

  private func fresh(_ constraints: [Constraint]) throws -> Solver {
    let solver = Solver()
    for constraint in constraints { try solver.add(constraint) }
    return solver
  }

  @Test func chainedLeftEdgesAreDefinitionsNotDenseRows() throws {
    let chain = Chain(count: 200)
    let solver = try fresh(chain.constraints)
    let expected = (0..<199).reduce(8.0) { sum, index in sum + Double(10 + index) + 8 }
    #expect(solver.value(of: chain.lefts[199]) == expected)
    // Made basic, left edge k would be a row over every width before it: about 20 000 entries for 200 views.
    var entries = 0
    for index in solver.rows.indices where solver.isBasic[index] { entries += solver.rows[index].count }
    #expect(entries <= 4 * 200, "the tableau holds \(entries) entries")
    #expect(solver.definitionOrder.count == 400)
  }

  @Test func removingADefiningConstraintMatchesAFreshSolver() throws {
    let chain = Chain(count: 12)
    let solver = try fresh(chain.constraints)
    // Cut the chain in the middle and pin the second half somewhere else.
    let pin = chain.lefts[6] == 300
    try solver.remove(chain.links[6])
    try solver.add(pin)
    let remaining = chain.constraints.filter { $0.identity != chain.links[6].identity } + [pin]
    let reference = try fresh(remaining)
    for variable in chain.lefts + chain.widths {
      #expect(abs(solver.value(of: variable) - reference.value(of: variable)) < 1e-9, "\(variable)")
    }
    let end = (6..<11).reduce(300.0) { sum, index in sum + Double(10 + index) + 8 }
    #expect(solver.value(of: chain.lefts[11]) == end)
    // And back again: the original layout returns.
    try solver.remove(pin)
    try solver.add(chain.links[6])
    let original = try fresh(chain.constraints)
    for variable in chain.lefts + chain.widths {
      #expect(abs(solver.value(of: variable) - original.value(of: variable)) < 1e-9, "\(variable)")
    }
  }

  @Test func changingADefiningConstantMovesEverythingAfterIt() throws {
    let chain = Chain(count: 10)
    let solver = try fresh(chain.constraints)
    let before = chain.lefts.map { solver.value(of: $0) }
    let right: LinearExpression = chain.lefts[3] + chain.widths[3]
    let wider = chain.lefts[4] == right + 20
    try solver.replaceConstant(of: chain.links[4], with: wider)
    for index in 0..<10 {
      #expect(solver.value(of: chain.lefts[index]) == before[index] + (index >= 4 ? 12 : 0))
    }
  }

  @Test func aDefinitionUsedByAnOptionalConstraintIsOptimised() throws {
    // `right` is defined; the optional constraint on it must pull the free width, not be ignored.
    let solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    try solver.add(left == 20)
    try solver.add(right == left + width)
    try solver.add(width >= 0)
    try solver.add(right == 120 ~ 500)
    #expect(solver.value(of: width) == 100)
    #expect(solver.value(of: right) == 120)
    #expect(solver.ambiguousVariables().isEmpty)
  }

  @Test func ambiguityFollowsDefinitionsWithoutReportingCancelledOnes() throws {
    // x = y + 10 with y free: both move together. z = x − y is 10 whatever y is: determined.
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    try solver.add(x == y + 10)
    try solver.add(z == x - y)
    let ambiguous = Set(solver.ambiguousVariables().map(\.identity))
    #expect(ambiguous == [x.identity, y.identity])
    let alternative = try #require(solver.alternativeSolution())
    let newX = try #require(alternative.value(of: x))
    let newY = try #require(alternative.value(of: y))
    #expect(abs(newX - newY - 10) < 1e-9)
    #expect(newY != solver.value(of: y))
    #expect(alternative.value(of: z) == nil)
    #expect(solver.value(of: z) == 10)
  }

  @Test func aConflictThroughDefinitionsNamesTheirConstraints() throws {
    let chain = Chain(count: 3)
    let solver = try fresh(chain.constraints)
    // The third view ends at 8 + 10 + 8 + 11 + 8 + 12 = 57; asking for 40 conflicts with every link and size.
    let right: LinearExpression = chain.lefts[2] + chain.widths[2]
    let end = right == LinearExpression(constant: 40)
    #expect(throws: SolverError.self) { try solver.add(end) }
    do {
      try solver.add(end)
    } catch .unsatisfiable(_, let conflicting) {
      let names = Set(conflicting.map(\.identity))
      #expect(names.contains(end.identity))
      #expect(names.contains(chain.links[2].identity))
      #expect(names.contains(chain.sizes[1].identity))
    } catch {
      Issue.record("unexpected \(error)")
    }
    #expect(solver.value(of: chain.lefts[2]) == 45)
  }

  @Test func theDumpListsDefinitions() throws {
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    try solver.add(a == b + 8)
    #expect(solver.description.contains("Definitions (outside the tableau):\n  a = "))
  }
}

@Suite struct ValueSlotTests {
  @Test func slotsReadWhatValueReads() throws {
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    let unknown = Variable("unknown")
    try solver.add(a == b + 8)
    try solver.add(b >= 10)
    try solver.add(b == 30 ~ 250)
    let slotA = try #require(solver.slot(of: a))
    let slotB = try #require(solver.slot(of: b))
    #expect(solver.slot(of: unknown) == nil)
    #expect(solver.maintainedValue(at: slotA) == 38)
    #expect(solver.maintainedValue(at: slotB) == 30)
    // Still valid after more constraints arrive and values move.
    try solver.add(b <= 20)
    #expect(solver.maintainedValue(at: slotA) == solver.value(of: a))
    #expect(solver.maintainedValue(at: slotA) == 28)
  }

  @Test func aSlotFindsItsVariableAfterSymbolsAreRenumbered() throws {
    let solver = Solver()
    let a = Variable("a")
    try solver.add(a == 5)
    let slot = try #require(solver.slot(of: a))
    // What a precision rebuild does: the state of a solver that met the variables in another order.
    let other = Solver()
    try other.add(Variable("first") == 1)
    try other.add(a == 5)
    solver.adoptState(of: other)
    #expect(solver.maintainedValue(at: slot) == 5)
  }
}
