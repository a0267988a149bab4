import PlumbLayout

/// A label (and badge) a constraint asks for, placed once every bar is known.
struct TagRequest {
  /// The group the marks join.
  var group: Int
  /// The point the tag explains: a bar's middle.
  var anchor: Point
  /// The bar's direction (nil: no bar, e.g. a baseline's midpoint).
  var axis: Axis?
  /// The bar's length: a tag goes on a bar only when the bar stays visible on both sides.
  var barLength: Double
  /// `=`, `≥` or `≤`.
  var badge: String?
  /// The value.
  var text: String?
  var status: DiagramStatus
  var equation: String
  var index: Int
  /// The size bar (its position in the group's marks) the tag explains when other constraints share that bar: the
  /// tag's marks then name them too.
  var sharedBar: Int? = nil
}

/// What makes two constraints' bars on the other item of an equal-size constraint the same bar: the item, the
/// axis and the look (status, dashed or solid, badge).
struct SharedBarKey: Hashable {
  var item: ObjectIdentifier
  var horizontal: Bool
  var status: DiagramStatus
  var dashed: Bool
  var badge: String
}

/// A bar on the other item of an equal-size constraint, drawn for the first constraint that needs it.
struct SharedBar {
  /// The first constraint's group.
  var group: Int
  /// The bar's position in that group's marks.
  var mark: Int
}

extension DiagramBuilder {
  /// A margin, safe-area or readable-content line a constraint pins to.
  private struct GuideEdge {
    var owner: View
    var kind: LayoutGuide.Kind
  }

  func addConstraints(selected: Set<ObjectIdentifier>?) {
    let report = engine.constraintReport()
    let ambiguous = Set(result.views.filter(\.isAmbiguous).map(\.id))
    let misplaced = Set(result.views.filter(\.isMisplaced).map(\.id))
    var requests: [TagRequest] = []
    for (constraint, outcome) in zip(engine.installedConstraints, report) where constraint.origin == .user {
      if let selected, !selected.contains(ObjectIdentifier(constraint)) { continue }
      let ids = [constraint.firstItem, constraint.secondItem].compactMap { $0 }.map {
        $0.hostView?.identifier ?? $0.identifier
      }
      let status: DiagramStatus =
        switch outcome.status {
        case .broken: .broken
        case .conflicting: .conflicting
        case .unsatisfiedOptional: .unmet
        case .satisfied:
          if ids.contains(where: ambiguous.contains) {
            .ambiguous
          } else if ids.contains(where: misplaced.contains) {
            .misplaced
          } else {
            constraint.priority.isRequired ? .required : .optional
          }
        }
      let equation = DiagramText.equation(constraint)
      let index = outcome.index
      if let hidden = ids.first(where: hiddenViews.contains) {
        addRow(equation: equation, index: index, status: status, note: "not drawn: \(hidden) is hidden")
        continue
      }
      note(status, constraint)
      let group = groups.count
      groups.append(
        DiagramGroup(
          id: "constraint-\(index)", classes: ["constraint", status.rawValue], title: equation, marks: []))
      let made = marks(for: constraint, status: status, equation: equation, index: index, group: group)
      if groups[group].marks.isEmpty && made.isEmpty {
        groups.removeLast()
        addRow(equation: equation, index: index, status: status, note: "cannot be drawn")
        continue
      }
      requests.append(contentsOf: made)
    }
    for request in requests { place(request) }
  }

  /// Records the conventions a constraint's marks use, for the legend.
  private func note(_ status: DiagramStatus, _ constraint: LayoutConstraint) {
    switch status {
    case .required: used.insert(.required)
    case .optional: used.insert(.optional)
    case .unmet: used.insert(.unmet)
    case .conflicting, .ambiguous: used.insert(.conflict)
    case .broken:
      used.insert(.broken)
      used.insert(.conflict)
    case .misplaced: used.insert(.misplaced)
    }
    if !constraint.priority.isRequired && status != .unmet { used.insert(.optional) }
    switch constraint.relation {
    case .greaterThanOrEqual: used.insert(.greater)
    case .lessThanOrEqual: used.insert(.less)
    case .equal: if constraint.firstAttribute.isSize && constraint.secondItem != nil { used.insert(.equal) }
    }
  }

