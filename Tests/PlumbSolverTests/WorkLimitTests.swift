import Testing

@testable import PlumbSolver

/// `Solver.maximumRewrittenEntries`: a system whose optimal basis is dense stops optimising once its pivots have
/// rewritten that many row entries, with every required constraint still holding. Work is counted, never timed.
@Suite struct WorkLimitTests {
  /// Equal centring of `count` views that do not fit in 100 points: each view touches the next (required), wants
  /// to be 10 wide (at 750) and have its centre as far from the next one's as the first gap (at 149), so each
  /// width follows from its neighbour's and the optimal basis holds rows over every view.
  private static func squeezedCentring(_ count: Int) -> [Constraint] {
    let left = (0..<count).map { Variable("v\($0).left") }
    let width = (0..<count).map { Variable("v\($0).width") }
    func center(_ index: Int) -> LinearExpression { left[index] + width[index] * 0.5 }
    var constraints: [Constraint] = [left[0] == 0]
    for index in 0..<count {
      constraints += [
        width[index] >= 0, (width[index] >= 10) ~ Priority(750), (width[index] <= 10) ~ Priority(250),
      ]
      if index > 0 {
        constraints.append(left[index] >= left[index - 1] + width[index - 1])
        if index > 1 {
          constraints.append((center(index) - center(index - 1) == center(1) - center(0)) ~ Priority(149))
        }
      }
    }
    constraints.append(left[count - 1] + width[count - 1] == 100)
    return constraints
  }

  @Test func theLimitStopsADenseOptimisationAndKeepsRequiredConstraints() throws {
    let constraints = Self.squeezedCentring(120)
    let unlimited = Solver()
    for constraint in constraints { try unlimited.add(constraint) }
    unlimited.updateVariables()
    #expect(!unlimited.isOverWorkLimit)
    // The limit is an eighth of what the whole solve rewrites; one pivot past it is all the solver does, and a pivot
    // rewrites at most every row (about four a view), each over at most about two symbols a view.
    let limit = unlimited.rewrittenEntries / 8
    #expect(limit > 10_000, "the unlimited solve rewrote only \(unlimited.rewrittenEntries) entries")
    let limited = Solver()
    limited.maximumRewrittenEntries = limit
    for constraint in constraints { try limited.add(constraint) }
    limited.updateVariables()
    #expect(limited.isOverWorkLimit)
    #expect(
      limited.rewrittenEntries < limit + 4 * 120 * 2 * 120,
      "pivots rewrote \(limited.rewrittenEntries) row entries past a limit of \(limit)")
    #expect(limited.holdsRequired(constraints))
  }

  @Test func aSolveWithinTheLimitIsTheSame() throws {
    let constraints = Self.squeezedCentring(40)
    let unlimited = Solver()
    let limited = Solver()
    for constraint in constraints { try unlimited.add(constraint) }
    unlimited.updateVariables()
    limited.maximumRewrittenEntries = unlimited.rewrittenEntries
    for constraint in constraints { try limited.add(constraint) }
    limited.updateVariables()
    #expect(!limited.isOverWorkLimit)
    #expect(limited.rewrittenEntries == unlimited.rewrittenEntries)
    for variable in unlimited.knownVariables {
      #expect(limited.value(of: variable) == unlimited.value(of: variable), "\(variable)")
    }
  }
}
