public import PlumbSolver

/// Runs UIKit's layout pass for one view tree: update constraints → solve → frames, repeated while content
/// sizes, safe areas or margins depend on the solved frames. Later passes re-solve incrementally.
public final class LayoutEngine {
  /// The root of the laid-out tree (UIKit's view controller view, or a view being fitted).
  public let root: View
  /// The canvas the root sits in; changing it re-solves.
  public var canvas: Canvas {
    didSet { if canvas != oldValue { canvasDidChange(from: oldValue) } }
  }
  /// Measures text for intrinsic sizes.
  public let measurer: any TextMeasuring
  /// Whether each layout pass also finds ambiguous views (UIKit's `hasAmbiguousLayout`); a debugging aid
  /// that costs more than the solve, so relayout loops can turn it off.
  public var diagnosesAmbiguity = true
  /// Upper bound on layout passes before non-convergence is reported.
  public var maximumPasses = 8
  /// The most row entries the solver's pivots may rewrite in one build (`Solver.maximumRewrittenEntries`); past it
  /// the engine adds no more constraints and ``exceededSolverWork`` says where it stopped. The command line's
  /// PLUMB_MAX_SOLVER_WORK.
  public var maximumSolverWork = LayoutEngine.defaultMaximumSolverWork {
    didSet { solver.maximumRewrittenEntries = solverWorkLimit }
  }
  /// An allowance shared with the other engines that lay out the same input; when set, it bounds the solver in
  /// place of ``maximumSolverWork`` and the engine's work is charged to it.
  public var workBudget: SolverWorkBudget? {
    didSet { solver.maximumRewrittenEntries = solverWorkLimit }
  }
  /// The solver's work already charged to ``workBudget``.
  @exclusivity(unchecked) var chargedWork = 0
  /// Where the solver's work limit stopped the last build, nil when it did not.
  public internal(set) var exceededSolverWork: SolverWorkLimit?

  // The engine's state skips dynamic exclusivity checks (about 5% of a 1 000-view layout in perf, as in the
  // solver); no access to it overlaps another.
  @exclusivity(unchecked) var solver = Solver()
  /// Every constraint in the engine, in insertion order (system first, then user).
  @exclusivity(unchecked) var ordered: [LayoutConstraint] = []
  /// Constraints whose constant or priority changed since they were installed, in change order.
  @exclusivity(unchecked) var pendingChanges: [LayoutConstraint] = []
  @exclusivity(unchecked) var pendingSet: Set<ObjectIdentifier> = []
  /// User constraints that use a view's baselines, by view.
  @exclusivity(unchecked) var baselineUsers: [ObjectIdentifier: [LayoutConstraint]] = [:]
  @exclusivity(unchecked) var needsRebuild = true
  /// How many times the engine built its solver from scratch (the first layout, hierarchy and trait changes it
  /// cannot apply incrementally); the rest were incremental.
  public private(set) var rebuildCount = 0
  /// The hierarchy generation the engine was built from.
  @exclusivity(unchecked) var seenGeneration = -1
  /// Constraints demoted from required to recover from a conflict.
  @exclusivity(unchecked) var brokenConstraints: [ObjectIdentifier: Priority] = [:]