  func addRow(equation: String, index: Int, status: DiagramStatus, note: String) {
    table.append(
      DiagramTableRow(
        number: table.count + 1, constraint: equation, constraintIndex: index, status: status, note: note))
  }

  // MARK: Geometry

  /// The item's alignment rectangle in drawing coordinates.
  func frame(_ item: LayoutItem) -> Rect {
    if let view = item as? View, let layout = layouts[view.identifier] {
      return drawing(layout.absoluteFrame)
    }
    return drawing(item.layoutFrame.pixelAligned(scale: result.scale))
  }

  /// The attribute's line in drawing coordinates.
  func value(_ attribute: LayoutAttribute, _ item: LayoutItem) -> Double {
    engine.value(of: attribute, for: item) + (attribute.axis == .vertical ? origin.y : origin.x)
  }

  /// What every mark and tag of one constraint shares.
  private struct MarkStyle {
    var constraint: LayoutConstraint
    var status: DiagramStatus
    var equation: String
    var index: Int
    var group: Int
    var color: Color
    var dash: [Double]
    /// `≥` or `≤`; nil for `=`.
    var relationBadge: String?
    /// ` @750`, empty for a required constraint.
    var priority: String

    var broken: Bool { status == .broken }

    func request(_ anchor: Point, _ axis: Axis?, _ length: Double, badge: String?, text: String?)
      -> TagRequest
    {
      TagRequest(
        group: group, anchor: anchor, axis: axis, barLength: length, badge: badge, text: text, status: status,
        equation: equation, index: index)
    }
  }

  /// Appends the constraint's bars and lines to its group and returns the tags it asks for: size bars for a width
  /// or height, else a line or a space between two edges.
  private func marks(
    for constraint: LayoutConstraint, status: DiagramStatus, equation: String, index: Int, group: Int
  ) -> [TagRequest] {
    let relationBadge: String? =
      switch constraint.relation {
      case .equal: nil
      case .greaterThanOrEqual: "≥"
      case .lessThanOrEqual: "≤"
      }
    let style = MarkStyle(
      constraint: constraint, status: status, equation: equation, index: index, group: group,
      color: color(status), dash: constraint.priority.isRequired ? [] : Self.dash,
      relationBadge: relationBadge,
      priority: constraint.priority.isRequired ? "" : " @" + DiagramText.priority(constraint.priority.value))
    let (firstItem, secondItem) = engine.effectiveItems(of: constraint)
    if constraint.firstAttribute.isSize { return sizeMarks(style, firstItem, secondItem) }
    guard let second = secondItem else { return [] }
    return edgeMarks(style, firstItem, second)
  }

  private func mark(_ kind: DiagramMark.Kind, _ box: Rect, _ shape: DiagramShape, _ style: MarkStyle) {
    groups[style.group].marks.append(
      DiagramMark(
        kind: kind, box: box, constraint: style.equation, constraintIndex: style.index, status: style.status,
        shape: shape))
  }

  /// Appends an I-bar to the constraint's group and returns its position among the group's marks.
  @discardableResult
  private func ibar(_ from: Point, _ to: Point, _ style: MarkStyle) -> Int {
    let position = groups[style.group].marks.count
    mark(
      .ibar, barBox(from, to),
      .ibar(from: from, to: to, color: style.color, dash: style.dash, cap: Self.capHalf),
      style)
    // The caps stay visible: no label may cover them.
    for end in [from, to] {
      placer.take(Rect(x: end.x - 1, y: end.y - 1, width: 2, height: 2))
    }
    return position
  }

  private func line(_ from: Point, _ to: Point, dash: [Double]? = nil, _ style: MarkStyle) {
    mark(
      .line, barBox(from, to),
      .line(from: from, to: to, color: style.color, width: 1, dash: dash ?? style.dash),
      style)
  }

