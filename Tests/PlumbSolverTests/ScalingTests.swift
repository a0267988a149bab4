import Testing

@testable import PlumbSolver

/// The changes that made 10 000-view layouts fast (Benchmarks/README.md, Solver) give the same answers:
/// `Row.replace` is remove-then-add, and the stepwise feasibility repair solves compressed chains correctly without
/// pivoting on the long row.
@Suite struct ScalingTests {
  @Test func replaceIsRemoveThenAdd() {
    var generator = SplitMix64(state: 5)
    func row(count: Int, span: Int) -> Row {
      var terms: [(Symbol, Double)] = []
      for _ in 0..<count {
        let symbol = Symbol(generator.next() % UInt64(span))
        // Small integers and their halves, so sums cancel exactly now and then.
        let value = Double(Int(generator.next() % 9) - 4) / 2
        terms.append((symbol, value == 0 ? 1 : value))
      }
      return Row(terms: terms)
    }
    for round in 0..<2_000 {
      // Long rows with short pivot rows (the in-place stretch), and rows of similar length (the merge).
      let long = row(count: round % 2 == 0 ? 200 : 12, span: 400)
      guard let symbol = long.symbols.first(where: { _ in generator.next() % 3 == 0 }) ?? long.symbols.first
      else {
        continue
      }
      var pivot = row(count: round % 2 == 0 ? 4 : 10, span: 400)
      pivot.remove(symbol)
      var expected = long
      var scratch = Row()
      var expectedAdded: [Symbol] = []
      let coefficient = expected.remove(symbol)
      expected.add(pivot, times: coefficient, scratch: &scratch, added: &expectedAdded)
      var replaced = long
      var added: [Symbol] = []
      let returned = replaced.replace(symbol, by: pivot, scratch: &scratch, added: &added)
      #expect(returned == coefficient)
      #expect(replaced.symbols == expected.symbols, "round \(round)")
      #expect(replaced.coefficients == expected.coefficients, "round \(round)")
      #expect(added == expectedAdded, "round \(round)")
    }
    var untouched = Row(terms: [(1, 2), (5, 3)])
    var scratch = Row()
    var added: [Symbol] = []
    #expect(untouched.replace(3, by: Row(terms: [(4, 1)]), scratch: &scratch, added: &added) == 0)
    #expect(Array(untouched.symbols) == [1, 5])
  }

  /// A long row edited again and again at a spot that wanders both ways (its gap moving, growing, shrinking and
  /// given back) holds exactly what a plain sorted list of its terms holds.
  @Test func aRowEditedAtWanderingSpotsKeepsItsTerms() {
    var generator = SplitMix64(state: 11)
    var row = Row(terms: (0..<200).map { (Symbol($0 * 4), Double($0 % 7) + 1) })
    var model: [(Symbol, Double)] = (0..<200).map { (Symbol($0 * 4), Double($0 % 7) + 1) }
    var scratch = Row()
    var added: [Symbol] = []
    var spot = 100
    for round in 0..<3_000 {
      // Mostly near the previous edit, now and then a jump; the row shrinks for a while, then grows back.
      spot =
        generator.next() % 10 == 0
        ? Int(generator.next() % 800) : max(0, min(799, spot + Int(generator.next() % 9) - 4))
      let shrinking = (round / 500) % 2 == 0
      let symbol = Symbol(spot)
      let present = model.firstIndex { $0.0 == symbol }
      switch generator.next() % 3 {
      case 0 where present != nil:
        // Replace by a row of nearby symbols: one when shrinking, three when growing, now and then thirty (a
        // long row, merged whole); it has a gap of its own when an entry in its middle was removed.
        let width = generator.next() % 8 == 0 ? 30 : shrinking ? 1 : 3
        var terms: [(Symbol, Double)] = []
        for k in 1...width {
          terms.append((Symbol(spot + k), 0.5 * Double(k)))
        }
        var other = Row(terms: terms.filter { $0.0 != symbol })
        if width > 1, generator.next() % 2 == 0, other.count > 2 {
          other.insert(Symbol(spot + width + 5), 1)
          other.remove(other.symbols[other.count / 2])
        }
        guard let at = present else { break }
        let factor = model[at].1
        model.remove(at: at)
        for term in other.symbols.indices {
          let s = other.symbols[term]
          let value = other.coefficients[term] * factor
          if let existing = model.firstIndex(where: { $0.0 == s }) {
            let sum = model[existing].1 + value
            if Tolerance.cancels(sum, model[existing].1, value) {
              model.remove(at: existing)
            } else {
              model[existing].1 = sum
            }
          } else {
            model.append((s, value))
          }
        }
        model.sort { $0.0 < $1.0 }
        #expect(row.replace(symbol, by: other, scratch: &scratch, added: &added) == factor)
      case 1 where present != nil && shrinking:
        guard let at = present else { break }
        #expect(row.remove(symbol) == model[at].1)
        model.remove(at: at)
      default:
        guard present == nil else { break }
        row.insert(symbol, 2)
        model.append((symbol, 2))
        model.sort { $0.0 < $1.0 }
      }
      #expect(Array(row.symbols) == model.map(\.0), "round \(round)")
      #expect(Array(row.coefficients) == model.map(\.1), "round \(round)")
      if Array(row.symbols) != model.map(\.0) { return }
    }
    // Emptied from the middle outward, so the gap outgrows what is left and is given back.
    while !model.isEmpty {
      let (symbol, coefficient) = model.remove(at: model.count / 2)
      #expect(row.remove(symbol) == coefficient)
      #expect(Array(row.symbols) == model.map(\.0))
      #expect(Array(row.coefficients) == model.map(\.1))
    }
    #expect(row.isEmpty)
  }

