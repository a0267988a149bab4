import PlumbLayout
import PlumbText

/// Interface Builder's constraint annotations (ib-visual-language.md §1.2–1.5): I-bars for spaces and sizes,
/// plain lines for alignment, solid for required and dashed for optional, blue / orange / red by state.
struct ConstraintOverlay {
  /// Label plates already drawn, so later labels move aside instead of covering them.
  final class Placed {
    var plates: [Rect] = []
  }
  let placed = Placed()
  let canvas: any DrawingSurface
  let text: TextLayoutEngine
  let engine: LayoutEngine
  let result: LayoutResult
  let showGuides: Bool
  let selection: String?
  let legend: Bool

  static let dash: [Double] = [3, 2]
  static let capHalf = 3.0
  static let barOffset = 4.0

  func draw() {
    let scale = result.scale
    let report = engine.constraintReport()
    let constraints = engine.installedConstraints
    let ambiguous = Set(result.views.filter(\.isAmbiguous).map(\.id))
    let misplaced = Set(result.views.filter(\.isMisplaced).map(\.id))
    var usedGuides: [LayoutGuide] = []
    // With a selection, only the constraints affecting the selected view on either axis (IB's selected view).
    var selected: Set<ObjectIdentifier>?
    if let selection, let view = engine.root.subtree.first(where: { $0.identifier == selection }) {
      let affecting = engine.constraintsAffectingLayout(for: view, axis: .horizontal)
        + engine.constraintsAffectingLayout(for: view, axis: .vertical)
      selected = Set(affecting.map(ObjectIdentifier.init))
      if let layout = result.view(selection) {
        canvas.fill(layout.absoluteFrame, Color(hex: 0x007AFF, alpha: 0.12))
        canvas.stroke(layout.absoluteFrame, .constraintBlue, width: 1)
      }
    }
    for (constraint, outcome) in zip(constraints, report) where constraint.origin == .user {
      if let selected, !selected.contains(ObjectIdentifier(constraint)) { continue }
      let ids = [constraint.firstItem, constraint.secondItem].compactMap { $0 }.map { $0.hostView?.identifier ?? $0.identifier }
      var color = Color.constraintBlue
      if outcome.status == .conflicting || outcome.status == .broken || ids.contains(where: ambiguous.contains) {
        color = .conflictRed
      } else if ids.contains(where: misplaced.contains) {
        color = .misplacedOrange
      }
      for item in [constraint.firstItem, constraint.secondItem] {
        if let guide = item as? LayoutGuide, guide.kind.isSystem, !usedGuides.contains(where: { $0 === guide }) {
          usedGuides.append(guide)
        }
      }
      drawConstraint(constraint, color: color, broken: outcome.status == .broken, scale: scale)
    }
    if showGuides {
      // Margin and safe-area guides a drawn constraint uses: faint and dotted.
      for guide in usedGuides {
        let frame = guide.layoutFrame.pixelAligned(scale: scale)
        canvas.stroke(frame, Color.constraintBlue.withAlpha(0.35), width: 1 / scale, dash: [1, 2])
      }
    }
    drawViewNames()
    if legend && canvas.size.height >= 160 && canvas.size.width >= 200 { drawLegend() }
    // Misplaced views: the designer's frame solid, the frame Auto Layout computes dashed (IB's convention).
    for layout in result.views where layout.isMisplaced {
      guard let expected = layout.expectedFrame else { continue }
      let parent = layout.superview.flatMap { result.view($0)?.absoluteFrame } ?? .zero
      let designer = expected.offsetBy(dx: parent.minX, dy: parent.minY)
      canvas.stroke(designer, .misplacedOrange, width: 1)
      canvas.stroke(layout.absoluteFrame, .misplacedOrange, width: 1, dash: Self.dash)
    }
    // Ambiguous views: red outline, and the exercised alternative as a dashed red ghost.
    for layout in result.views where layout.isAmbiguous {
      canvas.stroke(layout.absoluteFrame, .conflictRed, width: 1)
      if let alternative = layout.alternativeFrame {
        canvas.stroke(alternative.pixelAligned(scale: scale), .conflictRed.withAlpha(0.8), width: 1, dash: Self.dash)
      }
    }
  }

