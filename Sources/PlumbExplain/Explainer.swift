internal import Foundation
public import PlumbDocument
public import PlumbLayout

/// Reconstructs, solves, explains and tries fixes.
public struct Explainer {
  /// The measurer labels are sized with.
  public var measurer: any TextMeasuring
  /// Reconstruction options.
  public var options: Reconstructor.Options
  /// The limits the rebuilt documents are loaded under (the command line's PLUMB_MAX_* settings).
  public var limits: DocumentLimits

  /// How much re-solving this explainer may still do (shared by the messages it explains).
  public var budget: SolveBudget

  /// The most fixes tried for one message.
  public static let maximumFixTrials = 40
  /// A set of up to this many constraints tries ``maximumFixTrials`` fixes; a longer one fewer, by the square of
  /// its size (re-solving a long conflicting chain costs about the square of its length).
  public static let fullTrialSize = 150

  /// Creates an explainer.
  public init(
    measurer: any TextMeasuring = FixedTextMeasurer(),
    options: Reconstructor.Options = Reconstructor.Options(), limits: DocumentLimits = DocumentLimits(),
    budget: SolveBudget = SolveBudget()
  ) {
    self.measurer = measurer
    self.options = options
    self.limits = limits
    self.budget = budget
  }

  /// Lays out a reconstruction, filling unknown canvas dimensions: first the layout's fitting size, then (when that
  /// is empty) a phone's 375 × 667 points, kept only when it does not change the conflicts.
  public func solve(_ reconstruction: Reconstruction, title: String, source: String)
    throws(ReconstructionError)
    -> SolvedReconstruction
  {
    let fitted = try solveText(reconstruction.yaml(title: title, source: source))
    guard reconstruction.device == nil,
      reconstruction.canvas.width == nil || reconstruction.canvas.height == nil
    else {
      return fitted
    }
    var assumed: (width: Double?, height: Double?) = (nil, nil)
    if reconstruction.canvas.width == nil {
      let width = fitted.result.canvasSize.width
      assumed.width = width >= 1 ? width.rounded(.up) : 375
    }
    if reconstruction.canvas.height == nil {
      let height = fitted.result.canvasSize.height
      assumed.height = height >= 1 ? height.rounded(.up) : 667
    }
    let fixed = try solveText(reconstruction.yaml(title: title, source: source, assumedSize: assumed))
    let same =
      fixed.conflicts.map(\.keys) == fitted.conflicts.map(\.keys)
      && fixed.ambiguous.isSubset(of: fitted.ambiguous)
    (same ? fitted : fixed).release()
    return same ? fixed : fitted
  }

  /// Lays out a document's text.
  public func solveText(_ yaml: String) throws(ReconstructionError) -> SolvedReconstruction {
    let count = yaml.components(separatedBy: "\n  - { eq: ").count - 1
    guard budget.spend(constraints: count) else {
      throw ReconstructionError(
        description:
          "not re-solved: its \(count) constraints are more than is left of the re-solving plumb explain "
          + "does for one log (SolveBudget.standard, about \(Int(SolveBudget.standard.squareRoot())) constraints "
          + "re-solved once); explain this message on its own, or cut the log to it")
    }
    let document: LayoutDocument
    let screen: Screen
    do {
      document = try DocumentLoader(limits: limits).load(text: yaml, path: "reconstruction.yaml")
      screen = try document.makeScreen()
    } catch {
      throw ReconstructionError(description: error.description)
    }
    let engine = screen.makeEngine(measurer: measurer)
    let result = engine.layout()
    var byDescription: [String: LayoutConstraint] = [:]
    for constraint in engine.installedConstraints { byDescription[engine.describe(constraint)] = constraint }
    var conflicts: [(keys: [String], broken: String)] = []
    let unsatisfiable = result.diagnostics.filter { $0.kind == .unsatisfiable }
    for diagnostic in unsatisfiable {
      var keys = diagnostic.constraints.compactMap { byDescription[$0].map(constraintKey) }
      // A long set is printed in part; a lone set is whole in the engine's report.
      if unsatisfiable.count == 1, diagnostic.message.contains("more constraints of this set, left out") {
        keys = zip(engine.installedConstraints, engine.constraintReport())
          .filter { $0.1.status == .conflicting || $0.1.status == .broken }.map { constraintKey($0.0) }
      }
      let broken = diagnostic.broken.flatMap { byDescription[$0] }.map(constraintKey) ?? ""
      conflicts.append((keys, broken))
    }
    let ambiguous = Set(result.views.filter(\.isAmbiguous).map(\.id))
    return SolvedReconstruction(
      yaml: yaml, engine: engine, result: result, conflicts: conflicts, ambiguous: ambiguous)
  }

