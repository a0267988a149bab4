import Foundation
public import PlumbLayout
public import PlumbText

/// Turns a laid-out screen into a ``Diagram``: where every constraint, caption, guide and legend entry goes.
///
/// The steps, in order: the drawing (screen plus gutters) and the boxes nothing may cover (the views' own text);
/// the constraints' bars and lines with their end caps; labels and badges, each put at the first free place among
/// candidates (on its bar, beside it, further out, in a gutter with a leader line), or else listed in the table;
/// views' captions; misplaced and ambiguous views; guides and bands; then the legend of the conventions used and
/// the table under the screen.
public final class DiagramBuilder {
  /// Space around the screen for edge distances, size bars and labels moved off the screen.
  public static let gutter = 36.0
  static let dash: [Double] = [3, 2]
  static let capHalf = 3.0
  static let labelSize = 9.0
  static let captionSize = 7.0
  static let legendSize = 8.0

  let engine: LayoutEngine
  let result: LayoutResult
  let text: TextLayoutEngine
  let selection: String?
  let showLegend: Bool
  /// Where the screen's top-left corner sits in the drawing.
  let origin: Point
  let screen: Rect
  var placer: LabelPlacer
  var groups: [DiagramGroup] = []
  var table: [DiagramTableRow] = []
  /// Conventions the diagram uses, for the legend.
  var used: Set<LegendEntry> = []
  /// Size bars already drawn on a view's side, so the next one goes further out.
  var sizeBars: [String: Int] = [:]
  /// Bars on the other item of equal-size constraints, by item, axis and look, so later constraints reuse them.
  var sharedBars: [SharedBarKey: SharedBar] = [:]
  /// Bands already drawn (guide id and side).
  var bands: Set<String> = []
  /// Views that are not drawn (hidden, or inside a hidden view).
  var hiddenViews: Set<String> = []
  /// Solved views by id.
  var layouts: [String: ViewLayout] = [:]
  /// Frames views are painted at: the solved frame, or a misplaced view's designer frame (canvas coordinates).
  public private(set) var paintedFrames: [String: Rect] = [:]

  /// Prepares a diagram of `result`, drawing only the constraints affecting `selection` when one is given.
  public init(
    engine: LayoutEngine, result: LayoutResult, text: TextLayoutEngine, selection: String? = nil,
    legend: Bool = true
  ) {
    self.engine = engine
    self.result = result
    self.text = text
    self.selection = selection
    self.showLegend = legend
    let gutter = Self.gutter
    origin = Point(x: gutter, y: gutter)
    let size = Size(width: max(1, result.canvasSize.width), height: max(1, result.canvasSize.height))
    screen = Rect(origin: origin, size: size)
    placer = LabelPlacer(
      bounds: Rect(x: 0, y: 0, width: size.width + 2 * gutter, height: size.height + 2 * gutter))
    for (view, layout) in zip(engine.root.subtree, result.views) {
      if view.isHidden || view.superview.map({ hiddenViews.contains($0.identifier) }) == true {
        hiddenViews.insert(view.identifier)
      }
      layouts[layout.id] = layout
      // Interface Builder shows a misplaced view where the designer put it, and its subviews move with it.
      let parentSolved = layout.superview.flatMap { layouts[$0]?.absoluteFrame } ?? .zero
      let parentPainted = layout.superview.flatMap { paintedFrames[$0] } ?? .zero
      if layout.isMisplaced, let expected = layout.expectedFrame {
        paintedFrames[layout.id] = expected.offsetBy(dx: parentPainted.minX, dy: parentPainted.minY)
      } else {
        paintedFrames[layout.id] = layout.absoluteFrame.offsetBy(
          dx: parentPainted.minX - parentSolved.minX, dy: parentPainted.minY - parentSolved.minY)
      }
    }
  }

  /// A canvas rectangle in drawing coordinates.
  func drawing(_ rect: Rect) -> Rect { rect.offsetBy(dx: origin.x, dy: origin.y) }

  /// Where a view is painted, in drawing coordinates.
  func painted(_ id: String) -> Rect? { paintedFrames[id].map(drawing) }

