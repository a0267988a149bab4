import PlumbLayout
import PlumbSolver

/// A `<tableViewCell>` in a table view's `<prototypes>`, found while building the table's scene.
struct PrototypeCell {
  let node: XMLElementNode
  /// The table view in the table's scene: its laid-out width is the cell's width.
  let table: View
  let tableNode: XMLElementNode
}

/// How a prototype cell's screen is sized, as UITableView sizes a self-sizing row.
struct CellSizing {
  /// The scene holding the table; laid out first, with the same measurer, to find the table's width.
  let tableScene: IBScene
  let tableID: String
  /// The table's stored width, used when the table is not in the scene's layout.
  let storedTableWidth: Double
  /// The cell's stored width: stored frames are only expected when the cell is laid out at it.
  let storedCellWidth: Double?
  let contentView: View?
  /// The separator UITableViewCell adds below its content view (1 pixel; 0 with `separatorStyle="none"`).
  let separator: Double
  /// The table's fixed `rowHeight` (nil when automatic, so the cell sizes itself).
  let fixedRowHeight: Double?
  /// Stored frames of the cell's views, set as expected frames only at the stored width.
  let expectedFrames: [(view: View, frame: Rect)]
}

/// UITableView's standard row height, used when a self-sizing cell's content collapses to zero.
let standardRowHeight: Double = 44

extension DocumentReader.Context {
  /// One screen per prototype cell, named `<scene>/<reuseIdentifier>`.
  func makeCellScenes(_ prototypes: [PrototypeCell], of scene: IBScene) -> [IBScene] {
    var used: Set<String> = []
    var scenes: [IBScene] = []
    for prototype in prototypes {
      let node = prototype.node
      let builder = SceneBuilder(
        traits: scene.canvas.traits, images: images, namedColors: namedColors, options: options,
        setsExpectedFrames: true)
      var name = node["reuseIdentifier"] ?? node["id"] ?? "cell-\(node.line)"
      if node["reuseIdentifier"] == nil {
        builder.warn(
          .invalidValue, "prototype cell has no reuseIdentifier; its screen is named \(name)", node)
      }
      if used.contains(name), let id = node["id"] {
        builder.warn(
          .invalidValue,
          "reuseIdentifier \(name) is used by another prototype; this screen is named \(name)-\(id)",
          node)
        name += "-\(id)"
      }
      used.insert(name)

      let tableNode = prototype.tableNode
      let tableFrame = tableNode.child("rect", key: "frame").flatMap(SceneBuilder.rect)
      var storedTableWidth = tableFrame?.width ?? 0
      if tableFrame == nil {
        if case .points(let width) = scene.canvas.width { storedTableWidth = width }
        builder.warn(
          .invalidValue,
          "tableView \(prototype.table.identifier) has no <rect key=\"frame\">; the cell is \(storedTableWidth) pt wide "
            + "unless the table is laid out wider", tableNode)
      }
      warnUnsupported(node, tableNode: tableNode, builder: builder)

      let root = builder.buildView(node, parent: nil, arranged: false) ?? View(node["id"] ?? name)
      builder.rootView = root
      let contentID = node.children.first { $0["key"] == "contentView" }?["id"]
      let contentView = contentID.flatMap { builder.items[$0] as? View }
      let separator = tableNode["separatorStyle"] == "none" ? 0 : 1 / scene.canvas.traits.displayScale
      if let contentView {
        pin(contentView, to: root, separator: separator, builder: builder, node: node)
      } else {
        builder.warn(
          .unsupportedElement,
          "tableViewCell \(root.identifier) has no content view; the cell is laid out alone",
          node)
      }
      builder.activateConstraints(root: root)

      let rowHeight = tableNode.number("rowHeight").flatMap { $0 > 0 ? $0 : nil }
      let expected = root.subtree.compactMap { view in view.expectedFrame.map { (view: view, frame: $0) } }
      let canvas = Canvas(
        width: .points(storedTableWidth), height: rowHeight.map(CanvasLength.points) ?? .fit,
        traits: scene.canvas.traits)
      let sizing = CellSizing(
        tableScene: scene, tableID: prototype.table.identifier, storedTableWidth: storedTableWidth,
        storedCellWidth: node.child("rect", key: "frame").flatMap(SceneBuilder.rect)?.width,
        contentView: contentView, separator: separator, fixedRowHeight: rowHeight, expectedFrames: expected)
      scenes.append(
        IBScene(
          id: "\(scene.id)/\(name)", title: "\(scene.displayName)/\(name)", storyboardIdentifier: nil,
          viewControllerClass: nil, root: root, canvas: canvas, builder: builder, reuseIdentifier: name,
          cellSizing: sizing))
    }
    return scenes
  }