  private func frame(_ item: LayoutItem) -> Rect {
    if let view = item as? View, let layout = result.view(view.identifier) { return layout.absoluteFrame }
    return item.layoutFrame.pixelAligned(scale: result.scale)
  }

  private func drawConstraint(_ constraint: LayoutConstraint, color: Color, broken: Bool, scale: Double) {
    let dash = constraint.priority.isRequired ? [] : Self.dash
    // An edge pinned to a scroll view's content is drawn to the content area, where the engine puts it.
    let (firstItem, secondItem) = engine.effectiveItems(of: constraint)
    let a = frame(firstItem)
    let attribute = constraint.firstAttribute
    let badge: String? =
      switch constraint.relation {
      case .equal: nil
      case .greaterThanOrEqual: "≥"
      case .lessThanOrEqual: "≤"
      }
    var midpoint: Point
    if attribute.isSizeAttribute {
      midpoint = sizeBar(a, horizontal: attribute == .width, color: color, dash: dash)
      if let second = secondItem {
        // Each item gets its own bar with an "=" badge; an ancestor's bar would only repeat the canvas edge.
        if !contains(second, firstItem) && second !== firstItem {
          let other = sizeBar(frame(second), horizontal: constraint.secondAttribute == .width, color: color, dash: dash)
          drawBadge("=", at: other, color: color)
        } else if second === firstItem {
          _ = sizeBar(a, horizontal: constraint.secondAttribute == .width, color: color, dash: dash)
        }
        drawBadge("=", at: midpoint, color: color)
        if constraint.multiplier != 1 {
          let text = second === firstItem ? number(constraint.multiplier) + ":1" : "×" + number(constraint.multiplier)
          label(text, at: Point(x: midpoint.x, y: midpoint.y + 11), color: color)
        }
      } else if constraint.constant != 0 {
        label(trimmed(constraint.constant), at: midpoint, color: color)
      }
      if let badge { drawBadge(badge, at: Point(x: midpoint.x + 24, y: midpoint.y), color: color) }
    } else if let second = secondItem {
      let b = frame(second)
      let valueA = engine.value(of: attribute, for: firstItem)
      let valueB = engine.value(of: constraint.secondAttribute, for: second)
      let horizontal = attribute.axis == .horizontal
      // A pin to a container spans only the pinned item, as in Interface Builder.
      let firstInside = contains(second, firstItem)
      let secondInside = contains(firstItem, second)
      let extent = firstInside ? a : b
      let a = secondInside ? b : a
      if attribute == .firstBaseline || attribute == .lastBaseline {
        let left = min(a.minX, b.minX)
        let right = max(a.maxX, b.maxX)
        canvas.line(Point(x: left, y: valueA), Point(x: right, y: valueA), color, dash: dash)
        canvas.line(Point(x: left, y: valueA - 1.5), Point(x: left, y: valueA + 1.5), color)
        canvas.line(Point(x: right, y: valueA - 1.5), Point(x: right, y: valueA + 1.5), color)
        midpoint = Point(x: (left + right) / 2, y: valueA)
      } else if abs(valueA - valueB) < 0.5 / scale {
        // Alignment (or a 0-pt gap): a plain line through both items.
        if horizontal {
          let top = min(a.minY, extent.minY)
          let bottom = max(a.maxY, extent.maxY)
          canvas.line(Point(x: valueA, y: top), Point(x: valueA, y: bottom), color, dash: dash)
          midpoint = Point(x: valueA, y: (top + bottom) / 2)
        } else {
          let left = min(a.minX, extent.minX)
          let right = max(a.maxX, extent.maxX)
          canvas.line(Point(x: left, y: valueA), Point(x: right, y: valueA), color, dash: dash)
          midpoint = Point(x: (left + right) / 2, y: valueA)
        }
      } else {
        // A space: an I-bar between the two lines, in the middle of the items' overlap.
        if horizontal {
          let top = max(a.minY, b.minY)
          let bottom = min(a.maxY, b.maxY)
          let y = top < bottom ? (top + bottom) / 2 : a.midY
          ibar(Point(x: valueB, y: y), Point(x: valueA, y: y), color: color, dash: dash)
          if y < b.minY || y > b.maxY { canvas.line(Point(x: valueB, y: b.midY), Point(x: valueB, y: y), color, dash: [1, 2]) }
          midpoint = Point(x: (valueA + valueB) / 2, y: y)
        } else {
          let left = max(a.minX, b.minX)
          let right = min(a.maxX, b.maxX)
          let x = left < right ? (left + right) / 2 : a.midX
          ibar(Point(x: x, y: valueB), Point(x: x, y: valueA), color: color, dash: dash)
          if x < b.minX || x > b.maxX { canvas.line(Point(x: b.midX, y: valueB), Point(x: x, y: valueB), color, dash: [1, 2]) }
          midpoint = Point(x: x, y: (valueA + valueB) / 2)
        }
        if constraint.constant != 0 { label(trimmed(abs(constraint.constant)), at: midpoint, color: color) }
      }
      if let badge { drawBadge(badge, at: Point(x: midpoint.x + (horizontal ? 0 : 12), y: midpoint.y + (horizontal ? 12 : 0)), color: color) }
    } else {
      midpoint = Point(x: a.midX, y: a.midY)
    }
    if broken {
      canvas.line(Point(x: midpoint.x - 4, y: midpoint.y - 4), Point(x: midpoint.x + 4, y: midpoint.y + 4), .conflictRed, width: 1.5)
      canvas.line(Point(x: midpoint.x - 4, y: midpoint.y + 4), Point(x: midpoint.x + 4, y: midpoint.y - 4), .conflictRed, width: 1.5)
    }
  }