  /// Builds the diagram. `textBoxes` are the boxes of text the screen draws, in drawing coordinates.
  public func build(textBoxes: [Rect]) -> Diagram {
    var viewText = DiagramGroup(id: "view-text", classes: ["text"], title: nil, marks: [])
    for box in textBoxes where box.width > 0 && box.height > 0 {
      let clipped = intersection(box, placer.bounds)
      guard let clipped else { continue }
      placer.take(clipped)
      viewText.marks.append(
        DiagramMark(
          kind: .text, box: clipped, constraint: nil, constraintIndex: nil, status: nil, shape: .none))
    }
    if !viewText.marks.isEmpty { groups.append(viewText) }
    if engine.canvas.traits.layoutDirection == .rightToLeft { addDirectionMarker() }
    let selected = selectedConstraints()
    if let selection, let frame = painted(selection) { addSelectionHighlight(selection, frame) }
    addConstraints(selected: selected)
    addStackSpacing()
    addGuides()
    addMisplacedViews()
    addAmbiguousViews()
    addCaptions()
    return finish()
  }

  /// The constraints affecting the selected view on either axis (Interface Builder's selected view), or nil.
  private func selectedConstraints() -> Set<ObjectIdentifier>? {
    guard let selection, let view = engine.root.subtree.first(where: { $0.identifier == selection }) else {
      return nil
    }
    let affecting =
      engine.constraintsAffectingLayout(for: view, axis: .horizontal)
      + engine.constraintsAffectingLayout(for: view, axis: .vertical)
    return Set(affecting.map(ObjectIdentifier.init))
  }

  /// Dims everything but the selected view and outlines it.
  private func addSelectionHighlight(_ id: String, _ frame: Rect) {
    let veil = Color(hex: 0xFFFFFF, alpha: 0.55)
    let around = [
      Rect(x: screen.minX, y: screen.minY, width: screen.width, height: max(0, frame.minY - screen.minY)),
      Rect(x: screen.minX, y: frame.maxY, width: screen.width, height: max(0, screen.maxY - frame.maxY)),
      Rect(x: screen.minX, y: frame.minY, width: max(0, frame.minX - screen.minX), height: frame.height),
      Rect(x: frame.maxX, y: frame.minY, width: max(0, screen.maxX - frame.maxX), height: frame.height),
    ]
    var marks = around.filter { $0.width > 0 && $0.height > 0 }.map {
      DiagramMark(
        kind: .guide, box: $0, constraint: nil, constraintIndex: nil, status: nil,
        shape: .rect($0, stroke: nil, fill: veil, dash: [], radius: 0))
    }
    marks.append(
      DiagramMark(
        kind: .guide, box: frame, constraint: nil, constraintIndex: nil, status: nil,
        shape: .rect(
          frame, stroke: .constraintBlue, fill: Color(hex: 0x007AFF, alpha: 0.08), dash: [], radius: 0)))
    groups.append(DiagramGroup(id: "selection", classes: ["selection"], title: id, marks: marks))
  }

  /// A "right to left" arrow in the top gutter's trailing corner.
  private func addDirectionMarker() {
    let content = "← right to left"
    let size = measure(content, size: Self.legendSize, bold: true)
    let box = Rect(
      x: screen.maxX - size.width - 4, y: max(1, origin.y - size.height - 20), width: size.width + 4,
      height: size.height + 2)
    guard let placed = placer.place([box, box.offsetBy(dx: 0, dy: -6)]) else { return }
    used.insert(.direction)
    groups.append(
      DiagramGroup(
        id: "direction", classes: ["direction"], title: "User interface layout direction: right to left",
        marks: [
          DiagramMark(
            kind: .direction, box: placed, constraint: nil, constraintIndex: nil, status: nil,
            shape: .text(
              content, origin: Point(x: placed.minX + 2, y: placed.minY + 1), size: Self.legendSize,
              bold: true,
              color: Color(hex: 0x3C3C43), plate: nil, plateBox: placed))
        ]))
  }

  // MARK: Text

  func environment() -> TextEnvironment {
    TextEnvironment(contentSizeCategory: .large, layoutDirection: .leftToRight, scale: result.scale)
  }