  /// Explains one message: rebuilds its layout, solves it, compares Plumb's conflict with the logged one, and
  /// for a conflict says by how much the broken constraint misses, why, the likely causes and fixes that work.
  public func explain(_ message: LogMessage, source: String) -> Explanation {
    var reconstruction = Reconstructor.reconstruct(message, options: options)
    let title =
      "\(message.framework) \(message.kind == .unsatisfiable ? "conflict" : message.kind == .trace ? "view tree" : "constraints") from \(source), line \(message.line)"
    var explanation = Explanation(
      message: message, reconstruction: reconstruction,
      yaml: reconstruction.yaml(title: title, source: "\(source), line \(message.line)"),
      solved: nil, failure: nil, keys: [:], brokenKey: nil, brokenFromLog: message.broken != nil,
      reproduces: false,
      plumbConflict: nil, shortfall: nil, causes: [], whyBroken: nil, fixes: [])
    for constraint in message.constraints + [message.broken].compactMap({ $0 }) {
      if let key = reconstruction.loggedKeys[constraint.identity] {
        explanation.keys[constraint.identity] = key
      }
    }
    if reconstruction.constraints.contains(where: \.isFloor) {
      reconstruction = withoutNeedlessFloors(reconstruction, explanation, title: title, source: source)
      explanation.reconstruction = reconstruction
    }
    var firstSolve: SolvedReconstruction
    do {
      firstSolve = try solve(reconstruction, title: title, source: "\(source), line \(message.line)")
    } catch {
      explanation.failure = error.description
      return explanation
    }
    explanation.yaml = firstSolve.yaml
    if message.kind == .unsatisfiable, message.constraints.isEmpty {
      explanation.diagnosis = message.missing.contains { $0.contains("<private>") } ? .redacted : .incomplete
      explanation.causes = [
        explanation.diagnosis == .redacted
          ? "The constraints were logged as <private>: unified logging redacts them outside Xcode. Run the app from "
            + "Xcode, or read the log with its private data shown, to see which constraints conflict."
          : "The log holds no list of the conflicting constraints (only \(message.broken == nil ? "the message's first lines" : "the broken one")); "
            + "paste the whole message, from \"Unable to simultaneously satisfy constraints\" to the broken constraint."
      ]
      explanation.solved = firstSolve
      return explanation
    }
    // Size floors the log does not list take no part in comparing sets.
    let floors = Set(reconstruction.constraints.filter(\.isFloor).map(\.key)).subtracting(
      explanation.keys.values)
    firstSolve.conflicts = firstSolve.conflicts.map { conflict in
      (conflict.keys.filter { !floors.contains($0) }, conflict.broken)
    }
    let solved = firstSolve
    explanation.solved = solved
    if message.kind == .constraintList, ViewOwnership.isNotTheApps(message) {
      explanation.diagnosis = .system
      explanation.causes = causes(message, reconstruction, diagnosis: .system)
      explanation.fixes = [Self.nothingFix(message)]
    }
    // A printed list is explained as a conflict when Plumb finds one in it (a list pasted without its message).
    let conflictingList =
      message.kind == .constraintList && explanation.diagnosis != .system && !solved.conflicts.isEmpty
    guard message.kind == .unsatisfiable || conflictingList else { return explanation }
    compare(&explanation, with: solved)
    if let key = explanation.brokenKey, let constraint = solved.constraint(withKey: key) {
      explanation.shortfall = shortfall(constraint, in: solved)
    }
    explanation.diagnosis = diagnose(message)
    explanation.causes = causes(message, reconstruction, diagnosis: explanation.diagnosis)
    explanation.whyBroken = whyBroken(message, explanation)
    if explanation.diagnosis == .system {
      explanation.fixes = [Self.nothingFix(message)]
    } else {
      explanation.fixes = tryFixes(explanation, solved: solved, title: title, source: source)
      for index in explanation.fixes.indices {
        // A printed list is no logged conflict: nothing there to check a fix against.
        explanation.fixes[index].verified =
          explanation.fixes[index].works && explanation.reproduces && message.kind == .unsatisfiable
      }
    }
    return explanation
  }

  /// The one advice for the system's own views: nothing to change.
  static func nothingFix(_ message: LogMessage) -> Fix {
    Fix(
      kind: .nothing,
      summary: "nothing to change in the app's code: these are \(message.framework)'s own views",
      works: true, tag: "nothing", reason: nil, frames: [])
  }

  /// Size floors stay only when the logged set conflicts just because sizes cannot go negative: elsewhere they
  /// would only clutter the document and the diagram.
  func withoutNeedlessFloors(
    _ reconstruction: Reconstruction, _ explanation: Explanation, title: String, source: String
  ) -> Reconstruction {
    let message = explanation.message
    let logged = Set(message.constraints.compactMap { explanation.keys[$0.identity] })
    var bare = reconstruction
    bare.constraints.removeAll(where: \.isFloor)
    if message.kind != .unsatisfiable {
      // A list is in conflict when it only holds with a negative size: then the floors stay, as UIKit's would.
      guard message.kind == .constraintList,
        let trial = try? solve(bare, title: title, source: "\(source), line \(message.line)")
      else { return bare }
      trial.release()
      let negative = trial.result.views.contains { $0.exactFrame.width < -0.5 || $0.exactFrame.height < -0.5 }
      return negative ? reconstruction : bare
    }
    if let trial = try? solve(bare, title: title, source: "\(source), line \(message.line)") {
      trial.release()
      if trial.conflicts.contains(where: { Set($0.keys) == logged }) { return bare }
    }
    return reconstruction
  }

