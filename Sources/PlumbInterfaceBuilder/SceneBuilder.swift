import PlumbLayout
import PlumbResources

/// Builds one scene's view tree and constraints from its XML.
final class SceneBuilder {
  let traits: TraitCollection
  let images: [String: Size]
  let namedColors: [String: String]
  let options: InterfaceBuilderOptions
  let setsExpectedFrames: Bool

  var warnings: [IBWarning] = []
  var items: [String: LayoutItem] = [:]
  var objects: [IBObject] = []
  var constraintsByID: [(String, LayoutConstraint)] = []
  var autoresizing: [AutoresizingEntry] = []
  /// Stored frames by view identity, for autoresizing.
  var storedFrames: [ObjectIdentifier: Rect] = [:]
  /// Views the file itself marks `misplaced="YES"` and `ambiguous="YES"`: Xcode's verdict when it saved it.
  var xcodeMarks = XcodeMarks()
  /// Objects left out for the chosen size classes (constraints on them are dropped silently).
  private var uninstalled: Set<String> = []
  /// Ids inside elements Plumb does not lay out (`recordIgnored`).
  private var ignoredIDs: Set<String> = []
  private var installation: [String: Bool] = [:]
  private var pending: [(node: XMLElementNode, container: View)] = []
  /// Table prototype, static table and collection view cells, in document order; each is laid out as a screen
  /// of its own.
  var prototypes: [PrototypeCell] = []
  /// The Interface Builder build that saved the document (`toolsVersion`).
  var build: Int?
  /// Ids of the views of cells built into their containers (`placeInContainer`).
  var cellCopies: Set<String> = []
  /// Above zero while a cell is built into its table or collection view in the container's scene: those copies
  /// are drawn there but measured in the cell's own screen.
  private var cellsInContainer = 0
  /// Views whose `verifyAmbiguity` leaves their size (or frame) unchecked, with their stored frames.
  private var unverified: [(view: View, frame: Rect, position: Bool)] = []
  /// The screen has a home indicator (a bottom safe-area inset before any bars).
  var homeIndicator = false
  /// The top of the screen's safe area in the root view (status bar and bars), for the content inset UIKit gives
  /// a table or collection view under them.
  var safeAreaTop = 0.0
  /// The view controller adjusts its scroll views' insets (`automaticallyAdjustsScrollViewInsets`, iOS 7–10).
  var adjustsScrollViewInsets = true
  /// `topLayoutGuide` / `bottomLayoutGuide` ids of the view controller (pre-safe-area documents).
  var legacyGuides: [String: Bool] = [:]
  /// Image names the document's `<resources>` marks as system symbols.
  var symbolImages: Set<String> = []

  init(
    traits: TraitCollection, images: [String: Size], namedColors: [String: String],
    options: InterfaceBuilderOptions,
    setsExpectedFrames: Bool
  ) {
    self.traits = traits
    self.images = images
    self.namedColors = namedColors
    self.options = options
    self.setsExpectedFrames = setsExpectedFrames
  }

  // MARK: - Warnings

  func warn(_ kind: IBWarning.Kind, _ message: String, _ node: XMLElementNode, id: String? = nil) {
    if kind == .unsupportedElement { recordIgnored(node) }
    warnings.append(
      IBWarning(
        kind: kind, message: message, element: node.name, objectID: id ?? node["id"], line: node.line,
        column: node.column))
  }

  // MARK: - Views

  /// Element names that are views Plumb models, with their kind.
  static let kinds: [String: ViewKind] = [
    "view": .view, "label": .label, "button": .button, "textField": .textField, "textView": .textView,
    "imageView": .image, "switch": .switch, "slider": .slider, "stepper": .stepper,
    "segmentedControl": .segmented,
    "activityIndicatorView": .activityIndicator, "progressView": .progress, "stackView": .stack,
    "scrollView": .scroll, "tableViewCellContentView": .view, "collectionViewCellContentView": .view,
    "tableViewCell": .view, "collectionViewCell": .view, "collectionReusableView": .view, "tableView": .view,
    "collectionView": .view, "visualEffectView": .view,
  ]

  /// UIKit views Plumb lays out as plain views (they keep their frame or constraints, nothing else).
  static let plainViews: Set<String> = [
    "mapView", "wkWebView", "webView", "pickerView", "datePicker", "pageControl", "searchBar",
    "navigationBar",
    "toolbar", "tabBar", "containerView", "arscnView", "arskView", "sceneKitView", "glkView", "mtkView",
    "skView", "arView", "tableViewHeaderFooterView", "inputView", "window", "clipView",
  ]

  /// Child elements that do not affect layout and are skipped without a warning.
  static let ignoredChildren: Set<String> = [
    "connections", "userDefinedRuntimeAttributes", "accessibility", "textInputTraits", "nil", "point",
    "freeformSimulatedSizeMetrics", "simulatedMetricsContainer", "simulatedStatusBarMetrics",
    "simulatedNavigationBarMetrics", "simulatedTabBarMetrics", "simulatedScreenMetrics",
    "simulatedOrientationMetrics",
    "gestureRecognizers", "size", "inset", "preferredSymbolConfiguration", "imageReference",
    "backgroundConfiguration",
    "attributedString", "string", "color", "fontDescription", "rect", "autoresizingMask", "subviews",
    "constraints",
    "viewLayoutGuide", "keyboardLayoutGuide", "variation", "edgeInsets", "directionalEdgeInsets", "state",
    "segments",
    "buttonConfiguration",
    "collectionViewFlowLayout", "collectionViewLayout", "offsetWrapper", "integer", "real",
    "dataDetectorType",
    "date", "locale", "locales", "blurEffect", "vibrancyEffect", "contentConfiguration",
    "tableViewCellContentView",
    "collectionViewCellContentView", "datePickerMode", "imageSymbolConfiguration", "action",
  ]

