import PlumbSolver

/// One view's solved place.
public struct ViewLayout: Sendable, Hashable {
  /// The view's id.
  public var id: String
  /// The view's kind.
  public var kind: ViewKind
  /// The superview's id (nil for the root).
  public var superview: String?
  /// UIKit's `frame`: superview coordinates, pixel-aligned.
  public var frame: Rect
  /// The frame in canvas coordinates, pixel-aligned.
  public var absoluteFrame: Rect
  /// The solver's unrounded frame in canvas coordinates.
  public var exactFrame: Rect
  /// UIKit's `hasAmbiguousLayout`.
  public var isAmbiguous: Bool
  /// Engine variables that are not determined (`minX`, `minY`, `Width`, `Height`).
  public var ambiguousVariables: [String]
  /// Another valid frame (canvas coordinates), as `exerciseAmbiguityInLayout` would show.
  public var alternativeFrame: Rect?
  /// The designer's expected frame, in superview coordinates.
  public var expectedFrame: Rect?
  /// True when the expected frame differs from the solved one by half a pixel or more.
  public var isMisplaced: Bool
  /// Depth in the tree (0 for the root).
  public var depth: Int
}

/// A layout guide's solved rectangle.
public struct GuideLayout: Sendable, Hashable {
  /// `root.safeArea`, `title.layoutMargins`, or a custom guide's id.
  public var id: String
  /// The owning view's id.
  public var owner: String
  /// The guide's kind.
  public var kind: LayoutGuide.Kind
  /// Canvas coordinates, pixel-aligned.
  public var absoluteFrame: Rect
  /// UIKit's `hasAmbiguousLayout` for the guide.
  public var isAmbiguous: Bool
}

/// How a constraint came out of the solve, for diagrams and reports.
public struct ConstraintLayout: Sendable, Hashable {
  /// How the constraint fared.
  public enum Status: String, Sendable, Hashable {
    /// Holds (to half a pixel).
    case satisfied
    /// An optional constraint the solver could not meet.
    case unsatisfiedOptional
    /// In an unsatisfiable set.
    case conflicting
    /// Broken to recover from an unsatisfiable set.
    case broken
  }
  /// The constraint's position in insertion order (``LayoutEngine/installedConstraints``).
  public var index: Int
  /// First item id.
  public var firstItem: String
  /// First attribute.
  public var firstAttribute: LayoutAttribute
  /// Relation.
  public var relation: LayoutRelation
  /// Second item id.
  public var secondItem: String?
  /// Second attribute.
  public var secondAttribute: LayoutAttribute
  /// Multiplier.
  public var multiplier: Double
  /// Constant.
  public var constant: Double
  /// Priority 1…1000.
  public var priority: Float
  /// Who made it.
  public var origin: LayoutConstraint.Origin
  /// Outcome.
  public var status: Status
  /// The constraint's identifier.
  public var identifier: String?
}

/// Everything one layout pass produced.
public struct LayoutResult: Sendable {
  /// The root's size.
  public var canvasSize: Size
  /// Pixels per point.
  public var scale: Double
  /// Every view, depth first in subview order.
  public var views: [ViewLayout]
  /// Every layout guide created, in tree order.
  public var guides: [GuideLayout]
  /// Problems found, in the order they arose.
  public var diagnostics: [Diagnostic]
  /// Findings that are not problems in the document: where the layout differs from what the document's own
  /// tool stored, for reasons of Plumb's (its fonts, its model of that tool's canvas). Empty for layout documents.
  public var notes: [Diagnostic] = []
  /// Layout passes run.
  public var passes: Int
  /// False when values derived from frames (margins, safe areas, wrapping text) still changed in the last pass;
  /// laying out again then moves things further, as it would in UIKit.
  public var isSettled = true

  /// The layout of the view with `id`.
  public func view(_ id: String) -> ViewLayout? { views.first { $0.id == id } }
}

extension LayoutEngine {
  /// The solved canvas position (or length) of `attribute` of `item`, as the constraints see it.
  public func value(of attribute: LayoutAttribute, for item: LayoutItem) -> Double {
    let expression = self.expression(item, attribute)
    var value = expression.constant
    for term in expression.terms { value += term.coefficient * solver.value(of: term.variable) }
    return value
  }

  /// What the solver left undetermined, and one other valid solution to show it.
  private struct Ambiguity {
    static let names = ["minX", "minY", "Width", "Height"]
    /// How far the alternative moves what is free.
    static let distance = 20.0
    var diagnoses: Bool
    var ambiguousIDs: Set<UInt64>
    var knownIDs: Set<UInt64>
    var alternative: AlternativeSolution?

    /// The item's variables (`minX`, `minY`, `Width`, `Height`) that are ambiguous or that no constraint mentions.
    func undetermined(_ item: LayoutItem) -> [String] {
      guard diagnoses else { return [] }
      return zip(item.variables, Self.names).compactMap { variable, name in
        ambiguousIDs.contains(variable.identity) || !knownIDs.contains(variable.identity) ? name : nil
      }
    }

