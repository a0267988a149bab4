import PlumbLayout

/// A cell laid out as a screen of its own, found while building its container's scene: a table view's
/// prototype or static cell, or a collection view's cell.
struct PrototypeCell {
  /// Where the cell comes from, which decides its name and how it is sized.
  enum Kind: Equatable {
    /// A `<tableViewCell>` in a table's `<prototypes>`.
    case prototype
    /// A `<tableViewCell>` of a static table, at UIKit's zero-based index path.
    case staticRow(section: Int, row: Int)
    /// A `<collectionViewCell>` in a collection view's `<cells>`.
    case collectionItem
  }

  let node: XMLElementNode
  /// The table or collection view in the container's scene.
  let container: View
  let containerNode: XMLElementNode
  let kind: Kind
}

/// How a cell's screen is sized.
struct CellSizing {
  enum Mode {
    /// UITableView's row: the table's laid-out width, and a self-sizing height unless fixed.
    case tableRow(TableRow)
    /// UICollectionViewFlowLayout's item: a fixed size, or `systemLayoutSizeFitting` toward an estimate.
    case collectionItem(size: Size, selfSizing: Bool)
  }

  struct TableRow {
    /// The scene holding the table; laid out first, with the same measurer, to find the table's width.
    let tableScene: IBScene
    let tableID: String
    /// The table's stored width, used when the table is not in the scene's layout.
    let storedTableWidth: Double
    /// How far an `insetGrouped` table insets its sections (and so its cells) from each side: the table's
    /// horizontal layout margin, 16 pt in compact width (0 for other styles).
    let sectionInset: Double
    /// The separator UITableViewCell adds below its content view (1 pixel; 0 with `separatorStyle="none"`).
    let separator: Double
    /// A fixed row height (nil when automatic, so the cell sizes itself).
    let fixedRowHeight: Double?
    /// On Xcode's canvas: the cell's stored size, at which Interface Builder draws a prototype or static cell
    /// whatever its content (nil on the runtime canvas, or when the cell has no stored frame).
    let designSize: Size?
    /// On Xcode's canvas, how far in from each side Xcode drew a cell of an `insetGrouped` table that it stored
    /// at the table's full width (0 otherwise): the cell's views are stored where that narrower cell puts them,
    /// the cell and its content view at the full width.
    let designInset: Double
  }

  let mode: Mode
  /// The cell's stored size: stored frames are only expected when the cell is laid out at it.
  let storedCellSize: Size?
  let contentView: View?
  /// Stored frames of the cell's views, set as expected frames only at the stored size.
  let expectedFrames: [(view: View, frame: Rect)]
}

