// UIKit's console messages (Auto Layout Guide, "Debugging Tricks and Tips", and published logs), reproduced
// character for character; PlumbLayout.docc/UIKitSemantics.md lists the sources.
// UIKit prints every conflict and every constraint of each set. Plumb prints the same for any ordinary layout, but
// bounds the output where that would grow with the square of the layout (a chain of views each of which conflicts
// with the whole chain before it): the omitted parts are counted in the message.
extension LayoutEngine {
  /// Unsatisfiable sets reported in full in one layout; the rest are counted in one last diagnostic.
  public static let maximumReportedConflicts = 100
  /// Constraints listed in one unsatisfiable message: the first and the last half of this many.
  public static let maximumListedConstraints = 100
  /// Ambiguous views listed in the ambiguity message (`autolayoutTrace` still prints the whole tree).
  public static let maximumListedAmbiguousViews = 100

  /// The "Unable to simultaneously satisfy constraints" message for a conflicting set.
  func unsatisfiableDiagnostic(set: [LayoutConstraint], broken: LayoutConstraint) -> Diagnostic {
    var listed = set
    var leftOut = 0
    let half = Self.maximumListedConstraints / 2
    if set.count > Self.maximumListedConstraints {
      listed = Array(set.prefix(half)) + Array(set.suffix(half))
      leftOut = set.count - listed.count
    }
    let descriptions = listed.map(describe)
    var message = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
    message += "\tProbably at least one of the constraints in the following list is one you don't want. \n"
    message += "\tTry this: \n"
    message += "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
    message += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
    if set.contains(where: { $0.origin == .autoresizing }) {
      message +=
        "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer "
        + "to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
    }
    message += "(\n"
    var lines = descriptions.map { "    \"\($0)\"" }
    if leftOut > 0 { lines.insert("    … \(leftOut) more constraints of this set, left out …", at: half) }
    message += lines.joined(separator: ",\n")
    message += "\n)\n\nWill attempt to recover by breaking constraint \n\(describe(broken))\n\n"
    message +=
      "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
    message += "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
    message += "<UIKitCore/UIView.h> may also be helpful."
    var viewIDs: [String] = []
    var seen: Set<String> = []
    for constraint in set {
      for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
        let id = item.hostView?.identifier ?? item.identifier
        if seen.insert(id).inserted { viewIDs.append(id) }
      }
    }
    return Diagnostic(
      kind: .unsatisfiable, message: message, constraints: descriptions, broken: describe(broken),
      views: viewIDs)
  }

  /// The count of the unsatisfiable sets past `maximumReportedConflicts`, whose messages were left out.
  func omittedConflictsDiagnostic() -> Diagnostic {
    Diagnostic(
      kind: .unsatisfiable,
      message: "[LayoutConstraints] \(omittedConflicts) more sets of constraints could not be satisfied "
        + "simultaneously. Each was recovered from by breaking a constraint, as above; their messages are left out "
        + "(the first \(Self.maximumReportedConflicts) are shown).",
      constraints: [], broken: nil, views: [])
  }

  /// The ambiguity message UIKit logs when `hasAmbiguousLayout` is read, with the trace lines of the views.
  func ambiguityDiagnostic(_ layouts: [ViewLayout]) -> Diagnostic {
    let ambiguous = layouts.filter(\.isAmbiguous)
    var message =
      "[LayoutConstraints] View has an ambiguous layout. See \"Auto Layout Guide: Ambiguous Layouts\" "
    message += "for help debugging. Displaying synopsis from invoking -[UIView _autolayoutTrace] to provide "
    message += "additional detail.\n"
    var listed = 0
    // Lines only for the views listed: a 10 000-view chain is ambiguous in every view.
    for (position, (view, layout)) in zip(views, layouts).enumerated() where layout.isAmbiguous {
      guard listed < Self.maximumListedAmbiguousViews else { break }
      message += traceLine(view, layout, position: position) + "\n"
      listed += 1
    }
    if ambiguous.count > listed {
      let leftOut = ambiguous.count - listed
      message += "… \(leftOut) more ambiguous views, left out (the whole tree: plumb trace)\n"
    }
    message += Self.traceLegend
    return Diagnostic(
      kind: .ambiguous, message: message, constraints: [], broken: nil, views: ambiguous.map(\.id))
  }

  static let traceLegend = """

    Legend:
    \t* - is laid out with auto layout
    \t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES
    \t• - layout engine host
    """

  /// One `_autolayoutTrace` line per view, in result order.
  func traceLines(_ layouts: [ViewLayout]) -> [String] {
    zip(views, layouts).enumerated().map { position, pair in traceLine(pair.0, pair.1, position: position) }
  }

  /// The `_autolayoutTrace` line of the view at `position` in result order.
  private func traceLine(_ view: View, _ layout: ViewLayout, position: Int) -> String {
    let indent = String(repeating: "|   ", count: layout.depth)
    let marker: String
    if view === root {
      marker = "•"
    } else if view.translatesAutoresizingMaskIntoConstraints {
      marker = "+"
    } else {
      marker = "*"
    }
    let description = describe(view).replacingQuotedID()
    var line = indent + marker + description
    if layout.isAmbiguous {
      let variables = layout.ambiguousVariables.map { name in
        let index = ["minX", "minY", "Width", "Height"].firstIndex(of: name) ?? 0
        let id = position * 4 + index + 1
        return "\(description).\(name){id: \(id)}"
      }
      line += "- AMBIGUOUS LAYOUT for " + variables.joined(separator: ", ")
    }
    return line
  }

  /// UIKit's `_autolayoutTrace` for the whole tree.
  public func autolayoutTrace(_ result: LayoutResult) -> String {
    var lines = traceLines(result.views)
    if result.views.contains(where: \.isAmbiguous), !lines.isEmpty { lines[0] += " - AMBIGUOUS LAYOUT" }
    return lines.joined(separator: "\n") + "\n" + Self.traceLegend + "\n"
  }

  /// UIKit's `constraintsAffectingLayout(for:)`: constraints connected to the view's variables on `axis`
  /// through shared variables (aspect ratios link the two axes), in insertion order.
  public func constraintsAffectingLayout(for view: View, axis: Axis) -> [LayoutConstraint] {
    var byVariable: [UInt64: [Int]] = [:]
    var variablesOf: [[UInt64]] = []
    for (index, constraint) in ordered.enumerated() {
      let ids = installedConstraint(for: constraint)?.expression.terms.map(\.variable.identity) ?? []
      variablesOf.append(ids)
      for id in ids { byVariable[id, default: []].append(index) }
    }
    var seenVariables = Set(
      axis == .horizontal
        ? [view.minX.identity, view.width.identity] : [view.minY.identity, view.height.identity])
    var queue = Array(seenVariables).sorted()
    var included = Set<Int>()
    while let variable = queue.popLast() {
      for index in byVariable[variable] ?? [] where included.insert(index).inserted {
        for other in variablesOf[index] where seenVariables.insert(other).inserted { queue.append(other) }
      }
    }
    return included.sorted().map { ordered[$0] }
  }
}

extension String {
  /// Trace lines print the item without the angle brackets of a description; ids keep their quotes.
  fileprivate func replacingQuotedID() -> String { self }
}