  /// Plumb's conflict that shares the logged constraints, the broken constraint (the log's, else Plumb's), and
  /// whether Plumb reproduces the log.
  func compare(_ explanation: inout Explanation, with solved: SolvedReconstruction) {
    let message = explanation.message
    let loggedKeys = message.constraints.compactMap { explanation.keys[$0.identity] }
    explanation.plumbConflict =
      solved.conflicts.first { conflict in conflict.keys.contains { loggedKeys.contains($0) } }
      ?? solved.conflicts.first
    if let broken = message.broken {
      explanation.brokenKey = explanation.keys[broken.identity]
    } else {
      explanation.brokenKey = explanation.plumbConflict?.broken
    }
    if let conflict = explanation.plumbConflict {
      explanation.reproduces =
        Set(conflict.keys) == Set(loggedKeys)
        && (message.broken == nil || conflict.broken == explanation.brokenKey)
    }
  }

  /// Where the broken constraint's first item is, and where the constraint wants it.
  func shortfall(_ constraint: LayoutConstraint, in solved: SolvedReconstruction) -> (
    actual: Double, wanted: Double
  ) {
    let first = solved.engine.value(of: constraint.firstAttribute, for: constraint.firstItem)
    // Leading and trailing run right to left in a right-to-left layout: their constants count the other way.
    let flips = options.direction == .rightToLeft && constraint.firstAttribute.isDirectional
    var wanted = flips ? -constraint.constant : constraint.constant
    if let second = constraint.secondItem {
      wanted += constraint.multiplier * solved.engine.value(of: constraint.secondAttribute, for: second)
    }
    return (first, wanted)
  }

  // MARK: Fixes

  /// Candidate fixes for the conflicting set (the broken constraint's first), each applied to the rebuilt layout
  /// and re-solved; the ones that work come first, best first (``rank(_:_:)``). A long set tries fewer candidates
  /// (``fixTrialBudget``).
  func tryFixes(_ explanation: Explanation, solved: SolvedReconstruction, title: String, source: String)
    -> [Fix]
  {
    let reconstruction = explanation.reconstruction
    let conflictKeys = Set(explanation.plumbConflict?.keys ?? []).union(explanation.keys.values)
    let candidates =
      duplicateCandidates(explanation)
      + constraintCandidates(explanation, conflictKeys: conflictKeys)
      + translationCandidates(
        reconstruction, conflictKeys: conflictKeys, ownership: ViewOwnership(explanation.message))
      + contentPriorityCandidates(explanation)
    let viewIDs = Set(reconstruction.views.filter { !$0.isGuide }.map(\.id))
    var inConflict: Set<String> = []
    for constraint in reconstruction.constraints where conflictKeys.contains(constraint.key) {
      for id in [constraint.first, constraint.second].compactMap({ $0 }) where viewIDs.contains(id) {
        inConflict.insert(id)
      }
    }
    let conflictViews = reconstruction.views.map(\.id).filter { inConflict.contains($0) }
    let size = Double(max(1, reconstruction.constraints.count))
    let scaled = Double(Self.maximumFixTrials) * pow(Double(Self.fullTrialSize) / size, 2)
    let trials = max(1, min(Self.maximumFixTrials, Int(scaled.rounded(.down))))
    var fixes: [Fix] = []
    for (kind, summary) in candidates.prefix(trials) {
      // Fixes are tried while the run's re-solving budget lasts.
      guard budget.canSpend(constraints: reconstruction.constraints.count) else { break }
      fixes.append(
        trial(
          kind, summary: summary, reconstruction, solved: solved, conflictViews: conflictViews, title: title,
          source: source))
    }
    let ranked = fixes.enumerated().filter { $0.element.works }.sorted { a, b in
      let left = rank(a.element, explanation, solved: solved, order: a.offset)
      let right = rank(b.element, explanation, solved: solved, order: b.offset)
      return left.lexicographicallyPrecedes(right)
    }.map(\.element)
    return ranked + fixes.filter { !$0.works }
  }

  /// How good a working fix is (smaller first): the kind the diagnosis calls for, then one on the constraint the
  /// system already broke, then the fewest points the conflict's views move from where the system put them, then
  /// the gentler change (priority 999 before 750, before a relation, before a constant), then the order tried.
  func rank(_ fix: Fix, _ explanation: Explanation, solved: SolvedReconstruction, order: Int) -> [Double] {
    let preferred: [String]
    switch explanation.diagnosis {
    case .duplicate: preferred = ["deactivate"]
    case .autoresizing: preferred = ["translates", "priority"]
    case .encapsulated, .temporary, .stackHidden, .contentSize, .margins: preferred = ["priority"]
    case .stack: preferred = ["spacing", "priority"]
    default: preferred = []
    }
    let kindRank = Double(preferred.firstIndex(of: fix.tag) ?? preferred.count)
    var gentleness = 3.0
    let index: Int?
    switch fix.kind {
    case .priority(let at, let value):
      index = at
      gentleness = value >= 999 ? 0 : 1
    case .relation(let at, _):
      index = at
      gentleness = 2
    case .constant(let at, _), .deactivate(let at): index = at
    case .stopTranslating, .nothing: index = nil
    case .contentPriority:
      index = nil
      gentleness = 1
    }
    let onBroken: Double =
      index.map { explanation.reconstruction.constraints[$0].key == explanation.brokenKey ? 0 : 1 } ?? 1
    var moved = 0.0
    for (id, frame) in fix.frames {
      guard let before = solved.result.view(id)?.frame else { continue }
      moved +=
        abs(frame.minX - before.minX) + abs(frame.minY - before.minY)
        + abs(frame.width - before.width) + abs(frame.height - before.height)
    }
    return [kindRank, onBroken, (moved * 100).rounded() / 100, gentleness, Double(order)]
  }