  private func cross(_ at: Point, _ style: MarkStyle) {
    let box = Rect(x: at.x - 5, y: at.y - 5, width: 10, height: 10)
    placer.take(box)
    mark(.cross, box, .cross(center: at, half: 4, color: .conflictRed), style)
  }

  /// A width or height: the item's size bar, and the other item's when it is sized against a sibling; an aspect
  /// ratio shows both of the item's bars.
  private func sizeMarks(_ style: MarkStyle, _ firstItem: LayoutItem, _ secondItem: LayoutItem?)
    -> [TagRequest]
  {
    let constraint = style.constraint
    let a = frame(firstItem)
    let horizontal = constraint.firstAttribute == .width
    let length = horizontal ? a.width : a.height
    let axis: Axis = horizontal ? .horizontal : .vertical
    /// The first item's own bar (and a cross on it when the constraint is broken); its midpoint.
    func ownBar() -> Point {
      let bar = sizeBar(a, horizontal: horizontal, key: key(firstItem, horizontal))
      ibar(bar.from, bar.to, style)
      let mid = midpoint(bar.from, bar.to)
      if style.broken { cross(mid, style) }
      return mid
    }
    guard let second = secondItem else {
      let mid = ownBar()
      var text = DiagramText.constant(constraint.constant)
      if style.status == .unmet { text += " → " + DiagramText.constant(length) }
      return [style.request(mid, axis, length, badge: style.relationBadge, text: text + style.priority)]
    }
    if second === firstItem {
      // An aspect ratio: both of the item's bars, the ratio as width:height.
      let mid = ownBar()
      let otherHorizontal = constraint.secondAttribute == .width
      let other = sizeBar(a, horizontal: otherHorizontal, key: key(firstItem, otherHorizontal))
      ibar(other.from, other.to, style)
      let widthOverHeight = horizontal ? constraint.multiplier : 1 / constraint.multiplier
      var text = "w:h " + DiagramText.ratio(widthOverHeight)
      if constraint.constant != 0 { text += " + " + DiagramText.constant(constraint.constant) }
      if style.status == .unmet { text += " → " + DiagramText.ratio(a.width / max(a.height, 1e-9)) }
      return [style.request(mid, axis, length, badge: style.relationBadge, text: text + style.priority)]
    }
    let b = frame(second)
    var extra = ""
    if constraint.multiplier != 1 { extra += "×" + DiagramText.multiplier(constraint.multiplier) }
    if constraint.constant != 0 {
      extra += (extra.isEmpty ? "" : " ") + (constraint.constant < 0 ? "− " : "+ ")
      extra += DiagramText.constant(abs(constraint.constant))
    }
    if style.status == .unmet { extra += (extra.isEmpty ? "" : " ") + "→ " + DiagramText.constant(length) }
    let badge = style.relationBadge ?? "="
    if contains(second, firstItem) || contains(firstItem, second) {
      // Sized against an ancestor (or a descendant): one bar, naming the other item.
      let mid = ownBar()
      let name =
        "\(DiagramText.name(constraint.secondItem ?? second)).\(constraint.secondAttribute.rawValue)"
      let text = (extra.isEmpty ? "" : extra + " ") + name
      return [style.request(mid, axis, length, badge: badge, text: text + style.priority)]
    }
    let text =
      extra.isEmpty
      ? (style.priority.isEmpty ? nil : String(style.priority.dropFirst())) : extra + style.priority
    // A bar that carries only the badge says the same for every constraint that draws it on that item and axis
    // with the same look: it is drawn once and names every constraint it stands for. The first item's bar is such
    // a bar unless it carries a multiplier, constant or priority; the other item's always is. A constraint keeps
    // one bar of its own, so both are not taken from others.
    let otherHorizontal = constraint.secondAttribute == .width
    let otherKey = barKey(style, second, horizontal: otherHorizontal, badge: badge)
    let ownKey = barKey(style, firstItem, horizontal: horizontal, badge: badge)
    var tags: [TagRequest] = []
    if text == nil, sharedBars[otherKey] == nil || sharedBars[ownKey] == nil {
      tags += badgeBar(style, firstItem, a, key: ownKey, crossed: style.broken)
    } else {
      tags.append(style.request(ownBar(), axis, length, badge: badge, text: text))
    }
    tags += badgeBar(style, second, b, key: otherKey, crossed: false)
    return tags
  }

