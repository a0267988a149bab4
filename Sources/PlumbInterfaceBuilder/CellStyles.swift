import PlumbLayout

/// UITableViewCell's built-in styles. UIKit places `textLabel`, `detailTextLabel` and `imageView` itself (IB
/// allows no constraints on them); Plumb states its placement rules as constraints on the content view, so
/// self-sizing and diagnostics work as for any other cell. The rules and their sources are in README.md and
/// `CellMetrics`.
extension DocumentReader.Context {
  /// Replaces the stored frames of a built-in style's labels and image view with Plumb's rules. `minimumHeight`
  /// is the content view's least height for a self-sizing row (the standard row less the separator).
  /// `placement` says where the cell sits: its accessory's width, its table's width and whether Xcode's canvas
  /// lays it out at all.
  func layOutBuiltInStyle(
    _ node: XMLElementNode, contentView: View, builder: SceneBuilder, minimumHeight: Double?,
    placement: BuiltInPlacement
  ) {
    let parts = BuiltInParts(cell: node, contentView: contentView, builder: builder)
    guard let styleName = node["style"] else {
      if !parts.isEmpty {
        builder.warn(
          .unsupportedAttribute, "built-in labels without a cell style keep their stored frames", node)
      }
      return
    }
    guard let style = CellStyle(rawValue: styleName) else {
      builder.warn(.invalidValue, "unknown cell style \(styleName); its views keep their stored frames", node)
      return
    }
    guard !parts.isEmpty else { return }
    // A cell below the rows Xcode's canvas shows was not laid out by it: its built-in views keep the frames
    // stored by whichever Xcode last did.
    let placesParts = placement.laidOutByXcode
    if placesParts {
      for view in parts.all { free(view, builder: builder) }
    }
    parts.applyDefaultFonts(style: style)
    // The text column starts at the leading margin (or where Xcode's release put it), or after the image.
    let onXcodeCanvas = options.canvasMode == .interfaceBuilder
    let insets =
      onXcodeCanvas
      ? CellMetrics.xcodeBuiltInInsets(
        build: build, tableWidth: placement.tableWidth,
        compactWidth: builder.traits.horizontalSizeClass == .compact, accessory: placement.accessory,
        hasImage: parts.image?.imageSize != nil) : nil
    var rules = BuiltInStyleRules(
      parts: parts, content: contentView, builder: builder, onXcodeCanvas: onXcodeCanvas, insets: insets)
    if placesParts {
      rules.placeImage()
      switch style {
      case .basic: rules.placeBasic()
      case .subtitle: rules.placeSubtitle()
      case .value1: rules.placeValue1()
      case .value2: rules.placeValue2()
      }
    }
    if let minimumHeight { rules.limitHeight(minimumHeight) }
    for constraint in rules.constraints {
      constraint.source = "UITableViewCell's \(style) style"
      do {
        try constraint.activate()
      } catch {
        builder.warn(.invalidConstraint, "cannot place the cell's built-in views: \(error)", node)
      }
    }
  }

  /// A built-in view is placed by the cell, not by its stored frame.
  private func free(_ view: View, builder: SceneBuilder) {
    view.manualFrame = nil
    builder.autoresizing.removeAll { $0.view === view }
  }
}

/// Where a table cell with a built-in style sits.
struct BuiltInPlacement {
  /// How much narrower than the cell its content view is (0 without an accessory).
  var accessory: Double
  /// The table's stored width.
  var tableWidth: Double
  /// False for a cell Xcode's canvas did not lay out (below the table's visible rows).
  var laidOutByXcode: Bool
}

/// A cell's built-in views: referenced by the cell's `textLabel`, `detailTextLabel` and `imageView`
/// attributes (as Xcode writes them) or by `key` on the element.
private struct BuiltInParts {
  var text: View?
  var detail: View?
  var image: View?

  init(cell: XMLElementNode, contentView: View, builder: SceneBuilder) {
    func find(_ key: String) -> View? {
      if let id = cell[key], let view = builder.items[id] as? View, view.isDescendant(of: contentView) {
        return view
      }
      return Self.keyed(key, in: cell).flatMap { $0["id"] }.flatMap { builder.items[$0] as? View }
    }
    text = find("textLabel")
    detail = find("detailTextLabel")
    image = find("imageView")
  }

  var all: [View] { [text, detail, image].compactMap { $0 } }
  var isEmpty: Bool { all.isEmpty }

  /// Labels with Xcode's default font (`pointSize="0.0"`) get the style's point size.
  func applyDefaultFonts(style: CellStyle) {
    for (view, isDetail) in [(text, false), (detail, true)] {
      guard let view, var text = view.text else { continue }
      if text.font.textStyle == nil && text.font.size <= 0 {
        text.font.size = CellMetrics.defaultPointSize(style: style, isDetail: isDetail)
        view.text = text
      }
    }
  }

  private static func keyed(_ key: String, in node: XMLElementNode) -> XMLElementNode? {
    for child in node.children {
      if child["key"] == key { return child }
      if let found = keyed(key, in: child) { return found }
    }
    return nil
  }
}