  /// For two constraints on one attribute (``duplicatePair(_:)``): deactivate one of them, the broken one first.
  func duplicateCandidates(_ explanation: Explanation) -> [(FixKind, String)] {
    guard explanation.diagnosis == .duplicate, let pair = duplicatePair(explanation.message) else {
      return []
    }
    let reconstruction = explanation.reconstruction
    let snapKit = [pair.0, pair.1].contains { $0.className.contains("SnapKit") }
    let masonry = [pair.0, pair.1].contains { $0.className.hasPrefix("MAS") }
    var candidates: [(FixKind, String)] = []
    let ordered = [pair.1, pair.0].sorted { a, _ in a.identity == explanation.message.broken?.identity }
    for logged in ordered {
      guard let key = explanation.keys[logged.identity],
        let index = reconstruction.constraints.firstIndex(where: { $0.key == key })
      else { continue }
      let other = logged.identity == pair.0.identity ? pair.1 : pair.0
      var summary =
        "deactivate `\(key)` (the other makes it \(sides(other))): an attribute takes one required "
        + "constraint; deactivate the old one before adding the new, or keep one and change its constant"
      if snapKit {
        summary += " (with SnapKit, remakeConstraints or updateConstraints instead of makeConstraints)"
      }
      if masonry { summary += " (with Masonry, mas_remakeConstraints or mas_updateConstraints)" }
      candidates.append((.deactivate(index), summary))
    }
    return candidates
  }

  /// For each user constraint in the conflict (the broken one first): lower its priority, make it an inequality,
  /// drop its constant. Constraints between the system's own views, and those the system made, are left alone
  /// (a stack view's spacing aside, which the app sets).
  func constraintCandidates(_ explanation: Explanation, conflictKeys: Set<String>) -> [(FixKind, String)] {
    let reconstruction = explanation.reconstruction
    let framework = explanation.message.framework
    var candidates: [(FixKind, String)] = []
    // The broken constraint first: it is the one UIKit already gave up on.
    var indices = Array(reconstruction.constraints.indices).filter {
      conflictKeys.contains(reconstruction.constraints[$0].key)
    }
    if let broken = explanation.brokenKey,
      let position = indices.firstIndex(where: { reconstruction.constraints[$0].key == broken })
    {
      indices.insert(indices.remove(at: position), at: 0)
    }
    let priorityType = framework == "AppKit" ? "NSLayoutConstraint.Priority" : "UILayoutPriority"
    let ownership = ViewOwnership(explanation.message)
    for index in indices {
      let constraint = reconstruction.constraints[index]
      if constraint.fromAutoresizing || constraint.isFloor { continue }
      if let logged = constraint.logged {
        if logged.isSystem && (logged.origin != .stackView || logged.identifier != "UISV-spacing") {
          continue
        }
        if ownership.isSystem(logged.first) || logged.second.map(ownership.isSystem) == true {
          continue
        }
        // A constraint UIKit made and named (`TB_Leading_Leading`) is out of the app's reach, whatever its views.
        if logged.origin == .user, let identifier = logged.identifier,
          ViewOwnership.isUIKitIdentifier(identifier)
        {
          continue
        }
      }
      let name = describe(constraint, reconstruction)
      if constraint.logged?.identifier == "UISV-spacing" {
        if constraint.constant != 0 {
          candidates.append(
            (
              .constant(index, 0),
              "set the stack view's spacing to 0 (stackView.spacing, or setCustomSpacing(_:after:) for this gap)"
            ))
        }
        continue
      }
      if constraint.priority >= 1000 {
        candidates.append(
          (
            .priority(index, 999),
            "lower \(name) to priority 999 (constraint.priority = \(priorityType)(999))"
          ))
        candidates.append((.priority(index, 750), "lower \(name) to priority 750 (.defaultHigh)"))
      }
      if constraint.relation == .equal {
        candidates.append((.relation(index, .greaterThanOrEqual), "make \(name) an inequality: >="))
        candidates.append((.relation(index, .lessThanOrEqual), "make \(name) an inequality: <="))
      }
      if constraint.constant != 0 {
        candidates.append((.constant(index, 0), "drop the constant of \(name) (make it 0)"))
      }
    }
    return candidates
  }

