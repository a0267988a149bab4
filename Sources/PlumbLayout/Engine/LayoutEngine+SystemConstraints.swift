import PlumbSolver

/// The constraints the system made for one item, kept so their constants can change between passes.
struct GeneratedConstraints {
  /// Edge constraints (left, right, top, bottom) of a system guide, or the root's canvas constraints.
  var edges: [LayoutConstraint] = []
  /// Content-size constraints: width resist, width hug, height resist, height hug (nil where no intrinsic size).
  var content: [LayoutConstraint?] = [nil, nil, nil, nil]
}

extension LayoutEngine {
  /// System constraints, before the user's (UIKitSemantics.md, "Unsatisfiable layouts"), in a fixed order:
  /// canvas, autoresizing, guides, content size, stack views (content first also lets stacks insert against
  /// known sizes, with fewer pivots).
  func installSystemConstraints() {
    installCanvasConstraints()
    for view in views where view !== root {
      if let frame = view.manualFrame, let superview = view.superview {
        installAutoresizing(view, frame, superview)
      }
    }
    for guide in guides where guide.kind.isSystem {
      installGuideConstraints(guide)
    }
    for guide in guides where guide.kind.isScrollGuide { installScrollGuideConstraints(guide) }
    // Stacks before content sizes: an arranged view's edges are then new to the solver when its stack pins them,
    // so the solver defines them by the stack's edges (Solver+Definitions.swift) and the content constraints land
    // on the stack's own variables; the other way round, each added pin re-optimised every earlier sibling's
    // hugging and compression (100 stacks of 99 labels: 18 s).
    for view in views where view.kind == .stack { installStackConstraints(view) }
    for view in views { installContentConstraints(view) }
  }

