import PlumbSolver

// The constraints UIStackView generates, with UIKit's identifiers and priorities, as printed from UIKit in
// https://kean.blog/post/lets-build-uistackview.
extension LayoutEngine {
  private struct StackAttributes {
    let leading: LayoutAttribute
    let trailing: LayoutAttribute
    let length: LayoutAttribute
    let center: LayoutAttribute
    let top: LayoutAttribute
    let bottom: LayoutAttribute
    let thickness: LayoutAttribute
    let middle: LayoutAttribute

    init(_ axis: Axis) {
      if axis == .horizontal {
        (leading, trailing, length, center) = (.leading, .trailing, .width, .centerX)
        (top, bottom, thickness, middle) = (.top, .bottom, .height, .centerY)
      } else {
        (leading, trailing, length, center) = (.top, .bottom, .height, .centerY)
        (top, bottom, thickness, middle) = (.leading, .trailing, .width, .centerX)
      }
    }
  }

  func installStackConstraints(_ stack: View) {
    let config = stack.stack ?? StackConfiguration()
    let arranged = stack.arrangedSubviews
    let visible = arranged.filter { !$0.isHidden }
    let a = StackAttributes(config.axis)
    let canvas: LayoutItem = config.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    var list: [LayoutConstraint] = []
    func make(
      _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
      _ second: LayoutItem?, _ secondAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
      priority: Priority = .required, id identifier: String
    ) {
      let constraint = LayoutConstraint(
        first, firstAttribute, relation, second, secondAttribute, multiplier: multiplier, constant: constant,
        priority: priority, identifier: identifier)
      constraint.origin = .stackView
      list.append(constraint)
    }

    guard let first = visible.first, let last = visible.last else {
      // Nothing visible: the stack collapses unless constrained (UISV-canvas-fit at 49 on both axes).
      make(stack, .width, .equal, nil, .notAnAttribute, priority: 49, id: "UISV-canvas-fit")
      make(stack, .height, .equal, nil, .notAnAttribute, priority: 49, id: "UISV-canvas-fit")
      for view in arranged {
        make(view, .width, .equal, nil, .notAnAttribute, id: "UISV-hiding")
        make(view, .height, .equal, nil, .notAnAttribute, id: "UISV-hiding")
        make(view, .leading, .equal, stack, .leading, id: "UISV-hiding")
        make(view, .top, .equal, stack, .top, id: "UISV-hiding")
      }
      list.forEach(install)
      return
    }

    // Along the axis: canvas connections and spacing. The trailing connection goes in after the spacing chain,
    // so the solver defines each view's leading edge by the one before it, down the chain, rather than the last
    // view's by the stack's far edge and a middle view's length by its neighbours (long expansions later).
    make(canvas, a.leading, .equal, first, a.leading, id: "UISV-canvas-connection")
    let spacingIsMinimum = config.distribution == .equalSpacing || config.distribution == .equalCentering
    let baselineRelative = config.isBaselineRelativeArrangement && config.axis == .vertical
    if spacingIsMinimum {
      for (previous, next) in zip(visible, visible.dropFirst()) {
        let gap = config.customSpacing[previous.identifier] ?? config.spacing
        make(next, baselineRelative ? .firstBaseline : a.leading, .greaterThanOrEqual, previous, baselineRelative ? .lastBaseline : a.trailing, constant: gap, id: "UISV-spacing")
      }
      var previousVisible: View?
      for view in arranged {
        if view.isHidden {
          make(view, a.length, .equal, nil, .notAnAttribute, id: "UISV-hiding")
          make(view, a.leading, .equal, previousVisible ?? canvas, previousVisible == nil ? a.leading : a.trailing, id: "UISV-hiding")
        } else {
          previousVisible = view
        }
      }
    } else {
      // Hidden views stay in the chain at zero length; the spacing beside them collapses (`UISV-hiding`).
      let firstVisibleIndex = arranged.firstIndex { $0 === first } ?? 0
      let lastVisibleIndex = arranged.lastIndex { $0 === last } ?? 0
      if firstVisibleIndex > 0 {
        make(canvas, a.leading, .equal, arranged[0], a.leading, id: "UISV-canvas-connection")
      }
      for index in arranged.indices.dropLast() {
        let previous = arranged[index]
        let next = arranged[index + 1]
        var gap = config.customSpacing[previous.identifier] ?? config.spacing
        if index + 1 <= firstVisibleIndex || index >= lastVisibleIndex {
          gap = 0
        } else {
          let hidden = [previous, next].filter(\.isHidden).count
          gap -= gap / 2 * Double(hidden)
        }
        if index + 1 == firstVisibleIndex && firstVisibleIndex > 0 { continue }  // first visible is pinned above
        if index == lastVisibleIndex && next.isHidden {
          make(next, a.leading, .equal, previous, a.trailing, constant: 0, id: "UISV-spacing")
          continue
        }
        let useBaselines = baselineRelative && !previous.isHidden && !next.isHidden
        make(next, useBaselines ? .firstBaseline : a.leading, .equal, previous, useBaselines ? .lastBaseline : a.trailing, constant: gap, id: "UISV-spacing")
      }
      for view in arranged where view.isHidden {
        make(view, a.length, .equal, nil, .notAnAttribute, id: "UISV-hiding")
      }
    }

    make(last, a.trailing, .equal, canvas, a.trailing, id: "UISV-canvas-connection")

    // Distribution.
    switch config.distribution {
    case .fill:
      break
    case .fillEqually:
      for view in visible.dropFirst() { make(view, a.length, .equal, first, a.length, id: "UISV-fill-equally") }
    case .fillProportionally:
      let intrinsic = visible.map { measurements[ObjectIdentifier($0)]?.intrinsic[config.axis] ?? nil }
      if intrinsic.allSatisfy({ $0 == nil }) {
        for view in visible.dropFirst() { make(view, a.length, .equal, first, a.length, id: "UISV-fill-equally") }
      } else {
        let spacingTotal = zip(visible, visible.dropFirst()).reduce(0.0) {
          $0 + (config.customSpacing[$1.0.identifier] ?? config.spacing)
        }
        let total = intrinsic.reduce(0.0) { $0 + ($1 ?? 0) } + spacingTotal
        for (index, view) in visible.enumerated() where total > 0 {
          make(view, a.length, .equal, canvas, a.length, multiplier: (intrinsic[index] ?? 0) / total, priority: Priority(Float(999 - index)), id: "UISV-fill-proportionally")
        }
      }
    case .equalSpacing, .equalCentering:
      var gaps: [LayoutGuide] = []
      for (index, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
        let gap = LayoutGuide(identifier: "\(stack.identifier).gap\(index)", kind: .stackGap, owner: stack)
        gaps.append(gap)
        let centring = config.distribution == .equalCentering
        make(gap, a.leading, .equal, previous, centring ? a.center : a.trailing, id: "UISV-distributing-edge")
        make(gap, a.trailing, .equal, next, centring ? a.center : a.leading, id: "UISV-distributing-edge")
        make(gap, a.top, .equal, canvas, a.top, id: "UISV-distributing")
        make(gap, a.thickness, .equal, nil, .notAnAttribute, id: "UISV-distributing")
      }
      for gap in gaps.dropFirst() {
        make(gap, a.length, .equal, gaps[0], a.length, priority: config.distribution == .equalCentering ? 149 : .required, id: "UISV-fill-equally")
      }
      make(stack, a.length, .equal, nil, .notAnAttribute, priority: 49, id: "UISV-canvas-fit")
      guides.append(contentsOf: gaps)
    }

    // Across the axis: alignment.
    var alignment = config.alignment
    switch (config.axis, alignment) {
    case (.horizontal, .leading): alignment = .top
    case (.horizontal, .trailing): alignment = .bottom
    case (.vertical, .top): alignment = .leading
    case (.vertical, .bottom): alignment = .trailing
    case (.vertical, .firstBaseline): alignment = .leading
    case (.vertical, .lastBaseline): alignment = .trailing
    default: break
    }
    let others = Array(visible.dropFirst())
    func spacer() -> LayoutGuide {
      let guide = LayoutGuide(identifier: "\(stack.identifier).spanner", kind: .stackSpacer, owner: stack)
      guides.append(guide)
      make(guide, a.leading, .equal, canvas, a.leading, id: "UISV-alignment-spanner")
      make(guide, a.length, .equal, nil, .notAnAttribute, id: "UISV-alignment-spanner")
      make(guide, a.thickness, .equal, nil, .notAnAttribute, priority: 51, id: "UISV-spanning-fit")
      return guide
    }
    func suppressAmbiguity() {
      for view in visible { make(view, a.thickness, .equal, nil, .notAnAttribute, priority: 25, id: "UISV-ambiguity-suppression") }
    }
    switch alignment {
    case .fill:
      // The canvas connections first, so each view's top is defined by the stack's (not the first view's by its
      // sibling's, which left the siblings' tops as dense tableau rows down a column of stacks).
      make(canvas, a.top, .equal, first, a.top, id: "UISV-canvas-connection")
      make(first, a.bottom, .equal, canvas, a.bottom, id: "UISV-canvas-connection")
      for view in others {
        make(first, a.top, .equal, view, a.top, id: "UISV-alignment")
        make(first, a.bottom, .equal, view, a.bottom, id: "UISV-alignment")
      }
    case .top, .leading:
      let guide = spacer()
      for view in others { make(first, a.top, .equal, view, a.top, id: "UISV-alignment") }
      for view in visible {
        make(guide, a.top, .equal, view, a.top, priority: 999.5, id: "UISV-spanning-boundary")
        make(guide, a.bottom, .greaterThanOrEqual, view, a.bottom, id: "UISV-spanning-boundary")
      }
      make(canvas, a.top, .equal, first, a.top, id: "UISV-canvas-connection")
      make(guide, a.bottom, .equal, canvas, a.bottom, id: "UISV-canvas-connection")
      suppressAmbiguity()
    case .bottom, .trailing:
      let guide = spacer()
      for view in others { make(first, a.bottom, .equal, view, a.bottom, id: "UISV-alignment") }
      for view in visible {
        make(guide, a.bottom, .equal, view, a.bottom, priority: 999.5, id: "UISV-spanning-boundary")
        make(guide, a.top, .lessThanOrEqual, view, a.top, id: "UISV-spanning-boundary")
      }
      make(canvas, a.top, .equal, guide, a.top, id: "UISV-canvas-connection")
      make(first, a.bottom, .equal, canvas, a.bottom, id: "UISV-canvas-connection")
      suppressAmbiguity()
    case .center:
      for view in others { make(first, a.middle, .equal, view, a.middle, id: "UISV-alignment") }
      if visible.count == 1 {
        make(canvas, a.top, .lessThanOrEqual, first, a.top, id: "UISV-canvas-connection")
        make(first, a.bottom, .lessThanOrEqual, canvas, a.bottom, id: "UISV-canvas-connection")
        make(canvas, a.middle, .equal, first, a.middle, id: "UISV-canvas-connection")
        make(stack, a.thickness, .equal, nil, .notAnAttribute, priority: 49, id: "UISV-canvas-fit")
      } else {
        let guide = spacer()
        for view in visible {
          make(guide, a.top, .lessThanOrEqual, view, a.top, id: "UISV-spanning-boundary")
          make(guide, a.bottom, .greaterThanOrEqual, view, a.bottom, id: "UISV-spanning-boundary")
        }
        make(canvas, a.top, .equal, guide, a.top, id: "UISV-canvas-connection")
        make(guide, a.bottom, .equal, canvas, a.bottom, id: "UISV-canvas-connection")
        make(canvas, a.middle, .equal, first, a.middle, id: "UISV-canvas-connection")
      }
      suppressAmbiguity()
    case .firstBaseline, .lastBaseline:
      let baseline: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
      let guide = spacer()
      for view in others { make(first, baseline, .equal, view, baseline, id: "UISV-alignment") }
      for view in visible {
        make(guide, a.top, .lessThanOrEqual, view, a.top, id: "UISV-spanning-boundary")
        make(guide, a.bottom, .greaterThanOrEqual, view, a.bottom, id: "UISV-spanning-boundary")
      }
      make(stack, a.thickness, .equal, nil, .notAnAttribute, priority: 49, id: "UISV-canvas-fit")
      make(canvas, a.top, .equal, guide, a.top, id: "UISV-canvas-connection")
      if alignment == .firstBaseline {
        make(guide, a.bottom, .equal, canvas, a.bottom, id: "UISV-canvas-connection")
      } else {
        make(first, a.bottom, .lessThanOrEqual, canvas, a.bottom, id: "UISV-canvas-connection")
      }
      let wrapping = visible.filter { ContentSizing.wraps($0) }
      if wrapping.count > 1 {
        for view in visible {
          make(view, .width, .equal, canvas, .width, multiplier: 1 / Double(visible.count), priority: 760, id: "UISV-text-width-disambiguation")
        }
      }
      suppressAmbiguity()
    }
    // Hidden views follow the first visible view across the axis.
    for view in arranged where view.isHidden {
      make(view, a.top, .equal, first, a.top, id: "UISV-hiding")
      make(view, a.thickness, .equal, first, a.thickness, id: "UISV-hiding")
    }
    list.forEach(install)
  }

  /// The view a stack's first or last baseline comes from (UIKit's `viewForFirstBaselineLayout`).
  func baselineView(of stack: View, last: Bool) -> View? {
    let visible = stack.arrangedSubviews.filter { !$0.isHidden }
    let config = stack.stack ?? StackConfiguration()
    let chosen: View?
    if config.axis == .vertical {
      chosen = last ? visible.last : visible.first
    } else {
      // The tallest view by content height; the first of equals.
      var best: (view: View, height: Double)?
      for view in visible {
        let height = measurements[ObjectIdentifier(view)]?.intrinsic.vertical ?? frame(of: view).height
        if best == nil || height > (best?.height ?? 0) { best = (view, height) }
      }
      chosen = best?.view
    }
    guard let chosen else { return nil }
    if chosen.kind == .stack { return baselineView(of: chosen, last: last) ?? chosen }
    return chosen
  }
}
