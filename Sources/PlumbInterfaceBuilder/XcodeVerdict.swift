public import PlumbLayout

/// The views a file marks `misplaced="YES"` or `ambiguous="YES"`: what Xcode's issue navigator showed when it
/// saved the file.
struct XcodeMarks: Sendable {
  private(set) var misplaced: Set<String> = []
  private(set) var ambiguous: Set<String> = []

  mutating func record(_ node: XMLElementNode, id: String) {
    if node["misplaced"] == "YES" { misplaced.insert(id) }
    if node["ambiguous"] == "YES" { ambiguous.insert(id) }
  }
}

/// Why Plumb's layout of a view may differ from the frame Xcode stored, when Xcode did not mark it misplaced:
/// the difference is Plumb's, not the file's.
public enum StoredFrameCause: String, Sendable, Hashable, CaseIterable {
  /// Text measured with Plumb's fonts, not Apple's: the view's own size, or a text view it is placed against.
  case textMetrics = "text metrics"
  /// The whole view moved by a status bar's height: the status bar Xcode drew for that device and release.
  case statusBar = "status bar"
  /// The whole view moved by a navigation bar's, toolbar's or tab bar's height.
  case bars
  /// A view inside a table or collection view cell, which Xcode draws by its own rules.
  case cells
  /// Anything else: Plumb's model of Xcode's canvas.
  case canvas
}

extension IBWarning.Kind {
  /// True for what Xcode itself reports as an error in the file (a reference to a missing object, a constraint
  /// UIKit rejects); false for what Plumb does not model, which says nothing about the file.
  public var isProblemInFile: Bool {
    switch self {
    case .unresolvedReference, .invalidConstraint: true
    case .unsupportedElement, .unsupportedAttribute, .invalidValue, .unknownDevice: false
    }
  }
}

extension IBScene {
  /// Status bar heights Xcode has drawn (home-button phones, iPads, notched phones by model).
  static let statusBarShifts: [Double] = [20, 24, 44, 47, 48, 50, 54, 59]
  /// Navigation bar, prompt, large-title, toolbar and tab bar heights, alone or under a status bar.
  static let barShifts: [Double] = [32, 44, 49, 50, 56, 64, 74, 83, 88, 91, 96, 116, 140]

  /// Makes the result Xcode's verdict: misplaced views are those the file marks (`misplaced="YES"`), ambiguous
  /// ones include those it marks (`ambiguous="YES"`); where Plumb's own layout differs from a stored frame the
  /// file does not mark, the difference is a note with its likely cause, and a conflict that involves a text
  /// view's content size, or ambiguity of text views alone, is a note too. Diagnostics Plumb proves from the constraints alone
  /// (conflicts, ambiguity) stay.
  func applyXcodeVerdict(to result: inout LayoutResult) {
    var notes: [Diagnostic] = []
    let differing = storedFramesDescribeCase ? storedFrameDifferences(result) : []
    for (index, view) in result.views.enumerated() {
      let marked = xcodeMarks.misplaced.contains(view.id)
      result.views[index].isMisplaced =
        marked || (comparesStoredFrames && storedFramesDescribeCase && view.isMisplaced)
    }
    var diagnostics: [Diagnostic] = []
    for diagnostic in result.diagnostics {
      switch diagnostic.kind {
      case .misplaced:
        // Kept only for views Xcode marks; the rest is Plumb's difference, noted below with its cause.
        if diagnostic.views.allSatisfy(xcodeMarks.misplaced.contains) { diagnostics.append(diagnostic) }
      case .unsatisfiable where dependsOnCanvas(diagnostic):
        var note = diagnostic
        note.message =
          "Canvas (not counted: the conflict is with the size or frames of Plumb's model of Xcode's canvas, in a "
          + "scene Xcode saved with no view marked): " + diagnostic.message
        notes.append(note)
      case .unsatisfiable where dependsOnFonts(diagnostic),
        .ambiguous where dependsOnFonts(ambiguity: diagnostic):
        var note = diagnostic
        note.message =
          "Text metrics (not counted: it turns on text sizes, which Plumb's fonts or a stored frame older than "
          + "the constraints give, not Xcode's): " + diagnostic.message
        notes.append(note)
      default:
        diagnostics.append(diagnostic)
      }
    }
    let reported = Set(diagnostics.filter { $0.kind == .misplaced }.flatMap(\.views))
    for view in result.views where xcodeMarks.misplaced.contains(view.id) && !reported.contains(view.id) {
      diagnostics.append(
        Diagnostic(
          kind: .misplaced,
          message:
            "Xcode marks \(describe(view.id)) misplaced (misplaced=\"YES\"): its frame in the file is not "
            + "where its constraints put it; Plumb lays it out at \(view.frame)"
            + (view.expectedFrame.map { ", stored \($0)." } ?? "."),
          constraints: [], broken: nil, views: [view.id]))
    }
    let ambiguous = Set(result.views.filter(\.isAmbiguous).map(\.id))
    for view in result.views where xcodeMarks.ambiguous.contains(view.id) && !ambiguous.contains(view.id) {
      diagnostics.append(
        Diagnostic(
          kind: .ambiguous,
          message: "Xcode marks \(describe(view.id)) ambiguous (ambiguous=\"YES\"): its constraints do not "
            + "determine its position or size on Xcode's canvas.",
          constraints: [], broken: nil, views: [view.id]))
    }
    for difference in differing {
      notes.append(
        Diagnostic(
          kind: .misplaced,
          message: "Plumb lays out \(describe(difference.view)) at \(difference.laidOut), Xcode stored "
            + "\(difference.stored) and did not mark it misplaced; likely cause: \(difference.cause.rawValue).",
          constraints: [], broken: nil, views: [difference.view]))
    }
    result.diagnostics = diagnostics
    result.notes = notes
  }

