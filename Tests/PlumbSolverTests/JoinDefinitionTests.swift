import Testing

@testable import PlumbSolver

/// Joining equalities (Solver+Definitions.swift): a required equality between known variables defines one that no
/// row holds, evaluated ahead of the other definitions. These tests build nested stack views, where every child
/// after the first joins its parent's edges, and check the solver against fresh solvers and the strict priorities.
@Suite struct JoinDefinitionTests {
  struct View {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    init(_ name: String) {
      left = Variable("\(name).left")
      top = Variable("\(name).top")
      width = Variable("\(name).width")
      height = Variable("\(name).height")
    }

    var right: LinearExpression { left + width }
    var bottom: LinearExpression { top + height }
  }

  /// Nested stacks of the solver benchmark's "stacks" workload: fan-out 4, fill alignment, hugging @250 and
  /// compression @750 on every leaf after all stack constraints, and the root pinned at (8, 8).
  struct Stacks {
    var views: [View] = []
    var stackConstraints: [Constraint] = []
    var leafConstraints: [Constraint] = []
    var pins: [Constraint] = []
    var leaves: [(view: View, width: Double, height: Double)] = []

    init(leaves count: Int) {
      let root = build(count, horizontal: true)
      for leaf in leaves {
        let width = LinearExpression(constant: leaf.width)
        let height = LinearExpression(constant: leaf.height)
        leafConstraints += [
          (leaf.view.width <= width) ~ .low, (leaf.view.width >= width) ~ .high,
          (leaf.view.height <= height) ~ .low, (leaf.view.height >= height) ~ .high,
        ]
      }
      pins = [root.left == 8, root.top == 8]
    }

    var constraints: [Constraint] { stackConstraints + leafConstraints + pins }

    private mutating func build(_ count: Int, horizontal: Bool) -> View {
      let stack = View("s\(views.count)")
      views.append(stack)
      var children: [View] = []
      if count <= 4 {
        for _ in 0..<count {
          let leaf = View("l\(leaves.count)")
          views.append(leaf)
          let j = leaves.count
          leaves.append((leaf, Double(20 + (7 * j) % 40), Double(16 + (5 * j) % 20)))
          children.append(leaf)
        }
      } else {
        for part in 0..<4 {
          children.append(build(count / 4 + (part < count % 4 ? 1 : 0), horizontal: !horizontal))
        }
      }
      for (index, child) in children.enumerated() {
        if horizontal {
          stackConstraints.append(
            index == 0 ? child.left == stack.left : child.left == children[index - 1].right + 8)
          stackConstraints.append(child.top == stack.top)
          stackConstraints.append(child.bottom == stack.bottom)
        } else {
          stackConstraints.append(
            index == 0 ? child.top == stack.top : child.top == children[index - 1].bottom + 8)
          stackConstraints.append(child.left == stack.left)
          stackConstraints.append(child.right == stack.right)
        }
      }
      if let last = children.last {
        stackConstraints.append(horizontal ? last.right == stack.right : last.bottom == stack.bottom)
      }
      return stack
    }
  }

  private func fresh(_ constraints: [Constraint]) throws -> Solver {
    let solver = Solver()
    for constraint in constraints { try solver.add(constraint) }
    return solver
  }

  /// The summed error of each priority level, highest first: unique at the optimum, whatever vertex holds it.
  private func levelErrors(_ solver: Solver, _ constraints: [Constraint]) -> [Float: Double] {
    var errors: [Float: Double] = [:]
    for constraint in constraints where !constraint.priority.isRequired {
      var value = constraint.expression.constant
      for term in constraint.expression.terms { value += term.coefficient * solver.value(of: term.variable) }
      let error: Double =
        switch constraint.relation {
        case .equal: abs(value)
        case .greaterThanOrEqual: max(0, -value)
        case .lessThanOrEqual: max(0, value)
        }
      errors[constraint.priority.value, default: 0] += error
    }
    return errors
  }

  @Test func joiningEqualitiesKeepStackEdgesOutOfTheTableau() throws {
    let stacks = Stacks(leaves: 64)
    let solver = try fresh(stacks.constraints)
    // Every child after the first joins its parent's edges; none of those equalities pivots a variable in.
    #expect(solver.frontDefinitions.filter { $0 != .none }.count > 40)
    var entries = 0
    for index in solver.rows.indices where solver.isBasic[index] { entries += solver.rows[index].count }
    // With the joined edges basic, this tableau held 5 433 entries before any leaf constraint (N = 1 000: 124 000
    // at the end, 50% of them in edge rows); 64 leaves stay well below 4 000.
    #expect(entries < 4_000, "the tableau holds \(entries) entries")
    // Strict priorities: no leaf is compressed below its intrinsic size.
    for leaf in stacks.leaves {
      #expect(solver.value(of: leaf.view.width) >= leaf.width - 1e-9)
      #expect(solver.value(of: leaf.view.height) >= leaf.height - 1e-9)
    }
    #expect(solver.value(of: stacks.views[0].left) == 8)
    #expect(solver.holdsRequired(stacks.constraints))
  }