    /// Another valid frame (canvas coordinates); a variable no constraint mentions can take any value, so the
    /// alternative moves it by the same distance.
    func alternativeFrame(_ view: View, exact: Rect) -> Rect {
      func other(_ variable: Variable, _ value: Double) -> Double {
        if let moved = alternative?.value(of: variable) { return moved }
        return knownIDs.contains(variable.identity) ? value : value + Self.distance
      }
      return Rect(
        x: other(view.minX, exact.minX), y: other(view.minY, exact.minY),
        width: other(view.width, exact.width), height: other(view.height, exact.height)
      ).outset(by: view.alignmentRectInsets)
    }
  }

  /// The solved layout: each view's frames (pixel-aligned, in its superview's and the canvas's coordinates) with
  /// its ambiguity and misplacement, the guides, then the diagnostics: conflicts, ambiguity, misplaced views and
  /// a layout that did not settle.
  func makeResult(unsettled: [UnsettledValue]) -> LayoutResult {
    // Past the solver's work limit the values are not the layout's, and probing them is more work.
    let diagnoses = diagnosesAmbiguity && exceededSolverWork == nil
    let report =
      diagnoses ? solver.ambiguity(distance: Ambiguity.distance) : (variables: [], alternative: nil)
    let ambiguity = Ambiguity(
      diagnoses: diagnoses, ambiguousIDs: Set(report.variables.map(\.identity)),
      knownIDs: diagnoses ? Set(solver.knownVariables.map(\.identity)) : [],
      alternative: report.alternative)
    let viewLayouts = self.viewLayouts(ambiguity)
    let guideLayouts = guides.filter { !$0.kind.isInternal }.map { guide in
      GuideLayout(
        id: guide.identifier, owner: guide.owningView?.identifier ?? "", kind: guide.kind,
        absoluteFrame: frame(of: guide).pixelAligned(scale: canvas.traits.displayScale),
        isAmbiguous: !ambiguity.undetermined(guide).isEmpty)
    }
    var diagnostics = conflictDiagnostics
    if omittedConflicts > 0 { diagnostics.append(omittedConflictsDiagnostic()) }
    if viewLayouts.contains(where: \.isAmbiguous) {
      diagnostics.append(ambiguityDiagnostic(viewLayouts))
    }
    diagnostics += misplacedDiagnostics(viewLayouts)
    if let warning = unsettledWarning(unsettled) { diagnostics.append(warning) }
    let rootFrame = frame(of: root)
    var result = LayoutResult(
      canvasSize: rootFrame.pixelAligned(scale: canvas.traits.displayScale).size,
      scale: canvas.traits.displayScale, views: viewLayouts, guides: guideLayouts, diagnostics: diagnostics,
      passes: passCount)
    result.isSettled = unsettled.isEmpty
    return result
  }

  /// Every view's layout, in `views` order (depth first, so a superview comes before its subviews).
  private func viewLayouts(_ ambiguity: Ambiguity) -> [ViewLayout] {
    let scale = canvas.traits.displayScale
    var absolute: [Rect] = []
    absolute.reserveCapacity(views.count)
    var depths: [Int] = []
    depths.reserveCapacity(views.count)
    var viewLayouts: [ViewLayout] = []
    viewLayouts.reserveCapacity(views.count)
    for (index, view) in views.enumerated() {
      let exact = view.layoutFrame.outset(by: view.alignmentRectInsets)
      let aligned = exact.pixelAligned(scale: scale)
      absolute.append(aligned)
      let parent = index < parentIndex.count ? parentIndex[index] : -1
      let parentFrame = parent >= 0 && parent < absolute.count ? absolute[parent] : .zero
      let depth = parent >= 0 && parent < depths.count ? depths[parent] + 1 : 0
      depths.append(depth)
      let local = aligned.offsetBy(dx: -parentFrame.minX, dy: -parentFrame.minY)
      let ambiguous = view === root ? [] : ambiguity.undetermined(view)
      let alternativeFrame = ambiguous.isEmpty ? nil : ambiguity.alternativeFrame(view, exact: exact)
      // A superview inside the tree was laid out just before (depth first); only the root's is looked up.
      let superview =
        parent >= 0 && parent < viewLayouts.count ? viewLayouts[parent].id : view.superview?.identifier
      viewLayouts.append(
        ViewLayout(
          id: view.identifier, kind: view.kind, superview: superview, frame: local, absoluteFrame: aligned,
          exactFrame: exact, isAmbiguous: !ambiguous.isEmpty, ambiguousVariables: ambiguous,
          alternativeFrame: alternativeFrame, expectedFrame: view.expectedFrame,
          isMisplaced: view.expectedFrame.map { Self.differs($0, local, scale: scale) } ?? false, depth: depth
        ))
    }
    return viewLayouts
  }

