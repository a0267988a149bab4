internal import Foundation
internal import PlumbLayout

/// Explanations as terminal text (what `plumb explain` prints): per message a heading, the rebuilt views, what the
/// message shows (ambiguity, a constraint list or a conflict with its fixes), then what was assumed or missing.
public enum ExplanationText {
  /// Every explanation, a blank line between messages: at most three fixes each unless `allFixes`. Control and
  /// direction-changing characters from the log are shown escaped (`\u{1B}`), never sent to the terminal.
  public static func render(_ explanations: [Explanation], source: String, allFixes: Bool = false) -> String {
    var out = ""
    for (number, explanation) in explanations.enumerated() {
      if number > 0 { out += "\n" }
      out += message(explanation, number: number + 1, of: explanations.count, allFixes: allFixes)
    }
    return LogText.printable(out)
  }

  /// Message `number` of `total`.
  public static func message(_ explanation: Explanation, number: Int, of total: Int, allFixes: Bool = false)
    -> String
  {
    let message = explanation.message
    var out = "== Message \(number) of \(total) (line \(message.line)): \(heading(message))\n"
    out += views(explanation)
    switch message.kind {
    case .trace: out += ambiguity(explanation)
    case .constraintList:
      out += constraintList(explanation)
      if explanation.diagnosis != .system, !explanation.causes.isEmpty {
        out += brokenConstraint(explanation) + fixes(explanation, allFixes: allFixes)
      }
    case .unsatisfiable:
      if message.constraints.isEmpty && message.broken == nil {
        out += "\nNothing to explain: the message lists no constraint Plumb could read.\n"
        for cause in explanation.causes { out += wrap(cause, indent: "") }
      } else {
        out +=
          conflict(explanation) + brokenConstraint(explanation) + fixes(explanation, allFixes: allFixes)
          + reproduction(explanation)
      }
    }
    return out + notes(explanation)
  }

  /// What the message is: a conflict of n constraints, a trace of n views, a list.
  static func heading(_ message: LogMessage) -> String {
    switch message.kind {
    case .unsatisfiable:
      let count = message.constraints.count
      return "\(message.framework) could not satisfy "
        + (count == 0
          ? "constraints (none readable in the log)" : "\(count) constraint\(count == 1 ? "" : "s")")
    case .trace:
      return "_autolayoutTrace of \(message.trace.count) view\(message.trace.count == 1 ? "" : "s")"
    case .constraintList:
      return "a list of \(message.constraints.count) constraint\(message.constraints.count == 1 ? "" : "s")"
    }
  }

  /// The rebuilt views with their logged names, marks and solved frames.
  static func views(_ explanation: Explanation) -> String {
    var out = "\nViews (document id: as logged)\n"
    for view in explanation.reconstruction.views {
      var line = "  \(view.id): \(view.item?.display ?? "(not in the log)")"
      if view.isGuide { line += " (layout guide)" }
      if view.hidden { line += " (hidden)" }
      if view.ambiguousInLog { line += " (AMBIGUOUS LAYOUT in the log)" }
      if let layout = explanation.solved?.result.view(view.id) {
        line += " frame \(frame(layout.frame))"
        // Numbers the log does not give are marked where they are shown.
        var assumed: [String] = []
        let reconstruction = explanation.reconstruction
        let isRoot = view.superview == nil && reconstruction.device == nil
        var logged: [String] = []
        for (attribute, value, assumedSize, canvasSize) in [
          (LayoutAttribute.width, layout.frame.width, view.assumedWidth, reconstruction.canvas.width),
          (.height, layout.frame.height, view.assumedHeight, reconstruction.canvas.height),
        ] {
          let text = "\(attribute.rawValue) \(number(value))"
          if isRoot, let size = reconstruction.rootSizeConstraint(attribute), let from = size.logged {
            logged.append("\(text) from the log: \(from.identifier ?? "line \(from.line)")")
          } else if assumedSize || (isRoot && canvasSize == nil)
            || (!isRoot && !reconstruction.sizes(view, attribute))
          {
            assumed.append(text)
          }
        }
        if !logged.isEmpty { line += " (\(logged.joined(separator: "; ")))" }
        if !assumed.isEmpty { line += " (\(assumed.joined(separator: " and ")) assumed: not in the log)" }
      }
      out += line + "\n"
    }
    return out
  }