  /// The size of `string` in the diagram's font.
  func measure(_ string: String, size: Double, bold: Bool = false) -> Size {
    let layout = text.layout(
      TextContent(string, font: FontDescriptor(size: size, weight: bold ? .bold : .regular)), maxWidth: nil,
      in: environment())
    return Size(width: layout.lines.map(\.width).max() ?? 0, height: layout.size.height)
  }

  // MARK: Finishing

  private func intersection(_ a: Rect, _ b: Rect) -> Rect? {
    let left = max(a.minX, b.minX)
    let top = max(a.minY, b.minY)
    let right = min(a.maxX, b.maxX)
    let bottom = min(a.maxY, b.maxY)
    guard right > left, bottom > top else { return nil }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Cuts lines and boxes that reach past the drawing (a scroll view's content below the screen) at its edge; a
  /// constraint with nothing left to draw is listed in the table.
  private func clipToDrawing() {
    let bounds = placer.bounds
    for index in groups.indices {
      let before = groups[index].marks.count
      groups[index].marks = groups[index].marks.compactMap { clip($0, to: bounds) }
      let group = groups[index]
      if before > 0, group.marks.isEmpty, group.classes.first == "constraint", let title = group.title,
        let number = Int(group.id.dropFirst("constraint-".count))
      {
        let status = group.classes.dropFirst().first.flatMap(DiagramStatus.init(rawValue:)) ?? .required
        addRow(equation: title, index: number, status: status, note: "not drawn: outside the screen")
      }
    }
  }

  private func clip(_ mark: DiagramMark, to bounds: Rect) -> DiagramMark? {
    func inside(_ rect: Rect) -> Bool {
      rect.minX >= bounds.minX && rect.minY >= bounds.minY && rect.maxX <= bounds.maxX
        && rect.maxY <= bounds.maxY
    }
    guard !inside(mark.box) else { return mark }
    func clamp(_ point: Point) -> Point {
      Point(x: min(max(point.x, bounds.minX), bounds.maxX), y: min(max(point.y, bounds.minY), bounds.maxY))
    }
    var clipped = mark
    switch mark.shape {
    case .line(let from, let to, let color, let width, let dash):
      let (a, b) = (clamp(from), clamp(to))
      guard from.x == to.x || from.y == to.y, a != b, (from.x == to.x ? a.x == from.x : a.y == from.y) else {
        return nil
      }
      clipped.shape = .line(from: a, to: b, color: color, width: width, dash: dash)
      clipped.box = barBox(a, b)
    case .ibar(let from, let to, let color, let dash, _):
      let (a, b) = (clamp(from), clamp(to))
      guard a != b, (from.x == to.x ? a.x == from.x : a.y == from.y) else { return nil }
      // Cut bars lose their caps: the space goes on past the edge.
      clipped.shape = .line(from: a, to: b, color: color, width: 1, dash: dash)
      clipped.kind = .line
      clipped.box = barBox(a, b)
    case .rect(let rect, let stroke, let fill, let dash, let radius):
      guard let cut = intersection(rect, bounds) else { return nil }
      clipped.shape = .rect(cut, stroke: stroke, fill: fill, dash: dash, radius: radius)
      clipped.box = cut
    default:
      return nil
    }
    return inside(clipped.box) ? clipped : nil
  }

  /// Lays out the legend strip and the table under the screen and returns the diagram.
  private func finish() -> Diagram {
    clipToDrawing()
    var width = placer.bounds.width
    var y = placer.bounds.maxY
    if showLegend && !used.isEmpty {
      let (group, bottom) = legend(top: y, width: width)
      groups.append(group)
      y = bottom
    }
    if !table.isEmpty {
      let (group, bottom, right) = tableGroup(top: y + 4, width: width)
      groups.append(group)
      width = max(width, right)
      y = bottom + 4
    }
    return Diagram(
      size: Size(width: width.rounded(.up), height: y.rounded(.up)), screen: screen, groups: groups,
      table: table)
  }

  /// A table longer than this flows into columns across the drawing's width.
  static let tableColumnThreshold = 40
  /// A long table's columns hold at most this many rows, widening the drawing if they must, so that neither side
  /// outgrows what Cairo can draw at @3x.
  static let tableRowsPerColumn = 150
  /// At most this many rows are drawn; a last row counts the rest (the diagram's model keeps every row).
  static let tableRowLimit = 1000

  /// The numbered table of constraints with no room on the screen, under the legend: one column while it is
  /// short, columns across the drawing's width when it is long, and at most `tableRowLimit` rows, so a screen
  /// of thousands of views still makes a drawing Cairo can hold. Returns the group, its bottom and right edge.
  private func tableGroup(top: Double, width: Double) -> (DiagramGroup, bottom: Double, right: Double) {
    var lines: [(row: DiagramTableRow?, content: String)] = table.prefix(Self.tableRowLimit).map {
      ($0, "\($0.number)  \($0.constraint)  — \($0.note)")
    }
    if table.count > Self.tableRowLimit {
      let rest = table.count - Self.tableRowLimit
      lines.append(
        (nil, "… \(rest) more constraints have no room on the screen: `plumb layout` lists every constraint"))
    }
    let sizes = lines.map { measure($0.content, size: Self.legendSize) }
    let columnWidth = (sizes.map(\.width).max() ?? 0) + 4 + 12
    let perColumnLimit = Self.tableRowsPerColumn
    let columns =
      table.count > Self.tableColumnThreshold
      ? max(Int((width - 8) / columnWidth), (lines.count + perColumnLimit - 1) / perColumnLimit, 1) : 1
    let perColumn = (lines.count + columns - 1) / columns
    var marks: [DiagramMark] = []
    var right = 0.0
    var bottom = top
    var y = top
    for (index, line) in lines.enumerated() {
      if index % perColumn == 0 { y = top }
      let x = 8 + Double(index / perColumn) * columnWidth
      let box = Rect(x: x, y: y, width: sizes[index].width + 4, height: sizes[index].height + 2)
      let ink = line.row.map { self.color($0.status) } ?? Color(hex: 0x3C3C43)
      marks.append(
        DiagramMark(
          kind: .row, box: box, constraint: line.row?.constraint, constraintIndex: line.row?.constraintIndex,
          status: line.row?.status,
          shape: .text(
            line.content, origin: Point(x: box.minX + 2, y: box.minY + 1), size: Self.legendSize, bold: false,
            color: ink, plate: nil, plateBox: box)))
      right = max(right, box.maxX + 8)
      y = box.maxY + 1
      bottom = max(bottom, y)
    }
    return (DiagramGroup(id: "table", classes: ["table"], title: nil, marks: marks), bottom, right)
  }

  /// The legend: one entry a convention the diagram uses, in rows that wrap at the drawing's width.
  private func legend(top: Double, width: Double) -> (DiagramGroup, Double) {
    var marks: [DiagramMark] = []
    var x = 8.0
    var y = top + 2
    let rowHeight = 14.0
    for entry in LegendEntry.allCases where used.contains(entry) {
      let label = measure(entry.text, size: Self.legendSize)
      let entryWidth = 22 + 4 + label.width + 12
      if x + entryWidth > width - 4 && x > 8 {
        x = 8
        y += rowHeight
      }
      let swatch = Rect(x: x, y: y + 1, width: 22, height: rowHeight - 2)
      let box = Rect(x: x, y: y, width: entryWidth - 8, height: rowHeight)
      let origin = Point(x: swatch.maxX + 4, y: y + (rowHeight - label.height) / 2)
      let words = DiagramShape.text(
        entry.text, origin: origin, size: Self.legendSize, bold: false, color: Color(hex: 0x3C3C43),
        plate: nil,
        plateBox: box)
      marks.append(
        DiagramMark(
          kind: .legend, box: box, constraint: nil, constraintIndex: nil, status: nil,
          shape: .shapes(entry.swatch(in: swatch) + [words])))
      x += entryWidth
    }
    return (DiagramGroup(id: "legend", classes: ["legend"], title: nil, marks: marks), y + rowHeight + 2)
  }

  /// The colour of marks with `status`.
  func color(_ status: DiagramStatus?) -> Color {
    switch status {
    case .broken, .conflicting, .ambiguous: .conflictRed
    case .misplaced: .misplacedOrange
    case .required, .optional, .unmet, nil: .constraintBlue
    }
  }
}

/// A constraint listed under the screen: one that cannot be drawn, or whose label found no free place.
public struct DiagramTableRow: Sendable {
  /// The row's number, shown beside the constraint's marks when it has any.
  public var number: Int
  /// The constraint as an equation.
  public var constraint: String
  /// Its position in the engine's insertion order.
  public var constraintIndex: Int
  /// What its marks say about it.
  public var status: DiagramStatus
  /// Why it is listed: its value, or why it is not drawn.
  public var note: String
}

/// A convention a diagram can use, in the legend's order.
enum LegendEntry: Int, CaseIterable, Hashable {
  case required, optional, unmet, equal, greater, less, conflict, broken, misplaced, ambiguous, margin, guide
  case direction

  var text: String {
    switch self {
    case .required: "required"
    case .optional: "optional (@priority)"
    case .unmet: "optional, unmet: wanted → actual"
    case .equal: "equal sizes"
    case .greater: "at least"
    case .less: "at most"
    case .conflict: "conflict"
    case .broken: "broken to recover"
    case .misplaced: "misplaced: designer frame, solved frame dashed"
    case .ambiguous: "ambiguous: another valid frame"
    case .margin: "margin / safe area"
    case .guide: "layout guide"
    case .direction: "right-to-left layout"
    }
  }

  /// The sample drawn before the entry's text.
  func swatch(in box: Rect) -> [DiagramShape] {
    let left = Point(x: box.minX + 1, y: box.midY)
    let right = Point(x: box.maxX - 1, y: box.midY)
    let center = Point(x: box.midX, y: box.midY)
    switch self {
    case .required:
      return [.ibar(from: left, to: right, color: .constraintBlue, dash: [], cap: 3)]
    case .optional, .unmet:
      return [.ibar(from: left, to: right, color: .constraintBlue, dash: DiagramBuilder.dash, cap: 3)]
    case .equal, .greater, .less:
      let glyph = self == .equal ? "=" : self == .greater ? "≥" : "≤"
      return [.badge(center: center, radius: 6, color: .constraintBlue, glyph: glyph)]
    case .conflict:
      return [.ibar(from: left, to: right, color: .conflictRed, dash: [], cap: 3)]
    case .broken:
      return [
        .ibar(from: left, to: right, color: .conflictRed, dash: [], cap: 3),
        .cross(center: center, half: 4, color: .conflictRed),
      ]
    case .misplaced:
      let frame = Rect(x: box.minX + 2, y: box.minY + 2, width: box.width - 6, height: box.height - 5)
      return [
        .rect(frame, stroke: .misplacedOrange, fill: nil, dash: [], radius: 0),
        .rect(
          frame.offsetBy(dx: 3, dy: 2), stroke: .misplacedOrange, fill: nil, dash: DiagramBuilder.dash,
          radius: 0),
      ]
    case .ambiguous:
      let frame = Rect(x: box.minX + 2, y: box.minY + 2, width: box.width - 6, height: box.height - 5)
      return [
        .rect(frame, stroke: .conflictRed, fill: nil, dash: [], radius: 0),
        .rect(
          frame.offsetBy(dx: 3, dy: 2), stroke: .conflictRed, fill: nil, dash: DiagramBuilder.dash, radius: 0),
      ]
    case .margin:
      return [.rect(box, stroke: nil, fill: DiagramBuilder.bandFill, dash: [], radius: 0)]
    case .guide:
      return [.rect(box, stroke: DiagramBuilder.guideColor, fill: nil, dash: DiagramBuilder.dash, radius: 0)]
    case .direction:
      return [.line(from: right, to: left, color: Color(hex: 0x3C3C43), width: 1, dash: [])]
    }
  }
}

extension DiagramBuilder {
  static let bandFill = Color(hex: 0x007AFF, alpha: 0.1)
  static let guideColor = Color(hex: 0xAF52DE)
}
