import PlumbSolver

// The constraints UIStackView generates, with UIKit's identifiers and priorities (as printed from UIKit in
// https://kean.blog/post/lets-build-uistackview), in four steps: the spacing chain along the axis, the hidden
// views, the distribution and the alignment across the axis.
extension LayoutEngine {
  /// The attributes along (leading, trailing, length, center) and across (top, bottom, thickness, middle) a
  /// stack's axis.
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

  /// One stack's constraints as they are made, in the order they are installed.
  private struct StackConstraints {
    let stack: View
    let config: StackConfiguration
    let arranged: [View]
    let visible: [View]
    let a: StackAttributes
    /// The stack, or its layout margins guide with `isLayoutMarginsRelativeArrangement`.
    let canvas: LayoutItem
    var list: [LayoutConstraint] = []

    init(_ stack: View) {
      self.stack = stack
      config = stack.stack ?? StackConfiguration()
      arranged = stack.arrangedSubviews
      visible = arranged.filter { !$0.isHidden }
      a = StackAttributes(config.axis)
      canvas = config.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    }

    /// The spacing after `view`: its custom spacing, else the stack's.
    func gap(after view: View) -> Double { config.customSpacing[view.identifier] ?? config.spacing }

    mutating func make(
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
  }

  /// UIKit's `UISV-hiding`: a hidden arranged view's length along the axis is 0 at 999.999, just below required,
  /// so a required size of the view's own wins (UIKit logs no conflict) and the view still takes no space.
  static let stackHidingPriority = Priority(Float(999.999))
  /// UIKit's `UISV-spacing-hidden`: where a hidden view sits along the axis, weak enough to give way to anything.
  static let stackHiddenSpacingPriority = Priority(50)

  func installStackConstraints(_ stack: View) {
    var constraints = StackConstraints(stack)
    if let first = constraints.visible.first, let last = constraints.visible.last {
      constraints.make(
        constraints.canvas, constraints.a.leading, .equal, first, constraints.a.leading,
        id: "UISV-canvas-connection")
      installDistributingGaps(&constraints)
      installSpacingChain(&constraints)
      installHiddenViews(&constraints)
      // The trailing connection goes in after the spacing chain, so the solver defines each view's leading edge
      // by the one before it, down the chain, rather than the last view's by the stack's far edge and a middle
      // view's length by its neighbours (long expansions later).
      constraints.make(
        last, constraints.a.trailing, .equal, constraints.canvas, constraints.a.trailing,
        id: "UISV-canvas-connection")
      installDistribution(&constraints)
      installAlignment(&constraints, first: first)
    } else {
      installEmptyStack(&constraints)
    }
    constraints.list.forEach(install)
  }

  /// Nothing visible: the stack collapses unless constrained (UISV-canvas-fit at 49 on both axes); its hidden views
  /// sit at its leading and top edges.
  private func installEmptyStack(_ c: inout StackConstraints) {
    c.make(c.stack, .width, .equal, nil, .notAnAttribute, priority: 49, id: "UISV-canvas-fit")
    c.make(c.stack, .height, .equal, nil, .notAnAttribute, priority: 49, id: "UISV-canvas-fit")
    for view in c.arranged {
      c.make(
        view, c.a.length, .equal, nil, .notAnAttribute, priority: Self.stackHidingPriority, id: "UISV-hiding")
      c.make(
        view, c.a.leading, .equal, c.canvas, c.a.leading, priority: Self.stackHiddenSpacingPriority,
        id: "UISV-spacing-hidden")
      c.make(view, c.a.top, .equal, c.canvas, c.a.top, id: "UISV-alignment")
      c.make(
        view, c.a.thickness, .equal, nil, .notAnAttribute, priority: 25, id: "UISV-ambiguity-suppression")
    }
  }

  /// Along the axis, visible views one after another with the spacing after each (at least that much for the
  /// equal-spacing distributions, which spread the rest); a baseline-relative vertical stack spaces baselines.
  private func installSpacingChain(_ c: inout StackConstraints) {
    let spacingIsMinimum = c.config.distribution == .equalSpacing || c.config.distribution == .equalCentering
    let baselineRelative = c.config.isBaselineRelativeArrangement && c.config.axis == .vertical
    for (previous, next) in zip(c.visible, c.visible.dropFirst()) {
      c.make(
        next, baselineRelative ? .firstBaseline : c.a.leading,
        spacingIsMinimum ? .greaterThanOrEqual : .equal,
        previous, baselineRelative ? .lastBaseline : c.a.trailing, constant: c.gap(after: previous),
        id: "UISV-spacing")
    }
  }

