public import PlumbLayout
public import PlumbText

/// One solve of a UIKit hierarchy: the layout model built from the views' state, its engine and result.
///
/// Each layout builds the model afresh from the views (their frames, constraints, content and traits) and solves it
/// with PlumbLayout's engine: the same solver, text measurement and system constraints that lay out layout documents.
@preconcurrency @MainActor
public final class LayoutSession {
  /// The layout model's root view.
  public let root: View
  /// The engine that solved it.
  public let engine: LayoutEngine
  /// The solved frames and diagnostics.
  public let result: LayoutResult
  /// The views, in the layout model's order (depth first in subview order), one for one with `result.views`.
  let views: [UIView]
  let nodes: [View]
  let index: [ObjectIdentifier: Int]
  let guides: [(UILayoutGuide, LayoutGuide)]
  let constraintMap: [(NSLayoutConstraint, LayoutConstraint)]

  /// The text engine every UIKit layout measures with (Plumb's, with its bundled fonts); draw with the same one.
  nonisolated public static let textEngine = TextLayoutEngine()
  nonisolated static var measurer: TextLayoutEngine { textEngine }

  /// Mirrors the hierarchy as a layout model, activates its autoresizing constraints and then the installed ones
  /// in activation order, and solves it.
  init(rootView: UIView, canvas: Canvas) {
    var mirror = ModelMirror()
    let rootNode = mirror.make(rootView, isRoot: true)
    self.root = rootNode
    self.views = mirror.views
    self.nodes = mirror.nodes
    self.index = mirror.index
    self.guides = mirror.guides
    mirror.activateAutoresizingConstraints()
    self.constraintMap = mirror.activateInstalledConstraints()
    engine = LayoutEngine(root: rootNode, canvas: canvas, measurer: Self.measurer)
    result = engine.layout()
    // The engine lists views depth first in subview order, as they were built; matched by name all the same.
    var byName: [String: Int] = [:]
    for (position, layout) in result.views.enumerated() { byName[layout.id] = position }
    layoutIndex = mirror.nodes.map { byName[$0.identifier] }
  }

  /// The layout model of a UIKit hierarchy, built view by view: a node for each view (depth first, in subview
  /// order, with unique names), stack arrangements and custom guides.
  @MainActor private struct ModelMirror {
    var views: [UIView] = []
    var nodes: [View] = []
    var index: [ObjectIdentifier: Int] = [:]
    var guides: [(UILayoutGuide, LayoutGuide)] = []
    var names: Set<String> = []

    mutating func uniqueName(_ view: UIView) -> String {
      var name = view.layoutName(index: views.count)
      var suffix = 2
      let base = name
      while names.contains(name) {
        name = "\(base)#\(suffix)"
        suffix += 1
      }
      names.insert(name)
      return name
    }

    mutating func make(_ view: UIView, isRoot: Bool) -> View {
      let node = View(uniqueName(view), kind: view.layoutKind)
      index[ObjectIdentifier(view)] = views.count
      views.append(view)
      nodes.append(node)
      view.configure(node, isRoot: isRoot)
      for subview in view.subviews {
        // Fresh nodes form a tree, so adding never fails.
        try? node.addSubview(make(subview, isRoot: false))
      }
      if let stack = view as? UIStackView {
        for arranged in stack.arrangedSubviews {
          guard let position = index[ObjectIdentifier(arranged)], arranged.superview === stack else {
            continue
          }
          try? node.addArrangedSubview(nodes[position])
        }
        let (index, nodes) = (index, nodes)
        stack.configureStack(
          node, names: { view in index[ObjectIdentifier(view)].map { nodes[$0].identifier } })
      }
      for (offset, guide) in view.layoutGuides.enumerated() {
        let name = guide.identifier.isEmpty ? "\(node.identifier).guide\(offset + 1)" : guide.identifier
        let model = LayoutGuide(name)
        node.addLayoutGuide(model)
        guides.append((guide, model))
      }
      return node
    }

