/// Where the solver's work limit (``LayoutEngine/maximumSolverWork``) stopped a layout: the engine added no
/// constraint after it, so the frames are not the layout's.
public struct SolverWorkLimit: Sendable, Hashable {
  /// The limit, in row entries rewritten by the solver's pivots.
  public var limit: Int
  /// The view whose constraints were being solved: the stack view for one of its arranged views or gaps, else the
  /// view of the constraint's first item (the root while the engine re-solved between passes).
  public var view: String
  /// How many arranged subviews that view has (0 for a view that is not a stack view).
  public var arrangedCount: Int

  /// Creates a report.
  public init(limit: Int, view: String, arrangedCount: Int) {
    self.limit = limit
    self.view = view
    self.arrangedCount = arrangedCount
  }
}

extension LayoutEngine {
  /// The default of ``maximumSolverWork``: row entries rewritten by pivots. The documents of Benchmarks/README.md's
  /// *Limits* (10 000 views) rewrite at most about 510 000, the fixtures at most 7 600. A layout whose optimal basis
  /// is dense (hundreds of views squeezed into an equal-centring stack view) rewrites 3·10⁷ to 8·10⁷ a second of
  /// CPU time, so this stops it within about 3.5 s (Benchmarks/README.md, *Hostile*).
  public static let defaultMaximumSolverWork = 100_000_000

  /// Row entries the solver's pivots rewrote since the engine last built its solver (what ``maximumSolverWork``
  /// bounds).
  public var solverWork: Int { solver.rewrittenEntries }

  /// Records where the solver passed its work limit, once: at `constraint` (just added) or, for nil, a re-solve.
  func noteWorkLimit(at constraint: LayoutConstraint?) {
    guard exceededSolverWork == nil, solver.isOverWorkLimit else { return }
    var view = constraint?.firstItem.hostView ?? root
    // An arranged view's constraints and a stack's gaps are the stack's doing.
    if view.kind != .stack, let stack = view.superview, stack.kind == .stack,
      stack.arrangedSubviews.contains(where: { $0 === view })
    {
      view = stack
    }
    exceededSolverWork = SolverWorkLimit(
      limit: workBudget?.limit ?? maximumSolverWork, view: view.identifier,
      arrangedCount: view.kind == .stack ? view.arrangedSubviews.count : 0)
  }
}

/// A solver work limit shared by every engine that lays out one input (a file's scenes, a document's states, each
/// autoresizing pass and relayout), so an input of many screens stops where one screen of all their work would:
/// the limit bounds the input, not each engine it takes.
public final class SolverWorkBudget {
  /// The most row entries all the engines' pivots may rewrite together.
  public let limit: Int
  /// What they have rewritten so far.
  public private(set) var spent = 0

  /// A budget of `limit` row entries.
  public init(limit: Int) { self.limit = limit }

  /// What is left of the limit.
  public var remaining: Int { limit > spent ? limit - spent : 0 }

  func charge(_ work: Int) {
    let (sum, overflow) = spent.addingReportingOverflow(max(0, work))
    spent = overflow ? Int.max : sum
  }
}

extension LayoutEngine {
  /// The solver's bound for what it has done since its build: the budget's remainder on top of what is charged,
  /// else ``maximumSolverWork``.
  var solverWorkLimit: Int {
    guard let workBudget else { return maximumSolverWork }
    let (sum, overflow) = chargedWork.addingReportingOverflow(workBudget.remaining)
    return overflow ? Int.max : sum
  }

  /// Charges the solver's work since the last charge to the budget.
  func chargeWork() {
    guard let workBudget else { return }
    workBudget.charge(solver.rewrittenEntries - chargedWork)
    chargedWork = solver.rewrittenEntries
  }
}