extension DocumentReader.Context {
  /// One screen per cell: `<scene>/<reuseIdentifier>` for prototypes and collection view cells,
  /// `<scene>/<section>-<row>` for static cells.
  func makeCellScenes(_ prototypes: [PrototypeCell], of scene: IBScene) -> [IBScene] {
    var used: Set<String> = []
    var scenes: [IBScene] = []
    for prototype in prototypes {
      let node = prototype.node
      let builder = SceneBuilder(
        traits: scene.canvas.traits, images: images, namedColors: namedColors, options: options,
        setsExpectedFrames: true)
      builder.symbolImages = symbolImages
      builder.build = build
      let name = cellName(prototype, builder: builder, used: &used)

      let root = builder.buildView(node, parent: nil, arranged: false) ?? View(node["id"] ?? name)
      builder.rootView = root
      let contentID = node.children.first { $0["key"] == "contentView" }?["id"]
      let contentView = contentID.flatMap { builder.items[$0] as? View }
      if contentView == nil {
        builder.warn(
          .unsupportedElement,
          "\(node.name) \(root.identifier) has no content view; the cell is laid out alone",
          node)
      }
      let cellCanvas = Canvas(width: .fit, height: .fit, traits: scene.canvas.traits)
      let mode: CellSizing.Mode
      switch prototype.kind {
      case .collectionItem:
        let (size, selfSizing) = collectionItemSize(prototype, builder: builder)
        if let contentView {
          pin(contentView, to: root, trailing: 0, bottom: 0, builder: builder, node: node)
        }
        mode = .collectionItem(size: size, selfSizing: selfSizing)
      case .prototype, .staticRow:
        let row = tableRow(prototype, of: scene, builder: builder)
        if let contentView {
          let accessory = accessoryWidth(node, contentView: contentView, builder: builder)
          applyTableMargins(
            cell: root, contentView: contentView, table: prototype.container, canvas: cellCanvas,
            tableWidth: row.storedTableWidth, hasAccessory: accessory > 0)
          pin(contentView, to: root, trailing: accessory, bottom: row.separator, builder: builder, node: node)
          layOutBuiltInStyle(
            node, contentView: contentView, builder: builder,
            minimumHeight: row.fixedRowHeight == nil && row.designSize == nil
              ? CellMetrics.standardRowHeight - row.separator : nil,
            placement: BuiltInPlacement(
              accessory: accessory, tableWidth: row.storedTableWidth,
              laidOutByXcode: row.designSize == nil || !isBelowVisibleRows(prototype, of: scene)))
        }
        warnUnsupported(node, tableNode: prototype.containerNode, builder: builder)
        mode = .tableRow(row)
      }
      builder.activateConstraints(root: root)

      let expected = root.subtree.compactMap { view in view.expectedFrame.map { (view: view, frame: $0) } }
      let canvas: Canvas
      switch mode {
      case .tableRow(let row):
        canvas = Canvas(
          width: .points(row.storedTableWidth), height: row.fixedRowHeight.map(CanvasLength.points) ?? .fit,
          traits: scene.canvas.traits)
      case .collectionItem(let size, _):
        canvas = Canvas(width: .points(size.width), height: .points(size.height), traits: scene.canvas.traits)
      }
      let sizing = CellSizing(
        mode: mode, storedCellSize: node.child("rect", key: "frame").flatMap(SceneBuilder.rect)?.size,
        contentView: contentView, expectedFrames: expected)
      scenes.append(
        IBScene(
          id: "\(scene.id)/\(name)", title: "\(scene.displayName)/\(name)", storyboardIdentifier: nil,
          viewControllerClass: nil, root: root, canvas: canvas, builder: builder,
          reuseIdentifier: node["reuseIdentifier"], cellSizing: sizing))
    }
    return scenes
  }

  /// The screen's name within its scene, unique among the scene's cells.
  private func cellName(_ prototype: PrototypeCell, builder: SceneBuilder, used: inout Set<String>) -> String
  {
    let node = prototype.node
    var name: String
    if case .staticRow(let section, let row) = prototype.kind {
      name = "\(section)-\(row)"
    } else {
      name = node["reuseIdentifier"] ?? node["id"] ?? "cell-\(node.line)"
      if node["reuseIdentifier"] == nil {
        builder.warn(.invalidValue, "\(node.name) has no reuseIdentifier; its screen is named \(name)", node)
      }
    }
    if used.contains(name) {
      let suffix = node["id"] ?? "\(node.line)-\(node.column)"
      builder.warn(
        .invalidValue, "\(name) names another cell of this scene; this screen is named \(name)-\(suffix)",
        node)
      name += "-\(suffix)"
    }
    used.insert(name)
    return name
  }

