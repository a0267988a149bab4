import Foundation
import PlumbLayout

extension DiagramBuilder {
  static let badgeRadius = 6.0
  static let plate = Color(hex: 0xFFFFFF, alpha: 0.9)

  /// Places a constraint's tag (badge and value side by side) at the first free candidate, splits it into its
  /// badge and label marks, and draws a leader when it had to move away; with no free place, lists the
  /// constraint in the table and marks the bar with the row's number.
  func place(_ request: TagRequest) {
    let badgeSize = request.badge == nil ? 0 : 2 * Self.badgeRadius
    var textSize = Size.zero
    if let text = request.text {
      let measured = measure(text, size: Self.labelSize)
      textSize = Size(width: measured.width + 4, height: measured.height + 2)
    }
    let gap = request.badge != nil && request.text != nil ? 1.0 : 0
    let size = Size(width: badgeSize + gap + textSize.width, height: max(badgeSize, textSize.height))
    guard size.width > 0 else { return }
    if let box = placer.place(candidates(around: request, size: size)) {
      emit(request, box: box, badgeSize: badgeSize, gap: gap, textSize: textSize)
      return
    }
    let number = table.count + 1
    var note = [request.badge, request.text].compactMap { $0 }.joined(separator: " ")
    note = note.isEmpty ? "no room for its label" : "\(note) (no room for it on the screen)"
    addRow(equation: request.equation, index: request.index, status: request.status, note: note)
    let numberText = "\(number)"
    let measured = measure(numberText, size: Self.labelSize)
    let numberSize = Size(width: measured.width + 4, height: measured.height + 2)
    var numbered = request
    numbered.badge = nil
    numbered.text = numberText
    if let box = placer.place(candidates(around: numbered, size: numberSize)) {
      emit(numbered, box: box, badgeSize: 0, gap: 0, textSize: numberSize)
    }
  }

  private func emit(_ request: TagRequest, box: Rect, badgeSize: Double, gap: Double, textSize: Size) {
    let color = color(request.status)
    var marks: [DiagramMark] = []
    if let badge = request.badge {
      let center = Point(x: box.minX + Self.badgeRadius, y: box.midY)
      let badgeBox = Rect(x: box.minX, y: box.midY - Self.badgeRadius, width: badgeSize, height: badgeSize)
      marks.append(
        DiagramMark(
          kind: .badge, box: badgeBox, constraint: request.equation, constraintIndex: request.index,
          status: request.status,
          shape: .badge(center: center, radius: Self.badgeRadius, color: color, glyph: badge)))
    }
    if let text = request.text {
      let plate = Rect(
        x: box.minX + badgeSize + gap, y: box.midY - textSize.height / 2, width: textSize.width,
        height: textSize.height)
      marks.append(
        DiagramMark(
          kind: .label, box: plate, constraint: request.equation, constraintIndex: request.index,
          status: request.status,
          shape: .text(
            text, origin: Point(x: plate.minX + 2, y: plate.minY + 1), size: Self.labelSize, bold: false,
            color: color, plate: Self.plate, plateBox: plate)))
    }
    // A tag that is not at its anchor gets a thin leader from its nearest edge to the anchor.
    let bounds = placer.bounds
    let anchor = Point(
      x: min(max(request.anchor.x, bounds.minX), bounds.maxX),
      y: min(max(request.anchor.y, bounds.minY), bounds.maxY))
    var request = request
    request.anchor = anchor
    let nearest = Point(
      x: min(max(request.anchor.x, box.minX), box.maxX), y: min(max(request.anchor.y, box.minY), box.maxY))
    let distance =
      ((nearest.x - request.anchor.x) * (nearest.x - request.anchor.x)
      + (nearest.y - request.anchor.y) * (nearest.y - request.anchor.y)).squareRoot()
    if distance > 4 {
      marks.insert(
        DiagramMark(
          kind: .leader, box: barBox(nearest, request.anchor), constraint: request.equation,
          constraintIndex: request.index, status: request.status,
          shape: .line(from: nearest, to: request.anchor, color: color.withAlpha(0.6), width: 0.5, dash: [])),
        at: 0)
    }
    if let bar = request.sharedBar {
      let sharedBy = groups[request.group].marks[bar].sharedBy
      for index in marks.indices { marks[index].sharedBy = sharedBy }
    }
    groups[request.group].marks.append(contentsOf: marks)
  }