  /// A hidden view leaves the spacing chain. Its length along the axis is 0 unless a required constraint of its
  /// own says otherwise (`UISV-hiding` at 999.999); it sits after the visible view before it, half that view's
  /// spacing on when a visible view follows, or just before the first visible view, at priority 50
  /// (`UISV-spacing-hidden`). Across the axis it is aligned like the others (`installAlignment`), with no
  /// constraint of its own.
  private func installHiddenViews(_ c: inout StackConstraints) {
    guard c.visible.count < c.arranged.count, let firstVisible = c.visible.first,
      let lastVisible = c.visible.last
    else { return }
    let lastVisibleIndex = c.arranged.lastIndex { $0 === lastVisible } ?? 0
    var previousVisible: View?
    for (index, view) in c.arranged.enumerated() {
      guard view.isHidden else {
        previousVisible = view
        continue
      }
      c.make(
        view, c.a.length, .equal, nil, .notAnAttribute, priority: Self.stackHidingPriority, id: "UISV-hiding")
      if let previousVisible {
        let gap = index < lastVisibleIndex ? c.gap(after: previousVisible) / 2 : 0
        c.make(
          view, c.a.leading, .equal, previousVisible, c.a.trailing, constant: gap,
          priority: Self.stackHiddenSpacingPriority, id: "UISV-spacing-hidden")
      } else {
        c.make(
          firstVisible, c.a.leading, .equal, view, c.a.trailing, priority: Self.stackHiddenSpacingPriority,
          id: "UISV-spacing-hidden")
      }
    }
  }

  /// How the visible views share the length along the axis.
  private func installDistribution(_ c: inout StackConstraints) {
    guard let first = c.visible.first else { return }
    switch c.config.distribution {
    case .fill:
      break
    case .fillEqually:
      for view in c.visible.dropFirst() {
        c.make(view, c.a.length, .equal, first, c.a.length, id: "UISV-fill-equally")
      }
    case .fillProportionally:
      let intrinsic = c.visible.map { measurements[ObjectIdentifier($0)]?.intrinsic[c.config.axis] ?? nil }
      if intrinsic.allSatisfy({ $0 == nil }) {
        for view in c.visible.dropFirst() {
          c.make(view, c.a.length, .equal, first, c.a.length, id: "UISV-fill-equally")
        }
      } else {
        let spacingTotal = zip(c.visible, c.visible.dropFirst()).reduce(0.0) { $0 + c.gap(after: $1.0) }
        let total = intrinsic.reduce(0.0) { $0 + ($1 ?? 0) } + spacingTotal
        for (index, view) in c.visible.enumerated() where total > 0 {
          c.make(
            view, c.a.length, .equal, c.canvas, c.a.length, multiplier: (intrinsic[index] ?? 0) / total,
            priority: Priority(Float(999 - index)), id: "UISV-fill-proportionally")
        }
      }
    case .equalSpacing, .equalCentering:
      // The gaps went in before the spacing chain (`installDistributingGaps`).
      c.make(c.stack, c.a.length, .equal, nil, .notAnAttribute, priority: 49, id: "UISV-canvas-fit")
    }
  }