  /// The table's width (stored; the laid-out width replaces it at layout), separator and fixed row height.
  private func tableRow(_ prototype: PrototypeCell, of scene: IBScene, builder: SceneBuilder)
    -> CellSizing.TableRow
  {
    let tableNode = prototype.containerNode
    let tableFrame = tableNode.child("rect", key: "frame").flatMap(SceneBuilder.rect)
    var storedTableWidth = tableFrame?.width ?? 0
    if tableFrame == nil {
      if case .points(let width) = scene.canvas.width { storedTableWidth = width }
      builder.warn(
        .invalidValue,
        "tableView \(prototype.container.identifier) has no <rect key=\"frame\">; the cell is \(storedTableWidth) pt "
          + "wide unless the table is laid out wider", tableNode)
    }
    var separator = tableNode["separatorStyle"] == "none" ? 0 : 1 / scene.canvas.traits.displayScale
    let cellFrame = prototype.node.child("rect", key: "frame").flatMap(SceneBuilder.rect)
    let contentFrame = prototype.node.children.first { $0["key"] == "contentView" }?.child(
      "rect", key: "frame"
    )
    .flatMap(SceneBuilder.rect)
    var designSize: Size?
    if options.canvasMode == .interfaceBuilder, options.device == nil,
      options.orientation ?? orientation == orientation,
      let cellFrame, cellFrame.width > 0, cellFrame.height > 0
    {
      designSize = cellFrame.size
      // The separator as this Xcode drew it: a pixel of the design device up to Xcode 10, none from Xcode 11.
      if let contentFrame {
        let stored = cellFrame.height - contentFrame.height
        if stored >= 0 && stored <= 1 { separator = stored }
      }
    }
    var rowHeight = tableNode.number("rowHeight").flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    // A static cell's own height (IB's "Row Height: Custom" on the cell) is what UITableViewController's static
    // data source answers; a prototype's is only Interface Builder's preview.
    if case .staticRow = prototype.kind, let own = prototype.node.number("rowHeight"), own > 0, own.isFinite {
      rowHeight = own
    }
    let insetGrouped = tableNode["style"] == "insetGrouped"
    let sectionInset =
      insetGrouped
      ? CellMetrics.horizontalMargins(table: prototype.container, canvas: scene.canvas).leading : 0
    // Some files store an inset-grouped table's cells at the table's width with their views where a narrower
    // cell puts them (an Xcode 15 file: 390-pt cells whose views sit 20 pt in from a 350-pt one, the section
    // inset being Xcode's cell margin there; its built-in style cells keep full-width label frames); others
    // store the narrower cell itself.
    var designInset = 0.0
    if insetGrouped, let designSize, abs(designSize.width - storedTableWidth) < 0.5,
      prototype.node["style"] == nil,
      prototype.container.layoutMargins == nil, prototype.container.directionalLayoutMargins == nil
    {
      designInset =
        CellMetrics.xcodeContentMargins(
          build: build, tableWidth: storedTableWidth,
          compactWidth: scene.canvas.traits.horizontalSizeClass == .compact, hasAccessory: false)?.leading
        ?? sectionInset
    }
    return CellSizing.TableRow(
      tableScene: scene, tableID: prototype.container.identifier, storedTableWidth: storedTableWidth,
      sectionInset: sectionInset, separator: separator, fixedRowHeight: rowHeight, designSize: designSize,
      designInset: designInset)
  }

  /// Whether the cell's stored frame lies below the rows Xcode's canvas shows. UITableView makes and lays out
  /// cells only for rows in its visible bounds, so Xcode writes such a cell's built-in views as an earlier
  /// layout left them. Seen in four storyboards of `Benchmarks/InterfaceBuilder` saved by Xcode 10.1 to 11.3:
  /// every static cell whose top lies past the table's visible height (less the top inset a bar or the status
  /// bar gives a table under it) keeps the built-in label frames of Xcode 9 or earlier (x = 15 or 8, 25 labels),
  /// while the rows above are at the saving release's positions.
  func isBelowVisibleRows(_ prototype: PrototypeCell, of scene: IBScene) -> Bool {
    guard let cellFrame = prototype.node.child("rect", key: "frame").flatMap(SceneBuilder.rect),
      let tableFrame = scene.storedFrames[ObjectIdentifier(prototype.container)]
    else { return false }
    let top = SceneBuilder.storedTop(of: prototype.container, frames: scene.storedFrames)
    let inset = max(0, scene.canvas.safeAreaInsets.top - top)
    return cellFrame.origin.y >= tableFrame.height - inset
  }