/// The built-in style's placement rules as constraints on the content view, one step per part of the cell.
private struct BuiltInStyleRules {
  let parts: BuiltInParts
  let content: View
  let builder: SceneBuilder
  let onXcodeCanvas: Bool
  let leadingEdge: (attribute: LayoutAttribute, constant: Double)
  let trailingEdge: (attribute: LayoutAttribute, constant: Double)
  let storedContentHeight: Double?
  /// Where the text column starts: the leading edge, or after the image.
  var start: (item: LayoutItem, attribute: LayoutAttribute, constant: Double)
  private(set) var constraints: [LayoutConstraint] = []

  init(
    parts: BuiltInParts, content: View, builder: SceneBuilder, onXcodeCanvas: Bool,
    insets: (leading: Double, trailing: Double)?
  ) {
    self.parts = parts
    self.content = content
    self.builder = builder
    self.onXcodeCanvas = onXcodeCanvas
    leadingEdge = insets.map { (.leading, $0.leading) } ?? (.leadingMargin, 0)
    trailingEdge = insets.map { (.trailing, -$0.trailing) } ?? (.trailingMargin, 0)
    start = (content, leadingEdge.attribute, leadingEdge.constant)
    storedContentHeight = builder.storedFrames[ObjectIdentifier(content)]?.height
  }

  private mutating func add(
    _ name: String, _ first: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
    _ second: LayoutItem, _ secondAttribute: LayoutAttribute, _ constant: Double = 0
  ) {
    constraints.append(
      LayoutConstraint(
        first, attribute, relation, second, secondAttribute, constant: constant,
        identifier: "UITableViewCell-\(name)", origin: .cellStyle))
  }

  private mutating func add(
    _ name: String, _ view: View, _ attribute: LayoutAttribute, equalTo constant: Double
  ) {
    constraints.append(
      LayoutConstraint(
        view, attribute, .equal, nil, .notAnAttribute, constant: constant,
        identifier: "UITableViewCell-\(name)",
        origin: .cellStyle))
  }

  /// The image view, its image's size at the leading edge, centred; the text starts after it. Without an image
  /// it is hidden, as UIKit hides it.
  mutating func placeImage() {
    guard let image = parts.image else { return }
    var size =
      image.imageSize
      ?? image.intrinsicContentSizeOverride.flatMap { pair in
        pair.horizontal.flatMap { w in pair.vertical.map { Size(width: w, height: $0) } }
      }
    // An image taller than the row is scaled down to the row's height (as Xcode stores a 512-pt image in a
    // 52-pt row: 52 × 52).
    if let natural = size, let height = storedContentHeight, natural.height > height, height > 0 {
      size = Size(width: natural.width * height / natural.height, height: height)
    }
    guard let size else {
      // UIKit hides an image view without an image; the text starts at the margin.
      image.isHidden = true
      image.expectedFrame = nil
      image.manualFrame = Rect(x: 0, y: 0, width: 0, height: 0)
      return
    }
    // UIKit sizes the built-in image view to its image.
    add("imageView-width", image, .width, equalTo: size.width)
    add("imageView-height", image, .height, equalTo: size.height)
    add("imageView-leading", image, .leading, .equal, content, leadingEdge.attribute, leadingEdge.constant)
    add("imageView-centerY", image, .centerY, .equal, content, .centerY, roundingDown(size.height))
    add("imageView-top", image, .top, .greaterThanOrEqual, content, .top)
    start = (image, .trailing, CellMetrics.imageToText)
  }

  /// Xcode's canvas puts centred built-in labels at a whole-point offset, rounded up: (content height − labels'
  /// height) / 2 rounded up, as 30 cells of the corpus store them (Value1 labels 19.33 tall in a 43.67-pt
  /// content view at y = 13, Subtitle pairs 33 tall in 44 at y = 6). The offset is computed from the stored
  /// frames, so it is exact on Xcode's canvas; the running app centres.
  private func roundingUp(_ labels: [View]) -> Double {
    guard onXcodeCanvas, let height = storedContentHeight else { return 0 }
    var total = 0.0
    for label in labels {
      guard let stored = builder.storedFrames[ObjectIdentifier(label)] else { return 0 }
      total += stored.height
    }
    let offset = (height - total) / 2
    return offset.rounded(.up) - offset
  }

  /// Xcode's canvas puts a built-in image view at a whole-point offset, rounded down (an 18 × 15 image at y = 14
  /// in 43.5- and 43.67-pt content views).
  private func roundingDown(_ imageHeight: Double) -> Double {
    guard onXcodeCanvas, let height = storedContentHeight else { return 0 }
    let offset = (height - imageHeight) / 2
    return offset.rounded(.down) - offset
  }

  private mutating func centred(_ view: View, _ name: String) {
    add("\(name)-centerY", view, .centerY, .equal, content, .centerY, roundingUp([view]))
    add("\(name)-top", view, .top, .greaterThanOrEqual, content, .top)
  }