  /// The 16 directions of the rings around an anchor, worked out once rather than for every tag.
  private static let ringDirections: [(cos: Double, sin: Double)] = (0..<16).map { direction in
    let angle = Double(direction) * Double.pi / 8
    return (cos(angle), sin(angle))
  }

  /// Where a tag may go, best first: on its bar when the bar stays visible beside it, then beside the bar,
  /// further out, slid along it, on rings around the anchor, and last in the gutters around the screen.
  func candidates(around request: TagRequest, size: Size) -> [Rect] {
    let bounds = placer.bounds
    // An anchor past the drawing's edge (content scrolled out of view) is brought back to the edge.
    let p = Point(
      x: min(max(request.anchor.x, bounds.minX + 2), bounds.maxX - 2),
      y: min(max(request.anchor.y, bounds.minY + 2), bounds.maxY - 2))
    func centered(_ x: Double, _ y: Double) -> Rect {
      Rect(x: x - size.width / 2, y: y - size.height / 2, width: size.width, height: size.height)
    }
    var list: [Rect] = []
    list.reserveCapacity(160)
    let alongBar = request.axis == .horizontal ? size.width : size.height
    if request.axis != nil, request.barLength >= alongBar + 12 { list.append(centered(p.x, p.y)) }
    let gap = 2.0
    for step in 0..<3 {
      if request.axis == .vertical {
        let d = Double(step) * (size.width + 2)
        list.append(centered(p.x + gap + size.width / 2 + d, p.y))
        list.append(centered(p.x - gap - size.width / 2 - d, p.y))
      } else {
        let d = Double(step) * (size.height + 2)
        list.append(centered(p.x, p.y - gap - size.height / 2 - d))
        list.append(centered(p.x, p.y + gap + size.height / 2 + d))
      }
    }
    for shift in [0.6, 1.2, 1.8] {
      if request.axis == .vertical {
        let dy = shift * (size.height + 2)
        for dx in [gap + size.width / 2, -gap - size.width / 2] {
          list.append(centered(p.x + dx, p.y - dy))
          list.append(centered(p.x + dx, p.y + dy))
        }
      } else {
        let dx = shift * (size.width + 2)
        for dy in [-gap - size.height / 2, gap + size.height / 2] {
          list.append(centered(p.x - dx, p.y + dy))
          list.append(centered(p.x + dx, p.y + dy))
        }
      }
    }
    // Rings of 16 directions, 10 to 90 points out.
    for radius in stride(from: 10.0, through: 90.0, by: 10.0) {
      for direction in Self.ringDirections {
        list.append(centered(p.x + radius * direction.cos * 1.4, p.y + radius * direction.sin))
      }
    }
    // The gutters: straight out from the anchor, then sliding along.
    let inset = (Self.gutter - size.height) / 2
    let gutterRows = [bounds.minY + inset, bounds.maxY - inset - size.height]
    let gutterColumns = [bounds.minX + 2, bounds.maxX - 2 - size.width]
    for slide in 0..<12 {
      let offset = Double((slide + 1) / 2) * (slide % 2 == 1 ? 1 : -1) * (size.width + 4)
      for y in gutterRows {
        list.append(Rect(x: p.x - size.width / 2 + offset, y: y, width: size.width, height: size.height))
      }
      let verticalOffset = Double((slide + 1) / 2) * (slide % 2 == 1 ? 1 : -1) * (size.height + 2)
      for x in gutterColumns {
        list.append(
          Rect(x: x, y: p.y - size.height / 2 + verticalOffset, width: size.width, height: size.height))
      }
    }
    return list
  }
}
