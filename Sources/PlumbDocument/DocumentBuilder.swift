public import PlumbLayout
public import PlumbLocalization

/// Options that change how a document becomes views.
public struct BuildOptions: Sendable, Hashable {
  /// Command-line trait overrides.
  public var overrides: TraitOverrides
  /// Double every string, like `NSDoubleLocalizedStrings`, to test long translations.
  public var doubleStrings: Bool
  /// The strings in the case's language: views with a `key:` take its translation, and a pseudolanguage rewrites
  /// every string (nil: the document's own text).
  public var localizer: Localizer?

  /// Creates options.
  public init(
    overrides: TraitOverrides = TraitOverrides(), doubleStrings: Bool = false, localizer: Localizer? = nil
  ) {
    self.overrides = overrides
    self.doubleStrings = doubleStrings
    self.localizer = localizer
  }
}

extension LayoutDocument {
  /// Builds the view tree and activates the constraints, for the canvas the document (and `options`) ask for.
  public func makeScreen(options: BuildOptions = BuildOptions()) throws(DocumentError) -> Screen {
    var builder = DocumentBuilder(document: self, options: options)
    return try builder.build()
  }

  /// How many of the document's keyed strings `localizer` translates, and which fall back to the document's text.
  public func translationCount(_ localizer: Localizer) -> TranslationCount {
    var count = TranslationCount(language: localizer.language)
    var stack = [root]
    while let spec = stack.popLast() {
      for (key, base) in [(spec.textKey, spec.text), (spec.placeholderKey, spec.placeholder)] {
        guard let key else { continue }
        count.record(key: key, translated: localizer.text(key: key, base: base ?? key).translated)
      }
      stack.append(contentsOf: (spec.subviews + spec.arranged).reversed())
    }
    return count
  }

  /// The screen's name: the file name without its extension.
  public var name: String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
    return String(file[..<dot])
  }
}

/// A document's screen kept with the ids it was built from, so the document's `states:` can change it in place,
/// as the recipe's code changes a live view hierarchy.
public final class LiveDocument {
  /// The document.
  public let document: LayoutDocument
  /// The screen, changed in place by each applied state.
  public let screen: Screen
  /// How many of the document's states have been applied.
  public private(set) var appliedStates = 0
  private var builder: DocumentBuilder

  init(document: LayoutDocument, options: BuildOptions) throws(DocumentError) {
    self.document = document
    builder = DocumentBuilder(document: document, options: options)
    screen = try builder.build()
  }

  /// Applies the next state. Give the engine that lays the screen out so new constraints join its solver directly
  /// and the next layout re-solves incrementally; added or removed views make it rebuild, as UIKit's engine does.
  public func applyNextState(engine: LayoutEngine? = nil) throws(DocumentError) {
    guard appliedStates < document.states.count else { return }
    let state = document.states[appliedStates]
    do {
      try builder.apply(state, engine: engine)
    } catch {
      LayoutConstraint.deactivate(screen.root.activeConstraints)
      throw error
    }
    appliedStates += 1
  }
}

extension LayoutDocument {
  /// Builds the screen for changing it with the document's `states:` (``LiveDocument``).
  public func makeLiveDocument(options: BuildOptions = BuildOptions()) throws(DocumentError) -> LiveDocument {
    try LiveDocument(document: self, options: options)
  }

  /// The screen after its first `count` states, in an engine that laid it out before each state and after the
  /// last (UIKit's `layoutIfNeeded` between the recipe's steps), so every change after the first layout is
  /// applied to a solved engine. `count` 0 is the document's own layout.
  /// `maximumSolverWork` bounds the engine's solver (``LayoutEngine/maximumSolverWork``), or `workBudget` when
  /// given (shared with the document's other screens); once it stops a layout, no later state is applied.
  public func makeEngine(
    afterStates count: Int, options: BuildOptions = BuildOptions(), measurer: any TextMeasuring,
    maximumSolverWork: Int = LayoutEngine.defaultMaximumSolverWork, workBudget: SolverWorkBudget? = nil
  ) throws(DocumentError) -> (live: LiveDocument, engine: LayoutEngine, result: LayoutResult) {
    let live = try makeLiveDocument(options: options)
    let engine = live.screen.makeEngine(measurer: measurer)
    engine.maximumSolverWork = maximumSolverWork
    engine.workBudget = workBudget
    var result = engine.layout()
    for _ in 0..<min(count, states.count) where engine.exceededSolverWork == nil {
      try live.applyNextState(engine: engine)
      result = engine.layout()
    }
    return (live, engine, result)
  }