  /// What makes a badge-only size bar on `item` the same bar for another constraint.
  private func barKey(_ style: MarkStyle, _ item: LayoutItem, horizontal: Bool, badge: String) -> SharedBarKey
  {
    SharedBarKey(
      item: ObjectIdentifier(item), horizontal: horizontal, status: style.status, dashed: !style.dash.isEmpty,
      badge: badge)
  }

  /// A size bar that carries only a badge, on `item`: drawn, with its tag, for the first constraint that needs it
  /// (`crossed`: with a cross, on a broken constraint's first item); a later one that looks the same is named on it
  /// instead.
  private func badgeBar(
    _ style: MarkStyle, _ item: LayoutItem, _ frame: Rect, key shareKey: SharedBarKey, crossed: Bool
  )
    -> [TagRequest]
  {
    let horizontal = shareKey.horizontal
    let badge = shareKey.badge
    if let shared = sharedBars[shareKey] {
      groups[shared.group].marks[shared.mark].sharedBy.append(groups[style.group].id)
      return []
    }
    let bar = sizeBar(frame, horizontal: horizontal, key: key(item, horizontal))
    let position = ibar(bar.from, bar.to, style)
    sharedBars[shareKey] = SharedBar(group: style.group, mark: position)
    let mid = midpoint(bar.from, bar.to)
    if crossed { cross(mid, style) }
    var tag = style.request(
      mid, horizontal ? .horizontal : .vertical, horizontal ? frame.width : frame.height, badge: badge,
      text: nil)
    tag.sharedBar = position
    return [tag]
  }

  /// Where a tag goes on a constraint's line or bar.
  private struct TagPlace {
    var anchor: Point
    var axis: Axis?
    var length: Double
  }

  /// Two edges (or centres, or baselines): the guide bands they pin to, then a baseline line, an alignment line
  /// through both items or an I-bar across the space between them; the tag gives the constant.
  private func edgeMarks(_ style: MarkStyle, _ firstItem: LayoutItem, _ second: LayoutItem) -> [TagRequest] {
    let constraint = style.constraint
    let attribute = constraint.firstAttribute
    let a = frame(firstItem)
    let b = frame(second)
    let valueA = value(attribute, firstItem)
    let valueB = value(constraint.secondAttribute, second)
    let horizontal = attribute.axis == .horizontal
    if let edge = guideEdge(constraint.firstItem, constraint.firstAttribute) {
      addBand(edge, line: valueA, horizontal: horizontal)
    }
    let secondEdge = constraint.secondItem.flatMap { guideEdge($0, constraint.secondAttribute) }
    if let secondEdge { addBand(secondEdge, line: valueB, horizontal: horizontal) }
    let pinsToGuide = secondEdge != nil || guideEdge(constraint.firstItem, constraint.firstAttribute) != nil
    let text = edgeText(style, firstItem, second, pinsToGuide: pinsToGuide)
    let tagText: String? = text.isEmpty ? nil : text
    // A pin to a container spans only the pinned item, as in Interface Builder.
    let extent = contains(second, firstItem) ? a : b
    let near = contains(firstItem, second) ? b : a
    let place: TagPlace
    if attribute == .firstBaseline || attribute == .lastBaseline {
      place = baselineLine(style, near: near, b, valueA, valueB)
    } else if abs(valueA - valueB) < 0.5 / result.scale {
      place = alignmentLine(style, near: near, extent: extent, valueA, horizontal: horizontal)
    } else {
      place = spaceBar(style, near: near, b, valueA, valueB, horizontal: horizontal)
    }
    if style.broken { cross(place.anchor, style) }
    guard tagText != nil || style.relationBadge != nil || style.broken else { return [] }
    return [
      style.request(
        place.anchor, place.axis, place.length, badge: style.relationBadge,
        text: tagText ?? (style.broken ? "0" : nil))
    ]
  }