  @Test func pivotsInNestedStacksRewriteFewRows() throws {
    // The benchmark's nested stacks, 1 000 leaves. Ties between equally short columns, and between equal ratios,
    // used to go to the oldest symbol: a deep view's edge, which many later rows were built from, so each pivot
    // rewrote them all (409 315 entries here; 260 874 with ties to the newest, and a joining equality defining its
    // newest variable).
    let stacks = Stacks(leaves: 1_000)
    let solver = try fresh(stacks.constraints)
    #expect(solver.rewrittenEntries < 320_000, "pivots rewrote \(solver.rewrittenEntries) row entries")
    for leaf in stacks.leaves {
      #expect(solver.value(of: leaf.view.width) >= leaf.width - 1e-9)
      #expect(solver.value(of: leaf.view.height) >= leaf.height - 1e-9)
    }
    #expect(solver.holdsRequired(stacks.constraints))
  }

  @Test func removingAConstraintThatAJoinUsesMatchesAFreshSolver() throws {
    let stacks = Stacks(leaves: 20)
    let solver = try fresh(stacks.constraints)
    // Remove stack constraints one at a time (their row symbols sit in joined definitions), then the leaves' and
    // pins', comparing with a fresh solver each time: required constraints hold and every level's error is the
    // same (the optimum's errors are unique even where the solution is not).
    var generator = SplitMix64(state: 11)
    var live = stacks.constraints
    for _ in 0..<40 {
      let index = Int(generator.next() % UInt64(live.count))
      try solver.remove(live[index])
      live.remove(at: index)
      let reference = try fresh(live)
      #expect(solver.holdsRequired(live))
      let mine = levelErrors(solver, live)
      let theirs = levelErrors(reference, live)
      for (level, error) in theirs {
        #expect(
          abs((mine[level] ?? 0) - error) < 1e-6, "level \(level): \(mine[level] ?? 0) against \(error)")
      }
    }
    // Put everything back: the same errors as a fresh solver (re-added last, the stretched space may go to
    // another child of equal cost), and no leaf compressed.
    for constraint in stacks.constraints where !live.contains(where: { $0.identity == constraint.identity }) {
      try solver.add(constraint)
    }
    let original = try fresh(stacks.constraints)
    #expect(solver.holdsRequired(stacks.constraints))
    let mine = levelErrors(solver, stacks.constraints)
    for (level, error) in levelErrors(original, stacks.constraints) {
      #expect(abs((mine[level] ?? 0) - error) < 1e-6, "level \(level): \(mine[level] ?? 0) against \(error)")
    }
    for leaf in stacks.leaves {
      #expect(solver.value(of: leaf.view.width) >= leaf.width - 1e-9)
      #expect(solver.value(of: leaf.view.height) >= leaf.height - 1e-9)
    }
  }

  @Test func changingAJoinedConstantMovesWhatDependsOnIt() throws {
    let a = View("a")
    let b = View("b")
    let stack = View("stack")
    let solver = Solver()
    // `b.top` is known (b's width uses it) before it joins the stack's top: a joining equality.
    try solver.add(a.top == stack.top)
    try solver.add(b.height == b.top + 5)
    let join = b.top == stack.top + 10
    try solver.add(join)
    try solver.add(stack.top == 100)
    #expect(solver.frontDefinitions.contains(where: { $0 != .none }))
    #expect(solver.value(of: b.top) == 110)
    #expect(solver.value(of: b.height) == 115)
    try solver.replaceConstant(of: join, with: b.top == stack.top + 30)
    #expect(solver.value(of: b.top) == 130)
    #expect(solver.value(of: b.height) == 135)
    #expect(solver.value(of: a.top) == 100)
  }

  @Test func aJoinCanBeEditedThroughAndRemoved() throws {
    let p = Variable("p")
    let p2 = Variable("p2")
    let q = Variable("q")
    let q2 = Variable("q2")
    let solver = Solver()
    try solver.add(p2 == p + 1)
    try solver.add(q2 == q + 1)
    let join = p == q
    try solver.add(join)
    #expect(solver.frontDefinitions.contains(where: { $0 != .none }))
    try solver.addEditVariable(q, priority: .high)
    try solver.suggestValue(40, for: q)
    try solver.add(p2 == 10 ~ .low)
    #expect(solver.value(of: p) == 40)
    #expect(solver.value(of: p2) == 41)
    #expect(solver.value(of: q2) == 41)
    // Without the join, p is free and the low-priority wish decides it.
    try solver.remove(join)
    #expect(solver.value(of: p2) == 10)
    #expect(solver.value(of: p) == 9)
    #expect(solver.value(of: q2) == 41)
    try solver.add(join)
    #expect(solver.value(of: p2) == 41)
  }
}