  /// A required intrinsic size in the conflict, on one of the app's views: lower its compression resistance (or
  /// hugging) below 1000, in the setter's words.
  func contentPriorityCandidates(_ explanation: Explanation) -> [(FixKind, String)] {
    let message = explanation.message
    var candidates: [(FixKind, String)] = []
    let ownership = ViewOwnership(message)
    for constraint in message.constraints + [message.broken].compactMap({ $0 })
    where constraint.origin == .contentSize && constraint.firstAttribute.isSize
      && !ownership.isSystem(constraint.first)
    {
      guard let id = explanation.reconstruction.id(of: constraint.first),
        !candidates.contains(where: {
          if case .contentPriority(id, constraint.firstAttribute, _, _) = $0.0 { return true }
          return false
        })
      else { continue }
      let hugging = !Self.compressionIsRequired(constraint)
      let axis = constraint.firstAttribute == .width ? "horizontal" : "vertical"
      let value: Float = hugging ? 250 : 750
      let setter =
        hugging
        ? "setContentHuggingPriority(.defaultLow, for: .\(axis))"
        : "setContentCompressionResistancePriority(.defaultHigh, for: .\(axis))"
      candidates.append(
        (
          .contentPriority(id, constraint.firstAttribute, hugging: hugging, value),
          "lower \(explanation.reconstruction.logName(of: id))'s \(hugging ? "content hugging" : "compression resistance") "
            + "to \(formatNumber(Double(value))) (\(setter))"
        ))
    }
    return candidates
  }

  /// True when a content-size constraint enforces compression resistance at 1000 (else it is the hugging).
  static func compressionIsRequired(_ constraint: LoggedConstraint) -> Bool {
    let compression =
      constraint.compressionResistance
      ?? (constraint.relation == .greaterThanOrEqual ? constraint.priority : 0)
    return compression >= 1000
  }

  /// The app's views whose frame or autoresizing constraints are in the conflict: stop translating their masks.
  /// Never the system's views, nor a cell's content view (the cell sizes it).
  func translationCandidates(
    _ reconstruction: Reconstruction, conflictKeys: Set<String>, ownership: ViewOwnership
  ) -> [(
    FixKind, String
  )] {
    var translating: [String] = []
    var framed: Set<String> = []
    for key in conflictKeys {
      if let dot = key.firstIndex(of: ".") { framed.insert(String(key[..<dot])) }
    }
    for view in reconstruction.views where view.frame != nil && framed.contains(view.id) {
      translating.append(view.id)
    }
    for constraint in reconstruction.constraints
    where constraint.fromAutoresizing && conflictKeys.contains(constraint.key) {
      if !translating.contains(constraint.first) { translating.append(constraint.first) }
    }
    let owned = translating.filter { id in
      guard let item = reconstruction.view(id)?.item else { return true }
      let name = item.shortClassName
      return !ownership.isSystem(item) && !name.hasSuffix("CellContentView")
        && !name.hasSuffix("WrapperView")
    }
    return owned.map { id in
      (
        .stopTranslating(id),
        "set translatesAutoresizingMaskIntoConstraints = false on \(reconstruction.logName(of: id)) and give it "
          + "constraints for its position and size"
      )
    }
  }

  /// One candidate applied and re-solved: it works when nothing conflicts, no size goes negative and no view
  /// becomes ambiguous that was not; the conflict's views' frames come with it.
  func trial(
    _ kind: FixKind, summary: String, _ reconstruction: Reconstruction, solved: SolvedReconstruction,
    conflictViews: [String], title: String, source: String
  ) -> Fix {
    var changed = reconstruction
    apply(kind, to: &changed)
    var tag = kind.tag
    if case .constant(let index, _) = kind,
      reconstruction.constraints[index].logged?.identifier == "UISV-spacing"
    {
      tag = "spacing"
    }
    var fix = Fix(kind: kind, summary: summary, works: false, tag: tag, reason: nil, frames: [])
    do {
      // The canvas the first solve settled on is kept: one solve a trial instead of two.
      var canvas: (width: Double?, height: Double?) = (nil, nil)
      if changed.device == nil {
        if changed.canvas.width == nil { canvas.width = solved.result.canvasSize.width.rounded(.up) }
        if changed.canvas.height == nil { canvas.height = solved.result.canvasSize.height.rounded(.up) }
      }
      let result =
        changed.device == nil && (canvas.width ?? 1) >= 1 && (canvas.height ?? 1) >= 1
        ? try solveText(changed.yaml(title: title, source: source, assumedSize: canvas))
        : try solve(changed, title: title, source: source)
      if !result.conflicts.isEmpty {
        fix.reason =
          "still unsatisfiable (\(result.conflicts.count) conflict\(result.conflicts.count == 1 ? "" : "s"))"
      } else {
        let new = result.ambiguous.subtracting(solved.ambiguous).sorted()
        let negative = result.result.views.filter {
          $0.exactFrame.width < -0.5 || $0.exactFrame.height < -0.5
        }.map(\.id)
        if let id = negative.first {
          fix.reason = "satisfiable, but \(reconstruction.logName(of: id)) would get a negative size"
        } else if new.isEmpty {
          fix.works = true
        } else {
          fix.reason =
            "satisfiable, but \(new.map { reconstruction.logName(of: $0) }.joined(separator: ", ")) "
            + "become\(new.count == 1 ? "s" : "") ambiguous (the log does not show what else places "
            + "\(new.count == 1 ? "it" : "them"))"
        }
      }
      for id in conflictViews {
        if let layout = result.result.view(id) { fix.frames.append((id, layout.frame)) }
      }
      result.release()
    } catch {
      fix.reason = "the changed document does not load: \(error.description)"
    }
    return fix
  }