  /// Basic: Xcode stores the title as tall as the content view; the text is centred inside the label.
  mutating func placeBasic() {
    guard let text = parts.text else { return }
    add("textLabel-leading", text, .leading, .equal, start.item, start.attribute, start.constant)
    add("textLabel-trailing", text, .trailing, .equal, content, trailingEdge.attribute, trailingEdge.constant)
    add("textLabel-top", text, .top, .equal, content, .top)
    add("textLabel-bottom", text, .bottom, .equal, content, .bottom)
  }

  /// Subtitle: title over detail, both at the text column's start, the pair centred.
  mutating func placeSubtitle() {
    let labels = [parts.text, parts.detail].compactMap { $0 }
    guard !labels.isEmpty else { return }
    let block = LayoutGuide("\(content.identifier).UITableViewCell-labels")
    content.addLayoutGuide(block)
    add("labels-leading", block, .leading, .equal, content, .leading)
    add("labels-width", block, .width, .equal, content, .width)
    add("labels-centerY", block, .centerY, .equal, content, .centerY, roundingUp(labels))
    add("labels-top", block, .top, .greaterThanOrEqual, content, .top)
    for (index, label) in labels.enumerated() {
      let name = label === parts.text ? "textLabel" : "detailTextLabel"
      add("\(name)-leading", label, .leading, .equal, start.item, start.attribute, start.constant)
      add(
        "\(name)-trailing", label, .trailing, .lessThanOrEqual, content, trailingEdge.attribute,
        trailingEdge.constant)
      if index == 0 { add("\(name)-top", label, .top, .equal, block, .top) }
      if index > 0 { add("\(name)-below", label, .top, .equal, labels[index - 1], .bottom) }
      if index == labels.count - 1 { add("\(name)-bottom", block, .bottom, .equal, label, .bottom) }
    }
  }

  /// Value1 (Right Detail): title at the start, detail against the trailing edge; the detail gives way first.
  mutating func placeValue1() {
    if let text = parts.text {
      add("textLabel-leading", text, .leading, .equal, start.item, start.attribute, start.constant)
      add(
        "textLabel-trailing", text, .trailing, .lessThanOrEqual, content, trailingEdge.attribute,
        trailingEdge.constant)
      centred(text, "textLabel")
    }
    guard let detail = parts.detail else { return }
    add(
      "detailTextLabel-trailing", detail, .trailing, .equal, content, trailingEdge.attribute,
      trailingEdge.constant)
    add(
      "detailTextLabel-leading", detail, .leading, .greaterThanOrEqual, start.item, start.attribute,
      start.constant)
    centred(detail, "detailTextLabel")
    if let text = parts.text {
      add(
        "detailTextLabel-gap", detail, .leading, .greaterThanOrEqual, text, .trailing, CellMetrics.value1Gap)
      Self.yieldCompression(detail, below: text)
    }
  }

  /// Value2 (Left Detail): a right-aligned title column of fixed width, then the detail.
  mutating func placeValue2() {
    var detailStart = start
    if let text = parts.text {
      add("textLabel-leading", text, .leading, .equal, start.item, start.attribute, start.constant)
      add("textLabel-width", text, .width, equalTo: CellMetrics.value2TitleWidth)
      centred(text, "textLabel")
      if var content = text.text, content.alignment == .natural {
        // Right-aligned toward the detail: the trailing side.
        content.alignment = builder.traits.layoutDirection == .rightToLeft ? .left : .right
        text.text = content
      }
      detailStart = (text, .trailing, CellMetrics.value2Gap)
    }
    guard let detail = parts.detail else { return }
    add(
      "detailTextLabel-leading", detail, .leading, .equal, detailStart.item, detailStart.attribute,
      detailStart.constant)
    add(
      "detailTextLabel-trailing", detail, .trailing, .lessThanOrEqual, content, trailingEdge.attribute,
      trailingEdge.constant)
    centred(detail, "detailTextLabel")
  }

  /// A self-sizing row: at least a standard row, and no taller than the content needs, even when aimed higher
  /// (a fitting size level's target loses to this, the labels' hugging and compression resistance win over it).
  mutating func limitHeight(_ minimumHeight: Double) {
    constraints.append(
      LayoutConstraint(
        content, .height, .greaterThanOrEqual, nil, .notAnAttribute, constant: minimumHeight,
        identifier: "UITableViewCell-standardHeight", origin: .cellStyle))
    constraints.append(
      LayoutConstraint(
        content, .height, .equal, nil, .notAnAttribute, constant: minimumHeight,
        priority: Priority(Priority.fittingSizeLevel.value + 1),
        identifier: "UITableViewCell-compactHeight",
        origin: .cellStyle))
  }

  /// Lowers `view`'s horizontal compression resistance just below `other`'s unless the document set it.
  private static func yieldCompression(_ view: View, below other: View) {
    let mine = view.compressionResistancePriority[.horizontal]
    let theirs = other.compressionResistancePriority[.horizontal]
    if mine == theirs { view.compressionResistancePriority[.horizontal] = Priority(theirs.value - 1) }
  }
}