  /// Why `name` is not one of the document's states, listing the ones it has (for the command line and snapshots).
  public func unknownStateMessage(_ name: String) -> String {
    let names = states.map(\.name)
    return "no state named '\(name)' in \(path); "
      + (names.isEmpty ? "the document has no states:" : "states: \(names.joined(separator: ", "))")
  }

  /// Checks every state applies (unknown views in equations, invalid constraints) without laying anything out.
  public func validateStates(options: BuildOptions = BuildOptions()) throws(DocumentError) {
    guard !states.isEmpty else { return }
    let live = try makeLiveDocument(options: options)
    for _ in states { try live.applyNextState() }
    // Nothing keeps this screen; break the cycle between the hierarchy and its constraints.
    LayoutConstraint.deactivate(live.screen.root.activeConstraints)
  }
}

struct DocumentBuilder {
  let document: LayoutDocument
  let options: BuildOptions
  let request: CanvasRequest
  let traits: TraitCollection
  var views: [String: View] = [:]
  var guides: [String: LayoutGuide] = [:]
  var order: [String] = []
  var uninstalled: Set<String> = []
  /// Constraints by `id:`, in activation order, for `states:`.
  var identified: [String: [LayoutConstraint]] = [:]
  /// The root view, once built.
  var rootView: View?

  init(document: LayoutDocument, options: BuildOptions) {
    self.document = document
    self.options = options
    request = document.canvas.applying(options.overrides)
    traits = request.canvas.traits
  }

  mutating func build() throws(DocumentError) -> Screen {
    let root = try makeView(document.root, parent: nil)
    rootView = root
    let metrics = document.metricTable
    do {
      for entry in document.constraints {
        if let when = entry.when, !when.matches(traits) { continue }
        try install(entry, metrics: metrics, engine: nil)
      }
    } catch {
      // The hierarchy keeps its active constraints and they keep their items (the root too), so an abandoned
      // tree would never be freed; deactivating breaks that cycle.
      LayoutConstraint.deactivate(root.activeConstraints)
      throw error
    }
    return Screen(name: document.name, root: root, request: request)
  }

  private func duplicate(_ id: String, at location: SourceLocation) -> DocumentError {
    DocumentError("duplicate id '\(id)'; view and guide ids must be unique in a document", at: location)
  }

  mutating func makeView(_ spec: ViewSpec, parent: View?) throws(DocumentError) -> View {
    guard views[spec.id] == nil, guides[spec.id] == nil, !uninstalled.contains(spec.id) else {
      throw duplicate(spec.id, at: spec.location)
    }
    let view = View(spec.id, kind: spec.kind)
    views[spec.id] = view
    order.append(spec.id)
    configure(view, from: spec)
    for guide in spec.guides {
      guard views[guide.id] == nil, guides[guide.id] == nil else {
        throw duplicate(guide.id, at: guide.location)
      }
      let layoutGuide = LayoutGuide(guide.id)
      view.addLayoutGuide(layoutGuide)
      guides[guide.id] = layoutGuide
      order.append(guide.id)
    }
    if let stack = spec.stack {
      for id in stack.customSpacing.keys.sorted() where !spec.arranged.contains(where: { $0.id == id }) {
        throw DocumentError(
          "customSpacing names '\(id)', which is not an arranged view of '\(spec.id)'; arranged views: "
            + spec.arranged.map(\.id).joined(separator: ", "), at: spec.location)
      }
    }
    for child in spec.arranged {
      if let when = child.when, !when.matches(traits) {
        markUninstalled(child)
        continue
      }
      let childView = try makeView(child, parent: view)
      do { try view.addArrangedSubview(childView) } catch {
        throw DocumentError("\(error)", at: child.location)
      }
    }
    for child in spec.subviews {
      if let when = child.when, !when.matches(traits) {
        markUninstalled(child)
        continue
      }
      let childView = try makeView(child, parent: view)
      do { try view.addSubview(childView) } catch { throw DocumentError("\(error)", at: child.location) }
    }
    return view
  }

  mutating func markUninstalled(_ spec: ViewSpec) {
    uninstalled.insert(spec.id)
    for guide in spec.guides { uninstalled.insert(guide.id) }
    for child in spec.subviews + spec.arranged { markUninstalled(child) }
  }