  @Test func aCompressedChainIsRepairedWithoutPivotingOnItsLongRow() throws {
    // The benchmark's chain: 300 views 4 pt narrower each than they want, compressed by the trailing constraint.
    let count = 300
    let solver = Solver()
    let superview = (left: Variable("s.left"), width: Variable("s.width"))
    try solver.add(superview.left == 0)
    try solver.add(superview.width == LinearExpression(constant: Double(8 + 48 * count)))
    var widths: [Variable] = []
    var previousRight = LinearExpression(superview.left)
    for index in 0..<count {
      let left = Variable("left\(index)")
      let width = Variable("width\(index)")
      try solver.add(left == previousRight + 8)
      try solver.add(width >= 20)
      try solver.add(width == 44 ~ .low)
      try solver.add(width >= 44 ~ .high)
      previousRight = left + width
      widths.append(width)
    }
    let before = solver.repairPivots
    try solver.add(previousRight + 8 <= superview.left + superview.width)
    // Pivoting, the repair made the row over all 300 widths basic once per view it compressed (50 here).
    #expect(solver.repairPivots == before)
    var sum = 0.0
    var compression = 0.0
    for width in widths {
      let value = solver.value(of: width)
      #expect(value >= 20 - 1e-9 && value <= 44 + 1e-9)
      sum += value
      compression += max(0, 44 - value)
    }
    #expect(abs(sum - 40 * Double(count)) < 1e-6)
    // The 750 level's error is 4 pt per view whichever views give it up; no cheaper split exists.
    #expect(abs(compression - 4 * Double(count)) < 1e-6)
  }

  @Test func aRepairThatStepsCannotFinishStillPivots() throws {
    // x + y >= 10 with x ≤ 3 and y ≤ 4 required cannot hold: the steps take x and y to their bounds and the
    // pivoting repair then reports the conflict, leaving the solver as it was.
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x <= 3)
    try solver.add(y <= 4)
    try solver.add(x == 1 ~ .low)
    let sum = x + y >= 10
    #expect(throws: SolverError.self) { try solver.add(sum) }
    #expect(solver.value(of: x) == 1)
    // Within reach: y takes what it can (4, its bound) and x the rest, as little off its wish as possible.
    try solver.add(x + y >= 6)
    #expect(abs(solver.value(of: x) - 2) < 1e-9)
    #expect(abs(solver.value(of: y) - 4) < 1e-9)
  }
}