  /// The equal-spacing distributions: one guide per gap (between edges, or between centres), each as long as the
  /// first. Installed ahead of the spacing chain, gap by gap, with each gap's length tied to the first before its
  /// far edge meets the next view: the solver then defines each view's leading edge by its gap (Solver+Definitions),
  /// so no tableau row runs along the views. With the chain first, every gap row held the first gap's view edges
  /// and pivots spread them into every row: 1 000 equal-centring views took minutes.
  private func installDistributingGaps(_ c: inout StackConstraints) {
    guard c.config.distribution == .equalSpacing || c.config.distribution == .equalCentering else { return }
    let centring = c.config.distribution == .equalCentering
    var gaps: [LayoutGuide] = []
    for (index, (previous, next)) in zip(c.visible, c.visible.dropFirst()).enumerated() {
      let gap = LayoutGuide(
        identifier: "\(c.stack.identifier).gap\(index)", kind: .stackGap, owner: c.stack)
      gaps.append(gap)
      c.make(
        gap, c.a.leading, .equal, previous, centring ? c.a.center : c.a.trailing, id: "UISV-distributing-edge"
      )
      if index > 0 {
        c.make(
          gap, c.a.length, .equal, gaps[0], c.a.length, priority: centring ? 149 : .required,
          id: "UISV-fill-equally")
      }
      c.make(
        gap, c.a.trailing, .equal, next, centring ? c.a.center : c.a.leading, id: "UISV-distributing-edge")
      c.make(gap, c.a.top, .equal, c.canvas, c.a.top, id: "UISV-distributing")
      c.make(gap, c.a.thickness, .equal, nil, .notAnAttribute, id: "UISV-distributing")
    }
    guides.append(contentsOf: gaps)
  }

  /// The stack's alignment in the axis's terms: in a horizontal stack leading/trailing mean top/bottom, in a
  /// vertical one top/bottom and the baselines mean leading/trailing.
  private static func crossAlignment(_ config: StackConfiguration) -> StackConfiguration.Alignment {
    switch (config.axis, config.alignment) {
    case (.horizontal, .leading): .top
    case (.horizontal, .trailing): .bottom
    case (.vertical, .top), (.vertical, .firstBaseline): .leading
    case (.vertical, .bottom), (.vertical, .lastBaseline): .trailing
    default: config.alignment
    }
  }

  /// Across the axis: every arranged view (hidden ones too) aligned to the first visible one; the visible views
  /// decide the stack's thickness.
  private func installAlignment(_ c: inout StackConstraints, first: View) {
    let aligned = c.arranged.filter { $0 !== first }
    switch Self.crossAlignment(c.config) {
    case .fill: alignFill(&c, first: first, aligned: aligned)
    case .top, .leading: alignEdge(&c, first: first, aligned: aligned, near: true)
    case .bottom, .trailing: alignEdge(&c, first: first, aligned: aligned, near: false)
    case .center: alignCenter(&c, first: first, aligned: aligned)
    case .firstBaseline: alignBaseline(&c, first: first, aligned: aligned, firstBaseline: true)
    case .lastBaseline: alignBaseline(&c, first: first, aligned: aligned, firstBaseline: false)
    }
  }

  /// A guide as thick as the visible views' extent across the axis.
  private func spanner(_ c: inout StackConstraints) -> LayoutGuide {
    let a = c.a
    let guide = LayoutGuide(identifier: "\(c.stack.identifier).spanner", kind: .stackSpacer, owner: c.stack)
    guides.append(guide)
    c.make(guide, a.leading, .equal, c.canvas, a.leading, id: "UISV-alignment-spanner")
    c.make(guide, a.length, .equal, nil, .notAnAttribute, id: "UISV-alignment-spanner")
    c.make(guide, a.thickness, .equal, nil, .notAnAttribute, priority: 51, id: "UISV-spanning-fit")
    return guide
  }

  private func spanEveryVisibleView(_ c: inout StackConstraints, _ guide: LayoutGuide) {
    for view in c.visible {
      c.make(guide, c.a.top, .lessThanOrEqual, view, c.a.top, id: "UISV-spanning-boundary")
      c.make(guide, c.a.bottom, .greaterThanOrEqual, view, c.a.bottom, id: "UISV-spanning-boundary")
    }
  }

  /// Every view as thick as the stack.
  private func alignFill(_ c: inout StackConstraints, first: View, aligned: [View]) {
    let a = c.a
    // The canvas connections first, so each view's top is defined by the stack's (not the first view's by its
    // sibling's, which left the siblings' tops as dense tableau rows down a column of stacks).
    c.make(c.canvas, a.top, .equal, first, a.top, id: "UISV-canvas-connection")
    c.make(first, a.bottom, .equal, c.canvas, a.bottom, id: "UISV-canvas-connection")
    for view in aligned {
      c.make(first, a.top, .equal, view, a.top, id: "UISV-alignment")
      c.make(first, a.bottom, .equal, view, a.bottom, id: "UISV-alignment")
    }
  }

