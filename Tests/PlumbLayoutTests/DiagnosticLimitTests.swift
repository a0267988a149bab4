import PlumbLayout
import Testing

/// Diagnostics stay proportional to the layout: past the limits, conflicts, listed constraints and ambiguous views
/// are counted, not printed; below them, every message is UIKit's in full.
@Suite struct DiagnosticLimitTests {
  /// `count` views in a row in a 400-pt root, each 44 wide and each required to end inside the root: from the
  /// eighth on, every view's trailing constraint conflicts with the whole chain before it.
  func chain(_ count: Int) throws -> LayoutResult {
    let root = View("root")
    var constraints: [LayoutConstraint] = []
    var previous: View?
    for index in 1...count {
      let view = try add("v\(index)", to: root)[0]
      constraints += [
        view.leadingAnchor == (previous?.trailingAnchor ?? root.leadingAnchor) + 8, view.widthAnchor == 44,
        view.topAnchor == root.topAnchor, view.heightAnchor == 30,
        view.trailingAnchor <= root.trailingAnchor - 8,
      ]
      previous = view
    }
    try LayoutConstraint.activate(constraints)
    defer { LayoutConstraint.deactivate(root.activeConstraints) }
    return LayoutEngine(root: root, canvas: Canvas(width: .points(400), height: .points(100))).layout()
  }

  @Test(arguments: [(20, 13, 0), (107, 100, 0), (120, 100, 13)])
  func conflictsPastTheLimitAreCounted(views: Int, reported: Int, omitted: Int) throws {
    let result = try chain(views)
    let unsatisfiable = result.diagnostics.filter { $0.kind == .unsatisfiable }
    let full = unsatisfiable.filter { $0.message.hasPrefix("[LayoutConstraints] Unable to simultaneously") }
    #expect(full.count == reported)
    #expect(LayoutEngine.maximumReportedConflicts == 100)
    let summary = unsatisfiable.filter {
      !$0.message.hasPrefix("[LayoutConstraints] Unable to simultaneously")
    }
    if omitted == 0 {
      #expect(summary.isEmpty)
    } else {
      #expect(summary.count == 1)
      #expect(
        summary.first?.message.hasPrefix("[LayoutConstraints] \(omitted) more sets of constraints") == true)
    }
  }

  @Test func longSetsListTheirFirstAndLastFiftyConstraints() throws {
    let result = try chain(120)
    let sets = result.diagnostics.filter {
      $0.message.hasPrefix("[LayoutConstraints] Unable to simultaneously")
    }
    // Set k (from 0) holds the root's width, then two constraints of each of the first k + 8 views and the failing
    // trailing constraint: 2k + 18 constraints.
    for (k, diagnostic) in sets.enumerated() {
      let size = 2 * k + 18
      #expect(diagnostic.constraints.count == min(size, 100))
      let leftOut = "… \(size - 100) more constraints of this set, left out …"
      #expect(diagnostic.message.contains(leftOut) == (size > 100), "set \(k)")
      // Views are all the views of the set, listed or not.
      #expect(diagnostic.views.count == k + 9)
    }
  }

  @Test(arguments: [(3, 3), (100, 100), (150, 100)])
  func ambiguityMessageListsAtMostOneHundredViews(views: Int, listed: Int) throws {
    let root = View("root")
    var constraints: [LayoutConstraint] = []
    for index in 1...views {
      let view = try add("v\(index)", to: root)[0]
      constraints += [view.topAnchor == root.topAnchor, view.heightAnchor == 10, view.widthAnchor == 10]
    }
    try LayoutConstraint.activate(constraints)
    defer { LayoutConstraint.deactivate(root.activeConstraints) }
    let engine = LayoutEngine(root: root, canvas: Canvas(width: .points(400), height: .points(100)))
    let result = engine.layout()
    let diagnostic = try #require(result.diagnostics.first { $0.kind == .ambiguous })
    #expect(diagnostic.views.count == views)
    let lines = diagnostic.message.split(separator: "\n").filter { $0.contains("AMBIGUOUS LAYOUT for") }
    #expect(lines.count == listed)
    #expect(diagnostic.message.contains("… \(views - listed) more ambiguous views") == (views > listed))
    // The trace itself still shows every view, with UIKit's variable ids (four a view, in tree order).
    let trace = engine.autolayoutTrace(result)
    #expect(trace.split(separator: "\n").filter { $0.contains("AMBIGUOUS LAYOUT for") }.count == views)
    #expect(trace.contains("'v\(views)'.minX{id: \(views * 4 + 1)}"))
  }
}