  /// Position of each item (views, then guides) and each constraint, for pseudo-addresses and ordering.
  @exclusivity(unchecked) var itemIndex: [ObjectIdentifier: Int] = [:]
  @exclusivity(unchecked) var nextConstraintIndex = 0
  @exclusivity(unchecked) var views: [View] = []
  @exclusivity(unchecked) var guides: [LayoutGuide] = []
  @exclusivity(unchecked) var direction: [ObjectIdentifier: LayoutDirection] = [:]
  /// The direction of every item when no view overrides its semantic content attribute (the common case, which
  /// then needs no per-item lookup); nil otherwise.
  @exclusivity(unchecked) var uniformDirection: LayoutDirection?
  @exclusivity(unchecked) var measurements: [ObjectIdentifier: ContentMeasurement] = [:]
  @exclusivity(unchecked) var generated: [ObjectIdentifier: GeneratedConstraints] = [:]
  @exclusivity(unchecked) var userConstraints: [LayoutConstraint] = []
  /// Each view's superview position in `views` (-1 for the root), for result building without hashing.
  @exclusivity(unchecked) var parentIndex: [Int] = []
  @exclusivity(unchecked) var conflictDiagnostics: [Diagnostic] = []
  /// Unsatisfiable sets reported in full so far, and those past `maximumReportedConflicts` only counted.
  @exclusivity(unchecked) var reportedConflicts = 0
  @exclusivity(unchecked) var omittedConflicts = 0
  /// Solver constraint identity → the layout constraint it stands for, made at the first conflict and extended
  /// with the constraints installed since (`ownerCacheCovers` of `ordered`); cleared when `ordered` shrinks.
  @exclusivity(unchecked) var ownerCache: [UInt64: LayoutConstraint] = [:]
  @exclusivity(unchecked) var ownerCacheCovers = 0
  /// Constraints that took part in an unsatisfiable set.
  @exclusivity(unchecked) var conflictingConstraints: Set<ObjectIdentifier> = []
  @exclusivity(unchecked) var passCount = 0
  /// Views then guides, whose frames each pass reads, with their four variables' solver slots (reset by rebuild).
  @exclusivity(unchecked) var frameItems: [LayoutItem] = []
  @exclusivity(unchecked) var frameSlots: [ValueSlot?] = []

  /// The solver constraints the engine installed, in insertion order (for benchmarks and debugging).
  public var solverConstraints: [Constraint] { ordered.compactMap(installedConstraint(for:)) }

  /// The solver constraint installed for `constraint` in this engine, if any.
  func installedConstraint(for constraint: LayoutConstraint) -> Constraint? {
    guard let installation = constraint.installation, installation.engine == ObjectIdentifier(self) else {
      return nil
    }
    return installation.solverConstraint
  }

  /// Records (or with nil forgets) the solver constraint standing for an installed `constraint`.
  func setInstalledConstraint(_ solverConstraint: Constraint?, for constraint: LayoutConstraint) {
    guard constraint.installation?.engine == ObjectIdentifier(self) else { return }
    constraint.installation?.solverConstraint = solverConstraint
  }

  /// The constraint's position in this engine's insertion order.
  func installationIndex(of constraint: LayoutConstraint) -> Int? {
    guard let installation = constraint.installation, installation.engine == ObjectIdentifier(self) else {
      return nil
    }
    return installation.index
  }

  /// Every constraint in the engine (system first, then user), in insertion order.
  public var installedConstraints: [LayoutConstraint] { ordered }

  /// Creates an engine for `root` in `canvas`.
  public init(root: View, canvas: Canvas, measurer: any TextMeasuring = FixedTextMeasurer()) {
    self.root = root
    self.canvas = canvas
    self.measurer = measurer
  }

  /// Lays the tree out and returns frames and diagnostics.
  @discardableResult
  public func layout() -> LayoutResult {
    defer { chargeWork() }
    solver.maximumRewrittenEntries = solverWorkLimit
    if needsRebuild || root.topmost.hierarchyGeneration != seenGeneration {
      rebuild()
    } else {
      applyPendingChanges()
    }
    var unsettled: [UnsettledValue] = []
    passCount = 0
    while passCount < maximumPasses {
      passCount += 1
      solver.updateVariables()
      noteWorkLimit(at: nil)
      readFrames()
      // Past the work limit the values are not the layout's: further passes would only add work.
      if exceededSolverWork != nil { break }
      unsettled = updateDynamicConstants()
      if unsettled.isEmpty { break }
      applyPendingChanges()
    }
    return makeResult(unsettled: unsettled)
  }

  // MARK: - Change tracking

