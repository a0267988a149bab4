import PlumbLayout

/// Where UIKit's console messages go (unsatisfiable constraints, invalid activations). A Plumb addition: standard
/// error by default; tests replace it to read the text.
@preconcurrency @MainActor
public enum UIKitConsole {
  /// Receives each message.
  public static var handler: @MainActor (String) -> Void = { message in
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  static func log(_ message: String) { handler(message) }
}

extension UIView {
  /// The layout model's root and canvas for this topmost view.
  private func layoutTarget() -> (root: UIView, canvas: Canvas) {
    if let window = self as? UIWindow, let controller = window.rootViewController {
      let view = controller.view
      if view.superview !== window { window.insertSubview(view, at: 0) }
      view.storedFrame = window.bounds
      var canvas = Canvas(
        width: .points(Double(window.bounds.width)), height: .points(Double(window.bounds.height)),
        traits: window.traitCollection.plumb)
      var safe = window.environment.safeArea
      let additional = controller.additionalSafeAreaInsets
      let bars = controller.containerBarInsets
      safe.top += additional.top + bars.top
      safe.left += additional.left
      safe.bottom += additional.bottom + bars.bottom
      safe.right += additional.right
      canvas.safeAreaInsets = safe.plumb
      canvas.isViewControllerRoot = controller.viewRespectsSystemMinimumLayoutMargins
      canvas.device = window.environment.device
      return (view, canvas)
    }
    func length(_ value: CGFloat) -> CanvasLength { value > 0 ? .points(Double(value)) : .fit }
    var canvas = Canvas(
      width: length(bounds.width), height: length(bounds.height), traits: traitCollection.plumb)
    if let window = self as? UIWindow {
      canvas.safeAreaInsets = window.environment.safeArea.plumb
      canvas.device = window.environment.device
    }
    canvas.isViewControllerRoot = owningViewController?.viewRespectsSystemMinimumLayoutMargins ?? false
    return (self, canvas)
  }

  /// The traits of the hierarchy this topmost view heads: a presented controller's view is at its presentation's
  /// level unless the traits it is drawn with say otherwise.
  func rootTraits() -> UITraitCollection {
    if let window = self as? UIWindow { return window.windowTraits }
    var layers = [UITraitCollection(TraitCollection(), idiom: .phone)]
    if let level = owningViewController?.presentationLevel {
      layers.append(UITraitCollection(userInterfaceLevel: level))
    }
    if let standaloneTraits { layers.append(standaloneTraits) }
    return layers.count == 1 ? layers[0] : UITraitCollection(traitsFrom: layers)
  }

  /// UIKit's layout pass on the topmost view, repeated while layout code changes what the constraints depend on.
  func runLayout() {
    guard !isInLayout, needsLayoutFlag || session == nil else { return }
    isInLayout = true
    defer { isInLayout = false }
    for _ in 0..<10 {
      needsLayoutFlag = false
      notifyTraitChanges()
      let target = layoutTarget()
      let controllers = target.root.subtreeViews.compactMap(\.owningViewController)
      for controller in controllers where controller.view.needsUpdateConstraintsFlag {
        controller.updateViewConstraints()
      }
      target.root.updateConstraintsIfNeeded()
      let start = changeCount
      session?.discard()
      let session = LayoutSession(rootView: target.root, canvas: target.canvas)
      self.session = session
      session.applyFrames()
      report(session.result.diagnostics)
      for view in session.views {
        view.owningViewController?.viewWillLayoutSubviews()
        view.layoutSystemSubviews()
        view.layoutSubviews()
        view.owningViewController?.viewDidLayoutSubviews()
      }
      if changeCount == start {
        needsLayoutFlag = false
        break
      }
    }
    // What layout code set without changing the layout (a corner radius, a colour) is drawn too.
    session?.refreshAppearance()
  }

  private func notifyTraitChanges() {
    let traits = rootTraits()
    guard !traits.isEqual(to: lastTraits) else { return }
    let previous = lastTraits
    lastTraits = traits
    var root: UIView = self
    if let window = self as? UIWindow, let controller = window.rootViewController { root = controller.view }
    for view in root.subtreeViews {
      view.owningViewController?.traitCollectionDidChange(previous)
      view.traitCollectionDidChange(previous)
    }
  }

  /// Prints each unsatisfiable-constraints message once per hierarchy, as UIKit prints it when it breaks one.
  private func report(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics where diagnostic.kind == .unsatisfiable {
      guard printedMessages.insert(diagnostic.message).inserted else { continue }
      UIKitConsole.log(diagnostic.message)
    }
  }

  /// The view's solved layout in its hierarchy's last pass (laying out first if needed).
  private func lastLayout() -> (LayoutSession, ViewLayout)? {
    topmost.runLayout()
    guard let session = topmost.session, let layout = session.layout(of: self) else { return nil }
    return (session, layout)
  }

  /// Whether the constraints leave the view's frame undetermined (a debugging aid).
  public var hasAmbiguousLayout: Bool { lastLayout()?.1.isAmbiguous ?? false }

  /// Moves an ambiguous view to another frame its constraints allow (a debugging aid).
  public func exerciseAmbiguityInLayout() {
    guard let (session, layout) = lastLayout(), let alternative = layout.alternativeFrame else { return }
    let parent = superview.flatMap { session.layout(of: $0) }?.absoluteFrame.origin ?? .zero
    storedFrame = CGRect(alternative.offsetBy(dx: -parent.x, dy: -parent.y))
  }

  /// The constraints that decide the view's frame along `axis` in the last layout (its own and the ones they
  /// depend on), in activation order.
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
    guard let (session, _) = lastLayout(), let position = session.index[ObjectIdentifier(self)] else {
      return []
    }
    return session.constraintsAffecting(session.nodes[position], axis: axis)
  }

  func constraintsAffecting(_ guide: UILayoutGuide, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
    guard let session = topmost.session, let model = session.guides.first(where: { $0.0 === guide })?.1 else {
      return []
    }
    return session.constraintsAffecting(model, axis: axis)
  }

  /// The size the view's constraints and content give it, aiming at `targetSize`.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel
    )
  }

  /// The size the view's constraints and content give it when laid out alone, aiming at `targetSize` with the
  /// given priorities (`required` fixes that dimension).
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    func length(_ value: CGFloat, _ priority: UILayoutPriority) -> CanvasLength {
      priority == .required
        ? .points(Double(value)) : .fitting(target: Double(value), priority: priority.plumb)
    }
    updateConstraintsIfNeeded()
    let canvas = Canvas(
      width: length(targetSize.width, horizontalFittingPriority),
      height: length(targetSize.height, verticalFittingPriority), traits: traitCollection.plumb)
    let session = LayoutSession(rootView: self, canvas: canvas)
    defer { session.discard() }
    return CGSize(session.result.canvasSize)
  }
}

extension LayoutSession {
  /// The constraints that relate `item` along `axis`, in activation order.
  func constraintsAffecting(_ item: LayoutItem, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
    let wanted = axis.plumb
    return constraintMap.filter { _, model in
      model.firstAttribute.axis == wanted && (model.firstItem === item || model.secondItem === item)
    }.map(\.0)
  }
}