  /// Top/leading (`near`) or bottom/trailing, mirror images: the views share their near (or far) edge, which the
  /// spanner follows; its other edge reaches past every view's.
  private func alignEdge(_ c: inout StackConstraints, first: View, aligned: [View], near: Bool) {
    let a = c.a
    let (edge, other) = near ? (a.top, a.bottom) : (a.bottom, a.top)
    let guide = spanner(&c)
    for view in aligned { c.make(first, edge, .equal, view, edge, id: "UISV-alignment") }
    for view in c.visible {
      c.make(guide, edge, .equal, view, edge, priority: 999.5, id: "UISV-spanning-boundary")
      c.make(
        guide, other, near ? .greaterThanOrEqual : .lessThanOrEqual, view, other,
        id: "UISV-spanning-boundary")
    }
    c.make(c.canvas, a.top, .equal, near ? first : guide, a.top, id: "UISV-canvas-connection")
    c.make(near ? guide : first, a.bottom, .equal, c.canvas, a.bottom, id: "UISV-canvas-connection")
    suppressAmbiguity(&c)
  }

  /// Centres shared; one visible view sits inside the stack, several inside a spanner.
  private func alignCenter(_ c: inout StackConstraints, first: View, aligned: [View]) {
    let a = c.a
    for view in aligned { c.make(first, a.middle, .equal, view, a.middle, id: "UISV-alignment") }
    if c.visible.count == 1 {
      c.make(c.canvas, a.top, .lessThanOrEqual, first, a.top, id: "UISV-canvas-connection")
      c.make(first, a.bottom, .lessThanOrEqual, c.canvas, a.bottom, id: "UISV-canvas-connection")
      c.make(c.canvas, a.middle, .equal, first, a.middle, id: "UISV-canvas-connection")
      c.make(c.stack, a.thickness, .equal, nil, .notAnAttribute, priority: 49, id: "UISV-canvas-fit")
    } else {
      let guide = spanner(&c)
      spanEveryVisibleView(&c, guide)
      c.make(c.canvas, a.top, .equal, guide, a.top, id: "UISV-canvas-connection")
      c.make(guide, a.bottom, .equal, c.canvas, a.bottom, id: "UISV-canvas-connection")
      c.make(c.canvas, a.middle, .equal, first, a.middle, id: "UISV-canvas-connection")
    }
    suppressAmbiguity(&c)
  }

  /// First or last baselines shared, inside a spanner; several wrapping labels share the width weakly so their
  /// heights (hence baselines) are decided.
  private func alignBaseline(_ c: inout StackConstraints, first: View, aligned: [View], firstBaseline: Bool) {
    let a = c.a
    let baseline: LayoutAttribute = firstBaseline ? .firstBaseline : .lastBaseline
    let guide = spanner(&c)
    for view in aligned { c.make(first, baseline, .equal, view, baseline, id: "UISV-alignment") }
    spanEveryVisibleView(&c, guide)
    c.make(c.stack, a.thickness, .equal, nil, .notAnAttribute, priority: 49, id: "UISV-canvas-fit")
    c.make(c.canvas, a.top, .equal, guide, a.top, id: "UISV-canvas-connection")
    if firstBaseline {
      c.make(guide, a.bottom, .equal, c.canvas, a.bottom, id: "UISV-canvas-connection")
    } else {
      c.make(first, a.bottom, .lessThanOrEqual, c.canvas, a.bottom, id: "UISV-canvas-connection")
    }
    let wrapping = c.visible.filter { ContentSizing.wraps($0) }
    if wrapping.count > 1 {
      for view in c.visible {
        c.make(
          view, .width, .equal, c.canvas, .width, multiplier: 1 / Double(c.visible.count), priority: 760,
          id: "UISV-text-width-disambiguation")
      }
    }
    suppressAmbiguity(&c)
  }

  /// Each view's thickness wants to be 0 at 25, so a view with no intrinsic thickness is not ambiguous.
  private func suppressAmbiguity(_ c: inout StackConstraints) {
    for view in c.arranged {
      c.make(
        view, c.a.thickness, .equal, nil, .notAnAttribute, priority: 25, id: "UISV-ambiguity-suppression")
    }
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
