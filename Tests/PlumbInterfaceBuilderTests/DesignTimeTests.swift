import PlumbInterfaceBuilder
import PlumbLayout
import Testing

// Fixtures/DesignTime.storyboard: Interface Builder's design-time markers on an iPhone SE (375 × 667, status bar
// 20, root margins 16). Every stored frame is what Xcode's canvas shows, so there every view is in place; the
// built app differs where the table below says.
// - Placeholder: a chart whose height its code sets, with a placeholder height of 120 ("Remove at build time"):
//   Xcode's canvas uses it, the built app has no such constraint, so the chart's height (and the view below
//   it) are left open.
// - Stored Sizes: an empty view in a centre-aligned stack view (no width: UIStackView's ambiguity suppression
//   makes it 0 at run time, Xcode's canvas keeps its stored 200); a view with a position and no size (ambiguous,
//   shown at its stored size, still reported); the same with `verifyAmbiguity="ignoreSizes"` (not reported);
//   and a view with no constraints and `verifyAmbiguity="off"` (kept where stored, not reported).
@Suite struct DesignTimeTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var scene: String
    var canvas: IBCanvasMode
    /// Frames that differ from the stored ones.
    var moved: [String: Rect] = [:]
    /// Views reported ambiguous, with their undetermined variables (their frames are the solver's choice).
    var ambiguous: [String: [String]] = [:]
    var testDescription: String { "\(scene) on the \(canvas.rawValue) canvas" }
  }

  static let cases: [Case] = [
    Case(scene: "Placeholder", canvas: .interfaceBuilder),
    Case(
      scene: "Placeholder", canvas: .runtime,
      ambiguous: ["dt1-ch": ["Height"], "dt1-bl": ["minY"]]),
    Case(scene: "Stored Sizes", canvas: .interfaceBuilder, ambiguous: ["dt2-am": ["Width", "Height"]]),
    Case(
      scene: "Stored Sizes", canvas: .runtime, moved: ["dt2-sp": Rect(x: 171.5, y: 0, width: 0, height: 10)],
      ambiguous: [
        "dt2-am": ["Width", "Height"], "dt2-ig": ["Width", "Height"],
        "dt2-of": ["minX", "minY", "Width", "Height"],
      ]),
  ]

  @Test(arguments: cases) func designTimeMarkers(_ test: Case) throws {
    let document = try fixture(
      "DesignTime.storyboard", options: InterfaceBuilderOptions(canvasMode: test.canvas))
    let scene = try #require(document.scene(named: test.scene))
    #expect(scene.warnings.isEmpty, "\(scene.warnings)")
    let result = layout(scene)
    for view in result.views where view.superview != nil && test.ambiguous[view.id] == nil {
      #expect(view.frame == test.moved[view.id] ?? view.expectedFrame, "\(view.id)")
    }
    var ambiguous: [String: [String]] = [:]
    for view in result.views where view.isAmbiguous { ambiguous[view.id] = view.ambiguousVariables }
    #expect(ambiguous == test.ambiguous)
    let ambiguity = result.diagnostics.filter { $0.kind == .ambiguous }
    #expect(Set(ambiguity.flatMap(\.views)) == Set(test.ambiguous.keys))
    #expect(result.diagnostics.allSatisfy { [.ambiguous, .misplaced].contains($0.kind) })
  }

  /// The placeholder constraint is part of the scene on Xcode's canvas only; laying a scene out again gives the
  /// same result (the stored-size holds of one layout do not hide the next one's ambiguity).
  @Test func placeholderConstraintsAndRepeatedLayouts() throws {
    let ib = try #require(try fixture("DesignTime.storyboard").scene(named: "Placeholder"))
    #expect(ib.constraints.contains { $0.id == "dt1-c7" })
    let runtime = try #require(
      try fixture("DesignTime.storyboard", options: InterfaceBuilderOptions(canvasMode: .runtime))
        .scene(named: "Placeholder"))
    #expect(!runtime.constraints.contains { $0.id == "dt1-c7" })
    let sizes = try #require(try fixture("DesignTime.storyboard").scene(named: "Stored Sizes"))
    let first = layout(sizes)
    let second = layout(sizes)
    #expect(first.views == second.views)
    #expect(first.diagnostics.map(\.message) == second.diagnostics.map(\.message))
  }

  /// The stored-size holds are the design tool's, not the user's: diagrams, reports and conflict choices treat
  /// them as system constraints.
  @Test func storedSizeHoldsAreNotUserConstraints() throws {
    let sizes = try #require(try fixture("DesignTime.storyboard").scene(named: "Stored Sizes"))
    let (engine, _) = sizes.layoutWithEngine()
    let holds = engine.constraintReport().filter { $0.identifier?.hasPrefix("IB-stored-") == true }
    #expect(!holds.isEmpty)
    #expect(holds.allSatisfy { $0.origin == .storedFrame })
  }
}