  /// UITableViewCell sets its content view's frame itself (full width, the cell's height less the separator);
  /// constraints say the same, so the cell's fitting height follows the content.
  private func pin(
    _ contentView: View, to cell: View, separator: Double, builder: SceneBuilder, node: XMLElementNode
  ) {
    contentView.manualFrame = nil
    builder.autoresizing.removeAll { $0.view === contentView }
    let constraints = [
      LayoutConstraint(
        contentView, .left, .equal, cell, .left, identifier: "UITableViewCell-contentView-left"),
      LayoutConstraint(contentView, .top, .equal, cell, .top, identifier: "UITableViewCell-contentView-top"),
      LayoutConstraint(
        contentView, .width, .equal, cell, .width, identifier: "UITableViewCell-contentView-width"),
      LayoutConstraint(
        cell, .bottom, .equal, contentView, .bottom, constant: separator,
        identifier: "UITableViewCell-contentView-separator"),
    ]
    for constraint in constraints {
      constraint.source = "UITableViewCell's content view"
      do {
        try constraint.activate()
      } catch {
        builder.warn(.invalidConstraint, "cannot pin the cell's content view: \(error)", node)
      }
    }
  }

  /// What UIKit does to a cell that Plumb does not model.
  private func warnUnsupported(_ node: XMLElementNode, tableNode: XMLElementNode, builder: SceneBuilder) {
    for key in ["accessoryType", "editingAccessoryType"] {
      if let value = node[key], value != "none" {
        builder.warn(
          .unsupportedAttribute,
          "\(key)=\(value) is not modelled; the content view takes the cell's full width", node)
      }
    }
    if let style = node["style"], style != "IBUITableViewCellStyleDefault" || hasKeyedLabels(node) {
      builder.warn(
        .unsupportedAttribute,
        "cell style \(style) is not modelled; its built-in labels keep their stored frames", node)
    }
    if tableNode["style"] == "insetGrouped" {
      builder.warn(
        .unsupportedAttribute,
        "an insetGrouped table's inset is not modelled; the cell is laid out at the table's full width",
        tableNode)
    }
    if let content = node.children.first(where: { $0["key"] == "contentView" }),
      content.child("edgeInsets", key: "layoutMargins") == nil,
      content.child("directionalEdgeInsets", key: "directionalLayoutMargins") == nil, usesMargins(content)
    {
      builder.warn(
        .unsupportedAttribute,
        "UIKit derives a cell content view's layout margins from the table; Plumb uses UIView's default 8 pt "
          + "unless the content view sets its layoutMargins", content)
    }
  }

  private func hasKeyedLabels(_ node: XMLElementNode) -> Bool {
    node.children.contains { ["textLabel", "detailTextLabel", "imageView"].contains($0["key"] ?? "") }
      || node.children.contains(where: hasKeyedLabels)
  }

  private func usesMargins(_ node: XMLElementNode) -> Bool {
    if node.name == "constraint",
      node["firstAttribute"]?.hasSuffix("Margin") == true
        || node["secondAttribute"]?.hasSuffix("Margin") == true
    {
      return true
    }
    return node.children.contains(where: usesMargins)
  }
}

extension IBScene {
  /// UITableView's self-sizing: `systemLayoutSizeFitting` at the table's width (required) and a compressed
  /// height at `fittingSizeLevel`, plus the separator. A height the content does not decide is ambiguous.
  func layoutCell(_ sizing: CellSizing, measurer: any TextMeasuring) -> (
    engine: LayoutEngine, result: LayoutResult
  ) {
    let tableResult = sizing.tableScene.layout(measurer: measurer)
    let width = tableResult.view(sizing.tableID)?.frame.width ?? sizing.storedTableWidth
    // Stored frames were drawn at the stored width; at another width they say nothing.
    let atStoredWidth = sizing.storedCellWidth.map { abs($0 - width) < 1e-9 } ?? false
    for (view, frame) in sizing.expectedFrames { view.expectedFrame = atStoredWidth ? frame : nil }

    var fitting = canvas
    fitting.width = .points(width)
    if sizing.fixedRowHeight != nil { return layoutWithEngine(canvas: fitting, measurer: measurer) }
    let compressed = layoutWithEngine(canvas: fitting, measurer: measurer)
    // Content decides the height when aiming far higher gives the same height as aiming at zero.
    var expanded = fitting
    expanded.height = .fitting(target: 10_000, priority: .fittingSizeLevel)
    let tall = layoutWithEngine(canvas: expanded, measurer: measurer).result
    let tolerance = 0.5 / canvas.traits.displayScale
    guard abs(tall.canvasSize.height - compressed.result.canvasSize.height) >= tolerance else {
      return compressed
    }

    let name = reuseIdentifier ?? id
    let contentHeight = compressed.result.canvasSize.height - sizing.separator
    var engine = compressed.engine
    var result = compressed.result
    let message: String
    if contentHeight < tolerance {
      var standard = fitting
      standard.height = .points(standardRowHeight)
      (engine, result) = layoutWithEngine(canvas: standard, measurer: measurer)
      message =
        "[Warning] Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a "
        + "table view cell's content view. We're considering the collapse unintentional and using standard height "
        + "instead. Cell: \(name) (\(root.identifier)); standard height \(format(standardRowHeight)) pt. Plumb: "
        + "the content does not decide the cell's height; chain constraints from the content view's top to its bottom."
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