  func apply(_ kind: FixKind, to reconstruction: inout Reconstruction) {
    switch kind {
    case .priority(let index, let value): reconstruction.constraints[index].priority = value
    case .relation(let index, let relation): reconstruction.constraints[index].relation = relation
    case .constant(let index, let value): reconstruction.constraints[index].constant = value
    case .stopTranslating(let id):
      if let index = reconstruction.views.firstIndex(where: { $0.id == id }) {
        reconstruction.views[index].frame = nil
      }
      reconstruction.constraints.removeAll { $0.fromAutoresizing && $0.first == id }
    case .deactivate(let index): reconstruction.constraints.remove(at: index)
    case .contentPriority(let id, let attribute, let hugging, let value):
      if let index = reconstruction.views.firstIndex(where: { $0.id == id }) {
        let horizontal = attribute == .width
        switch (hugging, horizontal) {
        case (true, true): reconstruction.views[index].hugging.0 = value
        case (true, false): reconstruction.views[index].hugging.1 = value
        case (false, true): reconstruction.views[index].compression.0 = value
        case (false, false): reconstruction.views[index].compression.1 = value
        }
      }
    case .nothing: break
    }
  }

  // MARK: Words

  func describe(_ constraint: ReconstructedConstraint, _ reconstruction: Reconstruction) -> String {
    var text = "`\(constraint.key)`"
    if let identifier = constraint.identifier { text += " ('\(identifier)')" }
    return text
  }