  func system(
    _ first: LayoutItem, _ attribute: LayoutAttribute, _ second: LayoutItem?,
    _ secondAttribute: LayoutAttribute,
    relation: LayoutRelation = .equal, constant: Double, priority: Priority = .required,
    origin: LayoutConstraint.Origin,
    identifier: String?
  ) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      first, attribute, relation, second, secondAttribute, constant: constant, priority: priority,
      identifier: identifier)
    constraint.origin = origin
    return constraint
  }

  private func installCanvasConstraints() {
    var edges: [LayoutConstraint] = []
    edges.append(
      system(
        root, .left, nil, .notAnAttribute, constant: 0, origin: .encapsulation,
        identifier: "UIView-Encapsulated-Layout-Left"))
    edges.append(
      system(
        root, .top, nil, .notAnAttribute, constant: 0, origin: .encapsulation,
        identifier: "UIView-Encapsulated-Layout-Top"))
    for (attribute, length, name) in [
      (LayoutAttribute.width, canvas.width, "Width"), (.height, canvas.height, "Height"),
    ] {
      switch length {
      case .points(let value):
        edges.append(
          system(
            root, attribute, nil, .notAnAttribute, constant: value, origin: .encapsulation,
            identifier: "UIView-Encapsulated-Layout-\(name)"))
      case .fitting(let target, let priority):
        edges.append(
          system(
            root, attribute, nil, .notAnAttribute, constant: target, priority: priority, origin: .fitting,
            identifier: "UIView-Fitting-\(name)"))
      case .fit:
        // systemLayoutSizeFitting(UILayoutFittingCompressedSize) at fittingSizeLevel.
        edges.append(
          system(
            root, attribute, nil, .notAnAttribute, constant: 0, priority: .fittingSizeLevel, origin: .fitting,
            identifier: "UIView-Fitting-\(name)"))
      }
    }
    generated[ObjectIdentifier(root), default: GeneratedConstraints()].edges = edges
    edges.forEach(install)
  }

  private func installAutoresizing(_ view: View, _ frame: Rect, _ superview: View) {
    let list = [
      system(view, .left, superview, .left, constant: frame.minX, origin: .autoresizing, identifier: nil),
      system(
        view, .width, nil, .notAnAttribute, constant: frame.width, origin: .autoresizing, identifier: nil),
      system(view, .top, superview, .top, constant: frame.minY, origin: .autoresizing, identifier: nil),
      system(
        view, .height, nil, .notAnAttribute, constant: frame.height, origin: .autoresizing, identifier: nil),
    ]
    for constraint in list { constraint.autoresizingMask = "h=--& v=--&" }
    list.forEach(install)
  }

  private func installGuideConstraints(_ guide: LayoutGuide) {
    guard let owner = guide.owningView else { return }
    let insets = insets(for: guide)
    let names: [String]
    switch guide.kind {
    case .layoutMargins:
      names = ["leftMargin", "rightMargin", "topMargin", "bottomMargin"].map {
        "UIView-\($0)-guide-constraint"
      }
    case .safeArea:
      names = ["left", "right", "top", "bottom"].map { "UIViewSafeAreaLayoutGuide-\($0)" }
    case .readableContent:
      names = ["left", "right", "top", "bottom"].map { "UIViewReadableContentGuide-\($0)" }
    case .custom, .stackSpacer, .stackGap, .contentLayout, .frameLayout:
      return
    }
    let edges = [
      system(guide, .left, owner, .left, constant: insets.left, origin: .guide, identifier: names[0]),
      system(owner, .right, guide, .right, constant: insets.right, origin: .guide, identifier: names[1]),
      system(guide, .top, owner, .top, constant: insets.top, origin: .guide, identifier: names[2]),
      system(owner, .bottom, guide, .bottom, constant: insets.bottom, origin: .guide, identifier: names[3]),
    ]
    generated[ObjectIdentifier(guide), default: GeneratedConstraints()].edges = edges
    edges.forEach(install)
  }

  /// A scroll view's frame guide is its frame; its content guide starts at its top-left (content offset zero,
  /// no content insets) and takes its size from the content's constraints.
  private func installScrollGuideConstraints(_ guide: LayoutGuide) {
    guard let owner = guide.owningView else { return }
    let name = guide.kind == .contentLayout ? "contentLayoutGuide" : "frameLayoutGuide"
    var list = [
      system(
        guide, .left, owner, .left, constant: 0, origin: .guide, identifier: "UIScrollView-\(name)-left"),
      system(guide, .top, owner, .top, constant: 0, origin: .guide, identifier: "UIScrollView-\(name)-top"),
    ]
    if guide.kind == .frameLayout {
      list += [
        system(
          guide, .width, owner, .width, constant: 0, origin: .guide, identifier: "UIScrollView-\(name)-width"),
        system(
          guide, .height, owner, .height, constant: 0, origin: .guide,
          identifier: "UIScrollView-\(name)-height"),
      ]
    }
    list.forEach(install)
  }

  private func installContentConstraints(_ view: View) {
    guard let measurement = measurements[ObjectIdentifier(view)],
      measurement.intrinsic.horizontal != nil || measurement.intrinsic.vertical != nil
    else { return }
    var content: [LayoutConstraint?] = [nil, nil, nil, nil]
    for (index, axis) in [Axis.horizontal, .vertical].enumerated() {
      guard let value = measurement.intrinsic[axis] else { continue }
      let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
      let resist = system(
        view, attribute, nil, .notAnAttribute, relation: .greaterThanOrEqual, constant: value,
        priority: view.compressionResistancePriority[axis], origin: .contentSize, identifier: nil)
      let hug = system(
        view, attribute, nil, .notAnAttribute, relation: .lessThanOrEqual, constant: value,
        priority: view.contentHuggingPriority[axis], origin: .contentSize, identifier: nil)
      content[2 * index] = resist
      content[2 * index + 1] = hug
    }
    generated[ObjectIdentifier(view), default: GeneratedConstraints()].content = content
    content.compactMap { $0 }.forEach(install)
  }

  // MARK: - Values that depend on solved frames

  /// The insets of a system guide from its owner's edges, from the current frames.
  func insets(for guide: LayoutGuide) -> EdgeInsets {
    guard let owner = guide.owningView else { return .zero }
    switch guide.kind {
    case .safeArea: return safeAreaInsets(of: owner)
    case .layoutMargins: return layoutMargins(of: owner)
    case .readableContent:
      var margins = layoutMargins(of: owner)
      if let readable = canvas.readableContentWidth {
        let available = frame(of: owner).width - margins.left - margins.right
        let extra = max(0, available - readable) / 2
        margins.left += extra
        margins.right += extra
      }
      return margins
    case .custom, .stackSpacer, .stackGap, .contentLayout, .frameLayout: return .zero
    }
  }

  /// UIKit's `safeAreaInsets`: the root's are the canvas's; a subview's are how far it reaches into them.
  func safeAreaInsets(of view: View) -> EdgeInsets {
    if view === root { return canvas.safeAreaInsets }
    let safe = frame(of: root).inset(by: canvas.safeAreaInsets)
    let frame = frame(of: view)
    func clamp(_ value: Double, _ limit: Double) -> Double { max(0, min(limit, value)) }
    return EdgeInsets(
      top: clamp(safe.minY - frame.minY, frame.height), left: clamp(safe.minX - frame.minX, frame.width),
      bottom: clamp(frame.maxY - safe.maxY, frame.height), right: clamp(frame.maxX - safe.maxX, frame.width))
  }

  /// UIKit's effective `layoutMargins` (absolute), from custom or default margins, the safe area and the superview.
  func layoutMargins(of view: View) -> EdgeInsets {
    let direction = effectiveDirection(of: view)
    let custom = view.directionalLayoutMargins?.resolved(direction) ?? view.layoutMargins
    var margins: EdgeInsets
    if view === root && canvas.isViewControllerRoot {
      let minimum = canvas.systemMinimumLayoutMargins.resolved(direction)
      let own = custom ?? minimum
      margins = EdgeInsets(
        top: max(own.top, minimum.top), left: max(own.left, minimum.left),
        bottom: max(own.bottom, minimum.bottom),
        right: max(own.right, minimum.right))
    } else {
      margins = custom ?? EdgeInsets(all: 8)
    }
    if view.insetsLayoutMarginsFromSafeArea {
      let safe = safeAreaInsets(of: view)
      margins.top += safe.top
      margins.left += safe.left
      margins.bottom += safe.bottom
      margins.right += safe.right
    }
    if view.preservesSuperviewLayoutMargins, let superview = view.superview, view !== root {
      let outer = layoutMargins(of: superview)
      let mine = frame(of: view)
      let theirs = frame(of: superview)
      margins.left = max(margins.left, outer.left - (mine.minX - theirs.minX))
      margins.right = max(margins.right, outer.right - (theirs.maxX - mine.maxX))
      margins.top = max(margins.top, outer.top - (mine.minY - theirs.minY))
      margins.bottom = max(margins.bottom, outer.bottom - (theirs.maxY - mine.maxY))
    }
    return margins
  }

  /// Recomputes everything that depends on solved frames; true when a constant changed.
  func updateDynamicConstants() -> [UnsettledValue] {
    var unsettled: [UnsettledValue] = []
    var changed = false
    func set(_ constraint: LayoutConstraint?, _ value: Double) {
      guard let constraint, abs(constraint.constant - value) > 1e-9 else { return }
      constraint.constant = value
      changed = true
    }
    for guide in guides where guide.kind.isSystem {
      guard let edges = generated[ObjectIdentifier(guide)]?.edges, edges.count == 4 else { continue }
      let insets = insets(for: guide)
      changed = false
      set(edges[0], insets.left)
      set(edges[1], insets.right)
      set(edges[2], insets.top)
      set(edges[3], insets.bottom)
      if changed { unsettled.append(.guide(guide.kind, guide.owningView?.identifier ?? guide.identifier)) }
    }
    for view in views where ContentSizing.wraps(view) {
      changed = false
      defer { if changed { unsettled.append(.wrappingText(view.identifier)) } }
      let id = ObjectIdentifier(view)
      let width = frame(of: view).width
      guard let old = measurements[id], old.wrapWidth.map({ abs($0 - width) > 1e-9 }) ?? true else {
        continue
      }
      let new = ContentSizing.measure(
        view, wrapWidth: width, measurer: measurer, environment: textEnvironment(for: view))
      measurements[id] = new
      guard new != old else { continue }
      let content = generated[id]?.content ?? []
      if content.count == 4 {
        set(content[0], new.intrinsic.horizontal ?? 0)
        set(content[1], new.intrinsic.horizontal ?? 0)
        set(content[2], new.intrinsic.vertical ?? 0)
        set(content[3], new.intrinsic.vertical ?? 0)
      }
      if new.firstBaseline != old.firstBaseline || new.lastBaseline != old.lastBaseline
        || new.intrinsic.vertical != old.intrinsic.vertical
      {
        for constraint in baselineUsers[id] ?? [] {
          constraintDidChange(constraint)
          changed = true
        }
      }
    }
    return unsettled
  }
}

/// A value the layout pass derives from solved frames that was still changing when passes ran out.
enum UnsettledValue: Equatable {
  /// A system guide's insets (safe area, margins, readable content) of the named view.
  case guide(LayoutGuide.Kind, String)
  /// The measured size of the named wrapping text view.
  case wrappingText(String)

  var description: String {
    switch self {
    case .guide(.safeArea, let view): "the safe area insets of '\(view)'"
    case .guide(.readableContent, let view): "the readable content guide of '\(view)'"
    case .guide(_, let view): "the layout margins of '\(view)'"
    case .wrappingText(let view): "the wrapped height of '\(view)'"
    }
  }

  /// Why such a value can keep changing, in UIKit's terms.
  var reason: String {
    switch self {
    case .guide:
      "margins and safe area insets follow how far a view reaches into the safe area, so a view whose size or "
        + "position depends on its own margins moves them again"
    case .wrappingText:
      "a wrapping label's height follows its width, so a width that depends on the label's height changes it again"
    }
  }
}

extension LayoutAttribute {
  /// True for the two baseline attributes.
  var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}