    /// The model's item for a constraint's view or guide.
    func item(_ object: AnyObject?) -> LayoutItem? {
      if let view = object as? UIView { return index[ObjectIdentifier(view)].map { nodes[$0] } }
      guard let guide = object as? UILayoutGuide, let owner = guide.owningView,
        let position = index[ObjectIdentifier(owner)]
      else { return nil }
      let node = nodes[position]
      switch guide.kind {
      case .custom: return guides.first { $0.0 === guide }?.1
      case .safeArea: return node.safeAreaLayoutGuide
      case .layoutMargins: return node.layoutMarginsGuide
      case .readableContent: return node.readableContentGuide
      case .contentLayout: return node.contentLayoutGuide
      case .frameLayout: return node.frameLayoutGuide
      }
    }

    /// Autoresizing constraints of frame-placed views with flexible masks come first, as the engine's own
    /// autoresizing constraints do.
    func activateAutoresizingConstraints() {
      for (position, view) in views.enumerated() where position > 0 {
        guard let superview = view.superview, let parent = index[ObjectIdentifier(superview)] else {
          continue
        }
        for constraint in view.autoresizingConstraints(nodes[position], in: nodes[parent]) {
          try? constraint.activate()
        }
      }
    }

    /// Constraints installed in the tree, in the order they were activated (UIKit's engine order); one that
    /// cannot be activated is logged as UIKit logs it.
    func activateInstalledConstraints() -> [(NSLayoutConstraint, LayoutConstraint)] {
      let installed = views.flatMap(\.constraints).sorted { $0.activationSerial < $1.activationSerial }
      var map: [(NSLayoutConstraint, LayoutConstraint)] = []
      for constraint in installed {
        guard let first = item(constraint.firstItem) else { continue }
        let second = item(constraint.secondItem)
        if constraint.secondItem != nil && second == nil { continue }
        let model = constraint.plumbConstraint(first, second)
        do {
          try model.activate()
          map.append((constraint, model))
        } catch {
          UIKitConsole.log("[LayoutConstraints] \(error.description)")
        }
      }
      return map
    }
  }

  /// The position of each view's layout in `result.views`, in `views` order.
  private let layoutIndex: [Int?]

  /// The hierarchy laid out from `view` alone at its current size (a Plumb addition, for snapshots of one view):
  /// the caller discards it when done.
  public static func detached(_ view: UIView) -> LayoutSession {
    view.topmost.runLayout()
    let canvas = Canvas(
      width: view.bounds.width > 0 ? .points(Double(view.bounds.width)) : .fit,
      height: view.bounds.height > 0 ? .points(Double(view.bounds.height)) : .fit,
      traits: view.traitCollection.plumb)
    return LayoutSession(rootView: view, canvas: canvas)
  }

  /// The last layout of the hierarchy `view` heads, laid out first if needed (nil when `view` is not its topmost
  /// view).
  public static func current(_ view: UIView) -> LayoutSession? {
    guard view.superview == nil else { return nil }
    view.runLayout()
    return view.session
  }

  /// Takes the model apart (its views and constraints refer to each other).
  public func discard() { LayoutConstraint.deactivate(root.activeConstraints) }

  func contains(_ view: UIView) -> Bool { index[ObjectIdentifier(view)] != nil }

  func layout(of view: UIView) -> ViewLayout? {
    guard let position = index[ObjectIdentifier(view)], let found = layoutIndex[position] else { return nil }
    return result.views[found]
  }