  /// Builds `node` and its subtree under `parent` (nil for the scene's root): the view and its IB object, its
  /// attributes, its stored frame (and, frame-placed, its autoresizing), what its kind shows, its place under
  /// `parent`, its design-time sizes, then its children.
  func buildView(_ node: XMLElementNode, parent: View?, arranged: Bool) -> View? {
    let element = ResolvedElement(node, traits: traits)
    var (view, object) = makeView(node)
    applyAttributes(element, to: view)
    let stored = placeByStoredFrame(element, view: view, parent: parent, arranged: arranged)
    applyKind(element, to: view, object: &object)
    if let parent {
      do {
        if arranged { try parent.addArrangedSubview(view) } else { try parent.addSubview(view) }
      } catch {
        warn(.unsupportedElement, "cannot add \(view.identifier): \(error)", node, id: view.identifier)
        return nil
      }
    }
    if options.useStoredContentSizes, let stored { applyStoredContentSize(stored, to: view, node: node) }
    if options.canvasMode == .interfaceBuilder { applyPlaceholderIntrinsicSize(element, to: view) }
    if options.canvasMode == .interfaceBuilder, setsExpectedFrames, parent != nil, let stored,
      let position = StoredFrameHold.holdsPosition(verifyAmbiguity: element["verifyAmbiguity"])
    {
      unverified.append((view, stored, position))
    }
    if object.name.isEmpty { object.name = object.text ?? object.className }
    view.displayName = object.name
    objects.append(object)
    buildChildren(element, of: view)
    return view
  }

  /// The view for `node` (a plain view, with a warning, for an element Plumb does not model) and its IB object.
  private func makeView(_ node: XMLElementNode) -> (View, IBObject) {
    let id = node["id"] ?? synthesizedID(node)
    let kind: ViewKind
    if let known = Self.kinds[node.name] {
      kind = known
    } else {
      kind = .view
      let what =
        Self.plainViews.contains(node.name) ? "UIKit's \(node.name)" : "unknown element <\(node.name)>"
      warn(.unsupportedElement, "\(what) is laid out as a plain view", node, id: id)
    }
    let view = View(id, kind: kind)
    items[id] = view
    let className = node["customClass"] ?? Self.uikitClass(node.name, kind: kind)
    let object = IBObject(
      id: id, name: node["userLabel"] ?? "", className: className, element: node.name, line: node.line,
      column: node.column)
    return (view, object)
  }

  /// Attributes every view has: hidden, clipping, semantic content, priorities, margins.
  private func applyAttributes(_ element: ResolvedElement, to view: View) {
    let node = element.node
    view.isHidden = element.bool("hidden") ?? false
    if let clips = element.bool("clipsSubviews") { view.clipsToBounds = clips }
    if let semantic = element["semanticContentAttribute"] {
      if let value = IBValues.semantic(semantic) {
        view.semanticContentAttribute = value
      } else {
        warn(.invalidValue, "unknown semanticContentAttribute \(semantic)", node, id: view.identifier)
      }
    }
    applyPriorities(element, to: view)
    applyMargins(element, to: view)
  }

  /// Records the stored frame (the expected frame, where the scene is laid out at its stored size) and places a
  /// frame-placed view by it and its autoresizing mask. Returns the stored frame.
  private func placeByStoredFrame(_ element: ResolvedElement, view: View, parent: View?, arranged: Bool)
    -> Rect?
  {
    let node = element.node
    if cellsInContainer == 0 { xcodeMarks.record(node, id: view.identifier) }
    var stored = element.child("rect", key: "frame").flatMap(Self.rect)
    // A cell's or effect view's content view stored without a frame (older Xcode) fills its container, as the
    // container sizes it.
    let fillsContainer = stored == nil && node["key"] == "contentView"
    if fillsContainer, let parent, let bounds = storedFrames[ObjectIdentifier(parent)] {
      stored = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
    }
    if let stored {
      storedFrames[ObjectIdentifier(view)] = stored
      if setsExpectedFrames && parent != nil && !fillsContainer && cellsInContainer == 0 {
        view.expectedFrame = stored
      }
    }
    // `fixedFrame="YES"` (a view Interface Builder keeps where it was drawn: its prototyping constraints) is placed
    // by its stored frame and autoresizing mask, as the compiled file places it, even when IB also wrote
    // translatesAutoresizingMaskIntoConstraints="NO".
    let fixedFrame = element.bool("fixedFrame") == true
    if let parent, !arranged, element["translatesAutoresizingMaskIntoConstraints"] != "NO" || fixedFrame {
      if stored == nil {
        warn(.invalidValue, "a frame-placed view without <rect key=\"frame\"> is placed at zero", node)
      }
      var mask =
        element.child("autoresizingMask", key: "autoresizingMask").map(AutoresizingMask.init)
        ?? AutoresizingMask()
      if fillsContainer {
        mask.widthSizable = true
        mask.heightSizable = true
      }
      view.manualFrame = stored ?? .zero
      autoresizing.append(AutoresizingEntry(view: view, parent: parent, stored: stored ?? .zero, mask: mask))
    }
    return stored
  }

  /// What the view's kind shows and how it lays out: content, stand-in drawing, a control's alignment rectangle,
  /// colours, runtime attributes, a stack's configuration.
  private func applyKind(_ element: ResolvedElement, to view: View, object: inout IBObject) {
    applyContent(element, to: view, object: &object)
    applyStandIn(element, to: view)
    applyControlAlignment(to: view)
    applyColors(element, to: view)
    applyRuntimeAttributes(element.node, to: view)
    if view.kind == .stack {
      // UIStackView's own layout margins are zero until set.
      if view.layoutMargins == nil && view.directionalLayoutMargins == nil { view.layoutMargins = .zero }
      let config = stackConfiguration(element)
      view.stack = config
      // Workaround: PlumbLayout collects system guides before it builds stack constraints, so a margins guide
      // first asked for by the stack would have no edges; asking for it here makes it in time.
      if config.isLayoutMarginsRelativeArrangement { _ = view.layoutMarginsGuide }
    }
    if element.bool("layoutMarginsFollowReadableWidth") == true {
      warn(
        .unsupportedAttribute, "layoutMarginsFollowReadableWidth is not modelled; the margins stay as set",
        element.node, id: view.identifier)
    }
  }

  /// The view's guides, subviews (a content view first, as UIKit's first subview; arranged in a stack; those
  /// not installed in this size class skipped), constraints (activated once the scene is built) and cells.
  private func buildChildren(_ element: ResolvedElement, of view: View) {
    let node = element.node
    for guideNode in node.children("viewLayoutGuide") { addGuide(guideNode, to: view) }
    for guideNode in node.children("keyboardLayoutGuide") { addKeyboardGuide(guideNode, to: view) }
    for (reference, installed) in element.masks("subviews") + element.masks("constraints") {
      installation[reference] = installed
    }
    for child in node.children where child["key"] == "contentView" {
      if Self.kinds[child.name] == .view || child.name == "view" {
        _ = buildView(child, parent: view, arranged: false)
      }
    }
    for subviews in node.children("subviews") {
      for child in subviews.children {
        guard let childID = child["id"], installation[childID] == false else {
          _ = buildView(child, parent: view, arranged: view.kind == .stack)
          continue
        }
        markUninstalled(child)
      }
    }
    for list in node.children("constraints") {
      for constraint in list.children("constraint") { pending.append((constraint, view)) }
    }
    for child in node.children
    where !Self.ignoredChildren.contains(child.name) && child["key"] != "contentView" {
      readOtherChild(child, of: node, view: view)
    }
  }

