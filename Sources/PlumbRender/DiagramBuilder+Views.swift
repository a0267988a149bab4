import Foundation
import PlumbLayout

extension DiagramBuilder {
  // MARK: Captions

  /// Each view's name in small text at a corner the view's own text leaves free, in a colour that reads on the
  /// view's fill; a view with no free corner inside gets its name just outside, or none.
  func addCaptions() {
    var marks: [DiagramMark] = []
    for (view, layout) in zip(engine.root.subtree, result.views) {
      guard layout.superview != nil, layout.kind != .stack, !hiddenViews.contains(layout.id),
        let frame = painted(layout.id), frame.width >= 24, frame.height >= 8
      else { continue }
      let name = view.displayName.flatMap { $0.isEmpty ? nil : $0 } ?? layout.id
      let measured = measure(name, size: Self.captionSize)
      let width = min(measured.width, frame.width - 3)
      guard width > 8 else { continue }
      let size = Size(width: width + 2, height: measured.height)
      let inside = [
        Rect(x: frame.minX + 1, y: frame.minY + 1, width: size.width, height: size.height),
        Rect(x: frame.maxX - 1 - size.width, y: frame.minY + 1, width: size.width, height: size.height),
        Rect(x: frame.minX + 1, y: frame.maxY - 1 - size.height, width: size.width, height: size.height),
        Rect(
          x: frame.maxX - 1 - size.width, y: frame.maxY - 1 - size.height, width: size.width,
          height: size.height),
      ].filter { $0.maxY <= frame.maxY && $0.maxX <= frame.maxX }
      let outside = [
        Rect(x: frame.minX, y: frame.minY - size.height - 1, width: size.width, height: size.height),
        Rect(x: frame.minX, y: frame.maxY + 1, width: size.width, height: size.height),
      ]
      guard let box = placer.place(inside + outside) else { continue }
      let isInside = inside.contains(box)
      let fill = isInside ? effectiveFill(of: view) : Color(hex: 0xFFFFFF)
      let ink = readableInk(on: fill)
      let shown = width < measured.width ? truncated(name, to: width) : name
      marks.append(
        DiagramMark(
          kind: .caption, box: box, constraint: nil, constraintIndex: nil, status: nil,
          shape: .text(
            shown, origin: Point(x: box.minX + 1, y: box.minY), size: Self.captionSize, bold: false,
            color: ink,
            plate: nil, plateBox: box)))
    }
    if !marks.isEmpty {
      groups.append(DiagramGroup(id: "captions", classes: ["captions"], title: nil, marks: marks))
    }
  }

  /// The name cut to fit `width`, with an ellipsis.
  private func truncated(_ name: String, to width: Double) -> String {
    var characters = Array(name)
    while characters.count > 1 {
      characters.removeLast()
      let candidate = String(characters) + "…"
      if measure(candidate, size: Self.captionSize).width <= width { return candidate }
    }
    return String(characters)
  }

  /// The colour behind a view's caption, in the view's appearance: its own fill, else its nearest ancestor's, else
  /// white.
  private func effectiveFill(of view: View) -> Color {
    let traits = engine.canvas.traits
    var current: View? = view
    while let candidate = current {
      let style = ScreenPainter.style(of: candidate, canvas: traits.userInterfaceStyle)
      if let name = candidate.appearance.backgroundColor,
        let color = try? Color.parse(name, style: style, level: traits.userInterfaceLevel),
        color.alpha > 0.5
      {
        return color
      }
      current = candidate.superview
    }
    return Color(hex: 0xFFFFFF)
  }