  /// UIKit's `safeAreaInsets`: the root's are the canvas's; a subview's are how far it reaches into them.
  func safeAreaInsets(of view: UIView) -> UIEdgeInsets {
    guard let layout = layout(of: view) else { return .zero }
    let insets = engine.canvas.safeAreaInsets
    if view === views.first { return UIEdgeInsets(insets) }
    let rootFrame = result.views.first?.absoluteFrame ?? .zero
    let safe = rootFrame.inset(by: insets)
    let frame = layout.absoluteFrame
    func clamp(_ value: Double, _ limit: Double) -> Double { max(0, min(limit, value)) }
    return UIEdgeInsets(
      EdgeInsets(
        top: clamp(safe.minY - frame.minY, frame.height), left: clamp(safe.minX - frame.minX, frame.width),
        bottom: clamp(frame.maxY - safe.maxY, frame.height), right: clamp(frame.maxX - safe.maxX, frame.width)
      ))
  }

  /// Writes the solved frames back: constraint-placed views take theirs; frame-placed views keep what was set.
  func applyFrames() {
    let scale = engine.canvas.traits.displayScale
    for (position, view) in views.enumerated() {
      guard let layout = layout(of: view) else { continue }
      view.absoluteFrame = CGRect(layout.absoluteFrame)
      if position == 0 {
        view.storedFrame.size = CGSize(layout.frame.size)
      } else if !view.translatesAutoresizingMaskIntoConstraints {
        view.storedFrame = CGRect(layout.frame)
      } else if !view.autoresizingMask.isEmpty, let superview = view.superview {
        // A flexible view follows its superview; the next layout starts from here.
        view.storedFrame = CGRect(layout.frame)
        view.autoresizingReference =
          self.layout(of: superview).map { CGSize($0.frame.size) } ?? superview.bounds.size
      }
      let safeArea = safeAreaInsets(of: view)
      if safeArea != view.lastSafeAreaInsets {
        view.lastSafeAreaInsets = safeArea
        view.safeAreaInsetsDidChange()
        view.owningViewController?.viewSafeAreaInsetsDidChange()
      }
      if let scroll = view as? UIScrollView {
        scroll.contentSize = CGSize(
          nodes[position].contentLayoutGuide.layoutFrame.pixelAligned(scale: scale).size)
      }
      for (kind, guide) in view.systemGuides {
        let model: LayoutGuide? =
          switch kind {
          case .custom: nil
          case .safeArea: nodes[position].safeAreaLayoutGuide
          case .layoutMargins: nodes[position].layoutMarginsGuide
          case .readableContent: nodes[position].readableContentGuide
          case .contentLayout: nodes[position].contentLayoutGuide
          case .frameLayout: nodes[position].frameLayoutGuide
          }
        if let model { guide.layoutFrame = local(model.layoutFrame.pixelAligned(scale: scale), in: view) }
      }
    }
    for (guide, model) in guides {
      guard let owner = guide.owningView else { continue }
      guide.layoutFrame = local(model.layoutFrame.pixelAligned(scale: scale), in: owner)
    }
  }

  private func local(_ rect: Rect, in view: UIView) -> CGRect {
    CGRect(
      x: CGFloat(rect.minX) - view.absoluteFrame.minX, y: CGFloat(rect.minY) - view.absoluteFrame.minY,
      width: CGFloat(rect.width), height: CGFloat(rect.height))
  }

  /// Copies the views' state into their nodes again after the layout passes, and lets each view adjust its drawing
  /// to its solved frame (a label shrinking its font to fit).
  func refreshAppearance() {
    for (position, view) in views.enumerated() {
      let node = nodes[position]
      let manualFrame = node.manualFrame
      let intrinsic = node.intrinsicContentSizeOverride
      view.configure(node, isRoot: position == 0)
      node.manualFrame = manualFrame
      node.intrinsicContentSizeOverride = intrinsic
      if let layout = layout(of: view) { view.adjustDrawing(node, frame: CGRect(layout.frame)) }
    }
  }

  /// The UIKit constraints among `models`.
  func constraints(for models: [LayoutConstraint]) -> [NSLayoutConstraint] {
    models.compactMap { model in constraintMap.first { $0.1 === model }?.0 }
  }
}