  /// True when the frames differ by half a pixel or more on any edge or length.
  private static func differs(_ expected: Rect, _ frame: Rect, scale: Double) -> Bool {
    let tolerance = 0.5 / scale
    return abs(expected.minX - frame.minX) >= tolerance || abs(expected.minY - frame.minY) >= tolerance
      || abs(expected.width - frame.width) >= tolerance || abs(expected.height - frame.height) >= tolerance
  }

  /// Interface Builder's warning for each misplaced view (`viewLayouts` follows `views` one for one).
  private func misplacedDiagnostics(_ viewLayouts: [ViewLayout]) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for (index, layout) in viewLayouts.enumerated() where layout.isMisplaced {
      if let expected = layout.expectedFrame {
        let view = views[index]
        diagnostics.append(
          Diagnostic(
            kind: .misplaced,
            message: "Frame for \(describe(view)) will be different at run time. Expected: \(expected), "
              + "actual: \(layout.frame).",
            constraints: [], broken: nil, views: [layout.id]))
      }
    }
    return diagnostics
  }

  /// A layout that did not settle: UIKit would keep laying out (its layout feedback loop debugger stops such
  /// loops); Plumb stops and says which values still changed.
  private func unsettledWarning(_ unsettled: [UnsettledValue]) -> Diagnostic? {
    guard let first = unsettled.first else { return nil }
    let names = unsettled.prefix(3).map(\.description)
    let more = unsettled.count > 3 ? " and \(unsettled.count - 3) more" : ""
    let list =
      names.count == 1
      ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    var views: [String] = []
    for value in unsettled {
      let id: String
      switch value {
      case .guide(_, let view), .wrappingText(let view): id = view
      }
      if !views.contains(id) { views.append(id) }
    }
    return Diagnostic(
      kind: .warning,
      message:
        "Layout did not settle after \(maximumPasses) passes: \(list)\(more) still changed in the last "
        + "pass (\(first.reason)). Frames are from the last pass.",
      constraints: [], broken: nil, views: views)
  }

  /// How every installed constraint fared in the last layout, in insertion order (for diagrams and reports).
  public func constraintReport() -> [ConstraintLayout] { ordered.map(constraintLayout) }

  private func constraintLayout(_ constraint: LayoutConstraint) -> ConstraintLayout {
    var status = ConstraintLayout.Status.satisfied
    let id = ObjectIdentifier(constraint)
    if brokenConstraints[id] != nil {
      status = .broken
    } else if conflictingConstraints.contains(id) {
      status = .conflicting
    } else if let solverConstraint = installedConstraint(for: constraint), !isSatisfied(solverConstraint) {
      status = .unsatisfiedOptional
    }
    return ConstraintLayout(
      index: installationIndex(of: constraint) ?? 0, firstItem: constraint.firstItem.identifier,
      firstAttribute: constraint.firstAttribute, relation: constraint.relation,
      secondItem: constraint.secondItem?.identifier, secondAttribute: constraint.secondAttribute,
      multiplier: constraint.multiplier, constant: constraint.constant, priority: constraint.priority.value,
      origin: constraint.origin, status: status, identifier: constraint.identifier)
  }

  private func isSatisfied(_ constraint: Constraint) -> Bool {
    var value = constraint.expression.constant
    for term in constraint.expression.terms { value += term.coefficient * solver.value(of: term.variable) }
    let tolerance = 0.25 / canvas.traits.displayScale
    switch constraint.relation {
    case .equal: return abs(value) <= tolerance
    case .greaterThanOrEqual: return value >= -tolerance
    case .lessThanOrEqual: return value <= tolerance
    }
  }
}

/// `value.rounded()` (half away from zero), bit for bit, without the C library call it compiles to on baseline
/// x86-64: a relayout rounds eight numbers a view, and the calls were a seventh of a 1 000-view relayout.
@inline(__always) func roundedHalfAway(_ value: Double) -> Double {
  let magnitude = abs(value)
  // 2⁵² and beyond (and infinities, NaN) are integral already.
  guard magnitude < 4_503_599_627_370_496 else { return value }
  var whole = Double(Int64(magnitude))
  if magnitude - whole >= 0.5 { whole += 1 }
  return Double(signOf: value, magnitudeOf: whole)
}

extension Rect {
  /// The rectangle grown by `insets` (alignment rectangle → frame).
  func outset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX - insets.left, y: minY - insets.top, width: width + insets.left + insets.right,
      height: height + insets.top + insets.bottom)
  }

  /// Edges rounded to the nearest device pixel, as UIKit aligns Auto Layout frames.
  public func pixelAligned(scale: Double) -> Rect {
    func snap(_ value: Double) -> Double {
      // Clean solver noise (1e-12) first so that x.5-pixel values round consistently.
      let pixels = roundedHalfAway(value * scale * 1e6) / 1e6
      return roundedHalfAway(pixels) / scale
    }
    let left = snap(minX)
    let top = snap(minY)
    return Rect(x: left, y: top, width: snap(maxX) - left, height: snap(maxY) - top)
  }
}