  /// A trace's views marked AMBIGUOUS LAYOUT, with their free variables.
  static func ambiguity(_ explanation: Explanation) -> String {
    let ambiguous = explanation.message.trace.filter(\.isAmbiguous)
    let view = explanation.message.framework == "AppKit" ? "NSView" : "UIView"
    var out = ""
    if ambiguous.isEmpty {
      out += "\nNo view is marked AMBIGUOUS LAYOUT.\n"
    } else {
      out += "\nAmbiguous in the log (the constraints leave these free; add constraints that fix them):\n"
      for line in ambiguous {
        // A layout guide is never an engine host, whatever its line's marker.
        let variables =
          line.ambiguousVariables.isEmpty
          ? (line.item.isGuide
            ? " (the guide's own position or size is free)"
            : " (marked on a host: a view inside it is ambiguous)")
          : ": " + line.ambiguousVariables.joined(separator: ", ")
        out += "  \(explanation.reconstruction.id(of: line.item) ?? line.item.display)\(variables)\n"
      }
    }
    let missing = explanation.message.trace.filter { $0.missingHostConstraints && !$0.item.isGuide }
    if !missing.isEmpty {
      out += "\nMISSING HOST CONSTRAINTS (a layout engine host, •, whose own frame nothing places):\n"
      for line in missing {
        out += wrap(
          "- \(explanation.reconstruction.id(of: line.item) ?? line.item.display): its subviews are laid out by "
            + "constraints in its own engine, but no constraint of its superview's engine places the \(view) itself "
            + "(translatesAutoresizingMaskIntoConstraints = false with no constraints to its superview). Constrain "
            + "it to its superview, or leave translatesAutoresizingMaskIntoConstraints = true and set its frame.",
          indent: "  ")
      }
    }
    return out
  }

  /// A printed constraint list in the document's terms, and the conflict Plumb finds in it, if any.
  static func constraintList(_ explanation: Explanation) -> String {
    var out = "\nConstraints:\n"
    for constraint in explanation.message.constraints {
      out += "  \(explanation.keys[constraint.identity] ?? constraint.text)\(origin(constraint))\n"
    }
    if let conflicts = explanation.solved?.conflicts, !conflicts.isEmpty {
      out += "\nThese constraints conflict"
      out +=
        explanation.causes.isEmpty || explanation.diagnosis == .system
        ? ": Plumb breaks `\(conflicts[0].broken)`.\n"
        : " (the log does not say which one \(explanation.message.framework) broke).\n"
    }
    if explanation.diagnosis == .system {
      for cause in explanation.causes { out += "\n" + wrap(cause, indent: "") }
    }
    return out
  }

  /// The conflicting set in the document's terms, each in words, the broken one marked ✗.
  static func conflict(_ explanation: Explanation) -> String {
    let message = explanation.message
    var out = "\nThe conflict (in the rebuilt document's terms):\n"
    let brokenAddress = message.broken?.identity
    for constraint in message.constraints {
      let key = explanation.keys[constraint.identity] ?? constraint.text
      let marker =
        constraint.identity == brokenAddress || (brokenAddress == nil && key == explanation.brokenKey)
        ? "✗" : "•"
      out += "  \(marker) \(key)\(origin(constraint))\n"
      if let sentence = explanation.reconstruction.loggedSentences[constraint.identity] {
        out += "      \(sentence)\n"
      }
    }
    if let broken = message.broken, !message.constraints.contains(where: { $0.identity == broken.identity }) {
      out +=
        "  ✗ \(explanation.keys[broken.identity] ?? broken.text)\(origin(broken)) (broken, but not in the listed set)\n"
    }
    return out
  }

  /// Which constraint breaks and by how much, why, and the likely causes.
  static func brokenConstraint(_ explanation: Explanation) -> String {
    var out = ""
    if let key = explanation.brokenKey {
      out +=
        "\n\(explanation.brokenFromLog ? "\(explanation.message.framework) broke" : "Plumb would break") `\(key)`"
      if let shortfall = explanation.shortfall {
        let gap = abs(shortfall.actual - shortfall.wanted)
        out +=
          ": it asks for \(number(shortfall.wanted)) but the rest of the set holds it at "
          + "\(number(shortfall.actual)), \(number(gap)) point\(gap == 1 ? "" : "s") apart"
      }
      out += ".\n"
    }
    if let why = explanation.whyBroken { out += wrap(why, indent: "") }
    if !explanation.causes.isEmpty {
      out += "\nLikely cause (\(explanation.diagnosis.rawValue)):\n"
      for cause in explanation.causes { out += wrap("- " + cause, indent: "  ") }
    }
    return out
  }