  private func configure(_ view: View, from spec: ViewSpec) {
    view.appearance = spec.appearance
    view.isHidden = spec.hidden
    if let clips = spec.clipsToBounds { view.clipsToBounds = clips }
    if let image = spec.image {
      switch image {
      case .size(let size): view.imageSize = size
      case .file(let path, let size):
        view.imageSize = size
        view.appearance.imagePath = path
      case .asset(let name, let size):
        view.imageSize = size
        view.appearance.imageName = name
      }
    }
    // A key without a text shows the key, as `NSLocalizedString` does for a key no table has.
    var text = spec.text ?? spec.textKey
    var placeholder = spec.placeholder ?? spec.placeholderKey
    var segments = spec.segments
    if let localizer = options.localizer {
      text = text.map { localizer.text(key: spec.textKey, base: $0).text }
      placeholder = placeholder.map { localizer.text(key: spec.placeholderKey, base: $0).text }
      segments = segments.map { localizer.text(key: nil, base: $0).text }
    }
    if options.doubleStrings {
      text = text.map { "\($0) \($0)" }
      placeholder = placeholder.map { "\($0) \($0)" }
      segments = segments.map { "\($0) \($0)" }
    }
    let defaultLines = spec.kind == .textView ? 0 : 1
    if text != nil || spec.kind.hasText {
      view.text = TextContent(
        text ?? "", font: spec.font ?? .systemDefault, numberOfLines: spec.lines ?? defaultLines,
        alignment: spec.textAlignment ?? .natural)
    }
    view.placeholder = placeholder
    if let scrolls = spec.scrollEnabled { view.isScrollEnabled = scrolls }
    view.segments = segments
    view.intrinsicContentSizeOverride = spec.intrinsicSize
    if let hugging = spec.hugging {
      if let value = hugging.horizontal { view.contentHuggingPriority.horizontal = Priority(value) }
      if let value = hugging.vertical { view.contentHuggingPriority.vertical = Priority(value) }
    }
    if let compression = spec.compression {
      if let value = compression.horizontal {
        view.compressionResistancePriority.horizontal = Priority(value)
      }
      if let value = compression.vertical { view.compressionResistancePriority.vertical = Priority(value) }
    }
    view.directionalLayoutMargins = spec.margins
    if let preserves = spec.preservesSuperviewLayoutMargins {
      view.preservesSuperviewLayoutMargins = preserves
    }
    if let insets = spec.insetsLayoutMarginsFromSafeArea { view.insetsLayoutMarginsFromSafeArea = insets }
    if let semantic = spec.semantic { view.semanticContentAttribute = semantic }
    view.manualFrame = spec.frame
    view.expectedFrame = spec.expect
    view.stack = spec.stack
  }

  // MARK: Constraints

  /// Makes the entry's constraints and activates them, through `engine` when given (see `LayoutEngine.activate`).
  mutating func install(_ entry: ConstraintEntry, metrics: [String: Double], engine: LayoutEngine?)
    throws(DocumentError)
  {
    let specs: [ConstraintSpec]
    let text: String
    do {
      switch entry.body {
      case .equation(let equation):
        text = equation
        specs = [try EquationParser.parse(equation, metrics: metrics)]
      case .visualFormat(let line, let options, let extra):
        text = line
        var all = metrics
        for (name, value) in extra { all[name] = value }
        specs = try VisualFormatParser.parse(line, options: options, metrics: all)
      }
    } catch {
      throw DocumentError(error.message, at: entry.textLocation.advanced(by: error.column - 1))
    }
    for spec in specs {
      let names = [spec.first.item, spec.second?.item].compactMap { $0 }.compactMap { item -> String? in
        switch item {
        case .named(let id): return id
        case .guide(let owner?, _): return owner
        default: return nil
        }
      }
      // Constraints on views uninstalled for these size classes are uninstalled with them.
      if names.contains(where: uninstalled.contains) { continue }
      let location = entry.textLocation.advanced(by: max(0, spec.column - 1))
      // The same bound as every other number in a document: beyond it, frames overflow to infinity in output.
      for (what, value) in [("constant", spec.constant), ("multiplier", spec.multiplier)]
      where !(abs(value) <= FiniteNumber.maximumMagnitude) {
        throw DocumentError(
          "the \(what) \(value) is out of range (±10 000 000); use a smaller number", at: location)
      }
      let superview = try superviewItem(for: spec, names: names, text: text, location: location)
      let first = try resolve(spec.first.item, superview: superview, location: location)
      let second = try spec.second.map {
        (reference: AttributeReference) throws(DocumentError) -> LayoutItem in
        try resolve(reference.item, superview: superview, location: location)
      }
      let priority = entry.priority ?? spec.priority ?? 1000
      let constraint = LayoutConstraint(
        first, spec.first.attribute, spec.relation, second, spec.second?.attribute ?? .notAnAttribute,
        multiplier: spec.multiplier, constant: spec.constant, priority: Priority(priority),
        identifier: entry.identifier, spacing: spec.standardSpacing ? .standard : nil)
      constraint.source = spec.source
      if let id = entry.identifier { identified[id, default: []].append(constraint) }
      guard entry.isActive else {
        do { try constraint.validate() } catch { throw DocumentError(error.description, at: location) }
        continue
      }
      do {
        if let engine { try engine.activate([constraint]) } else { try constraint.activate() }
      } catch {
        throw DocumentError(error.description, at: location)
      }
    }
  }

