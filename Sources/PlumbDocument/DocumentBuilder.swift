public import PlumbLayout
import PlumbSolver

/// Options that change how a document becomes views.
public struct BuildOptions: Sendable, Hashable {
  /// Command-line trait overrides.
  public var overrides: TraitOverrides
  /// Double every string, like `NSDoubleLocalizedStrings`, to test long translations.
  public var doubleStrings: Bool

  /// Creates options.
  public init(overrides: TraitOverrides = TraitOverrides(), doubleStrings: Bool = false) {
    self.overrides = overrides
    self.doubleStrings = doubleStrings
  }
}

extension LayoutDocument {
  /// Builds the view tree and activates the constraints, for the canvas the document (and `options`) ask for.
  public func makeScreen(options: BuildOptions = BuildOptions()) throws(DocumentError) -> Screen {
    var builder = DocumentBuilder(document: self, options: options)
    return try builder.build()
  }

  /// The screen's name: the file name without its extension.
  public var name: String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
    return String(file[..<dot])
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

  init(document: LayoutDocument, options: BuildOptions) {
    self.document = document
    self.options = options
    request = document.canvas.applying(options.overrides)
    traits = request.canvas.traits
  }

  mutating func build() throws(DocumentError) -> Screen {
    let root = try makeView(document.root, parent: nil)
    let metrics = document.metricTable
    do {
      for entry in document.constraints {
        if let when = entry.when, !when.matches(traits) { continue }
        try install(entry, metrics: metrics)
      }
    } catch {
      // The hierarchy keeps its active constraints and they keep their items (the root too), so an abandoned
      // tree would never be freed; deactivating breaks that cycle.
      for constraint in root.activeConstraints { constraint.deactivate() }
      throw error
    }
    return Screen(name: document.name, root: root, request: request)
  }

  private func duplicate(_ id: String, at location: SourceLocation) -> DocumentError {
    DocumentError("duplicate id '\(id)'; view and guide ids must be unique in a document", at: location)
  }

  private mutating func makeView(_ spec: ViewSpec, parent: View?) throws(DocumentError) -> View {
    guard views[spec.id] == nil, guides[spec.id] == nil, !uninstalled.contains(spec.id) else {
      throw duplicate(spec.id, at: spec.location)
    }
    let view = View(spec.id, kind: spec.kind)
    views[spec.id] = view
    order.append(spec.id)
    configure(view, from: spec)
    for guide in spec.guides {
      guard views[guide.id] == nil, guides[guide.id] == nil else { throw duplicate(guide.id, at: guide.location) }
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
      do { try view.addArrangedSubview(childView) } catch { throw DocumentError("\(error)", at: child.location) }
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

  private mutating func markUninstalled(_ spec: ViewSpec) {
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
      }
    }
    var text = spec.text
    var placeholder = spec.placeholder
    var segments = spec.segments
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
      view.contentHuggingPriority = AxisPair(horizontal: Priority(hugging.horizontal), vertical: Priority(hugging.vertical))
    }
    if let compression = spec.compression {
      view.compressionResistancePriority = AxisPair(
        horizontal: Priority(compression.horizontal), vertical: Priority(compression.vertical))
    }
    view.directionalLayoutMargins = spec.margins
    if let preserves = spec.preservesSuperviewLayoutMargins { view.preservesSuperviewLayoutMargins = preserves }
    if let insets = spec.insetsLayoutMarginsFromSafeArea { view.insetsLayoutMarginsFromSafeArea = insets }
    if let semantic = spec.semantic { view.semanticContentAttribute = semantic }
    view.manualFrame = spec.frame
    view.expectedFrame = spec.expect
    view.stack = spec.stack
  }

  // MARK: Constraints

  private func install(_ entry: ConstraintEntry, metrics: [String: Double]) throws(DocumentError) {
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
      let superview = try superviewItem(for: spec, names: names, text: text, location: location)
      let first = try resolve(spec.first.item, superview: superview, location: location)
      let second = try spec.second.map { (reference: AttributeReference) throws(DocumentError) -> LayoutItem in
        try resolve(reference.item, superview: superview, location: location)
      }
      let priority = entry.priority ?? spec.priority ?? 1000
      let constraint = LayoutConstraint(
        first, spec.first.attribute, spec.relation, second, spec.second?.attribute ?? .notAnAttribute,
        multiplier: spec.multiplier, constant: spec.constant, priority: Priority(priority),
        identifier: entry.identifier, spacing: spec.standardSpacing ? .standard : nil)
      constraint.source = spec.source
      guard entry.isActive else {
        do { try constraint.validate() } catch { throw DocumentError(error.description, at: location) }
        continue
      }
      do {
        try constraint.activate()
      } catch {
        throw DocumentError(error.description, at: location)
      }
    }
  }

  /// The view `superview` means: the superview of the constraint's first named item.
  private func superviewItem(for spec: ConstraintSpec, names: [String], text: String, location: SourceLocation)
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
      throw DocumentError("'superview' needs a view in the same constraint to be the superview of", at: location)
    }
    let item = try resolve(.named(name), superview: nil, location: location)
    let host: View? = (item as? View) ?? (item as? LayoutGuide)?.owningView
    if item is LayoutGuide { return host }
    guard let parent = host?.superview else {
      throw DocumentError("'\(name)' has no superview (it is the root); relate it to its own edges or guides instead", at: location)
    }
    return parent
  }

  private func resolve(_ item: ItemReference, superview: View?, location: SourceLocation) throws(DocumentError) -> LayoutItem {
    switch item {
    case .superview:
      guard let superview else { throw DocumentError("'superview' has nothing to refer to here", at: location) }
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
        guard let superview else { throw DocumentError("'superview' has nothing to refer to here", at: location) }
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

  private func unknown(_ id: String, at location: SourceLocation) -> DocumentError {
    let suggestions = nearest(id, in: order)
    let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.map { "'\($0)'" }.joined(separator: " or "))?"
    return DocumentError("unknown view or guide '\(id)'\(hint) (ids in this document: \(order.prefix(12).joined(separator: ", "))\(order.count > 12 ? ", …" : ""))", at: location)
  }
}