  /// The tag's text for two edges: the multiplier and constant (`0` for a pin to a guide), what the layout gave
  /// when it is unmet, and an optional constraint's priority.
  private func edgeText(_ style: MarkStyle, _ firstItem: LayoutItem, _ second: LayoutItem, pinsToGuide: Bool)
    -> String
  {
    let constraint = style.constraint
    var text = ""
    if constraint.multiplier != 1 {
      text = "×" + DiagramText.multiplier(constraint.multiplier)
      if constraint.constant != 0 {
        text += (constraint.constant < 0 ? " − " : " + ") + DiagramText.constant(abs(constraint.constant))
      }
    } else if constraint.constant != 0 || style.status == .unmet {
      text = DiagramText.constant(abs(constraint.constant))
    }
    if style.status == .unmet {
      let actual =
        engine.value(of: constraint.firstAttribute, for: firstItem) - constraint.multiplier
        * engine.value(of: constraint.secondAttribute, for: second)
      text += " → " + DiagramText.constant(constraint.multiplier == 1 ? abs(actual) : actual)
    }
    if text.isEmpty && pinsToGuide && constraint.multiplier == 1 { text = "0" }
    return text + style.priority
  }

  /// Baselines: a line across both items at the first one's baseline, with end ticks; the second's dotted when it
  /// is elsewhere.
  private func baselineLine(_ style: MarkStyle, near: Rect, _ b: Rect, _ valueA: Double, _ valueB: Double)
    -> TagPlace
  {
    let left = min(near.minX, b.minX)
    let right = max(near.maxX, b.maxX)
    line(Point(x: left, y: valueA), Point(x: right, y: valueA), style)
    line(Point(x: left, y: valueA - 1.5), Point(x: left, y: valueA + 1.5), dash: [], style)
    line(Point(x: right, y: valueA - 1.5), Point(x: right, y: valueA + 1.5), dash: [], style)
    if abs(valueA - valueB) >= 0.5 / result.scale {
      line(Point(x: left, y: valueB), Point(x: right, y: valueB), dash: [1, 2], style)
    }
    return TagPlace(anchor: Point(x: (left + right) / 2, y: valueA), axis: .horizontal, length: right - left)
  }

  /// Alignment (or a 0-pt gap): a plain line through both items; the tag sits beside the line, never on it.
  private func alignmentLine(_ style: MarkStyle, near: Rect, extent: Rect, _ valueA: Double, horizontal: Bool)
    -> TagPlace
  {
    if horizontal {
      let top = min(near.minY, extent.minY)
      let bottom = max(near.maxY, extent.maxY)
      line(Point(x: valueA, y: top), Point(x: valueA, y: bottom), style)
      return TagPlace(anchor: Point(x: valueA, y: (near.minY + near.maxY) / 2), axis: .vertical, length: 0)
    }
    let left = min(near.minX, extent.minX)
    let right = max(near.maxX, extent.maxX)
    line(Point(x: left, y: valueA), Point(x: right, y: valueA), style)
    return TagPlace(anchor: Point(x: (near.minX + near.maxX) / 2, y: valueA), axis: .horizontal, length: 0)
  }