  // MARK: States

  /// Applies one of the document's `states:` to the built views: add, deactivate, constants, activate, remove.
  mutating func apply(_ state: LayoutStateSpec, engine: LayoutEngine?) throws(DocumentError) {
    guard let root = rootView else { return }
    for spec in state.add {
      if let when = spec.when, !when.matches(traits) {
        markUninstalled(spec)
        continue
      }
      let view = try makeView(spec, parent: root)
      do { try root.addSubview(view) } catch { throw DocumentError("\(error)", at: spec.location) }
    }
    // The loader checked that every identifier is defined; one whose constraints a size class left out (when:)
    // or a removed view took with it has nothing left to change.
    for (id, _) in state.deactivate {
      for constraint in identified[id] ?? [] { constraint.deactivate() }
    }
    for (id, value, _) in state.constants {
      for constraint in identified[id] ?? [] { constraint.constant = value }
    }
    let metrics = document.metricTable
    for entry in state.activate {
      if let when = entry.when, !when.matches(traits) { continue }
      try install(entry, metrics: metrics, engine: engine)
    }
    for (id, location) in state.remove {
      guard let view = views[id] else {
        // Left out for these size classes (when:), so there is nothing to remove.
        guard uninstalled.contains(id) else { throw unknown(id, at: location) }
        continue
      }
      view.removeFromSuperview()
      // The document never adds a removed view back, so the constraints among its own subviews go too; kept,
      // they and the views would hold each other forever.
      for constraint in view.activeConstraints { constraint.deactivate() }
      var gone: Set<String> = []
      for removed in view.subtree {
        gone.insert(removed.identifier)
        for guide in removed.layoutGuides { gone.insert(guide.identifier) }
      }
      for name in gone {
        views[name] = nil
        guides[name] = nil
      }
      order.removeAll { gone.contains($0) }
    }
  }

  /// The view `superview` means: the superview of the constraint's first named item.
  private func superviewItem(
    for spec: ConstraintSpec, names: [String], text: String, location: SourceLocation
  )
    throws(DocumentError) -> View?
  {
    let needsSuperview = [spec.first.item, spec.second?.item].contains { item in
      switch item {
      case .superview?, .guide(nil, _)?: true
      default: false
      }
    }
    guard needsSuperview else { return nil }
    guard let name = names.first else {
      throw DocumentError(
        "'superview' needs a view in the same constraint to be the superview of", at: location)
    }
    let item = try resolve(.named(name), superview: nil, location: location)
    let host: View? = (item as? View) ?? (item as? LayoutGuide)?.owningView
    if item is LayoutGuide { return host }
    guard let parent = host?.superview else {
      throw DocumentError(
        "'\(name)' has no superview (it is the root); relate it to its own edges or guides instead",
        at: location)
    }
    return parent
  }

  private func resolve(_ item: ItemReference, superview: View?, location: SourceLocation)
    throws(DocumentError) -> LayoutItem
  {
    switch item {
    case .superview:
      guard let superview else {
        throw DocumentError("'superview' has nothing to refer to here", at: location)
      }
      return superview
    case .named(let id):
      if let view = views[id] { return view }
      if let guide = guides[id] { return guide }
      throw unknown(id, at: location)
    case .guide(let owner, let kind):
      let view: View
      if let owner {
        guard let found = views[owner] else { throw unknown(owner, at: location) }
        view = found
      } else {
        guard let superview else {
          throw DocumentError("'superview' has nothing to refer to here", at: location)
        }
        view = superview
      }
      switch kind {
      case .safeArea: return view.safeAreaLayoutGuide
      case .layoutMargins: return view.layoutMarginsGuide
      case .contentLayout, .frameLayout:
        guard view.kind == .scroll else {
          throw DocumentError(
            "'\(view.identifier)' is not a scroll view, so it has no \(kind.rawValue)Guide (give it kind: scroll)",
            at: location)
        }
        return kind == .contentLayout ? view.contentLayoutGuide : view.frameLayoutGuide
      default: return view.readableContentGuide
      }
    }
  }

  func unknown(_ id: String, at location: SourceLocation) -> DocumentError {
    let suggestions = nearest(id, in: order)
    let hint =
      suggestions.isEmpty ? "" : "; did you mean \(suggestions.map { "'\($0)'" }.joined(separator: " or "))?"
    return DocumentError(
      "unknown view or guide '\(id)'\(hint) (ids in this document: \(order.prefix(12).joined(separator: ", "))\(order.count > 12 ? ", …" : ""))",
      at: location)
  }
}