  /// The item's size and whether it sizes itself: `customSize` (Xcode's size for a cell resized on the canvas),
  /// else the flow layout's `itemSize`, else the stored frame, else UIKit's 50 × 50. An `estimatedItemSize` (or
  /// `automaticEstimatedItemSize`) makes the cell self-sizing, aimed at the estimate (automatic: that size).
  private func collectionItemSize(_ prototype: PrototypeCell, builder: SceneBuilder) -> (Size, Bool) {
    let node = prototype.node
    let collection = prototype.containerNode
    let flow = collection.child("collectionViewFlowLayout", key: "collectionViewLayout")
    if flow == nil, let layout = collection.children.first(where: { $0["key"] == "collectionViewLayout" }) {
      builder.warn(
        .unsupportedElement,
        "collection view layout <\(layout.name)> \(layout["customClass"] ?? "") is not modelled; the cell "
          + "takes its own size", layout)
    }
    func size(_ element: XMLElementNode?) -> Size? {
      guard let element, let width = element.number("width"), let height = element.number("height"),
        width > 0, height > 0, width.isFinite, height.isFinite
      else { return nil }
      return Size(width: width, height: height)
    }
    let fixed =
      size(node.child("size", key: "customSize")) ?? size(flow?.child("size", key: "itemSize"))
      ?? size(node.child("rect", key: "frame")) ?? CellMetrics.defaultItemSize
    if let estimate = size(flow?.child("size", key: "estimatedItemSize")) { return (estimate, true) }
    return (fixed, flow?.bool("automaticEstimatedItemSize") == true)
  }

  /// UITableViewCell gives its content view the table's horizontal margins and 11 pt top and bottom, unless the
  /// document sets the content view's margins (IB's "Fixed" layout margins). The cell itself gets the table's
  /// horizontal margins, which a content view with `preservesSuperviewLayoutMargins` also respects.
  private func applyTableMargins(
    cell: View, contentView: View, table: View, canvas: Canvas, tableWidth: Double, hasAccessory: Bool
  ) {
    var (leading, trailing) = CellMetrics.horizontalMargins(table: table, canvas: canvas)
    var vertical = CellMetrics.contentVerticalMargin
    if options.canvasMode == .interfaceBuilder, table.layoutMargins == nil,
      table.directionalLayoutMargins == nil,
      let margins = CellMetrics.xcodeContentMargins(
        build: build, tableWidth: tableWidth, compactWidth: canvas.traits.horizontalSizeClass == .compact,
        hasAccessory: hasAccessory)
    {
      (leading, trailing, vertical) = (margins.leading, margins.trailing, margins.vertical ?? vertical)
    }
    if cell.layoutMargins == nil && cell.directionalLayoutMargins == nil {
      cell.directionalLayoutMargins = DirectionalEdgeInsets(
        top: 8, leading: leading, bottom: 8, trailing: trailing)
    }
    if contentView.layoutMargins == nil && contentView.directionalLayoutMargins == nil {
      contentView.directionalLayoutMargins = DirectionalEdgeInsets(
        top: vertical, leading: leading, bottom: vertical, trailing: trailing)
    }
  }

  /// How much narrower than the cell the content view is: the stored frames' difference when Xcode stored one
  /// (it measured with the real UIKit), else `CellMetrics.accessoryWidths`. `editingAccessoryType` shows only
  /// while editing, and cells are drawn not editing, so it changes nothing.
  private func accessoryWidth(_ node: XMLElementNode, contentView: View, builder: SceneBuilder) -> Double {
    guard let type = node["accessoryType"], type != "none" else { return 0 }
    guard let table = CellMetrics.accessoryWidths[type] else {
      builder.warn(
        .invalidValue, "unknown accessoryType \(type); the content view takes the cell's full width", node)
      return 0
    }
    let cellWidth = node.child("rect", key: "frame").flatMap(SceneBuilder.rect)?.width
    let contentWidth = builder.storedFrames[ObjectIdentifier(contentView)]?.width
    if let cellWidth, let contentWidth {
      let stored = cellWidth - contentWidth
      // A plausible accessory is narrower than half the cell; anything else is an unedited or hand-made frame.
      if stored > 0 && stored < cellWidth / 2 { return stored }
    }
    return table
  }

