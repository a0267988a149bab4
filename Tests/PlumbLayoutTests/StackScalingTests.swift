import Testing

@testable import PlumbLayout
@testable import PlumbSolver

/// The solver's work on long equal-spacing stacks: counted in rewritten row entries (`Solver.rewrittenEntries`), not
/// in time.
@Suite struct StackScalingTests {
  /// 300 views of 10 × 10 points in a `width`-point stack pinned at its leading, top and trailing edges.
  private func layoutLongStack(
    _ distribution: StackConfiguration.Distribution, alignment: StackConfiguration.Alignment,
    width: Double = 4_000, maximumSolverWork: Int = LayoutEngine.defaultMaximumSolverWork
  )
    throws -> (LayoutEngine, LayoutResult)
  {
    let root = View("root")
    let stack = View("stack", kind: .stack)
    stack.stack = StackConfiguration(distribution: distribution, alignment: alignment)
    try root.addSubview(stack)
    for index in 0..<300 {
      let view = View("v\(index)")
      view.intrinsicContentSizeOverride = AxisPair(horizontal: 10, vertical: 10)
      try stack.addArrangedSubview(view)
    }
    try LayoutConstraint.activate([
      stack.leadingAnchor == root.leadingAnchor, stack.topAnchor == root.topAnchor,
      stack.trailingAnchor == root.trailingAnchor,
    ])
    let engine = LayoutEngine(root: root, canvas: Canvas(width: .points(width), height: .points(800)))
    engine.diagnosesAmbiguity = false
    engine.maximumSolverWork = maximumSolverWork
    return (engine, engine.layout())
  }

  @Test(arguments: [
    (StackConfiguration.Distribution.equalSpacing, StackConfiguration.Alignment.firstBaseline, 100_000),
    (.equalCentering, .fill, 5_000_000),
  ])
  func equalSpacingGapsKeepTheTableauSparse(
    distribution: StackConfiguration.Distribution, alignment: StackConfiguration.Alignment, bound: Int
  ) throws {
    // With the spacing chain installed before the gaps, every gap row held the first gap's view edges and pivots
    // spread them through the tableau: 704 000 entries rewritten for equal spacing here, 92 M for equal centring
    // (2.3 M with the gaps first, most of it one pass after the first view gets its width).
    let (engine, result) = try layoutLongStack(distribution, alignment: alignment)
    #expect(
      engine.solver.rewrittenEntries < bound, "pivots rewrote \(engine.solver.rewrittenEntries) row entries")
    // The views are 10 points wide, their edges (or centres) equally far apart, and the last ends at the stack's end.
    let frames = (0..<300).compactMap { result.view("v\($0)")?.exactFrame }
    #expect(frames.count == 300)
    let step = (4_000.0 - 10) / 299
    for (index, frame) in frames.enumerated() {
      #expect(abs(frame.size.width - 10) < 1e-6)
      #expect(abs(frame.origin.x - Double(index) * step) < 1e-6)
    }
  }

  @Test func theSolverWorkLimitStopsSqueezedEqualCentring() throws {
    // 300 views of 10 points in 1 000: each is squeezed, and each width follows from its neighbour's, so the
    // optimal basis is dense and the whole solve rewrites over 10⁸ row entries (250 views: 1.05·10⁸). The limit
    // stops it a pivot past 2 000 000, and the engine adds nothing after it.
    let limit = 2_000_000
    let (engine, result) = try layoutLongStack(
      .equalCentering, alignment: .fill, width: 1_000, maximumSolverWork: limit)
    #expect(engine.exceededSolverWork == SolverWorkLimit(limit: limit, view: "stack", arrangedCount: 300))
    #expect(engine.solverWork < limit + 200_000, "pivots rewrote \(engine.solverWork) row entries")
    #expect(result.diagnostics.allSatisfy { $0.kind != .ambiguous })
  }

  @Test func aStackWithinTheLimitIsNotStopped() throws {
    let (engine, _) = try layoutLongStack(.equalCentering, alignment: .fill)
    #expect(engine.exceededSolverWork == nil)
    #expect(engine.solverWork > 0)
  }
}