  /// A child element that is not a subview, constraint or guide: cells, legacy layout guides, or a warning.
  private func readOtherChild(_ child: XMLElementNode, of node: XMLElementNode, view: View) {
    let id = view.identifier
    switch child.name {
    case "prototypes" where node.name == "tableView":
      // Each prototype becomes its own screen (PrototypeCells.swift); the table's scene shows it empty.
      collectCells(child, element: "tableViewCell", kind: .prototype, container: view, containerNode: node)
    case "sections" where node.name == "tableView":
      collectStaticCells(child, table: view, tableNode: node)
    case "cells" where node.name == "collectionView":
      collectCells(
        child, element: "collectionViewCell", kind: .collectionItem, container: view, containerNode: node)
    case "prototypes", "cells", "sections":
      warn(.unsupportedElement, "<\(child.name)> cells of \(node.name) \(id) are not laid out", child, id: id)
    case "layoutGuides":
      for guide in child.children where guide.name == "viewControllerLayoutGuide" {
        if let guideID = guide["id"] { legacyGuides[guideID] = guide["type"] == "top" }
      }
    default:
      warn(.unsupportedElement, "<\(child.name)> in \(node.name) \(id) is ignored", child, id: id)
    }
  }

  /// The `element` cells of a table's `<prototypes>` or a collection view's `<cells>`; anything else is warned.
  private func collectCells(
    _ list: XMLElementNode, element: String, kind: PrototypeCell.Kind, container: View,
    containerNode: XMLElementNode
  ) {
    for cell in list.children {
      if cell.name == element {
        prototypes.append(
          PrototypeCell(node: cell, container: container, containerNode: containerNode, kind: kind))
        placeInContainer(cell, container: container, containerNode: containerNode)
      } else {
        let id = containerNode["id"] ?? "?"
        warn(
          .unsupportedElement, "<\(cell.name)> in the \(list.name) of \(containerNode.name) \(id) is ignored",
          cell)
      }
    }
  }

  /// Builds a cell into its table or collection view in the container's scene too, at the frame Interface
  /// Builder stored for it (below the section headers it drew), so the container's screen shows its cells. The
  /// copy's problems and frames are reported by the cell's own screen, not again here.
  private func placeInContainer(_ cell: XMLElementNode, container: View, containerNode: XMLElementNode) {
    // The running app sizes and places cells itself; only Xcode's canvas has them at their stored frames.
    guard options.canvasMode == .interfaceBuilder, cell.child("rect", key: "frame") != nil else { return }
    let warningCount = warnings.count
    let objectCount = objects.count
    cellsInContainer += 1
    let view = buildView(cell, parent: container, arranged: false)
    cellsInContainer -= 1
    cellCopies.formUnion(objects[objectCount...].map(\.id))
    warnings.removeSubrange(warningCount...)
    guard let view else { return }
    moveDown(view, by: adjustedContentTop(container, node: containerNode))
    guard containerNode.name == "tableView" else { return }
    applyCellMargins(cell, container: container)
    if containerNode["separatorStyle"] != "none" { view.appearance.standIn = "tableViewCell" }
    // UITableViewCell's default background: the grouped cell colour in a grouped table, the system one otherwise.
    if view.appearance.backgroundColor == nil {
      let grouped = ["grouped", "insetGrouped"].contains(containerNode["style"] ?? "")
      view.appearance.backgroundColor = grouped ? "secondarySystemGroupedBackground" : "systemBackground"
    }
  }

  /// Where a table's or collection view's content starts on screen: stored cell frames are in content
  /// coordinates, and UIKit's automatic content inset adjustment (iOS 11's `contentInsetAdjustmentBehavior`,
  /// before it the controller's `automaticallyAdjustsScrollViewInsets`) starts the content below the status bar
  /// and bars the scroll view lies under, as Xcode's canvas shows a table view controller's first row below its
  /// navigation bar.
  private func adjustedContentTop(_ container: View, node: XMLElementNode) -> Double {
    guard adjustsScrollViewInsets, node["contentInsetAdjustmentBehavior"] != "never" else { return 0 }
    return max(0, safeAreaTop - Self.storedTop(of: container, frames: storedFrames))
  }

  /// A view's top in its root view, from the stored frames of the view and of its superviews below the root (the
  /// safe area is in the root's coordinates); the sum stops at the first superview stored without a frame.
  static func storedTop(of view: View, frames: [ObjectIdentifier: Rect]) -> Double {
    var top = frames[ObjectIdentifier(view)]?.origin.y ?? 0
    var ancestor = view.superview
    while let current = ancestor, current.superview != nil, let frame = frames[ObjectIdentifier(current)] {
      top += frame.origin.y
      ancestor = current.superview
    }
    return top
  }

  /// Moves a frame-placed view (a cell's copy) down by `offset`, its frame and its autoresizing alike.
  private func moveDown(_ view: View, by offset: Double) {
    guard offset > 0, var frame = view.manualFrame else { return }
    frame.origin.y += offset
    view.manualFrame = frame
    if let index = autoresizing.lastIndex(where: { $0.view === view }) {
      let entry = autoresizing[index]
      var stored = entry.stored
      stored.origin.y += offset
      autoresizing[index] = AutoresizingEntry(
        view: view, parent: entry.parent, stored: stored, mask: entry.mask)
    }
  }

  /// The content view margins the cell's own screen gives it (`CellMetrics`), for its copy in the table.
  private func applyCellMargins(_ cell: XMLElementNode, container: View) {
    guard let contentID = cell.children.first(where: { $0["key"] == "contentView" })?["id"],
      let content = items[contentID] as? View, content.layoutMargins == nil,
      content.directionalLayoutMargins == nil
    else { return }
    let canvas = Canvas(width: .fit, height: .fit, traits: traits)
    var (leading, trailing) = CellMetrics.horizontalMargins(table: container, canvas: canvas)
    var vertical = CellMetrics.contentVerticalMargin
    if options.canvasMode == .interfaceBuilder, container.layoutMargins == nil,
      container.directionalLayoutMargins == nil,
      let margins = CellMetrics.xcodeContentMargins(
        build: build, tableWidth: storedFrames[ObjectIdentifier(container)]?.width ?? 0,
        compactWidth: traits.horizontalSizeClass == .compact,
        hasAccessory: (cell["accessoryType"] ?? "none") != "none")
    {
      (leading, trailing, vertical) = (margins.leading, margins.trailing, margins.vertical ?? vertical)
    }
    content.directionalLayoutMargins = DirectionalEdgeInsets(
      top: vertical, leading: leading, bottom: vertical, trailing: trailing)
  }