  /// Dark grey on light fills, white on dark ones (whichever contrasts more, by WCAG relative luminance).
  private func readableInk(on fill: Color) -> Color {
    func linear(_ channel: Double) -> Double {
      channel <= 0.03928 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
    let luminance = 0.2126 * linear(fill.red) + 0.7152 * linear(fill.green) + 0.0722 * linear(fill.blue)
    let dark = 0.0284  // #3A3A3C
    let againstDark = (luminance + 0.05) / (dark + 0.05)
    let againstWhite = 1.05 / (luminance + 0.05)
    return againstDark >= againstWhite ? Color(hex: 0x3A3A3C) : Color(hex: 0xFFFFFF)
  }

  // MARK: Guides

  /// Layout guides the user added (spacers, custom guides): a dashed box with the guide's name.
  func addGuides() {
    for guide in result.guides where guide.kind == .custom {
      if let selection, guide.owner != selection,
        !engine.installedConstraints.contains(where: {
          $0.origin == .user && ($0.firstItem.identifier == guide.id || $0.secondItem?.identifier == guide.id)
            && ($0.firstItem.hostView?.identifier == selection
              || $0.secondItem?.hostView?.identifier == selection)
        })
      {
        continue
      }
      var box = drawing(guide.absoluteFrame)
      // A guide of no height or width is drawn 4 points thick, so it shows.
      if box.height < 4 { box = Rect(x: box.minX, y: box.midY - 2, width: box.width, height: 4) }
      if box.width < 4 { box = Rect(x: box.midX - 2, y: box.minY, width: 4, height: box.height) }
      used.insert(.guide)
      var marks = [
        DiagramMark(
          kind: .guide, box: box, constraint: nil, constraintIndex: nil, status: nil,
          shape: .rect(
            box, stroke: Self.guideColor, fill: Self.guideColor.withAlpha(0.06), dash: Self.dash, radius: 0))
      ]
      let name = guide.id
      let measured = measure(name, size: Self.captionSize)
      let size = Size(width: measured.width + 2, height: measured.height)
      let candidates = [
        Rect(
          x: box.midX - size.width / 2, y: box.minY - size.height - 1, width: size.width, height: size.height),
        Rect(x: box.midX - size.width / 2, y: box.maxY + 1, width: size.width, height: size.height),
        Rect(
          x: box.midX - size.width / 2, y: box.minY - 2 * size.height - 2, width: size.width,
          height: size.height),
        Rect(
          x: box.midX - size.width / 2, y: box.maxY + size.height + 2, width: size.width, height: size.height),
      ]
      if let placed = placer.place(candidates) {
        marks.append(
          DiagramMark(
            kind: .caption, box: placed, constraint: nil, constraintIndex: nil, status: nil,
            shape: .text(
              name, origin: Point(x: placed.minX + 1, y: placed.minY), size: Self.captionSize, bold: false,
              color: Self.guideColor, plate: nil, plateBox: placed)))
      }
      groups.append(
        DiagramGroup(id: "guide-\(guide.id)", classes: ["guide", "custom"], title: guide.id, marks: marks))
    }
  }

  // MARK: Stack views

  /// A stack view's spacing, labelled once on its first gap (its own constraints are generated, not drawn).
  func addStackSpacing() {
    for view in engine.root.subtree {
      guard let stack = view.stack, stack.spacing != 0, !hiddenViews.contains(view.identifier) else {
        continue
      }
      if let selection, view.identifier != selection,
        !view.arrangedSubviews.contains(where: { $0.identifier == selection })
      {
        continue
      }
      let arranged = view.arrangedSubviews.filter { !$0.isHidden }
      guard arranged.count >= 2 else { continue }
      let a = frame(arranged[0])
      let b = frame(arranged[1])
      let horizontal = stack.axis == .horizontal
      let from: Point
      let to: Point
      if horizontal {
        let rightToLeft = a.minX > b.minX
        let y = (max(a.minY, b.minY) + min(a.maxY, b.maxY)) / 2
        from = Point(x: rightToLeft ? b.maxX : a.maxX, y: y)
        to = Point(x: rightToLeft ? a.minX : b.minX, y: y)
      } else {
        let x = (max(a.minX, b.minX) + min(a.maxX, b.maxX)) / 2
        from = Point(x: x, y: a.maxY)
        to = Point(x: x, y: b.minY)
      }
      let title = "\(view.identifier).spacing = \(DiagramText.constant(stack.spacing))"
      let group = groups.count
      groups.append(
        DiagramGroup(
          id: "stack-spacing-\(view.identifier)", classes: ["stack-spacing"], title: title,
          marks: [
            DiagramMark(
              kind: .ibar, box: barBox(from, to), constraint: nil, constraintIndex: nil, status: nil,
              shape: .ibar(from: from, to: to, color: Self.guideColor, dash: [1, 1], cap: Self.capHalf))
          ]))
      used.insert(.required)
      let text = "spacing \(DiagramText.constant(stack.spacing))"
      let length = horizontal ? abs(to.x - from.x) : abs(to.y - from.y)
      let request = TagRequest(
        group: group, anchor: Point(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2),
        axis: horizontal ? .horizontal : .vertical, barLength: length, badge: nil, text: text,
        status: .required, equation: title, index: -1)
      placeSpacing(request)
    }
  }

  private func placeSpacing(_ request: TagRequest) {
    let measured = measure(request.text ?? "", size: Self.captionSize)
    let size = Size(width: measured.width + 4, height: measured.height + 1)
    guard let box = placer.place(candidates(around: request, size: size)) else { return }
    groups[request.group].marks.append(
      DiagramMark(
        kind: .label, box: box, constraint: nil, constraintIndex: nil, status: nil,
        shape: .text(
          request.text ?? "", origin: Point(x: box.minX + 2, y: box.minY), size: Self.captionSize,
          bold: false,
          color: Self.guideColor, plate: Self.plate, plateBox: box)))
  }

  // MARK: Misplaced and ambiguous views

  /// Interface Builder's misplaced view: the view drawn at the designer's frame with a solid orange outline,
  /// the frame the constraints give dashed, and how far each edge is off (`x +20`).
  func addMisplacedViews() {
    for layout in result.views where layout.isMisplaced && !hiddenViews.contains(layout.id) {
      if let selection, layout.id != selection { continue }
      guard let designer = painted(layout.id) else { continue }
      used.insert(.misplaced)
      let solved = drawing(layout.absoluteFrame)
      let group = groups.count
      groups.append(
        DiagramGroup(
          id: "misplaced-\(layout.id)", classes: ["misplaced"],
          title: "\(layout.id) is misplaced: designed at \(designer.offsetBy(dx: -origin.x, dy: -origin.y)), "
            + "laid out at \(layout.absoluteFrame)",
          marks: [
            DiagramMark(
              kind: .ghost, box: designer, constraint: nil, constraintIndex: nil, status: .misplaced,
              shape: .rect(designer, stroke: .misplacedOrange, fill: nil, dash: [], radius: 0)),
            DiagramMark(
              kind: .ghost, box: solved, constraint: nil, constraintIndex: nil, status: .misplaced,
              shape: .rect(solved, stroke: .misplacedOrange, fill: nil, dash: Self.dash, radius: 0)),
          ]))
      let deltas = [
        ("x", solved.minX - designer.minX, Point(x: designer.minX, y: designer.midY), Axis.vertical),
        ("y", solved.minY - designer.minY, Point(x: designer.midX, y: designer.minY), Axis.horizontal),
        ("w", solved.width - designer.width, Point(x: designer.midX, y: designer.maxY), Axis.horizontal),
        ("h", solved.height - designer.height, Point(x: designer.maxX, y: designer.midY), Axis.vertical),
      ]
      for (name, delta, anchor, axis) in deltas where abs(delta) >= 0.5 / result.scale {
        let sign = delta > 0 ? "+" : ""
        let text = "\(name) \(sign)\(DiagramText.constant(delta))"
        let request = TagRequest(
          group: group, anchor: anchor, axis: axis, barLength: 0, badge: nil, text: text, status: .misplaced,
          equation: "\(layout.id) \(name) differs by \(DiagramText.constant(delta))", index: -1)
        placeNote(request)
      }
    }
  }

  /// An ambiguous view: red outline, the other valid frame as a dashed ghost, and what is undetermined.
  func addAmbiguousViews() {
    for layout in result.views where layout.isAmbiguous && !hiddenViews.contains(layout.id) {
      if let selection, layout.id != selection { continue }
      used.insert(.ambiguous)
      let frame = drawing(layout.absoluteFrame)
      var marks = [
        DiagramMark(
          kind: .ghost, box: frame, constraint: nil, constraintIndex: nil, status: .ambiguous,
          shape: .rect(frame, stroke: .conflictRed, fill: nil, dash: [], radius: 0))
      ]
      if let alternative = layout.alternativeFrame {
        let ghost = drawing(alternative.pixelAligned(scale: result.scale))
        marks.append(
          DiagramMark(
            kind: .ghost, box: ghost, constraint: nil, constraintIndex: nil, status: .ambiguous,
            shape: .rect(ghost, stroke: .conflictRed.withAlpha(0.8), fill: nil, dash: Self.dash, radius: 0)))
      }
      let missing = Self.undetermined(layout.ambiguousVariables)
      let title = "\(layout.id) has an ambiguous layout: \(missing) not determined"
      let group = groups.count
      groups.append(
        DiagramGroup(id: "ambiguous-\(layout.id)", classes: ["ambiguous"], title: title, marks: marks))
      let request = TagRequest(
        group: group, anchor: Point(x: frame.midX, y: frame.minY), axis: .horizontal, barLength: 0,
        badge: nil,
        text: "ambiguous: \(missing)", status: .ambiguous, equation: title, index: -1)
      placeNote(request)
    }
  }

  /// People's words for the engine's undetermined variables (`minX` → x).
  static func undetermined(_ variables: [String]) -> String {
    var words: [String] = []
    for variable in variables {
      let lower = variable.lowercased()
      let word =
        lower.hasSuffix("minx")
        ? "x"
        : lower.hasSuffix("miny")
          ? "y"
          : lower.hasSuffix("width")
            ? "width"
            : lower.hasSuffix("height") ? "height" : variable
      if !words.contains(word) { words.append(word) }
    }
    return words.isEmpty ? "position or size" : words.joined(separator: ", ")
  }

  /// A note about a view (a delta, an ambiguity) placed like a constraint's label; dropped when no place is free.
  private func placeNote(_ request: TagRequest) {
    let measured = measure(request.text ?? "", size: Self.labelSize)
    let size = Size(width: measured.width + 4, height: measured.height + 2)
    guard let box = placer.place(candidates(around: request, size: size)) else { return }
    let color = color(request.status)
    groups[request.group].marks.append(
      DiagramMark(
        kind: .label, box: box, constraint: nil, constraintIndex: nil, status: request.status,
        shape: .text(
          request.text ?? "", origin: Point(x: box.minX + 2, y: box.minY + 1), size: Self.labelSize,
          bold: false,
          color: color, plate: Self.plate, plateBox: box)))
  }
}