  /// Each view's id in small grey text at its top-left corner, as IB's canvas labels views.
  private func drawViewNames() {
    for layout in result.views where layout.superview != nil && layout.kind != .stack && layout.absoluteFrame.width >= 24 {
      let content = TextContent(layout.id, font: FontDescriptor(size: 7))
      let text = self.text.layout(content, maxWidth: layout.absoluteFrame.width - 2, in: environment())
      canvas.draw(
        text, at: Point(x: layout.absoluteFrame.minX + 1.5, y: layout.absoluteFrame.minY + 1),
        color: Color(hex: 0x3C3C43, alpha: 0.6))
    }
  }

  /// The annotation key: colours and strokes, in the bottom-left corner.
  private func drawLegend() {
    let entries: [(String, Color, [Double])] = [
      ("required", .constraintBlue, []), ("optional", .constraintBlue, Self.dash),
      ("misplaced", .misplacedOrange, []), ("conflict / ambiguous", .conflictRed, []),
    ]
    let lineHeight = 11.0
    let box = Rect(x: 4, y: canvas.size.height - 4 - lineHeight * Double(entries.count) - 6, width: 128, height: lineHeight * Double(entries.count) + 6)
    canvas.fill(box, Color(hex: 0xFFFFFF, alpha: 0.85), radius: 4)
    canvas.stroke(box, Color(hex: 0x3C3C43, alpha: 0.29), width: 1 / canvas.scale, radius: 4)
    for (index, entry) in entries.enumerated() {
      let y = box.minY + 3 + lineHeight * (Double(index) + 0.5)
      canvas.line(Point(x: box.minX + 6, y: y), Point(x: box.minX + 30, y: y), entry.1, width: 1, dash: entry.2)
      let label = text.layout(TextContent(entry.0, font: FontDescriptor(size: 8)), maxWidth: nil, in: environment())
      canvas.draw(label, at: Point(x: box.minX + 36, y: y - label.lineHeight / 2), color: Color(hex: 0x000000, alpha: 0.75))
    }
  }