  /// UITableViewCell and UICollectionViewCell set their content view's frame themselves (the cell's bounds less
  /// the accessory and the separator); constraints say the same, so a self-sizing cell follows its content. They
  /// are the system's (UIKit logs them as 'UIView-Encapsulated-Layout-…'): a conflict breaks the content's own
  /// constraint instead, and diagrams do not draw them as the user's.
  private func pin(
    _ contentView: View, to cell: View, trailing: Double, bottom: Double, builder: SceneBuilder,
    node: XMLElementNode
  ) {
    contentView.manualFrame = nil
    builder.autoresizing.removeAll { $0.view === contentView }
    let cellClass = node.name == "collectionViewCell" ? "UICollectionViewCell" : "UITableViewCell"
    let constraints = [
      LayoutConstraint(
        contentView, .leading, .equal, cell, .leading, identifier: "\(cellClass)-contentView-leading",
        origin: .encapsulation),
      LayoutConstraint(
        contentView, .top, .equal, cell, .top, identifier: "\(cellClass)-contentView-top",
        origin: .encapsulation),
      LayoutConstraint(
        cell, .trailing, .equal, contentView, .trailing, constant: trailing,
        identifier: trailing > 0 ? "\(cellClass)-contentView-accessory" : "\(cellClass)-contentView-trailing",
        origin: .encapsulation),
      LayoutConstraint(
        cell, .bottom, .equal, contentView, .bottom, constant: bottom,
        identifier: bottom > 0 ? "\(cellClass)-contentView-separator" : "\(cellClass)-contentView-bottom",
        origin: .encapsulation),
    ]
    for constraint in constraints {
      constraint.source = "\(cellClass)'s content view"
      do {
        try constraint.activate()
      } catch {
        builder.warn(.invalidConstraint, "cannot pin the cell's content view: \(error)", node)
      }
    }
  }

  /// What UIKit does to a table cell that Plumb does not model.
  private func warnUnsupported(_ node: XMLElementNode, tableNode: XMLElementNode, builder: SceneBuilder) {
    if tableNode.bool("cellLayoutMarginsFollowReadableWidth") == true {
      builder.warn(
        .unsupportedAttribute,
        "cellLayoutMarginsFollowReadableWidth is not modelled; the cell keeps the table's margins", tableNode)
    }
  }
}

extension IBScene {
  /// Lays a cell out as its container sizes it.
  func layoutCell(_ sizing: CellSizing, measurer: any TextMeasuring) -> (
    engine: LayoutEngine, result: LayoutResult
  ) {
    switch sizing.mode {
    case .tableRow(let row): return layoutTableCell(sizing, row, measurer: measurer)
    case .collectionItem(let size, let selfSizing):
      return layoutCollectionCell(sizing, size: size, selfSizing: selfSizing, measurer: measurer)
    }
  }

  /// UICollectionViewFlowLayout: the item size, or (self-sizing) `preferredLayoutAttributesFitting`'s
  /// `systemLayoutSizeFitting(estimate, fittingSizeLevel, fittingSizeLevel)`: the content decides each axis it
  /// can, the estimate the rest.
  private func layoutCollectionCell(
    _ sizing: CellSizing, size: Size, selfSizing: Bool, measurer: any TextMeasuring
  ) -> (engine: LayoutEngine, result: LayoutResult) {
    var fitting = canvas
    if selfSizing {
      fitting.width = .fitting(target: size.width, priority: .fittingSizeLevel)
      fitting.height = .fitting(target: size.height, priority: .fittingSizeLevel)
    }
    func atStoredSize(_ laidOut: Size) -> Bool {
      guard let stored = sizing.storedCellSize else { return false }
      return abs(stored.width - laidOut.width) < 1e-9 && abs(stored.height - laidOut.height) < 1e-9
    }
    // Stored frames were drawn at the stored size; at another size they say nothing.
    for (view, frame) in sizing.expectedFrames { view.expectedFrame = atStoredSize(size) ? frame : nil }
    let first = layoutWithEngine(canvas: fitting, measurer: measurer)
    guard selfSizing, first.engine.exceededSolverWork == nil,
      atStoredSize(first.result.canvasSize) != atStoredSize(size)
    else { return first }
    // The self-sized cell came out at (or away from) the stored size: lay it out again with the right expectations.
    for (view, frame) in sizing.expectedFrames {
      view.expectedFrame = atStoredSize(first.result.canvasSize) ? frame : nil
    }
    return layoutWithEngine(canvas: fitting, measurer: measurer)
  }