  /// A space: an I-bar between the two lines, in the middle of the items' overlap (a dotted leader when the bar
  /// misses the second item).
  private func spaceBar(
    _ style: MarkStyle, near: Rect, _ b: Rect, _ valueA: Double, _ valueB: Double, horizontal: Bool
  ) -> TagPlace {
    let length = abs(valueA - valueB)
    if horizontal {
      let top = max(near.minY, b.minY)
      let bottom = min(near.maxY, b.maxY)
      let y = top < bottom ? (top + bottom) / 2 : near.midY
      ibar(Point(x: valueB, y: y), Point(x: valueA, y: y), style)
      if y < b.minY || y > b.maxY {
        line(Point(x: valueB, y: y < b.minY ? b.minY : b.maxY), Point(x: valueB, y: y), dash: [1, 2], style)
      }
      return TagPlace(anchor: Point(x: (valueA + valueB) / 2, y: y), axis: .horizontal, length: length)
    }
    let left = max(near.minX, b.minX)
    let right = min(near.maxX, b.maxX)
    let x = left < right ? (left + right) / 2 : near.midX
    ibar(Point(x: x, y: valueB), Point(x: x, y: valueA), style)
    if x < b.minX || x > b.maxX {
      line(Point(x: x < b.minX ? b.minX : b.maxX, y: valueB), Point(x: x, y: valueB), dash: [1, 2], style)
    }
    return TagPlace(anchor: Point(x: x, y: (valueA + valueB) / 2), axis: .vertical, length: length)
  }

  private func midpoint(_ a: Point, _ b: Point) -> Point { Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }

  /// The bounding box of a line, at least a point thick.
  func barBox(_ from: Point, _ to: Point) -> Rect {
    let left = min(from.x, to.x)
    let top = min(from.y, to.y)
    let width = abs(from.x - to.x)
    let height = abs(from.y - to.y)
    return Rect(
      x: width < 1 ? left - 0.5 : left, y: height < 1 ? top - 0.5 : top, width: max(width, 1),
      height: max(height, 1))
  }

  private func key(_ item: LayoutItem, _ horizontal: Bool) -> String {
    "\(item.identifier)|\(horizontal ? "w" : "h")"
  }

  /// A size I-bar outside the bottom (width) or trailing (height) edge; later bars on the same side go further
  /// out. The gutters leave room for the first few; beyond them a bar goes inside the item.
  private func sizeBar(_ frame: Rect, horizontal: Bool, key: String) -> (from: Point, to: Point) {
    let count = sizeBars[key, default: 0]
    sizeBars[key] = count + 1
    let offset = 4 + 14 * Double(count)
    let bounds = placer.bounds
    if horizontal {
      var y = frame.maxY + offset
      if y > bounds.maxY - 14 { y = max(frame.minY + 2, frame.maxY - offset) }
      return (Point(x: frame.minX, y: y), Point(x: frame.maxX, y: y))
    }
    let rightToLeft = engine.canvas.traits.layoutDirection == .rightToLeft
    var x = rightToLeft ? frame.minX - offset : frame.maxX + offset
    if x > bounds.maxX - 14 || x < bounds.minX + 14 {
      x = rightToLeft ? min(frame.maxX - 2, frame.minX + offset) : max(frame.minX + 2, frame.maxX - offset)
    }
    return (Point(x: x, y: frame.minY), Point(x: x, y: frame.maxY))
  }

  /// True when `container` holds `item`, so pins between them are drawn from `item`: an ancestor view holds its
  /// descendants and their guides, a view its own guides, a system guide (safe area, margins) its view's custom
  /// guides; two custom guides hold nothing of each other.
  func contains(_ container: LayoutItem, _ item: LayoutItem) -> Bool {
    guard let host = container.hostView, let inner = item.hostView else { return false }
    if host === inner {
      switch (container as? LayoutGuide, item as? LayoutGuide) {
      case (let outer?, let guide?): return outer.kind != .custom && guide.kind == .custom
      case (nil, _?): return true
      case (_?, nil): return true
      case (nil, nil): return false
      }
    }
    var current = inner.superview
    while let view = current {
      if view === host { return true }
      current = view.superview
    }
    return false
  }

  /// The margin or safe-area guide behind an item and attribute, when the attribute is one of its edges.
  private func guideEdge(_ item: LayoutItem, _ attribute: LayoutAttribute) -> GuideEdge? {
    switch attribute {
    case .left, .right, .top, .bottom, .leading, .trailing:
      guard let guide = item as? LayoutGuide, let owner = guide.owningView,
        guide.kind == .layoutMargins || guide.kind == .safeArea || guide.kind == .readableContent
      else { return nil }
      return GuideEdge(owner: owner, kind: guide.kind)
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin:
      guard let view = item as? View else { return nil }
      return GuideEdge(owner: view, kind: .layoutMargins)
    default:
      return nil
    }
  }

