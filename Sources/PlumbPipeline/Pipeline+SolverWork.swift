import PlumbDocument
import PlumbLayout

extension Pipeline {
  /// Refuses a screen whose layout the solver's work limit stopped (`DocumentLimits.maximumSolverWork`): its frames
  /// are not the layout's. `place` says where a view is (`FILE:LINE:COLUMN`) and what to call it.
  /// - Throws: `.invalidInput` with `FILE:LINE:COLUMN: error: …` naming the view, the limit and how to raise it.
  static func checkSolverWork(
    _ engine: LayoutEngine, file: String, place: (String) -> (location: String, name: String)?
  ) throws(PipelineError) {
    guard let stopped = engine.exceededSolverWork else { return }
    let (location, name) = place(stopped.view) ?? (file, "'\(stopped.view)'")
    let view =
      stopped.arrangedCount > 0
      ? "stack view \(name) with \(stopped.arrangedCount) arranged views" : "view \(name)"
    throw .invalidInput(
      "\(location): error: solving the constraints of \(view) rewrote more than \(stopped.limit) row entries, the "
        + "solver's work limit (PLUMB_MAX_SOLVER_WORK), and the layout stopped there; split the content into "
        + "smaller views, or raise the limit with PLUMB_MAX_SOLVER_WORK=\(raised(stopped.limit)) (the time grows "
        + "with the limit)")
  }

  /// Where a document's view is and what to call it, for ``checkSolverWork(_:file:place:)``.
  static func solverWorkPlaces(_ document: LayoutDocument) -> (String) -> (location: String, name: String)? {
    let places = viewPlaces(document)
    return { id in
      places(id).map { ($0.location, "'\(id)'") }
    }
  }

  /// Ten times `limit`, saturating.
  private static func raised(_ limit: Int) -> Int {
    let (product, overflow) = limit.multipliedReportingOverflow(by: 10)
    return overflow ? Int.max : product
  }
}