  /// UITableView's self-sizing: `systemLayoutSizeFitting` at the table's width (required) and a compressed
  /// height at `fittingSizeLevel`, plus the separator. A height the content does not decide is ambiguous.
  private func layoutTableCell(_ sizing: CellSizing, _ row: CellSizing.TableRow, measurer: any TextMeasuring)
    -> (
      engine: LayoutEngine, result: LayoutResult
    )
  {
    if let design = row.designSize {
      for (view, frame) in sizing.expectedFrames {
        // Stored at the full width where Xcode drew the cell inset: not where it drew them.
        let fullWidth = row.designInset > 0 && (view === root || view === sizing.contentView)
        view.expectedFrame = fullWidth ? nil : frame
      }
      var fixed = canvas
      fixed.width = .points(design.width - 2 * row.designInset)
      fixed.height = .points(design.height)
      return layoutWithEngine(canvas: fixed, measurer: measurer)
    }
    let tableResult = row.tableScene.layout(measurer: measurer)
    let width = (tableResult.view(row.tableID)?.frame.width ?? row.storedTableWidth) - 2 * row.sectionInset
    // Stored frames were drawn at the stored width; at another width they say nothing.
    let atStoredWidth = sizing.storedCellSize.map { abs($0.width - width) < 1e-9 } ?? false
    for (view, frame) in sizing.expectedFrames { view.expectedFrame = atStoredWidth ? frame : nil }

    var fitting = canvas
    fitting.width = .points(width)
    if row.fixedRowHeight != nil { return layoutWithEngine(canvas: fitting, measurer: measurer) }
    let compressed = layoutWithEngine(canvas: fitting, measurer: measurer)
    if compressed.engine.exceededSolverWork != nil { return compressed }
    // Content decides the height when aiming far higher gives the same height as aiming at zero.
    var expanded = fitting
    expanded.height = .fitting(target: 10_000, priority: .fittingSizeLevel)
    let tall = layoutWithEngine(canvas: expanded, measurer: measurer).result
    let tolerance = 0.5 / canvas.traits.displayScale
    guard abs(tall.canvasSize.height - compressed.result.canvasSize.height) >= tolerance else {
      return compressed
    }

    let name = reuseIdentifier ?? id
    let contentHeight = compressed.result.canvasSize.height - row.separator
    var engine = compressed.engine
    var result = compressed.result
    let message: String
    if contentHeight < tolerance {
      var standard = fitting
      standard.height = .points(CellMetrics.standardRowHeight)
      (engine, result) = layoutWithEngine(canvas: standard, measurer: measurer)
      message =
        "[Warning] Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a "
        + "table view cell's content view. We're considering the collapse unintentional and using standard height "
        + "instead. Cell: \(name) (\(root.identifier)); standard height \(format(CellMetrics.standardRowHeight)) pt. "
        + "Plumb: the content does not decide the cell's height; chain constraints from the content view's top to "
        + "its bottom."
    } else {
      message =
        "Table view cell \(name) (\(root.identifier)) has an ambiguous height: its content view's constraints allow "
        + "\(format(contentHeight)) pt and more, and systemLayoutSizeFitting takes the smallest. Chain constraints "
        + "from the content view's top to its bottom so the content decides the height."
    }
    let contentID = sizing.contentView?.identifier ?? root.identifier
    if let index = result.views.firstIndex(where: { $0.id == contentID }) {
      result.views[index].isAmbiguous = true
      if !result.views[index].ambiguousVariables.contains("Height") {
        result.views[index].ambiguousVariables.append("Height")
      }
    }
    result.diagnostics.append(
      Diagnostic(kind: .ambiguous, message: message, constraints: [], broken: nil, views: [contentID]))
    return (engine, result)
  }

  private func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