  /// The fixes that work, best first: three (all with `allFixes`; JSON lists every one) with their frames, each
  /// marked verified only when the rebuilt layout reproduced the logged conflict; then up to six that were tried
  /// and why they are not offered.
  static func fixes(_ explanation: Explanation, allFixes: Bool) -> String {
    let working = explanation.fixes.filter(\.works)
    if working.count == 1, case .nothing = working[0].kind {
      return "\nFix:\n  \(working[0].summary)\n"
    }
    var out = "\nFixes (each applied to the rebuilt layout and re-solved; best first):\n"
    if working.isEmpty {
      out += "  none of the candidates below removes the conflict without new ambiguity\n"
    }
    let shown = allFixes ? working : Array(working.prefix(3))
    for fix in shown {
      out += "  \(fix.verified ? "✓" : "?") \(fix.summary)\n"
      if !fix.frames.isEmpty {
        out +=
          "      frames: " + fix.frames.map { "\($0.id) \(frame($0.frame))" }.joined(separator: ", ") + "\n"
      }
    }
    if working.contains(where: { !$0.verified }) {
      let why =
        explanation.message.kind == .unsatisfiable
        ? "the rebuilt layout does not reproduce the logged conflict"
        : "a printed list is not a logged conflict"
      out +=
        "  (? could not be checked: \(why), so these are checked only against Plumb's rebuilding of it)\n"
    }
    if working.count > shown.count {
      out += "  (\(working.count - shown.count) more that work: --all-fixes, or --format json)\n"
    }
    let failing = explanation.fixes.filter { !$0.works }
    if !failing.isEmpty, allFixes || working.isEmpty {
      out += "  Tried, not offered:\n"
      for fix in failing.prefix(6) { out += "    - \(fix.summary): \(fix.reason ?? "")\n" }
      if failing.count > 6 { out += "    (\(failing.count - 6) more in --format json)\n" }
    }
    return out
  }

  /// Whether re-solving the rebuilt layout gives the logged conflict, and Plumb's set when it does not.
  static func reproduction(_ explanation: Explanation) -> String {
    guard explanation.solved != nil else { return "" }
    if explanation.reproduces {
      return "\nRe-solving the rebuilt layout reproduces the logged conflict and broken constraint.\n"
    }
    let difference =
      explanation.plumbConflict.map { conflict in
        let shown = conflict.keys.prefix(8).map { "`\($0)`" }.joined(separator: ", ")
        let more = conflict.keys.count > 8 ? " and \(conflict.keys.count - 8) more" : ""
        return ": Plumb's set is \(shown)\(more), broken `\(conflict.broken)`"
      } ?? ": Plumb finds no conflict (a constraint the log does not show is missing)"
    return "\nRe-solving the rebuilt layout does not reproduce the log exactly" + difference + ".\n"
  }

  /// A failure to solve, what was assumed and what the log lacks.
  static func notes(_ explanation: Explanation) -> String {
    var out = ""
    if let failure = explanation.failure { out += "\nThe rebuilt layout could not be solved: \(failure)\n" }
    let assumptions = explanation.reconstruction.assumptions
    if !assumptions.isEmpty {
      out += "\nAssumed:\n"
      for assumption in assumptions { out += wrap("- " + assumption, indent: "  ") }
    }
    if !explanation.message.missing.isEmpty {
      out += "\nMissing from the log:\n"
      for missing in explanation.message.missing { out += wrap("- " + missing, indent: "  ") }
    }
    return out
  }

  /// A logged constraint's source location, identifier, origin, autoresizing mask and priority, in brackets.
  static func origin(_ constraint: LoggedConstraint) -> String {
    var notes: [String] = []
    if let location = constraint.sourceLocation { notes.append("at \(location)") }
    if let identifier = constraint.identifier { notes.append("'\(identifier)'") }
    if constraint.origin != .user { notes.append(constraint.origin.words) }
    if let mask = constraint.autoresizingMask { notes.append(mask) }
    if constraint.priority < 1000 { notes.append("priority \(number(Double(constraint.priority)))") }
    return notes.isEmpty ? "" : "   [" + notes.joined(separator: ", ") + "]"
  }

  static func frame(_ rect: Rect) -> String {
    "(\([rect.minX, rect.minY, rect.width, rect.height].map(number).joined(separator: ", ")))"
  }

  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(format: "%g", value)
  }

  /// Wraps at 110 columns.
  static func wrap(_ text: String, indent: String) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + word.count + 1 > 110 {
        lines.append(line)
        line = indent + word
      } else {
        line += (line.isEmpty ? "" : " ") + word
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n") + "\n"
  }
}