  func causes(_ message: LogMessage, _ reconstruction: Reconstruction, diagnosis: Diagnosis) -> [String] {
    let all = message.constraints + [message.broken].compactMap { $0 }
    let view = message.framework == "AppKit" ? "NSView" : "UIView"
    let priorityType = message.framework == "AppKit" ? "NSLayoutConstraint.Priority" : "UILayoutPriority"
    if diagnosis == .system {
      return [
        "This is not your code: the views are \(ViewOwnership.behaviour(message)) Never set "
          + "translatesAutoresizingMaskIntoConstraints or a priority on these views or their constraints: the app "
          + "cannot reach them."
      ]
    }
    var causes: [String] = []
    if diagnosis == .duplicate, let (first, second) = duplicatePair(message) {
      let attribute = first.firstAttribute.rawValue
      var library =
        all.contains { $0.className.contains("SnapKit") }
        ? " With SnapKit, a second makeConstraints adds to the first: use remakeConstraints (or updateConstraints "
          + "to change a constant)." : ""
      if library.isEmpty, all.contains(where: { $0.className.hasPrefix("MAS") }) {
        library =
          " With Masonry, a second mas_makeConstraints adds to the first: use mas_remakeConstraints (or "
          + "mas_updateConstraints to change a constant)."
      }
      if let location = first.sourceLocation, location == second.sourceLocation {
        library =
          " Both were made by the same line (\(location)), so that code ran twice: it makes constraints each time it "
          + "runs (in layoutSubviews, updateConstraints or a reused cell's configure, say). Make them once, or "
          + "replace them there"
          + (all.contains { $0.className.contains("SnapKit") }
            ? " with remakeConstraints (updateConstraints when only a constant changes)."
            : all.contains { $0.className.hasPrefix("MAS") }
              ? " with mas_remakeConstraints (mas_updateConstraints when only a constant changes)."
              : " (deactivate the old ones first).")
      }
      causes.append(
        "\(first.first.display)'s \(attribute) has two required constraints (\(sides(first)) and \(sides(second))), "
          + "and a view has one \(attribute). Deactivate the old one before adding the new (isActive = false), or keep "
          + "one and update its constant.\(library)")
    }
    let autoresizing = all.filter { $0.origin == .autoresizing }
    let ownership = ViewOwnership(message)
    if let first = autoresizing.first(where: { !ownership.isSystem($0.first) }) {
      let zero = autoresizing.contains { $0.firstAttribute.isSize && $0.second == nil && $0.constant == 0 }
      causes.append(
        "\(first.first.display) has translatesAutoresizingMaskIntoConstraints = true (every \(view) made in code starts "
          + "that way), so \(message.framework) turned its frame and autoresizing mask (\(first.autoresizingMask ?? "h=--& v=--&")) "
          + "into required constraints that fight the constraints added for it"
          + (zero ? "; its frame is still zero-sized (made with a zero frame and not yet laid out)" : "")
          + ". Set translatesAutoresizingMaskIntoConstraints = false on the \(view) and constrain it, or give it its "
          + "real frame"
          + (zero
            ? ", or lower one inside constraint to \(priorityType)(999) so it yields while the frame is zero"
            : "")
          + ".")
      // A plain view that holds the rest and is sized only by its mask is often a container the app does not
      // size itself: a collection view cell's content view.
      let isRoot = reconstruction.views.first?.item?.key == first.first.key
      if isRoot, first.first.className == view, first.firstAttribute.isSize, first.second == nil, !zero {
        causes.append(
          "If \(first.first.display) is a cell's content view (a plain \(view) holding the others, sized by its "
            + "mask), the cell is \(formatNumber(first.constant)) points \(first.firstAttribute == .height ? "high" : "wide") "
            + "and its content needs more: give the cell the size its content needs (the layout's item size, or "
            + "self-sizing), or lower one inner constraint to \(priorityType)(999).")
      }
    }
    if let encapsulated = all.first(where: {
      $0.origin == .encapsulated || (diagnosis == .encapsulated && isUnnamedCellSize($0))
    }) {
      let axis = encapsulated.firstAttribute == .height ? "height" : "width"
      let isCell = encapsulated.first.shortClassName.contains("Cell")
      causes.append(
        "\(isCell ? "A table or collection view" : "The view's container") holds \(encapsulated.first.display) at the "
          + "\(axis) it chose (\(encapsulated.identifier ?? "Encapsulated-Layout"), \(formatNumber(encapsulated.constant)) points), "
          + "but the required constraints inside it add up to a different \(axis). Give one \(axis == "height" ? "vertical" : "horizontal") "
          + "constraint inside it priority 999 (\(axis == "height" ? "usually the bottom one" : "an explicit width or the trailing one")), so it yields while the "
          + "\(isCell ? "cell" : "view") is sized\(isCell && axis == "height" ? ", and let the cell size itself (automatic dimension)" : "")."
      )
    }
    if let fitting = all.first(where: { $0.identifier?.hasPrefix("fittingSize") == true }) {
      let axis = fitting.firstAttribute == .height ? "height" : "width"
      let priority = axis == "width" ? "horizontalFittingPriority" : "verticalFittingPriority"
      causes.append(
        "A fitting-size request (systemLayoutSizeFitting, here or in UIKit's sizing of a cell or header) held "
          + "\(fitting.first.display) at a target \(axis) of \(formatNumber(fitting.constant)) points at required priority "
          + "('\(fitting.identifier ?? "fittingSizeHTarget")'), and the required constraints inside it do not fit that \(axis)"
          + (fitting.constant == 0 ? " (a zero target: it was measured before it had its real \(axis))" : "")
          + ". Measure it once it has its real \(axis) (viewDidLayoutSubviews), pass a \(priority) below .required "
          + "if the \(axis) may differ, or give one \(axis == "width" ? "horizontal" : "vertical") constraint inside it "
          + "priority 999.")
    } else if let temporary = all.first(where: { $0.origin == .temporary }) {
      causes.append(
        "UIKit held \(temporary.first.display) at \(formatNumber(temporary.constant)) points (\(temporary.identifier ?? "_UITemporaryLayoutWidth")) "
          + "while measuring it, before it had its real width; required horizontal constraints inside it cannot fit in that. "
          + "This passes once the real width arrives, but the log is noise: give one horizontal constraint priority 999."
      )
    }
    if all.contains(where: { $0.identifier == "UISV-hiding" }) {
      causes.append(
        "A stack view collapses a hidden arranged view to zero (UISV-hiding), but a required size, spacing or padding "
          + "inside it keeps it open. Lower that constraint to 999, or set the inner stack's spacing to 0 while hidden."
      )
    } else if all.contains(where: { $0.origin == .stackView }) {
      causes.append(
        "A stack view's own constraints (UISV-*) fix its arranged views along its axis; an explicit size or spacing "
          + "on an arranged view asks for more (or less) room than the stack has. Let the stack size its views, or "
          + "lower the explicit constraint to 999.")
    }
    if let content = all.first(where: { $0.origin == .contentSize }) {
      let axis = content.firstAttribute == .height ? "vertical" : "horizontal"
      let hugging = !Self.compressionIsRequired(content)
      let setter =
        hugging
        ? "setContentHuggingPriority(.defaultLow, for: .\(axis))"
        : "setContentCompressionResistancePriority(.defaultHigh, for: .\(axis))"
      causes.append(
        "\(content.first.display)'s intrinsic \(content.firstAttribute.rawValue) (\(formatNumber(content.constant)) points) is "
          + "enforced at required priority (\(hugging ? "hugging" : "compression resistance") of 1000 on the \(axis) "
          + "axis), so it cannot \(hugging ? "grow" : "shrink"). Lower it below 1000: \(setter) (UIKit's defaults are "
          + "750 for compression resistance and 250 for hugging).")
    }
    if all.contains(where: {
      $0.origin == .marginsGuide || $0.origin == .safeAreaGuide || $0.origin == .readableGuide
    }),
      causes.isEmpty
    {
      causes.append(
        "The layout margins or safe area leave less room than the required constraints ask for; a fixed size or inset "
          + "that should give way is required. Make it priority 999 or an inequality.")
    }
    if causes.isEmpty {
      causes.append(
        "Two chains of required constraints give the same edge or size different values. One of them should be optional "
          + "(\(priorityType)(999) if it should still hold whenever it can) or an inequality (>= or <=).")
    }
    if diagnosis == .incomplete {
      causes.insert(
        "The log is cut off inside the list, so the whole set is not known: what follows is read from the part that "
          + "is there; paste the whole message to be sure.", at: 0)
    }
    if all.contains(where: { $0.absoluteDirection != nil && !$0.isSystem })
      && all.contains(where: {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains($0.firstAttribute)
      })
    {
      causes.append(
        "Some constraints use left/right (printed with (LTR)) and others leading/trailing; they agree in a left-to-right "
          + "language but pull apart in a right-to-left one. Use leading/trailing throughout unless a side must not flip."
      )
    }
    return causes
  }