  func constraintDidChange(_ constraint: LayoutConstraint) {
    guard !needsRebuild, installedConstraint(for: constraint) != nil else { return }
    if pendingSet.insert(ObjectIdentifier(constraint)).inserted { pendingChanges.append(constraint) }
  }

  /// Canvas and trait changes re-solve incrementally: sizes, safe areas, size classes (through the margins they
  /// decide, recomputed every pass), Dynamic Type and scale (text is re-measured), and the layout direction (only
  /// the constraints whose meaning follows it are re-translated). A switch to or from a fitting size rebuilds.
  private func canvasDidChange(from old: Canvas) {
    guard !needsRebuild else { return }
    var comparable = old
    comparable.width = canvas.width
    comparable.height = canvas.height
    comparable.safeAreaInsets = canvas.safeAreaInsets
    comparable.traits = canvas.traits
    comparable.device = canvas.device
    guard comparable == canvas, case .points = canvas.width, case .points = canvas.height,
      case .points = old.width, case .points = old.height
    else {
      needsRebuild = true
      return
    }
    let edges = generated[ObjectIdentifier(root)]?.edges ?? []
    if edges.count == 4, case .points(let width) = canvas.width, case .points(let height) = canvas.height {
      edges[2].constant = width
      edges[3].constant = height
    }
    let directionChanged = old.traits.layoutDirection != canvas.traits.layoutDirection
    if directionChanged {
      computeDirections()
      // Leading/trailing terms flip, and right-to-left rows are negated; margins follow through their guides'
      // insets, which every pass recomputes.
      for constraint in ordered
      where constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional {
        constraintDidChange(constraint)
      }
    }
    if old.traits.contentSizeCategory != canvas.traits.contentSizeCategory || directionChanged
      || old.traits.displayScale != canvas.traits.displayScale
    {
      // Text is measured in its direction (shaping and line breaks follow it) and at the content size.
      for view in views {
        let id = ObjectIdentifier(view)
        let old = measurements[id]
        let new = ContentSizing.measure(
          view, wrapWidth: old?.wrapWidth, measurer: measurer, environment: textEnvironment(for: view))
        guard new != old else { continue }
        measurements[id] = new
        let content = generated[id]?.content ?? []
        if content.count == 4 {
          for (index, value) in [
            new.intrinsic.horizontal, new.intrinsic.horizontal, new.intrinsic.vertical,
            new.intrinsic.vertical,
          ].enumerated() {
            if let value, let constraint = content[index] { constraint.constant = value }
          }
        }
        for constraint in baselineUsers[id] ?? [] { constraintDidChange(constraint) }
      }
    }
  }

  /// Constraints deactivated together: each leaves the solver, and the engine's lists are filtered once; when most
  /// of the engine's constraints go, the next layout rebuilds instead (removing rows one by one costs more).
  func constraintsDidDeactivate(_ constraints: [LayoutConstraint]) {
    var gone = Set<ObjectIdentifier>()
    for constraint in constraints where installationIndex(of: constraint) != nil {
      gone.insert(ObjectIdentifier(constraint))
    }
    guard !gone.isEmpty else { return }
    // A solver already due for a rebuild is not kept up to date.
    let rebuilds = needsRebuild || gone.count * 2 > ordered.count
    if rebuilds { needsRebuild = true }
    for constraint in constraints where gone.contains(ObjectIdentifier(constraint)) {
      if !rebuilds, let solverConstraint = installedConstraint(for: constraint) {
        try? solver.remove(solverConstraint)
      }
      constraint.installation = nil
      constraint.owner = nil
    }
    ordered.removeAll { gone.contains(ObjectIdentifier($0)) }
    ownerCache = [:]
    ownerCacheCovers = 0
    userConstraints.removeAll { gone.contains(ObjectIdentifier($0)) }
  }

  /// Marks the solver out of date, so the next layout rebuilds it: a tree taken apart after this no longer removes
  /// its constraints from the solver one by one.
  public func invalidateSolver() { needsRebuild = true }

