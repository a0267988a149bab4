import PlumbLayout
import PlumbText

/// Draws a ``Diagram``'s marks, one group a constraint, view note, guide or legend.
struct DiagramPainter {
  let surface: any DrawingSurface
  let text: TextLayoutEngine
  let scale: Double

  /// Paints every group except the view text records (which only reserve space): first every group's lines
  /// and boxes, then every group's words and badges, so no line crosses a value. A mark drawn for several
  /// constraints gets a group of its own inside its first constraint's, classed `shared` and with the other
  /// constraints' group ids, so each constraint's marks can be found in an SVG.
  func paint(_ diagram: Diagram) {
    for (pass, words) in [(0, false), (1, true)] {
      for group in diagram.groups where !group.classes.contains("text") {
        let marks = group.marks.filter { Self.isWords($0.kind) == words }
        guard !marks.isEmpty else { continue }
        let id = pass == 0 ? group.id : group.id + "-text"
        surface.beginGroup(id: id, classes: group.classes, title: group.title)
        for mark in marks {
          if mark.sharedBy.isEmpty {
            paint(mark.shape)
          } else {
            surface.beginGroup(id: id + "-shared", classes: ["shared"] + mark.sharedBy, title: nil)
            paint(mark.shape)
            surface.endGroup()
          }
        }
        surface.endGroup()
      }
    }
  }

  /// Marks that carry words or glyphs, painted above every line.
  static func isWords(_ kind: DiagramMark.Kind) -> Bool {
    switch kind {
    case .label, .badge, .caption, .legend, .row, .direction: true
    case .ibar, .line, .guide, .ghost, .leader, .cross, .text: false
    }
  }

  private func paint(_ shape: DiagramShape) {
    switch shape {
    case .line(let from, let to, let color, let width, let dash):
      surface.line(from, to, color, width: width, dash: dash)
    case .ibar(let from, let to, let color, let dash, let cap):
      surface.line(from, to, color, width: 1, dash: dash)
      if from.y == to.y {
        surface.line(
          Point(x: from.x, y: from.y - cap), Point(x: from.x, y: from.y + cap), color, width: 1, dash: [])
        surface.line(Point(x: to.x, y: to.y - cap), Point(x: to.x, y: to.y + cap), color, width: 1, dash: [])
      } else {
        surface.line(
          Point(x: from.x - cap, y: from.y), Point(x: from.x + cap, y: from.y), color, width: 1, dash: [])
        surface.line(Point(x: to.x - cap, y: to.y), Point(x: to.x + cap, y: to.y), color, width: 1, dash: [])
      }
    case .rect(let rect, let stroke, let fill, let dash, let radius):
      if let fill { surface.fill(rect, fill, radius: radius) }
      if let stroke { surface.stroke(rect, stroke, width: 1, radius: radius, dash: dash) }
    case .badge(let center, let radius, let color, let glyph):
      surface.circle(center, radius: radius, color)
      let layout = layout(glyph, size: 8, bold: true)
      let width = layout.lines.first?.width ?? 0
      surface.draw(
        layout, at: Point(x: center.x - width / 2, y: center.y - layout.lineHeight / 2),
        color: Color(hex: 0xFFFFFF))
    case .text(let string, let origin, let size, let bold, let color, let plate, let plateBox):
      if let plate { surface.fill(plateBox, plate, radius: 2) }
      surface.draw(layout(string, size: size, bold: bold), at: origin, color: color)
    case .cross(let center, let half, let color):
      surface.line(
        Point(x: center.x - half, y: center.y - half), Point(x: center.x + half, y: center.y + half), color,
        width: 1.5,
        dash: [])
      surface.line(
        Point(x: center.x - half, y: center.y + half), Point(x: center.x + half, y: center.y - half), color,
        width: 1.5,
        dash: [])
    case .shapes(let shapes):
      for shape in shapes { paint(shape) }
    case .none:
      break
    }
  }

  private func layout(_ string: String, size: Double, bold: Bool) -> TextLayout {
    text.layout(
      TextContent(string, font: FontDescriptor(size: size, weight: bold ? .bold : .regular)), maxWidth: nil,
      in: TextEnvironment(contentSizeCategory: .large, layoutDirection: .leftToRight, scale: scale))
  }
}