  /// A static table's `<sections><tableViewSection><cells><tableViewCell>`, numbered as UIKit's index paths.
  private func collectStaticCells(_ sections: XMLElementNode, table: View, tableNode: XMLElementNode) {
    var section = 0
    for sectionNode in sections.children {
      guard sectionNode.name == "tableViewSection" else {
        warn(
          .unsupportedElement,
          "<\(sectionNode.name)> in the sections of tableView \(table.identifier) is ignored", sectionNode)
        continue
      }
      var row = 0
      for child in sectionNode.children {
        guard child.name == "cells" else {
          warn(.unsupportedElement, "<\(child.name)> in a tableViewSection is ignored", child)
          continue
        }
        for cell in child.children {
          guard cell.name == "tableViewCell" else {
            warn(.unsupportedElement, "<\(cell.name)> in the cells of a tableViewSection is ignored", cell)
            continue
          }
          prototypes.append(
            PrototypeCell(
              node: cell, container: table, containerNode: tableNode,
              kind: .staticRow(section: section, row: row)))
          placeInContainer(cell, container: table, containerNode: tableNode)
          row += 1
        }
      }
      section += 1
    }
  }

  /// An id for an element IB wrote without one: its name and position, stable across runs.
  private func synthesizedID(_ node: XMLElementNode) -> String {
    return "\(node.name)-\(node.line)-\(node.column)"
  }

  private func markUninstalled(_ node: XMLElementNode) {
    if let id = node["id"] { uninstalled.insert(id) }
    for child in node.children { markUninstalled(child) }
  }

  static func uikitClass(_ element: String, kind: ViewKind) -> String {
    switch element {
    case "scrollView": "UIScrollView"
    case "tableView": "UITableView"
    case "collectionView": "UICollectionView"
    case "tableViewCell": "UITableViewCell"
    case "collectionViewCell": "UICollectionViewCell"
    case "tableViewCellContentView", "collectionViewCellContentView": "UIView"
    case "visualEffectView": "UIVisualEffectView"
    case "collectionReusableView": "UICollectionReusableView"
    default:
      kind == .view && element != "view"
        ? "UI" + element.prefix(1).uppercased() + element.dropFirst() : kind.className
    }
  }

  static func rect(_ node: XMLElementNode) -> Rect? {
    guard let width = node.number("width"), let height = node.number("height") else { return nil }
    return Rect(x: node.number("x") ?? 0, y: node.number("y") ?? 0, width: width, height: height)
  }

  private func applyPriorities(_ element: ResolvedElement, to view: View) {
    let names: [(String, Axis, Bool)] = [
      ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
      ("horizontalCompressionResistancePriority", .horizontal, false),
      ("verticalCompressionResistancePriority", .vertical, false),
    ]
    for (name, axis, hugging) in names {
      guard let text = element[name] else { continue }
      guard let value = FiniteNumber.parse(text).map(Float.init), value >= 1, value <= 1000 else {
        warn(.invalidValue, "\(name)=\(text) is not a priority 1…1000; UIKit's default is used", element.node)
        continue
      }
      if hugging {
        view.contentHuggingPriority[axis] = Priority(value)
      } else {
        view.compressionResistancePriority[axis] = Priority(value)
      }
    }
  }