  /// A faint band between a view's edge and its margin (or safe-area) line, labelled with its width, once.
  private func addBand(_ edge: GuideEdge, line: Double, horizontal: Bool) {
    let owner = frame(edge.owner)
    let guideFrame =
      result.guides.first { $0.owner == edge.owner.identifier && $0.kind == edge.kind }.map {
        drawing($0.absoluteFrame)
      } ?? owner
    let band: Rect
    let side: String
    if horizontal {
      let leftInset = guideFrame.minX - owner.minX
      let rightInset = owner.maxX - guideFrame.maxX
      let left = abs(line - guideFrame.minX) <= abs(line - guideFrame.maxX)
      side = left ? "left" : "right"
      band =
        left
        ? Rect(x: owner.minX, y: guideFrame.minY, width: leftInset, height: guideFrame.height)
        : Rect(x: guideFrame.maxX, y: guideFrame.minY, width: rightInset, height: guideFrame.height)
    } else {
      let topInset = guideFrame.minY - owner.minY
      let bottomInset = owner.maxY - guideFrame.maxY
      let top = abs(line - guideFrame.minY) <= abs(line - guideFrame.maxY)
      side = top ? "top" : "bottom"
      band =
        top
        ? Rect(x: guideFrame.minX, y: owner.minY, width: guideFrame.width, height: topInset)
        : Rect(x: guideFrame.minX, y: guideFrame.maxY, width: guideFrame.width, height: bottomInset)
    }
    let id = "band-\(edge.owner.identifier)-\(edge.kind.rawValue)-\(side)"
    guard band.width > 0.01, band.height > 0.01, bands.insert(id).inserted else { return }
    used.insert(.margin)
    let what =
      edge.kind == .safeArea ? "safe area" : edge.kind == .readableContent ? "readable content" : "margin"
    let amount = horizontal ? band.width : band.height
    let title = "\(edge.owner.identifier) \(what), \(side): \(DiagramText.constant(amount))"
    let group = groups.count
    groups.append(
      DiagramGroup(
        id: id, classes: ["guide", edge.kind == .safeArea ? "safe-area" : "margin"], title: title,
        marks: [
          DiagramMark(
            kind: .guide, box: band, constraint: nil, constraintIndex: nil, status: nil,
            shape: .rect(band, stroke: nil, fill: Self.bandFill, dash: [], radius: 0))
        ]))
    placeBandLabel(DiagramText.constant(amount), band: band, horizontal: horizontal, group: group)
  }

  private func placeBandLabel(_ text: String, band: Rect, horizontal: Bool, group: Int) {
    let size = measure(text, size: Self.captionSize)
    let box = Size(width: size.width + 2, height: size.height)
    let anchor: Point
    if horizontal {
      // Near the band's top, where the screen's content rarely is.
      anchor = Point(x: band.midX, y: band.minY + min(band.height / 2, 10))
    } else {
      anchor = Point(x: band.minX + min(band.width / 2, 16), y: band.midY)
    }
    var candidates = [
      Rect(x: anchor.x - box.width / 2, y: anchor.y - box.height / 2, width: box.width, height: box.height)
    ]
    for step in 1...6 {
      let d = Double(step) * 6
      if horizontal {
        candidates.append(candidates[0].offsetBy(dx: 0, dy: d))
      } else {
        candidates.append(candidates[0].offsetBy(dx: d, dy: 0))
      }
    }
    guard let placed = placer.place(candidates) else { return }
    groups[group].marks.append(
      DiagramMark(
        kind: .label, box: placed, constraint: nil, constraintIndex: nil, status: nil,
        shape: .text(
          text, origin: Point(x: placed.minX + 1, y: placed.minY), size: Self.captionSize, bold: false,
          color: Color(hex: 0x007AFF, alpha: 0.8), plate: nil, plateBox: placed)))
  }
}