  /// A size I-bar 4 pt outside the bottom (width) or trailing (height) edge, inside when it would leave the canvas.
  private func sizeBar(_ frame: Rect, horizontal: Bool, color: Color, dash: [Double]) -> Point {
    if horizontal {
      var y = frame.maxY + Self.barOffset
      if y > canvas.size.height - 1 { y = frame.maxY - Self.barOffset }
      ibar(Point(x: frame.minX, y: y), Point(x: frame.maxX, y: y), color: color, dash: dash)
      return Point(x: frame.midX, y: y)
    }
    var x = frame.maxX + Self.barOffset
    if x > canvas.size.width - 1 { x = frame.maxX - Self.barOffset }
    ibar(Point(x: x, y: frame.minY), Point(x: x, y: frame.maxY), color: color, dash: dash)
    return Point(x: x, y: frame.midY)
  }

  /// A line with T caps at both ends.
  private func ibar(_ from: Point, _ to: Point, color: Color, dash: [Double]) {
    canvas.line(from, to, color, dash: dash)
    let h = Self.capHalf
    if from.y == to.y {
      canvas.line(Point(x: from.x, y: from.y - h), Point(x: from.x, y: from.y + h), color)
      canvas.line(Point(x: to.x, y: to.y - h), Point(x: to.x, y: to.y + h), color)
    } else {
      canvas.line(Point(x: from.x - h, y: from.y), Point(x: from.x + h, y: from.y), color)
      canvas.line(Point(x: to.x - h, y: to.y), Point(x: to.x + h, y: to.y), color)
    }
  }

  /// True when `container` is an ancestor of `item` (or a guide of one), so pins to it are drawn from `item`.
  private func contains(_ container: LayoutItem, _ item: LayoutItem) -> Bool {
    guard let host = container.hostView, let inner = item.hostView else { return false }
    if container is LayoutGuide && host === inner { return true }
    var current = inner.superview
    while let view = current {
      if view === host { return true }
      current = view.superview
    }
    return false
  }

  /// A multiplier with up to three decimals (`0.3`, `0.575`, `2`).
  private func number(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  private func trimmed(_ value: Double) -> String {
    let rounded = (value * 2).rounded() / 2
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  private func environment() -> TextEnvironment {
    TextEnvironment(contentSizeCategory: .large, layoutDirection: .leftToRight, scale: result.scale)
  }

  /// 9-pt text in the line's colour on a white rounded plate at 85 % alpha.
  private func label(_ string: String, at center: Point, color: Color) {
    let layout = text.layout(TextContent(string, font: FontDescriptor(size: 9)), maxWidth: nil, in: environment())
    var plate = Rect(
      x: center.x - layout.size.width / 2 - 2, y: center.y - layout.size.height / 2 - 1, width: layout.size.width + 4,
      height: layout.size.height + 2)
    // Labels avoid each other: step down (then up) by a plate's height until the place is free.
    func overlaps(_ rect: Rect) -> Bool {
      placed.plates.contains { $0.minX < rect.maxX && rect.minX < $0.maxX && $0.minY < rect.maxY && rect.minY < $0.maxY }
    }
    var attempt = 0
    let original = plate
    while overlaps(plate) && attempt < 8 {
      attempt += 1
      let step = Double((attempt + 1) / 2) * (original.height + 1) * (attempt % 2 == 1 ? 1 : -1)
      plate = original.offsetBy(dx: 0, dy: step)
    }
    placed.plates.append(plate)
    canvas.fill(plate, Color(hex: 0xFFFFFF, alpha: 0.85), radius: 2)
    canvas.draw(layout, at: Point(x: plate.minX + 2, y: plate.minY + 1), color: color)
  }


  /// A filled circle of radius 6 with a white 8-pt bold glyph.
  private func drawBadge(_ glyph: String, at center: Point, color: Color) {
    canvas.circle(center, radius: 6, color)
    let layout = text.layout(
      TextContent(glyph, font: FontDescriptor(size: 8, weight: .bold)), maxWidth: nil, in: environment())
    let width = layout.lines.first?.width ?? 0
    canvas.draw(
      layout, at: Point(x: center.x - width / 2, y: center.y - layout.lineHeight / 2), color: Color(hex: 0xFFFFFF))
  }
}

extension LayoutAttribute {
  var isSizeAttribute: Bool { self == .width || self == .height }
}