  private func applyMargins(_ element: ResolvedElement, to view: View) {
    if let insets = element.child("edgeInsets", key: "layoutMargins") {
      view.layoutMargins = EdgeInsets(
        top: insets.number("top") ?? 0, left: insets.number("left") ?? 0,
        bottom: insets.number("bottom") ?? 0,
        right: insets.number("right") ?? 0)
    }
    if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
      view.directionalLayoutMargins = DirectionalEdgeInsets(
        top: insets.number("top") ?? 0, leading: insets.number("leading") ?? 0,
        bottom: insets.number("bottom") ?? 0, trailing: insets.number("trailing") ?? 0)
    }
    if let preserves = element.bool("preservesSuperviewLayoutMargins") {
      view.preservesSuperviewLayoutMargins = preserves
    }
    if let insets = element.bool("insetsLayoutMarginsFromSafeArea") {
      view.insetsLayoutMarginsFromSafeArea = insets
    }
  }

  private func font(_ element: ResolvedElement, key: String = "fontDescription") -> FontDescriptor? {
    guard let node = element.child("fontDescription", key: key) else { return nil }
    switch IBValues.font(node) {
    case .success(let font): return font
    case .failure(let problem):
      warn(.invalidValue, "\(problem.reason); the system font is used", node, id: element.node["id"])
      return nil
    }
  }

  /// PlumbLayout reads `.systemDefault` on a button or text view as "no font given" (and uses 15 or 14 pt); a
  /// document that writes System 17 explicitly means 17, so the weight is spelled out to keep it.
  private func explicit(_ font: FontDescriptor?) -> FontDescriptor? {
    guard var font, font == .systemDefault else { return font }
    font.weight = .regular
    return font
  }

  /// What the view's kind shows and sizes it by: text, titles, images, segments.
  private func applyContent(_ element: ResolvedElement, to view: View, object: inout IBObject) {
    switch view.kind {
    case .label: applyLabel(element, to: view, object: &object)
    case .button: applyButton(element, to: view, object: &object)
    case .textField: applyTextField(element, to: view, object: &object)
    case .textView: applyTextView(element, to: view, object: &object)
    case .image: applyImage(element, to: view, object: &object)
    case .segmented: applySegments(element, to: view, object: &object)
    case .activityIndicator: applyActivityIndicator(element, to: view, object: &object)
    default: break
    }
  }

  /// A label's text (attributed text by its characters), font, lines, line breaks and alignment.
  private func applyLabel(_ element: ResolvedElement, to view: View, object: inout IBObject) {
    let node = element.node
    var text = element["text"] ?? ""
    if let attributed = element.child("attributedString", key: "attributedText") {
      text = attributed.children("fragment").compactMap { $0["content"] }.joined()
      warn(.unsupportedAttribute, "attributed text is measured with the label's font only", attributed)
    }
    var content = TextContent(text, font: font(element) ?? .systemDefault)
    if let lines = element["numberOfLines"] {
      if let value = Int(lines), value >= 0 {
        content.numberOfLines = value
      } else {
        warn(.invalidValue, "numberOfLines=\(lines) is not a count; 1 is used", node)
      }
    }
    if let mode = IBValues.lineBreakMode(element["lineBreakMode"]) { content.lineBreakMode = mode }
    if let alignment = element["textAlignment"].flatMap(TextAlignment.init(rawValue:)) {
      content.alignment = alignment
    }
    view.text = content
    view.minimumScaleFactor = Autoshrink.minimumScaleFactor({ element[$0] }, font: content.font)
    object.text = text
  }

  /// A button's normal-state or configuration title and font, or an image-only button's image size, and its
  /// title colour.
  private func applyButton(_ element: ResolvedElement, to view: View, object: inout IBObject) {
    let node = element.node
    let state = element.child("state", key: "normal")
    let configuration = element.child("buttonConfiguration", key: "configuration")
    let title = state?["title"] ?? configuration?["title"] ?? element["title"] ?? ""
    var content = TextContent(title, font: explicit(font(element)) ?? .systemDefault)
    if let configuration {
      if let configured = configuration.child("fontDescription", key: "titleFontDescription"),
        case .success(let value) = IBValues.font(configured)
      {
        content.font = value
      }
      warn(
        .unsupportedAttribute, "a configuration-style button is measured as a legacy button (6 pt padding)",
        configuration, id: node["id"])
    }
    if let lineBreak = IBValues.lineBreakMode(element["lineBreakMode"]) {
      content.lineBreakMode = lineBreak
    }
    view.text = title.isEmpty ? nil : content
    // An image-only button is as large as its image (UIKit adds no padding to an untitled image button).
    let reference =
      state?.child("imageReference", key: "image") ?? configuration?.child("imageReference", key: "image")
    let imageName = state?["image"] ?? configuration?["image"] ?? reference?["image"]
    if title.isEmpty, let imageName {
      view.appearance.imageName = imageName
      // The symbol catalog is named on the image's own element too (`<state image=… catalog="system">`), and a
      // renamed symbol is missing from `<resources>` (Xcode knows every symbol).
      view.appearance.imageIsSymbol =
        (reference ?? state ?? configuration)?["catalog"] == "system" || symbolImages.contains(imageName)
      if view.appearance.imageIsSymbol, images[imageName].map(SymbolSize.isCanvasSize) ?? true {
        view.intrinsicContentSizeOverride = AxisPair(
          horizontal: SymbolSize.standard.width, vertical: SymbolSize.standard.height)
        view.imageSize = SymbolSize.standard
      } else if let size = images[imageName] {
        view.intrinsicContentSizeOverride = AxisPair(horizontal: size.width, vertical: size.height)
        view.imageSize = size
      } else if let asset = options.assets?.image(
        named: imageName, appearance: AssetAppearance(traits.userInterfaceStyle), scale: traits.displayScale)
      {
        view.intrinsicContentSizeOverride = AxisPair(horizontal: asset.width, vertical: asset.height)
        view.imageSize = Size(width: asset.width, height: asset.height)
      } else {
        warn(.unresolvedReference, "image \(imageName) has no <image> size in <resources>", node)
      }
    } else if imageName != nil {
      warn(.unsupportedAttribute, "a button's image beside its title is not measured", node)
    }
    if let color = state?.child("color", key: "titleColor").flatMap({ self.color($0) }) {
      view.appearance.textColor = color
    }
    object.text = title.isEmpty ? nil : title
  }

  /// A text field's text, font, alignment and placeholder.
  private func applyTextField(_ element: ResolvedElement, to view: View, object: inout IBObject) {
    var content = TextContent(element["text"] ?? "", font: font(element) ?? .systemDefault)
    if let alignment = element["textAlignment"].flatMap(TextAlignment.init(rawValue:)) {
      content.alignment = alignment
    }
    view.text = content
    view.placeholder = element["placeholder"]
    object.text = (element["text"]?.isEmpty == false ? element["text"] : nil) ?? element["placeholder"]
  }

  /// A text view's text (attribute or `<string key="text">`) and whether it scrolls (then it has no
  /// intrinsic size).
  private func applyTextView(_ element: ResolvedElement, to view: View, object: inout IBObject) {
    let node = element.node
    let text = element["text"] ?? node.child("string", key: "text")?.text ?? ""
    var content = TextContent(text, font: explicit(font(element)) ?? .systemDefault, numberOfLines: 0)
    if let alignment = element["textAlignment"].flatMap(TextAlignment.init(rawValue:)) {
      content.alignment = alignment
    }
    view.text = content
    // A scrolling text view (UIKit's default) has no intrinsic content size.
    view.isScrollEnabled = element.bool("scrollEnabled") != false
    object.text = text.isEmpty ? nil : text
  }

  /// An image view's image (named or a symbol reference) and content mode.
  private func applyImage(_ element: ResolvedElement, to view: View, object: inout IBObject) {
    let node = element.node
    // Newer Xcode writes symbol images as `<imageReference key="image" image=… catalog="system">`.
    let reference = element.child("imageReference", key: "image")
    if let name = element["image"] ?? reference?["image"] {
      object.imageName = name
      view.appearance.imageName = name
      // `image=… catalog="system"` on the image view itself (older files) names a symbol as the reference does.
      view.appearance.imageIsSymbol =
        (reference ?? node)["catalog"] == "system" || symbolImages.contains(name)
      switch reference?["renderingMode"] ?? element["renderingMode"] {
      case "template", "alwaysTemplate": view.appearance.imageIsTemplate = true
      case "original", "alwaysOriginal": view.appearance.imageIsTemplate = false
      default: break
      }
      if view.appearance.imageIsSymbol, images[name].map(SymbolSize.isCanvasSize) ?? true {
        // Some Xcode releases store a symbol's vector canvas (128 pt wide) in `<resources>`, not what UIKit draws.
        view.imageSize = SymbolSize.estimate(element)
      } else if let size = images[name] {
        view.imageSize = size
      } else if let asset = options.assets?.image(
        named: name, appearance: AssetAppearance(traits.userInterfaceStyle), scale: traits.displayScale)
      {
        view.imageSize = Size(width: asset.width, height: asset.height)
      } else {
        warn(
          .unresolvedReference,
          "image \(name) has no <image> size in <resources>; it has no intrinsic size", node)
      }
    }
    view.appearance.contentMode = element["contentMode"]
  }

  /// A segmented control's segment titles.
  private func applySegments(_ element: ResolvedElement, to view: View, object: inout IBObject) {
    view.segments = element.child("segments")?.children("segment").map { $0["title"] ?? "" } ?? []
  }

  /// An activity indicator's size by style.
  private func applyActivityIndicator(_ element: ResolvedElement, to view: View, object: inout IBObject) {
    // UIKit's large style is 37 × 37; Plumb's kind measures the medium one.
    if ["large", "whiteLarge"].contains(element["style"] ?? "") {
      view.intrinsicContentSizeOverride = AxisPair(horizontal: 37, vertical: 37)
    }
  }

  private func applyColors(_ element: ResolvedElement, to view: View) {
    func color(_ key: String) -> String? {
      element.child("color", key: key).flatMap { self.color($0) }
    }
    view.appearance.overrideUserInterfaceStyle = InterfaceStyleOverride.read(element.node)
    view.appearance.backgroundColor = color("backgroundColor")
    view.appearance.tintColor = color("tintColor")
    if let text = color("textColor") { view.appearance.textColor = text }
  }

  /// A `<color>`'s value; an unknown name is warned and drawn as a stand-in grey. A name the app's asset catalogs
  /// have takes their value.
  private func color(_ node: XMLElementNode) -> String? {
    // The app's own catalogs first, then what Xcode copied into the file, then catalogs of other apps nearby.
    if node["systemColor"] == nil, let name = node["name"] {
      func asset(_ appearance: AssetAppearance) -> AssetColor? {
        options.assets?.color(named: name, appearance: appearance, ownOnly: true)
          ?? (namedColors[name] == nil ? options.assets?.color(named: name, appearance: appearance) : nil)
      }
      // A colour set with a dark variant follows the appearance of the view that shows it.
      if let light = asset(.light) {
        let dark = asset(.dark)?.hex ?? light.hex
        return dark == light.hex ? light.hex : DynamicColor(light: light.hex, dark: dark).name
      }
    }
    let (value, problem) = IBValues.color(node, named: namedColors)
    if let problem { warn(.invalidValue, problem, node) }
    return value
  }

  /// `layer.cornerRadius` and `layer.borderWidth` set as user-defined runtime attributes.
  private func applyRuntimeAttributes(_ node: XMLElementNode, to view: View) {
    for list in node.children("userDefinedRuntimeAttributes") {
      for attribute in list.children("userDefinedRuntimeAttribute") {
        let value = attribute.children.first { $0["key"] == "value" }?.number("value")
        switch (attribute["keyPath"], value) {
        case ("layer.cornerRadius", let radius?): view.appearance.cornerRadius = radius
        case ("layer.borderWidth", let width?): view.appearance.borderWidth = width
        default: break
        }
      }
    }
  }

  private func stackConfiguration(_ element: ResolvedElement) -> StackConfiguration {
    var config = StackConfiguration()
    if let axis = element["axis"] {
      switch axis {
      case "vertical": config.axis = .vertical
      case "horizontal": config.axis = .horizontal
      default: warn(.invalidValue, "unknown stack axis \(axis); horizontal is used", element.node)
      }
    }
    if let name = element["distribution"] {
      if let value = StackConfiguration.Distribution(rawValue: name) {
        config.distribution = value
      } else {
        warn(.invalidValue, "unknown distribution \(name); fill is used", element.node)
      }
    }
    if let name = element["alignment"] {
      let value = name == "baseline" ? .lastBaseline : StackConfiguration.Alignment(rawValue: name)
      if let value {
        config.alignment = value
      } else {
        warn(.invalidValue, "unknown alignment \(name); fill is used", element.node)
      }
    }
    config.spacing = element.number("spacing") ?? 0
    // Spacing: Use Standard (UIStackView.spacingUseSystem): the system spacing between siblings, 8 pt, as the
    // stored frames of 21 stack views in 5 files show (horizontal and vertical, 8 pt between labels).
    if element["spacingType"] == "standard" { config.spacing = 8 }
    config.isBaselineRelativeArrangement = element.bool("baselineRelativeArrangement") ?? false
    // Interface Builder writes no attribute for "arranged relative to margins": a stack view whose margins the
    // document sets (Layout Margins: Fixed) is stored with its arranged views inside them (12 stack views of the
    // corpus, Xcode 11 and 13; none with margins set and views at the edges).
    let hasMargins =
      element.child("edgeInsets", key: "layoutMargins") != nil
      || element.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
    config.isLayoutMarginsRelativeArrangement =
      element.bool("layoutMarginsRelativeArrangement") ?? hasMargins
    return config
  }

  /// Interface Builder's "Intrinsic Size: Placeholder" (`placeholderIntrinsicWidth/Height`): the size a custom
  /// view's code gives it at run time, stated for the canvas; `infinite` is UIKit's no intrinsic metric.
  private func applyPlaceholderIntrinsicSize(_ element: ResolvedElement, to view: View) {
    func value(_ name: String) -> Double?? {
      guard let text = element[name] else { return .none }
      if text == "infinite" { return .some(nil) }
      guard let number = Double(text), number.isFinite, number >= 0 else {
        warn(.invalidValue, "\(name)=\(text) is not a size; ignored", element.node)
        return .none
      }
      return .some(number)
    }
    let width = value("placeholderIntrinsicWidth")
    let height = value("placeholderIntrinsicHeight")
    guard width != nil || height != nil else { return }
    var pair = view.intrinsicContentSizeOverride ?? AxisPair(horizontal: nil, vertical: nil)
    if let width { pair.horizontal = width }
    if let height { pair.vertical = height }
    view.intrinsicContentSizeOverride = pair
  }

  /// UIKit views laid out as plain views but drawn as stand-ins, with the titles they show.
  static let standIns: Set<String> = [
    "navigationBar", "toolbar", "tabBar", "searchBar", "pageControl", "pickerView", "datePicker",
    "containerView",
  ]

  /// Views UIKit gives an intrinsic height that depends on the iOS release and style: on Xcode's canvas, the
  /// height Xcode stored is that release's (search bars stored 44 pt by Xcode 8, 56 from Xcode 9, 64 by Xcode 16
  /// in the corpus, with no height constraint and nothing else deciding it), so a search bar pinned only at its top
  /// is not ambiguous, as Xcode did not show it.
  static let releaseSizedHeights: Set<String> = ["searchBar", "pageControl", "datePicker"]

  /// UIKit's intrinsic heights of bars and pickers (no intrinsic width): a navigation bar 44 pt (96 with large
  /// titles), a toolbar 44 (49 above a home indicator, as `Bars` has it), a tab bar 49, a picker view 216, as the
  /// frames Xcode stores show them (the corpus: 41 navigation bars at 44 and 5 with large titles at 96, tab bars
  /// at 49, a toolbar at 44 and one at 49 pinned to a notched phone's safe area). The running app's 32-pt bars in
  /// compact height are not applied: the corpus's one landscape tab bar, from an older Xcode, is 49. Search bars,
  /// page controls and date pickers have none here: their UIKit sizes depend on the iOS release and style.
  func uikitIntrinsicHeight(_ node: XMLElementNode) -> Double? {
    switch node.name {
    case "navigationBar": node.bool("largeTitles") == true ? 96 : 44
    case "toolbar": homeIndicator ? 49 : 44
    case "tabBar": 49
    case "pickerView": 216
    default: nil
    }
  }

  private func applyStandIn(_ element: ResolvedElement, to view: View) {
    let node = element.node
    guard Self.standIns.contains(node.name) else { return }
    view.appearance.standIn = node.name
    if let height = uikitIntrinsicHeight(node) {
      view.intrinsicContentSizeOverride = AxisPair(horizontal: nil, vertical: height)
    } else if options.canvasMode == .interfaceBuilder, Self.releaseSizedHeights.contains(node.name),
      let stored = node.child("rect", key: "frame").flatMap(Self.rect), stored.height > 0
    {
      view.intrinsicContentSizeOverride = AxisPair(horizontal: nil, vertical: stored.height)
    }
    switch node.name {
    case "navigationBar":
      // The top item's title (`<items><navigationItem title=…>`).
      let item = node.child("items")?.children("navigationItem").last
      view.segments = [item?["title"] ?? ""]
    case "toolbar", "tabBar":
      let items = node.child("items")?.children.compactMap { $0["title"] ?? $0["systemItem"] } ?? []
      view.segments = items
    case "searchBar":
      view.segments = [node["placeholder"] ?? node["text"] ?? "Search"]
    case "pageControl":
      let pages = max(0, min(20, Int(node["numberOfPages"] ?? "3") ?? 3))
      view.segments = Array(repeating: "", count: pages)
    default:
      break
    }
  }

  /// UISlider and UISwitch are laid out by an alignment rectangle smaller than their frames, which Interface
  /// Builder stores: a slider's frame reaches 2 pt past its constrained edges on either side and 1 pt below (a
  /// slider pinned 8 pt from its superview's leading edge is stored at x = 6, 4 pt wider; 30 pt of alignment
  /// height in a 31-pt frame), a switch's 2 pt past its trailing edge (a 51-pt frame around 49 pt). Measured
  /// on the stored frames of `Benchmarks/InterfaceBuilder` (32 sliders and 13 switches, Xcode 7.3 to 15).
  /// The segmented control UIKit draws since iOS 13 (Xcode 11) is laid out by a rectangle 1 pt shorter than its
  /// 32-pt frame, which reaches below it: views pinned below one start 31 pt under its top (a slider 31 pt down
  /// from a segmented control's top in a stack view, Xcode 12.5; a 74-pt self-sizing cell holding a 16-pt label,
  /// 5 pt, a segmented control and 11-pt margins, seven cells of an Xcode 14.3 file).
  static let controlAlignmentInsets: [ViewKind: EdgeInsets] = [
    .slider: EdgeInsets(top: 0, left: 2, bottom: 1, right: 2),
    .switch: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2),
    .segmented: EdgeInsets(top: 0, left: 0, bottom: 1, right: 0),
  ]

  private func applyControlAlignment(to view: View) {
    // A frame-placed control keeps its stored frame as is.
    guard view.manualFrame == nil, let insets = Self.controlAlignmentInsets[view.kind] else { return }
    // Before Xcode 11 the canvas drew the older, 28-pt segmented control.
    if view.kind == .segmented, options.canvasMode == .interfaceBuilder, let build, build < 15000 { return }
    view.alignmentRectInsets = insets
    switch view.kind {
    case .slider:
      view.intrinsicContentSizeOverride = AxisPair(horizontal: nil, vertical: 31 - insets.top - insets.bottom)
    case .switch:
      view.intrinsicContentSizeOverride = AxisPair(
        horizontal: 51 - insets.left - insets.right, vertical: 31 - insets.top - insets.bottom)
    default: break
    }
  }

  /// `--content-sizes stored`: the stored frame is the content's intrinsic size (its alignment rectangle's).
  private func applyStoredContentSize(_ stored: Rect, to view: View, node: XMLElementNode) {
    let insets = view.alignmentRectInsets
    let frame = Rect(
      x: stored.minX, y: stored.minY, width: stored.width - insets.left - insets.right,
      height: stored.height - insets.top - insets.bottom)
    switch view.kind {
    case .label, .button, .textField, .switch, .stepper, .segmented, .activityIndicator:
      view.intrinsicContentSizeOverride = AxisPair(horizontal: frame.width, vertical: frame.height)
    case .image where view.imageSize != nil:
      view.intrinsicContentSizeOverride = AxisPair(horizontal: frame.width, vertical: frame.height)
    case .textView where !view.isScrollEnabled:
      view.intrinsicContentSizeOverride = AxisPair(horizontal: frame.width, vertical: frame.height)
    case .slider, .progress:
      view.intrinsicContentSizeOverride = AxisPair(horizontal: nil, vertical: frame.height)
    case .view
    where ["pageControl", "datePicker", "searchBar", "navigationBar", "toolbar", "tabBar", "pickerView"]
      .contains(
        node.name):
      view.intrinsicContentSizeOverride = AxisPair(horizontal: frame.width, vertical: frame.height)
    default:
      break
    }
  }

  // MARK: - Guides

  private func addGuide(_ node: XMLElementNode, to view: View) {
    guard let id = node["id"] else { return }
    switch node["key"] {
    case "safeArea": items[id] = view.safeAreaLayoutGuide
    case "readableContent": items[id] = view.readableContentGuide
    case "contentLayoutGuide": items[id] = view.contentLayoutGuide
    case "frameLayoutGuide": items[id] = view.frameLayoutGuide
    default:
      warn(.unsupportedElement, "layout guide \(node["key"] ?? "(no key)") is not modelled", node)
    }
  }

  /// UIKeyboardLayoutGuide (`view.keyboardLayoutGuide`, iOS 15) with the keyboard hidden, as Xcode's canvas and a
  /// screen without a keyboard show it: the view's full width along its bottom, from the safe area's bottom
  /// (UIKit's default `usesBottomSafeArea`), so content pinned above the keyboard ends at the safe area.
  private func addKeyboardGuide(_ node: XMLElementNode, to view: View) {
    guard let id = node["id"] else { return }
    let guide = LayoutGuide(id)
    view.addLayoutGuide(guide)
    items[id] = guide
    let pins: [(LayoutAttribute, LayoutItem, LayoutAttribute)] = [
      (.leading, view, .leading), (.trailing, view, .trailing), (.bottom, view, .bottom),
      (.top, view.safeAreaLayoutGuide, .bottom),
    ]
    for (attribute, item, other) in pins {
      let constraint = LayoutConstraint(
        guide, attribute, .equal, item, other, constant: 0, priority: .required,
        identifier: "UIKeyboardLayoutGuide-\(attribute)", origin: .guide)
      constraint.source = "the keyboard layout guide, keyboard hidden"
      do { try constraint.activate() } catch {
        warn(.invalidConstraint, "keyboard layout guide \(id): \(error)", node)
      }
    }
  }

  // MARK: - Constraints

  /// Activates the scene's constraints in document order, after every view exists.
  func activateConstraints(root: View) {
    for (node, container) in pending { activate(node, container: container) }
    // Xcode does not check these views' sizes (or frames) for ambiguity and shows them as stored.
    for (view, frame, position) in unverified where view.manualFrame == nil {
      do {
        try LayoutConstraint.activate(StoredFrameHold.constraints(view, frame: frame, position: position))
      } catch {
        continue
      }
    }
  }

  private func activate(_ node: XMLElementNode, container: View) {
    let element = ResolvedElement(node, traits: traits)
    let id = node["id"]
    // A placeholder constraint ("Remove at build time") takes part on Xcode's canvas; the built app has none.
    if element.bool("placeholder") == true && options.canvasMode != .interfaceBuilder { return }
    if let id, installation[id] == false || uninstalled.contains(id) { return }
    guard let firstName = element["firstAttribute"], var firstAttribute = IBValues.attribute(firstName) else {
      warn(
        .invalidConstraint, "constraint has no valid firstAttribute (\(element["firstAttribute"] ?? "none"))",
        node)
      return
    }
    guard var firstItem = item(element["firstItem"], container: container, node: node) else { return }
    var secondItem: LayoutItem?
    var secondAttribute = LayoutAttribute.notAnAttribute
    if let name = element["secondAttribute"], name != "notAnAttribute" {
      guard let attribute = IBValues.attribute(name) else {
        warn(.invalidConstraint, "unknown secondAttribute \(name)", node)
        return
      }
      secondAttribute = attribute
      guard let item = item(element["secondItem"], container: container, node: node) else { return }
      secondItem = item
    } else if let name = element["secondItem"] {
      warn(.invalidConstraint, "secondItem \(name) without secondAttribute", node)
      return
    }
    // Pre-iOS 11 top/bottom layout guides stand for the safe area's top and bottom edges.
    if let (item, attribute) = legacy(element["firstItem"], firstAttribute, node) {
      (firstItem, firstAttribute) = (item, attribute)
    }
    if let (item, attribute) = legacy(element["secondItem"], secondAttribute, node) {
      (secondItem, secondAttribute) = (item, attribute)
    }
    guard let relation = IBValues.relation(element["relation"]) else {
      warn(.invalidConstraint, "unknown relation \(element["relation"] ?? "")", node)
      return
    }
    guard let multiplier = IBValues.multiplier(element["multiplier"]) else {
      warn(
        .invalidConstraint, "multiplier \(element["multiplier"] ?? "") is not a number or a ratio a:b", node)
      return
    }
    var priority = Priority.required
    if let text = element["priority"] {
      guard let value = FiniteNumber.parse(text).map(Float.init), value > 0, value <= 1000 else {
        warn(.invalidConstraint, "priority \(text) is not a number from 1 to 1000", node)
        return
      }
      priority = Priority(value)
    }
    let symbolic = element.bool("symbolic") == true
    if let text = element["constant"], element.number("constant") == nil {
      warn(.invalidConstraint, "constant \(text) is not a finite number within ±10 000 000", node)
      return
    }
    var constant = element.number("constant") ?? 0
    if symbolic && element["constant"] == nil {
      let toSuperview =
        secondItem.map { $0 === (firstItem as? View)?.superview || firstItem === (($0 as? View)?.superview) }
        ?? false
      constant = toSuperview ? SystemSpacing.superviewEdge : SystemSpacing.siblings
    }
    let constraint = LayoutConstraint(
      firstItem, firstAttribute, relation, secondItem, secondAttribute, multiplier: multiplier,
      constant: constant,
      priority: priority, identifier: element["identifier"], spacing: symbolic ? .standard : nil)
    constraint.source = id.map { "IB constraint \($0)" }
    do {
      try constraint.activate()
      if let id { constraintsByID.append((id, constraint)) }
    } catch {
      warn(.invalidConstraint, "\(error); the constraint is not activated", node)
    }
  }

  /// The ids inside an element Plumb skips: a constraint to one of them is Plumb's gap, not the file's.
  private func recordIgnored(_ node: XMLElementNode) {
    var stack = [node]
    while let next = stack.popLast() {
      if let id = next["id"] { ignoredIDs.insert(id) }
      stack += next.children
    }
  }

  private func item(_ reference: String?, container: View, node: XMLElementNode) -> LayoutItem? {
    guard let reference else { return container }
    if let found = items[reference] { return found }
    if legacyGuides[reference] != nil { return container.topmost.safeAreaLayoutGuide }
    if ignoredIDs.contains(reference) {
      warn(
        .unsupportedAttribute,
        "constraint refers to \(reference), in an element Plumb does not lay out; the constraint is left out",
        node)
    } else if !uninstalled.contains(reference) {
      warn(
        .unresolvedReference, "constraint refers to \(reference), which is not a view or guide in this scene",
        node)
    }
    return nil
  }

  private func legacy(_ reference: String?, _ attribute: LayoutAttribute, _ node: XMLElementNode)
    -> (LayoutItem, LayoutAttribute)?
  {
    guard let reference, let isTop = legacyGuides[reference], items[reference] == nil, let root = rootView
    else {
      return nil
    }
    switch (isTop, attribute) {
    case (true, .bottom): return (root.safeAreaLayoutGuide, .top)
    case (false, .top): return (root.safeAreaLayoutGuide, .bottom)
    default:
      warn(
        .unsupportedAttribute,
        "\(isTop ? "top" : "bottom")LayoutGuide.\(attribute) is read as the safe area's", node)
      return (root.safeAreaLayoutGuide, attribute)
    }
  }

  /// The scene's root view, once built.
  var rootView: View?
}