  /// Activates constraints, as `NSLayoutConstraint.activate`; when the engine is up to date and already lays out
  /// every item they relate, each goes straight into the solver (as UIKit's engine adds a row), so the next
  /// `layout()` re-solves incrementally instead of rebuilding. Otherwise the next layout rebuilds, as it does after
  /// any hierarchy change.
  public func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
    for constraint in constraints {
      let topmost = root.topmost
      let isCurrent = !needsRebuild && topmost.hierarchyGeneration == seenGeneration
      let wasActive = constraint.isActive
      try constraint.activate()
      guard isCurrent, !wasActive, isLaidOut(constraint) else { continue }
      // The same bookkeeping a rebuild does for a user constraint, appended in activation order as a rebuild
      // would order it.
      userConstraints.append(constraint)
      noteBaselineUse(constraint)
      install(constraint)
      seenGeneration = topmost.hierarchyGeneration
    }
  }

  /// True when every item the constraint's terms use (margin guides and scroll content areas included) already
  /// has its variables and system constraints in this engine; a guide first asked for now would have none.
  private func isLaidOut(_ constraint: LayoutConstraint) -> Bool {
    let effective = effectiveItems(of: constraint)
    let pairs: [(LayoutItem?, LayoutAttribute)] = [
      (effective.first, constraint.firstAttribute), (effective.second, constraint.secondAttribute),
    ]
    for case (let item?, let attribute) in pairs {
      var used: LayoutItem = item
      if attribute.isMargin, let view = item as? View {
        guard let margins = view.existingSystemGuide(.layoutMargins) else { return false }
        used = margins
      }
      guard itemIndex[ObjectIdentifier(used)] != nil else { return false }
    }
    return true
  }

  // MARK: - Building

  /// Builds the solver afresh: forgets every installed constraint, numbers the views, gathers the active
  /// constraints and the guides, resolves directions, starts the measurements, then installs the system
  /// constraints and the user's.
  private func rebuild() {
    rebuildCount += 1
    forgetInstalledConstraints()
    numberViews()
    gatherUserConstraints()
    let allUnspecified = gatherGuides()
    computeDirections(allUnspecified: allUnspecified)
    measurements.reserveCapacity(views.count)
    generated.reserveCapacity(views.count + guides.count)
    for view in views {
      view.layoutFrame = .zero
      measurements[ObjectIdentifier(view)] = initialMeasurement(view)
    }
    baselineUsers = [:]
    needsRebuild = false
    seenGeneration = root.topmost.hierarchyGeneration
    // Room for the user constraints and the system ones (content sizes, guides, stacks: a few per view).
    ordered.reserveCapacity(userConstraints.count + 6 * views.count)
    installSystemConstraints()
    for constraint in userConstraints {
      noteBaselineUse(constraint)
      install(constraint)
    }
  }

  /// A new solver, and nothing of the last build left: installations, conflicts, caches, measurements.
  private func forgetInstalledConstraints() {
    for constraint in ordered {
      constraint.owner = nil
      constraint.installation = nil
    }
    chargeWork()
    solver = Solver()
    chargedWork = 0
    solver.maximumRewrittenEntries = solverWorkLimit
    exceededSolverWork = nil
    frameItems = []
    frameSlots = []
    ordered = []
    pendingChanges = []
    pendingSet = []
    brokenConstraints = [:]
    conflictDiagnostics = []
    reportedConflicts = 0
    omittedConflicts = 0
    ownerCache = [:]
    ownerCacheCovers = 0
    conflictingConstraints = []
    measurements = [:]
    generated = [:]
  }

  /// One walk gives the views (depth first, in subview order, as `subtree`) and each one's superview position.
  /// Views are numbered before constraints are read, so a constraint's items are found in the tree by their
  /// number (guides are numbered after the views once the constraints have created the ones they need).
  private func numberViews() {
    views = []
    parentIndex = []
    var pending: [(view: View, parent: Int)] = [(root, -1)]
    while let (view, parent) = pending.popLast() {
      parentIndex.append(parent)
      let index = views.count
      views.append(view)
      for subview in view.subviews.reversed() { pending.append((subview, index)) }
    }
    itemIndex = [:]
    itemIndex.reserveCapacity(views.count + views.count / 4)
    for (index, view) in views.enumerated() { itemIndex[ObjectIdentifier(view)] = index }
  }

  /// One pass over the active constraints: those inside the tree, their margin guides created first (as UIKit
  /// does lazily); a pass over constraints is a cache miss a constraint in large layouts.
  /// When the root is the topmost view, the hierarchy's constraints are all inside the tree (activation needs a
  /// common ancestor, and removing a view takes its constraints along), so their items need not be looked at here.
  private func gatherUserConstraints() {
    userConstraints = []
    let wholeHierarchy = root.superview == nil
    for constraint in root.activeConstraints {
      if !wholeHierarchy {
        guard let host = constraint.firstItem.hostView, itemIndex[ObjectIdentifier(host)] != nil else {
          continue
        }
        if let second = constraint.secondItem {
          guard let otherHost = second.hostView, itemIndex[ObjectIdentifier(otherHost)] != nil else {
            continue
          }
        }
      }
      if constraint.firstAttribute.isMargin, let view = constraint.firstItem as? View {
        _ = view.layoutMarginsGuide
      }
      if constraint.secondAttribute.isMargin, let view = constraint.secondItem as? View {
        _ = view.layoutMarginsGuide
      }
      userConstraints.append(constraint)
    }
    _ = root.safeAreaLayoutGuide
  }

  /// The guides (system ones the build needs, then custom ones), numbered after the views, frames from zero.
  /// Each pass over the views is a cache miss a view in large layouts, so this one also says whether every view
  /// leaves its direction unspecified.
  private func gatherGuides() -> Bool {
    guides = []
    var allUnspecified = true
    for view in views {
      if view.semanticContentAttribute != .unspecified { allUnspecified = false }
      if view.stack?.isLayoutMarginsRelativeArrangement == true { _ = view.layoutMarginsGuide }
      guides += view.createdSystemGuides
      guides += view.layoutGuides
    }
    nextConstraintIndex = 0
    for (offset, guide) in guides.enumerated() {
      itemIndex[ObjectIdentifier(guide)] = views.count + offset
      // Frames start from zero in every build, so the first pass never sees another engine's frames.
      guide.layoutFrame = .zero
    }
    return allUnspecified
  }

  /// Remembers a user constraint on a view's baseline, which moves when the view's text is measured again.
  private func noteBaselineUse(_ constraint: LayoutConstraint) {
    if constraint.firstAttribute.isBaseline {
      baselineUsers[ObjectIdentifier(constraint.firstItem), default: []].append(constraint)
    }
    if let second = constraint.secondItem, constraint.secondAttribute.isBaseline {
      baselineUsers[ObjectIdentifier(second), default: []].append(constraint)
    }
  }

  /// Each view's effective direction; `allUnspecified` says, when the caller already looked, whether no view
  /// overrides its semantic content attribute.
  private func computeDirections(allUnspecified: Bool? = nil) {
    direction = [:]
    let uniform = allUnspecified ?? views.allSatisfy { $0.semanticContentAttribute == .unspecified }
    uniformDirection = uniform ? canvas.traits.layoutDirection : nil
    // With one direction for every item, `effectiveDirection` needs no table.
    guard uniformDirection == nil else { return }
    for view in views {
      let inherited =
        view.superview.flatMap { direction[ObjectIdentifier($0)] } ?? canvas.traits.layoutDirection
      let own: LayoutDirection =
        switch view.semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified: inherited
        }
      direction[ObjectIdentifier(view)] = own
    }
  }

  /// The effective layout direction of an item (a guide follows its owner).
  func effectiveDirection(of item: LayoutItem) -> LayoutDirection {
    if let uniformDirection { return uniformDirection }
    guard let host = item.hostView else { return canvas.traits.layoutDirection }
    return direction[ObjectIdentifier(host)] ?? canvas.traits.layoutDirection
  }

  func textEnvironment(for view: View) -> TextEnvironment {
    TextEnvironment(
      contentSizeCategory: canvas.traits.contentSizeCategory, layoutDirection: effectiveDirection(of: view),
      scale: canvas.traits.displayScale)
  }

  private func initialMeasurement(_ view: View) -> ContentMeasurement {
    ContentSizing.measure(view, wrapWidth: nil, measurer: measurer, environment: textEnvironment(for: view))
  }

  /// Adds a layout constraint to the solver, recovering from conflicts the way UIKit does.
  func install(_ constraint: LayoutConstraint) {
    constraint.owner = self
    ordered.append(constraint)
    constraint.installation = LayoutConstraint.Installation(
      engine: ObjectIdentifier(self), solverConstraint: nil, index: nextConstraintIndex)
    nextConstraintIndex += 1
    let solverConstraint = translate(constraint)
    add(solverConstraint, for: constraint)
  }

  func applyPendingChanges() {
    let changes = pendingChanges
    pendingChanges = []
    pendingSet = []
    for constraint in changes {
      guard let old = installedConstraint(for: constraint) else { continue }
      let new = translate(constraint)
      do {
        // Same terms, new constant: the solver moves the row's bound instead of rebuilding it.
        try solver.replaceConstant(of: old, with: new)
        setInstalledConstraint(new, for: constraint)
      } catch {
        try? solver.remove(old)
        setInstalledConstraint(nil, for: constraint)
        add(new, for: constraint)
      }
    }
  }

  private func readFrames() {
    // Built on the first pass after a rebuild, once stack views have added their spacer guides.
    if frameItems.count != views.count + guides.count {
      frameItems = views as [LayoutItem] + guides as [LayoutItem]
      frameSlots = Array(repeating: nil, count: frameItems.count * 4)
    }
    // Through buffers and one reference to the solver: a relayout reads every frame, and reference counting the
    // items, the solver and the slot array was a third of reading them.
    let solver = self.solver
    frameItems.withUnsafeBufferPointer { items in
      frameSlots.withUnsafeMutableBufferPointer { slots in
        for index in 0..<items.count {
          let item = items[index]
          let base = index * 4
          item.layoutFrame = Rect(
            x: Self.value(item, 0, slot: &slots[base], in: solver),
            y: Self.value(item, 1, slot: &slots[base + 1], in: solver),
            width: Self.value(item, 2, slot: &slots[base + 2], in: solver),
            height: Self.value(item, 3, slot: &slots[base + 3], in: solver))
        }
      }
    }
  }

  /// A frame variable's value through its cached solver slot (a relayout reads every frame; a table lookup each
  /// was a sixth of it). The variable itself is only touched to find a missing slot.
  private static func value(_ item: LayoutItem, _ component: Int, slot: inout ValueSlot?, in solver: Solver)
    -> Double
  {
    if let slot { return solver.maintainedValue(at: slot) }
    let variable =
      component == 0 ? item.minX : component == 1 ? item.minY : component == 2 ? item.width : item.height
    slot = solver.slot(of: variable)
    guard let slot else { return 0 }
    return solver.maintainedValue(at: slot)
  }

  /// The item's solved alignment rectangle (zero before the first solve).
  func frame(of item: LayoutItem) -> Rect { item.layoutFrame }
}

extension LayoutAttribute {
  /// True for the margin attributes, which act on the layout-margins guide.
  var isMargin: Bool {
    switch self {
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      true
    default: false
    }
  }

  /// The guide attribute a margin attribute stands for.
  var marginBase: LayoutAttribute {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: self
    }
  }
}