  /// `A.height == 200` as a short phrase: `== 200` or `== B.width`.
  func sides(_ constraint: LoggedConstraint) -> String {
    guard let second = constraint.second else { return "== \(formatNumber(constraint.constant))" }
    var text = "== \(second.display).\(constraint.secondAttribute.rawValue)"
    if constraint.multiplier != 1 {
      text =
        "== \(formatNumber(constraint.multiplier)) × \(second.display).\(constraint.secondAttribute.rawValue)"
    }
    if constraint.constant != 0 {
      text +=
        constraint.constant < 0
        ? " - \(formatNumber(-constraint.constant))" : " + \(formatNumber(constraint.constant))"
    }
    return text
  }

  func whyBroken(_ message: LogMessage, _ explanation: Explanation) -> String? {
    let all = message.constraints
    guard let key = explanation.brokenKey else { return nil }
    // Without the log's word, which one the system broke is not known: only Plumb's choice is.
    let broken = message.broken
    let requiredCount = all.filter { $0.priority >= 1000 }.count
    var text: String
    if let broken {
      let system = all.filter(\.isSystem)
      if requiredCount == all.count {
        text = "Every constraint in the set is required (1000), so one of them has to give way. "
      } else {
        text = "The set's required constraints cannot all hold. "
      }
      if explanation.diagnosis == .system, let identifier = broken.identifier,
        ViewOwnership.isUIKitIdentifier(identifier)
      {
        text += "\(message.framework) broke one of its own constraints ('\(identifier)'), the last it met. "
      } else if !broken.isSystem && !system.isEmpty && explanation.diagnosis == .system {
        // Between the system's own views, a constraint without an identifier is the system's too.
        text +=
          "\(message.framework) keeps the constraints it marks as its own (\(Set(system.map(\.origin.words)).sorted().joined(separator: ", "))) "
          + "and broke one it made between its own views without such a mark, the last it met. "
      } else if !broken.isSystem && !system.isEmpty {
        text +=
          "\(message.framework) keeps the constraints it made itself (\(Set(system.map(\.origin.words)).sorted().joined(separator: ", "))) "
          + "while one of the app's can go, and broke the app's constraint it met last. "
      } else if broken.isSystem {
        text +=
          "\(message.framework) broke one of its own constraints (\(broken.identifier ?? broken.className)); that happens when all the "
          + "others are the app's or it met that one last. "
      } else {
        text +=
          "\(message.framework) broke the constraint it was adding when the conflict arose (the last one it met). "
      }
      text +=
        "Apple documents that which constraint breaks may vary between builds: fix the conflict, don't rely on it."
    } else {
      text =
        "The log does not say; Plumb breaks the constraint whose addition failed (the app's latest, before its own)."
    }
    if let conflict = explanation.plumbConflict, message.broken != nil, conflict.broken != key {
      text += " Plumb's re-solve broke `\(conflict.broken)` instead."
    }
    return text
  }
}

/// How much re-solving one run of `plumb explain` may do, shared by every message of a log, so that no log takes
/// long whatever it holds. Re-solving a conflicting set of n constraints costs about n² (a long chain pivots
/// through all of it), so each solve spends n² units; a solve that does not fit is not made, and the explanation
/// says why.
public final class SolveBudget {
  /// The units a run starts with: about 3 900 constraints re-solved once, or a 30-constraint conflict re-solved
  /// 16 000 times.
  public static let standard: Double = 15_000_000
  /// The units left.
  public private(set) var remaining: Double

  /// A budget of `units`.
  public init(units: Double = SolveBudget.standard) { remaining = units }

  /// True when a solve of `constraints` constraints fits in what is left.
  public func canSpend(constraints: Int) -> Bool { cost(constraints) <= remaining }

  /// Spends a solve of `constraints` constraints; false (and nothing spent) when it does not fit.
  public func spend(constraints: Int) -> Bool {
    let cost = self.cost(constraints)
    guard cost <= remaining else { return false }
    remaining -= cost
    return true
  }

  func cost(_ constraints: Int) -> Double { Double(max(1, constraints)) * Double(max(1, constraints)) }
}