  /// Views whose laid-out frame differs from the frame Xcode stored though the file does not mark them
  /// misplaced or ambiguous, with the likely cause, in view order.
  public func storedFrameDifferences(_ result: LayoutResult) -> [StoredFrameDifference] {
    let byID = Dictionary(result.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let elements = Dictionary(objects.map { ($0.id, $0.element) }, uniquingKeysWith: { first, _ in first })
    let tolerance = 0.5 / result.scale
    func differs(_ a: Double, _ b: Double) -> Bool { abs(a - b) >= tolerance }
    func resized(_ view: ViewLayout) -> Bool {
      guard let stored = view.expectedFrame else { return false }
      return differs(stored.width, view.frame.width) || differs(stored.height, view.frame.height)
    }
    let textResized = result.views.contains { isText($0, elements) && resized($0) }
    let hasBars = root.subviews.contains { view in
      [".navigationBar", ".toolbar", ".tabBar"].contains { view.identifier == root.identifier + $0 }
    }
    var differences: [StoredFrameDifference] = []
    for view in result.views where !cellCopies.contains(view.id) {
      guard let stored = view.expectedFrame, !xcodeMarks.misplaced.contains(view.id),
        !xcodeMarks.ambiguous.contains(view.id),
        differs(stored.minX, view.frame.minX) || differs(stored.minY, view.frame.minY) || resized(view)
      else { continue }
      let cause: StoredFrameCause
      let shift = abs(view.frame.minY - stored.minY)
      let onlyMoved = !differs(stored.minX, view.frame.minX) && !resized(view)
      func near(_ values: [Double]) -> Bool { values.contains { abs($0 - shift) < tolerance } }
      if isText(view, elements) && resized(view) {
        cause = .textMetrics
      } else if cellSizing != nil || insideCell(view, byID, elements) {
        cause = .cells
      } else if onlyMoved && hasBars && near(Self.barShifts) {
        cause = .bars
      } else if onlyMoved && near(Self.statusBarShifts) {
        cause = .statusBar
      } else if onlyMoved && near(Self.barShifts) {
        cause = .bars
      } else if textResized {
        cause = .textMetrics
      } else {
        cause = .canvas
      }
      differences.append(
        StoredFrameDifference(view: view.id, stored: stored, laidOut: view.frame, cause: cause))
    }
    return differences
  }

  /// A conflict in which a text view's measured size takes part: with Apple's fonts it may not arise.
  /// Stored content sizes do not make it Xcode's: a stored frame can be older than the constraints.
  private func dependsOnFonts(_ diagnostic: Diagnostic) -> Bool {
    let texts = Set(
      objects.filter { Self.textElements.contains($0.element) }.map { "'\($0.id)'" })
    return diagnostic.constraints.contains { constraint in
      constraint.contains("NSContentSizeLayoutConstraint") && texts.contains { constraint.contains($0) }
    }
  }

  /// A conflict with the canvas Plumb chose (the root's or a cell's size, a cell's content view, a frame-placed
  /// view's stored frame) where Xcode marked nothing: Xcode shows a scene in conflict with misplaced views, so
  /// the conflict is Plumb's model of the canvas.
  private func dependsOnCanvas(_ diagnostic: Diagnostic) -> Bool {
    guard xcodeMarks.misplaced.isEmpty && xcodeMarks.ambiguous.isEmpty else { return false }
    return diagnostic.constraints.contains { constraint in
      constraint.contains("'UIView-Encapsulated-Layout-")
        || constraint.contains("'UITableViewCell-contentView-")
        || constraint.contains("NSAutoresizingMaskLayoutConstraint")
    }
  }

  /// Ambiguity Xcode did not mark in which only text views take part: text measured wider than Apple's fonts
  /// make it can leave a wrapping label's width open where Xcode's fits, and Xcode reports equal content
  /// priorities among text views as a warning, not an ambiguous view.
  private func dependsOnFonts(ambiguity diagnostic: Diagnostic) -> Bool {
    let unmarked = diagnostic.views.filter { !xcodeMarks.ambiguous.contains($0) }
    return !unmarked.isEmpty
      && unmarked.allSatisfy { id in object(id).map { Self.textElements.contains($0.element) } ?? false }
  }

  /// Elements whose size comes from text metrics.
  static let textElements: Set<String> = [
    "label", "button", "textField", "textView", "segmentedControl", "searchBar", "datePicker",
  ]

  private func isText(_ view: ViewLayout, _ elements: [String: String]) -> Bool {
    elements[view.id].map(Self.textElements.contains) ?? false
  }

  private func insideCell(_ view: ViewLayout, _ byID: [String: ViewLayout], _ elements: [String: String])
    -> Bool
  {
    var current = view.superview
    var steps = 0
    while let id = current, steps < 10_000 {
      if let element = elements[id], element.hasSuffix("Cell") { return true }
      current = byID[id]?.superview
      steps += 1
    }
    return false
  }

  /// `UILabel 'id'` (the object's class and IB id).
  private func describe(_ id: String) -> String {
    "\(object(id)?.className ?? "UIView") '\(id)'"
  }
}

/// A view Plumb lays out away from the frame Xcode stored, where the file does not mark it misplaced.
public struct StoredFrameDifference: Sendable, Hashable {
  /// The view's IB id.
  public var view: String
  /// The frame Xcode stored (superview coordinates).
  public var stored: Rect
  /// Plumb's frame (superview coordinates, pixel-aligned).
  public var laidOut: Rect
  /// The likely cause.
  public var cause: StoredFrameCause
}
